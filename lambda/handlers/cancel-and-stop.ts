// "Cancel", "stop", "go home": end the session and leave everything as it is (a running timer keeps
// running: stopping it is "stop my timer").
import type { RequestHandler } from 'ask-sdk-core';
import { isIntent, turnOf } from '../conversation/requests';
import { tell } from '../conversation/respond';

export const CancelAndStopHandler: RequestHandler = {
  canHandle: (input) => isIntent(input, 'AMAZON.CancelIntent', 'AMAZON.StopIntent', 'AMAZON.NavigateHomeIntent'),
  handle(input) {
    return tell(turnOf(input), turnOf(input).t('goodbye'));
  },
};
