// "Log two hours on Apollo for yesterday", "I worked on Apollo from nine to half past ten": a complete
// activity with the duration in seconds and the date as a timestamp with the person's UTC offset (the
// start, when the times were said). Asks for what is missing or unclear, never guesses a day:
// a weekday said is the last such day, named in the reply; a date that arrived in the future or long
// ago, an inactive project, or time that repeats an entry of the same project and day (said twice:
// duplicates.ts), is asked about before anything is stored. The reply names the day
// booked and the description heard. "Two hours on Apollo and three on Nimbus": the second is logged once the
// first is, for the day settled for the first, as a log of its own (its own questions, its own undo).
import type { HandlerInput, RequestHandler } from 'ask-sdk-core';
import type { Intent, Response, Slot } from 'ask-sdk-model';
import type { Activity, Ref } from '../../models';
import { type DayEntries, entriesOfDay, type Repeat, repeatOf } from '../conversation/duplicates';
import { changeLength, endIn, entryDayOf, entryMeant, entryStill, landedAfterAll, leftStopped, overlapIn, placeAfterLog, type RestPart, splitOffRest, spokenDayOf, startIn, trackedEnd, trackedStart, updateEntry } from '../conversation/edits';
import { describedBeside, findProject, isProjectCalled, matchedEntityIds, namedBy, notFound, placeInList, resolveWithClients } from '../conversation/find-project';
import type { Resolution } from '../resolution/resolution';
import { isIntent, projectText, slotId, slotOf, slotText, turnOf } from '../conversation/requests';
import { ask, askAgain, elicitFor, saidBefore, tell } from '../conversation/respond';
import { DAY, type Eliciting, type LogAction, type LogRequest, type NextLog, type PendingQuestion, type Question, type TimerToTakeFrom } from '../conversation/session';
import { afterFailedCreate } from '../conversation/timers';
import { askAboutForgotten, forgottenNamed, forgottenTimer } from '../conversation/forgotten';
import { descriptionBeside, descriptionSaid, echo, isCorrecting, isEntryWords, isSameProjectWords, isTimerWords, sameAsWhen, withoutCorrection, withoutCourtesy, withoutLeadingNo } from '../conversation/words';
import { lengthAndProjectCorrected, partMoves } from './correct-project';
import { movePart } from '../conversation/part-of-entry';
import { heardWords } from '../resolution/names';
import { changeInDoubt, changeToCorrect, MAX_TAKEN_FROM, overlapOf, rememberChange, rememberedChange, SAID_AGAIN_MS, placedOf, takenFromOf } from '../conversation/last-change';
import type { Turn } from '../conversation/turn';
import { type ClockRange, clockRange, clockTimesIn, clockValue, latestEnded, minuteOfDay, overnightEnded, secondsOf, spokenClock, timestampAt } from '../dates/clock-ranges';
import { isWeekValue, lastWeekValue, periodOf } from '../conversation/periods';
import { dayAtEnd, dayInWords, saysOnlyWhen, weekdaySaid, whenAtEnd, type DayQuestion, dayToLog, type LogDay, minuteInPart, partOfDayDate, partOfDayIn, partOfWeekday, weekdayToLog } from '../dates/days';
import { durationSeconds, holdsLength, isRanWords, lengthSaid, lengthSaidAgainAfter, likelyDuration, MAX_LOGGED_SECONDS, moreWords, wholeMinutesOf, saidInDays, vagueLengthSaid, type VagueLength } from '../dates/durations';
import { addDays, instantAt, inZone, localDate, timestampFor } from '../dates/time-zone';
import { besideEntries, countedBetween, countedStart } from '../conversation/stop-at';
import { clockSaid, spokenTime } from '../conversation/past-time';
import { spokenAgo, spokenDay, spokenDuration, spokenList } from '../speech/spoken';
import { answerForgotten } from './time-answer';
import { stopOrAskWhich } from './stop-timer';
import { runningTimers } from '../conversation/timers';

/** A LogTime request as said: the slots' words, and how the day was said (a date, or a weekday). */
interface Said extends Partial<LogRequest> {
  date?: string;
  /** More than one day was said ("for the weekend"): which one is asked. */
  period?: boolean;
  weekday?: string;
  /** The WEEKDAY value Alexa matched the weekday's words to ("FRIDAY", "PAST_FRIDAY"). */
  weekdayId?: string;
  /** The weekday was said with "for" after other words ("prep for monday"): the work's day, or what it was for. */
  dayInDoubt?: boolean;
}

/** "…and three hours on Nimbus": the second length and project, when both were said. */
function nextLog(duration: string | undefined, project: string | undefined, entityIds?: string[]): NextLog | undefined {
  return duration && project ? { duration, project, ...(entityIds?.length ? { entityIds: entityIds.slice(0, 10) } : {}) } : undefined;
}

// "The same as", the rest of "the same as yesterday" once Alexa took the day for the date slot.
const SAME_AS_CUT = /^(?:the )?same(?: one| project| thing)? as$/;

// A break asked for, heard as a project's name beside its length.
const PAUSED = /^(?:pause|stop|hold|end)(?: (?:my|the|this))? (?:timer|clock|tracking|tracker)$/;


export const LogTimeHandler: RequestHandler = {
  canHandle: (input) => isIntent(input, 'LogTime'),
  async handle(input) {
    // Said to "When did you finish?" about a timer left running since yesterday ("log two hours on internal admin
    // yesterday"): logged, and the question put again (it was dropped, and the night stayed booked).
    const turn = turnOf(input);
    const { pending } = turn.state;
    if (pending?.kind !== 'forgottenTimer') return logTimeSaid(input);
    // "Log eight hours on greenleaf yesterday", of Greenleaf's timer itself: how long it ran, as "it ran for eight
    // hours" says (logged beside it, and the timer stopped later, the eight hours were booked twice).
    // Only with no other day said than the timer's own, a length in hours, and nothing else said with it ("two hours on
    // greenleaf today" is today's work; "a day" no length of work).
    const duration = slotText(input, 'duration');
    const seconds = saidInDays(duration) ? null : durationSeconds(duration);
    const date = slotText(input, 'date');
    const zone = await turn.timeZone();
    const dateSaid = date ? dayToLog(date, await turn.today()) : undefined;
    const ownDay = !dateSaid || ('day' in dateSaid && dateSaid.day === localDate(Date.parse(pending.since), zone));
    const alone = ownDay && !slotText(input, 'weekday') && !slotText(input, 'partOfDay') && !slotText(input, 'durationTwo') && !slotText(input, 'from');
    const words = seconds && alone ? projectText(input, 'project') : undefined;
    const named = words ? await resolveWithClients(turn, words, slotOf(input, 'project')) : undefined;
    if (seconds && named?.status === 'match' && named.project.id === pending.timer.project.id) return answerForgotten(turn, pending, { seconds });
    return stillAskForgotten(turn, pending, await logTimeSaid(input));
  },
};

// A day said in words Alexa makes no date of: a weekday or a week with "before last", "ago", "last" or a day of the month.
const WEEKDAY_WORD = '(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|week)';
const DAY_AS_WORK = new RegExp(
  `^(?:(?:for|on) )?(?:the )?(?:${WEEKDAY_WORD} before last|(?:\\w+ )?weeks? ago(?: (?:on )?${WEEKDAY_WORD})?|${WEEKDAY_WORD} (?:the )?(?:\\w+ )?(?:\\w+(?:st|nd|rd|th)|\\d+(?:st|nd|rd|th)?)|(?:previous|last) ${WEEKDAY_WORD}(?: before)?|${WEEKDAY_WORD} (?:two|three) weeks ago)$`,
);

/** The words Alexa takes for what the work was in "an hour of that was on X". */
const OF_THAT_WAS = /^(?:that|it|this|those|them|the time)(?: (?:was|were|went))?$/;

/** The question about a timer left running put again after the answer given instead, while that timer still runs. */
async function stillAskForgotten(turn: Turn, asked: Extract<PendingQuestion, { kind: 'forgottenTimer' }>, response: Response): Promise<Response> {
  if (response.shouldEndSession === false) return response;
  const timer = await entryStill(turn, asked.timer.id);
  return timer?.status === 'pending' ? saidBefore(structuredClone(response), await askAboutForgotten(turn, timer, asked.then)) : response;
}

const NOW_WORDS = /^(?:right |just )?now$|^this (?:minute|moment)$/;
const LENGTH_ON_NAME = /^(.+? (?:hours?|hrs?|minutes?|mins?)) (?:on|for|to) (.+)$/;
const NAME_FOR_LENGTH = /^(.+) for (.+? (?:hours?|hrs?|minutes?|mins?))$/;

/**
 * A length said where a project's name was asked for: alone, before the name ("three hours on greenleaf") or after it
 * ("greenleaf for three hours": it logged the length asked about, described "three hours"), after hedges.
 */
function lengthToProjectQuestion(words: string): { duration: string; project?: string } | undefined {
  const plain = withoutCorrection(heardWords(words).replace(/^(?:(?:oh|so|well|hmm|okay|ok) )+/, ''));
  const alone = lengthSaid(plain);
  if (alone) return { duration: alone };
  const [, length, name] = LENGTH_ON_NAME.exec(plain) ?? [];
  const before = length ? lengthSaid(length) : undefined;
  if (before) return { duration: before, project: name };
  const [, named, lengthAfter] = NAME_FOR_LENGTH.exec(plain) ?? [];
  const after = lengthAfter ? lengthSaid(lengthAfter) : undefined;
  return after ? { duration: after, project: named } : undefined;
}

