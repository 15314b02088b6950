// The Lambda entry point: `index.handler`. The skill is built on the first request (so a missing
// setting is reported there) and reused while the container is warm.
import type { Skill as CustomSkill } from 'ask-sdk-core';
import type { RequestEnvelope, ResponseEnvelope } from 'ask-sdk-model';
import { configFromEnv } from './config';
import { buildSkill } from './skill';

let skill: CustomSkill | undefined;

export const handler = async (event: RequestEnvelope, context?: unknown): Promise<ResponseEnvelope> => {
  skill ??= buildSkill(configFromEnv());
  return skill.invoke(event, context);
};
