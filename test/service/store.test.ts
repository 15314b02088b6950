import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { EmbeddedStore } from '../../service/store/embedded-store';
import { as, startTestService } from '../support/service';

test('with a data file, everything survives a restart', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'tt-store-'));
  const file = path.join(dir, 'data.json');
  const first = await startTestService({ store: new EmbeddedStore(file) });
  const token = first.tokenFor();
  const created = await as(first.url, token).post('/api/v2/projects', { name: 'Survivor' });
  await as(first.url, token).post('/api/v2/activities', { description: 'Kept', project_id: created.body.data.id });
  await first.close();

  // The file is whole JSON, private to its owner, with no temporary file left beside it.
  expect(() => JSON.parse(readFileSync(file, 'utf8'))).not.toThrow();
  expect(statSync(file).mode & 0o077).toBe(0);
  expect(readdirSync(dir)).toEqual(['data.json']);
  expect(readFileSync(file, 'utf8')).not.toContain(token);

  const second = await startTestService({ store: new EmbeddedStore(file) });
  const again = as(second.url, token);
  expect((await again.get(`/api/v2/projects/${created.body.data.id}`)).body.data.name).toBe('Survivor');
  const running = await again.get('/api/v2/activities?filter=status:pending');
  expect(running.body.data.map((a: any) => a.description)).toEqual(['Kept']);
  await second.close();
});

test('writes made while one is being saved are saved too', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'tt-store-'));
  const file = path.join(dir, 'data.json');
  const svc = await startTestService({ store: new EmbeddedStore(file) });
  const api = as(svc.url, svc.tokenFor());
  const names = Array.from({ length: 30 }, (_, i) => `Concurrent ${i}`);
  await Promise.all(names.map((name) => api.post('/api/v2/projects', { name })));
  const saved = JSON.parse(readFileSync(file, 'utf8'));
  const savedNames = saved.tables.projects.map((p: any) => p.name);
  for (const name of names) expect(savedNames).toContain(name);
  await svc.close();
});
