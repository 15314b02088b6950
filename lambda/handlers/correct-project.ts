// "I meant Nimbus", "no, I meant the audit", "sorry, I said Greenleaf": a correction of the project just
// heard. As the answer to a question about projects it is that answer (choose-project.ts). Said after the
// skill has just started, stopped, logged or edited an entry, it moves that entry to the project meant, as
// "move that to Nimbus" does: taken as a new wish instead, it would start a timer for Nimbus and leave the
// time on the project the person was correcting. "I meant two hours" or "I meant yesterday" corrects the
// entry's length or day instead, and "no, I meant six in the evening", just after a timer was started from a
// time, when it counts from (start-earlier.ts). Said after a question about something else ("how much did I log on
// Greenleaf today?"), it is that question asked again with the words meant; it moved the last entry. With
// nothing to correct, it is a name said out of the blue.
import type { HandlerInput, RequestHandler } from 'ask-sdk-core';
import type { IntentRequest, Response, Slot } from 'ask-sdk-model';
import type { Activity, Ref } from '../../models';
import { askWhichEntry, entryDayOf, entryMeant, entryStill, loggedTogether, namedTimerBeside, saysStandIn, switchedBetween } from '../conversation/edits';
import { clockSaid } from '../conversation/past-time';
import { findProject, isProjectCalled, resolveWithClients, wordsMeant } from '../conversation/find-project';
import { type Asked, askedSince, type Change, changeToCorrect, lastChange, recentAlexaActivities, rememberChange } from '../conversation/last-change';
import { asIntent, isIntent, projectText, slotOf, turnOf } from '../conversation/requests';
import { ask, saidBefore, tell } from '../conversation/respond';
import { entriesOfDay } from '../conversation/duplicates';
import { inZone, localDate } from '../dates/time-zone';
import { takeBreakOff } from './take-break';
import { runningTimers } from '../conversation/timers';
import type { Turn } from '../conversation/turn';
import { answerWords, echo, nameWords, withoutCorrection } from '../conversation/words';
import { namesWhole } from '../conversation/client-projects';
import { heardWords } from '../resolution/names';
import { spokenDuration } from '../speech/spoken';
import { scoreProjects } from '../resolution/resolve-project';
import type { dayInWords } from '../dates/days';
import { lengthSaid } from '../dates/durations';
import { spokenNumber } from '../resolution/numbers';
import { ChooseProjectHandler, otherOfferedOption } from './choose-project';
import { changeLengthAndProject, dayBesideSaid, dayBesideWords, describeEntry, EditEntryHandler, lengthOrDayInstead, lengthOrDaySaid, logStartCorrected, moveEntry } from './edit-entry';
import { LastEntryHandler } from './last-entry';
import { durationProposed, logTime, logTimeFor } from './log-time';
import { type PartMoves, partMovedTo } from '../conversation/part-of-entry';
import { startCorrected } from './start-earlier';
import { StopTimerAtHandler, stopCorrected, stopRunningAt } from './stop-timer-at';
import { lastStopOf } from '../conversation/stop-at';
import { runningNamed, stopAskingFirst } from './stop-timer';
import { undoChange } from './undo';
import { TotalsHandler } from './totals';
import { WhichProjectHandler } from './which-project';

