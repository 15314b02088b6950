// What Alexa's built-in slot types make of words: "an hour and a half" is PT1H30M, "last friday" a date,
// "this week" 2026-W47, "second" 2. An approximation of Alexa's own understanding, enough for the local
// console and the conversation tests to send the values a real device would.
import dayjs from 'dayjs';
import isoWeek from 'dayjs/plugin/isoWeek';

dayjs.extend(isoWeek);

const UNITS: Record<string, number> = {
  zero: 0, a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19,
};
const TENS: Record<string, number> = { twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90 };

/** "forty five" 45, "two" 2, "1.5" 1.5, "a couple" 2; null when the words are not a number. */
export function parseNumber(text: string): number | null {
  const words = text.trim().toLowerCase().replace(/-/g, ' ').split(/\s+/).filter(Boolean);
  if (words.length === 0) return null;
  if (words.length === 1 && /^\d+(\.\d+)?$/.test(words[0])) return Number(words[0]);
  if (words.join(' ') === 'a couple' || words.join(' ') === 'a couple of') return 2;
  let total = 0;
  let current = 0;
  for (const word of words) {
    if (word in UNITS) current += UNITS[word];
    else if (word in TENS) current += TENS[word];
    else if (word === 'hundred') current = (current || 1) * 100;
    else if (word === 'thousand') {
      total += (current || 1) * 1000;
      current = 0;
    } else if (word === 'and') continue;
    else return null;
  }
  return total + current;
}

const ORDINALS: Record<string, number> = {
  first: 1, second: 2, third: 3, fourth: 4, fifth: 5, sixth: 6, seventh: 7, eighth: 8, ninth: 9, tenth: 10,
  eleventh: 11, twelfth: 12, thirteenth: 13, fourteenth: 14, fifteenth: 15, sixteenth: 16, seventeenth: 17,
  eighteenth: 18, nineteenth: 19, twentieth: 20, thirtieth: 30,
};

/** "second" 2, "2nd" 2, "twenty first" 21. */
export function parseOrdinal(text: string): number | null {
  const words = text.trim().toLowerCase().replace(/-/g, ' ').split(/\s+/);
  const digits = /^(\d+)(st|nd|rd|th)$/.exec(words.join(''));
  if (digits) return Number(digits[1]);
  if (words.length === 1) return ORDINALS[words[0]] ?? null;
  if (words.length === 2 && TENS[words[0]] && ORDINALS[words[1]] && ORDINALS[words[1]] < 10) return TENS[words[0]] + ORDINALS[words[1]];
  return null;
}

// Fractions of an hour said as words, rewritten as minutes before the amounts are read. A "half" or
// "quarter" after "and" belongs to the number before it ("two and a half hours"), not to the hour.
const FRACTIONS: [RegExp, string][] = [
  [/ three quarters? (of )?(an |a )?hour /g, ' 45 minutes '],
  [/(?<!and (a |one )?) (a |one )?half (of )?(an |a )?hour /g, ' 30 minutes '],
  [/(?<!and (a |one )?) (a |one )?quarter (of )?(an |a )?hour /g, ' 15 minutes '],
  [/(?<!and (a |one )?) (a |one )?half (of )?(a |an )?minute /g, ' 30 seconds '],
  [/(?<!and (a |one )?) (a |one )?half (of )?(a |an )?day /g, ' 0.5 days '],
];
const FILLERS = /\b(and|about|around|for|roughly|approximately|just|over|only)\b/g;

/**
 * "an hour and a half" PT1H30M, "45 minutes" PT45M, "half an hour" PT30M, "three quarters of an hour"
 * PT45M, "an hour fifteen" PT1H15M; days as days, as Alexa sends them ("a day" P1D, "half a day" P0.5D,
 * "a day and two hours" P1DT2H); null if not a duration.
 */
