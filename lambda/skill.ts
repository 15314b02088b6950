// The skill, wired: handlers (one a file, in handlers/), the interceptors around them, the catch-all
// error handler, and the client for Alexa's own APIs.
import { type Skill as CustomSkill, SkillBuilders } from 'ask-sdk-core';
import type { SkillConfig } from './config';
import { TimedApiClient } from './conversation/alexa-api-client';
import { dynamicEntitiesSender } from './conversation/dynamic-entities';
import { responseLogger, turnInterceptor } from './conversation/interceptors';
import { CancelAndStopHandler } from './handlers/cancel-and-stop';
import { ChooseProjectHandler } from './handlers/choose-project';
import { CreateProjectHandler } from './handlers/create-project';
import { CatchAllErrorHandler } from './handlers/error-handler';
import { FallbackHandler } from './handlers/fallback';
import { HelpHandler } from './handlers/help';
import { LaunchHandler } from './handlers/launch';
import { ListProjectsHandler } from './handlers/list-projects';
import { LogTimeHandler } from './handlers/log-time';
import { NoHandler } from './handlers/no';
import { NoneOfTheseHandler } from './handlers/none-of-these';
import { SessionEndedHandler } from './handlers/session-ended';
import { StartOverHandler } from './handlers/start-over';
import { StartTimerHandler } from './handlers/start-timer';
import { StopTimerHandler } from './handlers/stop-timer';
import { WhichProjectHandler } from './handlers/which-project';
import { YesHandler } from './handlers/yes';

const ALEXA_API_TIMEOUT_MS = 1000;

export function buildSkill(config: SkillConfig): CustomSkill {
  const builder = SkillBuilders.custom()
    .addRequestHandlers(
      LaunchHandler,
      StartTimerHandler,
      StopTimerHandler,
      LogTimeHandler,
      WhichProjectHandler,
      ChooseProjectHandler,
      NoneOfTheseHandler,
      ListProjectsHandler,
      CreateProjectHandler,
      YesHandler,
      NoHandler,
      HelpHandler,
      StartOverHandler,
      CancelAndStopHandler,
      FallbackHandler,
      SessionEndedHandler,
    )
    .addRequestInterceptors(turnInterceptor(config))
    .addResponseInterceptors(dynamicEntitiesSender, responseLogger)
    .addErrorHandlers(CatchAllErrorHandler)
    .withApiClient(new TimedApiClient(ALEXA_API_TIMEOUT_MS))
    .withCustomUserAgent('time-tracker-skill');
  if (config.skillId) builder.withSkillId(config.skillId);
  return builder.create();
}