/** LogTime as said: the time logged, or what is missing asked for. */
async function logTimeSaid(input: HandlerInput): Promise<Response> {
  const turn = turnOf(input);
  // "Tonight", "last night", "this morning" (PART_OF_DAY): the day, with the part of it said, as a date. Words
  // Alexa put there that name no part of a day are kept as the date's, for the day to be asked.
  const partOfDay = slotText(input, 'partOfDay');
  const said: Said = {
    duration: slotText(input, 'duration'),
    project: projectText(input, 'project', { that: true }),
    entityIds: matchedEntityIds(slotOf(input, 'project')),
    date: partOfDay ? (partOfDayDate({ id: slotId(input, 'partOfDay'), words: partOfDay }, await turn.today()) ?? partOfDay) : slotText(input, 'date'),
    weekday: slotText(input, 'weekday'),
    weekdayId: slotId(input, 'weekday'),
    description: descriptionSaid(slotText(input, 'description')),
    from: slotText(input, 'from'),
    to: slotText(input, 'to'),
    next: nextLog(slotText(input, 'durationTwo'), projectText(input, 'projectTwo'), matchedEntityIds(slotOf(input, 'projectTwo'))),
  };
  // "From eight until now": the clock's time now is the end (it was a project called "greenleaf from eight until"). Said
  // to "How long did you work?" after a start ("log time on greenleaf from nine"), it ends the request so far.
  // Only the words of now: the slot, a custom type, may hold any words Alexa put there; a clock time there ("until
  // eleven") is the end said.
  const untilWords = slotText(input, 'untilNow');
  const untilNow = !!untilWords && (slotId(input, 'untilNow') === 'NOW' || NOW_WORDS.test(heardWords(untilWords)));
  const untilClock = untilWords && !untilNow && !said.to ? clockSaid(untilWords) : undefined;
  const asked = turn.state.eliciting;
  if ((untilNow || untilClock) && !said.from && asked?.intent === 'LogTime' && asked.slot === 'duration' && asked.slots.from && !asked.slots.to) Object.assign(said, saidSoFar(asked));
  if (untilClock) said.to = untilClock;
  if (untilNow && !said.to && said.from) said.to = clockValue(minuteOfDay(await turn.today(), await turn.timeZone(), turn.now));
  // "Friday evening", "saturday night" (a part of the day the WEEKDAY slot took with the weekday): that day's part, as
  // "yesterday evening" is, with its hours and clock times (it was dated noon, and "eight to ten friday evening" 8 AM).
  const weekdayPart = said.weekday && !said.date ? partOfWeekday(said.weekday) : undefined;
  const partDay = weekdayPart ? weekdayToLog({ id: said.weekdayId, words: said.weekday }, await turn.today()) : undefined;
  if (partDay && 'day' in partDay && !('ask' in partDay)) Object.assign(said, { date: `${partDay.day}T${weekdayPart}`, weekday: undefined, weekdayId: undefined });
  // "An hour on the same as yesterday", should Alexa hand "yesterday" over as the day: the project of yesterday's
  // work, for today (it was a project called "the same as", for yesterday).
  if (said.project && SAME_AS_CUT.test(heardWords(said.project)) && said.date === addDays(await turn.today(), -1) && !said.weekday) {
    Object.assign(said, { project: `${said.project} yesterday`, date: undefined, entityIds: undefined });
  }
  // "Two hours on greenleaf for Friday and an hour on Apollo for yesterday": a day of the first log's own, handed over
  // as what the work was, beside the day of the second. The skill logs two at once for one day: how to say them is
  // said, and nothing is logged (both were booked for yesterday, the first described "friday").
  // (Looked into only when a day ends the first name: a second log is measured in rounds, bench:intents.)
  const afterName = said.next && said.project ? dayAtEnd(heardWords(said.project), await turn.today()) : undefined;
  const ownDay = afterName?.rest && !afterName.period && !(await isProjectCalled(turn, said.project!)) ? afterName : undefined;
  if (ownDay && (said.date || said.weekday) && (ownDay.date ?? ownDay.weekday) !== (said.date ?? said.weekday)) {
    return tell(turn, turn.t('log.twoDays'));
  }
  if (ownDay) Object.assign(said, { project: ownDay.rest, entityIds: undefined, ...(said.date || said.weekday ? {} : { date: ownDay.date, weekday: ownDay.weekday }) });
  // "For the Monday before last", "for Monday the sixteenth", "for the week before last": a day Alexa could not make a
  // date of, handed over as what the work was. Which day is asked (it was booked today, described so).
  // So with any words only of when ("the other day", "the night before last", "the last three days").
  if (said.description && !said.date && !said.weekday && (DAY_AS_WORK.test(heardWords(said.description)) || saysOnlyWhen(heardWords(said.description)))) {
    // One the skill reads after all ("Tuesday the 17th", its weekday that date's) is that day (it was asked about).
    const read = dayInWords(heardWords(said.description), await turn.today());
    Object.assign(said, read ? { date: read.date, weekday: read.weekday?.words } : { date: said.description }, { description: undefined });
  }
  // So with them after the project's name, where Alexa may hand them over with it ("two hours on apollo the day before":
  // logged today, described "the day before"), unless a project is called so.
  // (A day the skill reads there, "greenleaf last night", is read as such below.)
  const whenAfterName = said.project && !said.date && !said.weekday && !dayAtEnd(heardWords(said.project), await turn.today()) ? whenAtEnd(heardWords(said.project)) : undefined;
  if (whenAfterName && !(await isProjectCalled(turn, said.project!))) Object.assign(said, { project: whenAfterName.rest, entityIds: undefined, date: whenAfterName.when });
  // "…for friday please", "…for yesterday thanks": a day with words after it that say nothing of the work, handed over
  // as what the work was (the hour was booked for today, described "friday please").
  const dayDescribed = said.description && !said.date && !said.weekday ? dayInWords(withoutCourtesy(said.description).replace(/^(?:for|on) /, ''), await turn.today()) : undefined;
  if (dayDescribed) Object.assign(said, { date: dayDescribed.date, weekday: dayDescribed.weekday?.words, description: undefined });
  // "An hour of that was on Internal Admin" (Alexa fits "{duration} of {description} on {project}"): part of the entry
  // just changed, not time of its own (it was logged beside it, described "that was").
  if (said.duration && said.project && OF_THAT_WAS.test(heardWords(said.description ?? ''))) {
    return movePart(turn, { length: durationSeconds(said.duration) ?? undefined, words: said.project }, partMoves(turn));
  }
  // "Actually three hours on greenleaf", "oh wait, I mean three hours", to "Which project was that for?": the length said
  // again, with the project or without (it was "I couldn't find a project called actually three hours on greenleaf").
  const askedProject = turn.state.eliciting?.intent === 'LogTime' && turn.state.eliciting.slot === 'project';
  const lengthAgain = askedProject && said.project && !said.from ? lengthToProjectQuestion(said.project) : undefined;
  if (lengthAgain && !(await saysOwnName(turn, said.project!))) Object.assign(said, { duration: lengthAgain.duration, project: lengthAgain.project, entityIds: undefined });
  // "Log three hours on greenleaf, no, two hours": the length said again comes with the project's words (no project
  // called "two hours" was found, and nothing logged).
  const again = said.duration && said.project ? lengthSaidAgainAfter(said.project) : undefined;
  if (again && !(await saysOwnName(turn, said.project!))) Object.assign(said, { duration: again.length, project: again.before, entityIds: undefined });
  const saysDay = Boolean(said.date || said.weekday);
  const eliciting = turn.state.eliciting;
  const pending = turn.state.pending;
  // "Sunday", to which of two Sundays ("Sunday, November 15th, or last Sunday, November 22nd?"): either, asked again
  // (it was booked on the later one).
  const weekdayAnswer = pending?.kind === 'confirmDay' && pending.or && said.weekday && !said.date ? weekdaySaid({ words: said.weekday }) : undefined;
  if (pending?.kind === 'confirmDay' && pending.or && weekdayAnswer && [pending.day, pending.or].every((day) => new Date(`${day}T12:00:00Z`).getUTCDay() === weekdayAnswer.index)) {
    return askAgain(turn, pending);
  }
  // "Add fifteen minutes to my last entry", heard as time for a project called so: that entry made
  // longer, on its own day, not a second entry for today.
  const seconds = durationSeconds(said.duration);
  // "Pause my timer for an hour": a break, not an hour logged to a project called "pause my timer" (the name
  // said next logged the hour beside the timer still running). The timer stops; nothing restarts it by itself.
  if (said.project && PAUSED.test(heardWords(said.project))) return stopOrAskWhich(turn, await runningTimers(turn));
  // "It ran for three hours", to "When did you finish?" about a forgotten timer: how long it ran (it was taken
  // for time on a project called "it ran").
  if (pending?.kind === 'forgottenTimer' && seconds && !saidInDays(said.duration) && (!said.project || isRanWords(said.project))) {
    return answerForgotten(turn, pending, { seconds });
  }
  // "No, internal admin for two hours", just after a log: the "no" is among the project's words, and the log just
  // made is what it corrects (a second entry was logged beside it).
  if (seconds && said.project && isCorrecting(said.project) && !said.from && !saysDay && !said.next && !said.description && !eliciting && !pending && !(await saysOwnName(turn, said.project))) {
    const corrected = await lengthAndProjectCorrected(turn, withoutCorrection(withoutLeadingNo(said.project)), said.duration!);
    if (corrected) return corrected;
  }
  if (seconds && said.project && isEntryWords(said.project) && !said.from && !saysDay && !eliciting && !pending) {
    return saidInDays(said.duration) ? tell(turn, turn.t('edit.inDaysUnchanged')) : changeLength(turn, seconds);
  }
  // "Add fifteen minutes", nothing else, just after the skill touched an entry: that entry made longer,
  // or new time for a project not yet named. Which one is asked, never assumed.
  if (seconds && !said.project && !said.from && !saysDay && !said.description && !said.next && !eliciting && !pending && !saidInDays(said.duration)) {
    return offerToAdd(turn, said.duration!, seconds);
  }
  // "From nine to ten", said when asked how long, answers that question: the rest of the request stands.
  if (eliciting?.intent === 'LogTime' && eliciting.slot === 'duration' && said.from && !said.duration && !said.project && !saysDay) {
    Object.assign(said, { ...saidSoFar(eliciting), from: said.from, to: said.to, description: said.description ?? eliciting.slots.description });
  }
  // "An hour and a half on monday" to "How long did you work?": the length, and the day, of the request so far
  // (Alexa may hand "monday" over as the project's words: the project asked for again, and the one said lost).
  if (eliciting?.intent === 'LogTime' && eliciting.slot === 'duration' && said.duration && !said.from) {
    const dayOnly = said.project ? dayAtEnd(said.project, await turn.today()) : undefined;
    if (dayOnly && !dayOnly.rest && !said.date && !said.weekday) Object.assign(said, { project: undefined, date: dayOnly.date, weekday: dayOnly.weekday, period: dayOnly.period ? true : undefined });
    const before = saidSoFar(eliciting);
    if (!said.project) Object.assign(said, { project: before.project, description: said.description ?? before.description });
    if (!said.date && !said.weekday && !said.period) Object.assign(said, { date: before.date, weekday: before.weekday });
    // The times kept while "Those times make 2 hours, but you said 3 hours" asked how long: `logTime` reads the answer.
    if (before.from) Object.assign(said, { from: before.from, to: before.to });
  }
  // "It was yesterday", with nothing else, answers the question about the day when one is open.
  if (pending?.kind === 'confirmDay' && !said.duration && !said.from && !said.project && saysDay) Object.assign(said, pending.log);
  // A day said in answer to the skill's question about the day: the same request, with a new day.
  const answering =
    pending?.kind === 'confirmDay' && pending.log.project === said.project && pending.log.duration === said.duration && pending.log.from === said.from && pending.log.to === said.to;
  if (answering && !said.entityIds?.length) said.entityIds = pending.log.entityIds;
  // An answer that names no day is no answer: today is not assumed while the day is in question.
  if (answering && !saysDay) return askWhichDay(turn, pending.log, pending.heard);
  // The words first heard, said again, are taken as Alexa sent them: the skill's reading of them was put, and not taken.
  const literal = answering && said.date && said.date === pending.heard ? ('exact' as const) : answering && !pending.day;
  // The day proposed, said back in answer ("the 18th" to "Did you mean last Wednesday, November 18th?"), is taken: it
  // was just put to the person (it was put again, as a month back). Of two days offered, the answer is read as before
  // ("tonight" at 12:51 am is no plain today).
  if (answering && pending.day && !pending.or) {
    const read = dayOf(turn, said, await turn.today(), literal);
    if ('day' in read && read.day === pending.day) return logTime(turn, said, { day: pending.day });
  }
  // "Today", to "It's after midnight. Should I log it for yesterday, or for today?": that day, as said (asked again,
  // when today could not hold the hours yet). "Tonight" is read again: at 12:51 am it is no plain today.
  const offered = answering && pending.day && pending.or ? [pending.day, pending.or] : [];
  if (said.date && offered.includes(said.date) && !said.weekday) return logTime(turn, said, { day: said.date });
  // "Tuesday", to which day of last week: that week's Tuesday (it was this week's).
  const inWeek = answering && !pending.day && said.weekday && !said.date ? weekdayInWeek(turn, said, pending.heard, await turn.today()) : undefined;
  if (inWeek) Object.assign(said, { date: inWeek, weekday: undefined, weekdayId: undefined });
  // "Log a few hours on Greenleaf on Friday": a length that is no number, handed over with the project's words.
  const vague = !said.duration && !said.from && !eliciting && !pending && said.project ? vagueLengthSaid(said.project) : undefined;
  if (!vague || (await isProjectCalled(turn, said.project!))) return logTime(turn, said, { literal });
  return logVagueLength(turn, vague, { date: said.date, weekday: said.weekday, description: said.description, next: said.next });
}

/**
 * "OK, yesterday. ": a day said alone to "How long did you work?" ("yesterday", "no, it was last friday"), said back
 * before the question again (the question alone sounded as if the day was not heard). Empty otherwise.
 */
