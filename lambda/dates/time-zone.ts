// The person's time zone, from the Alexa settings API for their device (UTC if that fails), and their
// local date and timestamps in it.
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

export const FALLBACK_TIME_ZONE = 'UTC';

// The IANA names ICU knows, read once: a cheap first look. Making an Intl.DateTimeFormat is what a name not
// listed (an alias, "UTC") needs, but the first one made costs some 14 ms of a cold start.
let listedZones: Set<string> | undefined;

export function isKnownTimeZone(zone: string): boolean {
  listedZones ??= new Set(Intl.supportedValuesOf('timeZone'));
  if (listedZones.has(zone)) return true;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The date (YYYY-MM-DD) it is at `now` in `zone`. */
export const localDate = (now: number, zone: string) => dayjs(now).tz(zone).format('YYYY-MM-DD');

/**
 * The reported timestamp of time logged for `day`: the present moment when it is today, otherwise noon
 * that day (far from midnight, so no offset or daylight-saving change moves it to another date), with
 * the zone's UTC offset.
 */
export function timestampFor(day: string, zone: string, now: number): string {
  if (day === localDate(now, zone)) return dayjs(now).tz(zone).format('YYYY-MM-DDTHH:mm:ssZ');
  return dayjs.tz(`${day} 12:00:00`, zone).format('YYYY-MM-DDTHH:mm:ssZ');
}
