// The skill's words: looked up by key, names escaped for SSML, counts in the right form, the person's
// locale falling back to English.
import { translatorFor } from '../../lambda/speech/i18n';
import { spokenDuration, spokenList } from '../../lambda/speech/spoken';

const t = translatorFor('en-US');

test('a project name is escaped for SSML; a list built by the speech helpers is not escaped twice', () => {
  expect(t('start.started', { project: 'Smith & Sons <Q4>' })).toBe('Started a timer for Smith &amp; Sons &lt;Q4&gt;.');
  expect(spokenList(t, ['Smith & Sons', 'Apollo'], 'or')).toBe('Smith &amp; Sons or Apollo');
  expect(t('resolve.didYouMean', { options: spokenList(t, ['A & B', 'C'], 'or') })).toBe('Did you mean A &amp; B or C?');
});

test('counts take the singular or plural form', () => {
  expect(spokenDuration(t, 3600)).toBe('1 hour');
  expect(spokenDuration(t, 2 * 3600 + 60)).toBe('2 hours and 1 minute');
  expect(spokenDuration(t, 25 * 60)).toBe('25 minutes');
  expect(spokenDuration(t, 20)).toBe('less than a minute');
});

test('every English locale, and any other the request names (even one named like an object property), speaks English', () => {
  for (const locale of ['en-GB', 'en-IN', 'de-DE', 'constructor', '__proto__-US', '', undefined]) {
    expect(translatorFor(locale)('start.started', { project: 'Apollo' })).toBe('Started a timer for Apollo.');
  }
});

test('a key with no words reads as itself, and a missing value leaves its placeholder rather than a blank', () => {
  expect(t('no.such.key')).toBe('no.such.key');
  expect(t('start.started')).toBe('Started a timer for {{project}}.');
});
