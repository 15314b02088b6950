// Which day a person means when logging time. AMAZON.DATE hands over only a resolved value, and it
// resolves a weekday, a date without a year, or "the 3rd" to today or later: "on Friday", "November
// 25th" and "tomorrow", said on a Monday, all arrive as a day later this week. So a weekday has a slot
// of its own (WEEKDAY), read as the last such day; a date that arrives in the future, or long ago, is
// never booked on a guess: the reading the person most likely meant is put to them as a question
// first (a weekday, should Alexa still put one in the date slot). A week, a month, a season or a year
// is not a day: the skill asks which day.
import dayjs from 'dayjs';
import { spokenNumber } from '../resolution/numbers';
import { heardWords, meantBeside } from '../resolution/names';

/** How far back a day is still taken as said, without a question: "a few weeks". */
export const RECENT_DAYS = 28;
/** Within this many days ahead, a value was most likely a weekday, meant as the one just past. */
const WEEKDAY_WINDOW = 7;
/** The longest month: "the 1st", said on the 31st, is at most this far back. */
const MONTH_DAYS = 31;

export type DayQuestion =
  /** A weekday said, probably: the one just past is proposed. */
  | 'weekday'
  /** "The 3rd" arrives as next month's: this month's is proposed. */
  | 'monthBefore'
  /** The day has not come yet. */
  | 'future'
  /** The day is more than a few weeks back. */
  | 'longAgo'
  /** No day said, for the project of "that" entry, which is another day's: its day is proposed, or today. */
  | 'thatEntry'
  /** A no to the weekday proposed for a day of this month to come ("the 25th"): that day of last month is proposed. */
  | 'lastMonth'
  /** "Last Tuesday" said on a Wednesday: the Tuesday a week before is proposed, or yesterday. */
  | 'lastOrYesterday'
  /** No day said, before 5 am: yesterday is proposed, or today. */
  | 'smallHours'
  /** "Prep for Monday": last Monday is proposed, or today (the work may have been for a Monday to come). */
  | 'forWeekday'
  /** "Sunday last week": the Sunday that began it (weeks from Sunday) or the one that ended it (from Monday). */
  | 'eitherDay';

export type LogDay =
  /** The day, sure enough to book. */
  | { day: string }
  /** A day to propose before anything is stored. */
  /** `instead`: the day to propose on a no ("the 25th" said on the 23rd: last Wednesday, then October 25th); `or`: the
   * other day offered with it ("eitherDay"). */
  | { ask: DayQuestion; day: string; instead?: string; or?: string }
  | { unclear: 'period' | 'unknown' };

const FULL_DAY = /^(\d{4})-(\d{2})-(\d{2})(?:T.*)?$/;
const YEARLESS_DAY = /^XXXX-(\d{2})-(\d{2})$/;
const MONTHLESS_DAY = /^XXXX-XX-(\d{2})$/;
const PERIOD = /^(\d{4}-W\d{2}(-WE)?|\d{4}-\d{2}|\d{4}|\d{3}X|\d{2}XX|\d{4}-(SP|SU|FA|WI)|\d{4}-Q\d|XXXX-\d{2}|XXXX-W\d{2})$/;

const iso = (date: dayjs.Dayjs) => date.format('YYYY-MM-DD');

/** A calendar day from its parts, or null when there is no such day (February 30th). */
function calendarDay(year: number, month: number, date: number): dayjs.Dayjs | null {
  const day = dayjs(new Date(year, month - 1, date));
  return day.year() === year && day.month() === month - 1 && day.date() === date ? day : null;
}

