// Yes or no to "Your timer for Greenleaf only started at 8:10 AM, after 7:40 AM. Should I throw it away, and start
// Apollo from 7:40 AM instead?": yes starts the one asked for from then and throws the later timers away once it
// runs (undo brings them back); no changes nothing, and says how to start it now.
import type { RequestHandler } from 'ask-sdk-core';
import { isIntent, turnOf } from '../conversation/requests';
import { tell } from '../conversation/respond';
import { spokenList } from '../speech/spoken';
import { startsWithinReach } from '../conversation/past-time';
import { replaceAndStart } from './start-timer';

export const ConfirmReplaceHandler: RequestHandler = {
  canHandle: (input) => isIntent(input, 'AMAZON.YesIntent', 'AMAZON.NoIntent') && turnOf(input).state.pending?.kind === 'confirmReplace',
  async handle(input) {
    const turn = turnOf(input);
    const { t } = turn;
    const pending = turn.state.pending;
    if (pending?.kind !== 'confirmReplace') return tell(turn, t('answer.okay'));
    if (isIntent(input, 'AMAZON.NoIntent')) {
      return tell(turn, t('backdate.replaceKept', { count: pending.timers.length, timers: spokenList(t, pending.timers.map((timer) => timer.project.name), 'and'), project: pending.project.name }));
    }
    if (!startsWithinReach(pending.from, turn.now)) return tell(turn, t('answer.okay'));
    return replaceAndStart(turn, pending.project, pending.description, pending.from, pending.timers.map((timer) => timer.id));
  },
};
