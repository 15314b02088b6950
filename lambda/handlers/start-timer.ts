// "Start a timer for Apollo": resolve the project, ask first if it is inactive, then start a timer with source
// "alexa" while whatever else runs is stopped, in the same round (a person works on one thing at a time, and
// hears how long the stopped timer ran); should a stop fail, the new timer is taken back. Asked twice, it does not start a second timer. "Switch from Internal Admin to Greenleaf"
// (the `previous` slot) names the timer to stop, which every other running timer is anyway.
import type { RequestHandler } from 'ask-sdk-core';
import dayjs from 'dayjs';
import type { Response } from 'ask-sdk-model';
import type { Activity, Ref } from '../../models';
import { isFailure, mightHaveLanded } from '../api/errors';
import { describedBeside, findProject, isProjectCalled, namedBy } from '../conversation/find-project';
import { showTimer } from '../conversation/apl';
import { askIfForgotten, startLeavesDayBehind } from '../conversation/forgotten';
import { askIfInactive } from '../conversation/inactive';
import { isIntent, projectText, slotOf, slotText, turnOf } from '../conversation/requests';
import { ask, elicit, saidBefore, tell } from '../conversation/respond';
import { forgetTimerReminders, remindAboutTimer } from '../conversation/reminders';
import { afterFailedCreate, runningTimers, stopTimer } from '../conversation/timers';
import { editEntry, endIn, entriesBetween, entryStill, fieldsBefore, landedAfterAll, spansIn, trackedEnd, wouldOverlap } from '../conversation/edits';
import { lastChange, rememberChange } from '../conversation/last-change';
import { clockSaid, spokenTime } from '../conversation/past-time';
import { countedSpans, countedStart, reportedAt, reportUntil, stopTimeProblem } from '../conversation/stop-at';
import { describeError } from '../log';
import { startFromAnswer } from './confirm-start-from';
import type { Turn } from '../conversation/turn';
import { descriptionBeside, descriptionWithoutRepairs, echo, isTimerWords } from '../conversation/words';
import { heardWords } from '../resolution/names';
import { runningFrom } from './start-earlier';
import { spokenDuration, spokenList } from '../speech/spoken';
import { inZone, zonedTimestamp } from '../dates/time-zone';
import { lengthSaid, secondsBetween } from '../dates/durations';

