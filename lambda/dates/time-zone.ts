// The person's time zone, from the Alexa settings API for their device (UTC if that fails), and their
// local date and timestamps in it.
//
// Every conversion goes through one cached `Intl.DateTimeFormat` per zone: dayjs's timezone plugin builds
// a new formatter and parses a locale string on every `.tz()` call (120–280 µs a call where a cached
// formatter costs 1–3 µs, issue 13). The results are dayjs's own, DST edges included: a wall-clock time
// that does not exist (skipped in spring) or exists twice (repeated in autumn) resolves as `dayjs.tz`
// resolves it (see `instantAt`).
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);

export const FALLBACK_TIME_ZONE = 'UTC';

// The IANA names ICU knows, read once: a cheap first look. Making an Intl.DateTimeFormat is what a name not
// listed (an alias, "UTC") needs, but the first one made costs some 14 ms of a cold start.
let listedZones: Set<string> | undefined;

/** Formatters by zone. There are a few hundred zone names; the bound keeps a warm container's heap flat whatever arrives. */
const formatters = new Map<string, Intl.DateTimeFormat>();
const MAX_FORMATTERS = 500;

function formatterOf(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    // h23: midnight is hour 0 (some engines write "24" with hour12: false).
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    if (formatters.size >= MAX_FORMATTERS) formatters.clear();
    formatters.set(zone, formatter);
  }
  return formatter;
}

export function isKnownTimeZone(zone: string): boolean {
  listedZones ??= new Set(Intl.supportedValuesOf('timeZone'));
  if (listedZones.has(zone)) return true;
  try {
    formatterOf(zone);
    return true;
  } catch {
    return false;
  }
}

/** A time of day on a calendar, as a clock on the wall in some zone shows it. */
export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

// en-US with these options writes "MM/DD/YYYY, HH:mm:ss".
const FORMATTED = /^(\d{2})\/(\d{2})\/(\d+), (\d{2}):(\d{2}):(\d{2})$/;

/** The wall clock in `zone` at the instant `at` (milliseconds), to the second. */
export function wallClockAt(at: number, zone: string): WallClock {
  const text = formatterOf(zone).format(at);
  const m = FORMATTED.exec(text);
  if (!m) throw new Error(`unexpected date format from Intl: ${text}`);
  const hour = Number(m[4]);
  return { year: Number(m[3]), month: Number(m[1]), day: Number(m[2]), hour: hour === 24 ? 0 : hour, minute: Number(m[5]), second: Number(m[6]) };
}

const wallAsUtc = (w: WallClock) => Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);

/** The zone's offset from UTC at the instant `at`, in minutes (east positive: New York in winter is -300). */
export function offsetAt(at: number, zone: string): number {
  const whole = at - (((at % 1000) + 1000) % 1000);
  return Math.round((wallAsUtc(wallClockAt(at, zone)) - whole) / 60_000);
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const dayOf = (w: WallClock) => `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}`;

/** `+HH:MM` / `-HH:MM`, as dayjs's `Z` writes an offset in minutes. */
export function offsetText(minutes: number): string {
  const size = Math.abs(minutes);
  return `${minutes < 0 ? '-' : '+'}${pad(Math.floor(size / 60))}:${pad(size % 60)}`;
}

/** The date (YYYY-MM-DD) it is at `now` in `zone`. */
export const localDate = (now: number, zone: string) => dayOf(wallClockAt(now, zone));

/** `YYYY-MM-DDTHH:mm:ss±HH:MM`: the instant `at` as the clock in `zone` shows it, with the zone's offset then. */
export function zonedTimestamp(at: number, zone: string): string {
  const wall = wallClockAt(at, zone);
  const whole = at - (((at % 1000) + 1000) % 1000);
  const offset = Math.round((wallAsUtc(wall) - whole) / 60_000);
  return `${dayOf(wall)}T${pad(wall.hour)}:${pad(wall.minute)}:${pad(wall.second)}${offsetText(offset)}`;
}

/** The instant `at` as a dayjs showing `zone`'s wall clock and offset: what `dayjs(at).tz(zone)` gives, for formatting. */
export const inZone = (at: number, zone: string): dayjs.Dayjs => dayjs(at).utcOffset(offsetAt(at, zone));

const WALL = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/**
 * The instant at which the clock in `zone` shows `wall` (`YYYY-MM-DD HH:mm:ss`, or a date alone for its
 * midnight): `dayjs.tz(wall, zone).valueOf()`, by dayjs's own steps. A time skipped by a spring change
 * comes out an hour later (02:30 in New York on its spring day is 03:30); a time repeated by an autumn
 * change, like dayjs, starts from the zone's offset at the present moment, so it is the first of the two
 * while the zone keeps summer time and the second while it keeps winter time.
 */
export function instantAt(wall: string, zone: string): number {
  const m = WALL.exec(wall);
  if (!m) throw new Error(`not a wall-clock time: ${wall}`);
  const [, y, mo, d, h = '0', mi = '0', s = '0'] = m;
  const local = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
  // dayjs's fixOffset: guess with one offset, correct once, and where the two disagree (a gap) take the later reading.
  const o0 = offsetAt(Date.now(), zone);
  let guess = local - o0 * 60_000;
  const o2 = offsetAt(guess, zone);
  if (o0 === o2) return guess;
  guess -= (o2 - o0) * 60_000;
  const o3 = offsetAt(guess, zone);
  if (o2 === o3) return guess;
  return local - Math.min(o2, o3) * 60_000;
}

/** The calendar day `days` after `day` (YYYY-MM-DD; negative for before). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * The reported timestamp of time logged for `day`: the present moment when it is today, otherwise noon
 * that day (far from midnight, so no offset or daylight-saving change moves it to another date), with
 * the zone's UTC offset.
 */
export function timestampFor(day: string, zone: string, now: number): string {
  if (day === localDate(now, zone)) return zonedTimestamp(now, zone);
  return zonedTimestamp(instantAt(`${day} 12:00:00`, zone), zone);
}
