// The person's time zone, from the Alexa settings API for their device (UTC if that fails), and their
// local date and timestamps in it.
//
// A zone's offset at an instant is read in one of two ways, which agree everywhere (test/lambda/time-zone.test.ts):
// - by the process's own Date, with TZ pointed at the zone for one synchronous step and put back (Node resets
//   its time-zone caches whenever TZ is assigned, and nothing else runs in between to see it): nothing to
//   start, some 40 µs a reading;
// - by a cached `Intl.DateTimeFormat` per zone: 2–3 µs a reading, but the first formatter a process makes
//   costs some 18 ms of CPU, the largest single cost of a cold start that dates anything (issue 13).
// So a container reads through TZ until it has read enough for a formatter to pay, then makes one. (dayjs's
// timezone plugin, before either, built a formatter and parsed a locale string on every `.tz()` call: 120–280
// µs.) The results are dayjs's own, DST edges included: a wall-clock time that does not exist (skipped in
// spring) or exists twice (repeated in autumn) resolves as `dayjs.tz` resolves it (see `instantAt`).
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);

export const FALLBACK_TIME_ZONE = 'UTC';

// The IANA names ICU knows, read once: a cheap first look. ICU does not list "UTC"; any other name not listed
// (an alias such as "US/Pacific") is checked by making a formatter for it, which throws for a name ICU does
// not know. Only names checked so reach the readings below: TZ set to a name ICU does not know reads as UTC.
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

// The zones of most devices that speak the skill's locales, canonical in every ICU: known without reading ICU's
// list, which costs a cold start some 1.5 ms.
export const COMMON_ZONES: ReadonlySet<string> = new Set([
  'America/New_York', 'America/Chicago', 'America/Denver', 'America/Phoenix', 'America/Los_Angeles', 'America/Anchorage',
  'Pacific/Honolulu', 'America/Toronto', 'America/Vancouver', 'America/Edmonton', 'America/Winnipeg', 'America/Halifax',
  'Europe/London', 'Europe/Dublin', 'Asia/Kolkata', 'Australia/Sydney', 'Australia/Melbourne', 'Australia/Brisbane',
  'Australia/Perth', 'Australia/Adelaide', 'Pacific/Auckland',
]);

// Offsets of no whole hour, which no Etc/GMT zone has: a zone of each, one without daylight saving where there is one.
const ODD_OFFSETS: Record<string, string> = {
  '-09:30': 'Pacific/Marquesas',
  '-03:30': 'America/St_Johns',
  '+03:30': 'Asia/Tehran',
  '+04:30': 'Asia/Kabul',
  '+05:30': 'Asia/Kolkata',
  '+05:45': 'Asia/Kathmandu',
  '+06:30': 'Asia/Yangon',
  '+08:45': 'Australia/Eucla',
  '+09:30': 'Australia/Darwin',
  '+10:30': 'Australia/Lord_Howe',
  '+12:45': 'Pacific/Chatham',
};

/**
 * A zone keeping the UTC offset a timestamp was written with ("2026-11-23T09:00:00.000-08:00" is Etc/GMT+8: the
 * Etc names count the other way), or undefined for one with no offset (Z is UTC, and says nothing of the person).
 */
export function zoneOfOffset(timestamp: string): string | undefined {
  const offset = /([+-])(\d{2}):(\d{2})$/.exec(timestamp);
  if (!offset) return undefined;
  const [, sign, hours, minutes] = offset;
  if (minutes !== '00') return ODD_OFFSETS[`${sign}${hours}:${minutes}`];
  // Offsets run from -12 to +14 hours: Etc/GMT+13 is no zone.
  const whole = Number(hours);
  if (whole === 0 || whole > (sign === '-' ? 12 : 14)) return undefined;
  return `Etc/GMT${sign === '-' ? '+' : '-'}${whole}`;
}

export function isKnownTimeZone(zone: string): boolean {
  if (zone === FALLBACK_TIME_ZONE || COMMON_ZONES.has(zone)) return true;
  listedZones ??= new Set(Intl.supportedValuesOf('timeZone'));
  if (listedZones.has(zone)) return true;
  try {
    formatterOf(zone);
    return true;
  } catch {
    return false;
  }
}

// 18 ms for a first formatter against some 37 µs a reading saved: readings through TZ until then.
const READINGS_BEFORE_FORMATTER = 500;
let readingsByTz = 0;

// Where the program gets a copy of the environment (Jest's sandbox gives one), assigning TZ changes nothing:
// it is checked once, against Tokyo (9 hours ahead all year since 1951), before any reading relies on it.
let tzTakes: boolean | undefined;

/** Whether readings in `zone` go through a formatter now (see the top of this file). */
const readsByFormatter = (zone: string) =>
  formatters.has(zone) || readingsByTz >= READINGS_BEFORE_FORMATTER || !(tzTakes ??= offsetByTz(0, 'Asia/Tokyo') === 540);

/** The zone's offset at `at` in minutes, read by the process's Date with TZ set to the zone for this step alone. */
export function offsetByTz(at: number, zone: string): number {
  readingsByTz++;
  const saved = process.env.TZ;
  process.env.TZ = zone;
  try {
    // getTimezoneOffset is UTC minus local (New York in winter: 300); zones before 1900 may have seconds.
    return Math.round(-new Date(at).getTimezoneOffset());
  } finally {
    if (saved === undefined) delete process.env.TZ;
    else process.env.TZ = saved;
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
export const wallClockAt = (at: number, zone: string): WallClock => (readsByFormatter(zone) ? wallClockByFormatter(at, zone) : wallClockByTz(at, zone));

/** The wall clock in `zone` at `at`, from the offset the process's Date reads there. */
export function wallClockByTz(at: number, zone: string): WallClock {
  const wall = new Date(wholeSecond(at) + offsetByTz(at, zone) * 60_000);
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    second: wall.getUTCSeconds(),
  };
}

/** The wall clock in `zone` at `at`, read by the zone's formatter. */
export function wallClockByFormatter(at: number, zone: string): WallClock {
  const text = formatterOf(zone).format(at);
  const m = FORMATTED.exec(text);
  if (!m) throw new Error(`unexpected date format from Intl: ${text}`);
  const hour = Number(m[4]);
  return { year: Number(m[3]), month: Number(m[1]), day: Number(m[2]), hour: hour === 24 ? 0 : hour, minute: Number(m[5]), second: Number(m[6]) };
}

const wallAsUtc = (w: WallClock) => Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
const wholeSecond = (at: number) => at - (((at % 1000) + 1000) % 1000);

/** The zone's offset from UTC at the instant `at`, in minutes (east positive: New York in winter is -300). */
export function offsetAt(at: number, zone: string): number {
  if (!readsByFormatter(zone)) return offsetByTz(at, zone);
  return Math.round((wallAsUtc(wallClockByFormatter(at, zone)) - wholeSecond(at)) / 60_000);
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
  const offset = Math.round((wallAsUtc(wall) - wholeSecond(at)) / 60_000);
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
