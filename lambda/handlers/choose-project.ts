// The answer to "Did you mean Apollo Website Redesign or Apollo Mobile App?" ("the second one", "mobile",
// "the website one"), to "Did you mean Kowalczyk Kitchen Remodel?" (another name instead of a yes or a
// no), to "Which project did you mean?", or to "Which timer should I stop?"; then the skill carries on
// with what it was doing. An answer that is not clearly one of the options gets the question again.
// A project name said out of the blue is taken as a wish to start a timer, and confirmed first. A name
// said after "I couldn't find a project called …" (instead of a yes to the list, or while it is read)
// carries on what the person was doing. "No, the Apollo one" is "the Apollo one"; "not the Apollo one"
// rules a project out and names none: never a match for the project it rules out. "Two hours" or "log a
// few hours on Greenleaf" out of the blue is time to log.
import type { HandlerInput, RequestHandler } from 'ask-sdk-core';
import type { Response } from 'ask-sdk-model';
import type { Ref } from '../../models';
import type { Resolution } from '../resolution/resolution';
import { isOtherWords, isPlaceWords, namedOutright, pickByWords, pickFrom } from '../conversation/choice';
import { askOneAtATime, askWhichProject, findProject, type Found, isProjectCalled, matchedEntityIds, resolveWithClients, wordsMeant } from '../conversation/find-project';
import { namesWhole } from '../conversation/client-projects';
import { askToDeleteEach, entryStill, trackedStart } from '../conversation/edits';
import { runningTimers } from '../conversation/timers';
import { lastChange, MAX_ALONGSIDE, rememberedChange, UNDO_WINDOW_MS } from '../conversation/last-change';
import { asIntent, isIntent, projectText, slotOf, slotText, turnOf } from '../conversation/requests';
import { ask, askAgain, elicitAgain, tell } from '../conversation/respond';
import type { PendingAction } from '../conversation/session';
import type { Turn } from '../conversation/turn';
import { answerWords, halfOfDaySaid, isAllWords, isCorrecting, isNegated, timerByStartSaid, unsureSaid, withoutCorrection, withoutDisfluencies, withoutLeadingNo, withoutNegation, wordsOfName } from '../conversation/words';
import { heardWords, sameName } from '../resolution/names';
import { spokenNumber } from '../resolution/numbers';
import { dayInWords } from '../dates/days';
import { durationSeconds, holdsLength, lengthSaid, vagueLengthSaid } from '../dates/durations';
import { spokenList } from '../speech/spoken';
import { correction, describedToo, partMoves } from './correct-project';
import { EditEntryHandler, lengthOrDaySaid, moveEachToDay, moveEntry } from './edit-entry';
import { takeBreakOffEach } from './take-break';
import { NoHandler } from './no';
import { addsToThat, answerAdd, answerTimes, continueLog, correctLogAskedAbout, correctRepeat, logAskedAbout, logTime, logTimeFor, logVagueLength, offerToAdd, proposeDuration } from './log-time';
import { partMovedTo } from '../conversation/part-of-entry';
import { entryBegunAt, entryChosen, entryOf } from './last-entry';
import { mergeEntries } from './merge-entries';
import { resumeProject } from './resume-timer';
import { askStartFrom } from './start-earlier';
import { startTimerFor } from './start-timer';
import { stopAskingFirst } from './stop-timer';
import { forgottenAnsweredInWords } from './time-answer';
import { startFromAnswer } from './confirm-start-from';
import { clockOfOneSaid, holdsClockTime } from '../conversation/past-time';
import { describeProject } from './which-project';
import { askToDiscard } from './discard-timer';
import { stopRunningAt } from './stop-timer-at';

// Words that ask for an entry to go, not for a project's timer.
const DELETING = /^(?:please )?(?:delete|remove|erase|get rid of|scrap|clear)\b/;

// Two days or more said where one is asked for: "monday and tuesday", "monday through wednesday", "the whole week".
const TWO_DAYS = /\b(?:and|through|thru|to|until|till) (?:the )?(?:\w+day|yesterday|today|\d+(?:st|nd|rd|th)?|\w+(?:st|nd|rd|th))$|^(?:the )?(?:whole|entire|all) week$|^(?:every|each) day$/;

