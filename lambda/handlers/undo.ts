// "Undo that", "scratch that": reverses the skill's last change (see conversation/last-change.ts), in this
// session or in a one-shot request within the hour: a started timer is removed (and what it stopped runs
// again), a stop is resumed, a resume stopped again (and what it stopped runs again), logged time is deleted,
// an edit is put back, a delete is recovered, a merge is split and a split merged again, and a project made
// by voice is deleted while no time is on it.
import type { RequestHandler } from 'ask-sdk-core';
import dayjs from 'dayjs';
import type { Response } from 'ask-sdk-model';
import { isFailure, mightHaveLanded } from '../api/errors';
import type { Activity, ActivityUpdate } from '../../models';
import { MAX_DURATION_SECONDS } from '../conversation/limits';
import { type Change, lastChange, recentAlexaActivities, rememberChange, rememberedChange, UNDO_WINDOW_MS } from '../conversation/last-change';
import { isIntent, turnOf } from '../conversation/requests';
import { ask, tell } from '../conversation/respond';
import { changedId, entryStill, givingBackFits, stoppedSince, timeMovedBack, tookOverAt, updateEntry } from '../conversation/edits';
import { spokenTime } from '../conversation/past-time';
import { runningTimers, stopTimer } from '../conversation/timers';
import { lastStopOf } from '../conversation/stop-at';
import type { Turn } from '../conversation/turn';
import { secondsBetween } from '../dates/durations';
import { spokenDay, spokenDuration, spokenList } from '../speech/spoken';

export const UndoHandler: RequestHandler = {
  canHandle: (input) => isIntent(input, 'UndoChange'),
  async handle(input) {
    const turn = turnOf(input);
    // What was worked since the change is asked for beside the recent changes (one round), when the change may run a
    // timer again: a timer started elsewhere since may have taken over from it.
    const remembered = rememberedChange(turn)?.kind;
    const around = !remembered || ['started', 'stopped', 'resumed'].includes(remembered) ? workedSince(turn) : undefined;
    around?.catch(() => undefined);
    const recent = await recentAlexaActivities(turn);
    const last = await lastChange(turn, recent);
    // An entry named since ("what's my Apollo entry from yesterday?") is "that" for edits; undo still
    // means the skill's own change before it.
    const change = last?.kind === 'named' ? last.previous && turn.now - last.previous.at <= UNDO_WINDOW_MS ? last.previous : undefined : last;
    // Undo again just after one: only the last change is taken back, and how to take back another is said (it said it
    // saw no change of the last hour, the log before it made a minute earlier).
    if (change?.kind === 'undone') return tell(turn, turn.t('undo.onlyLast'));
    // A change in doubt since (the service failed part way, or its answer was lost): nothing before it is undone.
    if (change?.kind === 'unsure') return tell(turn, turn.t('undo.unsure'));
    if (!change || change.kind === 'named') return tell(turn, turn.t('undo.nothing'));
    // Said while the skill asks about a request not yet carried out ("Which project was that for?"),
    // "undo that" may mean that request, not the change before it: the change is named and asked about.
    const midQuestion = Boolean(turn.state.pending || turn.state.eliciting);
    if (change.shown || midQuestion) return askToUndo(turn, change, recent);
    return undoChange(turn, change, recent, around);
  },
};

/** Undoes the change; one changed again since (deleted on the website, merged) is left, and said so. */
export async function undoChange(turn: Turn, change: Change, recent: Activity[] = [], around?: Promise<Activity[]>): Promise<Response> {
  try {
    return await undo(turn, change, recent, around);
  } catch (error) {
    // Gone or refused: what was changed has changed again since (deleted on the website, merged).
    if (!isFailure(error, 'gone', 'not_found', 'invalid')) throw error;
    turn.log.warn('undo_refused', { kind: change.kind, failure: error.kind });
    return tell(turn, turn.t('undo.notAnyMore'));
  }
}

/**
 * A change read from the service (another Lambda container made it), or any change while another question
 * is open, is named and asked about first.
 */
async function askToUndo(turn: Turn, change: Exclude<Change, { kind: 'undone' | 'unsure' | 'named' }>, recent: Activity[]): Promise<Response> {
  const { t } = turn;
  const activity = recent.find((a) => a.id === changedId(change));
  const zone = await turn.timeZone();
  const spoken = {
    project: change.project?.name ?? '',
    time: spokenTime(t, dayjs(change.at), zone, turn.now),
    duration: spokenDuration(t, activity?.duration ?? 0),
  };
  const question = t(`undo.confirm_${change.kind}`, spoken);
  return ask(turn, question, question, { kind: 'confirmUndo', change: { ...change, shown: undefined, offered: undefined } });
}

