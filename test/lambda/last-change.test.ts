// What the service shows of the skill's last change, and what of a change the session may carry back.
import type { Activity } from '../../models';
import { changeShownBy, isChange } from '../../lambda/conversation/last-change';

const project = { id: 'p1', name: 'Apollo' };
const activity = (over: Partial<Activity>): Activity =>
  ({ id: 'a', created_at: '2026-11-23T17:00:00.000Z', status: 'complete', project, source: 'alexa', records: [], duration: 3600, ...over }) as Activity;
const record = (start: string, stop: string | null) => ({ id: 'r', status: stop ? 'complete' : 'pending', type: 'time', start_time: start, stop_time: stop, quantity: null, units: 'seconds' }) as const;

test('the latest of a start, a stop and a logging, among activities from Alexa only', () => {
  const shown = changeShownBy([
    activity({ id: 'logged', created_at: '2026-11-23T17:05:00.000Z' }),
    activity({ id: 'stopped', created_at: '2026-11-23T16:00:00.000Z', records: [record('2026-11-23T16:00:00.000Z', '2026-11-23T17:10:00.000Z')] }),
    activity({ id: 'web', source: 'web', created_at: '2026-11-23T17:30:00.000Z' }),
  ]);
  expect(shown).toEqual({ kind: 'stopped', ids: ['stopped'], at: Date.parse('2026-11-23T17:10:00.000Z'), project, shown: true });
  expect(changeShownBy([activity({ id: 't', status: 'pending', records: [record('2026-11-23T17:00:00.000Z', null)] })])).toMatchObject({ kind: 'started', id: 't' });
  expect(changeShownBy([])).toBeUndefined();
});

test('only the skill\'s own shapes are taken back from the session', () => {
  const at = Date.now();
  expect(isChange({ kind: 'edited', id: 'a', at, before: { duration: 3600 } })).toBe(true);
  expect(isChange({ kind: 'started', id: 'a', at, stopped: ['b'], reported: { b: 60 } })).toBe(true);
  expect(isChange({ kind: 'logged', id: 'b', at, earlier: { kind: 'logged', id: 'a', at } })).toBe(true);
  expect(isChange({ kind: 'logged', id: 'b', at, takenFrom: { t: 2700 } })).toBe(true);
  expect(isChange({ kind: 'deleted', id: 'b', at, timer: false, takenFrom: { t: 2700 } })).toBe(true);
  // A log over several entries, each one's overlap taken off it; entries deleted together ("both").
  expect(isChange({ kind: 'logged', id: 'b', at, takenFrom: { t: 2700, u: 60 }, overlapOf: ['t', 'u'], startsMoved: { t: '2026-11-23T09:00:00-08:00' } })).toBe(true);
  expect(isChange({ kind: 'deleted', id: 'b', at, timer: false, also: ['c'], takenFrom: { t: 2700, u: 60 } })).toBe(true);
  expect(isChange({ kind: 'edited', id: 'a', at, before: { duration: 3600 }, break: 1800 })).toBe(true);
  for (const bad of [
    // The entries a log's time came off, with the seconds taken: none, more than a question names, or no seconds are
    // no such thing.
    { kind: 'logged', id: 'b', at, takenFrom: {} },
    { kind: 'logged', id: 'b', at, takenFrom: Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`t${i}`, 60])) },
    { kind: 'logged', id: 'b', at, overlapOf: 't' },
    { kind: 'logged', id: 'b', at, startsMoved: { t: 'nine' } },
    { kind: 'logged', id: 'b', at, takenFrom: { t: 0 } },
    { kind: 'deleted', id: 'b', at, timer: false, takenFrom: { t: 'all' } },
    { kind: 'edited', id: 'a', at, before: { duration: 3600 }, break: -30 },
    null,
    { kind: 'edited', id: 'a', at, before: { status: 'complete' } },
    { kind: 'edited', id: 'a', at, before: {} },
    { kind: 'edited', id: 'a', at, before: { duration: -5 } },
    { kind: 'edited', id: 'a', at, before: { date: 'yesterday' } },
    { kind: 'edited', id: 'a', at, before: { constructor: 1 } },
    { kind: 'started', id: 'a', at, reported: { b: 60 } },
    { kind: 'stopped', ids: [], at },
    { kind: 'deleted', id: 'a', at },
    { kind: 'logged', id: 'x'.repeat(500), at },
    { kind: 'logged', id: 'a', at: 'now' },
    { kind: 'logged', id: 'b', at, earlier: { kind: 'started', id: 'a', at } },
    { kind: 'logged', id: 'c', at, earlier: { kind: 'logged', id: 'b', at, earlier: { kind: 'logged', id: 'a', at } } },
    { kind: 'wiped', at },
  ]) {
    expect(isChange(bad)).toBe(false);
  }
});
