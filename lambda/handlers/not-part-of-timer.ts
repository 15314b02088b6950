// "No wait, it wasn't part of the timer", just after the time logged was taken off a timer ("Was that time on
// Greenfield part of it?", yes): the timer has the time back and the log stays (it was not understood, and only undo,
// which removed the log too, put the time back). After a break or a stop in between, it is of the newest log of the
// conversation taken off a timer. Said to that question itself, it is a no: the time is logged beside.
import type { RequestHandler } from 'ask-sdk-core';
import { entryStill, givingBackFits, type Placed, timeMovedBack } from '../conversation/edits';
import { beforeNaming, type Change, rememberChange, rememberedChange, settleTakenOff, UNDO_WINDOW_MS } from '../conversation/last-change';
import { isIntent, turnOf } from '../conversation/requests';
import { tell } from '../conversation/respond';
import type { Turn } from '../conversation/turn';
import { answerRepeat } from './log-time';

export const NotPartOfTimerHandler: RequestHandler = {
  canHandle: (input) => isIntent(input, 'NotPartOfTimer'),
  async handle(input) {
    const turn = turnOf(input);
    const { t } = turn;
    const { pending } = turn.state;
    if (pending?.kind === 'confirmDuplicate' && pending.fromTimer) return answerRepeat(turn, pending, 'beside');
    const change = rememberedChange(turn);
    const recent = change && turn.now - change.at <= UNDO_WINDOW_MS ? change : undefined;
    const given = await givenBackOf(turn, recent);
    if (!given) return tell(turn, t('notPart.nothing'));
    if (!givingBackFits(turn, given.takenFrom)) return tell(turn, t('errors.tooSlow'));
    const back = await timeMovedBack(turn, given.takenFrom, 1, given.placed);
    if (!back.moved) return tell(turn, back.said.trim() || t('notPart.nothing'));
    given.settle();
    return tell(turn, t('notPart.givenBack', { project: given.project }) + back.said);
  },
};

/**
 * The log whose time is to go back to its timer, and how its change is then remembered: the last change's own log
 * (undo then removes it, with no time to give back), or, after a break or a stop in between, the newest log of the
 * conversation still taken off a timer, if it is still there (undo still undoes the change in between).
 */
async function givenBackOf(turn: Turn, recent: Change | undefined): Promise<{ takenFrom: Record<string, number>; placed?: Placed; project: string; settle: () => void } | undefined> {
  const logged = recent && takingOff(recent);
  if (logged?.takenFrom) {
    const settle = () => rememberChange(turn, { ...logged, takenFrom: undefined, startsMoved: undefined, splitOff: undefined });
    return { takenFrom: logged.takenFrom, placed: logged, project: logged.project?.name ?? '', settle };
  }
  const [id, takenFrom] = Object.entries(recent?.takenOff ?? {}).at(-1) ?? [];
  const log = id ? await entryStill(turn, id) : undefined;
  return id && takenFrom && log ? { takenFrom, project: log.project.name, settle: () => settleTakenOff(turn, id) } : undefined;
}

/** The log whose time came off a timer: the last change, or the one an entry read back since wraps. */
function takingOff(change: Change): Extract<Change, { kind: 'logged' }> | undefined {
  const inner = beforeNaming(change);
  return inner?.kind === 'logged' ? inner : undefined;
}
