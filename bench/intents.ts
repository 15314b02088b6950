// `npm run bench:intents`: the calls to the time-tracking service each intent makes, for a one-shot
// request (the person's project list not yet cached anywhere) and inside a session opened with "open time
// tracker" (the list fetched once at launch). Prints the calls and the rounds of waiting they cost, and
// exits non-zero when a request waits more rounds than the aim (issue 13): two, and one more for each write
// that has to land before the next can start (another timer stopped before the new one starts).
import type { CallRecord } from '../lambda/api/time-tracking-client';
import { type Conversation, projectId, startConversation } from '../test/support/conversation';

interface Row {
  intent: string;
  situation: string;
  calls: number;
  rounds: number;
  which: string;
  /** The most rounds the aim allows this request. */
  aim: number;
}

/**
 * Calls that overlap in time cost one round of waiting; a call that starts after the others end, another.
 * Also counts the rounds that hold a write.
 */
function rounds(calls: CallRecord[]): { count: number; writing: number } {
  let count = 0;
  let end = -Infinity;
  const writing = new Set<number>();
  for (const call of [...calls].sort((a, b) => a.startedAt - b.startedAt)) {
    if (call.startedAt >= end) count++;
    end = Math.max(end, call.startedAt + call.ms);
    if (call.method !== 'GET') writing.add(count);
  }
  return { count, writing: writing.size };
}

async function measure(c: Conversation, rows: Row[], intent: string, situation: string, words: string) {
  const before = c.calls.length;
  const reply = await c.say(words);
  const made = c.calls.slice(before);
  const which = made.map((call) => `${call.method} ${call.path.replace(/^\/(projects|activities)\/[^/?]+/, '/$1/:id').replace(/\?.*/, '')}`);
  // A write that must land before another can start costs one round more: stopping another timer before
  // a create, and the spec's own order on one timer (stop before a duration is updated, update before a
  // resume, since the update endpoint refuses a running timer's duration).
  const { count, writing } = rounds(made);
  rows.push({ intent, situation, calls: made.length, rounds: count, aim: 2 + Math.max(0, writing - 1), which: which.join(', ') });
  if (!reply.speech) throw new Error(`no answer to "${words}"`);
}

