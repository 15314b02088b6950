// "Which project should I start the timer for?" — "cancel". While Alexa waits for a name, "cancel",
// "never mind", "help", "start over", "undo that" or "repeat that" can arrive as the name itself: they are taken for what
// they say, never looked up as a project.
import type { RequestHandler } from 'ask-sdk-core';
import { isRequest, slotText, turnOf } from '../conversation/requests';
import { ask, askAgain, tell } from '../conversation/respond';
import { controlWord } from '../conversation/words';
import { help } from './help';
import { repeat } from './repeat';
import { UndoHandler } from './undo';

export const ControlWordAnswerHandler: RequestHandler = {
  // A thinking sound with no question open ("log an hour on uh") is left to the request's own handler: its project
  // is then asked for, the rest of the request kept (it was "Sorry, I didn't get that", and the hour lost).
  canHandle: (input) => {
    const word = isRequest(input, 'IntentRequest') ? controlWord(slotText(input, 'project')) : undefined;
    const { pending, eliciting } = turnOf(input).state;
    return word !== undefined && (word !== 'again' || !!pending || !!eliciting);
  },
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
      case 'again':
        return askAgain(turn, (turn.state.pending ?? turn.state.eliciting)!);
      case 'repeat':
        return repeat(turn);
      default:
        return help(turn);
    }
  },
};
