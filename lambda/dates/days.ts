// Which day a person means when logging time. AMAZON.DATE resolves a date said without a year, or a
// weekday, to today or the future ("on Monday" is next Monday); when logging, people mean the past. A
// week, a month, a season or a year is not a day: the skill asks rather than guesses.
import dayjs from 'dayjs';

export type LogDay = { day: string } | { unclear: 'period' | 'unknown' };

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const YEARLESS_DAY = /^XXXX-(\d{2})-(\d{2})$/;
const PERIOD = /^(\d{4}-W\d{2}(-WE)?|\d{4}-\d{2}|\d{4}|\d{3}X|\d{4}-(SP|SU|FA|WI))$/;

/** `today` is the person's own date (YYYY-MM-DD in their time zone). No value means today. */
export function dayToLog(value: string | undefined, today: string): LogDay {
  if (!value || value === 'PRESENT_REF') return { day: today };
  let date: dayjs.Dayjs;
  const yearless = YEARLESS_DAY.exec(value);
  if (yearless) date = dayjs(`${today.slice(0, 4)}-${yearless[1]}-${yearless[2]}`);
  else if (DAY.test(value)) date = dayjs(value);
  else return { unclear: PERIOD.test(value) ? 'period' : 'unknown' };
  if (!date.isValid() || date.format('YYYY-MM-DD') !== (yearless ? `${today.slice(0, 4)}-${yearless[1]}-${yearless[2]}` : value)) {
    return { unclear: 'unknown' };
  }
  const now = dayjs(today);
  const ahead = date.diff(now, 'day');
  // Alexa places a date without a year within the coming year; further ahead, a year was said.
  if (ahead > 366) return { unclear: 'unknown' };
  // Within the coming week, a weekday was meant: the one just past. Further ahead, a date without a
  // year was meant: the last time it came round.
  if (ahead > 0 && ahead <= 7) date = date.subtract(7, 'day');
  while (date.isAfter(now, 'day')) date = date.subtract(1, 'year');
  return { day: date.format('YYYY-MM-DD') };
}
