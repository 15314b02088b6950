// "Yes" or "no" to LogTime's questions: "Did you mean last Wednesday, November 18th?", "Did you mean 45
// minutes?", "Should I add 15 minutes to your Apollo entry?", "Did you mean from 6 AM to 8 AM?",
// "Internal is an inactive project. Should I log 2 hours to it anyway?" and "You already have 8 hours on
// Greenleaf for yesterday. Should I log another 8 hours anyway?". Nothing is stored before the answer.
import type { RequestHandler } from 'ask-sdk-core';
import { isIntent, turnOf } from '../conversation/requests';
import { tell } from '../conversation/respond';
import type { PendingQuestion } from '../conversation/session';
import { answerAdd, answerProposedDuration, answerRepeat, answerTimes, askAboutDay, askWhichDay, askWhichOfTwoDays, logTime, logTimeFor } from './log-time';

// Starting a timer asks about an inactive project too; its answer is the yes and no handlers'.
const isLogQuestion = (pending: PendingQuestion | undefined) =>
  pending?.kind === 'confirmDay' ||
  pending?.kind === 'confirmDuration' ||
  pending?.kind === 'confirmAdd' ||
  pending?.kind === 'confirmTimes' ||
  pending?.kind === 'confirmDuplicate' ||
  (pending?.kind === 'confirmInactive' && pending.action.intent === 'LogTime');

export const ConfirmLogHandler: RequestHandler = {
  canHandle: (input) => isIntent(input, 'AMAZON.YesIntent', 'AMAZON.NoIntent') && isLogQuestion(turnOf(input).state.pending),
  async handle(input) {
    const turn = turnOf(input);
    const pending = turn.state.pending!;
    const yes = isIntent(input, 'AMAZON.YesIntent');
    if (pending.kind === 'confirmDay') {
      // "Yes" to "Which day was it?" names no day: the question stands; to "yesterday, or today?", which one is asked.
      if (yes && pending.day && pending.or) return askWhichOfTwoDays(turn, { ...pending, day: pending.day, or: pending.or });
      if (yes && pending.day) return logTime(turn, pending.log, { day: pending.day });
      // No to the Wednesday just past, for "the 25th" said on the 23rd: last month's 25th is proposed next.
      if (pending.instead) return askAboutDay(turn, pending.log, 'lastMonth', pending.instead, await turn.today(), pending.heard);
      return askWhichDay(turn, pending.log, pending.heard);
    }
    if (pending.kind === 'confirmDuration') return answerProposedDuration(turn, pending.duration, yes);
    if (pending.kind === 'confirmAdd') return answerAdd(turn, pending, yes);
    if (pending.kind === 'confirmDuplicate') return answerRepeat(turn, pending, yes);
    if (pending.kind === 'confirmTimes') return answerTimes(turn, pending, yes);
    if (pending.kind === 'confirmInactive' && pending.action.intent === 'LogTime' && yes) {
      return logTimeFor(turn, pending.project, pending.action, { inactiveConfirmed: true });
    }
    return tell(turn, turn.t('log.notLogged'));
  },
};