/** The value as one calendar day: a date without a year as Alexa resolves one (today or later). */
function asCalendarDay(value: string, today: dayjs.Dayjs): dayjs.Dayjs | null {
  const full = FULL_DAY.exec(value);
  if (full) return calendarDay(Number(full[1]), Number(full[2]), Number(full[3]));
  const yearless = YEARLESS_DAY.exec(value);
  if (yearless) {
    for (let year = today.year(); year <= today.year() + 4; year++) {
      const day = calendarDay(year, Number(yearless[1]), Number(yearless[2]));
      if (day && !day.isBefore(today, 'day')) return day;
    }
    return null;
  }
  // A day of the month alone names no month: the last one that has come is taken.
  const monthless = MONTHLESS_DAY.exec(value);
  if (monthless) {
    for (let month = 0; month < 12; month++) {
      const start = today.subtract(month, 'month');
      const day = calendarDay(start.year(), start.month() + 1, Number(monthless[1]));
      if (day && !day.isAfter(today, 'day')) return day;
    }
  }
  return null;
}

const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
// The WEEKDAY slot type's ids ("FRIDAY", "PAST_FRIDAY"), or its words when Alexa matched none of its
// values: a weekday, "last", "past" or "this past" before it, a part of the day after it (and an "on"
// the slot may have taken with it).
const WEEKDAY_ID = new RegExp(`^(PAST_|LAST_WEEK_)?(${WEEKDAYS.join('|').toUpperCase()})$`);
const LAST_WEEKDAY = /^(?:on |for )?last /;
const WEEKDAY_WORDS = new RegExp(`^(?:on |for )?(?:(last|this past|past) )?(${WEEKDAYS.join('|')})(?: (?:morning|afternoon|evening|night))?$`);
// "Wednesday last week", "last week on Wednesday": that weekday of the calendar week before this one.
const PART = '(?: (?:morning|afternoon|evening|night))?';
const IN_WEEK_BEFORE = new RegExp(`^(?:on |for )?(?:(?:the )?(${WEEKDAYS.join('|')})${PART} (?:of |in )?last week|last week(?: on)? (${WEEKDAYS.join('|')})${PART})$`);
/** A weekday as the WEEKDAY slot takes it ("friday", "last friday", "friday afternoon", "friday last week"), as a pattern to find in other words. */
export const WEEKDAY_SAID = `(?:(?:(?:last|this past|past) )?(?:${WEEKDAYS.join('|')})${PART}(?: (?:of )?last week)?|last week(?: on)? (?:${WEEKDAYS.join('|')})${PART})`;

/**
 * The day to log for a weekday said (the WEEKDAY slot): time is logged for the past, so the last such
 * day. A weekday that is today is today ("two hours on Monday", said on a Monday evening); "last
 * Monday" or "this past Monday" is never today, but the one before. Anything else in the slot ("next
 * friday", a word Alexa put there) is no weekday: the skill asks which day.
 */
export function weekdayToLog(weekday: { id?: string; words?: string }, today: string): LogDay {
  const said = weekdaySaid(weekday);
  if (!said) return { unclear: 'unknown' };
  const { index, past } = said;
  const now = dayjs(today);
  // That weekday of the week before this one. Weeks begin on a Sunday or a Monday as people's do, so "Sunday last
  // week" is asked about (on a Monday, yesterday or eight days back); any other weekday is the same in both, but on a
  // Sunday, the first day of a week that begins on one: "Wednesday last week" is four or eleven days back, and was
  // booked on the one a total of "last week" (Sunday weeks in en-US) did not count.
  if (said.weekBefore) {
    // "Sunday last week": both Sundays are offered ("Did you mean Sunday, November 15th, or yesterday?"; the answer to
    // a bare "Which day was that?", "sunday", was booked yesterday).
    if (index === 0 && now.day() !== 0) {
      const began = iso(now.subtract(now.day() + 7, 'day'));
      const ended = iso(now.subtract(now.day(), 'day'));
      return now.day() === 1 ? { ask: 'lastOrYesterday', day: began } : { ask: 'eitherDay', day: began, or: ended };
    }
    if (index === 0 || now.day() === 0) return { unclear: 'unknown' };
    return { day: iso(now.subtract((now.day() + 6) % 7, 'day').subtract(7, 'day').add(index - 1, 'day')) };
  }
  const back = (now.day() - index + 7) % 7 || (past ? 7 : 0);
  // "Last Tuesday" on a Wednesday: people mean yesterday, or the Tuesday of the week before (else they
  // would say yesterday). Asked, never assumed; "this past Tuesday" is yesterday.
  if (back === 1 && LAST_WEEKDAY.test(weekday.words?.toLowerCase() ?? '')) return { ask: 'lastOrYesterday', day: iso(now.subtract(8, 'day')) };
  return { day: iso(now.subtract(back, 'day')) };
}

