// "I started on Apollo twenty minutes ago", "start a timer for Apollo from nine": a timer whose reported
// time begins when the person said (the service counts a running timer from a past date; its record
// starts now, when it really did). Other running timers stop then, where they were running by then.
import type { RequestHandler } from 'ask-sdk-core';
import { findProject } from '../conversation/find-project';
import { pastMoment } from '../conversation/past-time';
import { isIntent, projectText, slotOf, slotText, turnOf } from '../conversation/requests';
import { ask, tell } from '../conversation/respond';
import { runningTimers } from '../conversation/timers';
import { startTimerFor } from './start-timer';

// The service takes a running timer started at most a week ago; a person means today or last night.
const LONGEST_BACK_MS = 24 * 3600_000;

export const StartEarlierHandler: RequestHandler = {
  canHandle: (input) => isIntent(input, 'StartEarlier'),
  async handle(input) {
    const turn = turnOf(input);
    const { t } = turn;
    const heard = projectText(input);
    if (!heard) return ask(turn, t('start.askProject'), t('start.askProject'));
    const from = pastMoment({ time: slotText(input, 'time'), ago: slotText(input, 'ago') }, await turn.timeZone(), turn.now);
    if (!from) return ask(turn, t('backdate.unclearTime'), t('backdate.unclearTime'));
    if (turn.now - from.valueOf() > LONGEST_BACK_MS) return tell(turn, t('backdate.tooLongAgo'));
    const timers = runningTimers(turn);
    timers.catch(() => undefined);
    const iso = from.format('YYYY-MM-DDTHH:mm:ssZ');
    const found = await findProject(turn, heard, slotOf(input, 'project'), { intent: 'StartTimer', from: iso });
    if ('response' in found) return found.response;
    return startTimerFor(turn, found.project, undefined, timers, iso);
  },
};