async function undo(turn: Turn, change: Change, recent: Activity[], around?: Promise<Activity[]>): Promise<Response> {
  const runAgain = (ids: string[], reported?: (id: string) => number | undefined, besides?: string) => runAgainFrom(turn, ids, recent, around, reported, besides);
  const { t, api } = turn;
  const project = change.project?.name ?? '';
  // What is left to speak of as "that": the entry an edit, stop, resume or delete was undone on.
  const left = change.kind === 'edited' || change.kind === 'deleted' || change.kind === 'resumed' ? change.id : change.kind === 'stopped' ? change.ids[0] : undefined;
  // `takenFrom`: a log's time taken off its timer again (its move or delete undone), for a delete after it to give back.
  const done = (speech: string, takenFrom?: Record<string, number>) => {
    rememberChange(turn, { kind: 'undone', at: turn.now, project: change.project, ...(left ? { id: left } : {}), ...(takenFrom ? { takenFrom } : {}) });
    return tell(turn, speech);
  };
  // An undo that gives time back to the entries a log came off (the log's delete, move or recovery undone) is begun
  // only if its writes fit in the request's time, as the log's were.
  const givingBack = change.kind === 'logged' || change.kind === 'edited' || change.kind === 'deleted' ? change.takenFrom : undefined;
  if (!givingBackFits(turn, givingBack)) return tell(turn, t('undo.tooSlow'));
  // So with a switch's: what it stopped, replaced or cut is put back first, then its timer removed (cut off by the
  // deadline, both timers ran, said as in doubt).
  const putBackFirst = change.kind === 'started' && !!(change.stopped?.length || change.discarded?.length || change.trimmed);
  if (putBackFirst && !turn.hasTimeFor(2)) return tell(turn, t('undo.tooSlow'));
  switch (change.kind) {
    case 'started': {
      // What it stopped runs again, and what it replaced is back, before it is removed: should any of that fail,
      // a timer still runs (removed first, a failed resume left none running). Entries cut to end at its start get
      // their length back meanwhile.
      const [again, discarded, trimmed] = await Promise.all([
        runAgain(change.stopped ?? [], (id) => change.reported?.[id], change.id),
        Promise.all((change.discarded ?? []).map(async (id) => (await api.activities.recover(id)).project.name)),
        Promise.all(Object.entries(change.trimmed ?? {}).map(async ([id, duration]) => ((await api.activities.update(id, { duration })) ?? (await api.activities.get(id))).project.name)),
      ]);
      await api.activities.delete(change.id);
      const names = [...again.resumed, ...discarded];
      const kept = await keptUntil(turn, again);
      if (trimmed.length) return done(t('undo.startedTrimmed', { project, entries: spokenList(t, trimmed, 'and'), count: trimmed.length }) + kept);
      if (!names.length) return done(t('undo.started', { project }) + kept);
      return done(t('undo.startedResumed', { project, resumed: spokenList(t, names, 'and') }) + kept);
    }
    case 'created': {
      // Time put on it since (on the website, or a log whose undo came first) keeps the project.
      const { data: used } = await api.activities.list({ filter: [`project_id:${change.id}`], per_page: 1 });
      if (used.length) return tell(turn, t('undo.createdUsed', { project }));
      await api.projects.delete(change.id);
      turn.forgetProjects();
      return done(t('undo.created', { project }));
    }
    case 'resumed': {
      // Stopped again with what it had reported before the resume; what the resume stopped runs again. Timers
      // resumed together ("I'm back from lunch") are all stopped again.
      // One stopped since (on the website) is left as it is; those stopped again are named.
      const together = Object.entries(change.together ?? {});
      if (together.length) {
        const outcomes = await Promise.allSettled(
          [[change.id, change.reported] as const, ...together].map(async ([id, reported]) => {
            await stopTimer(turn, id);
            return ((await api.activities.update(id, { duration: reported })) ?? (await api.activities.get(id))).project.name;
          }),
        );
        const stopped = outcomes.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value] : []));
        const failed = outcomes.find((outcome): outcome is PromiseRejectedResult => outcome.status === 'rejected' && !isFailure(outcome.reason, 'invalid', 'gone', 'not_found'));
        if (failed && !stopped.length) throw failed.reason;
        if (!stopped.length) return done(t('undo.notAnyMore'));
        return done(t('undo.resumedTogether', { projects: spokenList(t, stopped, 'and'), count: stopped.length }));
      }
      await stopTimer(turn, change.id);
      await api.activities.update(change.id, { duration: change.reported });
      const again = await runAgain(change.stopped ?? [], undefined, change.id);
      const kept = await keptUntil(turn, again);
      if (!again.resumed.length) return done(t('undo.resumed', { project }) + kept);
      return done(t('undo.resumedRestarted', { project, restarted: spokenList(t, again.resumed, 'and') }) + kept);
    }
    case 'stopped': {
      const again = await runAgain(change.ids, () => change.reported);
      // Every timer running again is named: "stop all", undone, named one (it said one, and both ran).
      if (again.resumed.length) return done(t('undo.stopped', { project: spokenList(t, again.resumed, 'and'), count: again.resumed.length }) + (await keptUntil(turn, again)));
      // Another timer (started on the website since) took over: the stop is undone up to its start.
      return done((await keptUntil(turn, again)).trim());
    }
    case 'logged': {
      const logged = recent.find((a) => a.id === change.id) ?? (await api.activities.get(change.id));
      await api.activities.delete(change.id);
      const removed = t('undo.logged', { project, duration: spokenDuration(t, logged.duration) }) + (await timeMovedBack(turn, change.takenFrom, 1, change)).said;
      if (!change.earlier) return done(removed);
      // The first of two logged at once is still there: the next undo takes it back, and the person hears so.
      const earlier = recent.find((a) => a.id === changedId(change.earlier!));
      if (!earlier) return done(removed);
      rememberChange(turn, change.earlier);
      return tell(turn, `${removed} ${t('undo.earlierLeft', { project: earlier.project.name, duration: spokenDuration(t, earlier.duration) })}`);
    }
    case 'edited': {
      // The fields an entry had before the edit, put back; a running timer's length counts on from then: the minutes
      // since the edit are kept (of each changed with it, and of one a break came off first, alike).
      const putBack = (entry: Activity, fields: ActivityUpdate) =>
        updateEntry(turn, entry, entry.status === 'pending' && fields.duration !== undefined ? { ...fields, duration: fields.duration + secondsBetween(change.at, turn.now) } : fields);
      const entry = recent.find((a) => a.id === change.id) ?? (await api.activities.get(change.id));
      const restored = (await putBack(entry, change.before)) ?? entry;
      if (change.alongside) {
        const others = await Promise.all(
          change.alongside.map(async (other) => (await putBack(await api.activities.get(other.id), other.before)) ?? (await api.activities.get(other.id))),
        );
        const projects = spokenList(t, [...others, restored].map((a) => a.project.name), 'and');
        // Moved to a day together, they are back on theirs; cut to a start moved back, back to their lengths.
        if (change.alongside.some((other) => other.before.date === undefined)) return done(t('undo.editedEachAsBefore', { projects }));
        return done(t('undo.editedEach', { projects, day: spokenDay(t, restored.date.slice(0, 10), await turn.today()) }));
      }
      // A break said to be this one's, after it came off another ("no, I meant internal admin"): back on that one.
      // (Deleted since, it is said as the one edit put back.)
      const from = change.breakFrom && (await entryStill(turn, change.breakFrom.id));
      if (change.breakFrom && from) {
        await putBack(from, change.breakFrom.before);
        return done(t('undo.breakBack', { project: restored.project.name, duration: spokenDuration(t, restored.duration), from: from.project.name, break: spokenDuration(t, change.break ?? 0) }));
      }
      // Only its words changed: its length and day were never in question.
      if (Object.keys(change.before).every((field) => field === 'description')) return done(t('undo.editedDescription', { project: restored.project.name }));
      // Only its project changed (and the words that named it): it is back there; its length and day never moved (it
      // was "is back to 2 hours for today").
      const projectOnly = change.before.project_id !== undefined && Object.keys(change.before).every((field) => field === 'project_id' || field === 'description');
      if (projectOnly && !change.takenFrom) return done(t(restored.status === 'pending' ? 'undo.editedProjectTimer' : 'undo.editedProject', { project: restored.project.name, duration: spokenDuration(t, restored.duration) }));
      const day = spokenDay(t, restored.date.slice(0, 10), await turn.today());
      // A log moved back to the day of the timer its time came off: off the timer again, as before the move (an entry its
      // clock times fell inside split around it again).
      const again = await timeMovedBack(turn, change.takenFrom, -1, {}, { logStart: Date.parse(restored.date), overlapOf: change.overlapOf });
      return done(t('undo.edited', { project: restored.project.name, duration: spokenDuration(t, restored.duration), day }) + again.said, again.moved);
    }
    case 'deleted': {
      if (change.also) {
        for (const id of [change.id, ...change.also]) await api.activities.recover(id);
        const again = await timeMovedBack(turn, change.takenFrom, -1);
        return done(t('undo.deletedEach', { count: change.also.length + 1 }) + again.said, again.moved);
      }
      const recovered = await api.activities.recover(change.id);
      if (change.timer && recovered.status === 'pending') return done(t('undo.discarded', { project, elapsed: spokenDuration(t, recovered.duration) }));
      // A log whose time came off a timer, back: off the timer again, as before the delete (an entry its clock times fell
      // inside split around it again).
      const again = await timeMovedBack(turn, change.takenFrom, -1, {}, { logStart: Date.parse(recovered.date), overlapOf: change.overlapOf });
      return done(t('undo.deleted', { project }) + again.said, again.moved);
    }
    case 'grouped': {
      await api.activities.ungroup(change.id);
      return done(t('undo.grouped', { project }));
    }
    case 'ungrouped': {
      await api.activities.group(change.ids);
      return done(t('undo.ungrouped', { project }));
    }
    case 'undone':
    case 'unsure':
    case 'named':
      return tell(turn, t('undo.nothing'));
  }
}