/**
 * The day to log for an AMAZON.DATE value. `today` is the person's own date (YYYY-MM-DD in their time
 * zone); no value means today. `literal` is for a day said in answer to "which day?" or in an edit: a
 * day within the coming week is not read as a weekday again, only checked; one further ahead is this
 * month's when that is recent ("the 23rd", which Alexa sends as next month's, is this month's), else the
 * nearer of last year's and the day ahead ("October 20th" in November is the one gone by). `'exact'` is for
 * the words said again after a no to the skill's reading of them: no such reading again, and the nearer
 * year's day taken as said.
 */
export function dayToLog(value: string | undefined, today: string, options: { literal?: boolean | 'exact' } = {}): LogDay {
  if (!value || value === 'PRESENT_REF') return { day: today };
  const now = dayjs(today);
  const date = asCalendarDay(value, now);
  if (!date) return { unclear: PERIOD.test(value) ? 'period' : 'unknown' };
  const ahead = Math.round(date.diff(now, 'day', true));
  if (ahead === 0) return { day: today };
  if (ahead < 0) return -ahead <= RECENT_DAYS ? { day: iso(date) } : { ask: 'longAgo', day: iso(date) };
  // The same words said again after the skill's reading of them was put ("Did you mean November 5th?" — "no" —
  // "December 5th"): no such reading again (it was put again, and again), only the nearer year.
  const exact = options.literal === 'exact';
  const since = (day: dayjs.Dayjs) => Math.round(now.diff(day, 'day', true));
  // "The 3rd" arrives as next month's, when this month's has gone by; "the 31st", in a month of 30 days, as the
  // next month of 31 (the 31st meant is two months before it).
  const monthBefore = exact ? undefined : [1, 2].map((months) => date.subtract(months, 'month')).find((day) => day.date() === date.date() && since(day) > 0);
  const sinceMonthBefore = monthBefore ? since(monthBefore) : Infinity;
  if (ahead <= WEEKDAY_WINDOW) {
    // A weekday has a slot of its own: a day of next month's first week, said in this month's last days, was more
    // likely "the 1st", this month's (in an edit or an answer too; said on the 31st, it is a month back).
    if (monthBefore && date.month() !== now.month() && sinceMonthBefore <= MONTH_DAYS) return { ask: 'monthBefore', day: iso(monthBefore) };
    if (options.literal) return { ask: 'future', day: iso(date) };
    // A day of this month still to come: a weekday said, or "the 25th" meant last month's, proposed on a no (it was
    // "Which day was it?"). A value without its year had its month said ("November 25th").
    const weekday = { ask: 'weekday' as const, day: iso(date.subtract(WEEKDAY_WINDOW, 'day')) };
    return monthBefore && sinceMonthBefore <= MONTH_DAYS && !YEARLESS_DAY.test(value) ? { ...weekday, instead: iso(monthBefore) } : weekday;
  }
  // A date without a year arrives as its next occurrence: the last one was meant, unless that is long ago.
  const lastYear = date.subtract(1, 'year');
  const back = since(lastYear);
  if (back >= 0 && back <= RECENT_DAYS) return { day: iso(lastYear) };
  if (monthBefore && sinceMonthBefore <= RECENT_DAYS) return { ask: 'monthBefore', day: iso(monthBefore) };
  // "The 31st" on December 1st arrives as December 31st, the next 31st: October's is nearer than last year's (a
  // yes booked 2025). A date that is not the next of its day of the month ("December 25th" on November 23rd) had
  // its month said.
  if (monthBefore && sinceMonthBefore < back && isNextOfItsDay(date, now)) return { ask: 'longAgo', day: iso(monthBefore) };
  // Said in answer or in an edit, the nearer of the two: "October 20th" in November is the one just gone (it
  // was next year's, and a yes booked it there), "December 25th" the one to come, checked. Said again after
  // the question, it is taken.
  if (back > 0 && (!options.literal || back < ahead)) return exact ? { day: iso(lastYear) } : { ask: 'longAgo', day: iso(lastYear) };
  return { ask: 'future', day: iso(date) };
}

