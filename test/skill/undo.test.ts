// "Undo that", in the session and in a one-shot request minutes later: each change of the skill's reversed,
// and the service left holding exactly what the person wants.
import { startConversation, startTimerOnWeb } from '../support/conversation';
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

test('undo after logging time deletes the entry; a second undo takes back nothing more, and says how to take back an entry before it (it said it saw no change of the last hour)', async () => {
  await talk.c.say('ask time tracker to log an hour on greenleaf yoga');
  await talk.c.say('ask time tracker to log two hours on apollo mobile yesterday');
  expect(await mine()).toHaveLength(2);
  const reply = await talk.c.say('ask time tracker to undo that');
  expect(reply.speech).toBe('Undone: I removed the 2 hours logged to Apollo Mobile App.');
  expect((await mine()).map((a) => a.project.name)).toEqual(['Greenleaf Yoga Studio']);
  expect((await talk.c.say('ask time tracker to undo that')).speech).toBe(
    "I can only undo my last change, and I've undone it. To take back an entry before it, say, for example, delete my Greenleaf entry, or, what was my last entry?",
  );
  expect(await mine()).toHaveLength(1);
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

describe('a project made by voice can be taken back by voice', () => {
  const named = async (name: string) => (await talk.c.api.get('/api/v2/projects?list=true')).body.data.filter((p: { name: string }) => p.name === name);

  test('"undo that" removes the project just made (it said there was nothing to undo)', async () => {
    await talk.c.say('open time tracker');
    expect((await talk.c.say('create a project called zebra crossing')).speech).toBe('Created the project Zebra Crossing. Shall I start a timer for it?');
    await talk.c.say('no');
    expect(await named('Zebra Crossing')).toHaveLength(1);
    expect((await talk.c.say('ask time tracker to undo that')).speech).toBe('Undone: I removed the project Zebra Crossing.');
    expect(await named('Zebra Crossing')).toEqual([]);
  });

  test('said while "Shall I start a timer for it?" is open, it is named and asked about first', async () => {
    await talk.c.say('open time tracker');
    await talk.c.say('create a project called zebra crossing');
    expect((await talk.c.say('undo that')).speech).toBe('The last change I made was creating the project Zebra Crossing. Should I remove it?');
    expect((await talk.c.say('yes')).speech).toBe('Undone: I removed the project Zebra Crossing.');
    expect(await named('Zebra Crossing')).toEqual([]);
  });

  test('a project with time on it since is left, and the reply says where to remove it', async () => {
    await talk.c.say('open time tracker');
    await talk.c.say('create a project called zebra crossing');
    const [project] = await named('Zebra Crossing');
    await talk.c.api.post('/api/v2/activities', { description: 'survey', project_id: project.id, duration: 600 });
    expect((await talk.c.say('ask time tracker to undo that')).speech).toBe('Zebra Crossing has time on it now, so I left it. You can remove it on the Time Tracker website.');
    expect(await named('Zebra Crossing')).toHaveLength(1);
  });
});

test('a timer resumed by voice, stopped on the website since: undo asks about that stop, and changes nothing unasked (it stopped it again as before the resume, losing the time since)', async () => {
  const { at } = talk;
  at('09:00');
  await talk.c.say('ask time tracker to start a timer for greenleaf yoga');
  at('09:30');
  await talk.c.say('ask time tracker to stop my timer');
  at('10:00');
  await talk.c.say('ask time tracker to resume my timer');
  at('10:50');
  const [timer] = await talk.running();
  await talk.c.api.post(`/api/v2/activities/${timer.id}/stop`);
  at('10:55');
  expect((await talk.c.say('ask time tracker to undo that')).speech).toBe(
    'The last change I can see is your timer for Greenleaf Yoga Studio, stopped at 10:50 AM. Should I start it again?',
  );
  expect((await talk.mine()).map((a) => [a.status, a.duration])).toEqual([['complete', 80 * 60]]);
});

describe('a timer started on the website since the change', () => {
  test('undo of a stop gives the stopped timer its time back up to the new one\'s start, and does not run it beside that one (it ran both, the overlap counted twice)', async () => {
    const { at } = talk;
    at('09:00');
    await talk.c.say('ask time tracker to start a timer for apollo mobile');
    at('10:00');
    await talk.c.say('ask time tracker to stop my timer');
    at('10:05');
    await startTimerOnWeb(talk.c, 'Greenleaf Yoga Studio');
    at('10:10');
    expect((await talk.c.say('ask time tracker to undo that')).speech).toBe(
      'Your timer for Greenleaf Yoga Studio has been running since 10:05 AM, so your Apollo Mobile App entry stays stopped, with its time back up to then: 1 hour and 5 minutes.',
    );
    expect((await talk.running()).map((a) => a.project.name)).toEqual(['Greenleaf Yoga Studio']);
    expect((await talk.mine()).map((a) => [a.project.name, a.status, a.duration])).toEqual([['Apollo Mobile App', 'complete', 65 * 60]]);
  });

  test('undo of a switch removes the new timer; the one it stopped gets its time up to the website\'s timer and stays stopped', async () => {
    const { at } = talk;
    at('09:00');
    await talk.c.say('ask time tracker to start a timer for apollo mobile');
    at('10:00');
    await talk.c.say('ask time tracker to start a timer for greenleaf yoga');
    at('10:20');
    await startTimerOnWeb(talk.c, 'Internal Admin');
    at('10:30');
    expect((await talk.c.say('ask time tracker to undo that')).speech).toBe(
      'Undone: I removed the timer for Greenleaf Yoga Studio. Your timer for Internal Admin has been running since 10:20 AM, so your Apollo Mobile App entry stays stopped, with its time back up to then: 1 hour and 20 minutes.',
    );
    expect((await talk.running()).map((a) => a.project.name)).toEqual(['Internal Admin']);
    expect((await talk.mine()).map((a) => [a.project.name, a.status, a.duration])).toEqual([['Apollo Mobile App', 'complete', 80 * 60]]);
  });

  test('a timer started and stopped on the website since the stop: undo gives the time back up to its start and runs nothing over it (it ran again, the 20 minutes counted twice)', async () => {
    const { at } = talk;
    at('09:00');
    await talk.c.say('ask time tracker to start a timer for apollo mobile');
    at('10:00');
    await talk.c.say('ask time tracker to stop my timer');
    at('10:05');
    const web = await startTimerOnWeb(talk.c, 'Greenleaf Yoga Studio');
    at('10:25');
    await talk.c.api.post(`/api/v2/activities/${web.id}/stop`);
    at('10:30');
    expect((await talk.c.say('ask time tracker to undo that')).speech).toBe(
      'Your Greenleaf Yoga Studio entry began at 10:05 AM, so your Apollo Mobile App entry stays stopped, with its time back up to then: 1 hour and 5 minutes.',
    );
    expect(await talk.running()).toEqual([]);
    expect((await talk.mine()).map((a) => [a.project.name, a.status, a.duration])).toEqual([['Apollo Mobile App', 'complete', 65 * 60]]);
  });

  test('a timer already running beside it before the stop is no reason to keep it stopped: undo runs it again, as before', async () => {
    const { at } = talk;
    at('09:00');
    await talk.c.say('ask time tracker to start a timer for apollo mobile');
    at('09:30');
    await startTimerOnWeb(talk.c, 'Internal Admin');
    at('10:00');
    await talk.c.say('ask time tracker to stop the apollo mobile timer');
    at('10:05');
    expect((await talk.c.say('ask time tracker to undo that')).speech).toBe('Undone: your timer for Apollo Mobile App is running again.');
    expect((await talk.running()).map((a) => a.project.name).sort()).toEqual(['Apollo Mobile App', 'Internal Admin']);
  });
});

test('undo of "stop all my timers" names every timer running again (it named one, and both ran)', async () => {
  const { at } = talk;
  at('09:00');
  await talk.c.say('ask time tracker to start a timer for internal admin');
  await startTimerOnWeb(talk.c, 'Greenleaf Yoga Studio');
  at('10:00');
  await talk.c.say('ask time tracker to stop all my timers');
  expect((await talk.c.say('ask time tracker to undo that')).speech).toBe('Undone: your timers for Internal Admin and Greenleaf Yoga Studio are running again.');
  expect(await talk.running()).toHaveLength(2);
});
