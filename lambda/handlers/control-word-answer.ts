// "Which project should I start the timer for?" — "cancel". While Alexa waits for a name, "cancel",
// "never mind", "help", "start over" or "undo that" can arrive as the name itself: they are taken for what
// they say, never looked up as a project.
import type { RequestHandler } from 'ask-sdk-core';
import { isRequest, slotText, turnOf } from '../conversation/requests';
import { ask, askAgain, tell } from '../conversation/respond';
import { controlWord } from '../conversation/words';
import { help } from './help';
import { UndoHandler } from './undo';

export const ControlWordAnswerHandler: RequestHandler = {
  canHandle: (input) => isRequest(input, 'IntentRequest') && controlWord(slotText(input, 'project')) !== undefined,
  handle(input) {
    const turn = turnOf(input);
    const { t } = turn;
    switch (controlWord(slotText(input, 'project'))) {
      case 'cancel':
        return tell(turn, t('goodbye'));
      case 'startOver':
        return ask(turn, t('answer.startOver'), t('fallback.reprompt'));
      case 'undo':
        return UndoHandler.handle(input);
      case 'again': {
        const question = turn.state.pending ?? turn.state.eliciting;
        return question ? askAgain(turn, question) : ask(turn, t('fallback.speech'), t('fallback.reprompt'));
      }
      default:
        return help(turn);
    }
  },
};
