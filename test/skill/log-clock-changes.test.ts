// Work said by its clock times on the days the clocks change: whether it has ended is read off the wall
// clock, as the times were said, not from the minutes since midnight, which are an hour off on those days.
import { activities, startConversation } from '../support/conversation';
import { manualClock } from '../support/service';

async function say(at: string, timeZone: string, words: string) {
  const clock = manualClock(Date.parse(at));
  const c = await startConversation({ now: clock.now, timeZone });
  try {
    const reply = await c.say(words);
    const logged = (await activities(c, '&filter=source:alexa')).map((a) => [a.date, a.duration]);
    return { speech: reply.speech, logged };
  } finally {
    await c.close();
  }
}

test('at 10:05 on the day clocks go back, work "from ten to eleven" has not ended: nothing is logged (it was booked)', async () => {
  // 1 November 2026, 10:05 AM in New York (UTC-5 since 2 AM): 11 hours and 5 minutes after midnight.
  const { speech, logged } = await say('2026-11-01T15:05:00.000Z', 'America/New_York', 'ask time tracker i worked on greenleaf yoga studio from ten to eleven');
  expect(speech).toBe("That time hasn't passed yet, so I didn't log it. To track time while you work, say: start a timer for a project.");
  expect(logged).toEqual([]);
});

test('at 10:40 on the day clocks go forward, work from nine to half past ten has ended: it is logged (it was refused)', async () => {
  // 29 March 2026, 10:40 AM in London (UTC+1 since 1 AM): 9 hours and 40 minutes after midnight.
  const { speech, logged } = await say('2026-03-29T09:40:00.000Z', 'Europe/London', 'ask time tracker i worked on greenleaf yoga studio from nine to half past ten');
  expect(speech).toBe('Logged 1 hour and 30 minutes to Greenleaf Yoga Studio for today, from 9 AM to 10:30 AM.');
  expect(logged).toEqual([['2026-03-29T09:00:00.000+01:00', 5400]]);
});

describe('work over the hour the clocks change is booked as long as it lasted (it was booked by the clock times\' difference)', () => {
  test('"midnight to four am" the night clocks go forward is 3 hours, named by the times said', async () => {
    // 14 March 2027, 9 AM in Los Angeles: at 2 AM the clocks went to 3 AM.
    const { speech, logged } = await say('2027-03-14T16:00:00.000Z', 'America/Los_Angeles', 'ask time tracker to log from midnight to four am on greenleaf yoga studio');
    expect(speech).toBe('Logged 3 hours to Greenleaf Yoga Studio for today, from 12 AM to 4 AM.');
    expect(logged).toEqual([['2027-03-14T00:00:00.000-08:00', 3 * 3600]]);
  });

  test('"11 pm to 3 am" the night clocks go back is 5 hours', async () => {
    // 25 October 2026, 10 AM in London: at 2 AM the clocks went back to 1 AM.
    const { speech, logged } = await say('2026-10-25T10:00:00.000Z', 'Europe/London', 'ask time tracker to log 11 pm to 3 am yesterday on greenleaf yoga studio');
    expect(speech).toBe('Logged 5 hours to Greenleaf Yoga Studio for yesterday, from 11 PM to 3 AM.');
    expect(logged).toEqual([['2026-10-24T23:00:00.000+01:00', 5 * 3600]]);
  });
});
