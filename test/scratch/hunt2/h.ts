process.env.ACCESS_TOKEN_TTL_SECONDS = '100000000';
import { activities, type Conversation, startConversation } from '../../support/conversation';
import { manualClock } from '../../support/service';

export function session() {
  const clock = manualClock();
  const cur: { c?: Conversation; tz: string } = { tz: 'America/Los_Angeles' };
  afterEach(async () => { await cur.c?.close(); cur.c = undefined; });
  const api = {
    clock,
    get c() { return cur.c!; },
    async start(iso: string, timeZone = 'America/Los_Angeles') {
      await cur.c?.close();
      clock.set(iso);
      cur.tz = timeZone;
      cur.c = await startConversation({ now: clock.now, timeZone });
      console.log(`=== START ${iso} ${timeZone} (local ${new Date(clock.now()).toLocaleString('en-US', { timeZone })})`);
    },
    async say(words: string) {
      const r = await cur.c!.say(words);
      const slots = Object.entries((r.intent?.slots ?? {}) as Record<string, any>).filter(([, s]) => s.value !== undefined).map(([k, s]) => `${k}=${s.value}${s.resolutions?.resolutionsPerAuthority?.[0]?.values?.[0] ? '(' + s.resolutions.resolutionsPerAuthority[0].values[0].value.id + ')' : ''}`).join(' ');
      console.log(`YOU: ${words}\n   [${r.intent?.name} ${slots}]\nALEXA: ${r.speech}`);
      return r;
    },
    advance(min: number) { clock.advance(min * 60_000); },
    mine: () => activities(cur.c!, '&filter=source:alexa'),
    async dump(label = 'STORED') {
      const rows = (await activities(cur.c!, '&filter=source:alexa')).map((a: any) => `${a.project.name} | ${a.status} | ${a.duration}s | date ${a.date} | ${a.description}`);
      console.log(`${label}:\n  ` + (rows.join('\n  ') || '(none)'));
    },
  };
  return api;
}
