// "An hour of that was on Internal Admin", "the first hour was Internal Admin", "half of that was internal admin",
// just after the skill logged, stopped or changed an entry: part of that entry's time was another project's work.
// It was taken for a correction of the whole entry ("Moved your entry to Internal Admin, and made it 1 hour": two
// hours lost), or of its project ("Moved your 3 hours to Internal Admin"). The part is logged on the project named,
// on the entry's day, and taken off the entry, as "I spent an hour of that on Internal Admin" and a yes do; undo
// puts both back. "All of that", or a part as long, moves the entry; a part with no length ("part of that") is
// told how to say, nothing changed.
import type { Response } from 'ask-sdk-model';
import type { Activity, Ref } from '../../models';
import { durationSeconds, lengthSaid, wholeMinutesOf } from '../dates/durations';
import { heardWords } from '../resolution/names';
import { spokenClock, timestampAt } from '../dates/clock-ranges';
import { endIn, entryDayOf, entryMeant, loggedTogether, startIn } from './edits';
import { clockSaid } from './past-time';
import { isProjectCalled, resolveWithClients } from './find-project';
import { lastChange, recentAlexaActivities } from './last-change';
import { runningTimers } from './timers';
import { spokenList } from '../speech/spoken';
import { ask, tell } from './respond';
import type { Turn } from './turn';
import { withoutCorrection, withoutLeadingNo } from './words';

const OF_THAT = '(?:that|it|those|them|this|the time|my time)';
// The part's words, then the project's: "an hour of that was on X", "the last hour was X", "half of that went to X".
const PART_OF_THAT = new RegExp(
  `^(?:(.+?) of ${OF_THAT}|the (?:first|last) (.+?)|(half|part|some)(?: of ${OF_THAT})?) (?:was|were|went|is|should have been|should be)(?: (?:on|for|to|spent on|really))? (.+)$`,
);

// "From eleven it was Internal Admin", "after eleven that was internal admin": the rest of the entry from then.
const FROM_THEN = /^(?:from|after|since) (.+?),? (?:it|that|this) (?:was|were|went)(?: (?:on|for|to|really))? (.+)$/;
// "From ten to ten thirty it was Internal Admin", "between ten and eleven I was on X": that stretch of the entry.
const BETWEEN_THEN = /^(?:from|between) (.+?) (?:to|and|until|till) (.+?),? (?:it|that|this|i) (?:was|were|went)(?: (?:on|for|to|really|working on|doing))? (.+)$/;
// "I was on Internal Admin from ten to ten thirty", "it was internal admin between ten and eleven", "internal admin
// from ten to ten thirty" (after a no), "I was on X since ten thirty": the project's words, then the stretch or its start.
const PROJECT_THEN_TIMES = /^(?:(?:i was|i was working|i worked|i was actually|it was|that was|this was)(?: (?:on|for))? )?(.+?) (?:(?:from|between) (.+?) (?:to|and|until|till) (.+)|(?:since|from) (.+))$/;
// "I was on Internal Admin for the last half hour", "internal admin for the first hour": that much of the entry.
const LAST_PART = /^(?:(?:i was|i was working|it was|that was)(?: (?:on|for))? )?(.+?) for the (?:last|first|final|past) (.+)$/;
// "I switched to Internal Admin at ten thirty": the rest from then.
const SWITCHED_AT = /^i (?:switched|moved|went|changed) (?:over )?to (.+?) (?:at|around) (.+)$/;
// "The last one", "the first entry": an entry, not part of one (read as an hour, it moved one).
const AN_ENTRY = /^(?:one|ones|entry|entries|log|timer)$/;

/**
 * Part of an entry said to be another project's: how long (`all` of it, `half`), or `from` a clock time (`to`
 * another: that stretch, else the rest); and the project's words.
 */
export interface PartSaid {
  length?: number;
  half?: true;
  all?: true;
  from?: string;
  to?: string;
  words: string;
  /** Read from words that may be about something else ("it was from nine to ten"): taken only if they name a project. */
  loose?: true;
  /** Said as a correction ("no, it was internal admin from ten to eleven"): of the entry just changed, never time beside it. */
  correcting?: true;
}

