// `project_name` in place of project_id, on pg_trgm's scale: a near-certain match is reused, anything
// that could be another project of the person's is not (a wrong booking is the worst mistake).
import { demoPeople, type SignedIn, startTestService, type TestService } from '../support/service';

let svc: TestService;
let dana: SignedIn;
const projects: Record<string, string> = {};

beforeAll(async () => {
  svc = await startTestService();
  ({ dana } = await demoPeople(svc));
  for (const p of (await dana.get('/api/v2/projects?list=true')).body.data) projects[p.name] = p.id;
});
afterAll(() => svc.close());

const bookedTo = async (project_name: string) => {
  const answer = await dana.post('/api/v2/activities', { description: 'x', project_name, duration: 60 });
  expect(answer.status).toBe(201);
  return answer.body.data.project as { id: string; name: string };
};

test.each([
  ['a slip of the tongue in the whole name', 'apolo mobile app', 'Apollo Mobile App'],
  ['punctuation and accents left out', 'q3 launch fernwood coffee', 'Q3 Launch – Fernwood Coffee'],
  ['most of a distinctive name', 'nimbus bank onboarding', 'Nimbus Bank Onboarding Flow'],
  ['a close misspelling', 'smithson logistics websit', 'Smithson Logistics Website'],
])('reuses the project for %s', async (_label, said, name) => {
  expect((await bookedTo(said)).id).toBe(projects[name]);
});

test.each([
  ['another number than any project has', 'Q5 Launch Fernwood Coffee'],
  ['a ticket number next to an existing one', 'ACME-1251 Refund API'],
  ['a word three projects share', 'Apollo'],
  ['something new', 'Harbor Lights Gallery'],
])('creates a project for %s', async (_label, said) => {
  const project = await bookedTo(said);
  expect(Object.values(projects)).not.toContain(project.id);
  expect(project.name).toBe(said);
  // Said again, the new project is the one reused.
  expect((await bookedTo(said.toLowerCase())).id).toBe(project.id);
});

test('the same new name sent twice at once makes one project', async () => {
  const [a, b] = await Promise.all([bookedTo('Lighthouse Rebrand'), bookedTo('Lighthouse Rebrand')]);
  expect(a.id).toBe(b.id);
});