export const CorrectProjectHandler: RequestHandler = {
  canHandle: (input) => isIntent(input, 'CorrectProject'),
  async handle(input) {
    const turn = turnOf(input);
    const said = projectText(input);
    const { pending, eliciting } = turn.state;
    if (pending || eliciting || !said) return ChooseProjectHandler.handle(input);
    // "I meant greenleaf, not greenfield": the name meant, not the one ruled out (both were offered), unless a
    // project is called by all of it.
    // "Actually an hour of that was on Internal Admin": part of the entry, not all of it.
    const part = await partMovedTo(turn, said, partMoves(turn));
    if (part) return part;
    // "No, I meant to stop it at ten": a stop's time, read as "I meant stop at ten" is, just after a stop (it looked for
    // a project called "to stop it at 10"); with no such stop to correct, a stop at ten of the timer running.
    const stopTime = STOP_AT.exec(heardWords(withoutCorrection(said)))?.[1];
    const clock = stopTime ? clockSaid(stopTime) : undefined;
    if (clock) {
      const recent = await recentAlexaActivities(turn);
      const stopToCorrect = (await lastChange(turn, recent))?.kind === 'stopped';
      return (stopToCorrect && (await correction(input, `stop at ${stopTime}`, { recent }))) || StopTimerAtHandler.handle(asIntent(input, 'StopTimerAt', { time: clock }));
    }
    // "No, I meant eleven to twelve": the entry's times, as "no, it was eleven to twelve" gives them (it looked for a
    // project called "eleven to twelve"), unless a project is called so.
    const range = TIMES_MEANT.exec(heardWords(withoutCorrection(said)));
    const [from, to] = range ? [clockSaid(range[1]), clockSaid(range[2])] : [];
    if (from && to && !(await isProjectCalled(turn, said))) return EditEntryHandler.handle(asIntent(input, 'EditEntry', { from, to }));
    const heard = (await wordsMeant(turn, said)) ?? said;
    // "I meant the third one", of the projects offered when the last change chose one.
    return (await otherOfferedOption(turn, input, { correcting: true })) ?? (await correction(input, heard)) ?? ChooseProjectHandler.handle(input);
  },
};

// "(I meant) eleven to twelve", "from eleven to twelve": a start and an end said for the entry.
const TIMES_MEANT = /^(?:i meant |i mean )?(?:from )?(.+?) (?:to|until|till) (.+)$/;

// "(I meant) to stop it at ten", "stop my timer at ten", "I wanted to stop at ten": the time a stop was meant for.
const STOP_AT = /^(?:i )?(?:meant |wanted |was going |want )?(?:to )?(?:stop|end|finish|stopped|ended|finished)(?: (?:it|my timer|the timer|that|work))? at (.+)$/;

/**
 * Part of an entry's time logged on another project and taken off the entry ("an hour of that was on Internal Admin",
 * part-of-entry.ts), on the entry's day, as "I spent an hour of that on Internal Admin" and a yes do; all of it, the
 * entry moved there.
 */
export const partMoves = (turn: Turn): PartMoves => ({
  logPart: (entry, seconds, project, day, start) =>
    logTimeFor(turn, project, { intent: 'LogTime', seconds, day, ...(start === undefined ? {} : { start }) }, { repeatAllowed: true, takeFrom: [{ id: entry.id, project: entry.project }] }),
  moveAll: (entry, project) => moveEntry(turn, entry, project),
  logNew: async (words, from, to) => logTime(turn, { project: words, from, to: to ?? inZone(turn.now, await turn.timeZone()).format('HH:mm') }),
});

/**
 * What was heard instead, for the entry "that" means (`changed`: only one the skill changed) or for the
 * question answered since: the entry's length, its day, or else its project; or the question asked again.
 * Undefined with nothing to correct, and, when `named` asks for it, with words that name no project or day
 * ("no thanks").
 */
