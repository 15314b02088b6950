// "What did I do yesterday?", "Give me a recap of last week": the total, then the biggest few projects
// and "and 3 more"; "more" or "yes" reads the rest (handlers/more.ts, handlers/yes.ts).
import type { RequestHandler } from 'ask-sdk-core';
import type { Response } from 'ask-sdk-model';
import type { Period } from '../conversation/periods';
import { periodAsked, speakRecap, speakRecapMore } from '../conversation/recap';
import { isIntent, turnOf } from '../conversation/requests';
import type { PendingQuestion } from '../conversation/session';
import { loggedIn, totalsOf } from '../conversation/totals';
import { nameEntry, rememberQuestion } from '../conversation/last-change';
import type { Turn } from '../conversation/turn';

export const RecapHandler: RequestHandler = {
  canHandle: (input) => isIntent(input, 'Recap'),
  async handle(input) {
    const turn = turnOf(input);
    rememberQuestion(turn, input);
    const asked = await periodAsked(turn, input);
    if ('response' in asked) return asked.response;
    const activities = await loggedIn(turn, asked.period, asked.today);
    // One entry read back ("all on UX Audit – Nimbus Bank") is "that" for the words next ("make that two hours"), as an
    // entry asked for is (it was "I don't see a recent entry to change"); undo still means the skill's own change.
    if (activities.length === 1 && activities[0].status === 'complete') await nameEntry(turn, activities[0]);
    return speakRecap(turn, totalsOf(activities), asked.period, asked.today);
  },
};

/** The rest of a recap, read afresh from the service (what was logged since is counted too). */
export async function recapMore(turn: Turn, pending: Extract<PendingQuestion, { kind: 'recapMore' }>): Promise<Response> {
  const period: Period = { kind: pending.period, from: pending.from, to: pending.to };
  return speakRecapMore(turn, totalsOf(await loggedIn(turn, period, await turn.today())), period, pending.shown);
}
