// From what the person said to one project, or to a question. The project list (cached for the session)
// is tried first; when that is not conclusive the service's own search is asked too, and a list that came
// from a cache is fetched again in case the project is new. Nothing is ever created here.
import type { Response, Slot } from 'ask-sdk-model';
import type { Ref } from '../../models';
import { resolveProject } from '../resolution/resolve-project';
import { type Resolution, resolveInStages } from '../resolution/resolution';
import { isFailure } from '../api/errors';
import { spokenList } from '../speech/spoken';
import { ask } from './respond';
import type { PendingAction } from './session';
import type { Turn } from './turn';

export type Found = { project: Ref } | { response: Response };

/** Ids matched by Alexa's entity resolution, from every authority that matched (dynamic entities carry project ids). */
export function matchedEntityIds(slot: Slot | undefined): string[] {
  const ids: string[] = [];
  for (const authority of slot?.resolutions?.resolutionsPerAuthority ?? []) {
    if (authority.status?.code !== 'ER_SUCCESS_MATCH') continue;
    for (const { value } of authority.values ?? []) if (value?.id) ids.push(value.id);
  }
  return ids;
}

export async function resolveSpokenProject(turn: Turn, heard: string, slot?: Slot): Promise<Resolution> {
  const entityIds = matchedEntityIds(slot);
  let list = await turn.projects();
  // A list from a cache may predate the project named: anything short of a sure match asks afresh.
  const fromCache = resolveProject({ heard, projects: list.items, entityIds });
  if (fromCache.status === 'match' && !fromCache.partial) return fromCache;
  if (!list.fresh) list = await turn.projects({ fresh: true });
  const input = { heard, projects: list.items, entityIds };
  let first: Resolution | undefined;
  return resolveInStages(
    (stage) => (stage.search ? resolveProject(stage) : (first = resolveProject(stage))),
    input,
    async () => {
      try {
        return await turn.api.projects.search(heard);
      } catch (error) {
        // Without the search the list's answer stands; if that was a match, it is still the best there is.
        if (isFailure(error, 'unavailable') && first?.status === 'match') return [];
        throw error;
      }
    },
  );
}

/** Resolves the name, or answers with the question to ask (and remembers what to do once answered). */
export async function findProject(turn: Turn, heard: string, slot: Slot | undefined, action: PendingAction): Promise<Found> {
  const resolution = await resolveSpokenProject(turn, heard, slot);
  if (resolution.status === 'match') return { project: resolution.project };
  if (resolution.status === 'ambiguous') return { response: askWhichProject(turn, resolution.candidates, action) };
  return { response: ask(turn, turn.t('resolve.notFound', { heard }), turn.t('resolve.notFoundReprompt'), { kind: 'offerList' }) };
}

export function askWhichProject(turn: Turn, candidates: Ref[], action: PendingAction, speechKey = 'resolve.didYouMean'): Response {
  const options = spokenList(turn.t, candidates.map((c) => c.name), 'or');
  return ask(turn, turn.t(speechKey, { options }), turn.t('resolve.didYouMeanReprompt', { options }), {
    kind: 'chooseProject',
    action,
    candidates,
  });
}
