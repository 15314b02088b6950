// "Switch back", "go back to the previous one", "back to what I was doing": the timer that ran before the one
// running now, resumed as "back to Greenleaf" would resume it (the one running stopped first). With nothing
// running, the last timer, as "resume my timer".
import type { RequestHandler } from 'ask-sdk-core';
import { isIntent, turnOf } from '../conversation/requests';
import { askAgain } from '../conversation/respond';
import { runningTimers } from '../conversation/timers';
import { resumeLast } from './resume-timer';

export const SwitchBackHandler: RequestHandler = {
  canHandle: (input) => isIntent(input, 'SwitchBack'),
  async handle(input) {
    const turn = turnOf(input);
    // "Go back", while a question is open, is no wish to switch timers (it stopped one and resumed another).
    const { pending } = turn.state;
    if (pending) return askAgain(turn, pending);
    const running = runningTimers(turn);
    running.catch(() => undefined);
    return resumeLast(turn, await turn.today(), undefined, undefined, running, { back: true });
  },
};