async function dayJustSaid(turn: Turn, said: Said): Promise<string> {
  const { eliciting } = turn.state;
  if (eliciting?.intent !== 'LogTime' || eliciting.slot !== 'duration' || (!said.date && !said.weekday)) return '';
  if (said.date === eliciting.slots.date && said.weekday === eliciting.slots.weekday) return '';
  const day = said.weekday ?? (DAY.test(said.date!) ? spokenDay(turn.t, said.date!, await turn.today()) : undefined);
  return day ? `${turn.t('log.dayKept', { day })} ` : '';
}

/**
 * Carries a LogTime request as far as it goes: asks for what is missing, questions a doubtful day, finds
 * the project, and logs. `day` is a day the person has confirmed; `literal` takes the day as said.
 */
export async function logTime(
  turn: Turn,
  asSaid: Said,
  options: { day?: string; literal?: boolean | 'exact'; times?: ClockRange; dayEntries?: DayEntries } = {},
): Promise<Response> {
  const { t } = turn;
  const read = options.day ? { said: asSaid } : await inPartOfDay(turn, await withDescriptionAfterName(turn, await withDayAfterWords(turn, asSaid)), options.times);
  const { said } = read;
  // Times settled by the part of the day said ("one to three last night": 1 AM to 3 AM, never the afternoon's).
  const settled = options.times ?? read.times;
  // A start and an end said: their length, before the day is known ("nine to eleven" is two hours either way).
  const range = settled ?? (said.from && said.to ? clockRange(said.from, { to: said.to }) : undefined);
  if (range === 'unclear') return elicitLogSlot(turn, { ...said, from: undefined, to: undefined }, 'duration', t('log.rangeUnclear'));
  let seconds: number | null = range && typeof range === 'object' && 'start' in range ? secondsOf(range) : null;
  // "Three hours from two to four" says two lengths: neither is taken over the other, the length is asked, the times
  // kept meanwhile. The answer, however it comes (a length, "no, three hours", a yes to "Did you mean 3 hours?"):
  // the times' own length logs them with their times (they were dropped, and the two hours dated now); another
  // length is logged by itself.
  const saidSeconds = durationSeconds(said.duration);
  if (seconds !== null && saidSeconds && Math.abs(saidSeconds - seconds) >= 60) {
    const { eliciting } = turn.state;
    const answered = eliciting?.intent === 'LogTime' && eliciting.slot === 'duration' && !eliciting.slots.duration && eliciting.slots.from === said.from && eliciting.slots.to === said.to;
    if (!answered) {
      const lengths = { times: spokenDuration(t, seconds), duration: spokenDuration(t, saidSeconds) };
      return elicitLogSlot(turn, { ...said, duration: undefined }, 'duration', t('log.rangeDisagrees', lengths), t('log.askDuration'));
    }
    return logTime(turn, { ...said, from: undefined, to: undefined }, { ...options, times: undefined });
  }
  if (seconds === null) {
    if (!said.duration) return elicitLogSlot(turn, said, 'duration', `${await dayJustSaid(turn, said)}${t('log.askDuration')}`, t('log.askDuration'));
    if (saidInDays(said.duration)) return elicitLogSlot(turn, said, 'duration', t('log.durationInDays'), t('log.askDuration'));
    seconds = saidSeconds;
    if (seconds === null) return elicitLogSlot(turn, said, 'duration', t('log.durationUnclear'));
    if (seconds === 0) return elicitLogSlot(turn, said, 'duration', t('log.durationZero'));
    if (seconds > MAX_LOGGED_SECONDS) return elicitLogSlot(turn, said, 'duration', t('log.durationTooLong', { duration: spokenDuration(t, seconds) }));
  }
  // Several days said where the project goes ("for the weekend"): which day, first; asked for the project
  // instead, the answer would have been booked for today.
  if (said.period) return elicitLogSlot(turn, { ...said, period: undefined }, 'date', t('log.askDay'));
  if (!said.project) return elicitLogSlot(turn, said, 'project', t('log.askProject'));
  // "Greenleaf on the 3rd", "greenleaf for the client call": more was said than the one name found (or than none),
  // and not understood. (Two names found, "internal admin and greenleaf", are asked about as such.)
  const more = isSameProjectWords(said.project) || sameAsWhen(said.project) || isEntryWords(said.project) || placeInList(turn, said.project) ? [] : moreWords(said.project);
  const named = more.length ? await resolveWithClients(turn, said.project, projectSlot({ project: said.project, entityIds: said.entityIds })) : undefined;
  // A second length among them ("greenleaf and an hour on internal admin") is a second log not understood, even
  // with two names found: asked which, one was booked the first length and the other lost.
  const secondLog = more.length > 0 && holdsLength(said.project) && !(await isProjectCalled(turn, said.project));
  if (named && (secondLog || (named.status !== 'ambiguous' && saysMoreThan(named, more)))) {
    // Said in answer to "Which project was that for?", the question again: the time said before is kept.
    const { eliciting } = turn.state;
    return eliciting?.intent === 'LogTime' && eliciting.slot === 'project' ? askAgain(turn, eliciting) : ask(turn, t('log.notAllUnderstood'), t('fallback.reprompt'));
  }

  const today = await turn.today();
  const logDay = options.day ? { day: options.day } : dayOf(turn, said, today, options.literal);
  const log: LogRequest = {
    ...(said.from ? { from: said.from, to: said.to } : {}),
    duration: said.duration,
    project: said.project,
    entityIds: said.entityIds?.slice(0, 10),
    description: said.description,
    ...(said.next ? { next: said.next } : {}),
  };
  if ('unclear' in logDay) {
    const slots = { ...said, date: undefined, weekday: undefined, weekdayId: undefined };
    // A week said ("last week"): the weekday given in answer is read in that week, not as the last such day.
    const week = isWeekValue(said.date) && !said.weekday ? { kind: 'confirmDay' as const, log, heard: said.date } : undefined;
    return elicitLogSlot(turn, slots, 'date', t('log.askDay'), t('log.askDay'), week);
  }
  if ('ask' in logDay) return askAboutDay(turn, log, logDay.ask, logDay.day, today, said.date, logDay.instead, logDay.or);
  if (said.dayInDoubt && logDay.day !== today) return askAboutDay(turn, log, 'forWeekday', logDay.day, today);
  // Before 5 am, today has only just begun: the evening or the work meant may well be the day just gone's.
  const minuteNow = minuteOfDay(today, await turn.timeZone(), turn.now);
  const smallHours = minuteNow < SMALL_HOURS_END;
  // "Tonight", "this evening", "this afternoon" said in the small hours: today's, still to come, but the part of
  // the day meant is most likely the one just gone, yesterday's. Asked, never assumed (unless said again after
  // the question was put: then as said).
  if (!options.day && options.literal !== 'exact' && logDay.day === today && smallHours && isLaterToday(said.date)) {
    return askAboutDay(turn, log, 'weekday', addDays(today, -1), today, said.date);
  }
  // "Two hours this morning", "two hours for today", said at 12:51 am: today cannot hold them yet. Which day is asked
  // (unless said in answer to a question about the day: then as said).
  if (!options.day && !options.literal && !saysNoDay(said, options) && !said.from && logDay.day === today && smallHours && seconds > minuteNow * 60) {
    return askAboutDay(turn, log, 'smallHours', addDays(today, -1), today);
  }
  // A length with no day said in the small hours: asked, never assumed (clock times said have their own
  // reading below; "another hour on that" is asked about that entry's day, below).
  if (saysNoDay(said, options) && !said.from && !isSameProjectWords(said.project) && smallHours) {
    return askAboutDay(turn, log, 'smallHours', addDays(today, -1), today);
  }

  const action: LogAction = { intent: 'LogTime', seconds, day: logDay.day, description: said.description, ...(said.next ? { next: said.next } : {}) };
  // "Two hours this morning": dated in the morning (it was dated now, 3 to 5 PM, or noon of a day gone by); a part of
  // today still to come is not logged (it was).
  const part = said.from ? undefined : partOfDayIn(said.date);
  if (part) {
    const at = minuteInPart(part, seconds, minuteOfDay(logDay.day, await turn.timeZone(), turn.now));
    if (at === undefined) return tell(turn, t('log.partNotYet'));
    action.at = at;
  }
  if (said.from) {
    // The clock times on the day now settled: work that has not ended yet is not there to log.
    const zone = await turn.timeZone();
    const endsBy = minuteOfDay(logDay.day, zone, turn.now);
    const times = settled ? (settled.end > endsBy ? 'notEnded' : settled) : clockRange(said.from, { to: said.to, seconds }, endsBy);
    if (times === 'unclear') return elicitLogSlot(turn, { ...said, from: undefined, to: undefined }, 'duration', t('log.rangeUnclear'));
    if (times === 'notEnded') {
      // With no day said, times still to come today are most likely yesterday's in the small hours ("nine
      // to eleven" just after midnight), and at any hour when they ran past midnight ("ten pm to one am",
      // said in the evening, was refused): that is asked about, never assumed.
      const yesterday = addDays(logDay.day, -1);
      const endsBy = minuteOfDay(yesterday, zone, turn.now);
      const readBy = smallHours ? latestEnded : overnightEnded;
      const earlier = saysNoDay(said, options) ? readBy(said.from, { to: said.to, seconds }, endsBy) : undefined;
      if (!earlier) return tell(turn, t('log.rangeNotEnded'));
      const proposed = { day: spokenDay(t, yesterday, today), from: spokenClock(earlier.start), to: spokenClock(earlier.end) };
      return ask(turn, t('log.timesProposedDay', proposed), t('log.timesProposedDay', proposed), { kind: 'confirmTimes', log, day: yesterday, times: earlier });
    }
    if ('unsure' in times) {
      const proposed = { from: spokenClock(times.unsure.start), to: spokenClock(times.unsure.end) };
      return ask(turn, t('log.timesProposed', proposed), t('log.timesProposed', proposed), { kind: 'confirmTimes', log, day: logDay.day, times: times.unsure, ...(saysNoDay(said, options) ? {} : { daySaid: true as const }) });
    }
    Object.assign(action, { start: times.start, seconds: secondsOf(times) });
  }
  // "Another hour on that", "two hours on that", the entry just named: more time meant, not the same said again
  // (duplicates.ts).
  const repeatAllowed = isSameProjectWords(said.project);
  // The day's entries, to find a repeat in, fetched beside the project's look-up rather than after it.
  const dayEntries = repeatAllowed ? undefined : options.dayEntries?.day === action.day ? options.dayEntries : entriesOfDay(turn, action.day);
  const found = await findProject(turn, said.project, projectSlot(log), action, namedBy(said.description));
  if ('response' in found) return found.response;
  // "Put two hours on that", said again just after the skill logged those two hours on that project (a reply missed,
  // or a request said twice): asked, as a repeat is, before it is booked a second time. Alexa sends no "another", so
  // "another hour on that" just after an hour was logged is asked too; later on, or another length, is booked at once.
  if (repeatAllowed && found.entry && saidAgain(found.entry, action, turn.now)) {
    const spoken = { duration: spokenDuration(t, action.seconds), project: found.project.name, day: spokenDay(t, action.day, today) };
    return ask(turn, t('log.justLogged', spoken), t('log.repeatedReprompt', spoken), { kind: 'confirmDuplicate', project: found.project, toLog: action });
  }
  // "Log another hour on that" with no day said, after an entry for another day: "another" may well mean
  // that day. Which day is asked, never assumed.
  if (found.entry && saysNoDay(said, options)) {
    const entryDay = await entryDayOf(turn, found.entry);
    if (entryDay !== action.day) return askAboutDay(turn, log, 'thatEntry', entryDay, today);
  }
  const beside = await describedBeside(turn, said.project, said.description, found, action);
  if ('response' in beside) return beside.response;
  return logTimeFor(turn, found.project, { ...action, description: beside.description }, { repeatAllowed, dayEntries });
}

