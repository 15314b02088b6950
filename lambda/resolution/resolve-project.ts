// A first resolver: normalised exact match, Alexa's entity match, then Fuse.js over the names with a
// margin. Issue 4 replaces the scoring; the decision it returns keeps this shape.
import Fuse from 'fuse.js';
import type { Ref } from '../../models';
import { plainName as normalize } from './names';
import type { Resolution, ResolutionInput } from './resolution';

const MATCH_SCORE = 0.2;
const MARGIN = 0.12;
const ASK_WITHIN = 0.15;
const MAX_ASK = 4;

export function resolveProject(input: ResolutionInput): Resolution {
  // "the", "my" and "project" frame a name rather than belong to it.
  const heard = normalize(input.heard).replace(/^(the|my|our) /, '').replace(/ project$/, '');
  if (!heard || input.projects.length === 0) return { status: 'none' };
  const exact = input.projects.filter((p) => normalize(p.name) === heard);
  if (exact.length === 1) return { status: 'match', project: exact[0] };
  const byId = new Map(input.projects.map((p) => [p.id, p]));
  const entities = [...new Set(input.entityIds ?? [])].map((id) => byId.get(id)).filter((p): p is Ref => !!p);
  if (entities.length === 1) return { status: 'match', project: entities[0] };
  if (entities.length > 1) return { status: 'ambiguous', candidates: entities.slice(0, MAX_ASK) };

  const fuse = new Fuse(input.projects.map((p) => ({ ...p, plain: normalize(p.name) })), {
    keys: ['plain'],
    includeScore: true,
    ignoreLocation: true,
    threshold: 0.45,
  });
  const hits = fuse.search(heard);
  if (hits.length === 0) return { status: 'none' };
  const best = hits[0].score ?? 1;
  const second = hits[1]?.score ?? 1;
  if (best <= MATCH_SCORE && second - best >= MARGIN) return { status: 'match', project: strip(hits[0].item) };
  const close = hits.filter((hit) => (hit.score ?? 1) - best <= ASK_WITHIN).slice(0, MAX_ASK);
  if (close.length >= 2) return { status: 'ambiguous', candidates: close.map((hit) => strip(hit.item)) };
  return best <= 0.3 ? { status: 'match', project: strip(hits[0].item) } : { status: 'none' };
}

const strip = (item: Ref & { plain: string }): Ref => ({ id: item.id, name: item.name });
