// Reported dates keep the UTC offset they were given in: "9 am on the 20th" is a local fact, and the
// calendar date a person meant is the one written in their own offset.
import { type SQL, sql } from 'drizzle-orm';

const TIMESTAMP =
  /^(\d{4}-\d{2}-\d{2})[Tt ](\d{2}):(\d{2}):(\d{2})(?:\.(\d+))?(?:([Zz])|([+-])(\d{2})(?::?(\d{2}))?)$/;

/** Rewrites a valid RFC 3339 timestamp as `YYYY-MM-DDTHH:mm:ss.SSS` plus `Z` or `±HH:MM`, same instant, same offset. */
export function normalizeTimestamp(text: string): string {
  const m = TIMESTAMP.exec(text);
  if (!m) throw new Error(`not a timestamp: ${text}`);
  const [, day, hh, mm, ss, fraction = '', zulu, sign, offH, offM = '00'] = m;
  const seconds = ss === '60' ? '59' : ss; // a leap second is reported as the last second of the minute
  const millis = (fraction + '000').slice(0, 3);
  const offset = zulu ? 'Z' : `${sign}${offH}:${offM}`;
  return `${day}T${hh}:${mm}:${seconds}.${millis}${offset}`;
}

/** The calendar date of a normalized timestamp, in its own offset. */
export const localDate = (timestamp: string) => timestamp.slice(0, 10);

/** The UTC calendar date (`YYYY-MM-DD`) of a timestamptz, in SQL. */
export const utcDateOf = (column: SQL): SQL => sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD')`;
