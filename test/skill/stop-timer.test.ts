import { activities, type Conversation, startConversation, startTimerOnWeb, stopAllTimers } from '../support/conversation';
import { manualClock } from '../support/service';

const clock = manualClock();
let c: Conversation;

beforeAll(async () => {
  clock.set('2026-11-22T17:00:00.000Z');
  c = await startConversation({ now: clock.now });
});
afterAll(() => c.close());

const running = () => activities(c, '&filter=status:pending');
const startTimer = (name: string) => startTimerOnWeb(c, name);

test('with nothing running, it says so', async () => {
  expect((await c.say('ask time tracker to stop my timer')).speech).toBe("You don't have a timer running.");
});

test('stops the running timer with the stop endpoint and says how long it ran', async () => {
  const timer = await startTimer('Apollo Mobile App');
  clock.advance(65 * 60_000);
  const reply = await c.say("ask time tracker i'm done");
  expect(reply.speech).toBe('Stopped your timer for Apollo Mobile App after 1 hour and 5 minutes.');
  const stopped = (await c.api.get(`/api/v2/activities/${timer.id}`)).body.data;
  expect(stopped).toMatchObject({ status: 'complete', duration: 3900 });
  // The stop endpoint closed the open record: recorded time, not an edit of the reported time.
  expect(stopped.records).toEqual([expect.objectContaining({ status: 'complete', quantity: 3900, stop_time: '2026-11-22T18:05:00.000Z' })]);
});

test.each([
  ['said "stop it"', () => c.say('ask time tracker to stop it')],
  // As Alexa may hand it over: "stop {project}" with "it" for the project.
  ['"it" heard as the project', () => c.alexa.sendIntent({ name: 'StopTimer', confirmationStatus: 'NONE', slots: { project: { name: 'project', value: 'it', confirmationStatus: 'NONE' } } })],
])('%s: the running timer is stopped, "it" is no project', async (_, say) => {
  const timer = await startTimer('Greenleaf Yoga Studio');
  clock.advance(20 * 60_000);
  expect((await say()).speech).toBe('Stopped your timer for Greenleaf Yoga Studio after 20 minutes.');
  expect((await c.api.get(`/api/v2/activities/${timer.id}`)).body.data.status).toBe('complete');
});

test('with several running, it asks which, and stops only the one named', async () => {
  await startTimer('Greenleaf Yoga Studio');
  clock.advance(10 * 60_000);
  await startTimer('UX Audit – Nimbus Bank');
  clock.advance(5 * 60_000);
  const question = await c.say('ask time tracker to stop the timer');
  expect(question.speech).toBe(
    'You have 2 timers running: Greenleaf Yoga Studio and UX Audit – Nimbus Bank. Which one should I stop, or all of them?',
  );
  expect(question.endsSession).toBe(false);
  const reply = await c.say('the nimbus one');
  expect(reply.speech).toBe('Stopped your timer for UX Audit – Nimbus Bank after 5 minutes.');
  expect((await running()).map((a) => a.project.name)).toEqual(['Greenleaf Yoga Studio']);
  expect((await c.say('ask time tracker to stop my timer')).speech).toBe('Stopped your timer for Greenleaf Yoga Studio after 15 minutes.');
});

test('"all of them" stops every running timer', async () => {
  await startTimer('Internal');
  await startTimer('Internal Admin');
  clock.advance(30 * 60_000);
  await c.say('ask time tracker to stop my timer');
  const reply = await c.say('all of them');
  expect(reply.speech).toBe('Stopped 2 timers: Internal, 30 minutes, and Internal Admin, 30 minutes.');
  expect(await running()).toEqual([]);
});

test('"stop all my timers" in one go', async () => {
  await startTimer('Internal');
  await startTimer('Internal Admin');
  const reply = await c.say('ask time tracker to stop all my timers');
  expect(reply.speech).toMatch(/^Stopped 2 timers/);
  expect(await running()).toEqual([]);
});

test.each(['stop the timer for today', 'stop my timer now', 'stop the timer for lunch', "stop the timer i'm done for the day", 'stop the greenleaf timer for today'])(
  '"%s": the reason or moment said after it names no project, and the timer stops (it ran on: "You don\'t have a timer running for today")',
  async (said) => {
    await startTimer('Greenleaf Yoga Studio');
    clock.advance(60_000);
    expect((await c.say(`ask time tracker to ${said}`)).speech).toBe('Stopped your timer for Greenleaf Yoga Studio after 1 minute.');
    expect(await running()).toEqual([]);
  },
);

