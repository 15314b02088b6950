// A time said on its own ("at six", "yesterday at 5:30 pm", "just now"): the answer to "When did you
// finish?" about a forgotten timer, which stops it at that time (and then starts the timer asked for, if one
// was). Said to no such question, a clock time stops the running timer then, as "stop my timer at six" does. "I finished at six" or "I stopped twenty minutes ago"
// heard as StopTimerAt ("stop my timer at five", another part of the skill) is taken here too while that
// question is open: an hour said without am or pm is then read against the forgotten timer's start.
import type { HandlerInput, RequestHandler } from 'ask-sdk-core';
import { durationSeconds, lengthSaid, ranForSaid, saidInDays } from '../dates/durations';
import { finishSaid } from '../conversation/past-time';
import { withoutCorrection } from '../conversation/words';
import { heardWords } from '../resolution/names';
import { askToDiscard } from './discard-timer';
import { type ForgottenQuestion, forgottenAsked, forgottenTimer, startFrom, stopForgottenAt } from '../conversation/forgotten';
import { momentCounted } from '../conversation/stop-at';
import { runningTimers } from '../conversation/timers';
import { addDays } from '../dates/time-zone';
import { entryStill } from '../conversation/edits';
import type { Response } from 'ask-sdk-model';
import type { Turn } from '../conversation/turn';
import { isIntent, slotOf, turnOf } from '../conversation/requests';
import { ask, askAgain, saidBefore, tell } from '../conversation/respond';
import { entryBegunAt, entryChosen } from './last-entry';
import { startFromAnswer } from './confirm-start-from';
import { startTimerFor } from './start-timer';
import { StopTimerAtHandler } from './stop-timer-at';
import { DAY } from '../conversation/session';

/**
 * The day a finish was said on: AMAZON.DATE resolves a weekday ahead ("friday at five", said on a Monday, is this
 * coming Friday), and a finish is past, so a day two to seven days ahead is the one a week before (it was "That time
 * hasn't come yet"). Tomorrow is left as it is, and refused as still to come: it is what "tomorrow" arrives as, and
 * taken a week back it was six days ago. Undefined for no single day.
 */
async function finishDay(turn: Turn, date: string | undefined): Promise<string | undefined> {
  if (!date || !DAY.test(date)) return undefined;
  const today = await turn.today();
  return date > addDays(today, 1) && date <= addDays(today, 7) ? addDays(date, -7) : date;
}

// "At eight", heard as a stop at eight, may be the answer to a question about a time ("When did you finish?", or
// which of the entries read out with their starts).
const answersWithTime = (input: HandlerInput) => {
  const pending = turnOf(input).state.pending;
  return pending?.kind === 'forgottenTimer' || (pending?.kind === 'chooseEntry' && pending.entries.length > 1);
};

/**
 * "When did you finish?" answered: the forgotten timer stopped then, and the timer asked for before the question
 * ("start a timer for B" while A ran since yesterday) started now. A length said ("two hours", "it should have
 * been two hours") is how long it ran: it stops that long after its start (it was an edit, and the timer ran on).
 */
export async function answerForgotten(turn: Turn, pending: ForgottenQuestion, said: Parameters<typeof stopForgottenAt>[2] | { seconds: number }): Promise<Response> {
  // Counted from when the timer itself began, as the service holds it (the session's word is not taken for it).
  const timer = 'seconds' in said ? await entryStill(turn, pending.timer.id) : undefined;
  // Along what it counted: a pause is no time worked (eight hours from nine, paused for lunch, booked seven).
  const answer = 'seconds' in said ? { at: timer ? momentCounted(timer, said.seconds, turn.now) : Date.parse(pending.since) + said.seconds * 1000 } : said;
  const { response, stopped } = await stopForgottenAt(turn, pending, answer);
  if (!stopped || !pending.then) return response;
  // A copy: the response builder is shared, and the start's answer is written into the same response.
  const first = structuredClone(response);
  return saidBefore(first, await startTimerFor(turn, pending.then.project, pending.then.description, undefined, startFrom(pending.then, turn.now)));
}

