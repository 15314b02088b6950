// The skill, wired: handlers (one a file, in handlers/), the interceptors around them, the catch-all
// error handler, and the client for Alexa's own APIs.
import { type Skill as CustomSkill, SkillBuilders } from 'ask-sdk-core';
import type { RequestEnvelope } from 'ask-sdk-model';
import type { SkillConfig } from './config';
import { TimedApiClient } from './conversation/alexa-api-client';
import { dynamicEntitiesSender } from './conversation/dynamic-entities';
import { fenceUnsureWrites, plainAnswers, rememberSaid, responseLogger, startSaidInstead, turnInterceptor } from './conversation/interceptors';
import { answerOnce } from './conversation/replays';
import { ownAttributes } from './conversation/session';
import { CancelAndStopHandler } from './handlers/cancel-and-stop';
import { ChooseProjectHandler } from './handlers/choose-project';
import { CorrectProjectHandler } from './handlers/correct-project';
import { ConfirmEndAtHandler } from './handlers/confirm-end-at';
import { ConfirmStartFromHandler } from './handlers/confirm-start-from';
import { ConfirmCreateHandler } from './handlers/confirm-create';
import { ConfirmEditHandler } from './handlers/confirm-edit';
import { ConfirmReplaceHandler } from './handlers/confirm-replace';
import { ConfirmTrimHandler } from './handlers/confirm-trim';
import { ConfirmLogHandler } from './handlers/confirm-log';
import { ControlWordAnswerHandler } from './handlers/control-word-answer';
import { CreateProjectHandler } from './handlers/create-project';
import { CatchAllErrorHandler } from './handlers/error-handler';
import { FallbackHandler } from './handlers/fallback';
import { HelpHandler } from './handlers/help';
import { LaunchHandler } from './handlers/launch';
import { ListClientsHandler } from './handlers/list-clients';
import { TakeBreakHandler } from './handlers/take-break';
import { ListProjectsHandler } from './handlers/list-projects';
import { LogTimeHandler } from './handlers/log-time';
import { MoreHandler } from './handlers/more';
import { NoHandler } from './handlers/no';
import { NoneOfTheseHandler } from './handlers/none-of-these';
import { SessionEndedHandler } from './handlers/session-ended';
import { StartOverHandler } from './handlers/start-over';
import { StartTimerHandler } from './handlers/start-timer';
import { StopTimerHandler } from './handlers/stop-timer';
import { WhichProjectHandler } from './handlers/which-project';
import { LastEntryHandler } from './handlers/last-entry';
import { ConfirmDeleteHandler } from './handlers/confirm-delete';
import { ConfirmUndoHandler } from './handlers/confirm-undo';
import { DeleteEntryHandler } from './handlers/delete-entry';
import { DiscardTimerHandler } from './handlers/discard-timer';
import { MoveTimerHandler } from './handlers/move-timer';
import { EditEntryHandler } from './handlers/edit-entry';
import { MergeEntriesHandler } from './handlers/merge-entries';
import { SplitEntryHandler } from './handlers/split-entry';
import { StartEarlierHandler } from './handlers/start-earlier';
import { StopTimerAtHandler } from './handlers/stop-timer-at';
import { UndoHandler } from './handlers/undo';
import { YesHandler } from './handlers/yes';
// Issue 10, part A.
import { EnableRemindersHandler } from './handlers/enable-reminders';
import { KeepRunningHandler } from './handlers/keep-running';
import { NotPartOfTimerHandler } from './handlers/not-part-of-timer';
import { RecapHandler } from './handlers/recap';
import { ReminderConsentHandler } from './handlers/reminder-consent';
import { ResumeTimerHandler } from './handlers/resume-timer';
import { SwitchBackHandler } from './handlers/switch-back';
import { TimeAnswerHandler } from './handlers/time-answer';
import { TotalsHandler } from './handlers/totals';
import { RepeatHandler } from './handlers/repeat';

const ALEXA_API_TIMEOUT_MS = 1000;

export function buildSkill(config: SkillConfig): CustomSkill {
  const builder = SkillBuilders.custom()
    .addRequestHandlers(
      LaunchHandler,
      ControlWordAnswerHandler,
      RepeatHandler,
      StartTimerHandler,
      StopTimerHandler,
      LogTimeHandler,
      WhichProjectHandler,
      LastEntryHandler,
      // Issue 10 part A: totals, recap, resume, forgotten timers, reminders. TimeAnswer comes before StopTimerAt:
      // while a forgotten timer is asked about, "at six" is read against the timer's start.
      TotalsHandler,
      RecapHandler,
      ResumeTimerHandler,
      SwitchBackHandler,
      TimeAnswerHandler,
      KeepRunningHandler,
      EnableRemindersHandler,
      ReminderConsentHandler,
      // Issue 10 part B: fixing the last thing, discarding, backdating, merging.
      UndoHandler,
      EditEntryHandler,
      DeleteEntryHandler,
      DiscardTimerHandler,
      MoveTimerHandler,
      ConfirmDeleteHandler,
      ConfirmEndAtHandler,
      ConfirmStartFromHandler,
      ConfirmEditHandler,
      ConfirmReplaceHandler,
      ConfirmTrimHandler,
      ConfirmCreateHandler,
      ConfirmUndoHandler,
      StartEarlierHandler,
      StopTimerAtHandler,
      MergeEntriesHandler,
      SplitEntryHandler,
      ChooseProjectHandler,
      CorrectProjectHandler,
      NoneOfTheseHandler,
      ListProjectsHandler,
      ListClientsHandler,
      TakeBreakHandler,
      NotPartOfTimerHandler,
      MoreHandler,
      CreateProjectHandler,
      ConfirmLogHandler,
      YesHandler,
      NoHandler,
      HelpHandler,
      StartOverHandler,
      CancelAndStopHandler,
      FallbackHandler,
      SessionEndedHandler,
    )
    .addRequestInterceptors(plainAnswers, startSaidInstead, turnInterceptor(config))
    .addResponseInterceptors(dynamicEntitiesSender, fenceUnsureWrites, rememberSaid, responseLogger)
    .addErrorHandlers(CatchAllErrorHandler)
    .withApiClient(new TimedApiClient(ALEXA_API_TIMEOUT_MS))
    .withCustomUserAgent('time-tracker-skill');
  if (config.skillId) builder.withSkillId(config.skillId);
  return withRepeatsAnswered(withOwnSessionAttributes(builder.create()), config);
}

/** A request Alexa sends again after its changes were made is answered as it was, not made again (`replays.ts`). */
function withRepeatsAnswered(skill: CustomSkill, config: SkillConfig): CustomSkill {
  const invoke = skill.invoke.bind(skill);
  skill.invoke = (envelope: RequestEnvelope, context?: unknown) =>
    answerOnce(envelope, config.now(), () => invoke(envelope, context), () => config.log.info('repeat_answered', { requestId: envelope.request.requestId }));
  return skill;
}

/**
 * Every request, however it arrives (Lambda, the web service, the console), reaches the SDK carrying only
 * the skill's own session attributes: the SDK copies them before any interceptor could look, and an
 * attribute nested thousands deep would make that copy throw.
 */
function withOwnSessionAttributes(skill: CustomSkill): CustomSkill {
  const invoke = skill.invoke.bind(skill);
  skill.invoke = (envelope: RequestEnvelope, context?: unknown) =>
    invoke(envelope?.session ? { ...envelope, session: { ...envelope.session, attributes: ownAttributes(envelope.session.attributes) } } : envelope, context);
  return skill;
}