/** Whether `date` is the first day after `now` with its day of the month: what "the 31st" alone arrives as. */
function isNextOfItsDay(date: dayjs.Dayjs, now: dayjs.Dayjs): boolean {
  for (let months = 0; months <= 2; months++) {
    const month = now.add(months, 'month').startOf('month');
    if (month.daysInMonth() < date.date()) continue;
    const day = month.date(date.date());
    if (day.isAfter(now, 'day')) return day.isSame(date, 'day');
  }
  return false;
}

/**
 * The day an entry is said to be on ("make that Friday", "my Apollo entry from Friday"): a weekday the one
 * just past, a date as `dayToLog` reads it. A day still to come holds no entry (`future`); a week or a
 * month is no single day (`unclear`). `guessed` marks a day other than the date Alexa sent: "the 5th"
 * arrives as next month's, and so does "December 5th" said in November, and only the person knows which
 * they said; a change is asked about before it is made on such a reading.
 */
export function entryDaySaid(
  said: { weekday?: { id?: string; words?: string }; date?: string },
  today: string,
  options: { literal?: boolean | 'exact' } = {},
): { day: string; guessed?: true } | { future: string } | { unclear: true; either?: [string, string] } {
  const read = said.weekday ? weekdayToLog(said.weekday, today) : dayToLog(said.date, today, options);
  // "Last Tuesday" said on a Wednesday could be either of two days: nothing is moved or named on a guess.
  if ('ask' in read && read.ask === 'lastOrYesterday') return { unclear: true, either: [read.day, iso(dayjs(today).subtract(1, 'day'))] };
  if (!('day' in read)) return { unclear: true };
  if ('ask' in read && read.ask === 'future') return { future: read.day };
  return 'ask' in read && (read.ask === 'monthBefore' || read.ask === 'weekday') ? { day: read.day, guessed: true } : { day: read.day };
}

const DAYS_BACK: Record<string, number> = { today: 0, yesterday: 1, 'the day before yesterday': 2 };

/** A part of the day, as AMAZON.TIME names it: morning, afternoon, evening, night. */
export type PartOfDay = 'MO' | 'AF' | 'EV' | 'NI';

// The PART_OF_DAY slot type's values (by id, with their words): which day, and which part of it. AMAZON.DATE
// hands over "tonight" or "last night" as a bare day, so these words have a slot of their own.
const PARTS_OF_DAY: Record<string, { words: string[]; back: number; part: PartOfDay }> = {
  THIS_MORNING: { words: ['this morning', 'earlier this morning'], back: 0, part: 'MO' },
  THIS_AFTERNOON: { words: ['this afternoon', 'earlier this afternoon'], back: 0, part: 'AF' },
  THIS_EVENING: { words: ['this evening', 'earlier this evening'], back: 0, part: 'EV' },
  TONIGHT: { words: ['tonight', 'earlier tonight'], back: 0, part: 'NI' },
  YESTERDAY_MORNING: { words: ['yesterday morning'], back: 1, part: 'MO' },
  YESTERDAY_AFTERNOON: { words: ['yesterday afternoon'], back: 1, part: 'AF' },
  LAST_EVENING: { words: ['last evening', 'yesterday evening'], back: 1, part: 'EV' },
  LAST_NIGHT: { words: ['last night', 'yesterday night'], back: 1, part: 'NI' },
};
const PART_OF_DAY_WORDS = new Map(Object.values(PARTS_OF_DAY).flatMap((part) => part.words.map((words) => [words, part] as const)));
/** The words of every part of a day the skill reads, longest first, as a pattern to find in other words. */
const PART_OF_DAY_SAID = [...PART_OF_DAY_WORDS.keys()].sort((a, b) => b.length - a.length).join('|');

