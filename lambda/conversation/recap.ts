// What was logged, as it is said: a total ("You've logged 5 hours today"), a total per project, and a
// recap (the biggest few projects, then "and 3 more", read on "more" or "yes").
import dayjs from 'dayjs';
import type { HandlerInput } from 'ask-sdk-core';
import type { Response } from 'ask-sdk-model';
import type { Activity, Ref } from '../../models';
import { escapeSsml } from '../speech/ssml';
import { spokenDay, spokenDuration, spokenList } from '../speech/spoken';
import { showTotals } from './apl';
import { holds, type Period, periodOf, type RangeEnd, rangeOf, weekOf } from './periods';
import { slotText, weekdaySlot } from './requests';
import { askAboutForgotten, forgottenTimer } from './forgotten';
import { ask, saidBefore, tell } from './respond';
import { type ProjectTotal, projectTime, type Totals } from './totals';
import type { Turn } from './turn';

/** How many projects a recap names before "and 3 more". */
export const RECAP_AT_A_TIME = 3;
/** How many each "more" reads. */
const MORE_AT_A_TIME = 5;

/** The ends of a range the request says ("since Monday", "from Monday to Wednesday", "the last seven days"), if it says one. */
function rangeSaid(input: HandlerInput): Parameters<typeof rangeOf>[0] | undefined {
  const end = (side: 'from' | 'to'): RangeEnd | undefined => {
    const date = slotText(input, `${side}Date`);
    const weekday = weekdaySlot(input, `${side}Weekday`);
    return date || weekday ? { date, weekday } : undefined;
  };
  const [from, to, days] = [end('from'), end('to'), slotText(input, 'days')];
  return from || to || days ? { from, to, ...(days ? { days: Number(days) } : {}) } : undefined;
}

/**
 * The period the request's date (or `date` given instead) or weekday slot names (today without one), or the days of a
 * range it says, or the answer that it names none the skill totals.
 */
export async function periodAsked(turn: Turn, input: HandlerInput, date = slotText(input, 'date')): Promise<{ period: Period; today: string } | { response: Response }> {
  const today = await turn.today();
  const range = rangeSaid(input);
  const period = range ? rangeOf(range, today, turn.locale) : periodOf(date, today, turn.locale, weekdaySlot(input));
  return period ? { period, today } : { response: ask(turn, turn.t('totals.unclearPeriod'), turn.t('totals.unclearPeriod')) };
}

/** "today", "last week", "on Tuesday, November 3rd"; and whether the period is still going on. */
export function spokenPeriod(turn: Turn, period: Period, today: string): { when: string; current: boolean } {
  const { t, locale } = turn;
  const current = holds(period, today);
  const first = dayjs(period.from);
  const named = (format: string) => escapeSsml(first.format(first.year() === dayjs(today).year() ? format : `${format}, YYYY`));
  const lastWeek = weekOf(dayjs(today).subtract(7, 'day').format('YYYY-MM-DD'), locale);
  switch (period.kind) {
    case 'day': {
      if (period.from === today) return { when: t('totals.when.today'), current };
      const day = escapeSsml(spokenDay(t, period.from, today));
      if (dayjs(today).diff(first, 'day') === 1) return { when: t('totals.when.yesterday'), current };
      return { when: t(day.startsWith('last ') ? 'totals.when.recentDay' : 'totals.when.day', { day }), current };
    }
    case 'week':
      if (current) return { when: t('totals.when.thisWeek'), current };
      if (period.from === lastWeek.from) return { when: t('totals.when.lastWeek'), current };
      return { when: t('totals.when.week', { day: named('MMMM Do') }), current };
    case 'weekend': {
      if (current) return { when: t('totals.when.thisWeekend'), current };
      const ago = dayjs(today).diff(dayjs(period.to), 'day');
      if (ago >= 1 && ago <= 6) return { when: t('totals.when.lastWeekend'), current };
      return { when: t('totals.when.weekend', { day: named('MMMM Do') }), current };
    }
    case 'month':
      return { when: current ? t('totals.when.thisMonth') : t('totals.when.month', { month: named('MMMM') }), current };
    case 'range': {
      // Each day by its date ("from Monday, November 16th to last Wednesday, November 18th" read as two weeks).
      const day = (of: string) => escapeSsml(spokenDay(t, of, today, { last: false }));
      if (current) return { when: t('totals.when.since', { day: day(period.from) }), current };
      return { when: t('totals.when.fromTo', { from: day(period.from), to: day(period.to) }), current };
    }
  }
}

/** "That includes your running timer for Apollo.", when a timer counted is running. */
function runningNote(turn: Turn, totals: { projects: ProjectTotal[] }): string {
  const running = totals.projects.filter((p) => p.running);
  return running.length ? ` ${turn.t('totals.includesRunning', { project: spokenList(turn.t, running.map((p) => p.project.name), 'and'), count: running.length })}` : '';
}

