import type { Activity } from '../../models';
import { isFailure } from '../api/errors';
import type { Turn } from './turn';

/** The person's running timers, longest running first. */
export async function runningTimers(turn: Turn): Promise<Activity[]> {
  const page = await turn.api.activities.list({ filter: ['status:pending'], per_page: 100 });
  return page.data.sort((a, b) => b.duration - a.duration);
}

/**
 * A create that got no answer may still have landed. Before saying it failed, look: the running timer
 * (or logged activity) this request made, if the service has it.
 */
export async function landedAfterAll(turn: Turn, error: unknown, made: (activity: Activity) => boolean, filter: string[]): Promise<Activity | undefined> {
  if (!isFailure(error, 'unavailable') || !error.details.timedOut || turn.deadline.aborted) return undefined;
  try {
    const recent = await turn.api.activities.list({ filter, order_by: '-created_at', per_page: 20 });
    return recent.data.find(made);
  } catch {
    return undefined;
  }
}

/**
 * Stops one timer. A timer found already stopped (by another device, or by a first try whose answer was
 * lost) counts as stopped; so does one whose stop got no answer but which the service shows stopped.
 */
export async function stopTimer(turn: Turn, id: string): Promise<Activity> {
  try {
    return await turn.api.activities.stop(id);
  } catch (error) {
    const alreadyStopped = isFailure(error, 'invalid') && error.details.code === 'invalid_state';
    const unanswered = isFailure(error, 'unavailable') && error.details.timedOut && !turn.deadline.aborted;
    if (!alreadyStopped && !unanswered) throw error;
    const activity = await turn.api.activities.get(id).catch(() => null);
    if (activity?.status === 'complete') return activity;
    throw error;
  }
}
