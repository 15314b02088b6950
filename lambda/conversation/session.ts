// What the skill remembers between turns of one session (Alexa session attributes).
import type { Ref } from '../../models';

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