export function parseDuration(text: string): string | null {
  let rest = ` ${text.trim().toLowerCase().replace(/-/g, ' ').replace(/\s+/g, ' ')} `;
  for (const [fraction, minutes] of FRACTIONS) rest = rest.replace(fraction, minutes);
  let seconds = 0;
  let days = 0;
  let found = false;
  let hours = false;
  let minutes = false;
  const amount = /((?:[a-z0-9.]+ )*?)(and a half |and a quarter )?(hours?|hrs?|minutes?|mins?|seconds?|secs?|days?)( and a half| and a quarter)? /;
  for (let m = amount.exec(rest); m; m = amount.exec(rest)) {
    const words = m[1].trim().replace(/^(?:(?:about|around|roughly|approximately|just|over|for|and) )+/, '');
    // "Another hour" fills the slot with "hour" alone: one.
    // "The hour and a half" fills it with "hour and a half": one and a half.
    const count = words ? parseNumber(words) : /^(hour|minute|second|day)$/.test(m[3]) ? 1 : null;
    if (count === null) return null;
    const unit = m[3].startsWith('h') ? 3600 : m[3].startsWith('m') ? 60 : 1;
    const fraction = (m[2] ?? m[4] ?? '').includes('half') ? 0.5 : (m[2] ?? m[4] ?? '').includes('quarter') ? 0.25 : 0;
    if (m[3].startsWith('d')) days += count + fraction;
    else seconds += (count + fraction) * unit;
    found = true;
    hours ||= unit === 3600;
    minutes ||= unit === 60;
    rest = rest.replace(m[0], ' ');
  }
  const left = rest.replace(FILLERS, ' ').trim();
  // "an hour fifteen": minutes said without the word, after the hours.
  const bare = left ? parseNumber(left) : null;
  if (hours && !minutes && bare !== null && bare > 0 && bare < 60 && Number.isInteger(bare)) seconds += bare * 60;
  else if (!found || left !== '') return null;
  const h = Math.floor(seconds / 3600);
  const min = Math.floor((seconds % 3600) / 60);
  const s = Math.round(seconds % 60);
  const parts = `${h ? `${h}H` : ''}${min ? `${min}M` : ''}${s ? `${s}S` : ''}`;
  if (days) return `P${days}D${parts ? `T${parts}` : ''}`;
  return `PT${parts || '0S'}`;
}

const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

const PART_OF_DAY = '(?:morning|afternoon|evening|night)';

/**
 * AMAZON.DATE as Alexa resolves it, relative to `today` (YYYY-MM-DD): a specific day comes whole, and a
 * day said without a year, a weekday or "the 3rd" is today or later (Alexa's documented default: dates
 * on or after the current date); "last friday" and "two days ago" are past; a part of a day is its day;
 * weeks, months and years come as 2026-W47, 2026-11, 2026.
 */
export function parseDate(text: string, today: string): string | null {
  const words = text
    .trim()
    .toLowerCase()
    .replace(/,/g, '')
    .replace(/\s+/g, ' ')
    .replace(/^(on|for|from) /, '');
  const now = dayjs(today);
  const day = (d: dayjs.Dayjs) => d.format('YYYY-MM-DD');
  if (new RegExp(`^(today|now|right now|earlier today|this ${PART_OF_DAY}|tonight|today ${PART_OF_DAY}|earlier)$`).test(words)) return day(now);
  if (new RegExp(`^(yesterday|last night|yesterday ${PART_OF_DAY})$`).test(words)) return day(now.subtract(1, 'day'));
  if (words === 'the day before yesterday') return day(now.subtract(2, 'day'));
  if (new RegExp(`^(tomorrow|tomorrow ${PART_OF_DAY})$`).test(words)) return day(now.add(1, 'day'));
  const ago = /^(.+?) (days?|weeks?) ago$/.exec(words);
  if (ago) {
    const count = parseNumber(ago[1]);
    if (count === null || !Number.isInteger(count)) return null;
    return day(now.subtract(count * (ago[2].startsWith('week') ? 7 : 1), 'day'));
  }
  const week = (d: dayjs.Dayjs) => `${d.isoWeekYear()}-W${String(d.isoWeek()).padStart(2, '0')}`;
  if (words === 'this week') return week(now);
  if (words === 'last week') return week(now.subtract(1, 'week'));
  if (words === 'next week') return week(now.add(1, 'week'));
  if (words === 'this weekend') return `${week(now)}-WE`;
  if (words === 'last weekend') return `${week(now.subtract(1, 'week'))}-WE`;
  if (words === 'this month') return now.format('YYYY-MM');
  if (words === 'last month') return now.subtract(1, 'month').format('YYYY-MM');
  if (words === 'this year') return now.format('YYYY');
  const weekday = new RegExp(`^(last |this past |past |this |next )?(sunday|monday|tuesday|wednesday|thursday|friday|saturday)(?: ${PART_OF_DAY})?$`).exec(words);
  if (weekday) {
    const target = WEEKDAYS.indexOf(weekday[2]);
    if (weekday[1] && /last|past/.test(weekday[1])) {
      const back = (now.day() - target + 7) % 7 || 7;
      return day(now.subtract(back, 'day'));
    }
    const ahead = (target - now.day() + 7) % 7;
    return day(now.add(weekday[1] === 'next ' ? ahead || 7 : ahead, 'day'));
  }
  // "november 20th", "november twentieth", "the 20th of november", "the 3rd", optionally with a weekday
  // first and a year after.
  const cleaned = words.replace(/^(sunday|monday|tuesday|wednesday|thursday|friday|saturday) /, '').replace(/^the /, '');
  let month: number | undefined;
  let date: number | null = null;
  let year: number | undefined;
  const monthFirst = new RegExp(`^(${MONTHS.join('|')}) (?:the )?(.+?)(?: (\\d{4}))?$`).exec(cleaned);
  const dayFirst = new RegExp(`^(.+?) of (${MONTHS.join('|')})(?: (\\d{4}))?$`).exec(cleaned);
  if (monthFirst) {
    month = MONTHS.indexOf(monthFirst[1]);
    date = parseOrdinal(monthFirst[2]) ?? parseNumber(monthFirst[2]);
    year = monthFirst[3] ? Number(monthFirst[3]) : undefined;
  } else if (dayFirst) {
    month = MONTHS.indexOf(dayFirst[2]);
    date = parseOrdinal(dayFirst[1]) ?? parseNumber(dayFirst[1]);
    year = dayFirst[3] ? Number(dayFirst[3]) : undefined;
  } else if (words.startsWith('the ')) {
    // "the 3rd": the next such day of a month.
    const ordinal = parseOrdinal(cleaned);
    if (ordinal === null || ordinal < 1 || ordinal > 31) return null;
    for (let m = 0; m < 12; m++) {
      const candidate: dayjs.Dayjs = now.add(m, 'month').date(1).add(ordinal - 1, 'day');
      if (candidate.date() === ordinal && !candidate.isBefore(now, 'day')) return day(candidate);
    }
    return null;
  }
  if (month === undefined || date === null || !Number.isInteger(date) || date < 1 || date > 31) return null;
  let result = dayjs(new Date(year ?? now.year(), month, date));
  if (result.date() !== date) return null;
  if (year === undefined && result.isBefore(now, 'day')) result = result.add(1, 'year');
  return day(result);
}

