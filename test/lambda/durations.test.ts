// Lengths of time as Alexa sends them (AMAZON.DURATION), and as words when Alexa filled no duration slot.
import { durationSeconds, holdsLength, lengthSaid, saidInDays, vagueLengthSaid } from '../../lambda/dates/durations';

test.each([
  ['two hours', 'PT2H'],
  ['an hour', 'PT1H'],
  ['one hour', 'PT1H'],
  ['an hour and a half', 'PT1H30M'],
  ['two and a half hours', 'PT2H30M'],
  ['forty five minutes', 'PT45M'],
  ['about 90 minutes', 'PT1H30M'],
  ['half an hour', 'PT30M'],
  ['one and half hours', 'PT1H30M'],
  ['an hour and fifteen minutes', 'PT1H15M'],
  ['two hours and thirty minutes', 'PT2H30M'],
  ['a quarter of an hour', 'PT15M'],
  ['quarter of an hour', 'PT15M'],
  ['three quarters of an hour', 'PT45M'],
  ['the hour and a half', 'PT1H30M'],
  ['hour and a half', 'PT1H30M'],
  ['three hrs', 'PT3H'],
  // A number taken back as it was said: the length said last.
  ['two, no, three hours', 'PT3H'],
  ['two hours no wait three hours', 'PT3H'],
  ['forty minutes, sorry, fifty minutes', 'PT50M'],
  ['an hour, I mean, ninety minutes', 'PT1H30M'],
])('"%s" is %s', (words, value) => {
  expect(lengthSaid(words)).toBe(value);
});

test.each(['greenleaf', 'two', 'greenleaf, no, three hours', 'two, no, three', 'happy hours', 'zero minutes', 'the hour', 'hours', 'an hour and happy minutes', 'a quarter past'])('"%s" is no length', (words) => {
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
    ['I worked all morning on Greenleaf', { project: 'greenleaf', day: false }],
    ['I worked all day on Greenleaf yesterday', { project: 'greenleaf', day: true, when: 'yesterday' }],
    ['i worked all day yesterday on internal admin', { project: 'internal admin', day: true, when: 'yesterday' }],
    ['i worked a few hours friday afternoon on apollo', { project: 'apollo', day: false, when: 'friday afternoon' }],
    ['i worked on apollo mobile yesterday all day', { project: 'apollo mobile', day: true, when: 'yesterday' }],
    ['log half a day on apollo last friday', { project: 'apollo', day: true, when: 'last friday' }],
    ['log a few hours of code review on apollo', { project: 'apollo', day: false, description: 'code review' }],
    ['log a bit of time on apollo', { project: 'apollo', day: false }],
  ])('"%s" is %o', (words, read) => {
    expect(vagueLengthSaid(words)).toEqual({ adds: false, more: [], ...read });
  });

  test('"add some time to that" is time to add', () => {
    expect(vagueLengthSaid('add some time to that')).toEqual({ project: 'that', day: false, adds: true, more: [] });
  });

  // A day said in a way not read here, a second project or a description stays in the project's words, and
  // is told apart from a name: unless the project's name has those words, the request was not all understood.
  test.each([
    ['log a few hours on internal admin last night', ['last', 'night']],
    ['log a few hours on greenleaf two days ago', ['ago']],
    ['log a few hours on greenleaf on november 20th', ['november', '20th']],
    ['log a few hours on internal admin next monday', ['next']],
    ['i worked a few hours on greenleaf the other day', ['other']],
    ['log a few hours on apollo mobile app and two hours on internal admin', ['and']],
    ['log a few hours on apollo mobile app for the client call', ['for']],
    ['log some time on the monday meeting', ['monday']],
  ])('"%s" holds %j beside the name', (words, more) => {
    expect(vagueLengthSaid(words)?.more).toEqual(more);
  });

  test.each(['greenleaf yoga', 'all hands meeting', 'a bit of a mess', 'start a timer for apollo', 'log lots of fun on greenleaf'])('"%s" says no such length', (words) => {
    expect(vagueLengthSaid(words)).toBeUndefined();
  });

  // Said where Alexa filled no duration (no sample of the model says it so): the length is read, not asked.
  test.each([
    ['log two hours on greenleaf', { project: 'greenleaf', exact: 'PT2H' }],
    ['put half an hour down for internal admin', { project: 'internal admin', exact: 'PT30M' }],
    ['i want to log one and half hours for greenleaf', { project: 'greenleaf', exact: 'PT1H30M' }],
    ['mark an hour and fifteen minutes against the payment webhooks', { project: 'the payment webhooks', exact: 'PT1H15M' }],
    ['log greenleaf for three quarters of an hour', { project: 'greenleaf', exact: 'PT45M' }],
    ['log forty minutes of code review on apollo yesterday', { project: 'apollo', exact: 'PT40M', description: 'code review', when: 'yesterday' }],
  ])('"%s" is %o', (words, read) => {
    expect(vagueLengthSaid(words)).toEqual({ adds: false, more: [], day: false, ...read });
  });

  test('a length in words that is no number ("lots of hours") is no exact length', () => {
    expect(vagueLengthSaid('log lots of hours on greenleaf')).toEqual({ project: 'greenleaf', day: false, adds: false, more: [] });
    expect(vagueLengthSaid('log many fun hours on greenleaf')).toBeUndefined();
  });
});

test.each([
  ['sure put two hours there', true],
  ['greenleaf an hour and a half', true],
  ['half an hour on the website', true],
  ['forty five minutes', true],
  ['greenleaf yoga', false],
  ['website two point oh', false],
  ['the hours project', false],
  ['wait a minute', false],
  ['give me one minute greenleaf', false],
])('"%s" holds a length: %s', (words, holds) => {
  expect(holdsLength(words)).toBe(holds);
});
