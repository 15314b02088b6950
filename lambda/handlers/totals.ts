// "How much did I log today?", "How much on Apollo this week?": the time logged over a day, a week (the
// locale's), a weekend or a month, a running timer counted up to now. The activities of the period are
// asked for while the project's name is resolved, so a named project costs no extra round.
import type { RequestHandler } from 'ask-sdk-core';
import type { Ref } from '../../models';
import { isProjectCalled, notFound, resolveWithClients } from '../conversation/find-project';
import { monthNamed } from '../dates/days';
import { periodAsked, speakEachTotal, speakTotal } from '../conversation/recap';
import { isIntent, projectText, slotId, slotOf, slotText, turnOf } from '../conversation/requests';
import { loggedIn, totalsOf } from '../conversation/totals';
import { periodAtEnd } from '../conversation/periods';
import { rememberQuestion } from '../conversation/last-change';
import { withoutCourtesy } from '../conversation/words';
import { heardWords } from '../resolution/names';

const BILLING_WORDS = /^(?:client )?(?:billable|billed|bill|chargeable)$/i;

export const TotalsHandler: RequestHandler = {
  canHandle: (input) => isIntent(input, 'Totals'),
  async handle(input) {
    const turn = turnOf(input);
    rememberQuestion(turn, input);
    let heard = projectText(input);
    const today = await turn.today();
    // "What's my total for yesterday please": the courtesy is no project's (it was "a project called yesterday please").
    const plain = heard ? withoutCourtesy(heard) : undefined;
    if (heard && plain !== heardWords(heard) && !(await isProjectCalled(turn, heard))) heard = plain || undefined;
    // "What's my total for November": a month heard as a project's name, unless a project is called so.
    const month = heard && !slotText(input, 'date') ? monthNamed(heard, today) : undefined;
    if (month && !(await isProjectCalled(turn, heard!))) heard = undefined;
    // "What's my total for Greenleaf this week": the period heard with the name (it was "I couldn't find a project
    // called greenleaf this week"), unless a project is called by all of it.
    const after = heard && !slotText(input, 'date') && !slotText(input, 'weekday') ? periodAtEnd(heard, today) : undefined;
    // "What's my total for the week": the period alone, no project.
    const periodAlone = after?.rest === '';
    if (after && !(await isProjectCalled(turn, heard!))) heard = after.rest || undefined;
    const asked = await periodAsked(turn, input, heard ? (after && heard === after.rest ? after.value : undefined) : periodAlone ? after!.value : month);
    if ('response' in asked) return asked.response;
    const { period } = asked;
    // Read while the project's name is resolved: no round more for a named project. "How many billable hours": only time
    // the service marks billable (the project's setting, else its category's); time marked neither way is not counted.
    // Only the words of billing ("billable", "billed", "bill"): the slot, a custom type, may hold any words Alexa put there.
    const billable = slotId(input, 'billable') === 'BILLABLE' || BILLING_WORDS.test(slotText(input, 'billable') ?? '');
    const all = loggedIn(turn, period, today);
    const logged = billable ? all.then((activities) => activities.filter((a) => a.is_billable === true)) : all;
    // The time whose billing is set neither way, said not counted (of the project named, if one is).
    const unset = async (project?: Ref) =>
      billable ? { unset: totalsOf((await all).filter((a) => a.is_billable == null && (!project || a.project.id === project.id))).seconds } : undefined;
    logged.catch(() => undefined); // awaited below, unless the project named is not found
    if (!heard) return speakTotal(turn, totalsOf(await logged), period, today, undefined, await unset());
    // A client's name ("how much on Acme Payments") is its projects, each one's total said.
    const resolution = await resolveWithClients(turn, heard, slotOf(input, 'project'));
    if (resolution.status === 'none') return notFound(turn, heard);
    const activities = await logged;
    // A read books nothing: a name several projects answer to gets each one's total, not a question.
    if (resolution.status === 'ambiguous') {
      const each = resolution.candidates.map((project) => {
        const totals = totalsOf(activities.filter((a) => a.project.id === project.id));
        return { project, seconds: totals.seconds, running: totals.running.length > 0 };
      });
      return speakEachTotal(turn, each, period, today, activities.filter((a) => a.status === 'pending' && resolution.candidates.some((project) => project.id === a.project.id)), billable);
    }
    const project = resolution.project;
    return speakTotal(turn, totalsOf(activities.filter((a) => a.project.id === project.id)), period, today, project, await unset(project));
  },
};
