// How the skill reads an answer before any project is looked up, on names of another trade than the
// demo data's: a word that leaves or asks for help, the request's own words with no name, "both", and
// which of the options offered (or which other project) the words clearly are.
import { namedOutright, pickByWords } from '../../lambda/conversation/choice';
import { controlWord, echo, isAllWords, isRequestWordsOnly } from '../../lambda/conversation/words';

const firm = [
  { id: 'estate', name: 'Meridian Law – Estate Planning' },
  { id: 'litigation', name: 'Meridian Law – Litigation' },
  { id: 'harbor', name: 'Harbor Audit' },
  { id: 'harbour', name: "Harbour Freight Logistics" },
  { id: 'wifi', name: 'Wi-Fi Upgrade 2.0' },
  { id: 'stop', name: 'Stop Motion Studio' },
  { id: 'intake', name: 'Intake' },
  { id: 'intake-forms', name: 'Intake Forms' },
];
const offered = firm.slice(0, 2);
const id = (ref: { id: string } | undefined) => ref?.id;

test.each([
  ['cancel', 'cancel'],
  ['oh never mind', 'cancel'],
  ['stop please', 'cancel'],
  ['forget it', 'cancel'],
  ["that's all", 'cancel'],
  ['help me', 'help'],
  ['what can I say', 'help'],
  ['start over', 'startOver'],
  ['let’s start over', 'startOver'],
  ['undo that', 'undo'],
  ['oops scratch that', 'undo'],
  ['undo the litigation entry', undefined],
  ['stop motion studio', undefined],
  ['cancel the litigation timer', undefined],
  ['helpdesk', undefined],
  ['um', 'again'],
  ['go back', 'startOver'],
  ['hmm let me think', undefined],
  ['let me think', 'again'],
])('"%s" as a name is the control word %s', (words, expected) => {
  expect(controlWord(words)).toBe(expected);
});

test.each([
  ['a timer for', true],
  ['the timer on', true],
  ['tracking time for', true],
  ['my new project', true],
  ['a timer for intake', false],
  ['stop motion', false],
])('"%s" holds only the request\'s words: %s', (words, expected) => {
  expect(isRequestWordsOnly(words)).toBe(expected);
});

test.each(['both', 'all of them', 'both of them please', 'all three', 'every one'])('"%s" is more than one', (words) => {
  expect(isAllWords(words)).toBe(true);
});

test.each(['booth', 'ball', 'all hands meeting'])('"%s" is not "all"', (words) => {
  expect(isAllWords(words)).toBe(false);
});

describe('an answer to "Did you mean Meridian Law – Estate Planning or Meridian Law – Litigation?"', () => {
  test.each([
    ['the litigation one', 'litigation'],
    ['estate planning', 'estate'],
    ['the estate one please', 'estate'],
    ['the second one', 'litigation'],
    ['the last one', 'litigation'],
    // A yes before the choice (it was asked again).
    ['yeah the first one', 'estate'],
    ['yes the litigation one', 'litigation'],
    ['yes', undefined],
    ['meridian', undefined], // both have it
    ['meridian law', undefined],
    ['lit', undefined], // only like a word of it
    ['boat', undefined],
    ['harbor audit', undefined], // not an option: see namedOutright
  ])('"%s" picks %s', (words, expected) => {
    expect(id(pickByWords(words, offered))).toBe(expected);
  });
});

test('the telling end of one option\'s word ("leaf", "field") picks it; a part both share, or a short one, does not', () => {
  const green = [{ id: 'field', name: 'Greenfield Farms Logo' }, { id: 'leaf', name: 'Greenleaf Yoga Studio' }];
  expect(id(pickByWords('leaf', green))).toBe('leaf');
  expect(id(pickByWords('the field one', green))).toBe('field');
  expect(pickByWords('green', green)).toBeUndefined();
  expect(pickByWords('yog', green)).toBeUndefined();
});

describe('a position said of three options', () => {
  const three = [firm[2], firm[4], firm[6]];
  test.each([
    ['one', 'harbor'],
    ['number one', 'harbor'],
    ['the top one', 'harbor'],
    ['the middle one', 'wifi'],
    ['the second option', 'wifi'],
    ['option three', 'intake'],
    ['the bottom one', 'intake'],
    ['four', undefined],
    ['the one', undefined],
  ])('"%s" picks %s', (words, expected) => {
    expect(id(pickByWords(words, three))).toBe(expected);
  });

  test('"the middle one" of two is neither; a position that is a word of a name is the name', () => {
    expect(pickByWords('the middle one', offered)).toBeUndefined();
    const named = [{ id: 'medical', name: 'Acme Medical' }, { id: 'one', name: 'One Medical' }];
    expect(id(pickByWords('one', named))).toBeUndefined();
    const top = [{ id: 'shelf', name: 'Top Shelf Bakery' }, { id: 'other', name: 'Harbor Audit' }];
    expect(id(pickByWords('the top one', top))).toBe('shelf');
  });

  test('a place that is a word of another option\'s name is neither: asked again (the name\'s was booked)', () => {
    const launches = [{ id: 'web', name: 'Website 2.0 Launch' }, { id: 'q3', name: 'Q3 Launch – Fernwood Coffee' }, { id: 'q4', name: 'Q4 Launch – Fernwood Coffee' }];
    expect(pickByWords('two', launches)).toBeUndefined();
    expect(id(pickByWords('the third one', launches))).toBe('q4');
    const apollo = [{ id: 'a', name: 'Apollo Website Redesign' }, { id: 'b', name: 'Apollo Last Mile' }, { id: 'c', name: 'Apollo Mobile App' }];
    expect(pickByWords('the last one', apollo)).toBeUndefined();
    expect(id(pickByWords('last mile', apollo))).toBe('b');
  });
});

describe('an answer naming another project outright', () => {
  test.each([
    ['harbor audit', 'harbor'],
    ['harbour', 'harbour'], // only Harbour Freight Logistics has the word
    ['the harbour freight one', 'harbour'],
    ['why fi upgrade', undefined], // heard otherwise than its words: not outright
    ['wi fi upgrade two point oh', 'wifi'],
    ['intake', 'intake'], // the whole of Intake, though Intake Forms has the word too
    ['intake forms', 'intake-forms'],
    ['forms', 'intake-forms'],
    ['harbor freight', undefined], // words of two projects
    ['bo', undefined],
  ])('"%s" is %s', (words, expected) => {
    expect(id(namedOutright(words, firm))).toBe(expected);
  });
});

test.each([
  ['zebra crossing', 'zebra crossing'],
  ['the apollo mobile app project that we talked about in the meeting', undefined],
])('"%s" is said back as %s', (words, expected) => {
  expect(echo(words)).toBe(expected);
});
