// Which day LogTime books for each shape of AMAZON.DATE value, said on Monday 23 November 2026: the
// value alone, since Alexa hands over nothing else; and for a weekday, said in a slot of its own.
import { dayAtEnd, dayInWords, dayToLog, entryDaySaid, partOfDayDate, weekdayToLog } from '../../lambda/dates/days';
import { spokenDay } from '../../lambda/speech/spoken';
import { translatorFor } from '../../lambda/speech/i18n';

const today = '2026-11-23';

test.each([
  [undefined, { day: today }],
  ['PRESENT_REF', { day: today }],
  ['2026-11-23', { day: today }],
  ['2026-11-22', { day: '2026-11-22' }],
  // A part of a day, where Alexa adds one, is still its day.
  ['2026-11-22TNI', { day: '2026-11-22' }],
  ['2026-10-26', { day: '2026-10-26' }],
  ['2026-10-25', { ask: 'longAgo', day: '2026-10-25' }],
  // Up to a week ahead: a weekday, meant as the one just past; on a no, that day of last month ("the 24th").
  ['2026-11-24', { ask: 'weekday', day: '2026-11-17', instead: '2026-10-24' }],
  ['2026-11-30', { ask: 'weekday', day: today, instead: '2026-10-30' }],
  // A date without a year that has just gone by, resolved to next year's.
  ['2027-11-18', { day: '2026-11-18' }],
  ['XXXX-11-18', { day: '2026-11-18' }],
  // (Its month said: no other month's.)
  ['XXXX-11-25', { ask: 'weekday', day: '2026-11-18' }],
  // "The 3rd", resolved to next month's.
  ['2026-12-03', { ask: 'monthBefore', day: '2026-11-03' }],
  // "The 31st", resolved to the next month that has one: October's.
  ['2026-12-31', { ask: 'monthBefore', day: '2026-10-31' }],
  // A day of the month alone, should Alexa send one: the last that has come.
  ['XXXX-XX-03', { day: '2026-11-03' }],
  ['XXXX-XX-20', { day: '2026-11-20' }],
  // Further ahead: last year's is long ago, so it is asked about.
  ['2027-07-03', { ask: 'longAgo', day: '2026-07-03' }],
  ['2028-01-10', { ask: 'future', day: '2028-01-10' }],
  ['2026-W47', { unclear: 'period' }],
  ['2026-W47-WE', { unclear: 'period' }],
  ['2026-11', { unclear: 'period' }],
  ['2026-FA', { unclear: 'period' }],
  ['2026-02-30', { unclear: 'unknown' }],
  ['soon', { unclear: 'unknown' }],
])('%s', (value, expected) => {
  expect(dayToLog(value, today)).toEqual(expected);
});

test('"the 31st" said on December 1st, and "the 30th" on March 1st, are the last month that has the day, asked about: not last year\'s (a yes booked it 11 months back)', () => {
  // Alexa sends December 31st, the next that comes; the 31st just gone is October's, 31 days back.
  expect(dayToLog('2026-12-31', '2026-12-01')).toEqual({ ask: 'longAgo', day: '2026-10-31' });
  expect(dayToLog('2026-12-31', '2026-12-02')).toEqual({ ask: 'longAgo', day: '2026-10-31' });
  expect(dayToLog('2026-03-30', '2026-03-01')).toEqual({ ask: 'longAgo', day: '2026-01-30' });
  // A month said ("December 25th", on November 23rd: the 25th comes first in November) is that month's.
  expect(dayToLog('2026-12-25', '2026-11-23')).toEqual({ ask: 'longAgo', day: '2025-12-25' });
});