/**
 * A total said, with the running timers it counts named; one that looks left running (forgotten.ts) is asked about
 * next ("Your timer for Apollo has been running since 9 AM yesterday. When did you finish?"): until it is stopped,
 * the total holds the night ("You logged 29 hours yesterday", and nothing said it was forgotten).
 */
async function saidWithTimers(turn: Turn, speech: string, totals: { projects: ProjectTotal[] }, running: Activity[]): Promise<Response> {
  const forgotten = running.length ? forgottenTimer(running, turn.now, await turn.timeZone()) : undefined;
  if (!forgotten) return tell(turn, speech + runningNote(turn, totals));
  // A copy: the response builder is shared, and the question is written into the same response.
  return saidBefore(structuredClone(tell(turn, speech)), await askAboutForgotten(turn, forgotten));
}

/**
 * The total over a period, on one project or on all. `billable`: of billable time only, said so, with the time whose
 * billing is set neither way (`unset`, seconds) said not counted.
 */
export async function speakTotal(turn: Turn, totals: Totals, period: Period, today: string, project?: Ref, billable?: { unset: number }): Promise<Response> {
  const { t } = turn;
  const { when, current } = spokenPeriod(turn, period, today);
  const tense = current ? 'Current' : 'Past';
  const on = `${project ? 'On' : ''}${billable ? 'Billable' : ''}`;
  const unset = billable?.unset ? ` ${t('totals.billingUnset', { total: spokenDuration(t, billable.unset) })}` : '';
  if (totals.seconds === 0 && totals.running.length === 0) return tell(turn, t(`totals.none${tense}${on}`, { when, project: project?.name }) + unset);
  showTotals(turn, when, totals.seconds, totals.projects);
  const total = spokenDuration(t, totals.seconds);
  const key = current ? `totals.current${on}` : `totals.past${on}`;
  return saidWithTimers(turn, t(key, { total, when, project: project?.name }) + unset, totals, totals.running);
}

/** Each project's total over the period, for a name several projects answer to; `billable`: of billable time only. */
export function speakEachTotal(turn: Turn, each: ProjectTotal[], period: Period, today: string, running: Activity[], billable = false): Promise<Response> {
  const { t } = turn;
  const { when } = spokenPeriod(turn, period, today);
  showTotals(turn, when, each.reduce((sum, p) => sum + p.seconds, 0), each);
  const items = each.map((p) =>
    t('totals.eachItem', { project: escapeSsml(p.project.name), total: projectTime(t, p) }),
  );
  const sentence = t(billable ? 'totals.eachOfBillable' : 'totals.eachOf', { when, list: spokenList(t, items, 'and') });
  return saidWithTimers(turn, sentence.charAt(0).toUpperCase() + sentence.slice(1), { projects: each }, running);
}

const item = (turn: Turn, p: ProjectTotal) => turn.t('recap.item', { total: spokenDuration(turn.t, p.seconds), project: p.project.name });

/**
 * The recap: the total and the biggest few projects; with more, "and 3 more", and a question whose yes
 * (or "more") reads the rest.
 */
export async function speakRecap(turn: Turn, totals: Totals, period: Period, today: string): Promise<Response> {
  const { t } = turn;
  if (totals.projects.length === 0) return speakTotal(turn, totals, period, today);
  const { when, current } = spokenPeriod(turn, period, today);
  const summary = t(current ? 'recap.summaryCurrent' : 'recap.summaryPast', { total: spokenDuration(t, totals.seconds) });
  showTotals(turn, when, totals.seconds, totals.projects);
  if (totals.projects.length === 1) return saidWithTimers(turn, t('recap.one', { summary, when, project: totals.projects[0].project.name }), totals, totals.running);
  const first = totals.projects.slice(0, RECAP_AT_A_TIME);
  const list = spokenList(t, first.map((p) => item(turn, p)), 'and');
  if (totals.projects.length === first.length) return saidWithTimers(turn, t('recap.all', { summary, when, list }), totals, totals.running);
  const count = totals.projects.length - first.length;
  const speech = t('recap.some', { summary, when, list: first.map((p) => escapeSsml(item(turn, p))).join(', '), count });
  return ask(turn, speech, t('recap.moreReprompt'), { kind: 'recapMore', from: period.from, to: period.to, period: period.kind, shown: first.length });
}

/** The next few projects after the first `shown`: a recap's "more", asking again while some remain. */
export async function speakRecapMore(turn: Turn, totals: Totals, period: Period, shown: number): Promise<Response> {
  const { t } = turn;
  const next = totals.projects.slice(shown, shown + MORE_AT_A_TIME);
  if (next.length === 0) return tell(turn, t('recap.nothingMore'));
  const left = totals.projects.length - shown - next.length;
  if (left === 0) return saidWithTimers(turn, t('recap.more', { list: spokenList(t, next.map((p) => item(turn, p)), 'and') }), totals, totals.running);
  const speech = t('recap.moreAndMore', { list: next.map((p) => escapeSsml(item(turn, p))).join(', '), count: left });
  return ask(turn, speech, t('recap.moreReprompt'), { kind: 'recapMore', from: period.from, to: period.to, period: period.kind, shown: shown + next.length });
}
