// How "from nine to eleven" is read when AMAZON.TIME cannot say morning from evening.
import { clockRange, clockTimesIn, latestEnded, spokenClock } from '../../lambda/dates/clock-ranges';

const at = (h: number, m = 0) => h * 60 + m;
const range = (from: string, to: string, endsBy?: number) => {
  const read = clockRange(from, { to }, endsBy);
  return typeof read === 'object' && 'start' in read ? `${spokenClock(read.start)} to ${spokenClock(read.end)}` : read;
};

test.each([
  ['09:00', '11:00', '9 AM to 11 AM'], // as long either way: the one in working hours
  ['02:00', '04:00', '2 PM to 4 PM'],
  ['11:00', '01:00', '11 AM to 1 PM'], // the shortest stretch
  ['10:00', '02:00', '10 AM to 2 PM'],
  ['12:00', '02:00', '12 PM to 2 PM'], // "twelve" (or "noon") at the start of the day's work is noon
  ['22:00', '12:00', '10 PM to 12 AM'], // but "ten pm to twelve" ends at midnight: two hours, not fourteen
  ['11:00', '12:00', '11 AM to 12 PM'],
  ['12:30', '01:30', '12:30 PM to 1:30 PM'],
  ['08:00', '12:00', '8 AM to 12 PM'],
  ['09:00', '17:00', '9 AM to 5 PM'], // "five pm" comes as 17:00
  ['22:00', '01:00', '10 PM to 1 AM'], // past midnight
  ['23:00', '00:00', '11 PM to 12 AM'],
  ['09:00', '09:30', '9 AM to 9:30 AM'],
])('%s to %s is %s', (from, to, meant) => {
  expect(range(from, to)).toBe(meant);
});

test('the same time twice is a twelve-hour day, never a whole one or none', () => {
  expect(range('09:00', '09:00')).toBe('9 AM to 9 PM');
});

test('parts of the day and anything else are no clock times', () => {
  expect(clockRange('MO', { to: 'EV' })).toBe('unclear');
  expect(clockRange('09:00', { to: 'nine' })).toBe('unclear');
  expect(clockRange(undefined, { seconds: 3600 })).toBe('unclear');
});

test('a start and a length: the start read the same way', () => {
  expect(clockRange('09:00', { seconds: 7200 })).toEqual({ start: at(9), end: at(11) });
  expect(clockRange('03:00', { seconds: 3600 })).toEqual({ start: at(15), end: at(16) });
});

test('the reading meant has ended: it stands; not yet, but another has: that one is only proposed; none has: not ended', () => {
  expect(range('09:00', '11:00', at(15))).toBe('9 AM to 11 AM');
  expect(clockRange('06:00', { to: '08:00' }, at(10))).toEqual({ unsure: { start: at(6), end: at(8) } });
  expect(clockRange('12:00', { to: '00:00' }, at(15))).toBe('notEnded');
  // Yesterday, seen at 3 pm today: its minute 24 * 60 + 15 * 60.
  expect(range('22:00', '01:00', at(24 + 15))).toBe('10 PM to 1 AM');
});

test('of a day just gone, the reading that ended last is the one proposed: the evening just past, before the morning', () => {
  const justAfterMidnight = at(24, 7); // yesterday's minute, seen at 12:07 am
  expect(latestEnded('09:00', { to: '11:00' }, justAfterMidnight)).toEqual({ start: at(21), end: at(23) });
  expect(latestEnded('02:00', { to: '04:00' }, justAfterMidnight)).toEqual({ start: at(14), end: at(16) });
  // 11 pm to 1 am has not ended yet: 11 am to 1 pm has.
  expect(latestEnded('11:00', { to: '01:00' }, justAfterMidnight)).toEqual({ start: at(11), end: at(13) });
  expect(latestEnded('09:00', { to: '11:00' }, at(1))).toBeUndefined();
});

test.each([
  ['EV', '07:00', '09:00', { from: '19:00', to: '21:00' }], // "seven to nine this evening"
  ['EV', '04:00', '06:00', { from: '16:00', to: '18:00' }],
  ['NI', '10:00', '01:00', { from: '22:00', to: '01:00' }], // "ten to one tonight", past midnight
  ['NI', '09:00', '11:00', { from: '21:00', to: '23:00' }], // "nine to eleven last night"
  ['AF', '02:00', '04:00', { from: '14:00', to: '16:00' }],
  ['AF', '11:00', '01:00', { from: '11:00', to: '13:00' }], // "eleven to one this afternoon"
  ['MO', '09:00', '11:00', { from: '09:00', to: '11:00' }],
  ['MO', '11:00', '01:00', { from: '11:00', to: '13:00' }],
  ['EV', '19:00', '21:00', { from: '19:00', to: '21:00' }], // said with pm: as it came
  ['MO', '15:00', '17:00', { from: '15:00', to: '17:00' }], // "three pm to five pm this morning": no morning reading, left as said
] as const)('%s: %s to %s is read in that part of the day', (part, from, to, expected) => {
  const { range, ...times } = clockTimesIn(part, from, { to });
  expect(times).toEqual(expected);
  // The stretch read, when there is one, is the times given back.
  if (range) expect([spokenClock(range.start), spokenClock(range.end % 1440)]).toEqual([spokenClock(at(...hm(times.from))), spokenClock(at(...hm(times.to!)))]);
});

const hm = (clock: string) => clock.split(':').map(Number) as [number, number];

test('"one to three last night": the small hours after it, with the stretch itself (its "01:00" alone may be 1 PM)', () => {
  expect(clockTimesIn('NI', '01:00', { to: '03:00' })).toEqual({ from: '01:00', to: '03:00', nextDay: true, range: { start: at(1), end: at(3) } });
});

test('a start with a length, said with a part of the day, starts in it', () => {
  expect(clockTimesIn('EV', '07:00', { seconds: 7200 })).toMatchObject({ from: '19:00', range: { start: at(19), end: at(21) } });
  expect(clockTimesIn('MO', '07:00', { seconds: 7200 })).toMatchObject({ from: '07:00', range: { start: at(7), end: at(9) } });
});