export async function correction(
  input: HandlerInput,
  heard: string,
  options: { changed?: boolean; named?: boolean; recent?: Activity[] } = {},
): Promise<Response | undefined> {
  const turn = turnOf(input);
  // `recent`: the skill's recent activities, when already read this request.
  const recent = options.recent ?? (await recentAlexaActivities(turn));
  const change = await lastChange(turn, recent);
  const today = await turn.today();
  const { length, day } = lengthOrDaySaid(heard, today);
  // A project named after a question that named none ("how much did I log today?") corrects no word of it: it
  // is of the entry, as before the question.
  const question = askedSince(turn, change);
  // ("What am I working on?" is asked again with no words of this: the entry, or which, below.)
  const whatRuns = question?.intent === 'WhichProject' && !question.slots.project;
  const asked = question && !whatRuns && (day || question.slots.project) ? question : undefined;
  const entry = asked ? undefined : await entryMeant(turn, recent, { changed: options.changed });
  if (!asked && !entry) return undefined;
  // "No, I meant six in the evening", just after a timer was started from 6 AM: a time, not a project.
  // ("No, forty minutes ago" has a length in it, and is a start.)
  const started = asked || ((length || day) && !/ ago$/.test(heardWords(heard))) ? undefined : ((await startCorrected(turn, change, entry!, heard, recent)) ?? (await stopCorrected(turn, change, entry!, heard)) ?? (await logStartCorrected(turn, change, entry!, heard)));
  if (started) return started;
  // ("Friday, and it was for greenleaf": the words beside the day name the project.)
  const named = () => dayBesideWords(heard, today)?.rest ?? heard;
  if (options.named && !day && !length && !numberAlone(heard) && !dayBesideSaid(heard) && (await resolveWithClients(turn, named(), slotOf(input, 'project'))).status === 'none') {
    return asked ? undefined : await describedFor(turn, entry!, heard, recent);
  }
  if (asked) return askQuestionWith(input, asked, heard, day);
  // "Stop greenleaf", then "no, I meant internal admin", with Internal Admin's timer running: the stop was of the
  // wrong timer. Greenleaf's runs again as if never stopped, and Internal Admin's stops (its hour was moved onto
  // Internal Admin, whose own timer ran on over the same time).
  const stoppedInstead = !length && !day ? ((await stopOtherInstead(turn, change, entry!, heard, recent)) ?? (await switchedBack(turn, change, entry!, heard, recent, slotOf(input, 'project')))) : undefined;
  if (stoppedInstead) return stoppedInstead;
  // A break, or "stop all my timers", just before: the project named says which entry the break was of, or which
  // timer alone was to stop (the entry the break came off, or the first stopped, was moved there whole).
  const ofOther = !length && !day ? ((await breakMovedTo(turn, heard, recent, slotOf(input, 'project'))) ?? (await stoppedOnly(turn, change, heard, recent))) : undefined;
  if (ofOther) return ofOther;
  // Two entries logged at once ("an hour on Apollo Mobile and thirty minutes on Greenleaf"): the one whose
  // project shares a word with the name meant, else which is asked (the second was corrected, whichever was meant).
  const both = loggedTogether(change, recent) ?? (length && !day ? switchedBetween(change, recent) : undefined);
  if (both) {
    const meant = length || day ? undefined : likelierOf(heard, both);
    // A day kept as a day, so that "both" may move both ("no, I meant yesterday", then "both").
    // (A length with the day is kept with it, as the words: "no, three hours today" lost the three hours.)
    if (!meant) return askWhichEntry(turn, both, day && !length ? { day: { date: day.date, ...(day.weekday ? { weekday: { words: day.weekday.words } } : {}) } } : { instead: heard });
    return correctEntry(turn, meant, heard, slotOf(input, 'project'));
  }
  // Just after "what am I working on?" named one timer, the entry changed before the question, or that timer: asked.
  const orTimer = await namedTimerBeside(turn, change, entry!);
  if (orTimer) return askWhichEntry(turn, orTimer, { instead: heard });
  return correctEntry(turn, entry!, heard, slotOf(input, 'project'));
}

/**
 * "No, internal admin for two hours", which Alexa hears as a log (the "no" among the project's words), just after
 * the skill logged, stopped or changed an entry: that entry moved to the project and given the length, as "no, two
 * hours on internal admin" does (a second entry was logged beside it). Of two logged at once, which is not asked
 * with both changes kept: not all understood. Undefined with no stopped entry just changed.
 */
export async function lengthAndProjectCorrected(turn: Turn, words: string, length: string): Promise<Response | undefined> {
  const recent = await recentAlexaActivities(turn);
  const entry = await entryMeant(turn, recent, { changed: true });
  if (!entry || entry.status === 'pending') return undefined;
  if (loggedTogether(await lastChange(turn, recent), recent)) return ask(turn, turn.t('log.notAllUnderstood'), turn.t('fallback.reprompt'));
  return changeLengthAndProject(turn, entry, length, words);
}

/**
 * "Stop greenleaf instead", just after a stop of another timer: that stop was not meant (it stopped both). As "no, I
 * meant greenleaf" then: the stop undone, the timer named stopped. Undefined when the last change stopped no one timer.
 */
