// The Lambda entry point: `index.handler`. The skill is loaded and built on the first request (so a
// missing setting is reported there, and loading the bundle runs none of it) and reused while the
// container is warm.
import type { Skill as CustomSkill } from 'ask-sdk-core';
import type { RequestEnvelope, ResponseEnvelope } from 'ask-sdk-model';
import { configFromEnv } from './config';

let skill: CustomSkill | undefined;

export const handler = async (event: RequestEnvelope, context?: unknown): Promise<ResponseEnvelope> => {
  if (!skill) {
    const config = configFromEnv();
    const { buildSkill } = await import('./skill');
    skill ??= buildSkill(config);
  }
  return skill.invoke(event, context);
};
