// "No wait, it wasn't part of the timer", just after the time logged was taken off a timer ("Was that time on
// Greenfield part of it?", yes): the timer has the time back and the log stays (it was not understood, and only undo,
// which removed the log too, put the time back). After a break or a stop in between, it is of the newest log of the
// conversation taken off a timer. Said to that question itself, it is a no: the time is logged beside.
import type { RequestHandler } from 'ask-sdk-core';
import { entryStill, timeMovedBack } from '../conversation/edits';
import { type Change, rememberChange, rememberedChange, settleTakenOff, UNDO_WINDOW_MS } from '../conversation/last-change';
import { isIntent, turnOf } from '../conversation/requests';
import { tell } from '../conversation/respond';
import { answerRepeat } from './log-time';

export const NotPartOfTimerHandler: RequestHandler = {
  canHandle: (input) => isIntent(input, 'NotPartOfTimer'),
  async handle(input) {
    const turn = turnOf(input);
    const { t } = turn;
    const { pending } = turn.state;
    if (pending?.kind === 'confirmDuplicate' && pending.fromTimer) return answerRepeat(turn, pending, false);
    const change = rememberedChange(turn);
    const recent = change && turn.now - change.at <= UNDO_WINDOW_MS ? change : undefined;
    const logged = recent && takingOff(recent);
    if (logged?.takenFrom) {
      const back = await timeMovedBack(turn, logged.takenFrom);
      if (!back.moved) return tell(turn, back.said.trim() || t('notPart.nothing'));
      // The log stays, beside the timer: undo now removes it, with no time to give back.
      rememberChange(turn, { ...logged, takenFrom: undefined });
      return tell(turn, t('notPart.givenBack', { project: logged.project?.name ?? '' }) + back.said);
    }
    // After a break or a stop in between: the newest log of this conversation still taken off a timer, if it is still there.
    const [id, takenFrom] = Object.entries(recent?.takenOff ?? {}).at(-1) ?? [];
    const log = id ? await entryStill(turn, id) : undefined;
    if (!id || !log) return tell(turn, t('notPart.nothing'));
    const back = await timeMovedBack(turn, takenFrom);
    if (!back.moved) return tell(turn, back.said.trim() || t('notPart.nothing'));
    // Undo still undoes the change in between.
    settleTakenOff(turn, id);
    return tell(turn, t('notPart.givenBack', { project: log.project.name }) + back.said);
  },
};

/** The log whose time came off a timer: the last change, or the one an entry read back since wraps. */
function takingOff(change: Change): Extract<Change, { kind: 'logged' }> | undefined {
  const inner = change.kind === 'named' ? change.previous : change;
  return inner?.kind === 'logged' ? inner : undefined;
}
