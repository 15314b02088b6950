// `npm run model:locales`: en-US.json is the interaction model's source; the other English locales get
// the same model (a test checks they have not drifted).
import { copyFileSync } from 'node:fs';
import path from 'node:path';
import { SUPPORTED_LOCALES } from '../lambda/speech/i18n';

const dir = path.join(__dirname, '..', 'skill-package', 'interactionModels', 'custom');
for (const locale of SUPPORTED_LOCALES.filter((l) => l !== 'en-US')) {
  copyFileSync(path.join(dir, 'en-US.json'), path.join(dir, `${locale}.json`));
  console.log(`skill-package/interactionModels/custom/${locale}.json`);
}
