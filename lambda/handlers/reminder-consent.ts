// The person's answer to Alexa's question about reminders (Connections.Response to AskFor): on a yes, a
// timer already running gets its reminder now; on a no, nothing changes. When there was no answer (the
// question went unanswered, or the device cannot ask for permissions by voice), the Alexa app's
// permissions card lets the person turn reminders on there.
import type { RequestHandler } from 'ask-sdk-core';
import type { interfaces } from 'ask-sdk-model';
import { isRequest, turnOf } from '../conversation/requests';
import { tell } from '../conversation/respond';
import { REMINDERS_SCOPE, remindAboutTimer } from '../conversation/reminders';
import { runningTimers } from '../conversation/timers';

export const ReminderConsentHandler: RequestHandler = {
  canHandle: (input) =>
    isRequest(input, 'Connections.Response') && (input.requestEnvelope.request as interfaces.connections.ConnectionsResponse).name === 'AskFor',
  async handle(input) {
    const turn = turnOf(input);
    const request = input.requestEnvelope.request as interfaces.connections.ConnectionsResponse;
    const status = (request.payload as { status?: string } | undefined)?.status;
    if (status === 'DENIED') return tell(turn, turn.t('reminder.denied'));
    if (status !== 'ACCEPTED') {
      // After tell: a response has one card, and this one, not the usual copy of the speech, is the point.
      const response = tell(turn, turn.t('reminder.inApp'));
      return { ...response, card: { type: 'AskForPermissionsConsent', permissions: [REMINDERS_SCOPE] } };
    }
    if (turn.linked) for (const timer of await runningTimers(turn)) await remindAboutTimer(turn, timer.project.name, true);
    return tell(turn, turn.t('reminder.granted'));
  },
};
