// "Alexa, open time tracker": a welcome that mentions a running timer, with the project list loaded for
// the rest of the session.
import type { RequestHandler } from 'ask-sdk-core';
import { isRequest, turnOf } from '../conversation/requests';
import { ask, linkAccount } from '../conversation/respond';
import { runningTimers } from '../conversation/timers';
import { spokenDuration } from '../speech/spoken';

export const LaunchHandler: RequestHandler = {
  canHandle: (input) => isRequest(input, 'LaunchRequest'),
  async handle(input) {
    const turn = turnOf(input);
    const { t } = turn;
    if (!turn.linked) return linkAccount(turn);
    const [timers] = await Promise.all([runningTimers(turn), turn.projects({ fresh: true })]);
    const speech = timers.length
      ? t('launch.welcomeRunning', { project: timers[0].project.name, elapsed: spokenDuration(t, timers[0].duration) })
      : t('launch.welcome');
    return ask(turn, speech, t('launch.reprompt'));
  },
};
