// "I started on Apollo twenty minutes ago", "start a timer for Apollo from nine": a timer whose reported
// time begins when the person said (the service counts a running timer from a past date; its record
// starts now, when it really did). Other running timers stop then, where they were running by then.
// Said with no project ("I actually started at nine"), it is the timer running; with none running, the
// skill asks which project, keeping the time; with several, it asks for the name said with the time.
import type { RequestHandler } from 'ask-sdk-core';
import { findProject } from '../conversation/find-project';
import { nearerToCome, pastMoment, spokenTime } from '../conversation/past-time';
import { isIntent, projectText, slotOf, slotText, turnOf } from '../conversation/requests';
import { ask, elicit, tell } from '../conversation/respond';
import { runningTimers } from '../conversation/timers';
import { durationSeconds } from '../dates/durations';
import { spokenList } from '../speech/spoken';
import { startTimerFor } from './start-timer';

// The service takes a running timer started at most a week ago; a person means today or last night.
const LONGEST_BACK_MS = 24 * 3600_000;

export const StartEarlierHandler: RequestHandler = {
  canHandle: (input) => isIntent(input, 'StartEarlier'),
  async handle(input) {
    const turn = turnOf(input);
    const { t } = turn;
    const heard = projectText(input, 'project', { that: true });
    const said = { time: slotText(input, 'time'), ago: slotText(input, 'ago') };
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
    const timers = runningTimers(turn);
    timers.catch(() => undefined);
    if (!heard) {
      const running = await timers;
      if (running.length === 1) return startTimerFor(turn, running[0].project, undefined, timers, iso);
      if (running.length === 0) return elicit(turn, 'project', t('backdate.askProject'), t('start.askProject'));
      // An answer of a name alone would start that one now: the name is asked for with the time.
      const names = running.map((timer) => timer.project.name);
      return tell(turn, t('backdate.whichStarted', { count: names.length, list: spokenList(t, names, 'and'), example: names[0] }));
    }
    const found = await findProject(turn, heard, slotOf(input, 'project'), { intent: 'StartTimer', from: iso });
    if ('response' in found) return found.response;
    return startTimerFor(turn, found.project, undefined, timers, iso);
  },
};
