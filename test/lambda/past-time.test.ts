// AMAZON.TIME gives an hour said without am or pm as the morning one: the skill takes the most recent past.
import { alsoToCome, clockInWords, clockSaid, momentAgo, pastTimeOfDay } from '../../lambda/conversation/past-time';

const zone = 'America/New_York';
const at = (iso: string) => Date.parse(iso);
const local = (value: string, now: string) => pastTimeOfDay(value, zone, at(now))?.format('YYYY-MM-DD HH:mm');

test.each([
  ['05:00', '2026-11-23T23:00:00Z', '2026-11-23 17:00'], // "five" at 6 pm: 5 pm
  ['05:00', '2026-11-23T20:00:00Z', '2026-11-23 05:00'], // "five" at 3 pm: 5 am
  ['06:00', '2026-11-24T06:00:00Z', '2026-11-23 18:00'], // "six" at 1 am: 6 pm yesterday
  ['09:30', '2026-11-23T15:00:00Z', '2026-11-23 09:30'], // "nine thirty" at 10 am
  ['17:00', '2026-11-23T20:00:00Z', '2026-11-22 17:00'], // "5 pm" said at 3 pm: only pm, so yesterday's
  ['12:00', '2026-11-23T18:00:00Z', '2026-11-23 12:00'], // "noon" at 1 pm
  ['12:00', '2026-11-23T06:30:00Z', '2026-11-23 00:00'], // "twelve" at 1:30 am: midnight, not noon yesterday
  ['00:00', '2026-11-23T18:00:00Z', '2026-11-23 00:00'], // "midnight"
])('%s as of %s is %s', (value, now, expected) => {
  expect(local(value, now)).toBe(expected);
});

test('a part of the day, or anything else, is no time', () => {
  for (const value of ['MO', 'EV', '25:00', '', 'five']) expect(pastTimeOfDay(value, zone, Date.now())).toBeNull();
});

test('"twenty minutes ago"; nothing, or over a day, is no moment', () => {
  expect(momentAgo('PT20M', zone, at('2026-11-23T15:00:00Z'))?.toISOString()).toBe('2026-11-23T14:40:00.000Z');
  expect(momentAgo('PT0S', zone, Date.now())).toBeNull();
  expect(momentAgo('P2D', zone, Date.now())).toBeNull();
});

// Said as a wish ("start a timer for Apollo at six"), the time to come, when it is as likely meant as the one gone by.
test.each([
  ['06:00', '2026-11-23T18:30:00Z', '2026-11-23 18:00'], // "six" at 1:30 pm: 6 pm, nearer than 6 am
  ['02:00', '2026-11-23T13:09:00Z', '2026-11-23 14:00'], // "two" at 8:09 am
  ['09:00', '2026-11-24T07:56:00Z', '2026-11-24 09:00'], // "nine" at 2:56 am: 9 am, a little farther than 9 pm last night
  ['09:00', '2026-11-23T15:15:00Z', undefined], // "nine" at 10:15 am: this morning's
  ['09:00', '2026-11-23T18:18:00Z', undefined], // "nine" at 1:18 pm: 9 pm is over two hours farther than 9 am
  ['18:00', '2026-11-23T18:30:00Z', '2026-11-23 18:00'], // "six pm" at 1:30 pm (nearerToCome says so first)
  ['MO', '2026-11-23T18:30:00Z', undefined],
])('as a wish, %s as of %s may be %s', (value, now, expected) => {
  expect(alsoToCome(value, zone, at(now))?.format('YYYY-MM-DD HH:mm')).toBe(expected);
});

test.each([
  ['six in the evening', '18:00'],
  ['six thirty pm', '18:30'],
  ['at 7 p.m.', '19:00'],
  ['five in the morning', '05:00'],
  ['twelve am', '00:00'],
  ['twelve pm', '12:00'],
  ['nine tonight', '21:00'],
  ['twelve at night', '00:00'],
  ['two at night', '02:00'],
  ['eleven at night', '23:00'],
  ["six o'clock this evening", '18:00'],
  ['six', undefined], // either half of the day
  ['greenleaf in the evening', undefined],
  ['thirteen pm', undefined],
])('"%s", said in words, is %s', (words, value) => {
  expect(clockInWords(words)).toBe(value);
});

// A clock time in words, as AMAZON.TIME would give it: an hour without its half of the day as the morning one.
test.each([
  ['ten thirty', '10:30'],
  ['at half past ten', '10:30'],
  ['quarter to eleven', '10:45'],
  ['twenty past four', '04:20'],
  ["eleven o'clock", '11:00'],
  ['twelve fifteen', '12:15'],
  ['quarter to one', '12:45'],
  ['ten oh five', '10:05'],
  ['ten thirty pm', '22:30'],
  ['10:30', '10:30'],
  ['forty', undefined],
  ['thirteen', undefined],
  ['two hours', undefined],
  ['greenleaf', undefined],
])('"%s" is %s', (words, value) => {
  expect(clockSaid(words)).toBe(value);
});