/** Timers run again by an undo: the projects running again, and those another timer had taken over from since. */
interface RunAgain {
  resumed: string[];
  /** Each kept stopped, with its time given back up to when `by` started. */
  takenOver: { entry: Activity; by: Activity; at: number }[];
}

/** The timers running now and the entries stopped within the undo window: what may have been worked since a change. */
export async function workedSince(turn: Turn): Promise<Activity[]> {
  const [running, stopped] = await Promise.all([runningTimers(turn), stoppedSince(turn, turn.now - UNDO_WINDOW_MS)]);
  return [...running, ...stopped];
}

/**
 * Runs again, as if never stopped, the timers a change stopped (`reported`: what each had reported then).
 * Another timer worked since by other means (on the website, another device; running now, or stopped since) took
 * over at its start: running the stopped one again over that time would count it twice, so it gets its time back
 * up to that start and stays stopped. `besides`: the timer the undo removes or stops again. `around`: what was
 * worked since, read when the undo began (asked for when not given; see `workedSince`).
 */
async function runAgainFrom(
  turn: Turn,
  ids: string[],
  recent: Activity[],
  around: Promise<Activity[]> | undefined,
  reported: (id: string) => number | undefined = () => undefined,
  besides?: string,
): Promise<RunAgain> {
  const result: RunAgain = { resumed: [], takenOver: [] };
  if (!ids.length) return result;
  const [worked, timers] = await Promise.all([around ?? workedSince(turn), Promise.all(ids.map((id) => recent.find((a) => a.id === id) ?? turn.api.activities.get(id)))]);
  const others = worked.filter((other) => other.id !== besides && !ids.includes(other.id));
  // Each settled before a failure is told: the failure then says what runs (a first to fail said "nothing was
  // changed" while another went on to run again).
  const outcomes = await Promise.allSettled(
    timers.map(async (timer) => {
      const stop = lastStopOf(timer);
      const took = stop === undefined ? undefined : tookOverAt(others, stop);
      const entry = await resumeAsIfNeverStopped(turn, timer, reported(timer.id), took?.at);
      if (took) result.takenOver.push({ entry, ...took });
      else result.resumed.push(timer.project.name);
    }),
  );
  const failed = outcomes.find((outcome): outcome is PromiseRejectedResult => outcome.status === 'rejected');
  if (failed) throw failed.reason;
  return result;
}

