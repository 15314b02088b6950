// Yes or no to "Delete your entry?" and "Throw away your timer?": yes deletes it (the service keeps it
// for recover, so "undo that" brings it back), and starts the timer asked for when a forgotten one was found;
// no keeps it.
import type { RequestHandler } from 'ask-sdk-core';
import type { Response } from 'ask-sdk-model';
import type { Ref } from '../../models';
import { beforeNaming, type Change, overlapOf, placedOf, rememberChange, rememberedChange, takenFromOf } from '../conversation/last-change';
import type { Turn } from '../conversation/turn';
import { isIntent, turnOf } from '../conversation/requests';
import { saidBefore, tell } from '../conversation/respond';
import { startTimerFor } from './start-timer';
import { undoChange } from './undo';
import { readAheadInTime, timeMovedBack } from '../conversation/edits';
import { startFrom } from '../conversation/forgotten';
import { spokenDuration } from '../speech/spoken';

/**
 * "Both" deleted, after the yes: each entry, one after the other, and the time a log just made took off a timer given
 * back. Remembered as one change as it goes (a failure part way leaves those deleted for undo to bring back).
 */
async function deleteEach(turn: Turn, ids: string[], project: Ref, seconds: number): Promise<Response> {
  const { t } = turn;
  const change = rememberedChange(turn);
  const deleted: string[] = [];
  let said = '';
  let takenFrom: Record<string, number> = {};
  const givingBack = Object.assign({}, ...ids.map((id) => takenFromOf(change, id) ?? {})) as Record<string, number>;
  const read = await readAheadInTime(turn, givingBack);
  if (!read) return tell(turn, t('errors.tooSlow'));
  for (const id of ids) {
    const taken = takenFromOf(change, id);
    await turn.api.activities.delete(id);
    deleted.push(id);
    const back = await timeMovedBack(turn, taken, 1, placedOf(change, id), undefined, read);
    said += back.said;
    takenFrom = { ...takenFrom, ...back.moved };
    const [first, ...also] = deleted;
    rememberChange(turn, { kind: 'deleted', id: first, at: turn.now, project, timer: false, ...(also.length ? { also } : {}), ...(Object.keys(takenFrom).length ? { takenFrom } : {}) });
  }
  return tell(turn, t('delete.deletedEach', { count: ids.length, total: spokenDuration(t, seconds) }) + said);
}

/** A switch is taken back with the timer it started within this. */
const SWITCHED_JUST_NOW_MS = 10 * 60_000;

/** The switch that started this timer a few minutes ago, if that is the skill's last change (or the one before a look-up). */
function switchJustMade(turn: Turn, id: string): Extract<Change, { kind: 'started' }> | undefined {
  const last = beforeNaming(rememberedChange(turn));
  return last?.kind === 'started' && last.id === id && !!last.stopped?.length && turn.now - last.at <= SWITCHED_JUST_NOW_MS ? last : undefined;
}

export const ConfirmDeleteHandler: RequestHandler = {
  canHandle: (input) => isIntent(input, 'AMAZON.YesIntent', 'AMAZON.NoIntent') && turnOf(input).state.pending?.kind === 'confirmDelete',
  async handle(input) {
    const turn = turnOf(input);
    const { t } = turn;
    const pending = turn.state.pending;
    if (pending?.kind !== 'confirmDelete') return tell(turn, t('answer.okay'));
    const project = pending.project.name;
    // A timer asked for when this one was found forgotten starts once it is thrown away; kept, it does not.
    const { then } = pending;
    if (isIntent(input, 'AMAZON.NoIntent')) {
      const kept = t(pending.timer ? 'discard.kept' : pending.also ? 'delete.keptEach' : 'delete.kept', { project });
      return tell(turn, then ? `${kept} ${t('forgotten.notStarted', { project: then.project.name })}` : kept);
    }
    // The timer a switch started a few minutes ago ("switch to Apollo", then "delete that"): a start by mistake, taken
    // back as a whole, and the timer it stopped runs on (it stayed stopped, unsaid, and the work since went untracked).
    // Later, the time since was most likely worked on Apollo: only that timer is thrown away.
    const switched = pending.timer && !then ? switchJustMade(turn, pending.id) : undefined;
    if (switched) return undoChange(turn, switched);
    if (pending.also) return deleteEach(turn, [pending.id, ...pending.also], pending.project, pending.seconds);
    // Time just logged that came off a timer ("Was that time on Greenfield part of it?"): the timer has it back once
    // the log is gone (it was lost), and loses it again if the delete is undone.
    const takenFrom = takenFromOf(rememberedChange(turn), pending.id);
    const overlapped = overlapOf(rememberedChange(turn), pending.id) ?? [];
    const read = await readAheadInTime(turn, takenFrom);
    if (!read) return tell(turn, t('errors.tooSlow'));
    await turn.api.activities.delete(pending.id);
    const back = await timeMovedBack(turn, takenFrom, 1, placedOf(rememberedChange(turn), pending.id), undefined, read);
    // Of a log by its clock times, the entries it was placed among: undo places them so again.
    const placedAmong = overlapped.filter((id) => back.moved?.[id] !== undefined);
    rememberChange(turn, {
      kind: 'deleted',
      id: pending.id,
      at: turn.now,
      project: pending.project,
      timer: pending.timer,
      ...(back.moved ? { takenFrom: back.moved } : {}),
      ...(placedAmong.length ? { overlapOf: placedAmong } : {}),
    });
    if (pending.timer && then) {
      const discarded = structuredClone(tell(turn, t('discard.discardedThen', { project })));
      const started = await startTimerFor(turn, then.project, then.description, undefined, startFrom(then, turn.now));
      // One change: "undo that" removes the new timer and brings the one thrown away back.
      const change = rememberedChange(turn);
      if (change?.kind === 'started') rememberChange(turn, { ...change, discarded: [...(change.discarded ?? []), pending.id] });
      return saidBefore(discarded, started);
    }
    if (pending.timer) return tell(turn, t('discard.discarded', { project }));
    return tell(turn, t('delete.deleted', { project, duration: spokenDuration(t, pending.seconds) }) + back.said);
  },
};
