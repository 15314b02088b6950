// "I took a thirty minute break", "take half an hour off my timer": the running timer counted a break, which comes
// off it, and it keeps running (it was not understood). Of several running, which one is asked; with none, the
// entry of the timer just stopped ("stop my timer", then "I had a half hour lunch break"). Undo gives the time back.
import type { RequestHandler } from 'ask-sdk-core';
import { askWhichEntry, changeLength, entryStill } from '../conversation/edits';
import { lastChange } from '../conversation/last-change';
import { isIntent, slotText, turnOf } from '../conversation/requests';
import { ask, tell } from '../conversation/respond';
import { runningTimers } from '../conversation/timers';
import { durationSeconds, saidInDays } from '../dates/durations';

export const TakeBreakHandler: RequestHandler = {
  canHandle: (input) => isIntent(input, 'TakeBreak'),
  async handle(input) {
    const turn = turnOf(input);
    const { t } = turn;
    const said = slotText(input, 'length');
    const seconds = durationSeconds(said);
    // A break of days is no break from a timer; none heard is asked for again, with how to say it.
    if (!seconds || saidInDays(said)) return ask(turn, t('break.noLength'), t('break.noLength'));
    const timers = await runningTimers(turn);
    if (timers.length > 1) return askWhichEntry(turn, timers, { change: -seconds });
    if (timers.length === 1) return changeLength(turn, -seconds, timers[0]);
    // No timer runs: the one the skill stopped last, if it was the last change (a break told once the day is done).
    const change = await lastChange(turn);
    const stopped = change?.kind === 'stopped' && change.ids.length === 1 ? await entryStill(turn, change.ids[0]) : undefined;
    if (stopped?.status === 'complete') return changeLength(turn, -seconds, stopped);
    return tell(turn, t('break.noTimer'));
  },
};
