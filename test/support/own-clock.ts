// A conversation of its own on a clock the test moves (its own service too), started at 9:10 AM in Los Angeles on
// Wednesday 25 November 2026, with a Greenleaf timer started then: for tests of a service that misbehaves.
import type { SkillConfig } from '../../lambda/config';
import { type Conversation, startConversation } from './conversation';
import { manualClock } from './service';

/** The deadline before a call's own timeout: the client makes no look of its own once the request's time is up. */
export const DEADLINE_FIRST = { apiTimeoutMs: 1500, deadlineMs: 1000, progressiveAfterMs: 60_000 };
/** Room for three calls of a service slow on every call (1.1 s each, in the tests that use it), not four. */
export const SLOW_EVERY_CALL = { apiTimeoutMs: 1500, deadlineMs: 3000, progressiveAfterMs: 60_000 };
/** One activity's own path: its look, update and delete. */
export const ITEM = /^\/api\/v2\/activities\/[^/]+$/;

export type OwnClockWork = (own: Conversation, clock: ReturnType<typeof manualClock>) => Promise<void>;

/** Runs `work`, then closes the conversation once what a slow request was still doing has landed. */
export async function ownClockConversation(skill: Partial<SkillConfig> & { apiTimeoutMs: number }, work: OwnClockWork) {
  const clock = manualClock(Date.parse('2026-11-25T17:10:00.000Z'));
  const own = await startConversation({ now: clock.now, skill });
  try {
    await own.say('ask time tracker to start a timer for greenleaf yoga studio');
    await work(own, clock);
  } finally {
    await new Promise((resolve) => setTimeout(resolve, skill.apiTimeoutMs));
    await own.close();
  }
}