test('naming a project whose timer is not running stops nothing', async () => {
  await startTimer('Internal');
  const reply = await c.say('ask time tracker to stop the timer for apollo mobile app');
  expect(reply.speech).toBe("You don't have a timer running for apollo mobile app. Your running timer is for Internal.");
  expect((await running()).map((a) => a.project.name)).toEqual(['Internal']);
  // Nor one whose name holds the running one's ("internal admin" is not the Internal timer): it stopped Internal.
  expect((await c.say('ask time tracker to stop the internal admin timer')).speech).toBe("You don't have a timer running for internal admin. Your running timer is for Internal.");
  expect((await running()).map((a) => a.project.name)).toEqual(['Internal']);
});

test('a name only like the running timer\'s, which names another project, stops nothing ("smithson" with Smith & Sons running: it was stopped)', async () => {
  await stopAllTimers(c);
  await startTimer('Smith & Sons Packaging');
  expect((await c.say('ask time tracker to stop the smithson timer')).speech).toBe("You don't have a timer running for smithson. Your running timer is for Smith & Sons Packaging.");
  expect((await running()).map((a) => a.project.name)).toEqual(['Smith & Sons Packaging']);
  expect((await c.say('ask time tracker to stop the smith and sons timer')).speech).toMatch(/^Stopped your timer for Smith & Sons Packaging after/);
  // The timer the test before left running runs again for the tests after.
  await startTimer('Internal');
});

test('"stop" alone is Alexa\'s stop: it ends the session and the timer keeps running', async () => {
  await c.say('open time tracker');
  const reply = await c.say('stop');
  expect(reply.speech).toBe('Goodbye.');
  expect(reply.endsSession).toBe(true);
  expect((await running()).map((a) => a.project.name)).toEqual(['Internal']);
});

test('"ask time tracker to stop" with a timer running: it goes on running, and the goodbye says so and how to stop it', async () => {
  const reply = await c.say('ask time tracker to stop');
  expect(reply.speech).toBe('Goodbye. Your timer for Internal is still running. To stop it, say: ask time tracker to stop my timer.');
  expect(reply.endsSession).toBe(true);
  expect((await running()).map((a) => a.project.name)).toEqual(['Internal']);
  await startTimer('Apollo Mobile App');
  expect((await c.say('ask time tracker to cancel')).speech).toMatch(/^Goodbye\. Your timers for (Internal and Apollo Mobile App|Apollo Mobile App and Internal) are still running\./);
  // The service out of reach: still a goodbye, nothing else.
  c.svc.service.faults.set({ errorRate: 1 });
  try {
    expect((await c.say('ask time tracker to stop')).speech).toBe('Goodbye.');
  } finally {
    c.svc.service.faults.set(null);
  }
  expect(await running()).toHaveLength(2);
  await c.say('ask time tracker to stop the timer for apollo mobile app');
});

test('"no, I meant ten thirty" just after a stop ends the entry then instead; undo puts it back; a time it never ran is refused', async () => {
  await stopAllTimers(c);
  clock.set('2026-11-22T17:00:00.000Z'); // 9 am
  await c.say('ask time tracker to start a timer for greenleaf yoga');
  clock.set('2026-11-22T20:00:00.000Z'); // noon
  expect((await c.say('ask time tracker to stop my timer at eleven')).speech).toBe('Stopped your timer for Greenleaf Yoga Studio at 11 AM, after 2 hours.');
  const reply = await c.say('ask time tracker no i meant ten thirty');
  expect(reply.speech).toBe('Done: your Greenleaf Yoga Studio entry now ends at 10:30 AM, 1 hour and 30 minutes in all. Say, undo that, if you need it back.');
  const [entry] = await activities(c, '&filter=source:alexa');
  expect(entry).toMatchObject({ status: 'complete', duration: 5400, project: { name: 'Greenleaf Yoga Studio' } });
  // Corrected again, it counts from the entry's start, not from the last correction.
  expect((await c.say('ask time tracker i meant quarter to twelve')).speech).toBe(
    'Done: your Greenleaf Yoga Studio entry now ends at 11:45 AM, 2 hours and 45 minutes in all. Say, undo that, if you need it back.',
  );
  expect((await c.say('ask time tracker to undo that')).speech).toBe('Undone: your Greenleaf Yoga Studio entry is back to 1 hour and 30 minutes for today.');
  expect((await c.api.get(`/api/v2/activities/${entry.id}`)).body.data.duration).toBe(5400);

  await c.say('ask time tracker to start a timer for internal admin');
  clock.advance(60 * 60_000);
  await c.say('ask time tracker to stop my timer');
  // After it really stopped (1 pm), or before it began (noon): nothing changes.
  expect((await c.say('ask time tracker no i meant half past one')).speech).toBe('Your timer for Internal Admin already stopped at 1 PM.');
  expect((await c.say('ask time tracker no i meant eleven thirty')).speech).toBe('Your timer for Internal Admin only started at 12 PM, so I left it as it was.');
  const [admin] = await activities(c, '&filter=source:alexa');
  expect(admin).toMatchObject({ duration: 3600, project: { name: 'Internal Admin' } });
});

