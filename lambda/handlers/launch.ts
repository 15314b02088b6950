// "Alexa, open time tracker": a welcome that mentions a running timer (or first asks when a forgotten one
// stopped), with the project list loaded for the rest of the session.
import type { RequestHandler } from 'ask-sdk-core';
import { isRequest, turnOf } from '../conversation/requests';
import { ask, linkAccount } from '../conversation/respond';
import { showTimer } from '../conversation/apl';
import { askAboutForgotten, forgottenTimer } from '../conversation/forgotten';
import { runningTimers } from '../conversation/timers';
import { spokenDuration } from '../speech/spoken';

export const LaunchHandler: RequestHandler = {
  canHandle: (input) => isRequest(input, 'LaunchRequest'),
  async handle(input) {
    const turn = turnOf(input);
    const { t } = turn;
    if (!turn.linked) return linkAccount(turn);
    const [timers, , zone] = await Promise.all([runningTimers(turn), turn.projects({ fresh: true }), turn.timeZone()]);
    // A timer left running since yesterday, or for longer than a workday, is asked about first.
    const forgotten = forgottenTimer(timers, turn.now, zone);
    if (forgotten) return askAboutForgotten(turn, forgotten);
    if (timers.length) showTimer(turn, timers[0].project.name, timers[0].duration);
    const speech = timers.length
      ? t('launch.welcomeRunning', { project: timers[0].project.name, elapsed: spokenDuration(t, timers[0].duration) })
      : t('launch.welcome');
    return ask(turn, speech, t('launch.reprompt'));
  },
};