export const ChooseProjectHandler: RequestHandler = {
  canHandle: (input) => isIntent(input, 'ChooseProject'),
  async handle(input) {
    const turn = turnOf(input);
    const pending = turn.state.pending;
    const said = projectText(input);
    const spoken = said && withoutDisfluencies(said);
    // A project called so ("UM Athletics") keeps its words.
    const heard = spoken !== said && !(await isProjectCalled(turn, said!)) ? spoken : said;
    if (pending?.kind === 'chooseProject') {
      const { action, candidates } = pending;
      if (isAllWords(heard)) return askOneAtATime(turn, pending);
      // "Neither, Greenleaf", "none of them, it's Greenleaf": the project named after them, for what was asked (it was
      // "Sorry, I didn't catch which one").
      const instead = heard ? NONE_OF_THEM.exec(heardWords(heard))?.[1] : undefined;
      if (instead) return found(turn, await findProject(turn, instead, undefined, action), action);
      // With one offered, ruling it out is a no; with more, which is still the question, of the others when the
      // words say which is ruled out ("not the website": it was offered again).
      if (heard && (await rulesOut(turn, heard, candidates))) {
        if (candidates.length === 1) return NoHandler.handle(input);
        const out = pickByWords(withoutNegation(heard), candidates);
        return out ? askWhichProject(turn, candidates.filter((candidate) => candidate !== out), action) : askAgain(turn, pending);
      }
      const picked = pickFrom(input, candidates);
      // Kept with the change it makes: "no, the second one" said next is of these.
      if (candidates.length > 1) turn.offered = { projects: candidates };
      if (picked) return carryOn(turn, action, picked);
      const logCorrected = heard && (await logCorrection(turn, heard));
      if (logCorrected) return logCorrected;
      // "Did you mean X?" answered with another name: that name, looked up as any other.
      if (heard && candidates.length === 1) return found(turn, await findProject(turn, withoutLeadingNo(heard), slotOf(input, 'project'), action), action);
      // Another project named instead ("no, the kubernetes booth"), carried on; by one word of its name alone
      // ("smith", perhaps a clipped "Smithson" of the options), asked about first.
      const other = heard && namedOutright(heard, (await turn.projects()).items);
      const words = heard ? answerWords(withoutCorrection(withoutLeadingNo(heard))) : [];
      if (other && (words.length > 1 || namesWhole(heard, other.name))) return carryOn(turn, action, other);
      // One word alone: asked about first, with any option it begins a word of ("smith" may be Smithson
      // Logistics Website cut short, of the options, as well as Smith & Sons, which was not offered).
      if (other) return askWhichProject(turn, [...candidates.filter((c) => begunBy(words[0], c.name)), other], action);
      const options = spokenList(turn.t, candidates.map((c) => c.name), 'or');
      return ask(turn, turn.t('resolve.unclearChoice', { options }), pending.reprompt, pending);
    }
    // Asked for the name, or offered the list after a name that fitted none: the name said carries on
    // what the person was doing.
    const waiting = pending?.kind === 'nameProject' || pending?.kind === 'offerList' || pending?.kind === 'listing' ? pending : undefined;
    // "The second one", "the mobile one", of the names a list just read: that project, for what the person was
    // doing, or its timer offered (it was not understood).
    const fromList = waiting && 'read' in waiting && waiting.read ? pickFrom(input, waiting.read) : undefined;
    if (fromList && waiting?.action) return carryOn(turn, waiting.action, fromList);
    if (fromList) {
      const question = turn.t('resolve.confirmStart', { project: fromList.name });
      return ask(turn, question, question, { kind: 'confirmStart', project: fromList });
    }
    if (waiting?.action) {
      if (!heard || (await rulesOut(turn, heard))) return askAgain(turn, waiting);
      const logCorrected = await logCorrection(turn, heard);
      if (logCorrected) return logCorrected;
      return found(turn, await findProject(turn, withoutLeadingNo(heard), slotOf(input, 'project'), waiting.action), waiting.action);
    }
    // "Should I add 15 minutes to your Apollo entry?" answered with a project's name: that entry's own
    // project is a yes ("no, Apollo" is new time for it); another project is new time for that one. Words
    // that name no project ("for yesterday") get the question again: the length is never lost on them.
    if (pending?.kind === 'confirmAdd') {
      if (!heard || (await rulesOut(turn, heard))) return askAgain(turn, pending);
      const named = withoutLeadingNo(heard);
      const resolution = await resolveWithClients(turn, named, slotOf(input, 'project'));
      if (resolution.status === 'none') return askAgain(turn, pending);
      if (named === heard && resolution.status === 'match' && resolution.project.id === pending.project.id) return answerAdd(turn, pending, true);
      return logTime(turn, { duration: pending.duration, project: named, entityIds: matchedEntityIds(slotOf(input, 'project')) });
    }
    // "Q3 Launch is an inactive project. Should I log 2 hours to it anyway?" answered with another project's
    // name ("no, the Q4 one"): what was asked is carried on for that one. The inactive one named again is no
    // answer: the question stands.
    if (pending?.kind === 'confirmInactive') {
      if (!heard || (await rulesOut(turn, heard))) return askAgain(turn, pending);
      const other = namedOutright(heard, (await turn.projects()).items);
      const result: Found = other ? { project: other } : await findProject(turn, withoutLeadingNo(heard), slotOf(input, 'project'), pending.action);
      if ('project' in result && result.project.id === pending.project.id) return askAgain(turn, pending);
      return found(turn, result, pending.action);
    }
    // "No, use Greenleaf Yoga Studio" to "You already have Greenleaf Yoga Studio. Should I still create a new
    // project called Green Leaf?": none is made, and what was being done goes on with the project named (its
    // timer offered, when nothing was). The new name said again, or words that name no project, are no answer.
    // "No, I meant Greenleaf" to "Delete your entry of 2 hours on Greenfield Farms Logo for today?": the newest entry
    // of the project meant (or its running timer, to "Throw away your timer ...?") is asked about in turn, and the one
    // asked about stays (it was "Sorry, I didn't get that"). Words that name no project get the question again.
    // A timer found forgotten, asked about before another starts ("Throw away your timer ...?", `then`), is the one
    // in question: another named is no answer (the timer to start was dropped).
    if (pending?.kind === 'confirmDelete' && pending.then) return askAgain(turn, pending);
    if (pending?.kind === 'confirmDelete') {
      const named = heard ? withoutCorrection(withoutLeadingNo(heard)) : undefined;
      if (!named || (await rulesOut(turn, named)) || (await resolveWithClients(turn, named, slotOf(input, 'project'))).status === 'none') return askAgain(turn, pending);
      const result = await findProject(turn, named, slotOf(input, 'project'), { intent: 'FindEntry', then: 'delete' });
      if ('response' in result) return result.response;
      if (result.project.id === pending.project.id) return askAgain(turn, pending);
      if (!pending.timer) return entryOf(turn, result.project, undefined, 'delete');
      const timer = (await runningTimers(turn)).find((running) => running.project.id === result.project.id);
      return timer ? askToDiscard(turn, timer) : tell(turn, turn.t('discard.noneOfProject', { project: result.project.name }));
    }
    if (pending?.kind === 'confirmCreate') {
      const named = heard ? withoutLeadingNo(heard) : undefined;
      if (!named || sameName(named, pending.name) || (await rulesOut(turn, named))) return askAgain(turn, pending);
      // "Use the existing one", with one project like the name offered, is that one.
      const resolution: Resolution =
        pending.like.length === 1 && THE_ONE_THERE_IS.test(heardWords(named)) ? { status: 'match', project: pending.like[0] } : await resolveWithClients(turn, named, slotOf(input, 'project'));
      if (resolution.status === 'none') return askAgain(turn, pending);
      const { action } = pending;
      if (resolution.status !== 'match') {
        const candidates = resolution.status === 'ambiguous' ? resolution.candidates : [resolution.project];
        return action ? askWhichProject(turn, candidates, action) : tell(turn, turn.t('create.notCreatedSeveral'));
      }
      if (action) return carryOn(turn, action, resolution.project);
      const question = turn.t('resolve.confirmStart', { project: resolution.project.name });
      return ask(turn, `${turn.t('create.notCreatedSeveral')} ${question}`, question, { kind: 'confirmStart', project: resolution.project });
    }
    // "Just start it now", "no, from one pm", "half an hour ago", to "Did you mean from 6 AM, 7 hours ago?".
    if (pending?.kind === 'confirmStartFrom') return (await startFromAnswer(turn, pending, heard)) ?? askAgain(turn, pending);
    // "That was in the morning", to "Did you mean from 2 AM to 4 AM?": a yes when the times proposed are in that half of
    // the day, a no otherwise (it was "Sorry, I didn't get that").
    // (The other half, of yesterday's times proposed after a no, is no answer: the question again, nothing logged.)
    const half = pending?.kind === 'confirmTimes' && heard ? halfOfDaySaid(heard) : undefined;
    if (pending?.kind === 'confirmTimes' && half) {
      const matches = (half === 'morning') === pending.times.start < 12 * 60;
      return matches || pending.day === (await turn.today()) ? answerTimes(turn, pending, matches) : askAgain(turn, pending);
    }
    // "I don't remember", "no idea", to which day a log is for: nothing is logged, and the person hears how to log it once
    // they know (the question was asked again and again, and only a guessed day would have ended it).
    const dayAsked = pending?.kind === 'confirmDay' || (turn.state.eliciting?.intent === 'LogTime' && turn.state.eliciting.slot === 'date');
    if (dayAsked && heard && unsureSaid(heard)) return tell(turn, turn.t('log.dayNotKnown'));
    // "The first one" to "Did you mean Tuesday, November 17th, or yesterday?": that day.
    if (pending?.kind === 'confirmDay' && pending.day && pending.or) {
      const days = [pending.day, pending.or];
      // By place only: the days have no names to say ("2026-11-17" would be read as words).
      const picked = pickFrom(input, days.map((day) => ({ id: day, name: '' })));
      if (picked) return logTime(turn, pending.log, { day: picked.id });
      // "Sunday the fifteenth", "the 22nd": one of the two by its date (it was "Sorry, I didn't get that").
      const dated = heard ? dayInWords(heard, await turn.today())?.date : undefined;
      return dated && days.includes(dated) ? logTime(turn, pending.log, { day: dated }) : askAgain(turn, pending);
    }
    if (pending?.kind === 'chooseEntry') {
      // "Both", to a question of one entry ("Should I take another 30 minutes off it?"), is no answer: asked again (it was
      // a yes, and the break came off that one twice).
      if (isAllWords(heard) && pending.entries.length === 1) return askAgain(turn, pending);
      // "Both" to which entry a day is for ("no, it was yesterday" after two logged at once): each moved there.
      const { then } = pending;
      if (isAllWords(heard) && typeof then === 'object' && 'day' in then && pending.entries.length <= MAX_MOVED_AT_ONCE) {
        return moveEachToDay(turn, pending.entries.map((entry) => entry.id), then.day);
      }
      // "Both", "all of them", to which entry to delete: each, after a yes (it was asked again).
      const each = isAllWords(heard) && then === 'delete' && pending.entries.length <= MAX_ALONGSIDE + 1 ? await askToDeleteEach(turn, pending.entries.map((entry) => entry.id)) : undefined;
      if (each) return each;
      // "Both" to which timer a break is for: it comes off each.
      if (isAllWords(heard) && typeof then === 'object' && 'break' in then && pending.entries.length <= MAX_ALONGSIDE + 1) {
        return takeBreakOffEach(turn, pending.entries.map((entry) => entry.id), then.break);
      }
      // By its place as read, or by its project's words when they are of different projects.
      const picked = pickFrom(input, pending.entries.map((entry) => ({ id: entry.id, name: entry.project.name })));
      if (picked) return entryChosen(turn, picked.id, pending.then);
      // "The one from seven", "the seven o'clock one": the one begun then, of those read out with their starts.
      const clock = heard && pending.entries.length > 1 ? clockOfOneSaid(heard) : undefined;
      const begun = clock && (await entryBegunAt(turn, pending.entries.map((entry) => entry.id), clock));
      if (begun) return entryChosen(turn, begun, pending.then);
      // "No, the Internal Admin one", to "Do you mean your Greenfield Farms Logo entry ...?": that project's newest entry.
      const other = pending.entries.length === 1 && heard ? await resolveWithClients(turn, withoutCorrection(withoutLeadingNo(heard)), slotOf(input, 'project')) : undefined;
      if (other?.status === 'match' && other.project.id !== pending.entries[0].project.id) return entryOf(turn, other.project, undefined, pending.then);
      return askAgain(turn, pending);
    }
    if (pending?.kind === 'chooseTimer') {
      // Throwing away is asked about one timer at a time: "all of them" there is asked again.
      if (isAllWords(heard) && !pending.then) return stopAskingFirst(turn, pending.timers);
      const picked = pickFrom(input, pending.timers.map((timer) => timer.project));
      // "The one I started last", "the older one": by when each began, of those still running (it was asked again).
      const byStart = !picked && heard ? timerByStartSaid(heard) : undefined;
      const begun = byStart ? (await runningTimers(turn)).filter((x) => pending.timers.some((asked) => asked.id === x.id)).sort((a, b) => trackedStart(a) - trackedStart(b)) : [];
      const chosen = byStart && begun.length ? (byStart === 'last' ? begun.at(-1) : begun[0]) : undefined;
      const timer = (picked && pending.timers.find((x) => x.project.id === picked.id)) || (chosen && pending.timers.find((x) => x.id === chosen.id));
      if (timer && typeof pending.then === 'object') {
        // "Greenleaf", to "Which one finished then?" after "I finished at ten thirty": that one, stopped then.
        const now = await turn.api.activities.get(timer.id);
        if (now.status !== 'pending') return tell(turn, turn.t('discard.notRunningAnyMore', { project: now.project.name }));
        return stopRunningAt(turn, now, pending.then.stopAt, await turn.timeZone());
      }
      if (timer && pending.then === 'discard') {
        // Stopped since the question (on the website): an entry now, not a timer to throw away.
        const now = await turn.api.activities.get(timer.id);
        return now.status === 'pending' ? askToDiscard(turn, now) : tell(turn, turn.t('discard.notRunningAnyMore', { project: now.project.name }));
      }
      if (timer) return stopAskingFirst(turn, [timer]);
      return askAgain(turn, pending);
    }
    // A number alone while the skill asks how long ("forty five") is a length without its unit, not a name.
    const { eliciting } = turn.state;
    const askedLength = eliciting?.intent === 'LogTime' && eliciting.slot === 'duration' ? eliciting : undefined;
    const number = askedLength && heard ? spokenNumber(heard) : null;
    if (askedLength && number) return proposeDuration(turn, askedLength, number);
    // "No, an hour" to "Did you mean 45 minutes?": the length, with its unit, answers outright.
    const lengthAnswer = askedLength && heard ? lengthSaid(withoutCorrection(heard)) : undefined;
    if (askedLength && lengthAnswer) return continueLog(turn, askedLength, { duration: lengthAnswer });
    // "Two hours yesterday", or "yesterday" alone: the length with its day, or the day, the length still asked (they
    // were not understood, and the length said next was booked for today).
    const withDay = askedLength && heard ? lengthOrDaySaid(withoutCorrection(heard), await turn.today()) : {};
    if (askedLength && withDay.day) {
      const { day, length } = withDay;
      return continueLog(turn, askedLength, { ...(length ? { duration: length } : {}), date: day.date, weekday: day.weekday?.words });
    }
    // "Tuesday the 17th", "the day before yesterday", to "Which day was that?": that day (it was "Sorry, I didn't get
    // that"). Two days ("monday and tuesday") get how to log them, the question still open.
    const askedDay = eliciting?.intent === 'LogTime' && eliciting.slot === 'date' ? eliciting : undefined;
    const daySaid = askedDay && heard ? dayInWords(withoutCorrection(heard), await turn.today()) : undefined;
    if (askedDay && daySaid) return continueLog(turn, askedDay, { date: daySaid.date, weekday: daySaid.weekday?.words });
    if (askedDay && heard && TWO_DAYS.test(heardWords(heard))) return elicitAgain(turn, askedDay, `${turn.t('log.oneDayAtATime')} ${askedDay.reprompt}`);
    // A project named instead ("the mobile app", after "I worked all day on Apollo"): the project the log is
    // for, its length still asked (it was a timer offered, and the log lost).
    // Words that name no project get the question again, as they would below.
    if (askedLength && heard && !pending) {
      const named = await resolveWithClients(turn, heard, slotOf(input, 'project'));
      return named.status === 'none' ? askAgain(turn, askedLength) : continueLog(turn, askedLength, { project: heard });
    }
    // "No, the second one", just after an answer by place booked the entry ("the first one"): the entry moved to
    // that option (it was "Sorry, I didn't get that").
    const other = !eliciting && !pending ? await otherOfferedOption(turn, input, { correcting: isCorrection(heard) }) : undefined;
    if (other) return other;
    // "No, yesterday", "no, the nimbus audit", "it was four hours", just after the skill logged, started or changed
    // an entry: a correction of that entry, as "I meant yesterday" is (it was not understood, a timer offered, or
    // four hours offered to be added). So with words ruled out beside those meant ("not yesterday, today", "three
    // hours, not two", "greenleaf not greenfield"), "no" or none: the words meant (the numbers were taken for names
    // of projects, and the entry moved to Website 2.0 Launch).
    // Only words that say so correct ("um greenleaf" moved the entry to Greenleaf): a no, "actually", "it was", ....
    // "An hour of that was on Internal Admin": part of the entry, not all of it (it was moved whole, and shortened).
    const part = !eliciting && !pending && heard ? await partMovedTo(turn, heard, partMoves(turn)) : undefined;
    if (part) return part;
    const plain = !eliciting && !pending && heard ? withoutCorrection(withoutLeadingNo(heard)) : undefined;
    const meant = plain ? await wordsMeant(turn, plain) : undefined;
    // A day alone ("for yesterday", "on Friday") just after a log (or an edit) says which day it was, as "it was
    // yesterday" does (it was not understood).
    const dayAlone = plain && !meant && !isCorrecting(heard!) ? await dayOfLastLog(turn, plain) : undefined;
    const instead = meant ?? (plain && isCorrecting(heard!) ? plain : dayAlone);
    const corrected = instead ? await correction(input, instead, { changed: true, named: true }) : !eliciting && !pending && heard ? await describedToo(turn, heard) : undefined;
    if (corrected) return corrected;
    // "Two hours" (Alexa fills the bare-name utterance with it) is time to log, never a project whose name has
    // a two in it: out of the blue, or while the list is read or offered, as "log two hours" is (offered to the
    // entry just touched, or its project asked for); said to "Shall I start a timer for Internal Admin?", time
    // logged to Internal Admin (it was a timer offered for Website 2.0 Launch).
    const length = !eliciting && heard ? lengthSaid(withoutCorrection(heard)) : undefined;
    // Words said to "When did you finish?" about a forgotten timer (time-answer.ts).
    const answered = pending?.kind === 'forgottenTimer' && heard ? await forgottenAnsweredInWords(turn, pending, heard, length) : undefined;
    if (answered) return answered;
    // "No, it was three hours", "no, today", to "Should I log another 2 hours anyway?": that log, corrected.
    const dayInstead = pending?.kind === 'confirmDuplicate' && heard && !length ? dayInWords(withoutCorrection(withoutLeadingNo(heard)), await turn.today()) : undefined;
    if (pending?.kind === 'confirmDuplicate' && (length || dayInstead)) {
      return correctRepeat(turn, pending, { duration: length, date: dayInstead?.date, weekday: dayInstead?.weekday?.words });
    }
    if (length && pending?.kind === 'confirmStart') return logTime(turn, { duration: length, project: pending.project.name, entityIds: [pending.project.id] });
    if (length && (!pending || pending.kind === 'listing' || pending.kind === 'offerList')) return offerToAdd(turn, length, durationSeconds(length)!);
    // "Log a few hours on Greenleaf", "I worked on Apollo all day": time to log, its length asked for,
    // unless a project is really called so.
    const vague = !eliciting && !pending && heard ? vagueLengthSaid(heard) : undefined;
    // "Uh, add fifteen minutes to that": the length is known, and added as EditEntry adds it when Alexa fits its
    // utterance (it asked how much, the length said).
    // With a day or a description beside it, which entry is meant is not that plain: asked how much, as before.
    if (vague?.exact && vague.adds && !vague.when && !vague.description && addsToThat(vague)) return EditEntryHandler.handle(asIntent(input, 'EditEntry', { more: vague.exact }));
    if (vague && !(await isProjectCalled(turn, heard!))) return logVagueLength(turn, vague);
    // Words said to a question about something else ("Delete your entry of 1 hour on Internal Admin?" —
    // "wait", "no, the greenleaf one") answer it not: the question stands (it was dropped, and a yes after it
    // answered nothing). To "Shall I start a timer for X?", or while the projects are read out (or offered to
    // be), a name is an offer of its timer, as out of the blue.
    if (pending && pending.kind !== 'confirmStart' && !(pending.kind === 'listing' || pending.kind === 'offerList')) return askAgain(turn, pending);
    // Out of the blue, a bare name that is none of the person's projects was most likely not a name at
    // all ("play some jazz" fits the bare-name utterance too): answer as for anything not understood.
    // "Both", "all of them", with nothing offered, name no project (it offered "Stackwise Kubernetes Booth").
    const named = heard && !(isAllWords(heard) && !(await isProjectCalled(turn, heard)));
    const resolution = named ? await resolveWithClients(turn, heard, slotOf(input, 'project')) : { status: 'none' as const };
    if (resolution.status === 'none') {
      // While a slot is asked for ("How long did you work?"), words that are no answer get the question again.
      if (eliciting) return askAgain(turn, eliciting);
      return ask(turn, turn.t('fallback.speech'), turn.t('fallback.reprompt'));
    }
    // A sentence with a length in it not understood ("um, I put in two hours on Greenleaf") was time to log, never a
    // timer to offer (a yes started one and logged nothing), unless a project is really called so.
    // So with a clock time in it ("I was in a meeting from two to three for internal"): a yes switched timers now.
    if ((holdsLength(heard!) || holdsClockTime(heard!)) && !(await isProjectCalled(turn, heard!))) return ask(turn, turn.t('log.notAllUnderstood'), turn.t('fallback.reprompt'));
    // "Delete the hour and a half on Internal Admin", not understood: no wish for a timer (a yes started one, and
    // nothing was deleted). How to delete an entry is said.
    if (DELETING.test(heardWords(heard!)) && !(await isProjectCalled(turn, heard!))) return ask(turn, turn.t('delete.notUnderstood'), turn.t('fallback.reprompt'));
    if (resolution.status === 'ambiguous') return askWhichProject(turn, resolution.candidates, { intent: 'StartTimer' });
    const question = turn.t('resolve.confirmStart', { project: resolution.project.name });
    return ask(turn, question, question, { kind: 'confirmStart', project: resolution.project });
  },
};

