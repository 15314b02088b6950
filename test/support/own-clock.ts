// A conversation of its own on a clock the test moves (its own service too), started at 9:10 AM in Los Angeles on
// Wednesday 25 November 2026, with a Greenleaf timer started then: for tests of a service that misbehaves.
import type { SkillConfig } from '../../lambda/config';
import { type Conversation, startConversation } from './conversation';
import { manualClock } from './service';

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
