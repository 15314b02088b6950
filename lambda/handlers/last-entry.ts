// "What was my last entry?", "what did I just log?": the entry "that" means (the skill's last change in the
// last hour, else the one running timer), else the person's newest entry from anywhere, read back with its
// length, project and day, so the person can check it before fixing it by voice. "What's my Apollo entry
// from yesterday?", "I want to fix my Greenleaf entry from Friday": the one entry of that project on that
// day (or its newest, with no day said). An entry read back from the service becomes "that" for the next
// words ("delete that", "make that two hours"); undo still undoes the skill's own last change. Several
// entries that day are listed, and the person picks one ("the second one", or a word of its project's name
// when they are of different projects); none becomes "that" on a guess of the skill's. "Change my Greenleaf
// entry from yesterday to two hours", "move my Greenfield entry to yesterday" and "move my Greenfield entry to
// Greenleaf" find it the same way and change it as "make that two hours", "move that to yesterday" and "move
// that to Greenleaf" do.
import type { HandlerInput, RequestHandler } from 'ask-sdk-core';
import type { Response } from 'ask-sdk-model';
import type { Activity, Ref } from '../../models';
import { askToDelete, changeLength, entryMeant, loggedTogether, newestEntry, spokenDayOf } from '../conversation/edits';
import { isPlaceWords, pickByWords } from '../conversation/choice';
import { findProject, isProjectCalled, wordsMeant } from '../conversation/find-project';
import { lastChange, nameEntry, recentAlexaActivities, rememberQuestion } from '../conversation/last-change';
import { activitiesIn } from '../conversation/totals';
import { isIntent, projectText, slotId, slotOf, slotText, turnOf } from '../conversation/requests';
import { ask, tell } from '../conversation/respond';
import type { EntryFound } from '../conversation/session';
import type { Turn } from '../conversation/turn';
import { dayInWords, dayOwning, entryDaySaid } from '../dates/days';
import { heardWords } from '../resolution/names';
import { durationSeconds, saidInDays } from '../dates/durations';
import { clockReadings, spokenClock } from '../dates/clock-ranges';
import { ownStartOf } from '../conversation/duplicates';
import { localDate } from '../dates/time-zone';
import { askProjectFor, correctEntry } from './correct-project';
import { changeDuration, describeEntry, editTimes, moveToDay } from './edit-entry';
import { takeBreakOff, takeOffWhileCounting } from './take-break';
import { spokenDay, spokenDuration, spokenList } from '../speech/spoken';

/** Entries of a day read out at most; past this, their count and total only. */
const MAX_LISTED = 5;
/** The person's newest entries among which one of a length said, with no day said, is looked for. */
const RECENT_OF_LENGTH = 20;
/** The person's newest entries whose projects are the ones offered, of several a name could be, with no day said. */
const RECENT_OF_PROJECT = 50;
/** The newest entries of a project said with no day, among which the others of its newest's day are looked for. */
const RECENT_OF_DAY = 10;

export const LastEntryHandler: RequestHandler = {
  canHandle: (input) => isIntent(input, 'LastEntry'),
  async handle(input) {
    const turn = turnOf(input);
    const { t } = turn;
    // "Change my Greenleaf entry from yesterday to two hours", "move my Greenfield entry to yesterday", "move the
    // Greenfield entry to Greenleaf": found, then given its new length, day or project.
    const then = await changeSaid(input);
    const placed = then ? await placedOfTwo(turn, entryProject(input)) : undefined;
    if (placed) return withEntry(turn, placed, then);
    if (entrySaid(input)) return findEntry(input, then);
    // "Change my last entry to two hours", should Alexa hear "last" as the project: the entry "that" means.
    if (then) {
      const entry = await entryMeant(turn);
      return entry ? withEntry(turn, entry, then) : tell(turn, t('edit.nothing'));
    }
    const [recent, newest] = await Promise.all([recentAlexaActivities(turn), newestEntry(turn)]);
    const meant = await entryMeant(turn, recent);
    const entry = meant ?? newest;
    if (!entry) return tell(turn, t('lastEntry.none'));
    if (!meant) await nameEntry(turn, entry, recent);
    const project = entry.project.name;
    if (entry.status === 'pending') return tell(turn, t('lastEntry.running', { project, elapsed: spokenDuration(t, entry.duration) }));
    return tell(turn, t('lastEntry.complete', { project, duration: spokenDuration(t, entry.duration), day: await spokenDayOf(turn, entry) }));
  },
};


