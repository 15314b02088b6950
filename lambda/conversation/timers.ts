import type { Activity } from '../../models';
import { isFailure, mightHaveLanded } from '../api/errors';
import type { Turn } from './turn';

/** The person's running timers, longest running first. */
export async function runningTimers(turn: Turn): Promise<Activity[]> {
  const page = await turn.api.activities.list({ filter: ['status:pending'], per_page: 100 });
  return page.data.sort((a, b) => b.duration - a.duration);
}

/**
 * What became of a create that failed: `landed` (the service has it after all: the answer was lost),
 * `not_landed`, or `unknown` (it may yet land, or the service could not be asked). Anything but a failure
 * to reach the service is thrown on: the handler or the error handler speaks of it.
 */
export async function afterFailedCreate(
  turn: Turn,
  error: unknown,
  made: (activity: Activity) => boolean,
  filter: string[],
): Promise<{ landed: Activity } | 'not_landed' | 'unknown'> {
  if (!isFailure(error, 'unavailable')) throw error;
  if (!mightHaveLanded(error)) return 'not_landed';
  if (turn.deadline.aborted) return 'unknown';
  try {
    const recent = await turn.api.activities.list({ filter, order_by: '-created_at', per_page: 20 });
    const landed = recent.data.find(made);
    if (landed) return { landed };
    // A create still waiting in a slow service may land after this look; only a broken answer is settled.
    return error.details.timedOut ? 'unknown' : 'not_landed';
  } catch {
    return 'unknown';
  }
}

/**
 * Stops one timer. A timer found already stopped (by another device, or by a first try whose answer was
 * lost) counts as stopped; so does one whose stop failed but which the service shows stopped.
 */
export async function stopTimer(turn: Turn, id: string): Promise<Activity> {
  try {
    return await turn.api.activities.stop(id);
  } catch (error) {
    const alreadyStopped = isFailure(error, 'invalid') && error.details.code === 'invalid_state';
    const unanswered = isFailure(error, 'unavailable') && mightHaveLanded(error) && !turn.deadline.aborted;
    if (!alreadyStopped && !unanswered) throw error;
    const activity = await turn.api.activities.get(id).catch(() => null);
    if (activity?.status === 'complete') return activity;
    throw error;
  }
}