export const StartTimerHandler: RequestHandler = {
  canHandle: (input) => isIntent(input, 'StartTimer'),
  async handle(input) {
    const turn = turnOf(input);
    // "Start it now", to "Did you mean from 6 AM, 7 hours ago?": the timer asked about, now.
    const { pending } = turn.state;
    const answered = pending?.kind === 'confirmStartFrom' ? await startFromAnswer(turn, pending, slotText(input, 'project') ?? 'now') : undefined;
    if (answered) return answered;
    const said = projectText(input, 'project', { that: true, timer: true });
    if (!said) return elicit(turn, 'project', turn.t('start.askProject'));
    // "Switch to Internal Admin at two", "since two fifteen": a time it began, heard with the name or as what the
    // work was (it switched now, described "at two"), read as "I switched to Internal Admin at two" is.
    const withTime = TIME_BEGUN_AFTER.exec(heardWords(said));
    const timeAfterName = withTime ? clockSaid(withTime[2]) : undefined;
    const heard = timeAfterName && !(await isProjectCalled(turn, said)) ? withTime![1] : said;
    const saidDescription = slotText(input, 'description');
    // "Switch to Internal Admin in ten minutes", "after lunch": a start still to come, which a timer cannot wait for (it
    // switched now, described "in ten minutes").
    const aheadAfterName = new RegExp(`^(.+?) (?:${AHEAD.source.slice(1, -1)})$`).exec(heardWords(said));
    if ((saidDescription && AHEAD.test(heardWords(saidDescription))) || (aheadAfterName && !(await isProjectCalled(turn, said)))) {
      const project = aheadAfterName?.[1] ?? said;
      return tell(turn, turn.t('start.notAhead', { project: echo(project) ?? project }));
    }
    // "Start a timer for two hours on Greenleaf" is a countdown, which a timer that counts up is not.
    if (saidDescription && lengthSaid(saidDescription)) return ask(turn, turn.t('start.countUpLength'), turn.t('fallback.reprompt'));
    const began = saidDescription ? TIME_BEGUN.exec(heardWords(saidDescription)) : null;
    // "Stop greenleaf at eleven and start internal admin": the stop's time is the switch's (it stopped now, an hour
    // of Internal Admin's work left on Greenleaf).
    const stoppedAt = STOPPED_AT.exec(heardWords(slotText(input, 'previous') ?? ''));
    const beganAt = heard !== said ? timeAfterName : began ? clockSaid(began[1]) : stoppedAt ? clockSaid(stoppedAt[1]) : undefined;
    // "Start the timer on Greenleaf": the words are the timer's, not a description of the work.
    const description = saidDescription && !isTimerWords(saidDescription) && !beganAt ? descriptionWithoutRepairs(saidDescription) : undefined;
    // Which timers run, and which projects are inactive, does not depend on which project was meant: ask at once.
    const timers = runningTimers(turn);
    timers.catch(() => undefined); // awaited below, unless the skill has to ask which project first
    turn.inactiveProjects().catch(() => undefined);
    turn.timeZone().catch(() => undefined); // whether a running timer looks forgotten depends on the day
    const found = await findProject(turn, heard, slotOf(input, 'project'), { intent: 'StartTimer', description }, namedBy(description));
    if ('response' in found) return found.response;
    const beside = await describedBeside(turn, heard, description, found, { intent: 'StartTimer', description });
    if ('response' in beside) return beside.response;
    if (beganAt) return runningFrom(turn, found.project, beganAt);
    return startTimerFor(turn, found.project, beside.description, timers);
  },
};

/** Words after a project's name that put its start ahead ("in ten minutes", "after lunch", "later", "tomorrow"). */
const AHEAD = /^(?:in (?:a|an|\w+)(?: \w+)? (?:minutes?|hours?)|in a (?:bit|minute|moment|while)|after (?:lunch|the meeting|my break|the break)|later(?: on| today)?|tomorrow(?: \w+)?|tonight|this (?:afternoon|evening))$/;

/** Words after a project's name that say when the work began ("at two", "since two", "starting at two"). */
const BEGUN = '(?:at|since|from|starting(?: at| from)?|beginning at|as of)';
const TIME_BEGUN = new RegExp(`^${BEGUN} (.+)$`);
const TIME_BEGUN_AFTER = new RegExp(`^(.+?) ${BEGUN} ((?:[a-z]+|\\d{1,2})(?: [a-z]+| \\d{2})?(?: (?:am|pm))?)$`);
/** The time a timer to stop was said to stop at ("greenleaf at eleven", "my timer at ten thirty"). */
const STOPPED_AT = /(?:^| )at ((?:[a-z]+|\d{1,2})(?: [a-z]+| \d{2})?(?: (?:am|pm))?)$/;

/** Starts a timer for the project; `from` (ISO, in the past) when the person said they started earlier. */
export async function startTimerFor(turn: Turn, project: Ref, said?: string, running?: Promise<Activity[]>, from?: string): Promise<Response> {
  const description = descriptionBeside(said, project.name);
  const timers = running ?? runningTimers(turn);
  timers.catch(() => undefined); // awaited below, unless the project is inactive and the skill asks first
  const inactive = await askIfInactive(turn, project, { intent: 'StartTimer', description, ...(from ? { from } : {}) });
  if (inactive) return inactive;
  return startTimerWith(turn, project, description, await timers, from);
}

/**
 * A yes to "Should I throw it away, and start Apollo from then instead?" (the project's inactive question, if
 * any, was answered before it): of the timers asked about, those still running and still begun after `from` are
 * thrown away once the new timer runs, never before (a start that failed, or asked again, lost them). Ids read
 * from the session name nothing else: an entry that is no such timer is left as it is.
 */
