// Time logged over a period, from the activities list bounded by reported date (the spec's start_date and
// end_date). A running timer counts up to now: the service reports a pending activity's duration so far.
// The first page is asked for at once; when there are more, the rest come together in a second round.
import type { Activity, Ref } from '../../models';
import type { Translate } from '../speech/i18n';
import { spokenDuration } from '../speech/spoken';
import { addDays, instantAt, localDate } from '../dates/time-zone';
import { MAX_PER_PAGE } from './limits';
import { holds, type Period } from './periods';
import { runningTimers } from './timers';
import type { Turn } from './turn';

/** Past this many pages a period is not read whole: a person does not log ten thousand entries a month. */
const MAX_PAGES = 100;

export interface ProjectTotal {
  project: Ref;
  seconds: number;
  /** Whether one of its timers is running now (so the total is still growing). */
  running: boolean;
}

/** A project's time (or several's) as said and shown: "no time" for a project named but not worked on. */
export const projectTime = (t: Translate, total: Pick<ProjectTotal, 'seconds' | 'running'>) => (total.seconds || total.running ? spokenDuration(t, total.seconds) : t('totals.noTime'));

export interface Totals {
  seconds: number;
  /** Biggest first (ties by name, for a stable order). */
  projects: ProjectTotal[];
  running: Activity[];
}

/**
 * Every activity whose reported date, on the person's clock, lies in the period. The service bounds `start_date` and
 * `end_date` by the date as it is written, and the website writes it in UTC: an hour's timer started there at 5 PM in
 * Los Angeles is written the next day, and "how much did I log today" after it was "You haven't logged any time
 * today". So a day more is read on each side (no offset is a day or more), and each activity kept by its own day.
 */
export async function activitiesIn(turn: Turn, period: Pick<Period, 'from' | 'to'>, filter?: string[]): Promise<Activity[]> {
  const query = { start_date: addDays(period.from, -1), end_date: addDays(period.to, 1), per_page: MAX_PER_PAGE, order_by: 'date', ...(filter ? { filter } : {}) };
  const [first, zone] = await Promise.all([turn.api.activities.list(query), turn.timeZone()]);
  const inPeriod = (activity: Activity) => {
    const day = localDate(Date.parse(activity.date), zone);
    return day >= period.from && day <= period.to;
  };
  const pages = Math.min(first.meta.pages ?? 1, MAX_PAGES);
  if (pages <= 1) return first.data.filter(inPeriod);
  const rest = await Promise.all(Array.from({ length: pages - 1 }, (_, i) => turn.api.activities.list({ ...query, page: i + 2 })));
  // An activity moved between pages while they were read is counted once.
  const seen = new Map(first.data.map((a) => [a.id, a]));
  for (const page of rest) for (const a of page.data) seen.set(a.id, a);
  return [...seen.values()].filter(inPeriod);
}

/**
 * The activities of a period (`from` to `to`, ms) as far as they fell in it: a timer running since before it (begun
 * last night, still running after midnight) counts from its start, and one running past its end up to that end.
 * Dated the day it began, the service gives it whole to that day: "how long have I been working today?" was "You
 * haven't logged any time today" two hours into it, and yesterday's total held them. `running`: the timers running now.
 */
export function withinPeriod(activities: Activity[], running: Activity[], from: number, to: number, now: number): Activity[] {
  const until = Math.min(now, to);
  const seconds = (start: number) => Math.max(0, Math.round((until - start) / 1000));
  const into = running.filter((timer) => !activities.some((a) => a.id === timer.id) && Date.parse(timer.date) < from && now > from);
  return [
    ...activities.map((a) => (a.status === 'pending' && now > to ? { ...a, duration: Math.min(a.duration, seconds(Date.parse(a.date))) } : a)),
    ...into.map((timer) => ({ ...timer, duration: Math.min(timer.duration, seconds(from)) })),
  ];
}

/**
 * What was logged in the period, timers counted as far as they ran in it (`withinPeriod`): the one reading of a period
 * for a total and a recap alike (a recap that read a timer running since last night whole on the day it began said
 * other hours than the total). The running timers are read beside the period's activities, in the same round.
 */
export async function loggedIn(turn: Turn, period: Period, today: string): Promise<Activity[]> {
  const running = holds(period, today) ? runningTimers(turn) : Promise.resolve([]);
  const [activities, timers, zone] = await Promise.all([activitiesIn(turn, period), running, turn.timeZone()]);
  return withinPeriod(activities, timers, instantAt(`${period.from} 00:00:00`, zone), instantAt(`${addDays(period.to, 1)} 00:00:00`, zone), turn.now);
}

export function totalsOf(activities: Activity[]): Totals {
  const byProject = new Map<string, ProjectTotal>();
  for (const activity of activities) {
    const entry = byProject.get(activity.project.id) ?? { project: activity.project, seconds: 0, running: false };
    entry.seconds += activity.duration;
    entry.running ||= activity.status === 'pending';
    byProject.set(activity.project.id, entry);
  }
  const projects = [...byProject.values()]
    .filter((p) => p.seconds > 0 || p.running)
    .sort((a, b) => b.seconds - a.seconds || a.project.name.localeCompare(b.project.name));
  return {
    seconds: projects.reduce((sum, p) => sum + p.seconds, 0),
    projects,
    running: activities.filter((a) => a.status === 'pending'),
  };
}
