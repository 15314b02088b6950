// Lengths of time as Alexa sends them (AMAZON.DURATION), and as words when Alexa filled no duration slot.
import { durationSeconds, lengthSaid, saidInDays } from '../../lambda/dates/durations';

test.each([
  ['two hours', 'PT2H'],
  ['an hour', 'PT1H'],
  ['one hour', 'PT1H'],
  ['an hour and a half', 'PT1H30M'],
  ['two and a half hours', 'PT2H30M'],
  ['forty five minutes', 'PT45M'],
  ['about 90 minutes', 'PT1H30M'],
  ['half an hour', 'PT30M'],
])('"%s" is %s', (words, value) => {
  expect(lengthSaid(words)).toBe(value);
});

test.each(['greenleaf', 'two', 'happy hours', 'zero minutes', 'the hour', 'hours'])('"%s" is no length', (words) => {
  expect(lengthSaid(words)).toBeUndefined();
});

test('a length in days or weeks is no length of work; hours and minutes are', () => {
  expect(['P1D', 'P0.5D', 'P2W', 'P1DT2H'].map(saidInDays)).toEqual([true, true, true, true]);
  expect(['PT24H', 'PT1H30M', undefined].map(saidInDays)).toEqual([false, false, false]);
  expect(durationSeconds('PT1H30M')).toBe(5400);
});