export async function replaceAndStart(turn: Turn, project: Ref, description: string | undefined, from: string, ids: string[]): Promise<Response> {
  const timers = await runningTimers(turn);
  const replaced = timers.filter((timer) => ids.includes(timer.id) && beganAfter(timer, dayjs(from), turn.now));
  return startTimerWith(turn, project, description, timers.filter((timer) => !replaced.includes(timer)), from, replaced);
}

/** Whether the running timer's work all began after `at`: its first record (a resumed one has earlier work, which a throw-away would lose). */
const beganAfter = (timer: Activity, at: dayjs.Dayjs, now: number) =>
  stopTimeProblem(timer, at, now) === 'beforeStart' && timer.records.every((record) => Date.parse(record.start_time) > at.valueOf());

/**
 * A yes to "Your Greenleaf entry runs until 12:30 PM. Should it end at 12:10 PM, and Apollo start then?": the timer
 * starts from then and, once it runs, each entry asked about that is still one stretch begun before `from` and
 * ending after it is cut to end then (undo gives the entries their length back). Nothing is cut before the start
 * runs: a start that fails, or asks something first, leaves them as they were.
 */
export async function trimAndStart(turn: Turn, project: Ref, description: string | undefined, from: string, ids: string[], replacingIds: string[] = []): Promise<Response> {
  const at = Date.parse(from);
  const [timers, entries, zone] = await Promise.all([runningTimers(turn), Promise.all(ids.map((id) => entryStill(turn, id))), turn.timeZone()]);
  const trimming = entries.filter((entry): entry is Activity => !!entry && isTrimmable(entry, at, zone));
  const replaced = timers.filter((timer) => replacingIds.includes(timer.id) && beganAfter(timer, dayjs(from), turn.now));
  return startTimerWith(turn, project, description, timers.filter((timer) => !replaced.includes(timer)), from, replaced, trimming);
}

/** A stopped entry a start at `at` may cut to end then: one stretch of tracked time, begun a minute or more before, ending after. */
const isTrimmable = (entry: Activity, at: number, zone: string) => {
  const [span, ...more] = spansIn(entry, zone);
  return entry.status === 'complete' && !!span && more.length === 0 && span[0] <= at - MIN_TRIMMED_MS && span[1] > at;
};
/** An entry is cut to end at a start only if a minute of it is left. */
const MIN_TRIMMED_MS = 60_000;

/**
 * "I switched to Greenfield at nine thirty", just after "I switched to Greenfield at nine": the entries that switch
 * ended at nine (one stretch each) run on to the new start, each with its new length (nine to nine thirty was on no
 * project). None when the start moves earlier (those entries are asked to be cut, as any), or the timer was not
 * just started by a switch.
 */
async function handedBack(turn: Turn, timer: Activity, from: number): Promise<{ entry: Activity; duration: number }[]> {
  const start = Date.parse(timer.date);
  if (from <= start) return [];
  const change = await lastChange(turn);
  if (change?.kind !== 'started' || change.id !== timer.id || !change.stopped?.length) return [];
  const entries = await Promise.all(change.stopped.map((id) => entryStill(turn, id)));
  return entries.flatMap((entry) =>
    entry?.status === 'complete' && entry.records.length === 1 && Math.abs(trackedEnd(entry) - start) < 60_000 ? [{ entry, duration: entry.duration + secondsBetween(start, from) }] : [],
  );
}

/**
 * "I started at ten", of a timer stopped and resumed today, said later than it first began: the stretch since the
 * break began then, the work before it kept (the start moved to ten, and the hour from eight to nine was lost). A time
 * within the work before the break changes nothing. What is said; undefined for a timer run in one stretch, or a
 * time before it first began (the whole start moves back, as for any timer).
 */