/**
 * The project there is, said instead of its name, and nothing else: "use the existing one", "the one I already
 * have", "that one". ("A new one instead of the existing one" is no such answer: it booked the existing one.)
 */
const THE_ONE_THERE_IS = /^(?:(?:just |please )?use )?(?:(?:the |that )?(?:existing|old|same|current)(?: one| project)?|(?:the |that )?one (?:i|we) (?:already )?(?:have|had|got)|that one)$/;


/** The words of a day alone ("yesterday", "for Friday"), when the skill's last change was a log or an edit: undefined otherwise. */
async function dayOfLastLog(turn: Turn, words: string): Promise<string | undefined> {
  const day = heardWords(words).replace(/^(?:for|on) /, '');
  if (!dayInWords(day, await turn.today())) return undefined;
  const change = await lastChange(turn);
  return change?.kind === 'logged' || change?.kind === 'edited' ? day : undefined;
}

/** The entries "both" moves to a day: the two of a log of two projects at once (a session may claim more). */
const MAX_MOVED_AT_ONCE = 2;

/** Words said as a correction: "no, the website", "I meant the website", "wait, the mobile one". */
const isCorrection = (heard: string | undefined) => !!heard && (withoutLeadingNo(heard) !== heard || /^(?:(?:wait|sorry|actually|oops)[\s,]+)*i (?:meant|mean)\b/i.test(heard));


