// "Cancel", "stop", "go home": end the session and leave everything as it is (a running timer keeps
// running: stopping it is "stop my timer"). Said as a one-shot request ("Alexa, ask time tracker to stop"),
// a person with a timer running most likely meant the timer: "Goodbye" alone would sound like it stopped,
// and it would go on counting hours they did not work. So the goodbye says it still runs, and how to stop
// it; nothing is changed unasked.
import type { RequestHandler } from 'ask-sdk-core';
import { isIntent, turnOf } from '../conversation/requests';
import { tell } from '../conversation/respond';
import { runningTimers } from '../conversation/timers';
import type { Turn } from '../conversation/turn';
import { spokenList } from '../speech/spoken';

export const CancelAndStopHandler: RequestHandler = {
  canHandle: (input) => isIntent(input, 'AMAZON.CancelIntent', 'AMAZON.StopIntent', 'AMAZON.NavigateHomeIntent'),
  async handle(input) {
    const turn = turnOf(input);
    const oneShot = input.requestEnvelope.session?.new === true && !isIntent(input, 'AMAZON.NavigateHomeIntent');
    return tell(turn, oneShot ? await goodbyeNamingTimers(turn) : turn.t('goodbye'));
  },
};

async function goodbyeNamingTimers(turn: Turn): Promise<string> {
  if (!turn.linked) return turn.t('goodbye');
  try {
    const timers = await runningTimers(turn);
    if (timers.length === 0) return turn.t('goodbye');
    const projects = spokenList(turn.t, [...new Set(timers.map((timer) => timer.project.name))], 'and');
    return turn.t('goodbyeTimerRunning', { projects, count: timers.length });
  } catch {
    // The service could not say: a goodbye is still the answer to "stop".
    return turn.t('goodbye');
  }
}