/** The part of an entry said to be another project's, and which project's words; undefined for other words. */
export function partSaid(heard: string): PartSaid | undefined {
  const said = heardWords(withoutCorrection(withoutLeadingNo(heard)));
  const correcting = said !== heardWords(heard) ? { correcting: true as const } : {};
  // ("From ten to eleven it was X" is a stretch, not "from 10:50".)
  const between = BETWEEN_THEN.exec(said);
  if (between) return withCorrecting(stretchSaid(between[3], between[1], between[2]), correcting);
  const fromThen = FROM_THEN.exec(said);
  const from = fromThen ? clockSaid(fromThen[1]) : undefined;
  if (fromThen) return from ? { from, words: fromThen[2] } : undefined;
  const lastPart = LAST_PART.exec(said);
  const lastLength = lastPart ? durationSeconds(lengthSaid(lastPart[2]) ?? lengthSaid(`an ${lastPart[2]}`)) : undefined;
  if (lastPart) return lastLength ? { length: lastLength, words: lastPart[1], loose: true } : undefined;
  const switched = SWITCHED_AT.exec(said);
  if (switched) return withCorrecting(stretchSaid(switched[1], switched[2]), correcting);
  const named = PROJECT_THEN_TIMES.exec(said);
  if (named) return withCorrecting(stretchSaid(named[1], named[2] ?? named[4], named[3]), correcting);
  const match = PART_OF_THAT.exec(said);
  if (!match) return undefined;
  const [, ofThat, firstOrLast, vague, words] = match;
  if (firstOrLast && AN_ENTRY.test(firstOrLast)) return undefined;
  if (vague === 'half' || ofThat === 'half') return { half: true, words };
  if (ofThat === 'all') return { all: true, words };
  const part = ofThat ?? firstOrLast;
  // "The first hour", "two of those" (hours, as an entry's time is mostly said): the length as people would mean it.
  const length = part ? (lengthSaid(part) ?? lengthSaid(`an ${part}`) ?? lengthSaid(`${part} hours`)) : undefined;
  return { length: durationSeconds(length) ?? undefined, words };
}

const withCorrecting = (part: PartSaid | undefined, correcting: { correcting?: true }) => part && { ...part, ...correcting };

/** The project's words and the clock times said (`to` optional), when each is a clock time; undefined otherwise. */
function stretchSaid(words: string, fromWords: string, toWords?: string): PartSaid | undefined {
  const from = clockSaid(fromWords);
  const to = toWords === undefined ? undefined : clockSaid(toWords);
  if (!from || (toWords !== undefined && !to) || !words.trim()) return undefined;
  return { from, ...(to ? { to } : {}), words, loose: true };
}

/** What a part said does to the entry: part of it logged on the project and taken off it, or all of it moved there. */
export interface PartMoves {
  logPart: (entry: Activity, seconds: number, project: Ref, day: string, start?: number) => Promise<Response>;
  moveAll: (entry: Activity, project: Ref) => Promise<Response>;
  /** Time of its own, with no entry to take it from: the project's words, and the clock times said (`to` now when unsaid). */
  logNew: (words: string, from: string, to?: string) => Promise<Response>;
}

/**
 * The part said logged on the project named and taken off the entry just changed; all of it (or a part as long) moved
 * there; or how much to say. Undefined when the words say no part. Nothing changes on a guess (it logged the part
 * beside the entry, described "that was"): a name not clearly one project's is not understood, and with no entry just
 * changed, or two logged at once, that is said.
 */
export async function partMovedTo(turn: Turn, heard: string, moves: PartMoves): Promise<Response | undefined> {
  const part = partSaid(heard);
  if (!part || (await isProjectCalled(turn, heard))) return undefined;
  if (part.loose && (await resolveWithClients(turn, part.words)).status === 'none') return undefined;
  return movePart(turn, part, moves);
}