async function startAfterBreak(turn: Turn, timer: Activity, from: number): Promise<string | undefined> {
  // Stretches a minute or less apart are one (an edit of a running timer stops and resumes it).
  const spans: [number, number][] = [];
  for (const [start, end] of countedSpans(timer, turn.now)) {
    const previous = spans.at(-1);
    if (previous && start - previous[1] < 60_000) previous[1] = Math.max(previous[1], end);
    else spans.push([start, end]);
  }
  if (spans.length < 2 || from <= spans[0][0]) return undefined;
  const { t } = turn;
  const zone = await turn.timeZone();
  const project = timer.project.name;
  const time = spokenTime(t, inZone(from, zone), zone, turn.now);
  // (A record of seconds is a stop cut back to a time said, no work of its own.)
  const earlier = spans.slice(0, -1).filter(([start, end]) => end - start >= 60_000);
  if (earlier.length === 0) return undefined;
  if (from < Math.max(...earlier.map(([, end]) => end))) return t('backdate.breakStartKept', { project, time });
  const seconds = Math.floor(earlier.reduce((ms, [start, end]) => ms + end - start, 0) / 1000) + secondsBetween(from, turn.now);
  const updated = await editEntry(turn, timer, { duration: seconds });
  const counted = (updated ?? timer).duration;
  showTimer(turn, project, counted);
  return t('backdate.breakStartMoved', { project, time, duration: spokenDuration(t, counted) });
}

