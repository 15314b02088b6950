// Yes or no to "It isn't 6 PM yet, and I can't start a timer ahead of time. Did you mean from 6 AM, 7 hours
// and 30 minutes ago?" (after "start a timer for Greenleaf at six", said at 1:30 pm): yes starts the timer from
// the time gone by, as "I started at six" would; no starts nothing, and offers a timer from now.
import type { RequestHandler } from 'ask-sdk-core';
import type { Response } from 'ask-sdk-model';
import { isIntent, turnOf } from '../conversation/requests';
import type { PendingQuestion } from '../conversation/session';
import type { Turn } from '../conversation/turn';
import { lengthSaid, durationSeconds } from '../dates/durations';
import { clockInWords, exactMoment, pastTimeOfDay, startsWithinReach } from '../conversation/past-time';
import { zonedTimestamp } from '../dates/time-zone';
import { heardWords } from '../resolution/names';
import { ask, tell } from '../conversation/respond';
import { startTimerFor } from './start-timer';

export const ConfirmStartFromHandler: RequestHandler = {
  canHandle: (input) => isIntent(input, 'AMAZON.YesIntent', 'AMAZON.NoIntent') && turnOf(input).state.pending?.kind === 'confirmStartFrom',
  handle(input) {
    const turn = turnOf(input);
    const { t } = turn;
    const pending = turn.state.pending;
    if (pending?.kind !== 'confirmStartFrom') return tell(turn, t('answer.okay'));
    const { project } = pending;
    // Read from the session: a moment to come or days back, which no question of the skill's puts, starts nothing.
    if (isIntent(input, 'AMAZON.YesIntent')) return startsWithinReach(pending.from, turn.now) ? startTimerFor(turn, project, undefined, undefined, pending.from) : tell(turn, t('answer.okay'));
    if (pending.running) return tell(turn, t('backdate.startKept', { project: project.name }));
    return ask(turn, t('backdate.startNowInstead', { project: project.name }), t('backdate.startNowReprompt', { project: project.name }), { kind: 'confirmStart', project });
  },
};

type StartFromQuestion = Extract<PendingQuestion, { kind: 'confirmStartFrom' }>;

/**
 * Words other than yes or no said to "Did you mean from 6 AM, 7 hours ago?": "start it now" or "now" starts the
 * timer now; a time gone by ("from one pm", "no, from one", "half an hour ago") starts it then. Undefined for
 * other words (the question is asked again); a time still to come starts nothing, as no timer starts ahead.
 */
export async function startFromAnswer(turn: Turn, pending: StartFromQuestion, words: string | undefined, slots: { time?: string; ago?: number } = {}): Promise<Response | undefined> {
  // A time Alexa heard as such (TimeAnswer's slots): now, so long ago, or the most recent such clock time.
  if (!words) {
    if (slots.ago === undefined && (!slots.time || slots.time === 'PRESENT_REF')) return startTimerFor(turn, pending.project);
    const zone = await turn.timeZone();
    const at = slots.ago !== undefined ? turn.now - slots.ago * 1000 : pastTimeOfDay(slots.time, zone, turn.now)?.valueOf();
    const from = at === undefined ? undefined : zonedTimestamp(at, zone);
    return from && startsWithinReach(from, turn.now) ? startTimerFor(turn, pending.project, undefined, undefined, from) : undefined;
  }
  const said = heardWords(words ?? '').replace(/^(?:no|nope|actually|just|ok|okay|um)\s+/g, '');
  if (/^(?:(?:start|begin) )?(?:it |the timer |my timer |that )?(?:(?:right|just) )?now(?: please)?$|^(?:start|begin) it$/.test(said)) return startTimerFor(turn, pending.project);
  const zone = await turn.timeZone();
  const ago = /^(?:from |since )?(.+) ago$/.exec(said);
  const seconds = ago ? durationSeconds(lengthSaid(ago[1])) : null;
  const clock = seconds ? undefined : /^(?:from |since |at )?(.+)$/.exec(said)?.[1];
  const exact = clock ? clockInWords(clock) : undefined;
  const moment = seconds
    ? turn.now - seconds * 1000
    : exact
      ? (() => {
          const read = exactMoment(exact, zone, turn.now);
          return read && 'gone' in read ? read.gone.valueOf() : undefined;
        })()
      : clock && /^\d{1,2}(?::\d{2})?$|^[a-z]+(?: [a-z]+)?$/.test(clock)
        ? pastTimeOfDay(hourSaid(clock), zone, turn.now)?.valueOf()
        : undefined;
  if (moment === undefined) return undefined;
  const from = zonedTimestamp(moment, zone);
  return startsWithinReach(from, turn.now) ? startTimerFor(turn, pending.project, undefined, undefined, from) : undefined;
}

/** An hour said in words or digits ("one", "one thirty", "1:30") as AMAZON.TIME gives it ("01:00", either half of the day). */
function hourSaid(words: string): string | undefined {
  const time = clockInWords(`${words} am`);
  return time;
}
