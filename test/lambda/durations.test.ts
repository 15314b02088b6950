// Lengths of time as Alexa sends them (AMAZON.DURATION), and as words when Alexa filled no duration slot.
import { durationSeconds, lengthSaid, saidInDays, vagueLengthSaid } from '../../lambda/dates/durations';

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

describe('time for a project with a length that is no number', () => {
  test.each([
    ['log a few hours on internal admin', { project: 'internal admin', day: false }],
    ['a couple of hours on greenleaf', { project: 'greenleaf', day: false }],
    ['I spent a while on the Nimbus audit', { project: 'the nimbus audit', day: false }],
    ['log greenleaf for a few hours', { project: 'greenleaf', day: false }],
    ['I worked all day on Greenleaf yesterday', { project: 'greenleaf', day: true, when: 'yesterday' }],
    ['i worked on apollo mobile yesterday all day', { project: 'apollo mobile', day: true, when: 'yesterday' }],
    ['log half a day on apollo last friday', { project: 'apollo', day: true, when: 'last friday' }],
  ])('"%s" is %o', (words, read) => {
    expect(vagueLengthSaid(words)).toEqual(read);
  });

  // A day said otherwise would be lost with the words: such a request is not read this way at all.
  test.each(['log a few hours on greenleaf two days ago', 'log some time on the monday meeting', 'log two hours on greenleaf', 'greenleaf yoga', 'all hands meeting', 'start a timer for apollo'])(
    '"%s" is not',
    (words) => {
      expect(vagueLengthSaid(words)).toBeUndefined();
    },
  );
});
