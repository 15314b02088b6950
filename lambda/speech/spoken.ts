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

/** "today", "yesterday", "Friday, November 20th", with the year when it is not this year. */
export function spokenDay(t: Translate, day: string, today: string): string {
  if (day === today) return t('time.today');
  const date = dayjs(day);
  if (date.add(1, 'day').format('YYYY-MM-DD') === today) return t('time.yesterday');
  return date.format(date.year() === dayjs(today).year() ? 'dddd, MMMM Do' : 'dddd, MMMM Do, YYYY');
}

/** "A", "A or B", "A, B, or C": each item escaped for SSML. */
export function spokenList(t: Translate, items: string[], conjunction: 'or' | 'and'): string {
  const safe = items.map(escapeSsml);
  if (safe.length <= 1) return safe.join('');
  // Items with commas of their own ("Internal, 30 minutes") need one before the conjunction too.
  if (safe.length === 2 && !safe.some((item) => item.includes(','))) return t(`list_join.${conjunction}_two`, { first: safe[0], last: safe[1] });
  return t(`list_join.${conjunction}`, { rest: safe.slice(0, -1).join(', '), last: safe[safe.length - 1] });
}
