// "Resume my timer", "continue where I left off", "back to Apollo": the resume endpoint on the last timer
// (of that project, if one is named) when it ran today, after stopping whatever took over from it since (and
// saying how long it ran); a timer that ran beside it before it stopped runs on beside it, and timers stopped
// together ("all of them", for lunch) run again together. A last timer from another day is not resumed, which
// would add today's hours to that day: a new timer starts for its project instead.
import type { RequestHandler } from 'ask-sdk-core';
import type { Response } from 'ask-sdk-model';
import dayjs from 'dayjs';
import type { Activity, Ref } from '../../models';
import { isFailure } from '../api/errors';
import { showTimer } from '../conversation/apl';
import { askIfForgotten } from '../conversation/forgotten';
import { lastStopOf } from '../conversation/stop-at';
import { askWhichProject, isProjectCalled, notFound, resolveWithClients } from '../conversation/find-project';
import { isIntent, projectText, slotOf, turnOf } from '../conversation/requests';
import { saysStandIn, tookOverAt, trackedEnd } from '../conversation/edits';
import { MAX_ALONGSIDE, rememberChange } from '../conversation/last-change';
import { forgetTimerReminders, remindAboutTimer } from '../conversation/reminders';
import { tell } from '../conversation/respond';
import { runningTimers, stopTimer } from '../conversation/timers';
import type { Turn } from '../conversation/turn';
import { spokenDuration, spokenList } from '../speech/spoken';
import { heardWords } from '../resolution/names';
import { startTimerFor } from './start-timer';

/** How far back the last timer is looked for. */
const RECENT_DAYS = 7;

export const ResumeTimerHandler: RequestHandler = {
  canHandle: (input) => isIntent(input, 'ResumeTimer'),
  async handle(input) {
    const turn = turnOf(input);
    const today = await turn.today();
    const running = runningTimers(turn);
    const recent = recentActivities(turn, today);
    running.catch(() => undefined);
    recent.catch(() => undefined);
    const heard = projectText(input);
    // "Back to the previous one", "go back to what I was doing before": the timer before the one running (unless a
    // project is called so).
    if (heard && PREVIOUS_WORDS.test(heardWords(heard)) && !(await isProjectCalled(turn, heard))) return resumeLast(turn, today, undefined, await recent, running, { back: true });
    let project: Ref | undefined;
    if (heard) {
      const resolution = await resolveWithClients(turn, heard, slotOf(input, 'project'));
      if (resolution.status === 'none') return notFound(turn, heard);
      if (resolution.status === 'match') project = resolution.project;
      else {
        const candidates = resolution.status === 'ambiguous' ? resolution.candidates : [resolution.project];
        // "Back to Apollo", with three Apollo projects and a timer this week on only one: that one.
        const worked = new Set(timersIn(await recent).map((a) => a.project.id));
        const recentOnes = candidates.filter((c) => worked.has(c.id));
        if (resolution.status === 'ambiguous' && recentOnes.length === 1) project = recentOnes[0];
        else return askWhichProject(turn, recentOnes.length > 1 ? recentOnes : candidates, { intent: 'ResumeTimer' });
      }
    }
    return resumeLast(turn, today, project, await recent, running);
  },
};

const recentActivities = async (turn: Turn, today: string) =>
  (await turn.api.activities.list({ start_date: dayjs(today).subtract(RECENT_DAYS, 'day').format('YYYY-MM-DD'), end_date: today, per_page: 100, order_by: '-date' })).data;

/** The activities that were timers (they have records), not time logged after the fact. */
const timersIn = (activities: Activity[]) => activities.filter((a) => (a.records?.length ?? 0) > 0);

/** When a timer last ran: its latest record's stop (or start, for one running). */
const lastRan = (a: Activity) => Math.max(...(a.records ?? []).map((r) => Date.parse(r.stop_time ?? r.start_time)));

/**
 * The project of the timer before the one running, as people name it: "the previous one", "the last project", "the
 * other one", "what I was doing before".
 */
const PREVIOUS_WORDS =
  /^(?:(?:the|my) )?(?:previous|last|other|earlier|prior|old)(?: (?:one|project|timer|task|thing|job|client))?(?: (?:before|again))?$|^(?:the one )?(?:before|from before)$|^what i was (?:doing|working on|on)(?: before)?$/;