/** Time logged just now as `entry` is the same `action` said again: the same length, for the same day. */
const saidAgain = (entry: Activity, action: LogAction, now: number) =>
  entry.status === 'complete' && entry.records.length === 0 && Math.abs(entry.duration - action.seconds) < 60 && now - Date.parse(entry.created_at) <= SAID_AGAIN_MS && entry.date.slice(0, 10) === action.day;

/**
 * Words beside a project's name that may say more than a name ("internal admin last week", "greenleaf and two
 * hours on nimbus") must be the name's own, as said ("Smith & Sons" has an "and"); with no name found, or
 * another's, not all of the request was understood.
 */
export const saysMoreThan = (resolution: Resolution, more: string[]) => {
  const named = new Set(resolution.status === 'match' ? heardWords(resolution.project.name).split(' ') : []);
  return !more.every((word) => named.has(word));
};

/**
 * "Log an hour on internal admin yesterday", "an hour on greenleaf for the meeting on monday": a day said after
 * the project's words or the description's, where Alexa hands it over with them, is the log's day (it was
 * booked for today), unless a day was said as such too, or the words are a project's name ("Cyber Monday
 * Sale"). More than one day ("for the weekend") leaves the day to be asked; "last week" is taken as Alexa
 * would send it in the date slot (a week), so that a weekday said with it, or in answer to which day, is that
 * week's (it was this week's).
 */
async function withDayAfterWords(turn: Turn, said: Said): Promise<Said> {
  const today = await turn.today();
  // "Cyber" and the weekday "Monday", should Alexa split a name so: the name (it was last Monday's).
  const joined = said.project && said.weekday && !said.date ? `${said.project} ${said.weekday}` : undefined;
  if (joined && (await namesTheDay(turn, joined, said.project))) return { ...said, project: joined, weekday: undefined, weekdayId: undefined };
  for (const key of ['project', 'description'] as const) {
    const words = said[key];
    // "Same as yesterday" names the project of yesterday's work, not the day of this one.
    if (key === 'project' && words && sameAsWhen(words)) continue;
    const found = words ? dayAtEnd(words, today) : undefined;
    if (!found || (key === 'project' && (await namesTheDay(turn, words!, found.rest)))) continue;
    // "Prep for monday", "greenleaf for the slides for friday", "the report for last week": perhaps what the work
    // was for. The words stay as said, and the day is asked.
    const purpose = found.purpose && (key === 'description' || / for /.test(` ${found.rest} `));
    const rest = purpose ? said : { ...said, [key]: found.rest };
    // "Last week" as Alexa would send it in the date slot: a weekday said with it is read in that week (not when
    // it may be what the work was for: "tuesday", in answer, is then the last Tuesday).
    if (found.period === 'lastWeek' && !said.date && !purpose) return { ...rest, date: lastWeekValue(today) };
    if (said.date || said.weekday) return said;
    if (purpose && found.weekday) return { ...said, weekday: found.weekday, weekdayId: undefined, dayInDoubt: true };
    return { ...rest, date: found.date, weekday: found.weekday, weekdayId: undefined, ...(found.period ? { period: true } : {}) };
  }
  return said;
}

/**
 * "Greenleaf for the client call", should Alexa hand the description over with the project's words: the name
 * before "for", the description after it, when the name alone is one project's and none is called by the whole.
 */
async function withDescriptionAfterName(turn: Turn, said: Said): Promise<Said> {
  const at = said.project && !said.description ? ` ${said.project.toLowerCase()} `.indexOf(' for ') : -1;
  if (at <= 0) return said;
  const [name, description] = [said.project!.slice(0, at - 1).trim(), said.project!.slice(at + 4).trim()];
  if (!name || !description || (await isProjectCalled(turn, said.project!))) return said;
  const resolution = await resolveWithClients(turn, name);
  if (resolution.status !== 'match' || heardWords(resolution.project.name).split(' ').includes('for')) return said;
  return { ...said, project: name, description, entityIds: undefined };
}

/** The words with the day at their end are a project's name, or one of a name said in part ("cyber monday"). */
async function namesTheDay(turn: Turn, words: string, rest: string | undefined): Promise<boolean> {
  const day = heardWords(words).slice(rest ? heardWords(rest).length : 0).trim().replace(/^(?:on|for|over) /, '');
  const holds = (name: string) => ` ${heardWords(name)} `.includes(` ${day} `);
  // Few names hold a day's words: the list is looked at before anything is resolved.
  if (!(await turn.projects()).items.some((project) => holds(project.name))) return false;
  if (await isProjectCalled(turn, words)) return true;
  const resolution = await resolveWithClients(turn, words);
  return resolution.status === 'match' && holds(resolution.project.name);
}

/**
 * "Tuesday" of a week said ("last week", a week value as AMAZON.DATE sends it): that weekday in the person's
 * week, read as totals read it (Sunday to Saturday in the United States); "last Tuesday" is the last such day
 * whatever the week. Undefined when no week, or no plain weekday, was said.
 */
function weekdayInWeek(turn: Turn, said: Said, week: string | undefined, today: string): string | undefined {
  const period = isWeekValue(week) ? periodOf(week, today, turn.locale) : null;
  const weekday = weekdaySaid({ id: said.weekdayId, words: said.weekday });
  if (!period || !weekday || weekday.past) return undefined;
  const days = [0, 1, 2, 3, 4, 5, 6].map((n) => addDays(period.from, n));
  return days.find((day) => new Date(`${day}T12:00:00Z`).getUTCDay() === weekday.index);
}

/** "This afternoon", "this evening", "tonight": a part of the day that, in the small hours, has not come yet. */
const isLaterToday = (date: string | undefined) => ['AF', 'EV', 'NI'].includes(partOfDayIn(date) ?? '');
/** Until 5 am, "tonight" or "nine to eleven" may be the evening just gone. */
const SMALL_HOURS_END = 5 * 60;

/**
 * Whether `date` is a part of today still to come ("tonight", "this evening") said in the small hours, when the
 * one just gone, yesterday's, may well be meant: a day not to be taken without asking.
 */
export async function laterTodayInSmallHours(turn: Turn, date: string | undefined): Promise<boolean> {
  if (!isLaterToday(date)) return false;
  const today = await turn.today();
  return date!.startsWith(today) && minuteOfDay(today, await turn.timeZone(), turn.now) < SMALL_HOURS_END;
}

/**
 * Clock times said with a part of the day ("from seven to nine this evening"; AMAZON.TIME sends the morning's
 * 07:00 and 09:00) as that part's: 7 PM to 9 PM, as "7 pm" would have come. Times already settled stay.
 */
async function inPartOfDay(turn: Turn, said: Said, settled: ClockRange | undefined): Promise<{ said: Said; times?: ClockRange }> {
  const part = partOfDayIn(said.date);
  if (!part || !said.from || settled) return { said };
  const { nextDay, range, ...times } = clockTimesIn(part, said.from, { to: said.to, seconds: durationSeconds(said.duration) ?? undefined });
  if (!nextDay) return { said: { ...said, ...times }, times: range };
  // "One to three last night": the small hours of the day after the night's date, that day's own times, as that
  // morning's (read again, "01:00" alone is 1 PM as likely: it booked the afternoon's, once it had passed). Tonight's
  // small hours are today's when they are under way ("one to two tonight" at 3 am); said in the evening, they are
  // still to come, and no log is booked ahead: the times are left unread, and asked for.
  const night = said.date!.slice(0, 10);
  const today = await turn.today();
  if (night < today) return { said: { ...said, ...times, date: `${addDays(night, 1)}TMO` }, times: range };
  if (await laterTodayInSmallHours(turn, said.date)) return { said: { ...said, ...times, date: `${today}TMO` }, times: range };
  return { said: { ...said, from: undefined, to: undefined } };
}

/**
 * No to "Did you mean from 1 AM to 3 AM?", asked of today's times at 10 am, for 1 PM to 3 PM had not come: the
 * likelier reading, yesterday's, is asked next ("Did you mean yesterday, from 1 PM to 3 PM?"; it ended with nothing
 * logged, and "yesterday" said then was not understood). Undefined when that was not the question.
 */
export async function askYesterdayInstead(turn: Turn, pending: Extract<PendingQuestion, { kind: 'confirmTimes' }>): Promise<Response | undefined> {
  const { t } = turn;
  const today = await turn.today();
  // "Today" said with the times: yesterday is not what was meant.
  if (pending.day !== today || pending.daySaid) return undefined;
  const { log } = pending;
  const meant = clockRange(log.from, { to: log.to, seconds: durationSeconds(log.duration) ?? undefined });
  if (typeof meant !== 'object' || 'unsure' in meant || (meant.start === pending.times.start && meant.end === pending.times.end)) return undefined;
  const yesterday = addDays(today, -1);
  const proposed = { day: spokenDay(t, yesterday, today), from: spokenClock(meant.start), to: spokenClock(meant.end) };
  return ask(turn, t('log.timesProposedDay', proposed), t('log.timesProposedDay', proposed), { kind: 'confirmTimes', log, day: yesterday, times: meant });
}

/** Yes to "Did you mean from 2 AM to 4 AM?" logs those times; no asks about yesterday's, if likelier, else logs nothing. */
export async function answerTimes(turn: Turn, pending: Extract<PendingQuestion, { kind: 'confirmTimes' }>, yes: boolean): Promise<Response> {
  if (yes) return logTime(turn, pending.log, { day: pending.day, times: pending.times });
  return (await askYesterdayInstead(turn, pending)) ?? tell(turn, turn.t('log.notLogged'));
}

/** No day was said, nor settled before. */
const saysNoDay = (said: Said, options: { day?: string }) => !options.day && !said.date && !said.weekday;

/**
 * The day the words name: a weekday as the last such day, a date as checked by `dayToLog`. Should a
 * request carry both (a date kept from before, a weekday said in answer) and they disagree, neither is
 * taken on trust: the skill asks which day.
 */
function dayOf(turn: Turn, said: Said, today: string, literal?: boolean | 'exact'): LogDay {
  if (!said.weekday && !said.weekdayId) return dayToLog(said.date, today, { literal });
  // "Tuesday last week": the weekday in the week said.
  const inWeek = weekdayInWeek(turn, said, said.date, today);
  if (inWeek) return dayToLog(inWeek, today, { literal: true });
  const weekday = weekdayToLog({ id: said.weekdayId, words: said.weekday }, today);
  if (!said.date || 'unclear' in weekday) return weekday;
  const date = dayToLog(said.date, today, { literal });
  return 'day' in date && !('ask' in date) && date.day === weekday.day ? weekday : { unclear: 'unknown' };
}

const DAY_QUESTIONS: Record<DayQuestion, string> = {
  weekday: 'log.dayProposed',
  monthBefore: 'log.dayProposed',
  future: 'log.dayFuture',
  longAgo: 'log.dayLongAgo',
  thatEntry: 'log.dayOfThatEntry',
  lastOrYesterday: 'log.dayLastOrYesterday',
  lastMonth: 'log.dayLastMonth',
  smallHours: 'log.daySmallHours',
  forWeekday: 'log.dayOrToday',
  eitherDay: 'log.dayWhichOfTwo',
};

/**
 * Whether the words' first word belongs to the name of the project they name: "no limits fitness" is No Limits
 * Fitness, not a correction ("no") of the log before (it was moved there).
 */
async function saysOwnName(turn: Turn, words: string): Promise<boolean> {
  const named = await resolveWithClients(turn, words);
  const first = heardWords(words).split(' ')[0];
  return named.status === 'match' && heardWords(named.project.name).split(' ').includes(first);
}

/** The LogTime request kept while one of its slots is asked for. */
function saidSoFar(eliciting: Eliciting | undefined): Said {
  const slots = eliciting?.intent === 'LogTime' ? eliciting.slots : {};
  return {
    duration: slots.duration,
    project: slots.project,
    date: slots.date,
    weekday: slots.weekday,
    description: slots.description,
    from: slots.from,
    to: slots.to,
    next: nextLog(slots.durationTwo, slots.projectTwo),
  };
}

