// "Merge my Apollo entries from today" (the group endpoint) and "split that again" (ungroup), both undoable.
import { conversationPerTest } from '../support/fresh-conversation';

const talk = conversationPerTest();
const { mine } = talk;

test("merges the day's stopped entries of one project into one, and splits them again", async () => {
  await talk.c.say('ask time tracker to log an hour on apollo mobile');
  await talk.c.say('ask time tracker to log two hours on apollo mobile');
  await talk.c.say('ask time tracker to log two hours on apollo mobile yesterday');
  await talk.c.say('ask time tracker to log an hour on greenleaf yoga');
  const reply = await talk.c.say('ask time tracker to merge my apollo mobile entries from today');
  expect(reply.speech).toBe('Merged 2 Apollo Mobile App entries from today into one of 3 hours.');
  const merged = (await mine()).filter((a) => a.project.name === 'Apollo Mobile App').map((a) => [a.duration, a.date.slice(0, 10)]);
  expect(merged.sort()).toEqual([[10800, '2026-11-23'], [7200, '2026-11-22']]);
  expect((await talk.c.say('ask time tracker to split that again')).speech).toBe('Split your Apollo Mobile App entries again: 2 entries.');
  expect((await mine()).filter((a) => a.project.name === 'Apollo Mobile App').map((a) => a.duration).sort()).toEqual([3600, 7200, 7200]);
  // Undo of the split merges them once more.
  expect((await talk.c.say('ask time tracker to undo that')).speech).toBe('Undone: your Apollo Mobile App entries are merged again.');
  expect((await mine()).filter((a) => a.project.name === 'Apollo Mobile App')).toHaveLength(2);
});

test('a description the entries share is written once in the merged entry, different ones joined in order', async () => {
  await talk.c.say('ask time tracker to log an hour on apollo mobile');
  talk.clock.advance(60_000);
  await talk.c.say('ask time tracker to log two hours on apollo mobile');
  expect((await talk.c.say('ask time tracker to merge my apollo mobile entries')).speech).toBe('Merged 2 Apollo Mobile App entries from today into one of 3 hours.');
  expect((await mine()).map((a) => [a.description, a.duration])).toEqual([['Work on Apollo Mobile App', 10800]]);
  talk.clock.advance(60_000);
  await talk.c.say('ask time tracker to log an hour of code review on apollo mobile');
  await talk.c.say('ask time tracker to merge my apollo mobile entries');
  expect((await mine()).map((a) => [a.description, a.duration])).toEqual([['Work on Apollo Mobile App; code review', 14400]]);
});

test("a weekday's entries are merged, the one just past, also in a month's last days; never today's in its place", async () => {
  // Friday 27 November: "Wednesday" arrives as December 2nd, and today's entries were merged instead.
  await talk.startAt('2026-11-27T17:00:00.000Z');
  await talk.c.say('ask time tracker to log an hour on greenleaf yoga on wednesday');
  await talk.c.say('ask time tracker to log two hours on greenleaf yoga on wednesday');
  await talk.c.say('ask time tracker to log thirty minutes on greenleaf yoga');
  await talk.c.say('ask time tracker to log forty five minutes on greenleaf yoga');
  expect((await talk.c.say('ask time tracker to merge my greenleaf entries from wednesday')).speech).toBe(
    'Merged 2 Greenleaf Yoga Studio entries from last Wednesday, November 25th into one of 3 hours.',
  );
  const byDay = async () => (await mine()).map((a) => [a.date.slice(0, 10), a.duration]).sort();
  expect(await byDay()).toEqual([['2026-11-25', 10800], ['2026-11-27', 1800], ['2026-11-27', 2700]]);
  // A day to come, or only guessed at ("the 2nd", sent as December's), merges nothing.
  expect((await talk.c.say('ask time tracker to merge my greenleaf entries from tomorrow')).speech).toBe("There are no entries from tomorrow to merge: that day hasn't come yet.");
  expect((await talk.c.say('ask time tracker to merge my greenleaf entries from the 2nd')).speech).toBe(
    "I'm not sure which day you mean. If it's November 2nd, say, for example, merge my Apollo entries from November 2nd.",
  );
  expect(await byDay()).toEqual([['2026-11-25', 10800], ['2026-11-27', 1800], ['2026-11-27', 2700]]);
});

test('one entry, or none, is nothing to merge; a merge is undone by undo', async () => {
  await talk.c.say('ask time tracker to log an hour on apollo mobile');
  expect((await talk.c.say('ask time tracker to merge my apollo mobile entries')).speech).toBe("You have just one Apollo Mobile App entry from today, so there's nothing to merge.");
  expect((await talk.c.say('ask time tracker to merge my greenleaf yoga entries')).speech).toBe('You have no Greenleaf Yoga Studio entries from today to merge.');
  await talk.c.say('ask time tracker to log an hour on apollo mobile');
  await talk.c.say('ask time tracker to merge my apollo mobile entries');
  expect(await mine()).toHaveLength(1);
  expect((await talk.c.say('ask time tracker to undo that')).speech).toBe('Undone: your Apollo Mobile App entries are separate again.');
  expect((await mine()).map((a) => a.duration)).toEqual([3600, 3600]);
});

test('"split that again" with no merge of the skill\'s splits nothing', async () => {
  expect((await talk.c.say('ask time tracker to split that again')).speech).toBe("I don't see entries I merged recently. I can only split a merge of mine from the last hour.");
});

test('an entry of the project still running is said to be, and nothing merges (it was "You have just one Greenleaf Yoga Studio entry")', async () => {
  talk.at('09:00');
  await talk.c.say('ask time tracker to start a timer for greenleaf yoga');
  talk.at('10:00');
  await talk.c.say('ask time tracker to stop my timer');
  talk.at('11:00');
  await talk.c.say('ask time tracker to start a timer for greenleaf yoga');
  talk.at('12:00');
  expect((await talk.c.say('ask time tracker to merge my greenleaf yoga entries')).speech).toBe(
    'Your timer for Greenleaf Yoga Studio is still running, and I can only merge stopped entries. Stop it first, then ask me again.',
  );
  expect((await mine()).map((a) => a.status)).toEqual(['pending', 'complete']);
});
