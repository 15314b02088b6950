// `npm run bench:intents`: the calls to the time-tracking service each intent makes, for a one-shot
// request (the person's project list not yet cached anywhere) and inside a session opened with "open time
// tracker" (the list fetched once at launch). Prints the calls and the rounds of waiting they cost.
import type { CallRecord } from '../lambda/api/time-tracking-client';
import { type Conversation, projectId, startConversation } from '../test/support/conversation';

interface Row {
  intent: string;
  situation: string;
  calls: number;
  rounds: number;
  which: string;
}

/** Calls that overlap in time cost one round of waiting; a call that starts after the others end, another. */
function rounds(calls: CallRecord[]): number {
  let count = 0;
  let end = -Infinity;
  for (const call of [...calls].sort((a, b) => a.startedAt - b.startedAt)) {
    if (call.startedAt >= end) count++;
    end = Math.max(end, call.startedAt + call.ms);
  }
  return count;
}

async function measure(c: Conversation, rows: Row[], intent: string, situation: string, words: string) {
  const before = c.calls.length;
  const reply = await c.say(words);
  const made = c.calls.slice(before);
  const which = made.map((call) => `${call.method} ${call.path.replace(/^\/(projects|activities)\/[^/?]+/, '/$1/:id').replace(/\?.*/, '')}`);
  rows.push({ intent, situation, calls: made.length, rounds: rounds(made), which: which.join(', ') });
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
  c = await fresh();
  await measure(c, rows, 'LogTime', 'one-shot', 'ask time tracker to log two hours on internal admin yesterday');
  await c.close();
  c = await fresh();
  await measure(c, rows, 'WhichProject', 'one-shot, which project is X', 'ask time tracker which project is bellevue dental');
  await c.close();
  c = await fresh();
  await measure(c, rows, 'StartTimer', 'one-shot, ambiguous name (asks)', 'ask time tracker to start a timer for apollo');
  await measure(c, rows, 'ChooseProject', 'answer to the question', 'the mobile app');
  await c.close();

  // A session opened first.
  c = await fresh();
  await measure(c, rows, 'Launch', 'session', 'open time tracker');
  await measure(c, rows, 'StartTimer', 'in session', 'start a timer for greenleaf');
  await c.say('open time tracker');
  await measure(c, rows, 'LogTime', 'in session', 'log an hour on internal admin for yesterday');
  await c.say('open time tracker');
  await measure(c, rows, 'StopTimer', 'in session', 'stop my timer');
  await c.close();

  console.log('Calls to the time-tracking service per request, and rounds (calls made at once count as one round). Aim: at most two.\n');
  console.table(rows);
  const overCalls = rows.filter((row) => row.calls > 2).length;
  const overRounds = rows.filter((row) => row.rounds > 2).length;
  console.log(`${overCalls} of ${rows.length} requests made more than two calls; ${overRounds} waited more than two rounds`);
  process.exit(0);
}

void main();
