// What the skill says, by key, in the person's language (strings in locales/, English for now). "{{name}}"
// takes a value escaped for SSML, "{{- name}}" one already escaped; with a `count`, the key's `_one` or
// `_other` form (by the language's plural rules) is used when it has them. A missing key reads as itself,
// a missing value leaves its placeholder. These are the parts of i18next the skill used; i18next itself is
// 50 KiB to parse and an instance to set up at every cold start.
import { en } from './locales/en';
import { escapeSsml, withoutXmlForbidden } from './ssml';

export type Translate = (key: string, values?: Record<string, unknown>) => string;

export const SUPPORTED_LOCALES = ['en-US', 'en-GB', 'en-CA', 'en-AU', 'en-IN'];

interface Strings {
  [key: string]: string | Strings;
}

const RESOURCES: Record<string, Strings> = { en };
const FALLBACK_LANGUAGE = 'en';
const PLACEHOLDER = /\{\{(-?)\s*([^{}\s]+)\s*\}\}/g;

const instances = new Map<string, Translate>();

export function translatorFor(locale: string | undefined): Translate {
  const language = (locale ?? 'en-US').split('-')[0];
  let t = instances.get(language);
  if (!t) {
    t = translator(language);
    instances.set(language, t);
  }
  return t;
}

function translator(language: string): Translate {
  // The person's language first, then the fallback, each with its own plural rules.
  const sources = [...new Set([language, FALLBACK_LANGUAGE])]
    .filter((lng) => Object.hasOwn(RESOURCES, lng))
    .map((lng) => ({ strings: RESOURCES[lng], plurals: new Intl.PluralRules(lng) }));
  const find = (key: string, count: unknown): string | undefined => {
    for (const { strings, plurals } of sources) {
      const text = (typeof count === 'number' ? lookUp(strings, `${key}_${plurals.select(count)}`) : undefined) ?? lookUp(strings, key);
      if (text !== undefined) return text;
    }
    return undefined;
  };
  return (key, values = {}) => {
    const text = find(key, values.count);
    if (text === undefined) return key;
    return text.replace(PLACEHOLDER, (placeholder, raw: string, name: string) => {
      const value = values[name];
      if (value === undefined) return placeholder;
      const said = value === null ? '' : String(value);
      // Raw values are already markup (or not speech at all), but no character XML forbids passes either way.
      return raw ? withoutXmlForbidden(said) : escapeSsml(said);
    });
  };
}

function lookUp(strings: Strings, key: string): string | undefined {
  let found: string | Strings | undefined = strings;
  for (const part of key.split('.')) {
    if (typeof found !== 'object' || !Object.hasOwn(found, part)) return undefined;
    found = found[part];
  }
  return typeof found === 'string' ? found : undefined;
}