/**
 * "No, three hours", "wait, ninety minutes", "sorry, yesterday": the length or day of a log corrected while its
 * project is asked, kept for the answer (it was "Sorry, I didn't catch which one", and what was first said was
 * booked), unless a project is really called so.
 */
async function logCorrection(turn: Turn, heard: string): Promise<Response | undefined> {
  const { pending } = turn.state;
  const action = logAskedAbout(pending);
  if (!pending || !action) return undefined;
  const words = withoutCorrection(heard);
  const duration = lengthSaid(words);
  const day = duration ? undefined : dayInWords(words, await turn.today());
  if ((!duration && !day) || (await isProjectCalled(turn, words))) return undefined;
  return correctLogAskedAbout(turn, pending, action, { duration, date: day?.date, weekday: day?.weekday?.words });
}

/** A word of the name begins with the word heard, and is longer ("smith" of Smithson). */
const begunBy = (word: string | undefined, name: string) => !!word && heardWords(name).split(' ').some((w) => w.length > word.length && w.startsWith(word));

// None of the options offered, and the one meant named after: "neither, greenleaf", "none of them, it's greenleaf".
const NONE_OF_THEM = /^(?:no )?(?:neither(?: of (?:them|those|these))?|none(?: of (?:them|those|these|the above))?|not (?:those|them|any of (?:them|those|these)))(?: (?:its|it is|it was|i meant|i mean|i want|i need|actually|just))* (.+)$/;