/**
 * "Tonight", "last night", "this morning" (the PART_OF_DAY slot, by its id or its words): the day with its part
 * after it, as AMAZON.DATE would send it had it kept the words ("2026-11-23TNI"); undefined for other words.
 * "Last night" is yesterday's, also in the small hours: the evening just gone.
 */
export function partOfDayDate(said: { id?: string; words?: string }, today: string): string | undefined {
  const words = said.words?.toLowerCase().replace(/\s+/g, ' ').trim().replace(/^(?:on|for) /, '');
  const part = (said.id ? PARTS_OF_DAY[said.id] : undefined) ?? (words ? PART_OF_DAY_WORDS.get(words) : undefined);
  return part ? `${iso(dayjs(today).subtract(part.back, 'day'))}T${part.part}` : undefined;
}

// Each part of the day in minutes of the day: when it begins, when work in it mostly begins, and when it ends. A
// length said with it is put from the usual start ("two hours this morning": 9 to 11 AM).
const PART_MINUTES: Record<PartOfDay, [number, number, number]> = {
  MO: [0, 9 * 60, 12 * 60],
  AF: [12 * 60, 13 * 60, 17 * 60],
  EV: [17 * 60, 18 * 60, 21 * 60],
  NI: [18 * 60, 20 * 60, 24 * 60],
};

/**
 * The minute of the day a length said with a part of it begins: from the part's usual start, ending by its end, and
 * by `endsBy` (now, as a minute of that day). Undefined when the part has not begun yet, or less of the day has
 * passed than the length ("an hour this afternoon" said at 9:30 am: it was booked all the same).
 */
export function minuteInPart(part: PartOfDay, seconds: number, endsBy: number): number | undefined {
  const [begins, usual, ends] = PART_MINUTES[part];
  const minutes = Math.ceil(seconds / 60);
  const start = Math.min(usual, ends - minutes, endsBy - minutes);
  return endsBy > begins && start >= 0 ? start : undefined;
}

/** The part of the day a date carries ("2026-11-23TNI" the night), as Alexa or `partOfDayDate` sends it. */
export function partOfDayIn(date: string | undefined): PartOfDay | undefined {
  return /^\d{4}-\d{2}-\d{2}T(MO|AF|EV|NI)$/.exec(date ?? '')?.[1] as PartOfDay | undefined;
}

const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth', 'eleventh', 'twelfth', 'thirteenth', 'fourteenth', 'fifteenth', 'sixteenth', 'seventeenth', 'eighteenth', 'nineteenth'];
// Every day of a month in words: "first" to "nineteenth", "twentieth", "twenty first" to "twenty eleventh" (as
// some say it), "thirtieth", "thirty first".
const ORDINAL_DAYS = new Map<string, number>([
  ...ORDINALS.map((word, i) => [word, i + 1] as const),
  ['twentieth', 20],
  ...ORDINALS.slice(0, 11).map((word, i) => [`twenty ${word}`, 21 + i] as const),
  ['thirtieth', 30],
  ['thirty first', 31],
]);

/** "Twentieth", "twenty first", "20th", "the 3rd": the day of a month, 1 to 31; null for other words. */
function ordinalDay(words: string): number | null {
  const digits = /^(\d{1,2})(?:st|nd|rd|th)$/.exec(words);
  const n = digits ? Number(digits[1]) : (ORDINAL_DAYS.get(words) ?? NaN);
  return Number.isInteger(n) && n >= 1 && n <= 31 ? n : null;
}

/**
 * "The 20th", "Friday the 20th", said where no date slot caught it (a correction, "no, the 20th"): the last such day
 * gone by, this month's or last month's. A weekday said with it must be that day's, or it is no day read here.
 */
