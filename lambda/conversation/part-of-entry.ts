// "An hour of that was on Internal Admin", "the first hour was Internal Admin", "half of that was internal admin",
// just after the skill logged, stopped or changed an entry: part of that entry's time was another project's work.
// It was taken for a correction of the whole entry ("Moved your entry to Internal Admin, and made it 1 hour": two
// hours lost), or of its project ("Moved your 3 hours to Internal Admin"). The part is logged on the project named,
// on the entry's day, and taken off the entry, as "I spent an hour of that on Internal Admin" and a yes do; undo
// puts both back. A part with no length ("part of that") is asked for, nothing changed.
import type { Response } from 'ask-sdk-model';
import type { Activity, Ref } from '../../models';
import { durationSeconds, lengthSaid, wholeMinutesOf } from '../dates/durations';
import { heardWords } from '../resolution/names';
import { spokenClock, timestampAt } from '../dates/clock-ranges';
import { entryDayOf, entryMeant, trackedEnd, trackedStart } from './edits';
import { clockSaid } from './past-time';
import { isProjectCalled, resolveWithClients } from './find-project';
import { recentAlexaActivities } from './last-change';
import { ask } from './respond';
import type { Turn } from './turn';
import { withoutCorrection, withoutLeadingNo } from './words';

const OF_THAT = '(?:that|it|those|them|this|the time|my time)';
// The part's words, then the project's: "an hour of that was on X", "the last hour was X", "half of that went to X".
const PART_OF_THAT = new RegExp(
  `^(?:(.+?) of ${OF_THAT}|the (?:first|last) (.+?)|(half|part|some)(?: of ${OF_THAT})?) (?:was|were|went|is|should have been|should be)(?: (?:on|for|to|spent on|really))? (.+)$`,
);

// "From eleven it was Internal Admin", "after eleven that was internal admin": the rest of the entry from then.
const FROM_THEN = /^(?:from|after|since) (.+?),? (?:it|that|this) (?:was|were|went)(?: (?:on|for|to|really))? (.+)$/;

/** The part of an entry said to be another project's, and which project's words; undefined for other words. */
export function partSaid(heard: string): { length?: number; half?: true; from?: string; words: string } | undefined {
  const said = heardWords(withoutCorrection(withoutLeadingNo(heard)));
  const fromThen = FROM_THEN.exec(said);
  const from = fromThen ? clockSaid(fromThen[1]) : undefined;
  if (fromThen) return from ? { from, words: fromThen[2] } : undefined;
  const match = PART_OF_THAT.exec(said);
  if (!match) return undefined;
  const [, ofThat, firstOrLast, vague, words] = match;
  if (vague === 'half' || ofThat === 'half') return { half: true, words };
  const part = ofThat ?? firstOrLast;
  // "The first hour", "two of those" (hours, as an entry's time is mostly said): the length as people would mean it.
  const length = part ? (lengthSaid(part) ?? lengthSaid(`an ${part}`) ?? lengthSaid(`${part} hours`)) : undefined;
  return { length: durationSeconds(length) ?? undefined, words };
}

/**
 * The part said logged on the project named and taken off the entry just changed; or how much is asked for. Undefined
 * when the words say no part, name no project, or there is no entry just changed; a part as long as the entry is all
 * of it (a correction of its project, as before).
 */
export async function partMovedTo(turn: Turn, heard: string, logPart: (entry: Activity, seconds: number, project: Ref, day: string, start?: number) => Promise<Response>): Promise<Response | undefined> {
  const part = partSaid(heard);
  if (!part || (await isProjectCalled(turn, heard))) return undefined;
  const entry = await entryMeant(turn, await recentAlexaActivities(turn), { changed: true });
  if (!entry) return undefined;
  const named = await resolveWithClients(turn, part.words);
  if (named.status !== 'match' || named.project.id === entry.project.id) return undefined;
  const { t } = turn;
  const day = await entryDayOf(turn, entry);
  if (part.from) {
    // The rest of a stopped entry from the time said (of either half of the day, whichever falls inside it).
    const zone = await turn.timeZone();
    const end = entry.status === 'complete' ? trackedEnd(entry) : turn.now;
    const [hour, minute] = part.from.split(':').map(Number);
    const start = [hour % 12, (hour % 12) + 12].map((h) => h * 60 + minute).find((at) => { const moment = Date.parse(timestampAt(day, at, zone)); return moment > trackedStart(entry) && moment < end; });
    if (start === undefined) return undefined;
    // A timer still running goes on counting: a switch at that time, not part of it (it was moved whole).
    if (entry.status !== 'complete') return ask(turn, t('edit.partSwitch', { other: named.project.name, time: spokenClock(start) }), t('fallback.reprompt'));
    return logPart(entry, wholeMinutesOf(end - Date.parse(timestampAt(day, start, zone))), named.project, day, start);
  }
  const seconds = part.half ? wholeMinutesOf(entry.duration * 500) : part.length;
  const spoken = { project: entry.project.name, other: named.project.name };
  if (!seconds) return ask(turn, t('edit.partHowMuch', spoken), t('fallback.reprompt'));
  if (seconds >= entry.duration) return undefined;
  return logPart(entry, seconds, named.project, day);
}
