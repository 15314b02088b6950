// The person's answer to Alexa's question about reminders (Connections.Response to AskFor): on a yes, a
// timer already running gets its reminder now; on a no, nothing changes.
import type { RequestHandler } from 'ask-sdk-core';
import type { interfaces } from 'ask-sdk-model';
import { isRequest, turnOf } from '../conversation/requests';
import { tell } from '../conversation/respond';
import { remindAboutTimer } from '../conversation/reminders';
import { runningTimers } from '../conversation/timers';

export const ReminderConsentHandler: RequestHandler = {
  canHandle: (input) =>
    isRequest(input, 'Connections.Response') && (input.requestEnvelope.request as interfaces.connections.ConnectionsResponse).name === 'AskFor',
  async handle(input) {
    const turn = turnOf(input);
    const request = input.requestEnvelope.request as interfaces.connections.ConnectionsResponse;
    const status = (request.payload as { status?: string } | undefined)?.status;
    if (status !== 'ACCEPTED') return tell(turn, turn.t('reminder.denied'));
    if (turn.linked) for (const timer of await runningTimers(turn)) await remindAboutTimer(turn, timer.project.name, true);
    return tell(turn, turn.t('reminder.granted'));
  },
};