function dayOfMonthSaid(said: string, today: string): string | undefined {
  const m = new RegExp(`^(?:(${WEEKDAYS.join('|')}) )?(?:the )?(.+?)( of (?:this|the) month)?$`).exec(said);
  const n = m ? ordinalDay(m[2]) : null;
  // "The second" alone is a place in a list read out ("Which one: the first or the second?") before it is a day.
  if (!m || n === null || (n <= 5 && !m[1] && !/\d/.test(m[2]))) return undefined;
  const now = dayjs(today);
  const thisMonth = now.date(n);
  // "Of this month" is never last month's.
  if (m[3] && n > now.date()) return undefined;
  const day = n <= now.date() ? thisMonth : now.subtract(1, 'month').date(n);
  // Past the end of a month ("the 31st" of a 30-day month) dayjs runs into the next: no such day.
  if (day.date() !== n || (m[1] && WEEKDAYS[day.day()] !== m[1])) return undefined;
  return iso(day);
}

// Words that only ever say when ("the other day", "the night before last", "the last three days", "daily"): each is
// one of these, and one of them names a span of the calendar. "The daily standup" and "the weekly report" say what
// the work was ("standup", "report" are no such words).
const WHEN_WORD = new Set(
  'the a an this that last past previous other before after ago few couple of each every day days night nights evening evenings morning mornings afternoon afternoons week weeks weekend weekends month months daily nightly first second third fourth fifth two three four five six seven yesterday today tonight'.split(' '),
);
const SPAN_WORD = /\b(?:days?|nights?|evenings?|weeks?|weekends?|months?|ago|daily|nightly)\b/;
const isWhenWord = (word: string) => WHEN_WORD.has(word) || WEEKDAYS.includes(word);

/**
 * Whether the words say only when the work was, as a day the skill cannot read ("the other day", "the day before",
 * "the night before last", "the first of the month", "the last three days"): Alexa hands them over as what the work
 * was, and the time was booked for today, described so. Which day is asked instead.
 */
export function saysOnlyWhen(words: string): boolean {
  const said = words.toLowerCase().replace(/[,.!?]/g, ' ').replace(/\s+/g, ' ').trim().replace(/^(?:on|for|from|over|in) /, '');
  const each = said.split(' ');
  return SPAN_WORD.test(said) && each.every((word) => isWhenWord(word) || /^\d+(?:st|nd|rd|th)?$/.test(word));
}

/**
 * The words only of when that end other words ("apollo mobile app the day before": "the day before"), the longest
 * such, and the words before them; undefined when none end them.
 */
export function whenAtEnd(words: string): { rest: string; when: string } | undefined {
  const said = words.split(' ');
  // Words before it that are all of when too ("last night") are a day of their own, read as such elsewhere.
  if (said.every(isWhenWord)) return undefined;
  for (let i = 1; i < said.length; i++) {
    const when = said.slice(i).join(' ');
    if (saysOnlyWhen(when)) return { rest: said.slice(0, i).join(' '), when };
  }
  return undefined;
}

// "Two days ago", "a week ago": days back, within the fortnight a correction of a log reaches (further back, as
// "ten weeks ago", is no such correction).
const DAYS_AGO = /^([a-z0-9]+) (day|week)s? ago$/;
const MAX_DAYS_AGO = 14;

/**
 * The day meant, said beside one ruled out: "not yesterday, today", "not yesterday but today", "Wednesday, not
 * yesterday", "today instead of yesterday". Both sides must be days: "not the Apollo one, today" is not read here.
 */
export function dayMeantBeside(heard: string, today: string): ReturnType<typeof dayInWords> {
  const isDay = (words: string) => !!dayInWords(words, today);
  const meant = meantBeside(heard, isDay, isDay);
  return meant ? dayInWords(meant, today) : undefined;
}

/**
 * A day said as words where no date slot caught it ("sorry, I meant yesterday" heard as a project name):
 * today, yesterday, the day before, a part of a day ("last night", "this evening", with its part as
 * `partOfDayDate` gives it) or a weekday, as `entryDaySaid` reads a day; "two days ago"; and the day meant beside
 * one ruled out ("not yesterday, today", "Wednesday, not yesterday"). Undefined for other words.
 */
