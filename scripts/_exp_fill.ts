import { closeSync, openSync, writeSync } from 'node:fs';
import { linkAccount } from '../test/support/oauth';
import { as } from '../test/support/service';
(async () => {
  const base = process.argv[2];
  const mnt = process.argv[3];
  const api = as(base, (await linkAccount(base)).access_token);
  const projectId = (await api.get('/api/v2/projects?per_page=1')).body.data[0].id;
  // fill
  const fd = openSync(`${mnt}/filler`, 'w');
  const chunk = Buffer.alloc(1 << 20);
  let n = 0;
  try { for (;;) { writeSync(fd, chunk); n++; } } catch (e) { console.log('filled', n, (e as any).code); }
  const small = Buffer.alloc(4096);
  try { for (;;) { writeSync(fd, small); } } catch (e) { console.log('filled small', (e as any).code); }
  closeSync(fd);
  const statuses: Record<string, number> = {};
  for (let i = 0; i < 300; i++) {
    const a = await api.post('/api/v2/activities', { description: `full ${i} ${'x'.repeat(500)}`, project_id: projectId, duration: 60 });
    statuses[a.status] = (statuses[a.status] ?? 0) + 1;
    if (a.status !== 201 && statuses[a.status] === 1) console.log(i, a.status, JSON.stringify(a.body));
  }
  console.log(statuses);
  const r = await api.get('/api/v2/activities?per_page=1');
  console.log('read', r.status);
})();
