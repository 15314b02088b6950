// "I started on Apollo twenty minutes ago", "start a timer for Apollo from nine": a timer whose reported
// time begins when the person said (the service counts a running timer from a past date; its record
// starts now, when it really did). Other running timers stop then, where they were running by then.
// Said with no project ("I actually started at nine"), it is the timer running; with none running, the
// skill asks which project, keeping the time; with several, it asks for the name said with the time. A time
// said as a wish ("start a timer for Apollo at six", the `startAt` slot) that may as well be one to come is
// asked about before anything starts.
import type { RequestHandler } from 'ask-sdk-core';
import type { Response } from 'ask-sdk-model';
import type { Ref } from '../../models';
import { findProject } from '../conversation/find-project';
import { alsoToCome, nearerToCome, pastMoment, spokenTime } from '../conversation/past-time';
import { isIntent, projectText, slotOf, slotText, turnOf } from '../conversation/requests';
import { ask, elicit, tell } from '../conversation/respond';
import { runningTimers } from '../conversation/timers';
import type { Turn } from '../conversation/turn';
import { durationSeconds, secondsBetween } from '../dates/durations';
import { inZone } from '../dates/time-zone';
import { spokenDuration, spokenList } from '../speech/spoken';
import { startTimerFor } from './start-timer';

// The service takes a running timer started at most a week ago; a person means today or last night.
const LONGEST_BACK_MS = 24 * 3600_000;

export const StartEarlierHandler: RequestHandler = {
  canHandle: (input) => isIntent(input, 'StartEarlier'),
  async handle(input) {
    const turn = turnOf(input);
    const { t } = turn;
    const heard = projectText(input, 'project', { that: true });
    // "I started at six" (`time`) is a time gone by; "start a timer for Apollo at six" (`startAt`) may be one to come.
    const wish = slotText(input, 'startAt');
    const said = { time: slotText(input, 'time') ?? wish, ago: slotText(input, 'ago') };
    // "Two days ago" is understood, and too long ago: not a time missed.
    if (!said.time && (durationSeconds(said.ago) ?? 0) * 1000 > LONGEST_BACK_MS) return tell(turn, t('backdate.tooLongAgo'));
    const zone = await turn.timeZone();
    // "Start a timer for Apollo at nine" at 8:55 is the nine to come: no timer starts ahead of time, and
    // none is backdated to last night's nine.
    const ahead = nearerToCome(said.time, zone, turn.now);
    if (ahead) return tell(turn, t('backdate.startNotYet', { time: spokenTime(t, ahead, zone, turn.now) }));
    const from = pastMoment(said, zone, turn.now);
    if (!from) return ask(turn, t('backdate.unclearTime'), t('backdate.unclearTime'));
    const iso = from.format('YYYY-MM-DDTHH:mm:ssZ');
    // "At six" said at 1:30 pm: 6 AM, hours back, is no likelier than 6 PM, which cannot be started. Asked.
    const later = wish ? alsoToCome(wish, zone, turn.now)?.format('YYYY-MM-DDTHH:mm:ssZ') : undefined;
    const timers = runningTimers(turn);
    timers.catch(() => undefined);
    if (!heard) {
      const running = await timers;
      if (running.length === 1) return later ? askStartFrom(turn, running[0].project, iso, later) : startTimerFor(turn, running[0].project, undefined, timers, iso);
      if (running.length === 0) return elicit(turn, 'project', t('backdate.askProject'), t('start.askProject'));
      // An answer of a name alone would start that one now: the name is asked for with the time.
      const names = running.map((timer) => timer.project.name);
      return tell(turn, t('backdate.whichStarted', { count: names.length, list: spokenList(t, names, 'and'), example: names[0] }));
    }
    const found = await findProject(turn, heard, slotOf(input, 'project'), { intent: 'StartTimer', from: iso, ...(later ? { later } : {}) });
    if ('response' in found) return found.response;
    if (later) return askStartFrom(turn, found.project, iso, later);
    return startTimerFor(turn, found.project, undefined, timers, iso);
  },
};

/**
 * "It isn't 6 PM yet, and I can't start a timer ahead of time. Did you mean from 6 AM, 7 hours and 30 minutes
 * ago?": nothing starts before a yes (`from` and `later` are ISO moments, the time gone by and the one to come).
 */
export async function askStartFrom(turn: Turn, project: Ref, from: string, later: string): Promise<Response> {
  const { t } = turn;
  const zone = await turn.timeZone();
  const spoken = (moment: string) => spokenTime(t, inZone(Date.parse(moment), zone), zone, turn.now);
  const said = { time: spoken(from), later: spoken(later), ago: spokenDuration(t, secondsBetween(Date.parse(from), turn.now)) };
  return ask(turn, t('backdate.startFromQuestion', said), t('backdate.startFromReprompt', said), { kind: 'confirmStartFrom', project, from });
}