// Said to "When did you finish?": the time is not known, or the timer is to go.
// (As `heardWords` has them: "i'm" is "im", "don't" "dont".)
const NOT_KNOWN = /^(?:(?:um|uh|well|sorry|hmm) )*(?:(?:i )?(?:do not|dont) (?:know|remember|recall)|(?:im |i am )?not sure|(?:i have )?no idea|i forgot|i (?:cant|cannot) remember)(?: when)?$/;
const THROWN_AWAY = /^(?:(?:just|please) )*(?:throw (?:it|that|the timer|it all) away|throw away (?:it|the timer)|delete (?:it|that|the timer)|discard (?:it|that|the timer)|get rid of (?:it|that|the timer)|scrap (?:it|that))(?: please)?$/;

/**
 * Words Alexa hands over as a name, said to "When did you finish?" about a forgotten timer (each was asked again):
 * "an hour ago", then, counted back from now; "two hours" (`length`, already read) or "it ran for two hours", how long
 * it ran; "five thirty", "six last night", the time alone; "I don't know", "throw it away", a way out that books none
 * of the night. Undefined for other words.
 */
export async function forgottenAnsweredInWords(turn: Turn, pending: ForgottenQuestion, heard: string, length: string | undefined): Promise<Response | undefined> {
  const said = heardWords(withoutCorrection(heard));
  const ago = /^(?:i (?:finished|stopped|was done) )?(?:about |around )?(.+) ago$/.exec(said);
  const agoSeconds = ago ? durationSeconds(lengthSaid(ago[1])) : null;
  if (agoSeconds) return answerForgotten(turn, pending, { at: turn.now - agoSeconds * 1000 });
  const ranLength = length ?? ranForSaid(said);
  const ranFor = ranLength && !saidInDays(ranLength) ? durationSeconds(ranLength) : null;
  if (ranFor) return answerForgotten(turn, pending, { seconds: ranFor });
  const finished = finishSaid(heard, await turn.today());
  if (finished) return answerForgotten(turn, pending, finished);
  const words = heardWords(heard);
  if (!NOT_KNOWN.test(words) && !THROWN_AWAY.test(words)) return undefined;
  const timer = await turn.api.activities.get(pending.timer.id);
  if (timer.status !== 'pending') return tell(turn, turn.t('discard.notRunningAnyMore', { project: timer.project.name }));
  return askToDiscard(turn, timer, NOT_KNOWN.test(words) ? turn.t('forgotten.notKnown') : undefined, pending.then);
}

export const TimeAnswerHandler: RequestHandler = {
  canHandle: (input) => isIntent(input, 'TimeAnswer') || (isIntent(input, 'StopTimerAt') && answersWithTime(input)),
  async handle(input) {
    const turn = turnOf(input);
    const pending = turn.state.pending;
    const time = slotOf(input, 'time')?.value;
    const day = await finishDay(turn, slotOf(input, 'date')?.value);
    if (pending?.kind === 'forgottenTimer') {
      const ago = durationSeconds(slotOf(input, 'ago')?.value);
      return answerForgotten(turn, pending, ago !== null ? { at: turn.now - ago * 1000 } : { time: time ?? '', day });
    }
    // "At eight", to which of the entries read out ("1 hour from 7 AM and 1 hour from 8 AM"): the one begun then. A
    // stop said meanwhile, of a time no entry read out began at or with its project ("stop my timer at nine thirty"),
    // is a stop, when a timer runs (it was asked again, or changed the entry running then).
    if (pending?.kind === 'chooseEntry') {
      const begun = time && !slotOf(input, 'project')?.value ? await entryBegunAt(turn, pending.entries.map((entry) => entry.id), time) : undefined;
      if (begun) return entryChosen(turn, begun, pending.then);
      // With no timer to stop, it was no stop: the question again.
      if (isIntent(input, 'StopTimerAt') && (await runningTimers(turn)).length) return StopTimerAtHandler.handle(input);
      return askAgain(turn, pending);
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
    // So with today said ("stop my timer today at eleven").
    const date = slotOf(input, 'date')?.value;
    if (/^\d{2}:\d{2}$/.test(time ?? '') && (!date || date === (await turn.today()))) return StopTimerAtHandler.handle(input);
    // "I finished yesterday at five", of a timer left running since then: the answer to the question it would have
    // been asked (it was "I didn't ask about a time", and the timer ran on).
    if (time && day) {
      const forgotten = forgottenTimer(await runningTimers(turn), turn.now, await turn.timeZone());
      if (forgotten) return answerForgotten(turn, forgottenAsked(turn, forgotten), { time, day });
    }
    return ask(turn, turn.t('forgotten.noQuestion'), turn.t('fallback.reprompt'));
  },
};
