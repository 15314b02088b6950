// A time said on its own ("at six", "yesterday at 5:30 pm", "just now"): the answer to "When did you
// finish?" about a forgotten timer, which stops it at that time (and then starts the timer asked for, if one
// was). Said to no such question, a clock time stops the running timer then, as "stop my timer at six" does. "I finished at six" or "I stopped twenty minutes ago"
// heard as StopTimerAt ("stop my timer at five", another part of the skill) is taken here too while that
// question is open: an hour said without am or pm is then read against the forgotten timer's start.
import type { HandlerInput, RequestHandler } from 'ask-sdk-core';
import { durationSeconds } from '../dates/durations';
import { countedSince, type ForgottenQuestion, startFrom, stopForgottenAt } from '../conversation/forgotten';
import { entryStill } from '../conversation/edits';
import type { Response } from 'ask-sdk-model';
import type { Turn } from '../conversation/turn';
import { isIntent, slotOf, turnOf } from '../conversation/requests';
import { ask, askAgain, saidBefore } from '../conversation/respond';
import { startFromAnswer } from './confirm-start-from';
import { startTimerFor } from './start-timer';
import { StopTimerAtHandler } from './stop-timer-at';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

const answersForgotten = (input: HandlerInput) => turnOf(input).state.pending?.kind === 'forgottenTimer';

/**
 * "When did you finish?" answered: the forgotten timer stopped then, and the timer asked for before the question
 * ("start a timer for B" while A ran since yesterday) started now. A length said ("two hours", "it should have
 * been two hours") is how long it ran: it stops that long after its start (it was an edit, and the timer ran on).
 */
export async function answerForgotten(turn: Turn, pending: ForgottenQuestion, said: Parameters<typeof stopForgottenAt>[2] | { seconds: number }): Promise<Response> {
  // Counted from when the timer itself began, as the service holds it (the session's word is not taken for it).
  const timer = 'seconds' in said ? await entryStill(turn, pending.timer.id) : undefined;
  const since = timer ? countedSince(timer, turn.now) : undefined;
  const answer = 'seconds' in said ? { at: (since ?? Date.parse(pending.since)) + said.seconds * 1000 } : said;
  const { response, stopped } = await stopForgottenAt(turn, pending, answer);
  if (!stopped || !pending.then) return response;
  // A copy: the response builder is shared, and the start's answer is written into the same response.
  const first = structuredClone(response);
  return saidBefore(first, await startTimerFor(turn, pending.then.project, pending.then.description, undefined, startFrom(pending.then, turn.now)));
}

export const TimeAnswerHandler: RequestHandler = {
  canHandle: (input) => isIntent(input, 'TimeAnswer') || (isIntent(input, 'StopTimerAt') && answersForgotten(input)),
  async handle(input) {
    const turn = turnOf(input);
    const pending = turn.state.pending;
    if (pending?.kind === 'forgottenTimer') {
      const day = slotOf(input, 'date')?.value;
      const ago = durationSeconds(slotOf(input, 'ago')?.value);
      return answerForgotten(turn, pending, ago !== null ? { at: turn.now - ago * 1000 } : { time: slotOf(input, 'time')?.value ?? '', day: day && DAY.test(day) ? day : undefined });
    }
    // "Now", "at one", to "Did you mean from 6 AM, 7 hours ago?": the timer asked about, from then.
    if (pending?.kind === 'confirmStartFrom') {
      const ago = durationSeconds(slotOf(input, 'ago')?.value);
      return (await startFromAnswer(turn, pending, undefined, { time: slotOf(input, 'time')?.value, ...(ago !== null ? { ago } : {}) })) ?? askAgain(turn, pending);
    }
    if (pending) return askAgain(turn, pending);
    // "Around three" to "How long did you work?" is no answer to it, and no stop: the question again.
    if (turn.state.eliciting) return askAgain(turn, turn.state.eliciting);
    // "Stop it at eleven", "I left at five", with no question open: the timer stopped then, as "stop my timer at
    // eleven" does (it was "I didn't ask about a time", and the timer then stopped now counted hours more).
    // (With a day said, "tomorrow at five", it is no such stop: the day is not read there.)
    if (/^\d{2}:\d{2}$/.test(slotOf(input, 'time')?.value ?? '') && !slotOf(input, 'date')?.value) return StopTimerAtHandler.handle(input);
    return ask(turn, turn.t('forgotten.noQuestion'), turn.t('fallback.reprompt'));
  },
};
