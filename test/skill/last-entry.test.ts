// "What was my last entry?": the entry "that" means, else the person's newest from anywhere, read back with
// its length, project and day, and then fixable by voice as "that".
import { activities, projectId, startTimerOnWeb } from '../support/conversation';
import { conversationPerTest } from '../support/fresh-conversation';

const talk = conversationPerTest();
const { clock, mine } = talk;

test('right after a log: that entry, with its day', async () => {
  await talk.c.say('ask time tracker to log an hour on greenleaf yoga for yesterday');
  clock.advance(10 * 60_000);
  expect((await talk.c.say('ask time tracker what was my last entry')).speech).toBe('Your last entry is 1 hour on Greenleaf Yoga Studio for yesterday.');
  expect((await talk.c.say('ask time tracker what did i just log')).speech).toBe('Your last entry is 1 hour on Greenleaf Yoga Studio for yesterday.');
});

test('a running timer: how long it has run', async () => {
  await talk.c.say('ask time tracker to start a timer for apollo mobile');
  clock.advance(25 * 60_000);
  expect((await talk.c.say('ask time tracker what was my last entry')).speech).toBe('Your last entry is your timer for Apollo Mobile App, running for 25 minutes.');
});

test('nothing from the skill lately: the newest entry from anywhere, which "delete that" then means, with nothing to undo', async () => {
  clock.advance(2 * 3600_000);
  const made = await talk.c.api.post('/api/v2/activities', {
    source: 'web',
    description: 'Sketches',
    project_id: await projectId(talk.c, 'Internal Admin'),
    date: '2026-11-20T10:00:00.000-08:00',
    duration: 2700,
  });
  expect((await talk.c.say('ask time tracker what was my last entry')).speech).toBe('Your last entry is 45 minutes on Internal Admin for last Friday, November 20th.');
  expect((await talk.c.say('ask time tracker to undo that')).speech).toBe("I don't see a change of mine from the last hour to undo.");
  expect((await talk.c.say('ask time tracker to delete that')).speech).toBe('Delete your entry of 45 minutes on Internal Admin for last Friday, November 20th?');
  expect((await talk.c.say('yes')).speech).toContain('Deleted your entry of 45 minutes on Internal Admin.');
  expect((await activities(talk.c)).map((a) => a.id)).not.toContain(made.body.data.id);
});

test("after a delete, the newest left is named, and undo still brings back what was deleted", async () => {
  await talk.c.say('ask time tracker to log two hours on apollo mobile');
  await talk.c.say('ask time tracker to delete that entry');
  await talk.c.say('yes');
  expect(await mine()).toEqual([]);
  const newest = (await activities(talk.c))[0];
  const reply = await talk.c.say('ask time tracker what was my last entry');
  expect(reply.speech).toMatch(new RegExp(`^Your last entry is .* on ${newest.project.name} for `));
  expect((await talk.c.say('ask time tracker to undo that')).speech).toContain('Apollo Mobile App');
  expect((await mine()).map((a) => [a.project.name, a.duration])).toEqual([['Apollo Mobile App', 7200]]);
});

test('a timer started on the website is the newest entry too', async () => {
  clock.advance(2 * 3600_000);
  await startTimerOnWeb(talk.c, 'Internal Admin');
  clock.advance(5 * 60_000);
  expect((await talk.c.say('ask time tracker what was my last entry')).speech).toBe('Your last entry is your timer for Internal Admin, running for 5 minutes.');
});

test('with no entries at all, it says how to make one', async () => {
  for (let page = await activities(talk.c); page.length; page = await activities(talk.c)) {
    for (const activity of page) await talk.c.api.delete(`/api/v2/activities/${activity.id}`);
  }
  expect((await talk.c.say('ask time tracker what was my last entry')).speech).toBe("You don't have any entries yet. You can say, for example, log two hours on Apollo.");
});