test('"stop timer for greenleaf" stops the Greenleaf timer (it was "no timer running for timer for greenleaf")', async () => {
  await stopAllTimers(c);
  const timer = await startTimer('Greenleaf Yoga Studio');
  expect((await c.say('ask time tracker to stop timer for greenleaf')).speech).toBe('Stopped your timer for Greenleaf Yoga Studio after less than a minute.');
  expect((await c.api.get(`/api/v2/activities/${timer.id}`)).body.data.status).toBe('complete');
});

test('"stop greenleaf", then "no, I meant internal admin", with both running: Greenleaf runs again as if never stopped, and Internal Admin stops (its hour was moved onto Internal Admin, whose timer ran on)', async () => {
  await stopAllTimers(c);
  await c.say('ask time tracker to start a timer for greenleaf yoga');
  await startTimer('Internal Admin');
  clock.advance(60 * 60_000);
  expect((await c.say('ask time tracker to stop greenleaf')).speech).toBe('Stopped your timer for Greenleaf Yoga Studio after 1 hour.');
  expect((await c.say('ask time tracker no I meant internal admin')).speech).toBe(
    'Undone: your timer for Greenleaf Yoga Studio is running again. Stopped your timer for Internal Admin after 1 hour.',
  );
  expect((await running()).map((a: { project: { name: string }; duration: number }) => [a.project.name, a.duration])).toEqual([['Greenleaf Yoga Studio', 3600]]);
  const [internal] = (await activities(c, '&filter=source:web')).filter((a: { project: { name: string } }) => a.project.name === 'Internal Admin');
  expect([internal.status, internal.duration]).toEqual(['complete', 3600]);
  await stopAllTimers(c);
});

test('"stop the greenleaf timer thirty minutes ago", then "no, I meant internal admin": Internal Admin stops then too, not now', async () => {
  await stopAllTimers(c);
  // (The clock only moves on in this file: a change of the service's dated later than now would be taken as the last.)
  await c.say('ask time tracker to start a timer for greenleaf yoga');
  await startTimer('Internal Admin');
  clock.advance(2 * 3600_000);
  await c.say('ask time tracker to stop the greenleaf timer thirty minutes ago');
  expect((await c.say('ask time tracker no I meant internal admin')).speech).toMatch(
    /^Undone: your timer for Greenleaf Yoga Studio is running again\. Stopped your timer for Internal Admin at .*, after 1 hour and 30 minutes\.$/,
  );
  expect((await running()).map((a: { project: { name: string }; duration: number }) => [a.project.name, a.duration])).toEqual([['Greenleaf Yoga Studio', 2 * 3600]]);
  await stopAllTimers(c);
});

