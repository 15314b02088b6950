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

/** "an hour and a half" PT1H30M, "45 minutes" PT45M, "two and a half hours" PT2H30M; null if not a duration. */
export function parseDuration(text: string): string | null {
  let rest = ` ${text.trim().toLowerCase().replace(/-/g, ' ')} `;
  let seconds = 0;
  let found = false;
  const half = (unit: number) => {
    seconds += unit / 2;
    found = true;
  };
  rest = rest.replace(/ half an? (hour|minute) /g, (_, unit: string) => (half(unit === 'hour' ? 3600 : 60), ' '));
  const amount = /((?:[a-z0-9.]+ )+?)(and a half |and a quarter )?(hours?|hrs?|minutes?|mins?|seconds?|secs?|days?)( and a half| and a quarter)? /;
  for (let m = amount.exec(rest); m; m = amount.exec(rest)) {
    const words = m[1].trim().replace(/^(about|around|roughly|for|and) /, '');
    const count = parseNumber(words);
    if (count === null) return null;
    const unit = m[3].startsWith('h') ? 3600 : m[3].startsWith('m') ? 60 : m[3].startsWith('d') ? 86400 : 1;
    const fraction = (m[2] ?? m[4] ?? '').includes('half') ? 0.5 : (m[2] ?? m[4] ?? '').includes('quarter') ? 0.25 : 0;
    seconds += (count + fraction) * unit;
    found = true;
    rest = rest.replace(m[0], ' ');
  }
  if (!found || rest.replace(/\b(and|about|around|for|roughly)\b/g, '').trim() !== '') return null;
  const h = Math.floor(seconds / 3600);
  const min = Math.floor((seconds % 3600) / 60);
  const s = Math.round(seconds % 60);
  const parts = `${h ? `${h}H` : ''}${min ? `${min}M` : ''}${s ? `${s}S` : ''}`;
  return `PT${parts || '0S'}`;
}

const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

/**
 * AMAZON.DATE as Alexa resolves it, relative to `today` (YYYY-MM-DD): a day said without a year, or a
 * weekday, is today or later; "last friday" is past; weeks, months and years come as 2026-W47, 2026-11, 2026.
 */
export function parseDate(text: string, today: string): string | null {
  const words = text.trim().toLowerCase().replace(/^(on|for) /, '').replace(/,/g, '').replace(/\s+/g, ' ');
  const now = dayjs(today);
  const day = (d: dayjs.Dayjs) => d.format('YYYY-MM-DD');
  if (words === 'today' || words === 'now') return day(now);
  if (words === 'yesterday') return day(now.subtract(1, 'day'));
  if (words === 'the day before yesterday') return day(now.subtract(2, 'day'));
  if (words === 'tomorrow') return day(now.add(1, 'day'));
  const week = (d: dayjs.Dayjs) => `${d.isoWeekYear()}-W${String(d.isoWeek()).padStart(2, '0')}`;
  if (words === 'this week') return week(now);
  if (words === 'last week') return week(now.subtract(1, 'week'));
  if (words === 'next week') return week(now.add(1, 'week'));
  if (words === 'this weekend') return `${week(now)}-WE`;
  if (words === 'this month') return now.format('YYYY-MM');
  if (words === 'last month') return now.subtract(1, 'month').format('YYYY-MM');
  if (words === 'this year') return now.format('YYYY');
  const weekday = /^(last |this |next )?(sunday|monday|tuesday|wednesday|thursday|friday|saturday)$/.exec(words);
  if (weekday) {
    const target = WEEKDAYS.indexOf(weekday[2]);
    if (weekday[1] === 'last ') {
      const back = (now.day() - target + 7) % 7 || 7;
      return day(now.subtract(back, 'day'));
    }
    return day(now.add((target - now.day() + 7) % 7, 'day'));
  }
  // "november 20th", "november twentieth", "the 20th of november", optionally with a weekday first and a year after.
  const cleaned = words.replace(/^(sunday|monday|tuesday|wednesday|thursday|friday|saturday) /, '').replace(/^the /, '');
  let month: number | undefined;
  let date: number | null = null;
  let year: number | undefined;
  const monthFirst = new RegExp(`^(${MONTHS.join('|')}) (.+?)(?: (\\d{4}))?$`).exec(cleaned);
  const dayFirst = new RegExp(`^(.+?) of (${MONTHS.join('|')})(?: (\\d{4}))?$`).exec(cleaned);
  if (monthFirst) {
    month = MONTHS.indexOf(monthFirst[1]);
    date = parseOrdinal(monthFirst[2]) ?? parseNumber(monthFirst[2]);
    year = monthFirst[3] ? Number(monthFirst[3]) : undefined;
  } else if (dayFirst) {
    month = MONTHS.indexOf(dayFirst[2]);
    date = parseOrdinal(dayFirst[1]) ?? parseNumber(dayFirst[1]);
    year = dayFirst[3] ? Number(dayFirst[3]) : undefined;
  }
  if (month === undefined || date === null) return null;
  let result = dayjs(new Date(year ?? now.year(), month, date));
  if (year === undefined && result.isBefore(now, 'day')) result = result.add(1, 'year');
  return day(result);
}
