// Characters XML forbids (and so SSML, where names are spoken) are refused in every text field, on create
// and on update: 400 naming the field, and nothing stored.
import { demoPeople, type SignedIn, startTestService, type TestService } from '../support/service';

let svc: TestService;
let dana: SignedIn;
let projectId: string;
let activityId: string;

beforeAll(async () => {
  svc = await startTestService();
  ({ dana } = await demoPeople(svc));
  projectId = (await dana.get('/api/v2/projects?per_page=1')).body.data[0].id;
  activityId = (await dana.post('/api/v2/activities', { project_id: projectId, description: 'clean', duration: 60 })).body.data.id;
});
afterAll(() => svc.close());

const FORBIDDEN: [string, string][] = [
  ['NUL', '\u0000'],
  ['U+0008', '\u0008'],
  ['vertical tab', '\u000B'],
  ['form feed', '\u000C'],
  ['U+001F', '\u001F'],
  ['a lone high surrogate', '\uD83D'],
  ['a lone low surrogate', '\uDE00'],
  ['U+FFFE', '\uFFFE'],
  ['U+FFFF', '\uFFFF'],
];

const fields = (bad: string): [string, string, Record<string, unknown>, string][] => [
  ['POST', '/api/v2/projects', { name: `Bad${bad}Name` }, 'name'],
  ['POST', '/api/v2/projects', { name: 'Ok Name', description: `d${bad}` }, 'description'],
  ['POST', '/api/v2/projects', { name: 'Ok Name', code: `c${bad}` }, 'code'],
  ['POST', '/api/v2/projects', { name: 'Ok Name', location: `l${bad}` }, 'location'],
  ['POST', '/api/v2/categories', { name: `c${bad}` }, 'name'],
  ['POST', '/api/v2/clients', { name: 'Ok', note: `n${bad}` }, 'note'],
  ['POST', '/api/v2/clients', { name: 'Ok', address: `a${bad}` }, 'address'],
  ['POST', '/api/v2/activities', { project_id: 'x', description: `d${bad}`, duration: 60 }, 'description'],
  ['POST', '/api/v2/activities', { project_name: `p${bad}`, description: 'd', duration: 60 }, 'project_name'],
  ['POST', '/api/v2/activities', { project_id: 'x', description: 'd', tags: ['fine', `t${bad}`], duration: 60 }, 'tags[1]'],
  ['POST', '/api/v2/activities', { project_id: 'x', description: 'd', source: `s${bad}`, duration: 60 }, 'source'],
  ['PUT', '/api/v2/activities/ACTIVITY', { description: `d${bad}` }, 'description'],
  // A URL is UTF-8, which cannot carry a lone surrogate: those reach only JSON bodies.
  ...(/[\uD800-\uDFFF]/.test(bad) ? [] : [['GET', `/api/v2/projects?search=${encodeURIComponent(`s${bad}`)}`, {}, 'search'] as [string, string, Record<string, unknown>, string]]),
];

describe.each(FORBIDDEN)('%s', (_name, bad) => {
  test.each(fields(bad).map(([method, path, body, field]) => [`${method} ${path.split('?')[0]} ${field}`, method, path, body, field]))(
    '%s is refused, naming the field',
    async (_title, method, path, body, field) => {
      const url = (path as string).replace('ACTIVITY', activityId);
      const send = method === 'POST' ? dana.post : method === 'PUT' ? dana.put : dana.get;
      const answer = await send(url, method === 'GET' ? undefined : body);
      expect(answer.status).toBe(400);
      expect(answer.body.error.field).toBe(field);
    },
  );
});

test('nothing refused was stored, and ordinary text (tabs, new lines in descriptions, emoji, accents) is kept', async () => {
  const names = (await dana.get('/api/v2/projects?list=true')).body.data.map((p: any) => p.name);
  expect(names.some((name: string) => name.startsWith('Bad'))).toBe(false);
  const kept = await dana.put(`/api/v2/activities/${activityId}`, { description: 'Café\tcall 😀\nnotes' });
  expect(kept.status).toBe(200);
  expect(kept.body.data.description).toBe('Café\tcall 😀\nnotes');
});
