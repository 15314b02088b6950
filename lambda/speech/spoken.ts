// Numbers, durations, days and lists the way people say them.
import dayjs from 'dayjs';
import advancedFormat from 'dayjs/plugin/advancedFormat';
import { escapeSsml } from './ssml';
import type { Translate } from './i18n';

dayjs.extend(advancedFormat);

/** "2 hours", "1 hour and 15 minutes", "45 minutes", "less than a minute". Seconds are dropped past a minute. */
export function spokenDuration(t: Translate, seconds: number): string {
  const total = Math.max(0, Math.floor(seconds));
  if (total < 60) return t('time.lessThanAMinute');
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const h = hours ? t('time.hours', { count: hours }) : '';
  const m = minutes ? t('time.minutes', { count: minutes }) : '';
  return h && m ? t('time.and', { a: h, b: m }) : h || m;
}

/**
 * The day as people name it: "today", "yesterday", "tomorrow", "last Wednesday, November 18th" within the past
 * week, "Tuesday, November 3rd" otherwise, with the year when it is not this year. `last`: false leaves "last" out (beside another day of a range).
 */
export function spokenDay(t: Translate, day: string, today: string, { last = true } = {}): string {
  if (day === today) return t('time.today');
  const date = dayjs(day);
  const back = Math.round(dayjs(today).diff(date, 'day', true));
  if (back === 1) return t('time.yesterday');
  if (back === -1) return t('time.tomorrow');
  const named = date.format(date.year() === dayjs(today).year() ? 'dddd, MMMM Do' : 'dddd, MMMM Do, YYYY');
  return last && back > 1 && back < 7 ? t('time.lastDay', { day: named }) : named;
}

/** How long ago a day was, roughly: "5 weeks ago", "3 months ago", "over a year ago". */
export function spokenAgo(t: Translate, day: string, today: string): string {
  const days = Math.round(dayjs(today).diff(dayjs(day), 'day', true));
  if (days < 63) return t('time.weeksAgo', { count: Math.floor(days / 7) });
  const months = dayjs(today).diff(dayjs(day), 'month');
  return months < 12 ? t('time.monthsAgo', { count: months }) : t('time.overAYearAgo');
}

/** "A", "A or B", "A, B, or C": each item escaped for SSML. */
export function spokenList(t: Translate, items: string[], conjunction: 'or' | 'and'): string {
  const safe = items.map(escapeSsml);
  if (safe.length <= 1) return safe.join('');
  // Items with commas of their own ("Internal, 30 minutes") need one before the conjunction too.
  if (safe.length === 2 && !safe.some((item) => item.includes(','))) return t(`list_join.${conjunction}_two`, { first: safe[0], last: safe[1] });
  return t(`list_join.${conjunction}`, { rest: safe.slice(0, -1).join(', '), last: safe[safe.length - 1] });
}
