// "Undo that", in the session and in a one-shot request minutes later: each change of the skill's reversed,
// and the service left holding exactly what the person wants.
import { startConversation } from '../support/conversation';
import { conversationPerTest } from '../support/fresh-conversation';

const talk = conversationPerTest();
const { clock, mine, running } = talk;

test('undo after starting a timer removes it, and the timer it stopped runs again', async () => {
  await talk.c.say('ask time tracker to start a timer for greenleaf yoga');
  clock.advance(30 * 60_000);
  await talk.c.say('ask time tracker to start a timer for apollo mobile');
  clock.advance(2 * 60_000);
  const reply = await talk.c.say('ask time tracker to undo that');
  expect(reply.speech).toBe('Undone: I removed the timer for Apollo Mobile App, and your timer for Greenleaf Yoga Studio is running again.');
  const all = await mine();
  expect(all.map((a) => [a.project.name, a.status])).toEqual([['Greenleaf Yoga Studio', 'pending']]);
});

test('undo after a stop, in a one-shot request minutes later, resumes the timer', async () => {
  await talk.c.say('ask time tracker to start a timer for apollo mobile');
  clock.advance(40 * 60_000);
  await talk.c.say('ask time tracker to stop my timer');
  clock.advance(5 * 60_000);
  const reply = await talk.c.say('ask time tracker to scratch that');
  expect(reply.speech).toBe('Undone: your timer for Apollo Mobile App is running again.');
  expect((await running()).map((a) => a.project.name)).toEqual(['Apollo Mobile App']);
});

test('undo after logging time deletes the entry; a second undo finds nothing more', async () => {
  await talk.c.say('ask time tracker to log two hours on apollo mobile yesterday');
  expect(await mine()).toHaveLength(1);
  const reply = await talk.c.say('ask time tracker to undo that');
  expect(reply.speech).toBe('Undone: I removed the 2 hours logged to Apollo Mobile App.');
  expect(await mine()).toEqual([]);
  expect((await talk.c.say('ask time tracker to undo that')).speech).toBe("I don't see a change of mine from the last hour to undo.");
});

test('undo after an edit puts the entry back as it was', async () => {
  await talk.c.say('ask time tracker to log two hours on apollo mobile');
  const edited = await talk.c.say('ask time tracker to change that to three hours');
  expect(edited.speech).toBe('Changed your Apollo Mobile App entry to 3 hours.');
  expect((await mine())[0].duration).toBe(3 * 3600);
  const reply = await talk.c.say('ask time tracker to undo that');
  expect(reply.speech).toBe('Undone: your Apollo Mobile App entry is back to 2 hours for today.');
  expect((await mine())[0]).toMatchObject({ duration: 7200, project: { name: 'Apollo Mobile App' } });
});

test('with nothing changed in the last hour, nothing is undone', async () => {
  await talk.c.say('ask time tracker to log an hour on apollo mobile');
  clock.advance(2 * 3600_000);
  expect((await talk.c.say('ask time tracker to undo that')).speech).toBe("I don't see a change of mine from the last hour to undo.");
  expect(await mine()).toHaveLength(1);
});

describe('in another Lambda container, which remembers nothing of the change', () => {
  // The same person on a second skill instance: a new token, so nothing the first instance remembered applies.
  const elsewhere = () => startConversation({ now: clock.now, service: talk.c.svc });

  test('a stop read from the service is named and undone after a yes', async () => {
    await talk.c.say('ask time tracker to start a timer for apollo mobile');
    clock.advance(40 * 60_000);
    await talk.c.say('ask time tracker to stop my timer');
    clock.advance(5 * 60_000);
    const other = await elsewhere();
    const question = await other.say('ask time tracker to undo that');
    expect(question.speech).toBe('The last change I can see is your timer for Apollo Mobile App, stopped at 9:40 AM. Should I start it again?');
    expect((await other.say('yes')).speech).toBe('Undone: your timer for Apollo Mobile App is running again.');
    expect((await running()).map((a) => [a.project.name, a.duration])).toEqual([['Apollo Mobile App', 45 * 60]]);
    await other.close();
  });

  test('an edit it cannot see is not mistaken for the logging before it: it asks, and no leaves the entry', async () => {
    await talk.c.say('ask time tracker to log two hours on apollo mobile');
    clock.advance(60_000);
    await talk.c.say('ask time tracker to change that to three hours');
    const other = await elsewhere();
    expect((await other.say('ask time tracker to undo that')).speech).toBe('The last change I can see is the 3 hours logged to Apollo Mobile App at 9 AM. Should I remove it?');
    expect((await other.say('no')).speech).toBe('OK, I left it as it is.');
    expect((await mine()).map((a) => a.duration)).toEqual([3 * 3600]);
    await other.close();
  });
});