async function startTimerWith(
  turn: Turn,
  project: Ref,
  description: string | undefined,
  timers: Activity[],
  from?: string,
  replacing: Activity[] = [],
  trimming: Activity[] = [],
): Promise<Response> {
  const { t } = turn;
  const already = timers.find((timer) => timer.project.id === project.id);
  // A timer forgotten since yesterday is not stopped now, which would book the night: when did it finish?
  // A start from a time said keeps it for after the question ("I started on Greenleaf at nine": it started from now).
  // So the project's own ("has been running for 24 hours", and the night stayed booked; "start greenleaf from eight"
  // moved its start to today, yesterday's hours lost): the answer stops it then, and a new timer starts. A start said
  // on its own day ("I started at ten", at 1 am) only moves it.
  const ownMoves = already && from && !startLeavesDayBehind(already, from, turn.now, await turn.timeZone());
  const forgotten = await askIfForgotten(turn, ownMoves ? timers.filter((timer) => timer !== already) : timers, { project, description, ...(from ? { from } : {}) });
  if (forgotten) return forgotten;
  const stopped: Activity[] = [];
  // Started on this one earlier means stopped the others then, where they were running by then.
  const switchedAt = from ? dayjs(from) : undefined;
  // Another timer begun after then ("I started on Apollo thirty minutes ago", Greenleaf's timer started ten
  // minutes ago): both would count the minutes since it began. Whether to throw it away is asked (it was kept,
  // stopped now, and those minutes booked twice).
  const since = switchedAt && !already ? timers.filter((timer) => beganAfter(timer, switchedAt, turn.now)) : [];
  if (since.length) return askToReplace(turn, since, project, description, from!);
  // A stopped entry since then would have its minutes booked twice. One begun before then ("I started on Apollo
  // twenty minutes ago" just after Greenleaf's timer was stopped) is offered to end then; one begun after it
  // ("I started on Nimbus at eleven", Greenleaf's timer ran 12 to 12:30) is no part of this start: nothing starts,
  // and the reply says why.
  // So with the timer running for the project moved back ("I actually started at five", the Apollo timer it stopped
  // ran until seven): between the time said and its own start.
  const until = already ? Date.parse(already.date) : turn.now;
  const movedBack = !!switchedAt && switchedAt.valueOf() < until - MIN_TRIMMED_MS;
  const between = movedBack ? (await entriesBetween(turn, switchedAt.valueOf(), until, already)).filter((entry) => !trimming.some((cut) => cut.id === entry.id)) : [];
  if (between.length) {
    const zone = await turn.timeZone();
    const trimmable = between.length <= MAX_TRIMMED && between.every((entry) => isTrimmable(entry, switchedAt!.valueOf(), zone));
    return trimmable ? askToTrim(turn, between, project, description, from!, replacing) : wouldOverlap(turn, project.name, between[0], switchedAt!.valueOf(), { starting: !already });
  }
  // The new timer is created while the others are stopped, in one round: a switch in a slow service (two seconds
  // a call) fits the time Alexa waits, where stops and then the create did not, and the old timer was stopped with
  // the new one's start unknown. Its date carries the person's UTC offset, as a log's does: left to the service it
  // would be in UTC, and an evening's timer in America (or a morning's in Sydney) would be booked on the next day
  // (or the one before).
  const date = from ?? (already ? undefined : zonedTimestamp(turn.now, await turn.timeZone()));
  const creating = already
    ? undefined
    : turn.api.activities
        .create({ source: 'alexa', project_id: project.id, description: description ?? t('descriptions.timer', { project: project.name }), date })
        .then((started) => ({ started }), (error: unknown) => ({ error }));
  const others = timers.filter((timer) => timer !== already);
  const stops = await Promise.allSettled(others.map((timer) => stopTimer(turn, timer.id)));
  const unstopped = others.filter((_, i) => stops[i].status === 'rejected');
  if (unstopped.length) {
    const failures = stops.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason as unknown] : []));
    const unavailable = failures.every((error) => isFailure(error, 'unavailable'));
    // A timer that would not stop runs on: the new one is taken back, or the two would count the same minutes.
    const left = creating ? await takeBack(turn, project, await creating) : undefined;
    if (!unavailable) throw failures.find((error) => !isFailure(error, 'unavailable'));
    const running = spokenList(t, unstopped.map((timer) => timer.project.name), 'and');
    const maybe = failures.some((error) => isFailure(error) && mightHaveLanded(error));
    const notStarted =
      left === 'unknown'
        ? t('start.unsureBeside', { project: project.name, running })
        : left
          ? t('start.startedBeside', { project: project.name, running })
          : t(maybe ? 'start.notStartedMaybeRunning' : 'start.notStartedRunning', { running, count: unstopped.length });
    const stoppedNow = stops.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value] : []));
    if (!stoppedNow.length) return tell(turn, notStarted);
    const previous = spokenList(t, stoppedNow.map((timer) => t('start.ranFor', { project: timer.project.name, elapsed: spokenDuration(t, timer.duration) })), 'and');
    return tell(turn, `${t('start.stoppedFirst', { count: stoppedNow.length, previous })} ${notStarted}`);
  }
  const endedEarlier = new Set<string>();
  for (const [i, timer] of others.entries()) {
    stopped.push((stops[i] as PromiseFulfilledResult<Activity>).value);
    if (switchedAt && !stopTimeProblem(timer, switchedAt, turn.now)) endedEarlier.add(timer.id);
  }
  // Every stop landed: the stopped ones' reported ends are set (at once). An end that cannot be set leaves that
  // timer stopped now, as it is said.
  // A timer whose end could not be set counts until now, over the new one's time: said, as an entry left uncut is.
  const unended: string[] = [];
  // One whose end no look could settle (a slow service) is said to be in doubt, not to run past then.
  const endUnsure: string[] = [];
  const ended: (Activity & { reportedAtStop?: number })[] = await Promise.all(
    stopped.map((timer) =>
      endedEarlier.has(timer.id)
        ? reportUntil(turn, timer, switchedAt!).catch((error: unknown) => {
            turn.log.warn('stop_time_not_set', describeError(error));
            const unsure = (error as { unsure?: boolean }).unsure;
            (unsure ? endUnsure : unended).push(timer.project.name);
            // Undo gives it back what it counted at the real stop, whichever end it has.
            return unsure ? { ...timer, reportedAtStop: timer.duration } : timer;
          })
        : timer,
    ),
  );
  const previous = spokenList(t, ended.map((timer) => t('start.ranFor', { project: timer.project.name, elapsed: spokenDuration(t, timer.duration) })), 'and');
  const count = ended.length;
  // Already running for the project, but said to have started at another time ("I actually started at
  // nine"): it counts from then, earlier or later, and the time is named back.
  if (already && from && Math.abs(Date.parse(from) - countedStart(already, turn.now)) >= 60_000) {
    const afterBreak = await startAfterBreak(turn, already, Date.parse(from));
    if (afterBreak) return tell(turn, count ? `${t('start.stoppedFirst', { count, previous })} ${afterBreak}` : afterBreak);
    // What it counted since then, a pause no work: "I actually started at 8:30" of a timer paused from 10 to 11 is
    // the half hour more, not the pause too (it counted 8:30 to now). Earlier than its start, the time between is
    // added to what it counts: a break or a log taken off it stays off (it counted 8:30 to now, both lost).
    const earlier = Date.parse(from) < Date.parse(already.date);
    const seconds = earlier ? already.duration + secondsBetween(Date.parse(from), Date.parse(already.date)) : already.duration - reportedAt(already, dayjs(from), turn.now);
    const update = { date: from, duration: seconds };
    const handing = await handedBack(turn, already, Date.parse(from));
    const moved = await editEntry(turn, already, update);
    // The entries it now starts over are cut to end then, and those its switch ended at its old start run on to the
    // new one: undone with the move.
    const ends = [...trimming.map((entry) => ({ entry, duration: secondsBetween(Date.parse(entry.date), Date.parse(from)) })), ...handing];
    const changes = await Promise.allSettled(ends.map(({ entry, duration }) => turn.api.activities.update(entry.id, { duration })));
    const changed = ends.filter((_, i) => changes[i].status === 'fulfilled').map(({ entry }) => entry);
    if (moved && changed.length) {
      rememberChange(turn, { kind: 'edited', id: already.id, at: turn.now, project, before: fieldsBefore(already, update), alongside: changed.map((entry) => ({ id: entry.id, before: { duration: entry.duration } })) });
    }
    const handed = handing.filter(({ entry }) => changed.includes(entry)).map(({ entry }) => entry.project.name);
    const response = await startedFrom(turn, moved ?? already, previous, count, { moved: true });
    if (!handed.length) return response;
    const zone = await turn.timeZone();
    const runOn = t('backdate.switchMovedLater', { count: handed.length, entries: spokenList(t, handed, 'and'), time: spokenTime(t, dayjs(from), zone, turn.now) });
    return saidBefore(structuredClone(response), tell(turn, runOn));
  }
  if (already) {
    const elapsed = spokenDuration(t, already.duration);
    showTimer(turn, project.name, already.duration);
    return tell(turn, count ? t('start.stoppedOthersAlreadyRunning', { count, previous, project: project.name, elapsed }) : t('start.alreadyRunning', { project: project.name, elapsed }));
  }
  const created = await creating!; // made whenever no timer ran for the project
  let started = 'started' in created ? created.started : undefined;
  if (!started) {
    const outcome = await createdAfterAll(turn, project, (created as { error: unknown }).error);
    if (typeof outcome !== 'object') {
      // Not started: the timers it was to replace run on, and the entries it was to cut are as they were.
      const failed = t(outcome === 'unknown' ? 'start.unsure' : 'start.notStarted', { project: project.name });
      return tell(turn, count ? `${t('start.stoppedFirst', { count, previous })} ${failed}` : failed);
    }
    started = outcome.landed;
  }
  // It runs: the timers it replaces are thrown away now; one the service would not delete is said, unless it is
  // gone after all (a delete whose answer was lost), and one that cannot be looked at is said to be unknown (it was
  // said to be still running, and had gone).
  const deletes = await Promise.allSettled(replacing.map((timer) => turn.api.activities.delete(timer.id)));
  const fates = await Promise.all(
    replacing.map(async (timer, i) => {
      const outcome = deletes[i];
      if (outcome.status === 'fulfilled') return 'gone';
      // A delete unanswered may still land: found still there, it is no more kept than gone.
      const mayLand = isFailure(outcome.reason) && mightHaveLanded(outcome.reason);
      return entryStill(turn, timer.id).then((still) => (!still ? 'gone' : mayLand ? 'unsure' : 'kept'), () => 'unsure' as const);
    }),
  );
  const discarded = replacing.filter((_, i) => fates[i] === 'gone').map((timer) => timer.id);
  const kept = replacing.filter((_, i) => fates[i] === 'kept').map((timer) => timer.project.name);
  const unsure = replacing.filter((_, i) => fates[i] === 'unsure').map((timer) => timer.project.name);
  // The entries it starts over are cut to end at its start. A cut whose answer was lost is looked at (past the
  // request's time if need be): one the deadline cut off after it had landed was said not made.
  const cutTo = (entry: Activity) => secondsBetween(Date.parse(entry.date), switchedAt!.valueOf());
  const cuts = await Promise.all(
    trimming.map((entry) =>
      turn.api.activities.update(entry.id, { duration: cutTo(entry) }).then(
        () => true as const,
        async (error: unknown) => {
          const landed = await landedAfterAll(turn, error, entry.id, (now) => now.duration === cutTo(entry));
          return landed === 'unknown' ? landed : !!landed;
        },
      ),
    ),
  );
  // One in doubt is given its length back by undo too, whichever it has.
  const trimmed = Object.fromEntries(trimming.flatMap((entry, i) => (cuts[i] !== false ? [[entry.id, entry.duration]] : [])));
  const uncut = [...unended, ...trimming.filter((_, i) => cuts[i] === false).map((entry) => entry.project.name)];
  const cutUnsure = [...endUnsure, ...trimming.filter((_, i) => cuts[i] === 'unknown').map((entry) => entry.project.name)];
  const reported = Object.fromEntries(ended.flatMap((a) => (typeof a.reportedAtStop === 'number' ? [[a.id, a.reportedAtStop]] : [])));
  rememberChange(turn, {
    kind: 'started',
    id: started.id,
    at: turn.now,
    project,
    ...(count ? { stopped: ended.map((a) => a.id) } : {}),
    ...(Object.keys(reported).length ? { reported } : {}),
    ...(discarded.length ? { discarded } : {}),
    ...(Object.keys(trimmed).length ? { trimmed } : {}),
  });
  if (kept.length || unsure.length || uncut.length || cutUnsure.length) {
    // A copy: the response builder is shared, and the second sentence is written into the same response.
    const said = structuredClone(from ? await startedFrom(turn, started, previous, count) : tell(turn, t('start.started', { project: timerFor(turn, project, description) })));
    const failed = kept.length
      ? t('backdate.replaceNotThrown', { count: kept.length, timers: spokenList(t, kept, 'and') })
      : unsure.length
        ? t('backdate.replaceUnsure', { count: unsure.length, timers: spokenList(t, unsure, 'and') })
        : uncut.length
          ? t('backdate.trimNotMade', { count: uncut.length, entries: spokenList(t, uncut, 'and') })
          : t('backdate.trimUnsure', { count: cutUnsure.length, entries: spokenList(t, cutUnsure, 'and') });
    return saidBefore(said, tell(turn, failed));
  }
  // The timers thrown away for it are named (it said nothing of them).
  if (from && discarded.length) {
    const thrown = replacing.filter((timer) => discarded.includes(timer.id)).map((timer) => timer.project.name);
    return saidBefore(structuredClone(await startedFrom(turn, started, previous, count)), tell(turn, t('backdate.replaced', { count: thrown.length, timers: spokenList(t, thrown, 'and') })));
  }
  if (from) return startedFrom(turn, started, previous, count);
  showTimer(turn, project.name, 0);
  // With permission, a reminder a workday ahead for this timer, and none left for those stopped.
  await Promise.all([remindAboutTimer(turn, project.name), forgetTimerReminders(turn, stopped.map((timer) => timer.project.name))]);
  // The project, or what was said to be done on it.
  const what = timerFor(turn, project, description);
  return tell(turn, count ? t('start.startedAfterStopping', { count, previous, project: what }) : t('start.started', { project: what }));
}

