// Names through a recognizer that does not know them: other words with the same sounds, split and joined
// anywhere, carrier words left in front. One project alone sounding like it is asked about with a yes or
// no; two are both offered; a project the words rule out is never offered.
import type { Ref } from '../../models';
import { resolveProject } from '../../lambda/resolution/resolve-project';
import type { Resolution } from '../../lambda/resolution/resolution';
import { heardSounds, soundLikeness, soundOf } from '../../lambda/resolution/sound';
import { syntheticProjects } from '../../bench/workspace';

const names = [
  'Szymanski Basement Finish',
  'Delacroix Loft Conversion',
  'Pemberton Bakery Fit-Out',
  'Unit 9C Wiring',
  'Release 2025 Hardening',
  'Anand Tax Filing',
  'Anand Payroll',
  'Jansen Deck Repair',
  'Janssen Decking',
  'Henley Regatta Marquee – Thames Events',
  'CNC Retrofit',
  'Six Sigma Training',
  'Title IX Review',
  'Harbor Tower Phase 2',
  'Nwosu v. Carraway',
];
const projects: Ref[] = names.map((name, i) => ({ id: `s${i}`, name }));
const resolve = (heard: string) => resolveProject({ heard, projects });
const said = (r: Resolution) =>
  r.status === 'match' || r.status === 'confirm' ? [r.status, r.project.name] : r.status === 'ambiguous' ? [r.status, ...r.candidates.map((c) => c.name).sort()] : [r.status];

describe('a yes/no question when only the sounds are there', () => {
  test.each([
    // Words of other meaning for a surname, the rest heard right.
    ['dela kwa loft conversion', 'Delacroix Loft Conversion'],
    // A word misheard at the end, and carrier words left in front.
    ['timer for pemberton bakery fit up', 'Pemberton Bakery Fit-Out'],
    ['start a timer for dela kwa loft conversion', 'Delacroix Loft Conversion'],
    // Every word misheard, each sound close.
    ['on and packs filing', 'Anand Tax Filing'],
    // "v." is said "versus".
    ['the new so versus carry weigh', 'Nwosu v. Carraway'],
  ])('"%s" asks about %s', (heard, name) => {
    expect(said(resolve(heard))).toEqual(['confirm', name]);
  });
});

test('numbers said as words in a name, Roman numerals and spelled letters are matched as such', () => {
  expect(said(resolve('six sigma training'))).toEqual(['match', 'Six Sigma Training']);
  expect(said(resolve('title nine review'))).toEqual(['match', 'Title IX Review']);
  expect(said(resolve('c n c retrofit'))).toEqual(['match', 'CNC Retrofit']);
});

test('a number word the recognizer wrote for another word does not rule out a name whose own number was heard', () => {
  // "for" heard as "four": Six Sigma holds no 4, but its six was heard.
  expect(said(resolve('started a timer four six sigma trading'))).toEqual(['confirm', 'Six Sigma Training']);
  // "two" heard as "too": no number heard at all, the sounds are there.
  expect(said(resolve('harbor tower face too'))).toEqual(['confirm', 'Harbor Tower Phase 2']);
});

test('two projects that sound alike are both offered, never one of them', () => {
  expect(said(resolve('yan sun deck'))).toEqual(['ambiguous', 'Jansen Deck Repair', 'Janssen Decking']);
});

describe('nothing offered when the words rule a project out or do not sound like one', () => {
  test.each([
    // A number the name does not hold.
    'release twenty twenty seven hardening',
    // An identifier letter that is another letter.
    'unit nine d wiring',
    // A part of a name, and other words that are the rest of some other name.
    'thames events catering tent',
    'office party',
  ])('"%s" is none', (heard) => {
    expect(resolve(heard)).toEqual({ status: 'none' });
  });
});

test('words heard exactly, or a surname split into words, are still a match, not a question', () => {
  expect(said(resolve('szymanski basement finish'))).toEqual(['match', 'Szymanski Basement Finish']);
  expect(said(resolve('she man ski basement finish'))).toEqual(['match', 'Szymanski Basement Finish']);
});

test('among thousands of projects the same: found by sound, and a number heard that the name does not hold rules it out', () => {
  const many = [...syntheticProjects(2000).map((p, i) => ({ id: `x${i}`, name: p.name })), { id: 'r', name: 'Release 2025 Hardening' }];
  expect(resolveProject({ heard: 'really is twenty twenty five hard ending', projects: many })).toEqual({ status: 'confirm', project: { id: 'r', name: 'Release 2025 Hardening' } });
  expect(resolveProject({ heard: "really's twenty twenty seven hard ending", projects: many })).toEqual({ status: 'none' });
});

describe('sounds', () => {
  test('spellings of one sound come out alike, across word boundaries', () => {
    expect(soundOf('phase').text).toBe(soundOf('faze').text);
    expect(soundOf('knight').text).toBe(soundOf('nite').text);
    expect(soundLikeness(heardSounds('kathryn'), soundOf('catherine'))).toBeGreaterThan(0.85);
    expect(soundLikeness(heardSounds('bell view'), soundOf('bellevue'))).toBeGreaterThan(0.9);
  });

  test('likeness: the whole name against the best stretch of what was heard', () => {
    const name = soundOf('kowalczyk kitchen remodel');
    expect(soundLikeness(heardSounds('celtic kitchen remodel'), name)).toBeGreaterThan(0.75);
    expect(soundLikeness(heardSounds('start a timer for celtic kitchen remodel'), name)).toBeGreaterThan(0.6);
    expect(soundLikeness(heardSounds('garden shed'), name)).toBeLessThan(0.5);
  });
});
