// One i18next instance per language, initialised once (synchronously, from bundled resources) and reused.
import i18next, { type TFunction } from 'i18next';
import { en } from './locales/en';
import { escapeSsml } from './ssml';

export type Translate = TFunction;

export const SUPPORTED_LOCALES = ['en-US', 'en-GB', 'en-CA', 'en-AU', 'en-IN'];

const instances = new Map<string, TFunction>();

export function translatorFor(locale: string | undefined): Translate {
  const language = (locale ?? 'en-US').split('-')[0];
  let t = instances.get(language);
  if (!t) {
    const instance = i18next.createInstance();
    // initAsync false: resources are bundled, so init completes before it returns and t is ready at once.
    void instance.init({
      lng: language,
      fallbackLng: 'en',
      resources: { en: { translation: en } },
      initAsync: false,
      interpolation: { escapeValue: true, escape: escapeSsml },
      returnNull: false,
    });
    t = instance.t.bind(instance) as TFunction;
    instances.set(language, t);
  }
  return t;
}