export function dayInWords(words: string, today: string): { date?: string; weekday?: { words: string } } | undefined {
  const said = words.toLowerCase().replace(/[,.!?]/g, ' ').replace(/\s+/g, ' ').trim().replace(/^(?:on|for) /, '');
  if (said in DAYS_BACK) return { date: iso(dayjs(today).subtract(DAYS_BACK[said], 'day')) };
  const ago = DAYS_AGO.exec(said);
  const count = ago && (/^(?:a|one)$/.test(ago[1]) ? 1 : spokenNumber(ago[1]));
  const back = count && (ago[2] === 'week' ? count * 7 : count);
  if (back && back <= MAX_DAYS_AGO) return { date: iso(dayjs(today).subtract(back, 'day')) };
  const meant = dayMeantBeside(said, today);
  if (meant) return meant;
  const ofMonth = dayOfMonthSaid(said, today);
  if (ofMonth) return { date: ofMonth };
  const part = partOfDayDate({ words: said }, today);
  if (part) return { date: part };
  return WEEKDAY_WORDS.test(said) || IN_WEEK_BEFORE.test(said) ? { weekday: { words: said } } : undefined;
}

// A day said after other words, as LogTime's slots would carry it: a date (a part of a day, "tonight", "last
// night", with that part, so the small hours still ask which evening and clock times are read in it) or a
// weekday's words; or more than one day ("the weekend", "each day last week", "monday through friday").
const WEEKDAY_NAME = `(?:${WEEKDAYS.join('|')})`;
const DAY_AT_END = new RegExp(
  '^(?:(?<rest>.+?) )??(?:(?<before>on|for|over) )?(?:' +
    [
      `(?<part>${PART_OF_DAY_SAID})`,
      '(?<back>the day before yesterday|yesterday|today)(?: (?:morning|afternoon|evening|night))?',
      '(?<today>earlier today)',
      `(?<weekday>${WEEKDAY_SAID})`,
      '(?<lastWeek>last week|the week before)',
      `(?<period>(?:each day |every day )?(?:the|this|last|past) (?:weekend|week|month)|all (?:week|month|weekend)|weekend|(?:each|every) day|${WEEKDAY_NAME} (?:through|to|till|until|and) ${WEEKDAY_NAME})`,
    ].join('|') +
    ')$',
);

/**
 * "Internal admin yesterday", "the client call on monday": the words before a day said after them (none when
 * the day was all), and that day, a date as AMAZON.DATE sends it or a weekday's words; `period` for more than
 * one day ('lastWeek' for the week before this one, which a weekday said beside it makes one day). `purpose`
 * when the days are said with "for" after other words ("prep for monday", "the report for last week"): the
 * work's day, or what it was for. Undefined when the words end in no day.
 */
export function dayAtEnd(
  words: string,
  today: string,
): { rest?: string; date?: string; weekday?: string; period?: 'lastWeek' | true; purpose?: true } | undefined {
  const found = DAY_AT_END.exec(words.toLowerCase().replace(/\s+/g, ' ').trim())?.groups;
  // "Prep for next monday", "the report due by friday": a day ahead, or a deadline, is no day of the work.
  if (!found || /(?:^| )(?:next|till|until|before|by|due)$/.test(found.rest ?? '')) return undefined;
  // "The end of the month", "closing out the week", "planning the weekend": days the words are about ("at the
  // weekend", "during the week", "each day" say when the work was).
  if (found.rest && !found.before && /^the /.test(found.period ?? '') && !/(?:^| )(?:at|during|in|through|throughout|across|all|over)$/.test(found.rest)) return undefined;
  const purpose = found.before === 'for' && !!found.rest && (!!found.period || !!found.lastWeek || !/^(?:last|this past|past) /.test(found.weekday ?? 'last '));
  const back = (days: number) => iso(dayjs(today).subtract(days, 'day'));
  const { rest } = found;
  if (found.part) return { rest, date: partOfDayDate({ words: found.part }, today) };
  if (found.back) return { rest, date: back(DAYS_BACK[found.back]) };
  if (found.today) return { rest, date: today };
  if (found.lastWeek) return { rest, period: 'lastWeek', ...(purpose ? { purpose: true as const } : {}) };
  if (found.period) return { rest, period: true, ...(purpose ? { purpose: true as const } : {}) };
  return { rest, weekday: found.weekday, ...(purpose ? { purpose: true as const } : {}) };
}

