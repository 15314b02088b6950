import { activities, type Conversation, startConversation } from '../../support/conversation';
import { manualClock } from '../../support/service';
import type { FaultSettings } from '../../../service/faults';

export const BUDGET = { apiTimeoutMs: 600, deadlineMs: 2000, progressiveAfterMs: 60_000 };

export function convo(skill: Record<string, unknown> = BUDGET) {
  const clock = manualClock();
  const cur: { c?: Conversation } = {};
  beforeEach(async () => {
    clock.set('2026-11-23T17:00:00.000Z');
    cur.c = await startConversation({ now: clock.now, skill });
  });
  afterEach(async () => {
    await new Promise((r) => setTimeout(r, 1700));
    await cur.c?.close();
  });
  const api = {
    clock,
    get c() { return cur.c!; },
    at(hhmm: string) {
      clock.set(`2026-11-23T${String(Number(hhmm.slice(0, 2)) + 8).padStart(2, '0')}:${hhmm.slice(3)}:00.000Z`);
    },
    fault(f: FaultSettings | null) { cur.c!.svc.service.faults.set(f); },
    async say(words: string) {
      const r = await cur.c!.say(words);
      console.log(`YOU: ${words}\nALEXA [${r.intent?.name}]: ${r.speech}`);
      return r;
    },
    mine: () => activities(cur.c!, '&filter=source:alexa'),
    running: () => activities(cur.c!, '&filter=status:pending'),
    all: () => activities(cur.c!),
    async dump(label = 'STATE') {
      await new Promise((r) => setTimeout(r, 1700));
      const rows = (await activities(cur.c!)).slice(0, 8).map((a: any) => `${a.project.name} | ${a.status} | ${a.duration}s | date ${a.date} | src ${a.source} | ${a.description}`);
      console.log(`${label}:\n  ` + rows.join('\n  '));
    },
    calls() { return cur.c!.calls.map((x) => `${x.method} ${x.path} ${x.status} a${x.attempt} ${x.ms}ms`); },
  };
  return api;
}
