// A timer started in the past ("I started twenty minutes ago"). The spec does not say how the service
// takes one; this service's choice: a create without a duration (a running timer) whose `date` is before
// now counts its reported duration from that date, while its record starts at the real moment of the
// create (recorded time is what happened, reported time is what the person said). A running timer cannot
// start in the future, nor longer ago than the longest duration an activity may report.
import { MAX_DURATION_SECONDS } from '../../models';
import type { RequestContext } from '../context';
import { badRequest } from '../http/errors';
import { secondsBetween } from './timer';

// Clocks disagree by a little: a start this far ahead of the service's clock is taken as now.
const CLOCK_SKEW_MS = 60_000;

/** The reported seconds a new running timer starts with: those between its reported date and now. */
export function secondsAlreadyRun(ctx: RequestContext, date: string | undefined): number {
  if (date === undefined) return 0;
  const started = Date.parse(date);
  if (started > ctx.at + CLOCK_SKEW_MS) throw badRequest('date', 'a running timer cannot start in the future: send a date no later than now');
  // Counted as the record will count on from now, so the two add up to the time since the date.
  const seconds = secondsBetween(started, ctx.at);
  if (seconds > MAX_DURATION_SECONDS) {
    throw badRequest('date', `a running timer can start at most ${MAX_DURATION_SECONDS} seconds (a week) ago`);
  }
  return seconds;
}