export async function stopInsteadOfLast(turn: Turn, heard: string): Promise<Response | undefined> {
  const recent = await recentAlexaActivities(turn);
  const change = await lastChange(turn, recent);
  if (change?.kind !== 'stopped' || change.ids.length !== 1) return undefined;
  const entry = recent.find((activity) => activity.id === change.ids[0]) ?? (await entryStill(turn, change.ids[0]));
  return entry ? stopOtherInstead(turn, change, entry, heard, recent) : undefined;
}

/**
 * The timer named, when the last change stopped `entry` and another project's timer runs that the words name: the
 * stop undone, then that timer stopped, now or at the time the stop was said for ("stop greenleaf at ten thirty",
 * "no, I meant internal admin"; asked about first if forgotten, as any stop is). Undefined otherwise.
 */
async function stopOtherInstead(turn: Turn, change: Change | undefined, entry: Activity, heard: string, recent: Activity[]): Promise<Response | undefined> {
  if (change?.kind !== 'stopped' || !change.ids.includes(entry.id)) return undefined;
  const timers = (await runningTimers(turn)).filter((timer) => timer.project.id !== entry.project.id);
  if (!timers.length) return undefined;
  const named = await runningNamed(turn, timers, heard);
  if (named.status !== 'match') return undefined;
  // Stopped at a time said, the other stops then: the real stop less what the time said took off.
  const stoppedAt = lastStopOf(entry);
  const at = change.reported !== undefined && stoppedAt !== undefined ? new Date(stoppedAt - (change.reported - entry.duration) * 1000).toISOString() : undefined;
  const other = timers.filter((timer) => timer.project.id === named.project.id);
  // A copy: the response builder is shared, and the stop's answer is written into the same response.
  const undone = structuredClone(await undoChange(turn, change, recent));
  return saidBefore(undone, at ? await stopRunningAt(turn, other[0], { at }, await turn.timeZone()) : await stopAskingFirst(turn, other));
}

/**
 * "No, I meant Internal Admin", just after a break came off Greenleaf's timer or entry: the break was Internal Admin's.
 * Greenleaf's time is put back (as undo would) and the break taken off Internal Admin's running timer, else its entry
 * of that day. With none of that project, or a name not plainly one project's, that is said and nothing changes (the
 * whole entry was moved to Internal Admin, the break with it). Undefined when the last change was no break of one
 * entry, or the words name its own project or none.
 */
async function breakMovedTo(turn: Turn, heard: string, recent: Activity[], slot?: Slot): Promise<Response | undefined> {
  const change = changeToCorrect(turn);
  if (change?.kind !== 'edited' || !change.break || change.alongside) return undefined;
  const from = await entryStill(turn, change.id);
  const named = await resolveWithClients(turn, heard, slot);
  if (!from || named.status === 'none' || (named.status === 'match' && named.project.id === from.project.id)) return undefined;
  const { t } = turn;
  const spoken = { project: from.project.name, duration: spokenDuration(t, change.break) };
  // Its whole name said next moves it (undo, as before, would now put it back where it came off first, not nowhere).
  if (named.status !== 'match') {
    const example = named.status === 'ambiguous' ? named.candidates[0].name : named.project.name;
    return tell(turn, t('break.ofWhichOther', { ...spoken, example }));
  }
  const day = await entryDayOf(turn, from);
  const [running, ofDay] = await Promise.all([runningTimers(turn), entriesOfDay(turn, day).entries]);
  const zone = await turn.timeZone();
  const of = (entry: Activity) => entry.project.id === named.project.id && entry.duration >= change.break!;
  const to = running.find(of) ?? ofDay.filter((entry) => entry.status === 'complete' && localDate(Date.parse(entry.date), zone) === day).find(of);
  if (!to) return tell(turn, t('break.noneOfOther', { ...spoken, other: named.project.name }));
  // A copy: the response builder is shared, and the break's answer is written into the same response. Said again of a
  // third project, the break goes back on none before it: the one it came off first was said not to be it.
  const undone = structuredClone(await undoChange(turn, { ...change, breakFrom: undefined }, recent));
  const taken = await takeBreakOff(turn, to, change.break);
  // Undo of this correction puts the break back where it was, not nowhere.
  const moved = turn.state.lastChange;
  if (moved?.kind === 'edited' && moved.id === to.id && moved.at === turn.now) rememberChange(turn, { ...moved, breakFrom: { id: from.id, before: { duration: from.duration } } });
  return saidBefore(undone, taken);
}

