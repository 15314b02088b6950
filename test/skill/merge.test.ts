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
