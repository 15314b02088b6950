import { conversationPerTest } from '../support/fresh-conversation';
import { startTimerOnWeb } from '../support/conversation';

const talk = conversationPerTest();
jest.setTimeout(120_000);

const scripts = (process.env.LINES ?? '').split('||').filter(Boolean);

test.each(scripts.map((s, i) => [i, s]))('script %i', async (_i, script) => {
  const out: string[] = [];
  for (const line of String(script).split('|')) {
    if (line.startsWith('@at ')) { talk.at(line.slice(4)); out.push(`-- ${line}`); continue; }
    if (line.startsWith('@web ')) { await startTimerOnWeb(talk.c, line.slice(5)); out.push(`-- ${line}`); continue; }
    if (line === '@mine') {
      const mine = await talk.mine();
      out.push(...mine.map((a: any) => `   [${a.status}] ${a.project.name} ${a.date} ${a.start_time ?? ''}-${a.end_time ?? ''} ${a.duration}s ${a.description ?? ''}`));
      continue;
    }
    const reply: any = await talk.c.say(line);
    const intent = reply.intent;
    const slots = intent?.slots ? Object.values(intent.slots).filter((s: any) => s.value).map((s: any) => `${s.name}=${s.value}`).join('; ') : '';
    out.push(`> ${line}\n  [${intent?.name ?? '?'} ${slots}]\n  < ${reply.speech}`);
  }
  console.log(out.join('\n'));
});