test('a day of next month\'s first week, said in the last week of this one, is proposed as this month\'s ("the 1st"), not as a weekday', () => {
  expect(dayToLog('2026-12-01', '2026-11-25')).toEqual({ ask: 'monthBefore', day: '2026-11-01' });
  expect(dayToLog('2026-12-02', '2026-11-30')).toEqual({ ask: 'monthBefore', day: '2026-11-02' });
  // Said on the 30th or the 31st, this month's 1st is still the reading; in an edit or an answer too.
  expect(dayToLog('2026-11-01', '2026-10-30')).toEqual({ ask: 'monthBefore', day: '2026-10-01' });
  expect(dayToLog('2026-02-01', '2026-01-31')).toEqual({ ask: 'monthBefore', day: '2026-01-01' });
  expect(dayToLog('2026-12-01', '2026-11-25', { literal: true })).toEqual({ ask: 'monthBefore', day: '2026-11-01' });
  // Within this month, a weekday is still the likelier reading (last month's day proposed on a no).
  expect(dayToLog('2026-11-27', '2026-11-25')).toEqual({ ask: 'weekday', day: '2026-11-20', instead: '2026-10-27' });
});

test('a day said in answer to "which day?" is taken as said: ahead is asked about as ahead', () => {
  expect(dayToLog('2026-11-25', today, { literal: true })).toEqual({ ask: 'future', day: '2026-11-25' });
  expect(dayToLog('2026-11-20', today, { literal: true })).toEqual({ day: '2026-11-20' });
});

describe('a weekday is the last such day', () => {
  test.each([
    // As entity resolution names the value, whatever the words.
    [{ id: 'FRIDAY', words: 'friday afternoon' }, '2026-11-20'],
    [{ id: 'SUNDAY', words: 'sunday' }, '2026-11-22'],
    [{ id: 'TUESDAY', words: 'tuesday' }, '2026-11-17'],
    // Today's weekday is today; "last" or "this past" is the one before.
    [{ id: 'MONDAY', words: 'monday' }, today],
    [{ id: 'PAST_MONDAY', words: 'this past monday' }, '2026-11-16'],
    [{ id: 'PAST_FRIDAY', words: 'last friday' }, '2026-11-20'],
    // The words alone, when Alexa matched no value (or the skill sent the slot back as words).
    [{ words: 'Friday' }, '2026-11-20'],
    [{ words: 'last monday morning' }, '2026-11-16'],
    [{ words: 'past  wednesday' }, '2026-11-18'],
    [{ words: 'on friday' }, '2026-11-20'],
  ])('%j', (weekday, day) => {
    expect(weekdayToLog(weekday, today)).toEqual({ day });
  });

  test.each([[{ words: 'next friday' }], [{ words: 'friday november twentieth' }], [{ words: 'someday' }], [{ id: 'HOLIDAY', words: 'holiday' }], [{}]])(
    'no weekday in %j: unclear, never a guess',
    (weekday) => {
      expect(weekdayToLog(weekday, today)).toEqual({ unclear: 'unknown' });
    },
  );

  test('"last Sunday" said on a Monday could be yesterday or the Sunday before: the one before is proposed, with yesterday', () => {
    expect(weekdayToLog({ id: 'PAST_SUNDAY', words: 'last sunday' }, today)).toEqual({ ask: 'lastOrYesterday', day: '2026-11-15' });
    expect(weekdayToLog({ words: 'on last sunday' }, today)).toEqual({ ask: 'lastOrYesterday', day: '2026-11-15' });
    // "This past Sunday" and "Sunday" are yesterday; "last Saturday" is two days back, the one just past.
    expect(weekdayToLog({ id: 'PAST_SUNDAY', words: 'this past sunday' }, today)).toEqual({ day: '2026-11-22' });
    expect(weekdayToLog({ id: 'SUNDAY', words: 'sunday' }, today)).toEqual({ day: '2026-11-22' });
    expect(weekdayToLog({ id: 'PAST_SATURDAY', words: 'last saturday' }, today)).toEqual({ day: '2026-11-21' });
    // An entry's day said so is none: nothing is moved on a guess; the two days it may be are named.
    expect(entryDaySaid({ weekday: { id: 'PAST_SUNDAY', words: 'last sunday' } }, today)).toEqual({ unclear: true, either: ['2026-11-15', '2026-11-22'] });
  });

  test('across a year end and a daylight-saving change', () => {
    expect(weekdayToLog({ id: 'WEDNESDAY' }, '2027-01-01')).toEqual({ day: '2026-12-30' });
    expect(weekdayToLog({ id: 'SATURDAY' }, '2026-11-02')).toEqual({ day: '2026-10-31' });
  });
});

