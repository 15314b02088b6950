// Running timers. A pending activity has one open record (started, not stopped); stop closes it and adds
// its seconds to the reported duration; resume opens a new one. Records are never edited otherwise.
import type { ActivityRecord } from '../../models';
import type { RequestContext } from '../context';
import type { ActivityRow } from '../db/schema';
import { invalidState } from '../http/errors';
import { newId } from '../ids';

export function openRecord(iso: string): ActivityRecord {
  return { id: newId(), status: 'pending', type: 'time', start_time: iso, stop_time: null, quantity: null, units: 'seconds' };
}

const openRecordOf = (row: Pick<ActivityRow, 'records'>) => row.records.find((record) => record.status === 'pending');

/**
 * Whole seconds a timer counts from `from` to `to`: the seconds its clock ticks over, not the span rounded
 * down. Spans end to end then add up to the span overall (a timer started in the past counts until its
 * record starts, then the record); each rounded down alone, they lost up to a second between them.
 */
export const secondsBetween = (from: number, to: number) => Math.max(0, Math.floor(to / 1000) - Math.floor(from / 1000));

/** Reported seconds; for a running timer, what has been recorded up to `at`. */
export function reportedDuration(row: Pick<ActivityRow, 'status' | 'records' | 'duration'>, at: number): number {
  const open = row.status === 'pending' ? openRecordOf(row) : undefined;
  return open ? row.duration + secondsBetween(Date.parse(open.start_time), at) : row.duration;
}

export function stopTimer(ctx: RequestContext, row: ActivityRow): ActivityRow {
  const open = openRecordOf(row);
  if (row.status !== 'pending' || !open) throw invalidState('status', `activity ${row.id} is not running`);
  const seconds = secondsBetween(Date.parse(open.start_time), ctx.at);
  const closed: ActivityRecord = { ...open, status: 'complete', stop_time: ctx.iso, quantity: seconds };
  return {
    ...row,
    status: 'complete',
    duration: row.duration + seconds,
    records: row.records.map((record) => (record === open ? closed : record)),
  };
}

/** Resumes a completed activity as a running timer; one already running is left as it is. */
export function resumeTimer(ctx: RequestContext, row: ActivityRow): ActivityRow {
  if (row.status === 'pending') return row;
  return { ...row, status: 'pending', records: [...row.records, openRecord(ctx.iso)] };
}
