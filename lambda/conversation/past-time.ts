// A moment in the past as people name it: "at five", "from nine thirty", "twenty minutes ago".
// AMAZON.TIME gives "HH:MM" on a 24-hour clock, and an hour said without am or pm ("five") as the morning
// one ("05:00"); "morning", "evening" come as MO, AF, EV, NI. Someone saying when they started or stopped
// means the most recent such time that has passed: "five" at 6 pm is 5 pm today, at 3 pm it is 5 am
// today, at 1 am it is 5 pm yesterday. The time is always named back, so a wrong reading is heard.
import type dayjs from 'dayjs';
import { clockReadings, instantOfMinute } from '../dates/clock-ranges';
import { durationSeconds } from '../dates/durations';
import { addDays, inZone, localDate } from '../dates/time-zone';
import { WORKDAY_MS } from './reminders';
import type { Translate } from '../speech/i18n';
import { spokenDay } from '../speech/spoken';

/** The most recent past moment at the AMAZON.TIME value, in `zone`; null for a part of the day or anything else. */
export function pastTimeOfDay(value: string | undefined, zone: string, now: number): dayjs.Dayjs | null {
  // "Five" comes as 05:00: it may be 5 pm as well (clock-ranges.ts reads a clock time for every use).
  const readings = clockReadings(value?.trim());
  const today = localDate(now, zone);
  const candidates = [today, addDays(today, -1)].flatMap((day) => readings.map((minutes) => instantOfMinute(day, minutes, zone)));
  const latest = candidates.filter((moment) => moment <= now).sort((a, b) => b - a)[0];
  return latest === undefined ? null : inZone(latest, zone);
}

/**
 * The next moment at the AMAZON.TIME value, when it is nearer to `now` than the most recent one gone by:
 * "start a timer for Apollo at nine", said at 8:55, means the nine to come, not last night's (`null` when
 * the one gone by is as near or nearer, or the value is no clock time). A time to come hours away is not
 * meant over one gone by today within a workday: "I started at nine", said at 3 pm, is 9 am (it was "It isn't
 * 9 PM yet", with no way to say 9 am: AMAZON.TIME sends "nine" and "nine am" alike). Further back ("at six" at
 * 4 pm), the time to come stands: ten hours backdated would be a night's booking on a guess.
 */
export function nearerToCome(value: string | undefined, zone: string, now: number): dayjs.Dayjs | null {
  const readings = clockReadings(value?.trim());
  const today = localDate(now, zone);
  const next = nextIfNearer([addDays(today, -1), today, addDays(today, 1)].flatMap((day) => readings.map((minutes) => instantOfMinute(day, minutes, zone))), now);
  if (next === undefined) return null;
  const gone = pastTimeOfDay(value, zone, now);
  if (next - now > SOON_MS && gone && gone.format('YYYY-MM-DD') === today && now - gone.valueOf() <= WORKDAY_MS) return null;
  return inZone(next, zone);
}

/** A start said this near ahead is the one to come, whatever the time gone by. */
const SOON_MS = 2 * 3600_000;

/** Of the moments, the first still to come, when it is nearer to `now` than the last gone by (or none has gone). */
export function nextIfNearer(moments: number[], now: number): number | undefined {
  const gone = Math.max(...moments.filter((moment) => moment <= now));
  const next = Math.min(...moments.filter((moment) => moment > now));
  return Number.isFinite(next) && next - now < now - gone ? next : undefined;
}

/** "Twenty minutes ago": `now` less the AMAZON.DURATION value; null when it is no duration, none at all, or over a day. */
export function momentAgo(value: string | undefined, zone: string, now: number): dayjs.Dayjs | null {
  const seconds = durationSeconds(value);
  if (!seconds || seconds > 24 * 3600) return null;
  return inZone(now - seconds * 1000, zone);
}

/** The moment from whichever of the two slots was said. */
export function pastMoment(slots: { time?: string; ago?: string }, zone: string, now: number): dayjs.Dayjs | null {
  return slots.time ? pastTimeOfDay(slots.time, zone, now) : momentAgo(slots.ago, zone, now);
}

/** "5:10 PM", "9 AM", with the day after it when it was not today ("6 PM yesterday"). Plain text. */
export function spokenTime(t: Translate, moment: dayjs.Dayjs, zone: string, now: number): string {
  const local = inZone(moment.valueOf(), zone);
  const clock = local.format(local.minute() ? 'h:mm A' : 'h A');
  const day = local.format('YYYY-MM-DD');
  const today = localDate(now, zone);
  return day === today ? clock : t('backdate.dayAndTime', { day: spokenDay(t, day, today), time: clock });
}
