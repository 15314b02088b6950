import type { ProjectSearchResult, Ref } from '../../models';

/** The one decision about a spoken project name. */
export type Resolution =
  | { status: 'match'; project: Ref }
  | { status: 'ambiguous'; candidates: Ref[] }
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