/** `partMovedTo` of a part already read (LogTime's "an hour of that was on X": its length and project in slots). */
export async function movePart(turn: Turn, part: PartSaid, moves: PartMoves): Promise<Response> {
  const { t } = turn;
  const recent = await recentAlexaActivities(turn);
  // Just after two were logged at once, of which is not guessed (the second was moved whole).
  const both = loggedTogether(await lastChange(turn, recent), recent);
  if (both) return tell(turn, t('edit.partOfWhich', { projects: spokenList(t, both.map((entry) => entry.project.name), 'and') }));
  // None just changed: the one timer running ("an hour of that was on Internal Admin" of the timer since nine), else
  // nothing to take the part from (it was logged as time of its own, described "that was").
  const entry = (await entryMeant(turn, recent, { changed: true })) ?? (await onlyTimer(turn));
  // "I worked on Greenleaf since eight", "from ten to eleven I was on Internal Admin", with nothing to take it from:
  // time of its own, logged as "log eight to now on Greenleaf" is (it said no entry was just changed). Said as a
  // correction ("no, it was …"), it is of no entry: not all understood.
  if (!entry && part.loose && part.from) return part.correcting ? ask(turn, t('log.notAllUnderstood'), t('fallback.reprompt')) : moves.logNew(part.words, part.from, part.to);
  if (!entry) return tell(turn, t('edit.partNothing'));
  const named = await resolveWithClients(turn, part.words);
  // A name of several projects: which, said with the part again (no guess, and nothing kept for a bare name's answer).
  if (named.status === 'ambiguous') {
    const projects = spokenList(t, named.candidates.slice(0, 3).map((project) => project.name), 'or');
    return ask(turn, t('edit.partWhichProject', { projects, example: named.candidates[0].name }), t('fallback.reprompt'));
  }
  if (named.status !== 'match') return ask(turn, t('log.notAllUnderstood'), t('fallback.reprompt'));
  if (named.project.id === entry.project.id) return tell(turn, t('edit.partSameProject', { project: entry.project.name }));
  const day = await entryDayOf(turn, entry);
  if (part.from) {
    // The rest of a stopped entry from the time said (of either half of the day, whichever falls inside it).
    const zone = await turn.timeZone();
    const [begins, end] = [startIn(entry, zone), entry.status === 'complete' ? endIn(entry, zone) : turn.now];
    const momentOf = (minute: number) => Date.parse(timestampAt(day, minute, zone));
    // The minute of the day a clock time said is, of either half, the first that `fits`.
    const minuteOf = (clock: string, fits: (moment: number) => boolean) => {
      const [hour, minute] = clock.split(':').map(Number);
      return [hour % 12, (hour % 12) + 12].map((h) => h * 60 + minute).find((at) => fits(momentOf(at)));
    };
    // "From ten to ten thirty it was Internal Admin": that stretch, inside the entry (a timer's too: its middle), as a log
    // over it with the yes said (it was moved whole). Outside it, time of its own, asked about as any log over others.
    if (part.to) {
      const from = minuteOf(part.from, (moment) => moment >= begins && moment < end);
      const to = from === undefined ? undefined : minuteOf(part.to, (moment) => moment > momentOf(from) && moment <= end);
      // Said as a correction of an entry whose times hold no such stretch ("log two hours on greenleaf", then "no, it was
      // internal admin from ten to eleven"): not all understood, nothing changed (it logged the hour beside the two).
      if ((from === undefined || to === undefined) && part.correcting) return ask(turn, t('log.notAllUnderstood'), t('fallback.reprompt'));
      if (from === undefined || to === undefined) return moves.logNew(part.words, part.from, part.to);
      return moves.logPart(entry, wholeMinutesOf(momentOf(to) - momentOf(from)), named.project, day, from);
    }
    const start = minuteOf(part.from, (moment) => moment > begins && moment < end);
    if (start === undefined) return ask(turn, t('log.notAllUnderstood'), t('fallback.reprompt'));
    // A timer still running goes on counting: a switch at that time, not part of it (it was moved whole).
    if (entry.status !== 'complete') return tell(turn, t('edit.partSwitch', { other: named.project.name, time: spokenClock(start) }));
    return moves.logPart(entry, wholeMinutesOf(end - momentOf(start)), named.project, day, start);
  }
  const seconds = part.all ? entry.duration : part.half ? wholeMinutesOf(entry.duration * 500) : part.length;
  // No length ("part of that"): how to say it, as no question (an answer of a length alone was added to the entry).
  if (!seconds) return tell(turn, t('edit.partHowMuch', { project: entry.project.name, other: named.project.name }));
  if (seconds >= entry.duration) return moves.moveAll(entry, named.project);
  return moves.logPart(entry, seconds, named.project, day);
}

/** The one timer running, if only one runs. */
async function onlyTimer(turn: Turn): Promise<Activity | undefined> {
  const running = await runningTimers(turn);
  return running.length === 1 ? running[0] : undefined;
}
