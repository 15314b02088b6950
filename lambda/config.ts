import type { CallRecord } from './api/time-tracking-client';
import { jsonLogger, type Logger } from './log';

export interface SkillConfig {
  /** The Time-Tracking Service's {base_url}. */
  apiBaseUrl: string;
  /** When set, requests for any other skill are refused. */
  skillId?: string;
  /** Longest wait for one call to the service. */
  apiTimeoutMs: number;
  /** The whole request must be answered within this (Alexa gives up at about 8 seconds). */
  deadlineMs: number;
  /** A request still working after this long sends a progressive response ("One moment") first. */
  progressiveAfterMs: number;
  now: () => number;
  log: Logger;
  /** Told of every call to the service (for logs, and for counting round trips). */
  onApiCall?: (call: CallRecord) => void;
}

/** A configuration: the service's URL and whatever else differs from the defaults. */
export function skillConfig(settings: Pick<SkillConfig, 'apiBaseUrl'> & Partial<SkillConfig>): SkillConfig {
  return {
    apiTimeoutMs: 2500,
    deadlineMs: 6000,
    progressiveAfterMs: 1000,
    now: Date.now,
    log: jsonLogger({ service: 'time-tracker-skill' }),
    ...settings,
  };
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): SkillConfig {
  const apiBaseUrl = env.TIMETRACKING_API_URL;
  if (!apiBaseUrl) throw new Error('TIMETRACKING_API_URL is not set: it must be the time-tracking service base URL');
  return skillConfig({ apiBaseUrl, skillId: env.SKILL_ID || undefined, ...(Number(env.API_TIMEOUT_MS) > 0 ? { apiTimeoutMs: Number(env.API_TIMEOUT_MS) } : {}) });
}
