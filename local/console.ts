// The console: a person types what they would say to Alexa and reads what Alexa would say and show.
// Interactive on a terminal; with standard input from a file or pipe, one utterance a line, then exit.
import readline from 'node:readline';
import type { Directive, interfaces } from 'ask-sdk-model';
import type { AlexaApiStandIn, StoredReminder } from './alexa-api';
import type { Reply, SimulatedAlexa } from './simulated-alexa';

/** What an APL document shows, as a line or two of text: the timer's clock, a totals list. */
function describeScreen(directive: Directive): string[] {
  const render = directive as interfaces.alexa.presentation.apl.RenderDocumentDirective;
  const data = (render.datasources ?? {}) as {
    timer?: { heading: string; project: string; ranMs: number };
    totals?: { title: string; rows: { project: string; time: string }[] };
  };
  if (data.timer) {
    const seconds = Math.floor(data.timer.ranMs / 1000);
    const clock = `${Math.floor(seconds / 3600)}:${String(Math.floor((seconds % 3600) / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
    return [`        [screen: ${data.timer.heading}: ${data.timer.project}, ${clock} and counting up on the device]`];
  }
  if (data.totals) return [`        [screen: ${data.totals.title}]`, ...data.totals.rows.map((row) => `        [screen:   ${row.project} ... ${row.time}]`)];
  return [`        [screen: an APL document (${render.token ?? 'no token'})]`];
}

const reminderText = (reminder: StoredReminder) => reminder.request.alertInfo?.spokenInfo?.content?.[0]?.text ?? '(no text)';

function whenDue(reminder: StoredReminder): string {
  const seconds = reminder.request.trigger?.offsetInSeconds;
  return seconds ? `in ${Math.round(seconds / 360) / 10} hours` : (reminder.request.trigger?.scheduledTime ?? 'at a time');
}

function describe(reply: Reply): string[] {
  const lines: string[] = [];
  if (reply.before) {
    lines.push(...describe(reply.before).filter((line) => !line.includes('(session ended)')));
    lines.push(`        (Alexa asks you for permission: ${reply.permission?.scopes.join(', ')}; you ${reply.permission?.granted ? 'allow it' : 'decline'})`);
  }
  lines.push(reply.speech ? `alexa> ${reply.speech}` : 'alexa> (says nothing)');
  if (reply.card?.type === 'LinkAccount') lines.push('        [card: link your account in the Alexa app]');
  else if (reply.card?.content && reply.card.content !== reply.speech) lines.push(`        [card: ${reply.card.content}]`);
  if (reply.directives.some((d) => d.type === 'Dialog.UpdateDynamicEntities')) lines.push('        (your project names were sent to Alexa for this session)');
  for (const directive of reply.directives) if (directive.type === 'Alexa.Presentation.APL.RenderDocument') lines.push(...describeScreen(directive));
  lines.push(reply.endsSession ? '        (session ended)' : '        (listening...)');
  return lines;
}

/** Reminders the skill set or removed during one turn, as the Alexa stand-in saw them. */
function reminderChanges(before: StoredReminder[], after: StoredReminder[]): string[] {
  const tokens = (list: StoredReminder[]) => new Set(list.map((r) => r.alertToken));
  const was = tokens(before);
  const is = tokens(after);
  return [
    ...after.filter((r) => !was.has(r.alertToken)).map((r) => `        (reminder set, ${whenDue(r)}: "${reminderText(r)}")`),
    ...before.filter((r) => !is.has(r.alertToken)).map((r) => `        (reminder removed: "${reminderText(r)}")`),
  ];
}

export async function runConsole(alexa: SimulatedAlexa, input = process.stdin, output = process.stdout, alexaApi?: AlexaApiStandIn): Promise<void> {
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
      const reminders = [...(alexaApi?.reminders ?? [])];
      const reply = await alexa.say(text);
      const lines = describe(reply);
      // Reminders are told before the line that says whether the session goes on.
      lines.splice(lines.length - 1, 0, ...reminderChanges(reminders, alexaApi?.reminders ?? []));
      lines.forEach(print);
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