/**
 * "No, just Internal Admin", "only internal admin", just after "stop all my timers" stopped it and others: only that one
 * was to stop. The others run again as if never stopped (undo of their stop); it stays stopped. Undefined unless the
 * last change stopped several timers, one of them of the project the words name.
 */
async function stoppedOnly(turn: Turn, change: Change | undefined, heard: string, recent: Activity[]): Promise<Response | undefined> {
  if (change?.kind !== 'stopped' || change.ids.length < 2) return undefined;
  const stopped = (await Promise.all(change.ids.map((id) => recent.find((activity) => activity.id === id) ?? entryStill(turn, id)))).filter((entry) => entry !== undefined);
  const named = await resolveWithClients(turn, heard.replace(/^(?:(?:no|just|only|i meant|i meant just|i meant only|i only meant)[\s,]+)+/i, ''), undefined);
  if (named.status !== 'match') return undefined;
  const kept = stopped.filter((entry) => entry.project.id === named.project.id);
  if (!kept.length) return undefined;
  const others = change.ids.filter((id) => !kept.some((entry) => entry.id === id));
  if (!others.length) return undefined;
  const undone = structuredClone(await undoChange(turn, { ...change, ids: others }, recent));
  return saidBefore(undone, tell(turn, turn.t('stop.keptStopped', { project: named.project.name })));
}

/**
 * "No, greenleaf", "no, I was still on greenleaf", just after "switch to Apollo" stopped Greenleaf's timer: the
 * switch was not meant. It is undone, as "undo that" would: Apollo's timer removed, Greenleaf's running again as if
 * never stopped (it became a second Greenleaf timer from the switch, beside the stopped entry). Undefined unless
 * the last change started this timer and stopped one timer of the project the words name.
 */
export async function switchedBack(turn: Turn, change: Change | undefined, entry: Activity, heard: string, recent: Activity[], slot?: Slot): Promise<Response | undefined> {
  if (change?.kind !== 'started' || change.id !== entry.id || change.stopped?.length !== 1 || change.discarded?.length) return undefined;
  const stopped = recent.find((activity) => activity.id === change.stopped![0]);
  if (!stopped || stopped.project.id === entry.project.id) return undefined;
  const named = await resolveWithClients(turn, heard, slot);
  if (named.status !== 'match' || named.project.id !== stopped.project.id) return undefined;
  return undoChange(turn, change, recent);
}

/**
 * "Wrong project", just after the skill changed an entry: which project it should be on is asked (which entry
 * first, of two logged at once). Undefined with no such entry, or when another project was asked about since.
 */
export async function askWhereItGoes(turn: Turn): Promise<Response | undefined> {
  const recent = await recentAlexaActivities(turn);
  const change = await lastChange(turn, recent);
  if (askedSince(turn, change)?.slots.project) return undefined;
  const both = loggedTogether(change, recent);
  if (both) return askWhichEntry(turn, both, 'move');
  const entry = await entryMeant(turn, recent, { changed: true });
  return entry ? askProjectFor(turn, entry) : undefined;
}

/** "OK. Which project should your Greenleaf Yoga Studio entry be on?"; the name then said moves it. */
export function askProjectFor(turn: Turn, entry: Activity): Response {
  const { t } = turn;
  return ask(turn, t('correct.whichProject', { project: entry.project.name }), t('resolve.nameAgainReprompt'), { kind: 'nameProject', action: { intent: 'MoveEntry', id: entry.id } });
}