describe('a break the timer counted ("I took a thirty minute break"; it was not understood)', () => {
  const timersNow = async () => (await running()).map((a: { project: { name: string }; duration: number }) => [a.project.name, a.duration]);
  /** Nothing running but a Greenleaf timer that has run `ms`; `open`: in a session since. */
  async function greenleafFor(ms: number, options: { open?: boolean } = {}) {
    await stopAllTimers(c);
    await c.say('ask time tracker to start a timer for greenleaf yoga');
    clock.advance(ms);
    if (options.open) await c.say('open time tracker');
  }

  test('comes off the running timer, which keeps running; undo gives it back', async () => {
    await greenleafFor(2 * 3600_000);
    expect((await c.say('ask time tracker i took a thirty minute break')).speech).toBe(
      'Took 30 minutes off your timer for Greenleaf Yoga Studio. It now counts 1 hour and 30 minutes, and keeps running.',
    );
    expect(await timersNow()).toEqual([['Greenleaf Yoga Studio', 5400]]);
    expect((await c.say('ask time tracker to undo that')).speech).toMatch(/^Undone: /);
    expect(await timersNow()).toEqual([['Greenleaf Yoga Studio', 7200]]);
    expect((await c.say('ask time tracker to take fifteen minutes off my timer')).speech).toMatch(/^Took 15 minutes off your timer for Greenleaf Yoga Studio\./);
    await stopAllTimers(c);
  });

  test('of two running, asks which, and takes it off the one named', async () => {
    await stopAllTimers(c);
    await c.say('ask time tracker to start a timer for greenleaf yoga');
    await startTimer('Internal Admin');
    clock.advance(3600_000);
    expect((await c.say('ask time tracker i took a twenty minute break')).speech).toBe(
      'Which entry did you mean: 1 hour on Greenleaf Yoga Studio or 1 hour on Internal Admin?',
    );
    expect((await c.say('internal admin')).speech).toMatch(/^Took 20 minutes off your timer for Internal Admin\./);
    expect((await timersNow()).sort()).toEqual([['Greenleaf Yoga Studio', 3600], ['Internal Admin', 2400]]);
    // Named, it is that one's, asked nothing (it was not understood); a project with no timer running changes nothing.
    expect((await c.say('ask time tracker to take fifteen minutes off my greenleaf timer')).speech).toMatch(/^Took 15 minutes off your timer for Greenleaf Yoga Studio\./);
    expect((await c.say('ask time tracker to take ten minutes off my greenfield timer')).speech).toBe("You don't have a timer running for Greenfield Farms Logo, or an entry for today, so I left your time as it was.");
    expect((await timersNow()).sort()).toEqual([['Greenleaf Yoga Studio', 2700], ['Internal Admin', 2400]]);
    await stopAllTimers(c);
  });

  test('told just after the timer was stopped, comes off its entry; with nothing stopped or running, says how to take time off', async () => {
    await greenleafFor(3 * 3600_000);
    const stopped = await c.say('ask time tracker to stop my timer');
    expect(stopped.speech).toBe('Stopped your timer for Greenleaf Yoga Studio after 3 hours.');
    expect((await c.say('ask time tracker i had a forty five minute lunch break')).speech).toBe(
      'Took 45 minutes off your Greenleaf Yoga Studio entry for today. It now comes to 2 hours and 15 minutes.',
    );
    const [entry] = (await activities(c, '&filter=source:alexa')).filter((a: { project: { name: string } }) => a.project.name === 'Greenleaf Yoga Studio');
    expect([entry.status, entry.duration]).toEqual(['complete', 8100]);
    clock.advance(2 * 3600_000);
    expect((await c.say('ask time tracker i took a thirty minute break')).speech).toBe(
      "You don't have a timer running. To take time off an entry, ask for it first, for example, what's my last entry, then say, take half an hour off that.",
    );
  });

  test('with no length heard, asks how long, and the answer is the break\'s (it was offered to be added to the entry)', async () => {
    await greenleafFor(2 * 3600_000);
    const reply = await c.say('ask time tracker i took a break');
    expect(reply.speech).toBe('How long was your break? Say, for example, I took a thirty minute break.');
    expect(reply.endsSession).toBe(false);
    expect((await c.say('thirty minutes')).speech).toMatch(/^Took 30 minutes off your timer for Greenleaf Yoga Studio\. It now counts 1 hour and 30 minutes/);
    expect(await timersNow()).toEqual([['Greenleaf Yoga Studio', 5400]]);
    await stopAllTimers(c);
  });

  test('a length said next corrects the break, not the entry (it was set to the break\'s length); undo puts back the time from before the break', async () => {
    await greenleafFor(3 * 3600_000, { open: true });
    await c.say('i took a thirty minute break');
    expect((await c.say('actually it was forty five minutes')).speech).toBe(
      'OK, a break of 45 minutes: your timer for Greenleaf Yoga Studio now counts 2 hours and 15 minutes, and keeps running.',
    );
    expect((await c.say('no, an hour')).speech).toBe('OK, a break of 1 hour: your timer for Greenleaf Yoga Studio now counts 2 hours, and keeps running.');
    expect(await timersNow()).toEqual([['Greenleaf Yoga Studio', 7200]]);
    await c.say('undo');
    expect(await timersNow()).toEqual([['Greenleaf Yoga Studio', 3 * 3600]]);
    await stopAllTimers(c);
  });

  test('a length of half the time or more said after a break is the entry\'s own length, not the break\'s', async () => {
    await greenleafFor(3600_000, { open: true });
    await c.say('i took a ten minute break');
    expect((await c.say('make that forty minutes')).speech).toMatch(/^Your timer for Greenleaf Yoga Studio now counts 40 minutes/);
    expect(await timersNow()).toEqual([['Greenleaf Yoga Studio', 2400]]);
    await stopAllTimers(c);
  });

  test('the same break said again just after is asked about (it was taken twice): no takes nothing more off', async () => {
    await greenleafFor(3600_000, { open: true });
    await c.say('i took a thirty minute break');
    expect((await c.say('i took a thirty minute break')).speech).toBe('I just took 30 minutes off your Greenleaf Yoga Studio time. Should I take another 30 minutes off it?');
    expect((await c.say('no')).speech).toBe('OK.');
    expect(await timersNow()).toEqual([['Greenleaf Yoga Studio', 1800]]);
    await stopAllTimers(c);
  });
});