test.each([
  [{ weekday: { id: 'FRIDAY', words: 'friday' } }, {}, { day: '2026-11-20' }],
  [{ date: '2026-11-27' }, {}, { day: '2026-11-20', guessed: true }],
  [{ date: '2026-11-27' }, { literal: true }, { future: '2026-11-27' }],
  [{ date: '2026-11-24' }, {}, { day: '2026-11-17', guessed: true }],
  [{ date: '2026-12-25' }, {}, { day: '2025-12-25' }],
  [{ date: '2026-12-25' }, { literal: true }, { future: '2026-12-25' }],
  // "The 20th", sent as next month's: this month's, in an edit too, but marked as a reading ("December 20th" arrives alike).
  [{ date: '2026-12-20' }, { literal: true }, { day: '2026-11-20', guessed: true }],
  [{ date: '2026-W47' }, {}, { unclear: true }],
  [{ weekday: { words: 'someday' } }, {}, { unclear: true }],
])('the day of an entry said as %j (%j) is %j: a weekday’s date the one just past, a day ahead none', (said, options, expected) => {
  expect(entryDaySaid(said, today, options)).toEqual(expected);
});

test('across a daylight-saving change the days still count whole', () => {
  // Clocks went back on 1 November 2026 in the United States.
  expect(dayToLog('2026-11-07', '2026-11-02')).toEqual({ ask: 'weekday', day: '2026-10-31', instead: '2026-10-07' });
  expect(dayToLog('2026-10-31', '2026-11-02')).toEqual({ day: '2026-10-31' });
});

test.each([
  ['2026-11-23', 'today'],
  ['2026-11-22', 'yesterday'],
  ['2026-11-24', 'tomorrow'],
  ['2026-11-18', 'last Wednesday, November 18th'],
  ['2026-11-16', 'Monday, November 16th'],
  ['2025-12-03', 'Wednesday, December 3rd, 2025'],
])('%s is spoken as "%s"', (day, spoken) => {
  expect(spokenDay(translatorFor('en-US'), day, today)).toBe(spoken);
});

test('a day in words where no date slot caught it: today, yesterday, the day before, a weekday; nothing else', () => {
  expect(['today', 'Yesterday', 'the day before yesterday', 'on friday', 'last Monday'].map((words) => dayInWords(words, today))).toEqual([
    { date: '2026-11-23' },
    { date: '2026-11-22' },
    { date: '2026-11-21' },
    { weekday: { words: 'friday' } },
    { weekday: { words: 'last monday' } },
  ]);
  expect(['greenleaf', 'friday podcast', 'tomorrow', 'next friday'].map((words) => dayInWords(words, today))).toEqual([undefined, undefined, undefined, undefined]);
});

test('"two days ago", and the day meant beside one ruled out ("not yesterday, today", "Wednesday, not yesterday"), are days; a name beside a day ruled out is not', () => {
  expect(['two days ago', 'a week ago', '3 days ago', 'not yesterday, today', 'today not yesterday', 'wednesday instead of yesterday', 'not yesterday but the day before yesterday'].map((words) => dayInWords(words, today))).toEqual([
    { date: '2026-11-21' },
    { date: '2026-11-16' },
    { date: '2026-11-20' },
    { date: '2026-11-23' },
    { date: '2026-11-23' },
    { weekday: { words: 'wednesday' } },
    { date: '2026-11-21' },
  ]);
  expect(['not greenleaf, today', 'greenleaf not yesterday', 'forty days ago', 'ten weeks ago', 'a few days ago'].map((words) => dayInWords(words, today))).toEqual([undefined, undefined, undefined, undefined, undefined]);
});