/**
 * Resumes the last timer (of the project, if given), or starts one for today. `back` ("switch back"): the last of
 * those not running, of a project none runs for (it resumed the one running, or said it was).
 */
export async function resumeLast(
  turn: Turn,
  today: string,
  project: Ref | undefined,
  recent: Activity[] | undefined,
  running: Promise<Activity[]>,
  { back }: { back?: boolean } = {},
): Promise<Response> {
  const { t } = turn;
  const [list, now] = await Promise.all([recent ?? recentActivities(turn, today), running]);
  const notRunning = (a: Activity) => !back || !now.some((timer) => timer.project.id === a.project.id);
  const timers = timersIn(list).filter((a) => (!project || a.project.id === project.id) && notRunning(a)).sort((a, b) => lastRan(b) - lastRan(a));
  const last = timers[0];
  if (back && !last) return tell(turn, t(now.length ? 'resume.noPrevious' : 'resume.nothingToResume', { project: now[0]?.project.name }));
  if (!last) {
    if (project) return startTimerFor(turn, project, undefined, Promise.resolve(now));
    return tell(turn, t('resume.nothingToResume'));
  }
  const already = now.find((timer) => timer.id === last.id);
  if (already) {
    showTimer(turn, last.project.name, already.duration);
    return tell(turn, t('resume.alreadyRunning', { project: last.project.name, elapsed: spokenDuration(t, already.duration) }));
  }
  // A timer of another day keeps its day: a new one starts today, for the same project and work.
  // Its description goes with it only when the person said it: the skill's own "Work on ..." is written anew.
  if (last.date.slice(0, 10) !== today) return startTimerFor(turn, last.project, saysStandIn(t, last) ? undefined : last.description, Promise.resolve(now));
  // A timer forgotten since yesterday is not stopped now (which would book the night): when did it finish?
  const forgotten = await askIfForgotten(turn, now);
  if (forgotten) return forgotten;
  // What took over from it (started since it stopped) is stopped: back to it, as a switch. A timer that ran beside it
  // already keeps running, as it did before the pause (it was stopped, though the person had run the two together).
  // "I'm back from lunch", after "all of them" stopped two timers for lunch: both run again, as they did before it
  // (only the last ran again). With nothing running since, and no project named.
  const together = project || now.length ? [] : stoppedTogether(last, timers.slice(1), today);
  if (together.length) return resumeTogether(turn, [last, ...together.slice(0, MAX_TOGETHER - 1)]);
  // Its end as its entry reports it, when that is earlier than its real stop: stopped by a switch backdated to three
  // ("I switched to Greenfield at three"), it ended at three, and Greenfield's timer from three took over (it ran on
  // beside it, the minutes counted twice). Made longer since, it still stopped when it did.
  const endedAt = Math.min(trackedEnd(last), lastStopOf(last) ?? Infinity);
  const replacing = now.filter((timer) => tookOverAt([timer], endedAt));
  const beside = now.filter((timer) => !replacing.includes(timer)).map((timer) => timer.project.name);
  // The resume and the stops at once (one round): each outcome is said as it is.
  const [resumed, ...stops] = await Promise.allSettled([turn.api.activities.resume(last.id), ...replacing.map((timer) => stopTimer(turn, timer.id))]);
  for (const outcome of [resumed, ...stops]) if (outcome.status === 'rejected' && !isFailure(outcome.reason, 'unavailable')) throw outcome.reason;
  const stopped = stops.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value] : []));
  const stillRunning = replacing.filter((_, i) => stops[i].status === 'rejected').map((timer) => timer.project.name);
  await forgetTimerReminders(turn, stopped.map((timer) => timer.project.name));
  const previous = spokenList(t, stopped.map((timer) => t('start.ranFor', { project: timer.project.name, elapsed: spokenDuration(t, timer.duration) })), 'and');
  if (resumed.status === 'rejected') {
    const failed = t('resume.failed');
    return tell(turn, stopped.length ? `${t('start.stoppedFirst', { count: stopped.length, previous })} ${failed}` : failed);
  }
  showTimer(turn, last.project.name, last.duration);
  // "Undo that" stops it again (it used to undo the change before the resume, another entry deleted).
  rememberChange(turn, { kind: 'resumed', id: last.id, at: turn.now, project: last.project, reported: last.duration, ...(stopped.length ? { stopped: stopped.map((timer) => timer.id) } : {}) });
  await remindAboutTimer(turn, last.project.name);
  const still =
    (stillRunning.length ? ` ${t('resume.stillRunning', { running: spokenList(t, stillRunning, 'and') })}` : '') +
    (beside.length ? ` ${t('resume.besideRunning', { running: spokenList(t, beside, 'and'), count: beside.length })}` : '');
  if (!stopped.length) return tell(turn, t('resume.resumed', { project: last.project.name }) + still);
  return tell(turn, t('resume.resumedAfterStopping', { count: stopped.length, previous, project: last.project.name }) + still);
}