// "Yesterday's", "friday's", "last monday's": a day owning the words after it (heardWords drops the apostrophe).
const OWNING_DAY = /^((?:the day before )?yesterday|today|tonight|this morning|(?:last |this past )?(?:mon|tues|wednes|thurs|fri|satur|sun)day)s(?: (.+))?$/;

/**
 * "Yesterday's apollo", "last friday's greenleaf": the day said as owning the words after it, and those words (none
 * of "saturday's" alone). Undefined when the words begin with no such day.
 */
export function dayOwning(words: string, today: string): { rest?: string; date?: string; weekday?: string } | undefined {
  const said = OWNING_DAY.exec(heardWords(words));
  const day = said ? dayInWords(said[1], today) : undefined;
  return said && day ? { ...(said[2] ? { rest: said[2] } : {}), date: day.date, weekday: day.weekday?.words } : undefined;
}

/**
 * The weekday the WEEKDAY slot holds, by its id or its words: `index` 0 for Sunday to 6 for Saturday, `past`
 * when said as the one before ("last Monday", "this past Monday"). Undefined for words that are no weekday.
 */
const PART_AFTER_WEEKDAY: Record<string, PartOfDay> = { morning: 'MO', afternoon: 'AF', evening: 'EV', night: 'NI' };

/** The part of the day said after a weekday in the WEEKDAY slot ("friday evening", "saturday night"); undefined for none. */
export function partOfWeekday(words: string): PartOfDay | undefined {
  const said = words.toLowerCase().replace(/\s+/g, ' ').trim();
  const part = / (morning|afternoon|evening|night)(?: (?:of )?last week)?$/.exec(said)?.[1];
  return part && weekdaySaid({ words: said }) ? PART_AFTER_WEEKDAY[part] : undefined;
}

export function weekdaySaid(weekday: { id?: string; words?: string }): { index: number; past: boolean; weekBefore?: true } | undefined {
  const words = weekday.words?.toLowerCase().replace(/\s+/g, ' ').trim() ?? '';
  const id = WEEKDAY_ID.exec(weekday.id ?? '');
  const weekBefore = id ? undefined : IN_WEEK_BEFORE.exec(words);
  if (id?.[1] === 'LAST_WEEK_' || weekBefore) return { index: WEEKDAYS.indexOf((id?.[2] ?? weekBefore![1] ?? weekBefore![2]).toLowerCase()), past: true, weekBefore: true };
  const said = id ?? WEEKDAY_WORDS.exec(words);
  return said ? { index: WEEKDAYS.indexOf(said[2].toLowerCase()), past: Boolean(said[1]) } : undefined;
}


const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

/**
 * "November", "the month of October", "last month", "this month": a month said where a project's name goes ("what's
 * my total for November"), as AMAZON.DATE sends one ("2026-11"): the latest such month not still to come. Undefined
 * for other words.
 */
export function monthNamed(words: string, today: string): string | undefined {
  const said = words.toLowerCase().replace(/\s+/g, ' ').trim().replace(/^(?:for |in |of |during )?(?:the )?(?:month of )?/, '').replace(/ so far$/, '');
  const now = dayjs(today);
  if (said === 'this month' || said === 'month') return now.format('YYYY-MM');
  if (said === 'last month' || said === 'previous month') return now.subtract(1, 'month').format('YYYY-MM');
  const month = MONTHS.indexOf(said);
  if (month < 0) return undefined;
  return `${month > now.month() ? now.year() - 1 : now.year()}-${String(month + 1).padStart(2, '0')}`;
}