/**
 * LogTime's words said as another intent while one of its slots is asked for ("make it two hours" to "How
 * long did you work?"): the request so far, with these in place of what they replace, carried on.
 */
export function continueLog(turn: Turn, eliciting: Eliciting, words: Pick<Said, 'duration' | 'date' | 'weekday' | 'project' | 'description' | 'from' | 'to'>): Promise<Response> {
  const said = saidSoFar(eliciting);
  if (words.date || words.weekday) Object.assign(said, { date: words.date, weekday: words.weekday });
  if (words.from) Object.assign(said, { from: words.from, to: words.to });
  for (const key of ['duration', 'project', 'description'] as const) if (words[key]) said[key] = words[key];
  return logTime(turn, said);
}

/** "Add some time to that", "add fifteen minutes to it", "... to my timer": time for the entry or timer just touched, not for a project. */
export const addsToThat = (vague: VagueLength, project = vague.project) =>
  isEntryWords(project) || (vague.adds && (isSameProjectWords(project) || isTimerWords(project) || /^(?:it|this)$/.test(heardWords(project))));

/**
 * "Log a few hours on Greenleaf", "I worked all day yesterday on Apollo": time for a project, its length
 * asked for in hours or minutes (a day's length is no number of hours for the skill to guess), once the
 * project is known to be one; the day said is kept, "yesterday" and "today" as dates, a weekday as the
 * WEEKDAY slot's words. Words beside the name that may say more ("last night", "and two hours on Nimbus",
 * "for the client call") and are not in the name found: not all of it was understood, and nothing is
 * asked on a part of it. "Add some time to that" asks how much, for EditEntry to add.
 */
export async function logVagueLength(turn: Turn, vague: VagueLength, slots: Pick<Said, 'date' | 'weekday' | 'description' | 'next'> = {}): Promise<Response> {
  const { t } = turn;
  const { when } = vague;
  // "A few hours of code review on Greenleaf", "a few hours on Greenleaf for code review": the description.
  const described = await withDescriptionAfterName(turn, { project: vague.project, description: slots.description ?? vague.description });
  const project = described.project!;
  const more = moreWords(project);
  if (addsToThat(vague, project)) return ask(turn, t('log.askHowMuchMore'), t('log.askHowMuchMore'));
  if (!isSameProjectWords(project)) {
    const resolution = await resolveWithClients(turn, project);
    if (resolution.status === 'none' && more.length === 0) return notFound(turn, project);
    if (saysMoreThan(resolution, more)) return ask(turn, t('log.notAllUnderstood'), t('fallback.reprompt'));
  }
  // "Yesterday morning" is yesterday, "friday afternoon" the WEEKDAY slot's words, as a day said in words is
  // read; else the day Alexa handed over in its own slots ("a few hours on Greenleaf last night").
  const read = when ? dayInWords(when.replace(/^this (?=morning|afternoon|evening)/, 'today ').replace(/ (?:morning|afternoon|evening)$/, ''), await turn.today()) : undefined;
  const day = read?.date ? { date: read.date } : read?.weekday ? { weekday: read.weekday.words } : { date: slots.date, weekday: slots.weekday };
  // A length in numbers after all ("put half an hour down for Internal Admin"): logged as LogTime logs it (it was
  // dropped, and a timer offered for the project).
  if (vague.exact) return logTime(turn, { duration: vague.exact, project, ...day, description: described.description, next: slots.next });
  return elicitLogSlot(turn, { project, ...day, description: described.description, next: slots.next }, 'duration', t(vague.day ? 'log.durationInDays' : 'log.askDurationExample'), t('log.askDuration'));
}

/** The log a question waits on to know its project ("Did you mean A, B, or C?", "Which project was that for?"). */
export function logAskedAbout(pending: PendingQuestion | undefined): LogAction | undefined {
  const action = pending && 'action' in pending ? pending.action : undefined;
  return action?.intent === 'LogTime' ? action : undefined;
}

/**
 * "No, three hours", "make that yesterday", said while the project of a log is asked about: the log asked
 * about is corrected and the question asked again, "OK, 3 hours. Which one did you mean: ...?" (as an edit it
 * changed the entry before, and the log asked about was dropped unsaid). A length or day not plainly one
 * (a length in days, "last Tuesday" said on a Wednesday, a day ahead), or one the log cannot take (a day or
 * a length for work said by its clock times, which may then not have ended, or no longer agree), leaves the
 * log as it was, and says so, with the question again.
 */
export async function correctLogAskedAbout(turn: Turn, pending: PendingQuestion, action: LogAction, words: Pick<Said, 'duration' | 'date' | 'weekday' | 'weekdayId'>): Promise<Response> {
  const { t } = turn;
  const today = await turn.today();
  const notTaken = () => {
    const speech = t('resolve.logNotCorrected', { duration: spokenDuration(t, action.seconds), day: spokenDay(t, action.day, today), question: pending.reprompt });
    return ask(turn, speech, pending.reprompt, pending as Question);
  };
  // "Should I log 2 hours to it anyway?" would be asked again with the length it no longer has.
  if (pending.kind === 'confirmInactive') return notTaken();
  const read = await correctedLog(turn, action, words);
  if (read === 'notTaken') return notTaken();
  if (!read) return askAgain(turn, pending);
  return ask(turn, t('resolve.logCorrected', { what: read.said.join(', '), question: pending.reprompt }), pending.reprompt, { ...pending, action: read.corrected } as Question);
}

/**
 * The log with the length or day said instead: what changed, as words to say back; `notTaken` when the log
 * cannot take it (see correctLogAskedAbout); undefined when neither was said.
 */
async function correctedLog(turn: Turn, action: LogAction, words: Pick<Said, 'duration' | 'date' | 'weekday' | 'weekdayId'>): Promise<{ corrected: LogAction; said: string[] } | 'notTaken' | undefined> {
  const { t } = turn;
  const today = await turn.today();
  if (action.start !== undefined) return 'notTaken';
  const corrected = { ...action };
  const said: string[] = [];
  if (words.duration) {
    const seconds = durationSeconds(words.duration);
    if (!seconds || seconds > MAX_LOGGED_SECONDS || saidInDays(words.duration)) return 'notTaken';
    corrected.seconds = seconds;
    said.push(spokenDuration(t, seconds));
  }
  if (words.date || words.weekday) {
    const day = dayOf(turn, words, today);
    if (!('day' in day) || 'ask' in day || (await laterTodayInSmallHours(turn, words.date))) return 'notTaken';
    corrected.day = day.day;
    said.push(spokenDay(t, day.day, today));
  }
  return said.length ? { corrected, said } : undefined;
}

/**
 * "No, today", to "You already have 2 hours on A for yesterday. Should I log another 2 hours anyway?": the log said
 * again, for another day, is a log of its own, checked for a repeat as any is (it was "I don't see a recent entry to
 * change", and nothing logged). A length said instead ("no, it was three hours") may be the day's whole time or more
 * of it: the log of that length is asked about, beside what is there (logged at once, 2 and 3 hours made 5 where 3
 * may have been meant). What the log cannot take asks the question again.
 */
export async function correctRepeat(turn: Turn, pending: Extract<PendingQuestion, { kind: 'confirmDuplicate' }>, words: Pick<Said, 'duration' | 'date' | 'weekday' | 'weekdayId'>): Promise<Response> {
  const read = await correctedLog(turn, pending.toLog, words);
  if (!read || read === 'notTaken') return askAgain(turn, pending);
  // Another length in answer to whether a running timer counted the time ("no, an hour"): that question again, of
  // the length said (it was asked as a repeat of time not there, and a yes took it off the timer all the same).
  if (!words.duration || pending.fromTimer) return logTimeFor(turn, pending.project, read.corrected, { inactiveConfirmed: true });
  const { t } = turn;
  // With what is already there, and the sum: "no, change it to three hours" meant the entry there, and "5 hours in
  // all" is heard before a yes (it booked 3 hours beside the 2, said only "beside the time already there").
  const [entries, zone] = await Promise.all([entriesOfDay(turn, read.corrected.day).entries, turn.timeZone()]);
  const there = entries.filter((entry) => entry.project.id === pending.project.id && localDate(Date.parse(entry.date), zone) === read.corrected.day).reduce((sum, entry) => sum + entry.duration, 0);
  const spoken = {
    duration: spokenDuration(t, read.corrected.seconds),
    project: pending.project.name,
    day: spokenDay(t, read.corrected.day, await turn.today()),
    existing: spokenDuration(t, there),
    total: spokenDuration(t, there + read.corrected.seconds),
  };
  return ask(turn, t('log.repeatCorrected', spoken), t('log.repeatCorrectedReprompt', spoken), { ...pending, toLog: read.corrected });
}

/**
 * "Forty five", said alone when asked how long: "Did you mean 45 minutes?". A number with no unit is
 * never logged unasked; "yes" logs it, "no" asks again with an example, and a length with its unit
 * answers the question outright.
 */
export function proposeDuration(turn: Turn, eliciting: Eliciting, number: number): Response {
  const { duration, speech } = durationProposed(turn, number);
  return elicitLogSlot(turn, saidSoFar(eliciting), 'duration', speech, speech, { kind: 'confirmDuration', duration });
}

/** The length a number said alone most likely is ("forty five": 45 minutes), and "Did you mean 45 minutes?". */
export function durationProposed(turn: Turn, number: number): { duration: string; speech: string } {
  const duration = likelyDuration(number);
  return { duration, speech: turn.t('log.durationProposed', { duration: spokenDuration(turn.t, durationSeconds(duration) ?? 0) }) };
}

/** A yes or a no to "Did you mean 45 minutes?". */
export function answerProposedDuration(turn: Turn, duration: string, yes: boolean): Promise<Response> | Response {
  const said = saidSoFar(turn.state.eliciting);
  if (yes) return logTime(turn, { ...said, duration });
  return elicitLogSlot(turn, said, 'duration', turn.t('log.askDurationExample'));
}

/**
 * "Should I add 15 minutes to your Apollo Mobile App entry for yesterday?", for a length said alone
 * after the skill logged, started, stopped, edited or named an entry in the last hour; with none, or with
 * one that would go past a day, the length is new time and its project is asked for.
 */
export async function offerToAdd(turn: Turn, duration: string, seconds: number): Promise<Response> {
  const entry = await entryMeant(turn, undefined, { changed: true });
  if (!entry || entry.duration + seconds > MAX_LOGGED_SECONDS) return logTime(turn, { duration });
  const { t } = turn;
  const spoken = { duration: spokenDuration(t, seconds), project: entry.project.name, day: await spokenDayOf(turn, entry) };
  const speech = t(entry.status === 'pending' ? 'log.addToTimer' : 'log.addToEntry', spoken);
  return ask(turn, speech, speech, { kind: 'confirmAdd', id: entry.id, project: entry.project, duration });
}

/** A yes to "Should I add 15 minutes to your … entry?" makes it longer; a no asks which project the time is for. */
export async function answerAdd(turn: Turn, question: { id: string; duration: string }, yes: boolean): Promise<Response> {
  const seconds = durationSeconds(question.duration) ?? 0;
  if (!yes) return elicitLogSlot(turn, { duration: question.duration }, 'project', turn.t('log.askProjectFor', { duration: spokenDuration(turn.t, seconds) }));
  // Deleted since (on the website): there is nothing left to add to.
  const entry = await entryStill(turn, question.id);
  return entry ? changeLength(turn, seconds, entry) : tell(turn, turn.t('edit.nothing'));
}

// The questions that offer two days ("For yesterday, like that entry, or for today?"): the other day.
const OTHER_DAY: Partial<Record<DayQuestion, (today: string) => string>> = {
  thatEntry: (today) => today,
  lastOrYesterday: (today) => addDays(today, -1),
  smallHours: (today) => today,
  forWeekday: (today) => today,
};