/** The change said of the entry found (LastEntry's `duration`, `toDate`, `toWeekday` and `toProject`), if any. */
async function changeSaid(input: HandlerInput): Promise<EntryFound | undefined> {
  const duration = slotText(input, 'duration');
  if (duration) return { duration };
  // "Add fifteen minutes to my Greenleaf entry", "take half an hour off the Apollo one" (it looked for a project called
  // "my greenleaf entry"). Days are no such change: "add two days" is not understood as one.
  const more = slotText(input, 'more');
  const less = slotText(input, 'less');
  const change = saidInDays(more ?? less) ? null : durationSeconds(more ?? less);
  if (change) return { change: more ? change : -change };
  const date = slotText(input, 'toDate');
  const weekday = slotText(input, 'toWeekday');
  if (date || weekday) return { day: { date, weekday: weekday ? { id: slotId(input, 'toWeekday'), words: weekday } : undefined } };
  const project = slotText(input, 'toProject');
  // "Move the Greenfield entry to Greenleaf, not Greenfield": the name meant, as EditEntry takes it.
  return project ? { instead: (await wordsMeant(turnOf(input), project)) ?? project } : undefined;
}

// "My last entry", with "last" taken for the project: no project.
const LAST_WORDS = /^(?:my |the )?(?:last|latest|previous|most recent)$/;

/**
 * "Make the first one two hours", "the second one was yesterday", just after two entries were logged at once: the one
 * of that place, as read back (it looked for a project called "first"). Undefined for other words.
 */
async function placedOfTwo(turn: Turn, words: string | undefined): Promise<Activity | undefined> {
  if (!words || !isPlaceWords(words)) return undefined;
  const recent = await recentAlexaActivities(turn);
  const both = loggedTogether(await lastChange(turn, recent), recent);
  const picked = both ? pickByWords(words, both.map((entry) => ({ id: entry.id, name: entry.project.name }))) : undefined;
  return picked && both!.find((entry) => entry.id === picked.id);
}

/** The project said of the entry, if any: "last" in "my last entry" is none. */
function entryProject(input: HandlerInput): string | undefined {
  const heard = projectText(input);
  return heard && !LAST_WORDS.test(heard.trim().toLowerCase()) ? heard : undefined;
}

/** The request names an entry by its project or day ("my Apollo entry from yesterday"). */
export const entrySaid = (input: HandlerInput) => Boolean(entryProject(input) || slotText(input, 'date') || slotText(input, 'weekday'));

/**
 * The entry the request names by its project and day (LastEntry's and DeleteEntry's `project`, `date` and
 * `weekday` slots), then `then` done with it: read back, or asked about deleting.
 */
