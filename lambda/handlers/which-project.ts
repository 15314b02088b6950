// "What am I working on?", "when did I start?" say what runs, since when (a timer never paused counts from
// one moment) and for how long (and show its clock on a screen); "which project is apollo?" says which
// project that name resolves to, and its client.
import type { RequestHandler } from 'ask-sdk-core';
import type { Response } from 'ask-sdk-model';
import type { Activity, Ref } from '../../models';
import { showTimer } from '../conversation/apl';
import { spokenTime } from '../conversation/past-time';
import { findProject } from '../conversation/find-project';
import { rememberQuestion } from '../conversation/last-change';
import { isIntent, projectText, slotOf, turnOf } from '../conversation/requests';
import { tell } from '../conversation/respond';
import { echo } from '../conversation/words';
import { lastStoppedTimer } from '../conversation/stop-at';
import { runningTimers } from '../conversation/timers';
import type { Turn } from '../conversation/turn';
import { inZone } from '../dates/time-zone';
import { spokenDuration, spokenList } from '../speech/spoken';

/** A timer stopped this long ago or less is named when none runs. */
const JUST_STOPPED_MS = 15 * 60_000;

/**
 * None runs: said so, with the timer stopped in the last few minutes and how to start it again. A timer an edit left
 * stopped, the reply "I can't tell whether that was done", was checked as "not tracking anything", and never resumed.
 */
async function nothingRunning(turn: Turn): Promise<Response> {
  const { t } = turn;
  const last = await lastStoppedTimer(turn);
  if (!last || turn.now - last.stoppedAt > JUST_STOPPED_MS) return tell(turn, t('which.nothing'));
  const zone = await turn.timeZone();
  // Its end as booked: "stop my timer at five", said at 5:10, stopped it at five.
  return tell(turn, t('which.justStopped', { project: last.entry.project.name, time: spokenTime(t, inZone(last.until, zone), zone, turn.now) }));
}

export const WhichProjectHandler: RequestHandler = {
  canHandle: (input) => isIntent(input, 'WhichProject'),
  async handle(input) {
    const turn = turnOf(input);
    const { t } = turn;
    const heard = projectText(input);
    if (heard) {
      rememberQuestion(turn, input);
      const found = await findProject(turn, heard, slotOf(input, 'project'), { intent: 'WhichProject', heard });
      return 'response' in found ? found.response : describeProject(turn, found.project, heard);
    }
    // Remembered: an edit of "that" said next may be of the timer named as well as of the skill's last change
    // (edits.ts, namedTimerBeside).
    rememberQuestion(turn, input);
    const timers = await runningTimers(turn);
    if (timers.length === 0) return nothingRunning(turn);
    if (timers.length === 1) {
      const [timer] = timers;
      showTimer(turn, timer.project.name, timer.duration);
      const spoken = { project: timer.project.name, elapsed: spokenDuration(t, timer.duration) };
      if (!countsOnWithoutBreaks(timer)) return tell(turn, t('which.one', spoken));
      // Counted back from its reported time, so a start said since ("I started at nine") is the one named.
      const zone = await turn.timeZone();
      return tell(turn, t('which.oneSince', { ...spoken, time: spokenTime(t, inZone(turn.now - timer.duration * 1000, zone), zone, turn.now) }));
    }
    const list = spokenList(t, timers.map((timer) => `${timer.project.name}, ${spokenDuration(t, timer.duration)}`), 'and');
    return tell(turn, t('which.many', { count: timers.length, list }));
  },
};

/**
 * Whether the timer has counted on since it started: never stopped for longer than a moment (an edit of a
 * running timer's time stops and resumes it at once). Only then is there one moment it counts from.
 */
function countsOnWithoutBreaks(timer: Activity): boolean {
  const records = [...timer.records].sort((a, b) => Date.parse(a.start_time) - Date.parse(b.start_time));
  return records.every((record, i) => i === 0 || Date.parse(record.start_time) - Date.parse(records[i - 1].stop_time ?? record.start_time) < 60_000);
}

export async function describeProject(turn: Turn, project: Ref, heard: string): Promise<Response> {
  const full = await turn.project(project.id);
  // Words too long to say back are "That".
  const said = echo(heard);
  const words = said ? said.charAt(0).toUpperCase() + said.slice(1) : turn.t('which.that');
  return tell(
    turn,
    full.client
      ? turn.t('which.withClient', { heard: words, project: full.name, client: full.client.name })
      : turn.t('which.withoutClient', { heard: words, project: full.name }),
  );
}
