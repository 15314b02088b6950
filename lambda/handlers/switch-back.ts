// "Switch back", "go back to the previous one", "back to what I was doing": the timer that ran before the one
// running now, resumed as "back to Greenleaf" would resume it (the one running stopped first). With nothing
// running, the last timer, as "resume my timer".
import type { RequestHandler } from 'ask-sdk-core';
import { isIntent, turnOf } from '../conversation/requests';
import { runningTimers } from '../conversation/timers';
import { resumeLast } from './resume-timer';

export const SwitchBackHandler: RequestHandler = {
  canHandle: (input) => isIntent(input, 'SwitchBack'),
  async handle(input) {
    const turn = turnOf(input);
    const running = runningTimers(turn);
    running.catch(() => undefined);
    return resumeLast(turn, await turn.today(), undefined, undefined, running, { back: true });
  },
};