export async function findEntry(input: HandlerInput, then?: EntryFound, seconds?: number): Promise<Response> {
  const turn = turnOf(input);
  // "What's my Greenleaf entry from yesterday?": "no, I meant Greenfield" next is of the question, not the entry.
  if (!then) rememberQuestion(turn, input);
  let heard = entryProject(input);
  let date = slotText(input, 'date');
  let weekday = slotText(input, 'weekday');
  // "Delete yesterday's apollo entry": the day owns the project's words, which Alexa hands over as one name; "change
  // saturday's entry", "move my friday entry": a day alone where the project goes, unless a project is called so.
  const dayOnly = async (words: string) => {
    const day = dayInWords(heardWords(words), await turn.today());
    return day && !(await isProjectCalled(turn, words)) ? { date: day.date, weekday: day.weekday?.words } : undefined;
  };
  const owning = heard && !date && !weekday ? (dayOwning(heard, await turn.today()) ?? (await dayOnly(heard))) : undefined;
  if (owning) ({ rest: heard, date, weekday } = { rest: undefined, ...owning });
  let day: string | undefined;
  if (date || weekday) {
    // Only named back here, so nothing is asked: a day ahead, or no single day, has no entry to name.
    const read = entryDaySaid({ weekday: weekday ? { id: owning ? undefined : slotId(input, 'weekday'), words: weekday } : undefined, date }, await turn.today());
    if (!('day' in read)) return tell(turn, turn.t('lastEntry.dayUnclear'));
    day = read.day;
  }
  if (!heard) return entryOf(turn, undefined, day, then, seconds);
  // Of several projects the name could be, those with no entry that day are not offered: any of them would end in "I
  // don't see an entry". With no day said, the project of the entry the skill just changed, if it is one of them
  // ("move the apollo entry to yesterday", just after an hour was logged on Apollo Mobile App: it asked which of three
  // Apollo projects), else those with an entry among the newest.
  const withEntry = async (candidates: Ref[]) => {
    const read = day ? activitiesIn(turn, { from: day, to: day }) : turn.api.activities.list({ order_by: '-created_at', per_page: RECENT_OF_PROJECT }).then((page) => page.data);
    const [just, data] = await Promise.all([day ? undefined : entryMeant(turn, undefined, { changed: true }), read]);
    const justOn = candidates.filter((candidate) => candidate.id === just?.project.id);
    return justOn.length ? justOn : candidates.filter((candidate) => data.some((entry) => entry.project.id === candidate.id));
  };
  const found = await findProject(turn, heard, owning ? undefined : slotOf(input, 'project'), { intent: 'FindEntry', ...(day ? { day } : {}), ...(then ? { then } : {}) }, withEntry);
  return 'response' in found ? found.response : entryOf(turn, found.project, day, then, seconds);
}

/**
 * The entry of the project (any project, when none was said) on the day, or its newest with no day said:
 * read back and made "that" when it is the only one; several are listed, and none is made "that". `seconds`: its
 * length, to the minute ("delete the two hours I logged yesterday"): entries of another length are not it.
 */
export async function entryOf(turn: Turn, project: Ref | undefined, day: string | undefined, then?: EntryFound, seconds?: number): Promise<Response> {
  const { t } = turn;
  const filter = project ? [`project_id:${project.id}`] : [];
  // The newest of a length said is looked for among the recent few: the one newest of all may be another's.
  // "My Greenleaf entry", no day said: its newest, unless that day holds others of the project, read among the
  // recent few (made the same day, mostly): then which is asked (the newest made was changed unasked, perhaps the
  // other hour of the morning).
  const ofDayOfNewest = project && !day && !seconds;
  const per_page = seconds ? RECENT_OF_LENGTH : ofDayOfNewest ? RECENT_OF_DAY : 1;
  // A day's by the person's clock (`activitiesIn`: one made on the website is written in UTC).
  const read = day
    ? activitiesIn(turn, { from: day, to: day }, filter)
    : turn.api.activities.list({ order_by: '-created_at', per_page, ...(filter.length ? { filter } : {}) }).then((page) => page.data);
  const [data, today, zone] = await Promise.all([read, turn.today(), turn.timeZone()]);
  const ofLength = seconds ? data.filter((entry) => Math.abs(entry.duration - seconds) < 60) : data;
  // An entry's day as the person's clock reads it (one made on the website is written in UTC).
  const dayOf = (entry: Activity) => localDate(Date.parse(entry.date), zone);
  const newestDay = ofDayOfNewest && data.length > 1 ? dayOf(data[0]) : undefined;
  const entries = newestDay ? data.filter((entry) => dayOf(entry) === newestDay).sort((a, b) => Date.parse(a.date) - Date.parse(b.date)) : seconds && !day ? ofLength.slice(0, 1) : ofLength;
  const listedDay = day ?? (entries.length > 1 ? newestDay : undefined);
  const spokenOn = listedDay && spokenDay(t, listedDay, today);
  const where = { project: project?.name ?? '', day: spokenOn ?? '', duration: seconds ? spokenDuration(t, seconds) : '' };
  if (entries.length === 0 && seconds) return tell(turn, t(`lastEntry.noneOfLength${project ? 'OfProject' : ''}${day ? 'On' : ''}`, where));
  if (entries.length === 0) return tell(turn, t(project ? (day ? 'lastEntry.noneOfProjectOn' : 'lastEntry.noneOfProject') : 'lastEntry.noneOn', where));
  if (entries.length > 1) {
    // The first few are read, in the day's order, and one of them is asked for.
    const read = entries.slice(0, MAX_LISTED);
    // Of as long as another, each with its start ("1 hour and 1 hour" could not be told apart), when each has one of
    // its own (a log by its length alone has none: its noon, or the moment it was logged, is no help) and they differ.
    const said = (entry: Activity) => (project ? spokenDuration(t, entry.duration) : t('lastEntry.onProject', { duration: spokenDuration(t, entry.duration), project: entry.project.name }));
    const alike = new Set(read.map(said)).size < read.length;
    const starts = read.map((entry) => ownStartOf(entry, zone));
    const timed = alike && starts.every((start) => start !== undefined) && new Set(starts).size === read.length;
    const each = read.map((entry, i) => (timed ? t('lastEntry.from', { entry: said(entry), from: spokenClock(starts[i]!) }) : said(entry)));
    const list = spokenList(t, entries.length > MAX_LISTED ? [...each, t('lastEntry.more', { count: entries.length - MAX_LISTED })] : each, 'and');
    const question = t('lastEntry.whichOne', { options: spokenList(t, read.map((_, i) => t(`lastEntry.place_${i + 1}`)), 'or') });
    const speech = `${t(project ? 'lastEntry.severalOfProject' : 'lastEntry.severalOn', { ...where, count: entries.length, list })} ${question}`;
    return ask(turn, speech, question, { kind: 'chooseEntry', entries: read.map((entry) => ({ id: entry.id, project: entry.project })), ...(then ? { then } : {}) });
  }
  return withEntry(turn, entries[0], then, spokenOn);
}

