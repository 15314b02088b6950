// The Lambda entry point: `index.handler`. The skill is loaded and built on the first request (so a
// missing setting is reported there, and loading the bundle runs none of it) and reused while the
// container is warm.
import type { Skill as CustomSkill } from 'ask-sdk-core';
import type { RequestEnvelope, ResponseEnvelope } from 'ask-sdk-model';
import { configFromEnv } from './config';
import { holdLogs, releaseLogs } from './log';

let skill: CustomSkill | undefined;

export const handler = async (event: RequestEnvelope, context?: unknown): Promise<ResponseEnvelope> => {
  holdLogs();
  try {
    if (!skill) {
      const config = configFromEnv();
      const { buildSkill } = await import('./skill');
      skill ??= buildSkill(config);
    }
    return await skill.invoke(event, context);
  } finally {
    // After the answer is on its way (the runtime sends it as this promise settles), before the next invocation.
    setImmediate(releaseLogs);
  }
};