async function main() {
  const rows: Row[] = [];
  const fresh = () => startConversation();

  // One-shot requests, each from a person whose project list is not cached.
  let c = await fresh();
  await measure(c, rows, 'StartTimer', 'one-shot, nothing running', 'ask time tracker to start a timer for greenleaf');
  await c.close();
  c = await fresh();
  await c.api.post('/api/v2/activities', { description: 'x', project_id: await projectId(c, 'Internal') });
  await measure(c, rows, 'StartTimer', 'one-shot, another timer running', 'ask time tracker to start a timer for greenleaf');
  await measure(c, rows, 'StartTimer', 'one-shot, list cached in container', 'ask time tracker to start a timer for internal admin');
  await measure(c, rows, 'StopTimer', 'one-shot, one running', 'ask time tracker to stop my timer');
  await measure(c, rows, 'WhichProject', 'one-shot, what runs', 'ask time tracker what am i working on');
  await c.close();
  // Each alone, in a container of its own.
  const alone: [intent: string, situation: string, words: string][] = [
    ['LogTime', 'one-shot', 'ask time tracker to log two hours on internal admin yesterday'],
    ['WhichProject', 'one-shot, which project is X', 'ask time tracker which project is bellevue dental'],
    ['LogTime', "one-shot, a client's name", 'ask time tracker to log an hour on greenleaf yesterday'],
    ['LogTime', 'one-shot, two projects', 'ask time tracker to log two hours on internal admin and an hour on greenleaf yoga studio yesterday'],
    ['WhichProject', "one-shot, a client's name", 'ask time tracker which project is greenleaf'],
    ['ListProjects', 'one-shot', 'ask time tracker to list my projects'],
    ['CreateProject', 'one-shot', 'ask time tracker to create a project called lighthouse rebrand'],
  ];
  for (const [intent, situation, words] of alone) {
    c = await fresh();
    await measure(c, rows, intent, situation, words);
    await c.close();
  }
  c = await fresh();
  await measure(c, rows, 'StartTimer', 'one-shot, ambiguous name (asks)', 'ask time tracker to start a timer for apollo');
  await measure(c, rows, 'ChooseProject', 'answer to the question', 'the mobile app');
  await c.close();

  // Fixing the last thing, discarding, backdating, merging: one-shot requests a few minutes apart.
  c = await fresh();
  // A timer started an hour ago (the service counts a running timer from a past date).
  await c.api.post('/api/v2/activities', { description: 'x', source: 'alexa', project_id: await projectId(c, 'Greenleaf Yoga Studio'), date: new Date(Date.now() - 3600_000).toISOString() });
  await measure(c, rows, 'StartEarlier', 'one-shot, another timer running', 'ask time tracker i started on internal admin twenty minutes ago');
  await measure(c, rows, 'UndoChange', 'one-shot, after a start', 'ask time tracker to undo that');
  await measure(c, rows, 'StopTimerAt', 'one-shot, one running', 'ask time tracker i finished five minutes ago');
  await measure(c, rows, 'UndoChange', 'one-shot, after a stop', 'ask time tracker to undo that');
  await c.say('ask time tracker to stop my timer');
  await c.say('ask time tracker to log two hours on greenleaf today');
  await measure(c, rows, 'EditEntry', 'one-shot, change the duration', 'ask time tracker to change that to three hours');
  await measure(c, rows, 'EditEntry', 'one-shot, move to a day', 'ask time tracker to make that yesterday');
  await measure(c, rows, 'EditEntry', 'one-shot, move to a project', 'ask time tracker to move that to internal admin');
  await measure(c, rows, 'UndoChange', 'one-shot, after an edit', 'ask time tracker to undo that');
  await measure(c, rows, 'EditEntry', 'one-shot, fifteen minutes more', 'ask time tracker to add fifteen minutes to that');
  await measure(c, rows, 'LastEntry', 'one-shot, after an edit', 'ask time tracker what was my last entry');
  await measure(c, rows, 'LastEntry', 'one-shot, a project and a day', 'ask time tracker what is my internal admin entry from yesterday');
  await measure(c, rows, 'DeleteEntry', 'one-shot (asks)', 'ask time tracker to delete that entry');
  await measure(c, rows, 'AMAZON.YesIntent', 'yes, delete it', 'yes');
  await measure(c, rows, 'UndoChange', 'one-shot, after a delete', 'ask time tracker to undo that');
  await c.say('ask time tracker to log an hour on greenleaf today');
  await measure(c, rows, 'MergeEntries', 'one-shot, part of a name', 'ask time tracker to merge my greenleaf entries');
  await measure(c, rows, 'SplitEntry', 'one-shot', 'ask time tracker to split that again');
  await c.say('ask time tracker to start a timer for greenleaf');
  await measure(c, rows, 'EditEntry', "one-shot, a running timer's length", 'ask time tracker to change that to two hours');
  await measure(c, rows, 'DiscardTimer', 'one-shot (asks)', 'ask time tracker to cancel my timer');
  await measure(c, rows, 'AMAZON.YesIntent', 'yes, throw it away', 'yes');
  await c.close();

  // Totals, recap, resume, a forgotten timer (issue 10, part A).
  c = await fresh();
  await measure(c, rows, 'Totals', 'one-shot, today', 'ask time tracker how much did i log today');
  await c.close();
  c = await fresh();
  await measure(c, rows, 'Totals', 'one-shot, a project this week', 'ask time tracker how much time did i spend on the mobile app this week');
  await c.close();
  c = await fresh();
  // Four projects today: the recap names three and offers the rest.
  for (const name of ['Internal', 'Internal Admin', 'Greenleaf Yoga Studio', 'AWS Cost Review']) {
    await c.api.post('/api/v2/activities', { description: 'x', project_id: await projectId(c, name), duration: 1800 });
  }
  await measure(c, rows, 'Recap', 'one-shot, today', 'ask time tracker what did i do today');
  await measure(c, rows, 'More', 'the rest of the recap', 'more');
  await c.close();
  c = await fresh();
  await c.say('ask time tracker to start a timer for greenleaf');
  await c.say('ask time tracker to stop my timer');
  await measure(c, rows, 'ResumeTimer', 'one-shot, the last timer', 'ask time tracker to resume my timer');
  await c.say('ask time tracker to start a timer for internal admin');
  await measure(c, rows, 'ResumeTimer', 'one-shot, part of a name, another running', 'ask time tracker to go back to greenleaf');
  await c.say('ask time tracker to start a timer for internal admin');
  await measure(c, rows, 'ResumeTimer', 'one-shot, a whole name, another running', 'ask time tracker to go back to greenleaf yoga studio');
  await c.say('ask time tracker to switch to internal admin');
  await measure(c, rows, 'SwitchBack', 'one-shot, the timer before the one running', 'ask time tracker to switch back');
  await c.close();
  {
    // A timer started yesterday evening and never stopped.
    const clock = { t: Date.now() - 16 * 3600_000 };
    c = await startConversation({ now: () => clock.t });
    await c.api.post('/api/v2/activities', { description: 'x', project_id: await projectId(c, 'Internal') });
    clock.t += 16 * 3600_000;
    await measure(c, rows, 'Launch', 'session, a forgotten timer', 'open time tracker');
    await measure(c, rows, 'TimeAnswer', 'when the forgotten timer stopped', 'at six pm');
    await c.close();
  }

  // A session opened first.
  c = await fresh();
  await measure(c, rows, 'Launch', 'session', 'open time tracker');
  await measure(c, rows, 'StartTimer', 'in session', 'start a timer for greenleaf');
  await c.say('open time tracker');
  await measure(c, rows, 'LogTime', 'in session', 'log an hour on internal admin for yesterday');
  await c.say('open time tracker');
  await measure(c, rows, 'StopTimer', 'in session', 'stop my timer');
  await c.close();

  console.log('Calls to the time-tracking service per request, and rounds (calls made at once count as one round).');
  console.log('Aim: at most two rounds, and one more for each write that must land before the next (a timer stopped first).\n');
  console.table(rows);
  const over = rows.filter((row) => row.rounds > row.aim);
  console.log(`${rows.reduce((sum, row) => sum + row.calls, 0)} calls in ${rows.reduce((sum, row) => sum + row.rounds, 0)} rounds over ${rows.length} requests`);
  if (over.length) {
    console.log(`FAIL: ${over.length} of ${rows.length} requests waited more rounds than the aim: ${over.map((row) => `${row.intent} (${row.situation})`).join('; ')}`);
    process.exit(1);
  }
  console.log('OK: every request within the aim');
  process.exit(0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
