// The resolver over long project lists that change: a list fetched again with a project added, renamed or
// removed resolves exactly as if it were indexed anew, and the indexes a warm container keeps stay bounded.
import type { Ref } from '../../models';
import { cachedIndexes, indexFor, MAX_CACHED, MAX_CACHED_PROJECTS, ProjectIndex } from '../../lambda/resolution/project-index';
import { resolveProject, scoreProjects } from '../../lambda/resolution/resolve-project';
import { heardSounds } from '../../lambda/resolution/sound';
import { syntheticProjects } from '../../bench/workspace';

const named = ['Kowalczyk Kitchen Remodel', 'Haverford Library Annex', 'Nguyen Family Trust', 'Q4 Launch – Fernwood Coffee', 'OPS-404 Outage Review'];
/** 600 projects (more than the resolver scores in full), the named ones among them. */
const longList = (prefix: string): Ref[] =>
  [...syntheticProjects(595).map((p) => p.name), ...named].map((name, i) => ({ id: `${prefix}${i}`, name }));
/** The list as the service sends it again: new objects. */
const again = (list: Ref[]) => list.map((p) => ({ ...p }));

const HEARD = ['kowalczyk kitchen remodel', 'haverford library', 'apollo website redesign', 'nimbus checkout', 'q four launch', 'ops four oh four', 'orion portal', 'fernwood coffee'];
/** Heard by a recognizer that did not know the names: found by sound. */
const BY_SOUND = ['celtic kitchen remodel', 'have referred library and x', 'when family trust'];

/** What the resolver makes of each phrase with this index: every project scored, and those sounding alike. */
function readings(list: Ref[], index: ProjectIndex) {
  return [...HEARD, ...BY_SOUND].map((heard) => ({
    heard,
    scored: scoreProjects({ heard, projects: list }, index).map((s) => `${s.ref.id} ${s.score.toFixed(9)} ${s.eligible}`),
    sounding: index.soundCandidates(heardSounds(heard).text, 32).map((p) => `${p.ref.id} ${JSON.stringify(index.soundsOf(p).map((f) => f.sounds.text))}`),
  }));
}

describe('a list fetched again with one project changed', () => {
  const base = longList('a');
  const index = indexFor(base);
  // Its names' sounds indexed already, so a change must update them too.
  beforeAll(() => resolveProject({ heard: BY_SOUND[0], projects: base }));

  const renamedAt = base.findIndex((p) => p.name === 'Haverford Library Annex');
  const changes: [string, () => Ref[]][] = [
    ['added', () => [...again(base), { id: 'a-new', name: 'Kowalski Garage Conversion' }]],
    ['renamed', () => again(base).map((p, i) => (i === renamedAt ? { ...p, name: 'Harbor Point Marina' } : p))],
    ['removed', () => again(base).filter((p) => p.name !== 'Kowalczyk Kitchen Remodel')],
    ['moved to the front', () => [base[300], ...again(base).filter((_, i) => i !== 300)]],
  ];

  test.each(changes)('%s: the index follows the change rather than being rebuilt, and resolves as one built anew', (_change, make) => {
    const list = make();
    expect(indexFor(list)).toBe(index);
    expect(readings(list, index)).toEqual(readings(list, new ProjectIndex(list)));
  });

  test('a renamed project is found by its new name only; a removed one is never offered', () => {
    const renamed = again(base).map((p, i) => (i === renamedAt ? { ...p, name: 'Harbor Point Marina' } : p));
    const found = resolveProject({ heard: 'harbor point marina', projects: renamed });
    expect(found).toEqual({ status: 'match', project: renamed[renamedAt], partial: false });
    // The caller's own objects come back.
    expect(found.status === 'match' && found.project).toBe(renamed[renamedAt]);
    expect(resolveProject({ heard: 'haverford library annex', projects: renamed })).toEqual({ status: 'none' });

    const removed = again(base).filter((p) => p.name !== 'Kowalczyk Kitchen Remodel');
    for (const heard of ['kowalczyk kitchen remodel', 'celtic kitchen remodel']) {
      const r = resolveProject({ heard, projects: removed });
      const offered = r.status === 'ambiguous' ? r.candidates : r.status === 'none' ? [] : [r.project];
      expect(offered.map((p) => p.name)).not.toContain('Kowalczyk Kitchen Remodel');
    }
    expect(resolveProject({ heard: 'kowalczyk kitchen remodel', projects: base })).toMatchObject({ status: 'match', project: { name: 'Kowalczyk Kitchen Remodel' } });
  });

  test('a short list of some of the same projects (the running timers) gets its own index and leaves the long one be', () => {
    const timers = [base[10], base[596]];
    expect(indexFor(timers)).not.toBe(index);
    expect(resolveProject({ heard: 'haverford', projects: timers })).toMatchObject({ status: 'match', project: base[596] });
    expect(indexFor(again(base))).toBe(index);
    expect(indexFor(again(base)).size).toBe(base.length);
  });
});

test('a list that grows past what is scored whole, changed one project at a time, resolves as one built anew', () => {
  // Indexed while short (every project scored, no keys needed), then followed through changes to a long list.
  const long = longList('g');
  let list = long.slice(0, 12);
  const index = new ProjectIndex(list);
  expect(readings(list, index)).toEqual(readings(list, new ProjectIndex(again(list))));
  for (let size = 12; size < long.length; size += 12) {
    list = long.slice(0, size + 12);
    expect(index.follow(list)).toBe(true);
  }
  expect(index.size).toBe(long.length);
  expect(readings(long, index)).toEqual(readings(long, new ProjectIndex(again(long))));
});

test('a list with one id twice is still resolved, and indexed anew when it changes', () => {
  const list = [...longList('d'), { id: 'd0', name: 'Haverford Library Annex' }];
  expect(resolveProject({ heard: 'apollo website redesign', projects: list })).toMatchObject({ status: 'match', project: { id: 'd0' } });
  const changed = [...again(list), { id: 'd-new', name: 'Harbor Point Marina' }];
  expect(resolveProject({ heard: 'harbor point marina', projects: changed })).toMatchObject({ status: 'match', project: { id: 'd-new' } });
});

test('a warm container keeps a bounded number of indexes, and of projects in them', () => {
  for (let n = 0; n < MAX_CACHED + 5; n++) indexFor([{ id: `small${n}`, name: `Project ${n}` }]);
  expect(cachedIndexes().lists).toBe(MAX_CACHED);
  const size = Math.ceil(MAX_CACHED_PROJECTS / 4);
  for (let n = 0; n < 6; n++) indexFor(syntheticProjects(size).map((p, i) => ({ id: `big${n}-${i}`, name: p.name })));
  expect(cachedIndexes().projects).toBeLessThanOrEqual(MAX_CACHED_PROJECTS);
  expect(cachedIndexes().lists).toBeGreaterThanOrEqual(1);
}, 30_000);