/** The entry picked ("the second one") of those read out: read back and "that" from now on, or as asked. */
export async function entryChosen(turn: Turn, chosen: string | Activity, then?: EntryFound): Promise<Response> {
  return withEntry(turn, typeof chosen === 'string' ? await turn.api.activities.get(chosen) : chosen, then);
}

/**
 * Of the entries read out, the one begun at the clock time said ("the one from seven"), as the person's clock reads
 * it, and with a start of its own; undefined when none, or several, fit.
 */
export async function entryBegunAt(turn: Turn, ids: string[], clock: string): Promise<Activity | undefined> {
  const minutes = clockReadings(clock);
  const [entries, zone] = await Promise.all([Promise.all(ids.map((id) => turn.api.activities.get(id))), turn.timeZone()]);
  const begun = entries.filter((entry) => minutes.includes(ownStartOf(entry, zone) ?? -1));
  return begun.length === 1 ? begun[0] : undefined;
}

/** Does with the entry found what was asked: reads it back (making it "that"), asks about deleting it, or changes its length, day or project. */
function withEntry(turn: Turn, entry: Activity, then: EntryFound | undefined, spokenOn?: string): Promise<Response> {
  if (then === 'delete') return askToDelete(turn, entry);
  if (then === 'move') return Promise.resolve(askProjectFor(turn, entry));
  if (then && 'instead' in then) return correctEntry(turn, entry, then.instead);
  if (then && 'day' in then) return moveToDay(turn, entry, then.day, { literal: true });
  if (then && 'change' in then) return changeLength(turn, then.change, entry);
  if (then && 'break' in then) return takeBreakOff(turn, entry, then.break);
  if (then && 'breakAt' in then) return takeOffWhileCounting(turn, entry, then.breakAt.at, then.breakAt.seconds);
  if (then && 'times' in then) return editTimes(turn, entry, then.times);
  if (then && 'describedAs' in then) return describeEntry(turn, entry, then.describedAs);
  if (then) return changeDuration(turn, entry, then.duration);
  return entryNamed(turn, entry, spokenOn);
}

/** Reads the entry back and makes it "that"; `spokenOn`: its day as already said. */
async function entryNamed(turn: Turn, entry: Activity, spokenOn?: string): Promise<Response> {
  const { t } = turn;
  await nameEntry(turn, entry);
  const spoken = { project: entry.project.name, day: spokenOn ?? (await spokenDayOf(turn, entry)) };
  if (entry.status === 'pending') return tell(turn, t('lastEntry.foundRunning', { ...spoken, elapsed: spokenDuration(t, entry.duration) }));
  return tell(turn, t('lastEntry.found', { ...spoken, duration: spokenDuration(t, entry.duration) }));
}