/** "Did you mean last Wednesday, November 18th?": a yes, a no, or another day answers it. */
export function askAboutDay(turn: Turn, log: LogRequest, question: DayQuestion, day: string, today: string, heard?: string, instead?: string, other?: string): Response {
  const { t } = turn;
  const spoken = spokenDay(t, day, today);
  const or = other ?? OTHER_DAY[question]?.(today);
  const speech = t(DAY_QUESTIONS[question], { day: spoken, ago: spokenAgo(t, day, today), ...(or ? { or: spokenDay(t, or, today) } : {}) });
  const reprompt = or ? speech : t('log.dayReprompt', { day: spoken });
  return elicitLogSlot(turn, log, 'date', speech, reprompt, { kind: 'confirmDay', log, day, heard, ...(or ? { or } : {}), ...(instead ? { instead } : {}) });
}

/** A yes to "yesterday, or today?" says neither: which of the two is asked, nothing logged on it. */
export async function askWhichOfTwoDays(turn: Turn, question: { log: LogRequest; day: string; or: string; heard?: string }): Promise<Response> {
  const { t } = turn;
  const today = await turn.today();
  const speech = t('log.dayWhichOfTwo', { day: spokenDay(t, question.day, today), or: spokenDay(t, question.or, today) });
  return elicitLogSlot(turn, question.log, 'date', speech, speech, { kind: 'confirmDay', ...question });
}

/** "Which day was it?", after a no to the day proposed. */
export function askWhichDay(turn: Turn, log: LogRequest, heard?: string): Response {
  const speech = turn.t('log.askWhichDay');
  return elicitLogSlot(turn, log, 'date', speech, speech, { kind: 'confirmDay', log, heard });
}

/**
 * Asks for one of LogTime's slots, whatever request is being answered (a yes or a no too): the intent
 * Alexa completes is rebuilt from what was said, so its answer comes back as LogTime with everything else.
 */
function elicitLogSlot(turn: Turn, said: Said, slot: string, speech: string, reprompt = speech, question?: Question): Response {
  const value = (name: string, text?: string | string[]) => ({ name, confirmationStatus: 'NONE', ...(typeof text === 'string' && name !== slot ? { value: text } : {}) }) as Slot;
  const request = turn.input.requestEnvelope.request;
  const own = request.type === 'IntentRequest' && request.intent.name === 'LogTime' ? request.intent.slots?.project : undefined;
  const intent: Intent = {
    name: 'LogTime',
    confirmationStatus: 'NONE',
    slots: {
      duration: value('duration', said.duration),
      // The project slot as Alexa sent it keeps its entity resolution for the answer.
      project: own && own.value === said.project && slot !== 'project' ? own : value('project', said.project),
      date: value('date', said.date),
      weekday: value('weekday', said.weekday),
      // A part of the day said goes back as the date it was read as ("2026-11-23TNI").
      partOfDay: value('partOfDay'),
      description: value('description', said.description),
      from: value('from', said.from),
      to: value('to', said.to),
      durationTwo: value('durationTwo', said.next?.duration),
      projectTwo: value('projectTwo', said.next?.project),
    },
  };
  return elicitFor(turn, intent, slot, speech, reprompt, question);
}

/** The project slot as Alexa sent it, rebuilt from what was kept: its words and the ids matched. */
function projectSlot(log: LogRequest): Slot {
  const ids = log.entityIds ?? [];
  return {
    name: 'project',
    value: log.project,
    confirmationStatus: 'NONE',
    ...(ids.length
      ? { resolutions: { resolutionsPerAuthority: [{ authority: 'remembered', status: { code: 'ER_SUCCESS_MATCH' }, values: ids.map((id) => ({ value: { id, name: log.project } })) }] } }
      : {}),
  } as Slot;
}

// Past this many words a description is not read back: the person said it a moment ago.
const MAX_SPOKEN_DESCRIPTION_WORDS = 8;

/**
 * Logs the time, once the project and the day are settled; an inactive project is asked about first, then time
 * that repeats an entry of the project that day (unless `repeatAllowed`). `dayEntries`: the day's entries, if
 * already being fetched; `takeFrom`: the timer the time is taken off once logged (a yes to "Was that time on
 * Greenfield part of it?"), or the entries its clock times overlapped, each's overlap taken off it.
 */
export async function logTimeFor(
  turn: Turn,
  project: Ref,
  action: LogAction,
  options: { inactiveConfirmed?: boolean; repeatAllowed?: boolean; dayEntries?: DayEntries; takeFrom?: TimerToTakeFrom[] } = {},
): Promise<Response> {
  const { t } = turn;
  const { day, start } = action;
  const zone = await turn.timeZone();
  // Said by its clock times, the seconds that pass between them: on a night the clocks change, an hour more or less than
  // the times' difference, which the action holds (its end is its start and that).
  const seconds = start === undefined ? action.seconds : secondsOf({ start, end: start + action.seconds / 60 }, { day, zone });
  const description = descriptionBeside(action.description, project.name);
  const duration = spokenDuration(t, seconds);
  if (!options.inactiveConfirmed && (await turn.project(project.id)).status === 'inactive') {
    const speech = `${t('project.inactive', { project: project.name })} ${t('log.inactiveQuestion', { duration })}`;
    return ask(turn, speech, t('log.inactiveReprompt', { duration, project: project.name }), { kind: 'confirmInactive', action, project });
  }
  // Each timer or entry the time is to come off holds it still (it may have been cut, or stopped and changed, since the
  // question): otherwise nothing is logged, rather than the time counted twice.
  const takeFrom = options.takeFrom ?? [];
  const takenFrom = await Promise.all(takeFrom.map((from) => entryStill(turn, from.id)));
  const toTakeOf = (from: TimerToTakeFrom) => from.overlap ?? seconds;
  const short = takeFrom.findIndex((from, i) => (takenFrom[i]?.duration ?? 0) < toTakeOf(from));
  if (short >= 0) {
    const from = takeFrom[short];
    return tell(turn, t('log.timerTooShort', { other: from.project.name, duration: spokenDuration(t, toTakeOf(from)), elapsed: spokenDuration(t, takenFrom[short]?.duration ?? 0) }));
  }
  // The log and each entry's change (a stop and an update, or a part split off and an update, at most), begun only if
  // they fit in the request's time: on a service slow on every call, they ran out part way, and the time was counted
  // twice. Nothing done, the person can say it again in a moment.
  if (takeFrom.length && !turn.hasTimeFor(1 + 2 * takeFrom.length)) return tell(turn, t('log.tooSlow', { duration, project: project.name }));
  // Said with its clock times, the work is dated from its start; otherwise as timestampFor says.
  const date = start !== undefined ? timestampAt(day, start, zone) : action.at !== undefined ? timestampAt(day, action.at, zone) : timestampFor(day, zone, turn.requestedAt);
  const dayEntries = options.repeatAllowed ? undefined : options.dayEntries?.day === day ? options.dayEntries : entriesOfDay(turn, day);
  // A timer left running since then, among the day's entries: named once the time is logged, with how to say when it
  // finished (a log for yesterday beside it went unsaid, and its stop later booked the same hours again).
  let forgotten: Activity | undefined;
  if (dayEntries) {
    const entries = await dayEntries.entries;
    forgotten = forgottenTimer(entries.filter((entry) => entry.status === 'pending'), turn.now, zone);
    const repeat = repeatOf(entries, project, action, { day, zone, date, requestedAt: turn.requestedAt });
    if (repeat) return askAboutRepeat(turn, project, action, repeat);
    // Time said by its clock times over another project's timer, running then ("I was in a meeting on Internal
    // from ten to eleven", Greenleaf's timer running since nine): the same minutes would count twice (they were
    // booked at once). Asked, as a repeat is: a yes books it and takes the minutes the timer counted then off it (a
    // yes booked them on both); "keep both" logs it beside the timer; a no logs nothing. A timer left running since
    // yesterday is not asked about, as below: its stop asks when it finished (the minutes taken off it came off
    // yesterday's work). Under a minute counted then is no overlap.
    const from = Date.parse(date);
    const to = from + seconds * 1000;
    // A timer with minutes taken off its middle is read with them where they were (`besideEntries`).
    const read = (entry: Activity) => (entry.status === 'pending' ? besideEntries(entry, entries, turn.now) : entry);
    const overlapOn = (entry: Activity) => (entry.project.id === project.id ? 0 : overlapCounted(read(entry), from, to, turn.now, zone));
    // With several entries under the times said (a timer, and an entry stopped before it), all are named and asked about
    // at once: a yes takes each one's overlap off it (one taken off, the others' minutes counted twice).
    const overlapped = start === undefined ? [] : entries.filter((entry) => overlapOn(entry) >= 60 && !(entry.status === 'pending' && forgottenTimer([entry], turn.now, zone)));
    if (overlapped.length > MAX_TAKEN_FROM) return tell(turn, t('log.overTooMany', { count: overlapped.length }));
    if (overlapped.length > 1) return askAboutOverlaps(turn, project, action, overlapped.map((entry) => ({ entry, overlap: overlapOn(entry) })));
    const under = overlapped.find((entry) => entry.status === 'pending');
    if (under) {
      const overlap = overlapOn(under);
      const spoken = { other: under.project.name, since: spokenTime(t, inZone(countedStart(read(under), turn.now), zone), zone, turn.now), overlap: spokenDuration(t, overlap), duration, project: project.name, ...spokenTimesOf(action) };
      return ask(turn, t('log.overTimer', spoken), t('log.overTimerReprompt', spoken), { kind: 'confirmDuplicate', project, toLog: action, fromTimer: { id: under.id, project: under.project, overlap } });
    }
    // So with another project's timer stopped since ("I started on Greenleaf at eight", "stop my timer", then "log
    // Greenfield from nine to ten thirty": the minutes were booked twice).
    const over = overlapped[0];
    if (over) {
      const overlap = overlapOn(over);
      const spoken = { other: over.project.name, start: spokenTime(t, inZone(startIn(over, zone), zone), zone, turn.now), end: spokenTime(t, inZone(endIn(over, zone), zone), zone, turn.now), overlap: spokenDuration(t, overlap), duration, project: project.name, ...spokenTimesOf(action) };
      return ask(turn, t('log.overEntry', spoken), t('log.overEntryReprompt', spoken), { kind: 'confirmDuplicate', project, toLog: action, fromTimer: { id: over.id, project: over.project, overlap } });
    }
    // Time said by its length alone for today, beside another project's timer that has counted as long today ("log 45
    // minutes on Greenfield", Greenleaf's timer running since nine): perhaps minutes that timer counted while the work
    // was on Greenfield ("the last 45 minutes", Alexa sends no "the last"), booked twice. Whether they were is asked:
    // yes takes them off the timer, no logs them beside it. With two such timers, which one is not guessed.
    // So with the project's own timer ("log 45 minutes to Greenleaf", its timer running since nine): whether to log
    // the time beside it is asked (it was booked at once), a yes logging it.
    // A timer left running since yesterday is not asked about: what it counted today is no work until its finish is
    // known, which its stop asks (taken off it, the time came off yesterday's hours).
    const today = await turn.today();
    const holding =
      start === undefined && day === today
        ? timersHolding(entries, seconds, instantAt(`${day} 00:00:00`, zone), turn.now).filter((timer) => !forgottenTimer([timer], turn.now, zone))
        : [];
    const own = holding.find((timer) => timer.project.id === project.id);
    const others = holding.filter((timer) => timer.project.id !== project.id);
    // The timer the skill stopped just now, on another project ("stop greenleaf and log an hour on greenfield"), is the
    // likelier one, over a timer running on (the hour was taken off Apollo's, running beside).
    const stopped = start === undefined && !own && day === today ? justStopped(turn, entries, project, seconds) : undefined;
    const timer = own ?? (stopped ? undefined : others.length === 1 ? others[0] : undefined);
    if (timer) {
      const spoken = { other: timer.project.name, since: spokenTime(t, inZone(countedStart(timer, turn.now), zone), zone, turn.now), elapsed: spokenDuration(t, timer.duration), duration, project: project.name };
      if (own) return ask(turn, t('log.besideOwnTimer', spoken), t('log.repeatedReprompt', { ...spoken, day: spokenDay(t, day, await turn.today()) }), { kind: 'confirmDuplicate', project, toLog: action });
      return ask(turn, t('log.fromTimer', spoken), t('log.fromTimerReprompt', spoken), { kind: 'confirmDuplicate', project, toLog: action, fromTimer: { id: timer.id, project: timer.project } });
    }
    // So with the timer the skill stopped just now, on another project ("stop my timer and log an hour on greenfield"):
    // the hour may be one it counted (both were booked). Yes takes it off that entry.
    if (stopped) {
      const spoken = { other: stopped.project.name, start: spokenTime(t, inZone(trackedStart(stopped), zone), zone, turn.now), end: spokenTime(t, inZone(trackedEnd(stopped), zone), zone, turn.now), duration, project: project.name };
      return ask(turn, t('log.fromStopped', spoken), t('log.fromTimerReprompt', spoken), { kind: 'confirmDuplicate', project, toLog: action, fromTimer: { id: stopped.id, project: stopped.project } });
    }
  }
  let made: Activity | undefined;
  try {
    made = await turn.api.activities.create({
      source: 'alexa',
      project_id: project.id,
      description: description ?? t('descriptions.logged', { project: project.name }),
      duration: seconds,
      date,
    });
  } catch (error) {
    const outcome = await afterFailedCreate(
      turn,
      error,
      (a) => a.project.id === project.id && a.duration === seconds && a.source === 'alexa' && Date.parse(a.date) === Date.parse(date),
      ['status:complete', 'source:alexa'],
    );
    if (typeof outcome !== 'object') {
      const failed = t(outcome === 'unknown' ? 'log.unsure' : 'log.failed', { duration, project: project.name });
      // The second is not logged on its own after the first failed: the person hears what was not done.
      if (!action.next) return tell(turn, failed);
      const spoken = { duration: spokenDuration(t, durationSeconds(action.next.duration) ?? 0), project: echo(action.next.project) };
      return tell(turn, `${failed} ${t(spoken.project ? 'log.nextNotLogged' : 'log.nextNotLoggedLong', spoken)}`);
    }
    made = outcome.landed;
  }
  // Time logged before it in this conversation (the first of two projects said at once) is undone next. One whose
  // answer was lost, found landed, is remembered the same: undo removes it (it undid the change before it).
  const before = turn.state.lastChange;
  const earlier = before?.kind === 'logged' ? { ...before, earlier: undefined, offered: undefined } : undefined;
  rememberChange(turn, { kind: 'logged', id: made.id, at: turn.now, project, ...(earlier ? { earlier } : {}) });
  const spokenDate = spokenDay(t, day, await turn.today());
  const when = start === undefined ? spokenDate : t('log.dayAndTimes', { day: spokenDate, ...spokenTimesOf(action) });
  const spoken = { duration, project: project.name, day: when, description };
  const key = !description ? 'log.logged' : description.split(/\s+/).length > MAX_SPOKEN_DESCRIPTION_WORDS ? 'log.loggedWithNote' : 'log.loggedDescribed';
  let taken = '';
  for (const [i, from] of takeFrom.entries()) {
    taken += ` ${await takeOff(turn, takenFrom[i]!, toTakeOf(from), made.id, { part: toTakeOf(from) < seconds, overlap: from.overlap !== undefined ? Date.parse(date) : undefined })}`;
  }
  // (Said to "When did you finish?" about it, the question is put again after the log instead.)
  const named = forgotten && !action.next && turn.state.pending?.kind !== 'forgottenTimer' ? ` ${await forgottenNamed(turn, forgotten)}` : '';
  const done = tell(turn, t(key, spoken) + taken + named);
  if (!action.next) return done;
  // Then the second, for the same day, with whatever it has to ask (the first stays logged meanwhile).
  // A copy: the response builder is shared, and the next answer is written into the same response.
  const first = structuredClone(done);
  // The day's entries read for the first serve the second (with the first, should both be on one project).
  const entries = dayEntries && { day, entries: dayEntries.entries.then((list) => (made ? [...list, made] : list)) };
  return saidBefore(first, await logNext(turn, action.next, day, entries));
}