/** Whether the answer rules a project out ("not the apollo one"): checked against the names it could be taken for. */
async function rulesOut(turn: Turn, heard: string, candidates?: Ref[]): Promise<boolean> {
  if (!isNegated(heard, [])) return false;
  return isNegated(heard, (candidates ?? (await turn.projects()).items).map((project) => project.name));
}

function found(turn: Turn, result: Found, action: PendingAction): Promise<Response> | Response {
  return 'response' in result ? result.response : carryOn(turn, action, result.project);
}

/** Carries on with what the skill was doing before it had to ask which project. */
export function carryOn(turn: Turn, action: PendingAction, project: Ref): Promise<Response> | Response {
  switch (action.intent) {
    case 'StartTimer':
      // "Start a timer for Apollo at six": the project settled, the time is asked about before anything starts.
      if (action.from && action.later) return askStartFrom(turn, project, action.from, action.later);
      return startTimerFor(turn, project, action.description, undefined, action.from);
    case 'LogTime':
      return logTimeFor(turn, project, action);
    case 'WhichProject':
      return describeProject(turn, project, action.heard);
    case 'StopTimer':
      return tell(turn, turn.t('answer.okay'));
    case 'MoveEntry':
      return moveEntry(turn, action.id, project);
    case 'MergeEntries':
      return mergeEntries(turn, project, action.day);
    case 'FindEntry':
      return entryOf(turn, project, action.day, action.then);
    case 'ResumeTimer':
      return resumeProject(turn, project);
  }
}

