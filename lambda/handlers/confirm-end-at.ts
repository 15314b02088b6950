// Yes or no to "Your timer for A was stopped at 8:30 AM, after 18 hours. Should it end at 5 PM yesterday
// instead, for 3 hours in all?": yes sets the stopped entry's reported duration to what it had counted
// then (its records keep the real stop; "undo that" puts the duration back), no leaves it as it was.
import type { RequestHandler } from 'ask-sdk-core';
import { editEntry } from '../conversation/edits';
import { spokenTime } from '../conversation/past-time';
import { isIntent, turnOf } from '../conversation/requests';
import { tell } from '../conversation/respond';
import { inZone } from '../dates/time-zone';
import { spokenDuration } from '../speech/spoken';

export const ConfirmEndAtHandler: RequestHandler = {
  canHandle: (input) => isIntent(input, 'AMAZON.YesIntent', 'AMAZON.NoIntent') && turnOf(input).state.pending?.kind === 'confirmEndAt',
  async handle(input) {
    const turn = turnOf(input);
    const { t } = turn;
    const pending = turn.state.pending;
    if (pending?.kind !== 'confirmEndAt') return tell(turn, t('answer.okay'));
    const project = pending.project.name;
    if (isIntent(input, 'AMAZON.NoIntent')) return tell(turn, t('backdate.endKept', { project }));
    const entry = await turn.api.activities.get(pending.id);
    await editEntry(turn, entry, { duration: pending.seconds });
    const zone = await turn.timeZone();
    const time = spokenTime(t, inZone(Date.parse(pending.until), zone), zone, turn.now);
    return tell(turn, t('backdate.endedStopped', { project, time, duration: spokenDuration(t, pending.seconds) }));
  },
};