/** How soon after the skill stopped a timer time logged by its length may be time that timer counted. */
const JUST_STOPPED_MS = 10 * 60_000;

/** The entry of the timer the skill stopped last, in the last few minutes, of another project, and as long as `seconds` or more. */
function justStopped(turn: Turn, entries: Activity[], project: Ref, seconds: number): Activity | undefined {
  const change = rememberedChange(turn);
  if (change?.kind !== 'stopped' || change.ids.length !== 1 || turn.now - change.at > JUST_STOPPED_MS) return undefined;
  return entries.find((entry) => entry.id === change.ids[0] && entry.status === 'complete' && entry.project.id !== project.id && entry.duration >= seconds);
}

/** The running timers that have counted `seconds` or more since `midnight`: ones the time said may have been counted by. */
const timersHolding = (entries: Activity[], seconds: number, midnight: number, now: number) =>
  entries.filter((entry) => entry.status === 'pending' && countedBetween(entry, midnight, now, now) >= seconds * 1000);

/** "I can't tell whether that time came off ...", remembered as a change in doubt (undo takes nothing back). */
function takenInDoubt(turn: Turn, entry: Activity, other: { other: string; duration: string }): string {
  changeInDoubt(turn);
  return turn.t(ofTimerOrEntry('log.takenUnsure', entry), other);
}

/** A sentence about a timer, or its words for a stopped entry (key + "Entry"): "your timer for Greenleaf" was said of an entry. */
const ofTimerOrEntry = (key: string, entry: Activity) => (entry.status === 'pending' ? key : `${key}Entry`);

/**
 * The time just logged (entry `logged`) taken off the timer it was counted by (`entry`, as read before the log: running
 * on, or stopped since), and remembered with the log, for undo to give back. What to add to the reply: that it was
 * taken off, or could not be (the service failing): the log stands either way, and the person hears so.
 */
async function takeOff(turn: Turn, entry: Activity, seconds: number, logged: string, { part, overlap }: { part: boolean; overlap?: number }): Promise<string> {
  const { t } = turn;
  const other = { other: entry.project.name, duration: spokenDuration(t, seconds) };
  let stopped: string | undefined;
  // The log over a stopped entry's start (`overlap`: the log's start, ms): the entry starts where the overlap ends, or it
  // would be read as holding the minutes the log now has (a later log over its real time went unasked). Inside it: its
  // part after the log becomes an entry of its own, for the same reason (a later log over its end went unasked).
  const { startsAt: moved, rest } = overlap === undefined ? {} : await placeAfterLog(turn, entry, overlap, seconds);
  const restPart = rest && (await splitOffRest(turn, entry, rest));
  // The part may have been made, unseen (a slow service): said so, and undo takes nothing back (it was "so it still has
  // it", and the part landed beside the entry left whole, its hour counted twice).
  if (rest && restPart === null) return takenInDoubt(turn, entry, other);
  if (rest && !restPart) return t(ofTimerOrEntry('log.notTakenFromTimer', entry), other);
  const left = entry.duration - seconds - (restPart ? rest!.seconds : 0);
  const taken = await updateEntry(turn, entry, { duration: left, ...(moved ? { date: moved } : {}) }).then(
    () => true,
    async (error: unknown) => {
      // Stopped for the change and not started again: said, with whether its time came off.
      const left = leftStopped(turn, error);
      stopped = left?.said;
      if (left) return left.changed;
      // An answer lost may still have landed: the timer as it is now tells (a minute's leeway for a running one), read
      // past the request's time if need be: a slow service used it up, the look failed, and the change that had landed
      // was said not made (and the part deleted, its hour lost).
      const landed = await landedAfterAll(turn, error, entry.id, (now) => now.duration <= entry.duration - seconds + 60);
      return landed === 'unknown' ? landed : !!landed;
    },
  );
  // Neither the change's answer nor a look at the entry came back: said so, the part kept (with the change landed,
  // deleting it loses its hour; the person checks either way), and undo takes nothing back (it removed the log alone,
  // and the entry stayed short of the log's hour).
  if (taken === 'unknown') return takenInDoubt(turn, entry, other);
  if (!taken) {
    // The part after it goes again: with the entry as it was, it would be counted twice.
    if (restPart) await turn.apiToFinish.activities.delete(restPart.id).catch(() => undefined);
    return stopped ? `${t('log.timerNotMatchedStopped', other)} ${stopped}` : t(ofTimerOrEntry('log.notTakenFromTimer', entry), other);
  }
  const change = turn.state.lastChange;
  if (change?.kind === 'logged' && change.id === logged) {
    const startsMoved = moved ? { startsMoved: { ...change.startsMoved, [entry.id]: entry.date } } : {};
    const splitOff = restPart ? { splitOff: { ...change.splitOff, [entry.id]: { id: restPart.id, seconds: restPart.duration } } } : {};
    rememberChange(turn, { ...change, takenFrom: { ...change.takenFrom, [entry.id]: seconds }, ...(overlap !== undefined ? { overlapOf: [...(change.overlapOf ?? []), entry.id] } : {}), ...startsMoved, ...splitOff });
  }
  const zone = await turn.timeZone();
  // (The part before the log, when the one after would begin at noon: `placeAfterLog`.)
  const split = restPart ? ` ${t(moved ? 'log.restBeforeSplitOff' : 'log.restSplitOff', { other: entry.project.name, time: spokenTime(t, inZone(Date.parse(restPart.date), zone), zone, turn.now) })}` : '';
  // Of a log by its clock times, only the part the other entry counted came off it: how much is said.
  if (stopped) return `${t(part ? 'log.partFromEntry' : 'log.takenFromEntry', other)} ${stopped}`;
  if (part) return t(entry.status === 'pending' ? 'log.partFromTimer' : 'log.partFromEntry', other) + split;
  return t(entry.status === 'pending' ? 'log.takenFromTimer' : 'log.takenFromEntry', other) + split;
}

/**
 * The part of `entry` after a log's new times, as `after` says (undefined: none), from the part split off before
 * (`rest`, undefined: none): moved, made, or removed. The part as it now is (undefined: none), or null when the service
 * would not change it (it is as it was).
 */
async function placeRest(turn: Turn, entry: Activity, rest: Activity | undefined, after: { date: string; seconds: number } | undefined): Promise<Activity | undefined | null> {
  try {
    if (rest && after) return (await turn.api.activities.update(rest.id, { date: after.date, duration: after.seconds })) ?? rest;
    if (rest) {
      await turn.api.activities.delete(rest.id);
      return undefined;
    }
    return after ? ((await splitOffRest(turn, entry, after)) ?? null) : undefined;
  } catch {
    return null;
  }
}

/**
 * "No, an hour", "make that an hour", just after time was logged and taken off the timer that counted it: the timer
 * gives or takes the difference too (the log alone changed, and the minutes between were counted twice, or on
 * neither). Of a log by its clock times, only part of which the timer counted ("and take the hour off the timer?"),
 * or given clock times now (`times`: its new start, `date`, and what to say of them), the minutes the timer counted
 * between the new times are what it is now short of, none perhaps ("no, ten thirty to twelve": 30 minutes stayed off
 * it where it counted only 30 minutes of the log). So with each entry a log by its clock times was taken off. Undefined
 * when the last change was no such log of this entry in the last few minutes. Undo then removes the log and gives each
 * timer all of its time back.
 */