/** The entry corrected to what was heard instead: its length, its day, or else its project. */
export async function correctEntry(turn: Turn, entry: Activity, heard: string, slot?: Slot): Promise<Response> {
  const instead = await lengthOrDayInstead(turn, entry, heard);
  if (instead) return instead;
  // "No, it was two", of time logged: a length without its unit, asked ("Did you mean 2 hours?"). It was taken
  // for a name (Website 2.0 Launch offered), and a number alone is never booked unasked.
  const number = entry.status === 'complete' ? numberAlone(heard) : null;
  if (number) {
    const { duration, speech } = durationProposed(turn, number);
    return ask(turn, speech, speech, { kind: 'confirmLength', id: entry.id, project: entry.project, duration });
  }
  const found = await findProject(turn, heard, slot, { intent: 'MoveEntry', id: entry.id });
  if ('response' in found) return found.response;
  return askMoveOrDescribe(turn, entry, heard, found.project) ?? moveEntry(turn, entry, found.project);
}

// Words that may say what the work was as well as name a project: "for the logo", "the logo", "for nimbus".
// ("It's for the logo": "it's" is no correcting word, and comes along.)
const DESCRIBING = /^(?:(?:its|it is|thats|that is|this is|this was) )?((?:for )?(?:(?:the|a|an|some|my|our) )?)(.+)$/;

/**
 * "No, it was for the logo", just after "log an hour on greenleaf for the homepage": the words may name another
 * project (Greenfield Farms Logo, by a word of its name) or say what the work was, as "the homepage" did (the hours
 * moved to Greenfield Farms Logo, still described as the homepage). Which is asked when the entry says what the
 * person said the work was, and the words, said as a description is, name only part of the project found.
 * Undefined otherwise: the project it is.
 */
function askMoveOrDescribe(turn: Turn, entry: Activity, heard: string, project: Ref): Promise<Response> | Response | undefined {
  const { t } = turn;
  const words = heardWords(withoutCorrection(heard));
  const [, said, rest] = DESCRIBING.exec(words) ?? [];
  if (!said || namesWhole(words, project.name)) return undefined;
  const description = `${said.replace(/^for /, '')}${rest}`;
  // Words found in the entry's own project's description ("no, it was for web banners", of Greenleaf's): they say
  // what the work was (it was "Your entry already says that", and nothing changed).
  // A word of its name ("the greenleaf one") names it again, and changes nothing.
  if (project.id === entry.project.id) return answerWords(description).some((word) => nameWords(project.name).has(word)) ? undefined : describeEntry(turn, entry, description);
  if (!entry.description || saysStandIn(t, entry)) return undefined;
  const work = echo(description);
  const key = entry.status === 'pending' ? 'correct.moveTimerOrDescribe' : entry.duration < 60 ? 'correct.moveShortOrDescribe' : 'correct.moveOrDescribe';
  const question = t(key, { project: project.name, from: entry.project.name, duration: spokenDuration(t, entry.duration), work: work ?? t('correct.thoseWords') });
  return ask(turn, question, question, { kind: 'confirmMove', id: entry.id, project, description });
}

// "(It was) for the homepage", "that was for the client call": what the work was, said of the entry.
const FOR_WORK = /^(?:(?:it was|that was|this was|its|it is|thats|that is|this is|those were) )?for (.+)$/;
// "And it was for the homepage", "oh and that was for the client call": more said of it, never another project.
const ALSO_FOR_WORK = /^(?:oh |so )?(?:and|also) (?:(?:it was|that was|this was|its|it is|thats|that is|this is|those were) )?(?:also )?for (.+)$/;

/**
 * "It was for the homepage", just after a log, words that name no project: what the work was, the entry's
 * description (it was "Sorry, I didn't get that"), named back; undo puts the old one back. Undefined for other words.
 */
async function describedFor(turn: Turn, entry: Activity, heard: string, recent: Activity[]): Promise<Response | undefined> {
  const said = workSaid(FOR_WORK.exec(heardWords(withoutCorrection(heard)))?.[1], await turn.today());
  return said ? describeWith(turn, entry, said, recent) : undefined;
}

/**
 * "And it was for the homepage", just after the skill logged, started, stopped or changed an entry: more said about
 * it, what the work was, its description (it was "Sorry, I didn't get that"), whatever project the words may also
 * name. So with "(it's) for the homepage" (Alexa may keep only "for …"), when the words name no project. Undefined
 * for other words, or with no such entry.
 */
