// Yes or no to "The last change I can see is ... Should I remove it?" (or "The last change I made was ..."),
// asked when the change was read from the service rather than remembered (conversation/last-change.ts), or
// when "undo that" was said while another question was open.
import type { RequestHandler } from 'ask-sdk-core';
import { isIntent, turnOf } from '../conversation/requests';
import { tell } from '../conversation/respond';
import { undoChange } from './undo';

export const ConfirmUndoHandler: RequestHandler = {
  canHandle: (input) => isIntent(input, 'AMAZON.YesIntent', 'AMAZON.NoIntent') && turnOf(input).state.pending?.kind === 'confirmUndo',
  handle(input) {
    const turn = turnOf(input);
    const pending = turn.state.pending;
    if (pending?.kind !== 'confirmUndo' || isIntent(input, 'AMAZON.NoIntent')) return tell(turn, turn.t('undo.kept'));
    return undoChange(turn, pending.change);
  },
};
