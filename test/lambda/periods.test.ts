// The span of days a question about logged time covers, from the AMAZON.DATE value Alexa sends, with weeks
// starting where the person's locale starts them.
import { firstDayOfWeek, periodAtEnd, periodOf } from '../../lambda/conversation/periods';

// Monday 23 November 2026.
const today = '2026-11-23';

test('the first day of the week follows CLDR for the skill\'s locales', () => {
  expect(['en-US', 'en-CA', 'en-IN', 'en-GB', 'en-AU'].map(firstDayOfWeek)).toEqual([0, 0, 0, 1, 1]);
});

test('no date is today; a day is itself; a weekday Alexa put ahead is the one just past', () => {
  expect(periodOf(undefined, today, 'en-US')).toEqual({ kind: 'day', from: today, to: today });
  expect(periodOf('2026-11-20', today, 'en-US')).toEqual({ kind: 'day', from: '2026-11-20', to: '2026-11-20' });
  // "On Friday", said on a Monday, arrives as the coming Friday.
  expect(periodOf('2026-11-27', today, 'en-US')).toEqual({ kind: 'day', from: '2026-11-20', to: '2026-11-20' });
});

test('a date Alexa sent as the next one to come is the one just gone (it was totalled a year or a month ahead)', () => {
  // "November twenty first", said on the 23rd, arrives as next year's; "the twenty first" as next month's.
  expect(periodOf('2027-11-21', today, 'en-US')).toEqual({ kind: 'day', from: '2026-11-21', to: '2026-11-21' });
  expect(periodOf('2026-12-21', today, 'en-US')).toEqual({ kind: 'day', from: '2026-11-21', to: '2026-11-21' });
});

test('"this week" and "last week" are the locale\'s weeks around today, whatever ISO week Alexa sent', () => {
  expect(periodOf('2026-W48', today, 'en-US')).toMatchObject({ from: '2026-11-22', to: '2026-11-28' });
  expect(periodOf('2026-W48', today, 'en-GB')).toMatchObject({ from: '2026-11-23', to: '2026-11-29' });
  expect(periodOf('2026-W47', today, 'en-US')).toMatchObject({ from: '2026-11-15', to: '2026-11-21' });
  expect(periodOf('2026-W47', today, 'en-AU')).toMatchObject({ from: '2026-11-16', to: '2026-11-22' });
  // Said on a Sunday, "this week" is ISO week 47 (Monday 16th to Sunday 22nd); in the US the week began that day.
  expect(periodOf('2026-W47', '2026-11-22', 'en-US')).toMatchObject({ from: '2026-11-22', to: '2026-11-28' });
});

test('a week across the new year, a weekend, a month; a year is not totalled', () => {
  expect(periodOf('2026-W01', '2026-01-10', 'en-GB')).toMatchObject({ from: '2025-12-29', to: '2026-01-04' });
  expect(periodOf('2026-W48-WE', today, 'en-US')).toEqual({ kind: 'weekend', from: '2026-11-21', to: '2026-11-22' });
  expect(periodOf('2026-02', today, 'en-US')).toEqual({ kind: 'month', from: '2026-02-01', to: '2026-02-28' });
  expect(periodOf('2026', today, 'en-US')).toBeNull();
  expect(periodOf('2026-WI', today, 'en-US')).toBeNull();
});

test('a period said after a project\'s name is split off as AMAZON.DATE would send it; a name alone is none, a period alone has no rest', () => {
  const monday = '2026-11-23';
  expect(periodAtEnd('greenleaf this week', monday)).toEqual({ rest: 'greenleaf', value: '2026-W48' });
  expect(periodAtEnd('greenleaf for last week', monday)).toEqual({ rest: 'greenleaf', value: '2026-W47' });
  expect(periodAtEnd('apollo last month', monday)).toEqual({ rest: 'apollo', value: '2026-10' });
  expect(periodAtEnd('apollo in october', monday)).toEqual({ rest: 'apollo', value: '2026-10' });
  expect(periodAtEnd('internal admin yesterday', monday)).toEqual({ rest: 'internal admin', value: '2026-11-22' });
  expect(periodAtEnd('internal admin last friday', monday)).toEqual({ rest: 'internal admin', value: '2026-11-20' });
  expect(periodAtEnd('greenleaf', monday)).toBeUndefined();
  expect(periodAtEnd('this week', monday)).toEqual({ rest: '', value: '2026-W48' });
  expect(periodAtEnd('the week', monday)).toEqual({ rest: '', value: '2026-W48' });
});
