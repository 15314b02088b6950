// What the skill remembers between turns of one session (Alexa session attributes).
import type { Ref } from '../../models';
import { MAX_SLOT_CHARS } from './requests';

/** What the skill was doing when it had to ask which project; it carries on once the person answers. */
export type PendingAction =
  | { intent: 'StartTimer'; description?: string }
  | { intent: 'LogTime'; seconds: number; day: string; description?: string }
  | { intent: 'WhichProject'; heard: string }
  | { intent: 'StopTimer' };

/** The question the skill asked and waits on. `reprompt` is said again when an answer is not understood. */
export type PendingQuestion = { reprompt: string } & (
  | { kind: 'chooseProject'; action: PendingAction; candidates: Ref[] }
  | { kind: 'chooseTimer'; timers: { id: string; project: Ref }[] }
  | { kind: 'offerList' }
  | { kind: 'confirmStart'; project: Ref }
);

/** A question as a handler asks it; the reprompt is added when it is asked. */
export type Question = PendingQuestion extends infer Q ? (Q extends unknown ? Omit<Q, 'reprompt'> : never) : never;

export interface SessionState {
  pending?: PendingQuestion;
  /** The person's project list, fetched once a session (when it is small enough to carry). */
  projects?: Ref[];
  /** Whether this session's dynamic entities have been sent to Alexa. */
  entitiesSent?: boolean;
}

/**
 * Session attributes travel in every response, and a response may be at most 24 kB with the dynamic
 * entities and the speech; a longer project list is kept in the container cache only.
 */
export const MAX_SESSION_LIST_CHARS = 5_000;

// Alexa hands back what the skill sent, but that is still input: anything not of the skill's own shape
// (an older version's attributes, a tampered request) is dropped rather than trusted.
// Ids and names as the service allows them; anything longer was not put there by the skill.
const isRef = (value: unknown): value is Ref =>
  typeof (value as Ref)?.id === 'string' && (value as Ref).id.length <= 64 && typeof (value as Ref)?.name === 'string' && (value as Ref).name.length <= 200;
// Words the person said, as slot text gives them.
const isWords = (value: unknown) => typeof value === 'string' && value.length <= MAX_SLOT_CHARS;
const optionalText = (value: unknown) => value === undefined || isWords(value);

function isAction(value: unknown): value is PendingAction {
  const action = value as Record<string, unknown> | null;
  switch (action?.intent) {
    case 'StartTimer':
      return optionalText(action.description);
    case 'LogTime':
      return Number.isInteger(action.seconds) && (action.seconds as number) > 0 && typeof action.day === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(action.day) && optionalText(action.description);
    case 'WhichProject':
      return isWords(action.heard);
    case 'StopTimer':
      return true;
  }
  return false;
}

function isPendingQuestion(value: unknown): value is PendingQuestion {
  const question = value as Record<string, unknown> | null;
  // The reprompt is spoken as it is: it must be the escaped text the skill itself stored.
  const reprompt = question?.reprompt;
  if (typeof reprompt !== 'string' || !reprompt || reprompt.length > 2000 || /[<>]|&(?!amp;|lt;|gt;|quot;|apos;)/.test(reprompt)) return false;
  const nonEmpty = (list: unknown, each: (item: unknown) => boolean) => Array.isArray(list) && list.length > 0 && list.length <= 20 && list.every(each);
  switch (question.kind) {
    case 'chooseProject':
      return isAction(question.action) && nonEmpty(question.candidates, isRef);
    case 'chooseTimer':
      return nonEmpty(question.timers, (timer) => typeof (timer as { id?: unknown })?.id === 'string' && isRef((timer as { project?: unknown }).project));
    case 'offerList':
      return true;
    case 'confirmStart':
      return isRef(question.project);
  }
  return false;
}

/** The session attributes as the skill's state, with whatever is not of its shape removed (in place). */
export function sessionStateFrom(attributes: Record<string, unknown>): SessionState {
  if ('pending' in attributes && !isPendingQuestion(attributes.pending)) delete attributes.pending;
  const projects = attributes.projects;
  if ('projects' in attributes && !(Array.isArray(projects) && projects.every(isRef) && JSON.stringify(projects).length <= MAX_SESSION_LIST_CHARS)) {
    delete attributes.projects;
  }
  if ('entitiesSent' in attributes && typeof attributes.entitiesSent !== 'boolean') delete attributes.entitiesSent;
  return attributes as SessionState;
}
