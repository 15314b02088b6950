import type { ProjectSearchResult, Ref } from '../../models';

/** The one decision about a spoken project name. */
export type Resolution =
  /** `partial`: the words named only a small part of the project's name, so other projects may share them. */
  | { status: 'match'; project: Ref; partial?: boolean }
  | { status: 'ambiguous'; candidates: Ref[] }
  /** One project is the only plausible reading but the evidence is partial: ask "Did you mean X?" (yes or no). */
  | { status: 'confirm'; project: Ref }
  | { status: 'none' };

export interface ResolutionInput {
  /** What the speech recognizer heard, as Alexa sends it in the slot. */
  heard: string;
  /** The person's projects (id and name), as `list=true` gives them. */
  projects: Ref[];
  /** Project ids Alexa's entity resolution matched the words to (the dynamic entities carry project ids). */
  entityIds?: string[];
  /** The service's fuzzy search for the words, when it was asked. */
  search?: ProjectSearchResult[];
}

/**
 * The resolution the skill makes: from the project list alone first, and when that is not conclusive (or
 * matched only part of a name), once more with the service's search results, which bring descriptions:
 * "bluefin" names one project, but the client's other projects may say Bluefin in theirs. `search` is only
 * called then.
 */
export async function resolveInStages(
  resolve: (input: ResolutionInput) => Resolution,
  input: ResolutionInput,
  search: () => Promise<ProjectSearchResult[]>,
): Promise<Resolution> {
  const first = resolve(input);
  if (first.status === 'match' && !first.partial) return first;
  return resolve({ ...input, search: await search() });
}