const MAX_TRIMMED = 4;

/** What became of a failed create of the project's timer. No timer ran for the project before it, so a pending one from Alexa now is this one. */
const createdAfterAll = (turn: Turn, project: Ref, error: unknown) =>
  afterFailedCreate(turn, error, (a) => a.project.id === project.id && a.source === 'alexa', ['status:pending']);

/**
 * Takes back a timer created beside one that would not stop (a create whose answer was lost is looked for first):
 * the timer left running when it could not be, `unknown` when the create may still land, else undefined.
 */
async function takeBack(turn: Turn, project: Ref, created: { started: Activity } | { error: unknown }): Promise<Activity | 'unknown' | undefined> {
  let started = 'started' in created ? created.started : undefined;
  if (!started) {
    const outcome = await createdAfterAll(turn, project, (created as { error: unknown }).error).catch(() => 'unknown' as const);
    if (outcome === 'unknown') return 'unknown';
    if (outcome === 'not_landed') return undefined;
    started = outcome.landed;
  }
  try {
    await turn.api.activities.delete(started.id);
    return undefined;
  } catch (error) {
    turn.log.warn('timer_not_taken_back', describeError(error));
    return (await entryStill(turn, started.id).catch(() => started)) ?? undefined;
  }
}

/** "Your Greenleaf Yoga Studio entry runs until 12:30 PM. Should it end at 12:10 PM, and Apollo start then?" */
async function askToTrim(turn: Turn, entries: Activity[], project: Ref, description: string | undefined, from: string, replacing: Activity[] = []): Promise<Response> {
  const { t } = turn;
  const zone = await turn.timeZone();
  const spoken = (at: number) => spokenTime(t, inZone(at, zone), zone, turn.now);
  const last = Math.max(...entries.map((entry) => endIn(entry, zone)));
  const question = t('backdate.trimQuestion', {
    count: entries.length,
    entries: spokenList(t, entries.map((entry) => entry.project.name), 'and'),
    until: spoken(last),
    time: spoken(Date.parse(from)),
    project: project.name,
  });
  return ask(turn, question, question, {
    kind: 'confirmTrim',
    entries: entries.map((entry) => ({ id: entry.id, project: entry.project })),
    project,
    ...(description ? { description } : {}),
    from,
    // Timers a yes just now agreed to throw away, thrown away with the cut (each question led to the other).
    ...(replacing.length ? { replacing: replacing.map((timer) => timer.id) } : {}),
  });
}