/** What the person hears of timers kept stopped because another took over ("" when none was): a sentence each. */
async function keptUntil(turn: Turn, again: RunAgain): Promise<string> {
  if (!again.takenOver.length) return '';
  const { t } = turn;
  const zone = await turn.timeZone();
  const sentences = again.takenOver.map(({ entry, by, at }) =>
    t(by.status === 'pending' ? 'undo.keptUntil' : 'undo.keptUntilEntry', { project: entry.project.name, other: by.project.name, time: spokenTime(t, dayjs(at), zone, turn.now), duration: spokenDuration(t, entry.duration) }),
  );
  return ` ${sentences.join(' ')}`;
}

/**
 * Resumes a stopped timer as if it had never stopped: its reported time counts the minutes between the
 * stop and now too (set while it is stopped: a running timer's duration cannot be updated), and a stop
 * at a past time gets back what it had reported when it really stopped. Records keep the real stop.
 * With `until` (when another timer took over), it counts the minutes up to then and stays stopped.
 */
async function resumeAsIfNeverStopped(turn: Turn, activity: Activity, reported?: number, until?: number): Promise<Activity> {
  if (activity.status === 'pending') return activity;
  const stop = lastStopOf(activity);
  const gap = stop === undefined ? 0 : secondsBetween(stop, until ?? turn.now);
  const duration = Math.min((reported ?? activity.duration) + gap, MAX_DURATION_SECONDS);
  const changed = duration !== activity.duration;
  const updated = changed ? ((await turn.api.activities.update(activity.id, { duration })) ?? { ...activity, duration }) : activity;
  if (until !== undefined) return updated;
  try {
    await turn.api.activities.resume(activity.id);
  } catch (error) {
    // Not running again: its length goes back, or undo said again would count the minutes since the stop twice
    // (unless the resume may still land: then the length it has is the one it needs).
    if (changed && !(isFailure(error) && mightHaveLanded(error))) await turn.api.activities.update(activity.id, { duration: activity.duration }).catch(() => undefined);
    throw error;
  }
  return updated;
}
