// package.json's engines is a promise: every installed package runs on every Node version it names, so
// `npm install` on a supported Node warns of no engine mismatch (EBADENGINE).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';

const root = path.join(__dirname, '..', '..');
const read = (file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8'));

test('every locked package accepts every Node version the project says it runs on', () => {
  const promised: string = read('package.json').engines.node;
  const packages = read('package-lock.json').packages as Record<string, { engines?: { node?: string } | string[] }>;
  const refusing = Object.entries(packages)
    .filter(([, meta]) => meta.engines && !Array.isArray(meta.engines) && meta.engines.node)
    .filter(([, meta]) => !semver.subset(promised, (meta.engines as { node: string }).node))
    .map(([name, meta]) => `${name} wants node ${(meta.engines as { node: string }).node}`);
  expect(refusing).toEqual([]);
  expect(semver.satisfies(process.version, promised)).toBe(true);
});