test('"Wednesday last week" is that weekday of the week before this one, not the last Wednesday; "Sunday last week" is asked, both Sundays offered (weeks begin on either)', () => {
  const friday = '2026-11-27';
  expect(weekdayToLog({ words: 'wednesday last week' }, friday)).toEqual({ day: '2026-11-18' });
  expect(weekdayToLog({ words: 'last wednesday' }, friday)).toEqual({ day: '2026-11-25' });
  expect(weekdayToLog({ id: 'LAST_WEEK_FRIDAY', words: 'last week friday' }, friday)).toEqual({ day: '2026-11-20' });
  expect(weekdayToLog({ words: 'on monday of last week' }, today)).toEqual({ day: '2026-11-16' });
  expect(weekdayToLog({ words: 'saturday last week' }, today)).toEqual({ day: '2026-11-21' });
  // Both Sundays offered: on a Monday, the one before and yesterday; on a Friday, the two of the weeks gone by.
  expect(weekdayToLog({ words: 'sunday last week' }, today)).toEqual({ ask: 'lastOrYesterday', day: '2026-11-15' });
  expect(weekdayToLog({ words: 'sunday last week' }, friday)).toEqual({ ask: 'eitherDay', day: '2026-11-15', or: '2026-11-22' });
  expect(weekdayToLog({ words: 'sunday last week' }, '2026-11-29')).toEqual({ unclear: 'unknown' });
  expect(dayInWords('thursday last week', friday)).toEqual({ weekday: { words: 'thursday last week' } });
});

test('"the 20th", "Friday the 20th", "the fifteenth" said in words are the last such day gone by; a weekday that is not that day\'s, or "the second" alone (a place in a list), is none', () => {
  expect(['the 20th', 'friday the 20th', 'the fifteenth', 'the twenty first', 'the 30th', 'the 2nd'].map((words) => dayInWords(words, today))).toEqual([
    { date: '2026-11-20' },
    { date: '2026-11-20' },
    { date: '2026-11-15' },
    { date: '2026-11-21' },
    { date: '2026-10-30' },
    { date: '2026-11-02' },
  ]);
  expect(['monday the 20th', 'the second', 'the first', 'the 31st of this month'].map((words) => dayInWords(words, '2026-11-23'))).toEqual([undefined, undefined, undefined, undefined]);
});

test('a part of a day said is its day, with the part after it, as the PART_OF_DAY slot names it: "last night" yesterday\'s, "tonight" today\'s', () => {
  expect(partOfDayDate({ id: 'LAST_NIGHT', words: 'yesterday night' }, today)).toBe('2026-11-22TNI');
  expect(partOfDayDate({ id: 'TONIGHT', words: 'tonight' }, today)).toBe('2026-11-23TNI');
  expect(['last evening', 'Yesterday Evening', 'yesterday morning', 'this evening', 'this morning', 'for this afternoon'].map((words) => partOfDayDate({ words }, today))).toEqual([
    '2026-11-22TEV',
    '2026-11-22TEV',
    '2026-11-22TMO',
    '2026-11-23TEV',
    '2026-11-23TMO',
    '2026-11-23TAF',
  ]);
  expect(partOfDayDate({ words: 'next evening' }, today)).toBeUndefined();
  // Read as any day is.
  expect(dayToLog('2026-11-22TNI', today)).toEqual({ day: '2026-11-22' });
});

test('a part of a day said after other words is the day, with that part', () => {
  expect(dayAtEnd('internal admin last night', today)).toEqual({ rest: 'internal admin', date: '2026-11-22TNI' });
  expect(dayAtEnd('greenleaf this morning', today)).toEqual({ rest: 'greenleaf', date: '2026-11-23TMO' });
  expect(dayAtEnd('greenleaf tonight', today)).toEqual({ rest: 'greenleaf', date: '2026-11-23TNI' });
  expect(dayAtEnd('the day before yesterday evening', today)).toEqual({ date: '2026-11-21' });
});

test('a part of a day in words ("no, I meant last night" heard as a project name) is its day, with the part', () => {
  expect(['last night', 'Last evening', 'tonight', 'for this afternoon'].map((words) => dayInWords(words, today))).toEqual([
    { date: '2026-11-22TNI' },
    { date: '2026-11-22TEV' },
    { date: '2026-11-23TNI' },
    { date: '2026-11-23TAF' },
  ]);
});