test('"stop my timer and log an hour on greenfield": the timer stops, and the log is asked for, the session open (it was "You don\'t have a timer running for that project")', async () => {
  await startTimer('Greenleaf Yoga Studio');
  clock.advance(30 * 60_000);
  const reply = await c.say('ask time tracker to stop my timer and log an hour on greenfield');
  expect(reply.speech).toBe('Stopped your timer for Greenleaf Yoga Studio after 30 minutes. I can do one thing at a time: to log an hour on greenfield, say it now.');
  expect(reply.endsSession).toBe(false);
  expect(await running()).toEqual([]);
  // Nothing was logged on a guess: the log is made when it is said.
  expect((await activities(c, '&filter=source:alexa')).filter((a) => a.project.name === 'Greenfield Farms Logo')).toEqual([]);
  expect((await c.say('log an hour on greenfield')).speech).toBe('Logged 1 hour to Greenfield Farms Logo for today.');
  await c.say('delete that');
  await c.say('yes');
});

test('"stop my timer and log an hour on greenfield" with two running: the rest is named before which one is asked (it was dropped unsaid)', async () => {
  await stopAllTimers(c);
  await startTimer('Greenleaf Yoga Studio');
  await startTimer('Internal Admin');
  clock.advance(10 * 60_000);
  const reply = await c.say('ask time tracker to stop my timer and log an hour on greenfield');
  expect(reply.speech).toMatch(/^I can do one thing at a time: once a timer is stopped, say again, log an hour on greenfield\. You have 2 timers running: /);
  expect(reply.endsSession).toBe(false);
  expect((await c.say('internal admin')).speech).toMatch(/^Stopped your timer for Internal Admin/);
  expect((await running()).map((a) => a.project.name)).toEqual(['Greenleaf Yoga Studio']);
  await stopAllTimers(c);
});

test('"stop the timer, I spent an hour of that on greenfield": the timer stops and the rest is asked for; said, "of that" is the timer\'s time, not a description', async () => {
  await stopAllTimers(c);
  const started = await startTimer('Greenleaf Yoga Studio');
  clock.advance(70 * 60_000);
  const reply = await c.say('ask time tracker to stop the timer, i spent an hour of that on greenfield');
  expect(reply.speech).toBe('Stopped your timer for Greenleaf Yoga Studio after 1 hour and 10 minutes. I can do one thing at a time: say the next now.');
  expect(reply.endsSession).toBe(false);
  expect(await running()).toEqual([]);
  expect((await c.say('i spent an hour of that on greenfield')).speech).toMatch(/^Your timer for Greenleaf Yoga Studio ran from .+\. Was that time on Greenfield Farms Logo part of it\?$/);
  expect((await c.say('yes')).speech).toBe('Logged 1 hour to Greenfield Farms Logo for today. I took that time off your Greenleaf Yoga Studio entry.');
  const [log] = await activities(c, '&filter=source:alexa');
  expect([log.project.name, log.duration, log.description]).toEqual(['Greenfield Farms Logo', 3600, 'Work on Greenfield Farms Logo']);
  expect((await c.api.get(`/api/v2/activities/${started.id}`)).body.data.duration).toBe(600);
});
