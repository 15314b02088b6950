// "Create a project called Orion Portal": the only way the skill makes a project, because the person asked.
// "Start a timer for a new project called Orion Portal" (StartTimerNewProject) makes it and starts its timer.
import type { RequestHandler } from 'ask-sdk-core';
import { isFailure, mightHaveLanded } from '../api/errors';
import { rememberChange } from '../conversation/last-change';
import { isIntent, projectText, turnOf } from '../conversation/requests';
import { notAName } from '../conversation/words';
import { ask, elicit, saidBefore, tell } from '../conversation/respond';
import type { PendingAction } from '../conversation/session';
import type { Response } from 'ask-sdk-model';
import type { Turn } from '../conversation/turn';
import { sameName } from '../resolution/names';
import { resolveProject } from '../resolution/resolve-project';
import { spokenList } from '../speech/spoken';
import { carryOn } from './choose-project';

const MAX_NAME_WORDS = 10;
/** The most projects like the name that are named in the question. */
const MAX_ALIKE = 3;

export const CreateProjectHandler: RequestHandler = {
  canHandle: (input) => isIntent(input, 'CreateProject', 'StartTimerNewProject'),
  async handle(input) {
    const turn = turnOf(input);
    const { t } = turn;
    // Said while the skill asks which project a log or a timer is for: the project made is that one (the log
    // was dropped). "Create it", to "I couldn't find a project called Comet Survey", makes the name read back.
    const { pending } = turn.state;
    // The words read back from a request ("start a timer for the holiday campaign") name it without their article:
    // "the" was the sentence's ("The Holiday Campaign" was made). A name said to create is kept as said.
    const heard = projectText(input) || (pending?.kind === 'offerList' ? withoutArticle(pending.heard) : undefined);
    const action = isIntent(input, 'StartTimerNewProject') ? ({ intent: 'StartTimer' } as const) : pending && 'action' in pending ? pending.action : undefined;
    // With no name, the name is asked for, and what the person was doing waits on it.
    if (!heard) return elicit(turn, 'project', t('create.askName'), t('create.askName'), action ? { kind: 'nameProject', action } : undefined);
    // No name ("no", "wait", "what?", "I don't know yet"), or a request of its own ("start a timer for greenleaf"): no
    // project is made (one called No, or Start A Timer For Greenleaf, was made, which no voice request removes).
    const not = notAName(heard);
    if (not === 'none') return tell(turn, t('create.noName'));
    if (not === 'request') return ask(turn, t('create.requestNotName'), t('answer.whatNext'));
    // A sentence heard as a name (or a name no one would say twice) is not made a project, nor read back.
    if (heard.split(/\s+/).length > MAX_NAME_WORDS) return elicit(turn, 'project', t('create.tooLong'), t('create.askName'));
    const name = heard.replace(/\b\p{L}/gu, (c) => c.toUpperCase());
    const { items } = await turn.projects({ fresh: true });
    const existing = items.find((p) => sameName(p.name, heard));
    if (existing && action) return carryOn(turn, action, existing);
    if (existing) {
      const question = t('create.exists', { project: existing.name });
      return ask(turn, question, question, { kind: 'confirmStart', project: existing });
    }
    // "Green leaf" beside Greenleaf Yoga Studio: most likely that project, and a second one by a name like
    // it would split the person's time between the two. Made only after a yes.
    const resolution = resolveProject({ heard, projects: items });
    const like = resolution.status === 'ambiguous' ? resolution.candidates.slice(0, MAX_ALIKE) : 'project' in resolution ? [resolution.project] : [];
    if (like.length) {
      const question = t('create.alike', { projects: spokenList(t, like.map((project) => project.name), 'and'), name });
      return ask(turn, question, question, { kind: 'confirmCreate', name, like, ...(action ? { action } : {}) });
    }
    return createProject(turn, name, action);
  },
};

/** Makes the project and remembers it for undo; then carries on what the person was doing (`action`), or offers its timer. */
export async function createProject(turn: Turn, name: string, action?: PendingAction): Promise<Response> {
  const { t } = turn;
  try {
    const project = await turn.api.projects.create({ name });
    turn.forgetProjects();
    // "Undo that" removes it again (a name misheard made a project the person could not take back by voice).
    rememberChange(turn, { kind: 'created', id: project.id, at: turn.now, project: { id: project.id, name: project.name } });
    if (action) {
      // A copy: the response builder is shared, and what is carried on is written into the same response.
      const made = structuredClone(tell(turn, t('create.made', { project: project.name })));
      return saidBefore(made, await carryOn(turn, action, { id: project.id, name: project.name }));
    }
    return ask(turn, t('create.created', { project: project.name }), t('resolve.confirmStart', { project: project.name }), {
      kind: 'confirmStart',
      project: { id: project.id, name: project.name },
    });
  } catch (error) {
    if (!isFailure(error, 'unavailable')) throw error;
    if (!mightHaveLanded(error)) return tell(turn, t('create.failed', { project: name }));
    // It may exist after all: the next look at the projects asks the service again.
    turn.forgetProjects();
    return tell(turn, t('create.unsure', { project: name }));
  }
}

/** The words without an article or "my" before them ("the holiday campaign": "holiday campaign"), unless that is all. */
const withoutArticle = (words: string | undefined) => words?.replace(/^(?:the|a|an|my|our)\s+(?=\S)/i, '');
