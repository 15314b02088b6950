// "Create a project called Orion Portal": the only way the skill makes a project, because the person asked.
import type { RequestHandler } from 'ask-sdk-core';
import { isFailure, mightHaveLanded } from '../api/errors';
import { rememberChange } from '../conversation/last-change';
import { isIntent, projectText, turnOf } from '../conversation/requests';
import { ask, elicit, tell } from '../conversation/respond';
import type { Response } from 'ask-sdk-model';
import type { Turn } from '../conversation/turn';
import { sameName } from '../resolution/names';
import { resolveProject } from '../resolution/resolve-project';
import { spokenList } from '../speech/spoken';

const MAX_NAME_WORDS = 10;
/** The most projects like the name that are named in the question. */
const MAX_ALIKE = 3;

export const CreateProjectHandler: RequestHandler = {
  canHandle: (input) => isIntent(input, 'CreateProject'),
  async handle(input) {
    const turn = turnOf(input);
    const { t } = turn;
    const heard = projectText(input);
    if (!heard) return elicit(turn, 'project', t('create.askName'));
    // A sentence heard as a name (or a name no one would say twice) is not made a project, nor read back.
    if (heard.split(/\s+/).length > MAX_NAME_WORDS) return elicit(turn, 'project', t('create.tooLong'), t('create.askName'));
    const name = heard.replace(/\b\p{L}/gu, (c) => c.toUpperCase());
    const { items } = await turn.projects({ fresh: true });
    const existing = items.find((p) => sameName(p.name, heard));
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
      return ask(turn, question, question, { kind: 'confirmCreate', name, like });
    }
    return createProject(turn, name);
  },
};

/** Makes the project, offers its timer, and remembers it for undo. */
export async function createProject(turn: Turn, name: string): Promise<Response> {
  const { t } = turn;
  try {
    const project = await turn.api.projects.create({ name });
    turn.forgetProjects();
    // "Undo that" removes it again (a name misheard made a project the person could not take back by voice).
    rememberChange(turn, { kind: 'created', id: project.id, at: turn.now, project: { id: project.id, name: project.name } });
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