export async function takenCorrected(turn: Turn, entry: Activity, seconds: number, times?: { date: string; said: () => string }): Promise<Response | undefined> {
  const change = changeToCorrect(turn);
  const takenFrom = takenFromOf(change, entry.id) ?? {};
  // Of a log by its clock times, the entries its overlap came off, none perhaps since ("no, it was nine to ten").
  const overlapWith = overlapOf(change, entry.id) ?? [];
  const ids = [...new Set([...Object.keys(takenFrom), ...overlapWith])];
  if (!seconds || !ids.length) return undefined;
  const { t } = turn;
  // A timer gone since has nothing to match: the log alone changes, as any entry's length.
  const timers = (await Promise.all(ids.map((id) => entryStill(turn, id)))).filter((timer) => timer !== undefined);
  if (!timers.length) return undefined;
  // Said with clock times (now, or when logged), what each timer counted between them: a log by its length alone was
  // all of the timer's (it came off it whole), and so is the length it is given.
  const from = Date.parse(times?.date ?? entry.date);
  const byTimes = overlapWith.length > 0 || !!times;
  const zone = await turn.timeZone();
  // An entry whose start the log covered is read from where it began (`startsMoved`), and starts again after the new
  // overlap, if the log still covers its start.
  const { startsMoved = {}, splitOff = {} } = placedOf(change, entry.id);
  // An entry the log fell inside had its part after the log split off (`splitOff`): that part, still as made, is the
  // entry's again while the new times are placed, and split off after them again if they too fall inside.
  const plans = await Promise.all(
    timers.map(async (timer) => {
      const taken = takenFrom[timer.id] ?? 0;
      const made = splitOff[timer.id];
      const part = made && (await entryStill(turn, made.id).catch(() => undefined));
      const rest = part && part.project.id === timer.project.id && part.duration === made.seconds ? part : undefined;
      const whole = { ...timer, duration: timer.duration + taken + (rest?.duration ?? 0), ...(startsMoved[timer.id] ? { date: startsMoved[timer.id] } : {}) };
      const toTake = byTimes ? overlapCounted(whole, from, from + seconds * 1000, turn.now, zone) : seconds;
      const spoken = { project: entry.project.name, duration: spokenDuration(t, toTake), other: timer.project.name, elapsed: spokenDuration(t, whole.duration) };
      const { startsAt, rest: after } = byTimes && toTake ? await placeAfterLog(turn, whole, from, toTake) : {};
      // The date it is to have: after the overlap, else its own again.
      const date = startsAt ?? (startsMoved[timer.id] ? whole.date : undefined);
      return { timer, taken, toTake, spoken, date, startsAt, whole, rest, after };
    }),
  );
  const short = plans.find(({ whole, toTake }) => whole.duration < toTake);
  if (short) return tell(turn, t('log.timerTooShortEdit', short.spoken));
  await turn.api.activities.update(entry.id, { duration: seconds, ...(times ? { date: times.date } : {}) });
  const edited = () => times?.said() ?? t('edit.duration', { project: entry.project.name, duration: spokenDuration(t, seconds) });
  // Each timer given or taken the difference; what stays taken off each, for undo to give back.
  const nowTaken: Record<string, number> = {};
  const said: string[] = [];
  // Of one timer changed to match a log given a new length, one sentence says both ("and your timer … to match").
  let alone: { spoken: (typeof plans)[number]['spoken']; after: string; timer: Activity } | undefined;
  const nowMoved: Record<string, string> = {};
  const nowSplit: Record<string, RestPart> = {};
  for (const { timer, taken, toTake, spoken, date, startsAt, whole, rest, after } of plans) {
    const kept = (seconds: number, part?: RestPart) => {
      if (seconds) nowTaken[timer.id] = seconds;
      if (seconds && startsAt) nowMoved[timer.id] = whole.date;
      if (seconds && part) nowSplit[timer.id] = part;
    };
    const redated = date !== undefined && Date.parse(date) !== Date.parse(timer.date);
    const sameRest = after ? !!rest && rest.duration === after.seconds && Date.parse(rest.date) === Date.parse(after.date) : !rest;
    // Nothing to give or take: this timer stays as it is.
    if (toTake === taken && !redated && sameRest) {
      kept(toTake, rest && { id: rest.id, seconds: rest.duration });
      continue;
    }
    // The part after the new times first (moved, made, or joined again), then the entry: a failure between is put back.
    const part = sameRest ? rest : await placeRest(turn, whole, rest, after);
    if (part === null) {
      kept(taken, rest && { id: rest.id, seconds: rest.duration });
      said.push(t(ofTimerOrEntry('log.timerNotMatched', timer), spoken));
      continue;
    }
    try {
      await updateEntry(turn, timer, { duration: whole.duration - toTake - (after?.seconds ?? 0), ...(redated ? { date } : {}) });
      kept(toTake, part && { id: part.id, seconds: part.duration });
      said.push(t(ofTimerOrEntry('log.timerMatched', timer), spoken));
      alone = { spoken, after: '', timer };
    } catch (error) {
      if (!sameRest) await placeRest(turn, whole, part, rest && { date: rest.date, seconds: rest.duration });
      const stopped = leftStopped(turn, error);
      kept(stopped?.changed ? toTake : taken, rest && { id: rest.id, seconds: rest.duration });
      said.push(stopped?.changed ? `${t('log.timerMatched', spoken)} ${stopped.said}` : stopped ? `${t('log.timerNotMatchedStopped', spoken)} ${stopped.said}` : t(ofTimerOrEntry('log.timerNotMatched', timer), spoken));
      alone = stopped?.changed ? { spoken, after: ` ${stopped.said}`, timer } : undefined;
    }
  }
  rememberChange(turn, {
    kind: 'logged',
    id: entry.id,
    at: turn.now,
    project: entry.project,
    ...(byTimes ? { overlapOf: timers.map((timer) => timer.id) } : {}),
    ...(Object.keys(nowTaken).length ? { takenFrom: nowTaken } : {}),
    ...(Object.keys(nowMoved).length ? { startsMoved: nowMoved } : {}),
    ...(Object.keys(nowSplit).length ? { splitOff: nowSplit } : {}),
  });
  // One timer changed to match a log given a new length: said in one sentence.
  if (!times && said.length === 1 && alone) return tell(turn, t(ofTimerOrEntry('log.takenCorrected', alone.timer), { ...alone.spoken, duration: spokenDuration(t, seconds) }) + alone.after);
  return tell(turn, [edited(), ...said].join(' '));
}

/**
 * Seconds of `entry` counted between `from` and `to` (ms), in whole minutes: of a running timer as it counted them, of
 * a stopped entry as it is tracked, of a log by its clock times as said (`spansIn`); never more than it reports.
 */
const overlapCounted = (entry: Activity, from: number, to: number, now: number, zone: string) =>
  Math.min(entry.duration, wholeMinutesOf(entry.status === 'pending' ? countedBetween(entry, from, to, now) : overlapIn(entry, zone, from, to)));

/** The second of two logs said at once ("…and three hours on Nimbus"), for the day settled for the first. */
const logNext = (turn: Turn, next: NextLog, day: string, dayEntries?: DayEntries) =>
  logTime(turn, { duration: next.duration, project: next.project, entityIds: next.entityIds }, { day, ...(dayEntries ? { dayEntries } : {}) });

/** A log said by its clock times, its start and end as said back ("9 AM", "11 AM"). */
const spokenTimesOf = (action: LogAction) => ({ from: spokenClock(action.start!), to: spokenClock(action.start! + action.seconds / 60) });

/**
 * "You already have 8 hours on Greenleaf Yoga Studio for yesterday, from 9 AM to 5 PM. Should I log another 8
 * hours anyway?": time that repeats an entry (duplicates.ts) is logged only after a yes, even said as a one-shot
 * request (the session is kept open for the answer).
 */
async function askAboutRepeat(turn: Turn, project: Ref, action: LogAction, repeat: Repeat): Promise<Response> {
  const { t } = turn;
  const { entry, times, sameLength } = repeat;
  const spokenDate = spokenDay(t, action.day, await turn.today());
  const spoken = {
    existing: spokenDuration(t, entry.duration),
    project: project.name,
    // The entry's own clock times when the log was said by its own: the overlap is then heard.
    // (One begun the day before starts before 0: its clock time is the day before's.)
    day: times ? t('log.dayAndTimes', { day: spokenDate, from: spokenClock(times.start < 0 ? times.start + 24 * 60 : times.start), to: spokenClock(times.end) }) : spokenDate,
    duration: spokenDuration(t, action.seconds),
  };
  const question: Question = { kind: 'confirmDuplicate', project, toLog: action };
  if (sameLength || action.start === undefined) return ask(turn, t('log.repeated', spoken), t('log.repeatedReprompt', { ...spoken, day: spokenDate }), question);
  const asked = spokenTimesOf(action);
  return ask(turn, t('log.overlaps', { ...spoken, ...asked }), t('log.overlapsReprompt', { ...spoken, ...asked }), question);
}

/**
 * "That time is already counted elsewhere: 30 minutes on your timer for Apollo Mobile App, and 30 minutes on your
 * Greenleaf Yoga Studio entry from 9 AM to 9:30 AM. Should I log 1 hour on Internal Admin, from 9 AM to 10 AM, and take
 * that time off them?": time said by its clock times over several other entries, each named with what it counted then
 * (`overlap`, seconds). Answered as the question of one (answerRepeat).
 */
async function askAboutOverlaps(turn: Turn, project: Ref, action: LogAction, overlapped: { entry: Activity; overlap: number }[]): Promise<Response> {
  const { t } = turn;
  const zone = await turn.timeZone();
  const at = (ms: number) => spokenTime(t, inZone(ms, zone), zone, turn.now);
  const each = overlapped.map(({ entry, overlap }) =>
    t(entry.status === 'pending' ? 'log.overlapOnTimer' : 'log.overlapOnEntry', { overlap: spokenDuration(t, overlap), other: entry.project.name, start: at(startIn(entry, zone)), end: at(endIn(entry, zone)) }),
  );
  const spoken = { list: spokenList(t, each, 'and'), duration: spokenDuration(t, action.seconds), project: project.name, ...spokenTimesOf(action) };
  const [first, ...also] = overlapped.map(({ entry, overlap }) => ({ id: entry.id, project: entry.project, overlap }));
  return ask(turn, t('log.overSeveral', spoken), t('log.overSeveralReprompt', spoken), { kind: 'confirmDuplicate', project, toLog: action, fromTimer: first, alsoFrom: also });
}

/** A yes to "Should I log another 8 hours anyway?" logs it; a no logs nothing (and goes on to a second log said with it). */
export async function answerRepeat(turn: Turn, question: { project: Ref; toLog: LogAction; fromTimer?: TimerToTakeFrom; alsoFrom?: TimerToTakeFrom[] }, answer: boolean | 'beside'): Promise<Response> {
  const { project, toLog, fromTimer, alsoFrom = [] } = question;
  const yes = answer === true;
  // "Was that time on Greenfield part of it?" (a running timer's): yes takes it off the timer, no logs it beside it.
  // Of the time it counted while the work said was on ("Should I log … and take that hour off the timer?"): yes
  // takes that off, "log it beside the timer" keeps both, and no logs nothing (as to any repeat).
  if (fromTimer && (fromTimer.overlap === undefined || answer !== false)) {
    return logTimeFor(turn, project, toLog, { inactiveConfirmed: true, repeatAllowed: true, ...(yes ? { takeFrom: [fromTimer, ...alsoFrom] } : {}) });
  }
  if (answer) return logTimeFor(turn, project, toLog, { inactiveConfirmed: true, repeatAllowed: true });
  if (!toLog.next) return tell(turn, turn.t('log.notLogged'));
  const skipped = structuredClone(tell(turn, turn.t('log.repeatNotLogged', { duration: spokenDuration(turn.t, toLog.seconds), project: project.name })));
  return saidBefore(skipped, await logNext(turn, toLog.next, toLog.day));
}
