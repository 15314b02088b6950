// The span of days a question about logged time covers ("today", "last week", "in November"), from the
// AMAZON.DATE value Alexa sends. Weeks start on the day the person's locale starts them (CLDR week data):
// Sunday in the United States, Canada and India, Monday in the United Kingdom and Australia. Alexa
// itself sends weeks as ISO weeks (Monday to Sunday), so "this week" and "last week" are read as the
// week, in the person's reckoning, that holds today or the day a week before.
import dayjs from 'dayjs';
import isoWeek from 'dayjs/plugin/isoWeek';
import { dayAtEnd, entryDaySaid, monthNamed, weekdayToLog } from '../dates/days';

dayjs.extend(isoWeek);

export interface Period {
  /** `range`: from a day said to another, or to today ("since Monday", "in the last seven days"). */
  kind: 'day' | 'week' | 'weekend' | 'month' | 'range';
  /** First and last day, YYYY-MM-DD, both included. */
  from: string;
  to: string;
}

// CLDR supplemental weekData, firstDay, for the skill's locales' regions (the rest of the world: Monday).
const SUNDAY_FIRST = new Set(['US', 'CA', 'IN']);

/** 0 for Sunday, 1 for Monday: the first day of the week where the person lives. */
export function firstDayOfWeek(locale: string): 0 | 1 {
  const region = locale.split('-')[1]?.toUpperCase() ?? 'US';
  return SUNDAY_FIRST.has(region) ? 0 : 1;
}

const iso = (day: dayjs.Dayjs) => day.format('YYYY-MM-DD');

