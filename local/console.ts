// The console: a person types what they would say to Alexa and reads what Alexa would say and show.
// Interactive on a terminal; with standard input from a file or pipe, one utterance a line, then exit.
import readline from 'node:readline';
import type { Reply, SimulatedAlexa } from './simulated-alexa';

function describe(reply: Reply): string[] {
  const lines: string[] = [];
  lines.push(reply.speech ? `alexa> ${reply.speech}` : 'alexa> (says nothing)');
  if (reply.card?.type === 'LinkAccount') lines.push('        [card: link your account in the Alexa app]');
  else if (reply.card?.content && reply.card.content !== reply.speech) lines.push(`        [card: ${reply.card.content}]`);
  if (reply.directives.some((d) => d.type === 'Dialog.UpdateDynamicEntities')) lines.push('        (your project names were sent to Alexa for this session)');
  lines.push(reply.endsSession ? '        (session ended)' : '        (listening...)');
  return lines;
}

export async function runConsole(alexa: SimulatedAlexa, input = process.stdin, output = process.stdout): Promise<void> {
  const interactive = Boolean((input as NodeJS.ReadStream).isTTY);
  const print = (text: string) => output.write(`${text}\n`);
  const lines = readline.createInterface({ input, output: interactive ? output : undefined, terminal: interactive });
  const handle = async (line: string) => {
    const text = line.trim();
    if (!text || text.startsWith('#')) return;
    if (!interactive) print(`you>   ${text}`);
    if (!alexa.sessionOpen && /^(exit|quit|goodbye|stop|cancel)$/i.test(text)) {
      print('        (no session is open: Alexa itself would answer that)');
      return;
    }
    try {
      describe(await alexa.say(text)).forEach(print);
    } catch (error) {
      print(`        (the skill could not be reached: ${(error as Error).message})`);
    }
  };
  if (!interactive) {
    for await (const line of lines) await handle(line);
    return;
  }
  lines.setPrompt('you>   ');
  lines.prompt();
  for await (const line of lines) {
    if (/^(quit|\.exit)$/i.test(line.trim()) && !alexa.sessionOpen) break;
    await handle(line);
    lines.prompt();
  }
}
