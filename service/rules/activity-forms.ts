import type { ActivityRow } from '../db/schema';
import { sortKey } from '../db/text-forms';
import { localDate } from './timestamps';

/** The columns an activity's description and reported date decide: its sort key, instant and local date. */
export const activityForms = (row: Pick<ActivityRow, 'description' | 'date'>) => ({
  description_key: sortKey(row.description),
  date_at: new Date(row.date),
  local_date: localDate(row.date),
});
