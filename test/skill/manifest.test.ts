// Certification reads the manifest's privacy answers against what the skill does: it reads and writes a
// person's timesheet in their linked account, so it uses personal information, and says where its
// privacy policy is for every locale it is published in.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const manifest = JSON.parse(readFileSync(path.join(__dirname, '..', '..', 'skill-package', 'skill.json'), 'utf8')).manifest;

test('the skill declares that it uses personal information, with a privacy policy in every locale', () => {
  expect(manifest.privacyAndCompliance.usesPersonalInfo).toBe(true);
  for (const locale of Object.keys(manifest.publishingInformation.locales)) {
    expect(manifest.privacyAndCompliance.locales[locale].privacyPolicyUrl).toMatch(/^https:\/\//);
  }
});
