// "Remind me about my timers": with the permission already given, says so; otherwise Alexa asks for it by
// voice (Connections.SendRequest, AskFor), and the answer comes back as Connections.Response (reminder-consent.ts).
import type { RequestHandler } from 'ask-sdk-core';
import { isIntent, turnOf } from '../conversation/requests';
import { tell } from '../conversation/respond';
import { askForReminders, remindersPermitted } from '../conversation/reminders';

export const EnableRemindersHandler: RequestHandler = {
  canHandle: (input) => isIntent(input, 'EnableReminders'),
  handle(input) {
    const turn = turnOf(input);
    if (remindersPermitted(turn)) return tell(turn, turn.t('reminder.alreadyOn'));
    // Alexa's own question follows the speech; the session stays with Alexa until the person answers.
    delete turn.state.pending;
    return input.responseBuilder.speak(turn.t('reminder.askPermission')).addDirective(askForReminders()).getResponse();
  },
};