/** The locale's week that holds `day`. */
export function weekOf(day: string, locale: string): Period {
  const date = dayjs(day);
  const back = (date.day() - firstDayOfWeek(locale) + 7) % 7;
  const start = date.subtract(back, 'day');
  return { kind: 'week', from: iso(start), to: iso(start.add(6, 'day')) };
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const WEEK = /^(\d{4})-W(\d{2})(-WE)?$/;
const MONTH = /^(\d{4})-(\d{2})$/;

/** The Monday of an ISO week. */
function isoWeekMonday(year: number, week: number): dayjs.Dayjs {
  // January 4th is always in week 1.
  return dayjs(new Date(year, 0, 4)).isoWeek(week).isoWeekday(1);
}

/**
 * The period an AMAZON.DATE value names, or a weekday said (the WEEKDAY slot: the last such day); neither is
 * today. A day Alexa resolved into next month or next year is the one just past: nobody asks what they have
 * logged on a day to come. Null for what is no span of days the skill can total (a season, a decade, a year).
 */
export function periodOf(value: string | undefined, today: string, locale: string, weekday?: { id?: string; words: string }): Period | null {
  if (weekday) {
    // "Last Tuesday", said on a Wednesday, is read as the skill reads it for a log; the answer names the day.
    const read = entryDaySaid({ weekday }, today);
    const day = 'day' in read ? read.day : 'either' in read && read.either ? read.either[0] : undefined;
    return day ? { kind: 'day', from: day, to: day } : null;
  }
  if (!value || value === 'PRESENT_REF') return { kind: 'day', from: today, to: today };
  const now = dayjs(today);
  if (DAY.test(value)) {
    // Read as an entry's day is: "November 21st" or "the 21st", which Alexa sends as the next one to come,
    // is the one just gone (it was totalled for a day a year or a month ahead, with nothing logged).
    const read = entryDaySaid({ date: value }, today);
    const day = 'day' in read ? read.day : 'future' in read ? read.future : value;
    return { kind: 'day', from: day, to: day };
  }
  const week = WEEK.exec(value);
  if (week) {
    const monday = isoWeekMonday(Number(week[1]), Number(week[2]));
    if (week[3]) {
      // "This weekend", said on a weekday, arrives as the coming one: a total is of the one just past.
      const saturday = monday.add(5, 'day').isAfter(now) ? monday.subtract(2, 'day') : monday.add(5, 'day');
      return { kind: 'weekend', from: iso(saturday), to: iso(saturday.add(1, 'day')) };
    }
    // "This week" and "last week" are the person's weeks around today, whatever ISO week Alexa numbered.
    for (const back of [0, 1]) {
      const then = now.subtract(back, 'week');
      if (then.isoWeekYear() === Number(week[1]) && then.isoWeek() === Number(week[2])) return weekOf(iso(then), locale);
    }
    return weekOf(iso(monday.add(3, 'day')), locale);
  }
  const month = MONTH.exec(value);
  if (month) {
    const first = dayjs(new Date(Number(month[1]), Number(month[2]) - 1, 1));
    return { kind: 'month', from: iso(first), to: iso(first.endOf('month')) };
  }
  return null;
}

/** One end of a range as said: an AMAZON.DATE value, or a weekday (the WEEKDAY slot). */
export interface RangeEnd {
  date?: string;
  weekday?: { id?: string; words: string };
}

/** The longest span "the last … days" totals: a year. */
const MAX_RANGE_DAYS = 366;

/**
 * The days from one said to another, or to today: "since Monday", "from Monday to Wednesday", "between the 2nd and
 * the 10th", "in the last seven days" (`days`, today among them). Each end is read as a total of it would be
 * (`periodOf`: "since last week" is from that week's first day), and the span never reaches past today. A weekday said
 * first that falls after the last one is the one a week before it ("from Friday to Monday", said on a Saturday). One day
 * is a day. Null when an end names no span of days, or the first comes after the last.
 */
export function rangeOf(said: { from?: RangeEnd; to?: RangeEnd; days?: number }, today: string, locale: string): Period | null {
  let from: string | undefined;
  let to = today;
  if (said.days !== undefined) {
    if (!Number.isInteger(said.days) || said.days < 1 || said.days > MAX_RANGE_DAYS) return null;
    from = iso(dayjs(today).subtract(said.days - 1, 'day'));
  }
  if (said.from) from = periodOf(said.from.date, today, locale, said.from.weekday)?.from;
  if (said.to) {
    const end = periodOf(said.to.date, today, locale, said.to.weekday)?.to;
    if (!end) return null;
    to = end < today ? end : today;
  }
  if (!from) return null;
  if (from > to && said.from?.weekday && !said.from.date) from = iso(dayjs(from).subtract(7, 'day'));
  if (from > to) return null;
  return { kind: from === to ? 'day' : 'range', from, to };
}

/** Whether an AMAZON.DATE value is a week ("last week", "this week"), not a weekend. */
export const isWeekValue = (value: string | undefined) => !!value && WEEK.test(value) && !value.endsWith('-WE');

/** "Last week" as AMAZON.DATE sends it: the ISO week of the day a week before `today`. */
export function lastWeekValue(today: string): string {
  return weekValue(today, 1);
}

/** An ISO week as AMAZON.DATE sends it ("2026-W48"), of the day `weeksBack` weeks before `today`. */
function weekValue(today: string, weeksBack: number): string {
  const then = dayjs(today).subtract(weeksBack, 'week');
  return `${then.isoWeekYear()}-W${String(then.isoWeek()).padStart(2, '0')}`;
}

const MONTH_AT_END = /^(.+?) (?:(?:for|in|during|over) )?((?:the month of )?(?:january|february|march|april|may|june|july|august|september|october|november|december)|(?:this|last|the) month)(?: so far)?$/;

/**
 * A period said after a project's name, should Alexa hand it over with the name ("greenleaf this week", "apollo
 * for last month", "internal yesterday", "greenleaf in october"): the words before it, and the period as
 * AMAZON.DATE would have sent it in the date slot; words that are all a period have an empty rest ("for the week").
 * Undefined when the words end in no period.
 */
export function periodAtEnd(words: string, today: string): { rest: string; value: string } | undefined {
  const said = words.toLowerCase().replace(/\s+/g, ' ').trim();
  const month = MONTH_AT_END.exec(said);
  const monthValue = month ? monthNamed(month[2], today) : undefined;
  if (month && monthValue) return { rest: month[1], value: monthValue };
  const found = dayAtEnd(said, today);
  // ("For last week" is the period asked about: a total has no work whose purpose it could be.) Said alone ("what's
  // my total for the week"), the rest is empty.
  if (!found) return undefined;
  const rest = found.rest ?? '';
  if (found.date) return { rest, value: found.date.slice(0, 10) };
  if (found.weekday) {
    const read = weekdayToLog({ words: found.weekday }, today);
    return 'day' in read ? { rest, value: read.day } : undefined;
  }
  if (found.period === 'lastWeek') return { rest, value: weekValue(today, 1) };
  const tail = said.slice(rest.length).trim().replace(/^(?:on|for|over) /, '');
  if (/^(?:this|the) week$|^all week$/.test(tail)) return { rest, value: weekValue(today, 0) };
  // The weekend just past, as periodOf reads a weekend value.
  if (/^(?:this|the|last) weekend$|^weekend$/.test(tail)) return { rest, value: `${weekValue(today, 0)}-WE` };
  return undefined;
}

/** Whether the period holds the day. */
export const holds = (period: Period, day: string) => period.from <= day && day <= period.to;