export async function describedToo(turn: Turn, heard: string): Promise<Response | undefined> {
  const words = heardWords(heard);
  const also = ALSO_FOR_WORK.exec(words);
  const said = workSaid((also ?? FOR_WORK.exec(words))?.[1], await turn.today());
  if (!said || (!also && (await resolveWithClients(turn, words)).status !== 'none')) return undefined;
  const recent = await recentAlexaActivities(turn);
  const entry = await entryMeant(turn, recent, { changed: true });
  return entry && describeWith(turn, entry, said, recent);
}

// A stretch of time as a whole ("the last hour", "the past two hours", "all day", "the whole morning").
const PERIOD = /^(?:(?:the|this|that|all|a|an|whole|last|past|next|entire) )*(?:\w+ )?(?:hours?|minutes?|days?|weeks?|months?|morning|afternoon|evening|night)$/;

/** Words of what the work was: not a day, a length or a time ("for yesterday", "for the last hour", "for ten minutes"). */
const workSaid = (words: string | undefined, today: string) => {
  if (!words) return undefined;
  const { length, day } = lengthOrDaySaid(words, today);
  return length || day || clockSaid(words) || / ago$/.test(words) || PERIOD.test(words) ? undefined : words;
};

/** The entry described so; of two logged at once, which one is asked (a description is of one piece of work). */
async function describeWith(turn: Turn, entry: Activity, description: string, recent: Activity[]): Promise<Response> {
  const both = loggedTogether(await lastChange(turn, recent), recent);
  return both ? askWhichEntry(turn, both, { describedAs: description }) : describeEntry(turn, entry, description);
}

/** "Two", "no, it was forty five": a number said alone, as a length without its unit. */
const numberAlone = (heard: string) => spokenNumber(withoutCorrection(heard));

/**
 * Of the entries, the one whose project's name has a word of the name heard instead, exactly, where the
 * other's has none ("apollo website" for the Apollo Mobile App entry); a likeness of sound alone ("ux audit"
 * like "yoga studio") is too little to move an entry on.
 */
function likelierOf(heard: string, entries: Activity[]): Activity | undefined {
  const scored = scoreProjects({ heard, projects: entries.map((a) => a.project) });
  const sharing = scored.filter((s) => s.tokens.some((t) => t.exactInName));
  return sharing.length === 1 ? entries.find((a) => a.project.id === sharing[0].ref.id) : undefined;
}

/**
 * The question asked again with the project, or the day, said instead ("how much on Greenleaf today?", "no, I
 * meant Greenfield"). Undefined for words it has no slot for (a length; a weekday where only a date is taken).
 */
function askQuestionWith(input: HandlerInput, asked: Asked, heard: string, day: ReturnType<typeof dayInWords>): Promise<Response> | undefined {
  // Looked up when asked: the handlers import one another, and a map made at load would depend on their order.
  const handlers: Partial<Record<Asked['intent'], RequestHandler>> = { Totals: TotalsHandler, WhichProject: WhichProjectHandler, LastEntry: LastEntryHandler };
  const handler = handlers[asked.intent];
  if (!handler || lengthSaid(heard)) return undefined;
  const slots = { ...asked.slots };
  // "Last night" is yesterday's total: a look-up is of whole days, without the part of one said.
  if (day?.date && asked.intent !== 'WhichProject') Object.assign(slots, { date: day.date.slice(0, 10), weekday: undefined });
  else if (day?.weekday && asked.intent === 'LastEntry') Object.assign(slots, { weekday: day.weekday.words, date: undefined });
  else if (day) return undefined;
  else slots.project = heard;
  const request = input.requestEnvelope.request as IntentRequest;
  const filled = Object.entries(slots).flatMap(([name, value]) => (value ? [[name, { name, value, confirmationStatus: 'NONE' } as Slot]] : []));
  const intent = { name: asked.intent, confirmationStatus: 'NONE' as const, slots: Object.fromEntries(filled) };
  return Promise.resolve(handler.handle({ ...input, requestEnvelope: { ...input.requestEnvelope, request: { ...request, intent } } }));
}