/**
 * "No, the second one", "I meant the third one", "no, the other one" (of two), "no, I meant the website": of the
 * projects offered when the skill's last change chose one, the one said by its place, or, said as a correction
 * (`correcting`), whose name holds every word said (of them alone: "the website" after a choice of Apollo's projects
 * is Apollo's, not all four websites); that change's entry moved there. Undefined when the words name none of
 * them, or the one already chosen. A name said plainly later ("brand guidelines") is no correction: it moved the
 * entry unasked.
 */
export async function otherOfferedOption(turn: Turn, input: HandlerInput, options: { correcting: boolean }): Promise<Response | undefined> {
  const change = rememberedChange(turn);
  const offered = change?.offered;
  if (!offered || turn.now - change.at > UNDO_WINDOW_MS) return undefined;
  const heard = projectText(input) ?? '';
  const byPlace = Boolean(slotText(input, 'ordinal') || slotText(input, 'number')) || isPlaceWords(heard);
  const other = !byPlace && isOtherWords(heard);
  const words = byPlace || other || !options.correcting ? [] : answerWords(withoutLeadingNo(heard));
  const named = words.length ? offered.projects.filter((project) => wordsOfName(words, project.name)) : [];
  if (!byPlace && !other && named.length !== 1) return undefined;
  const entry = await entryStill(turn, offered.id);
  if (!entry) return undefined;
  const others = offered.projects.filter((project) => project.id !== entry.project.id);
  // "The other one" of three or more: which of the others is asked.
  if (other && others.length > 1) return askWhichProject(turn, others, { intent: 'MoveEntry', id: entry.id });
  const picked = byPlace ? pickFrom(input, offered.projects) : other ? others[0] : named[0];
  if (!picked || picked.id === entry.project.id) return undefined;
  turn.offered = { ...offered };
  return moveEntry(turn, entry, picked);
}