/** Timers whose last stops lie this close were stopped together ("stop all of them"). */
const STOPPED_TOGETHER_MS = 60_000;
/** At most this many are resumed together: the one a change names, and as many as it remembers beside it. */
const MAX_TOGETHER = 1 + MAX_ALONGSIDE;

/**
 * Of `others` (latest first), the timers that ran beside `last` until it stopped, and stopped with it: today's,
 * each the latest of another project, its last stretch a minute or more long and ending within a minute of
 * `last`'s.
 */
function stoppedTogether(last: Activity, others: Activity[], today: string): Activity[] {
  const own = lastStretchOf(last);
  if (!own) return [];
  const latest = new Map<string, Activity>();
  for (const timer of others) if (timer.project.id !== last.project.id && !latest.has(timer.project.id)) latest.set(timer.project.id, timer);
  return [...latest.values()].filter((timer) => {
    const stretch = lastStretchOf(timer);
    // Side by side a minute or more ("switch to Internal Admin", then "stop my timer" a minute later, is no two
    // timers run together: both ran again).
    const together = stretch ? Math.min(stretch[1], own[1]) - Math.max(stretch[0], own[0]) : 0;
    return timer.date.slice(0, 10) === today && !!stretch && Math.abs(stretch[1] - own[1]) <= STOPPED_TOGETHER_MS && together >= STOPPED_TOGETHER_MS;
  });
}

/** A timer's last stretch of its records, start and stop; undefined for one running or never run. */
function lastStretchOf(timer: Activity): [number, number] | undefined {
  const stop = lastStopOf(timer);
  const stretch = timer.records.find((record) => record.stop_time && Date.parse(record.stop_time) === stop);
  return stretch ? [Date.parse(stretch.start_time), stop!] : undefined;
}

/**
 * Timers stopped together, each resumed; undo stops them all again. One the service could not resume is said so,
 * the others run.
 */
async function resumeTogether(turn: Turn, timers: Activity[]): Promise<Response> {
  const { t } = turn;
  const outcomes = await Promise.allSettled(timers.map((timer) => turn.api.activities.resume(timer.id)));
  for (const outcome of outcomes) if (outcome.status === 'rejected' && !isFailure(outcome.reason, 'unavailable')) throw outcome.reason;
  const resumed = timers.filter((_, i) => outcomes[i].status === 'fulfilled');
  const notResumed = timers.filter((timer) => !resumed.includes(timer)).map((timer) => timer.project.name);
  if (!resumed.length) return tell(turn, t('resume.failed'));
  const [first, ...others] = resumed;
  showTimer(turn, first.project.name, first.duration);
  rememberChange(turn, {
    kind: 'resumed',
    id: first.id,
    at: turn.now,
    project: first.project,
    reported: first.duration,
    ...(others.length ? { together: Object.fromEntries(others.map((timer) => [timer.id, timer.duration])) } : {}),
  });
  for (const timer of resumed) await remindAboutTimer(turn, timer.project.name);
  const projects = spokenList(t, resumed.map((timer) => timer.project.name), 'and');
  const failed = notResumed.length ? ` ${t('resume.notResumed', { projects: spokenList(t, notResumed, 'and'), count: notResumed.length })}` : '';
  return tell(turn, (resumed.length > 1 ? t('resume.resumedTogether', { projects }) : t('resume.resumed', { project: projects })) + failed);
}

/** Resumes the project's last timer once the person has said which project they meant. */
export async function resumeProject(turn: Turn, project: Ref): Promise<Response> {
  const running = runningTimers(turn);
  running.catch(() => undefined);
  return resumeLast(turn, await turn.today(), project, undefined, running);
}