const PARTS_OF_DAY: Record<string, string> = { morning: 'MO', afternoon: 'AF', evening: 'EV', night: 'NI', tonight: 'NI' };

/**
 * AMAZON.TIME as Alexa resolves it: "HH:MM" on a 24-hour clock, an hour said without am or pm taken as
 * the morning one ("five" 05:00, "five thirty" 05:30), "5 pm" 17:00, "noon" 12:00, "midnight" 00:00,
 * "quarter past nine" 09:15, "half past four" 04:30; a part of the day as MO, AF, EV, NI; null otherwise.
 */
export function parseTime(text: string): string | null {
  let words = text.trim().toLowerCase().replace(/\./g, '').replace(/\s+/g, ' ').replace(/^(?:at|from|around|about) /, '');
  if (PARTS_OF_DAY[words.replace(/^(?:the|this|in the) /, '')]) return PARTS_OF_DAY[words.replace(/^(?:the|this|in the) /, '')];
  if (words === 'noon' || words === 'midday') return '12:00';
  if (words === 'midnight') return '00:00';
  let pm = false;
  const meridiem = / ?(am|a m|pm|p m|in the morning|in the afternoon|in the evening|at night|oclock|o clock)$/.exec(words);
  if (meridiem) {
    pm = /p|afternoon|evening|night/.test(meridiem[1]);
    const am = /a|morning/.test(meridiem[1]) && !pm && !/clock/.test(meridiem[1]);
    words = words.slice(0, meridiem.index).trim();
    if (!am && !pm) pm = false;
  }
  let hour: number | null = null;
  let minute = 0;
  const past = /^(quarter|half|\S+(?: \S+)?) (past|after|to|before) (.+)$/.exec(words);
  const digits = /^(\d{1,2})(?::(\d{2}))?$/.exec(words);
  if (past) {
    const m = past[1] === 'quarter' ? 15 : past[1] === 'half' ? 30 : parseNumber(past[1].replace(/ minutes?$/, ''));
    const h = parseNumber(past[3]);
    if (m === null || h === null) return null;
    hour = /to|before/.test(past[2]) ? h - 1 : h;
    minute = /to|before/.test(past[2]) ? 60 - m : m;
  } else if (digits) {
    hour = Number(digits[1]);
    minute = Number(digits[2] ?? 0);
  } else {
    const tokens = words.split(' ');
    for (let cut = 1; cut <= tokens.length; cut++) {
      const h = parseNumber(tokens.slice(0, cut).join(' '));
      const restWords = tokens.slice(cut).join(' ').replace(/^oh /, '');
      const m = restWords ? parseNumber(restWords) : 0;
      if (h !== null && m !== null && Number.isInteger(h) && h <= 12) {
        hour = h;
        minute = m;
        break;
      }
    }
  }
  if (hour === null || !Number.isInteger(hour) || !Number.isInteger(minute) || hour < 0 || hour > 23 || minute < 0 || minute > 59) return null;
  if (pm && hour < 12) hour += 12;
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}