/** "Your timer for Greenleaf only started at 8:10 AM, after 7:40 AM. Should I throw it away, and start Apollo from 7:40 AM instead?" */
async function askToReplace(turn: Turn, timers: Activity[], project: Ref, description: string | undefined, from: string): Promise<Response> {
  const { t } = turn;
  const zone = await turn.timeZone();
  const question = t('backdate.replaceQuestion', {
    count: timers.length,
    timers: spokenList(t, timers.map((timer) => timer.project.name), 'and'),
    since: spokenTime(t, dayjs(turn.now - timers[0].duration * 1000), zone, turn.now),
    time: spokenTime(t, dayjs(from), zone, turn.now),
    project: project.name,
  });
  return ask(turn, question, question, {
    kind: 'confirmReplace',
    timers: timers.map((timer) => ({ id: timer.id, project: timer.project })),
    project,
    ...(description ? { description } : {}),
    from,
  });
}

/** "Started a timer for Apollo from 8:40 AM", or, of a timer that was already running, "now counts from". */
async function startedFrom(turn: Turn, started: Activity, previous: string, count: number, options: { moved?: boolean } = {}): Promise<Response> {
  const { t } = turn;
  const zone = await turn.timeZone();
  const spoken = { project: started.project.name, time: spokenTime(t, dayjs(started.date), zone, turn.now), elapsed: spokenDuration(t, started.duration), previous };
  if (options.moved) return tell(turn, count ? t('backdate.movedAfterStopping', spoken) : t('backdate.moved', spoken));
  return tell(turn, count ? t('backdate.startedAfterStopping', spoken) : t('backdate.started', spoken));
}

/** "Apollo Website Redesign", or "code review on Apollo Website Redesign" (plain text): a description is confirmed, but a long one is not read back. */
function timerFor(turn: Turn, project: Ref, description: string | undefined): string {
  if (!description) return project.name;
  const short = echo(description);
  return short ? turn.t('start.whatDescribed', { description: short, project: project.name }) : turn.t('start.whatDescribedLong', { project: project.name });
}
