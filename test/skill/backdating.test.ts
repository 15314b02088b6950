// "I started on Apollo twenty minutes ago", "start a timer for Apollo from nine", "stop my timer at five",
// "I finished at six": the reported time is what the person said, the records what really happened.
import { startTimerOnWeb } from '../support/conversation';
import { conversationPerTest } from '../support/fresh-conversation';

const talk = conversationPerTest();
const { clock, mine, running } = talk;

test('"I started on Apollo twenty minutes ago": reported from 8:40, recorded from now', async () => {
  const reply = await talk.c.say('ask time tracker i started on apollo mobile twenty minutes ago');
  expect(reply.speech).toBe('Started a timer for Apollo Mobile App from 8:40 AM. It has been running for 20 minutes.');
  clock.advance(10 * 60_000);
  expect((await talk.c.say('ask time tracker to stop my timer')).speech).toBe('Stopped your timer for Apollo Mobile App after 30 minutes.');
  const [timer] = await mine();
  expect(timer).toMatchObject({ status: 'complete', duration: 1800, date: '2026-11-23T08:40:00.000-08:00' });
  expect(timer.records).toEqual([expect.objectContaining({ start_time: '2026-11-23T17:00:00.000Z', stop_time: '2026-11-23T17:10:00.000Z', quantity: 600 })]);
});

test('said of a timer already running, it counts from the earlier time; undo puts it back', async () => {
  await talk.c.say('ask time tracker to start a timer for apollo mobile');
  clock.advance(5 * 60_000);
  expect((await talk.c.say('ask time tracker i started on apollo mobile half an hour ago')).speech).toBe('Your timer for Apollo Mobile App now counts from 8:35 AM: 30 minutes so far.');
  const [timer, ...others] = await mine();
  expect(others).toEqual([]);
  expect(timer).toMatchObject({ status: 'pending', duration: 1800, date: '2026-11-23T08:35:00.000-08:00' });
  expect((await talk.c.say('ask time tracker to undo that')).speech).toBe('Undone: your Apollo Mobile App entry is back to 5 minutes for today.');
  expect((await mine())[0]).toMatchObject({ status: 'pending', duration: 300, date: '2026-11-23T09:00:00.000-08:00' });
});

test('"from seven thirty", the running timer\'s end not set (the update refused): the new one starts, and the reply says the old one runs past then (it said nothing, both counting 7:30 to 8)', async () => {
  clock.set('2026-11-23T14:00:00.000Z'); // 6 am
  await talk.c.say('ask time tracker to start a timer for greenleaf yoga');
  clock.set('2026-11-23T16:00:00.000Z'); // 8 am
  talk.c.svc.service.faults.set({ errorRate: 1, method: 'PUT' });
  const reply = await talk.c.say('ask time tracker to start a timer for apollo mobile from seven thirty');
  talk.c.svc.service.faults.set(null);
  expect(reply.speech).toBe(
    "Stopped your timer for Greenleaf Yoga Studio after 2 hours, and started one for Apollo Mobile App from 7:30 AM, running for 30 minutes. I couldn't shorten your Greenleaf Yoga Studio entry just now, so it still runs past then. Say, what's my Greenleaf Yoga Studio entry, to change it.",
  );
  const byProject = Object.fromEntries((await mine()).map((a) => [a.project.name, a]));
  expect(byProject['Greenleaf Yoga Studio']).toMatchObject({ status: 'complete', duration: 7200 });
});

test('"from seven thirty" is this morning; the timer running then is stopped then', async () => {
  clock.set('2026-11-23T14:00:00.000Z'); // 6 am
  await talk.c.say('ask time tracker to start a timer for greenleaf yoga');
  clock.set('2026-11-23T16:00:00.000Z'); // 8 am
  const reply = await talk.c.say('ask time tracker to start a timer for apollo mobile from seven thirty');
  expect(reply.speech).toBe('Stopped your timer for Greenleaf Yoga Studio after 1 hour and 30 minutes, and started one for Apollo Mobile App from 7:30 AM, running for 30 minutes.');
  const byProject = Object.fromEntries((await mine()).map((a) => [a.project.name, a]));
  expect(byProject['Greenleaf Yoga Studio']).toMatchObject({ status: 'complete', duration: 5400 });
  expect(byProject['Apollo Mobile App']).toMatchObject({ status: 'pending', duration: 1800 });
  // Undone, the switch never happened: Greenleaf runs on with its two hours, Apollo is gone.
  clock.advance(5 * 60_000);
  expect((await talk.c.say('ask time tracker to undo that')).speech).toBe(
    'Undone: I removed the timer for Apollo Mobile App, and your timer for Greenleaf Yoga Studio is running again.',
  );
  expect((await mine()).map((a) => [a.project.name, a.status, a.duration])).toEqual([['Greenleaf Yoga Studio', 'pending', 2 * 3600 + 5 * 60]]);
});

test('"stop my timer at five", said at 6 pm, stops it as at 5 pm; the record keeps the real stop', async () => {
  clock.set('2026-11-23T22:00:00.000Z'); // 2 pm
  const timer = await startTimerOnWeb(talk.c, 'Internal Admin');
  clock.set('2026-11-24T02:00:00.000Z'); // 6 pm
  const reply = await talk.c.say('ask time tracker to stop my timer at five');
  expect(reply.speech).toBe('Stopped your timer for Internal Admin at 5 PM, after 3 hours.');
  const stopped = (await talk.c.api.get(`/api/v2/activities/${timer.id}`)).body.data;
  expect(stopped).toMatchObject({ status: 'complete', duration: 3 * 3600 });
  expect(stopped.records).toEqual([expect.objectContaining({ stop_time: '2026-11-24T02:00:00.000Z', quantity: 4 * 3600 })]);
});

test('a stop at a time said, corrected with another ("stop my timer at ten thirty"), ends it then: the first cut is not taken off twice (it booked 30 minutes)', async () => {
  clock.set('2026-11-23T17:00:00.000Z'); // 9 am
  const timer = await startTimerOnWeb(talk.c, 'Greenleaf Yoga Studio');
  clock.set('2026-11-23T20:00:00.000Z'); // noon
  expect((await talk.c.say('ask time tracker to stop my timer at eleven')).speech).toBe('Stopped your timer for Greenleaf Yoga Studio at 11 AM, after 2 hours.');
  const question = await talk.c.say('ask time tracker to stop my timer at ten thirty');
  expect(question.speech).toMatch(/Should it end at 10:30 AM instead, for 1 hour and 30 minutes in all\?$/);
  await talk.c.say('yes');
  expect((await talk.c.api.get(`/api/v2/activities/${timer.id}`)).body.data.duration).toBe(5400);
  // Later than the first cut, it gives back what that took off, up to the time said.
  expect((await talk.c.say('ask time tracker to stop my timer at eleven thirty')).speech).toMatch(/for 2 hours and 30 minutes in all\?$/);
  await talk.c.say('yes');
  expect((await talk.c.api.get(`/api/v2/activities/${timer.id}`)).body.data.duration).toBe(9000);
});

test('"I finished half an hour ago", just after a stop, offers to end it then (it was "You don\'t have a timer running"); a time before its start leaves it', async () => {
  clock.set('2026-11-23T17:00:00.000Z'); // 9 am
  await talk.c.say('ask time tracker to start a timer for greenleaf');
  clock.set('2026-11-23T19:00:00.000Z'); // 11 am
  await talk.c.say('ask time tracker to stop my timer');
  expect((await talk.c.say('ask time tracker i finished three hours ago')).speech).toBe(
    "You don't have a timer running. Your last one, for Greenleaf Yoga Studio, ran from 9 AM to 11 AM, so I left it as it was.",
  );
  expect((await talk.c.say('ask time tracker i finished half an hour ago')).speech).toBe(
    'Your timer for Greenleaf Yoga Studio was stopped at 11 AM, after 2 hours. Should it end at 10:30 AM instead, for 1 hour and 30 minutes in all?',
  );
  expect(await mine()).toEqual([expect.objectContaining({ status: 'complete', duration: 7200 })]);
  await talk.c.say('yes');
  expect(await mine()).toEqual([expect.objectContaining({ status: 'complete', duration: 5400 })]);
});

test.each([
  ['actually I stopped at ten', 'Done: your Greenleaf Yoga Studio entry now ends at 10 AM, 1 hour in all. Say, undo that, if you need it back.', 3600],
  ['no, I finished at ten thirty', 'Done: your Greenleaf Yoga Studio entry now ends at 10:30 AM, 1 hour and 30 minutes in all. Say, undo that, if you need it back.', 5400],
  ['no wait, I meant stop at nine thirty', 'Done: your Greenleaf Yoga Studio entry now ends at 9:30 AM, 30 minutes in all. Say, undo that, if you need it back.', 1800],
])('"%s", just after a stop, ends it then (it was "Sorry, I didn\'t get that")', async (words, said, seconds) => {
  await talk.c.say('open time tracker');
  await talk.c.say('start a timer for greenleaf');
  talk.at('11:00');
  await talk.c.say('stop my timer');
  expect((await talk.c.say(words)).speech).toBe(said);
  expect((await mine()).map((a) => [a.status, a.duration])).toEqual([['complete', seconds]]);
});

describe('"I actually started at eight", just after time was logged: the hours logged start then (it offered a timer from then, and a yes booked them twice)', () => {
  const held = async () => (await mine()).map((a) => [a.status, a.project.name, a.duration, a.date]);

  test('the time said, its length kept; undo puts it back', async () => {
    await talk.c.say('ask time tracker to log an hour on greenleaf');
    expect((await talk.c.say('ask time tracker i actually started at eight')).speech).toBe('Changed your Greenleaf Yoga Studio entry to 1 hour, today, from 8 AM to 9 AM.');
    expect(await held()).toEqual([['complete', 'Greenleaf Yoga Studio', 3600, '2026-11-23T08:00:00.000-08:00']]);
    expect(await running()).toEqual([]);
    await talk.c.say('ask time tracker to undo that');
    expect(await held()).toEqual([['complete', 'Greenleaf Yoga Studio', 3600, '2026-11-23T09:00:00.000-08:00']]);
  });

  test('an hour without its half of the day is the one whose end has come ("two" at 5 pm: 2 PM); a time ago too', async () => {
    clock.set('2026-11-24T01:00:00.000Z'); // 5 pm
    await talk.c.say('ask time tracker to log two hours on greenleaf');
    expect((await talk.c.say('ask time tracker i started at two')).speech).toBe('Changed your Greenleaf Yoga Studio entry to 2 hours, today, from 2 PM to 4 PM.');
    await talk.c.say('ask time tracker to log an hour on internal admin');
    expect((await talk.c.say('ask time tracker i started an hour ago')).speech).toBe('Changed your Internal Admin entry to 1 hour, today, from 4 PM to 5 PM.');
  });

  test("with a timer running, the hours just logged are the ones meant: the timer's start stays (it moved back to eight, two hours added)", async () => {
    talk.at('10:00');
    await talk.c.say('ask time tracker to start a timer for apollo mobile');
    talk.at('10:30');
    await talk.c.say('ask time tracker to log an hour on greenleaf');
    expect((await talk.c.say('ask time tracker i actually started at eight')).speech).toBe('Changed your Greenleaf Yoga Studio entry to 1 hour, today, from 8 AM to 9 AM.');
    expect((await running()).map((a) => [a.project.name, a.duration])).toEqual([['Apollo Mobile App', 1800]]);
  });

  test('a start whose hour has not ended, or of another day, changes nothing and starts nothing', async () => {
    await talk.c.say('ask time tracker to log an hour on greenleaf');
    expect((await talk.c.say('ask time tracker i started at eight thirty')).speech).toBe("I left your Greenleaf Yoga Studio entry as it was: that time hasn't passed yet.");
    await talk.c.say('ask time tracker to log an hour on internal admin for yesterday');
    expect((await talk.c.say('ask time tracker i started at two')).speech).toBe('To change the times of your Internal Admin entry, say them both, for example, it was from nine to ten thirty.');
    expect((await held()).sort()).toEqual([
      ['complete', 'Greenleaf Yoga Studio', 3600, '2026-11-23T09:00:00.000-08:00'],
      ['complete', 'Internal Admin', 3600, '2026-11-22T12:00:00.000-08:00'],
    ]);
    expect(await running()).toEqual([]);
  });
});

// Real clocks fall between seconds: the moments the person speaks carry milliseconds, the times they name do not.
test.each([
  // Started 0.6 s into a second and stopped 0.2 s into the next: the service once counted each part down apart.
  ['nine', 'eleven', '2026-11-23T21:18:30.600Z', 600, 'at 11 AM, after 2 hours.', 7200],
  // Stopped 0.7 s into a second: the skill once rounded the seconds since the time said up.
  ['nine thirty', 'ten', '2026-11-23T18:00:00.000Z', 20 * 60_000 + 5700, 'at 10 AM, after 30 minutes.', 1800],
])('a timer started "at %s" and stopped "at %s" books exactly the time between them', async (from, to, startedAt, later, said, duration) => {
  clock.set(startedAt);
  await talk.c.say(`ask time tracker to start a timer for greenleaf at ${from}`);
  clock.advance(later);
  expect((await talk.c.say(`ask time tracker to stop my timer at ${to}`)).speech).toBe(`Stopped your timer for Greenleaf Yoga Studio ${said}`);
  expect(await mine()).toEqual([expect.objectContaining({ status: 'complete', duration })]);
});

test('a timer started earlier ("since nine pm") stops at a time within what it counted (it was "That time hasn\'t come yet")', async () => {
  clock.set('2026-11-24T13:40:00.000Z'); // 5:40 am
  expect((await talk.c.say("ask time tracker i've been on the mobile app since nine pm")).speech).toMatch(/^Started a timer for Apollo Mobile App from 9 PM yesterday\./);
  expect((await talk.c.say('ask time tracker to stop my timer at eleven')).speech).toBe('Stopped your timer for Apollo Mobile App at 11 PM yesterday, after 2 hours.');
  expect(await mine()).toEqual([expect.objectContaining({ status: 'complete', duration: 7200 })]);
});

test.each(['stop it at five', 'i left at five', 'i quit at five'])('"%s", with no question open, stops the running timer then (it was "I didn\'t ask about a time")', async (said) => {
  clock.set('2026-11-23T22:00:00.000Z'); // 2 pm
  const timer = await startTimerOnWeb(talk.c, 'Internal Admin');
  clock.set('2026-11-24T02:00:00.000Z'); // 6 pm
  expect((await talk.c.say('open time tracker')).endsSession).toBe(false);
  expect((await talk.c.say(said)).speech).toBe('Stopped your timer for Internal Admin at 5 PM, after 3 hours.');
  expect((await talk.c.api.get(`/api/v2/activities/${timer.id}`)).body.data).toMatchObject({ status: 'complete', duration: 3 * 3600 });
});

test('"I finished at six", said at 1 am, is 6 pm yesterday', async () => {
  clock.set('2026-11-23T22:00:00.000Z'); // 2 pm
  await startTimerOnWeb(talk.c, 'Internal Admin');
  clock.set('2026-11-24T09:00:00.000Z'); // 1 am the next day
  expect((await talk.c.say('ask time tracker i finished at six')).speech).toBe('Stopped your timer for Internal Admin at 6 PM yesterday, after 4 hours.');
});

test('"stop my timer at twelve", said at 12:45 am of a timer started at 11:30 pm, stops it at the midnight just gone (it said noon had not come, whatever was said)', async () => {
  clock.set('2026-11-24T07:30:00.000Z'); // Monday, 11:30 pm
  await talk.c.say('ask time tracker to start a timer for greenleaf yoga');
  clock.set('2026-11-24T08:45:00.000Z'); // Tuesday, 12:45 am
  expect((await talk.c.say('ask time tracker to stop my timer at twelve')).speech).toBe('Stopped your timer for Greenleaf Yoga Studio at 12 AM, after 30 minutes.');
  expect((await mine()).map((a) => [a.status, a.duration])).toEqual([['complete', 1800]]);
});

test('"I forgot to stop my timer at five", the next morning, stops it as at 5 pm yesterday', async () => {
  clock.set('2026-11-23T22:00:00.000Z'); // 2 pm
  await startTimerOnWeb(talk.c, 'Internal Admin');
  clock.set('2026-11-24T16:30:00.000Z'); // 8:30 am the next day
  expect((await talk.c.say('ask time tracker i forgot to stop my timer at five')).speech).toBe('Stopped your timer for Internal Admin at 5 PM yesterday, after 3 hours.');
  expect(await talk.running()).toEqual([]);
});

describe('"I forgot to stop my timer at five" when it has been stopped since', () => {
  /** A timer started on the website at 2 pm and stopped there at 8:30 the next morning. */
  async function stoppedTheNextMorning() {
    clock.set('2026-11-23T22:00:00.000Z'); // 2 pm
    const timer = await startTimerOnWeb(talk.c, 'Internal Admin');
    clock.set('2026-11-24T16:30:00.000Z'); // 8:30 am the next day
    await talk.c.api.post(`/api/v2/activities/${timer.id}/stop`);
    return timer.id as string;
  }

  test('offers to end it then instead, and on a yes it reports until then; its records keep the real stop, and undo puts it back', async () => {
    const id = await stoppedTheNextMorning();
    const question = await talk.c.say('ask time tracker i forgot to stop my timer at five');
    expect(question.speech).toBe('Your timer for Internal Admin was stopped at 8:30 AM, after 18 hours and 30 minutes. Should it end at 5 PM yesterday instead, for 3 hours in all?');
    expect((await talk.c.api.get(`/api/v2/activities/${id}`)).body.data.duration).toBe(66600);
    expect((await talk.c.say('yes')).speech).toBe('Done: your Internal Admin entry now ends at 5 PM yesterday, 3 hours in all. Say, undo that, if you need it back.');
    const ended = (await talk.c.api.get(`/api/v2/activities/${id}`)).body.data;
    expect(ended).toMatchObject({ status: 'complete', duration: 10800 });
    expect(ended.records).toEqual([expect.objectContaining({ stop_time: '2026-11-24T16:30:00.000Z' })]);
    await talk.c.say('ask time tracker to undo that');
    expect((await talk.c.api.get(`/api/v2/activities/${id}`)).body.data.duration).toBe(66600);
  });

  test('a no leaves it as it was', async () => {
    const id = await stoppedTheNextMorning();
    await talk.c.say('ask time tracker i forgot to stop my timer at five');
    expect((await talk.c.say('no')).speech).toBe('OK, I left your Internal Admin entry as it was.');
    expect((await talk.c.api.get(`/api/v2/activities/${id}`)).body.data.duration).toBe(66600);
  });

  test('a time outside the time it ran changes nothing, and says when it ran', async () => {
    const id = await stoppedTheNextMorning();
    const reply = await talk.c.say('ask time tracker i forgot to stop my timer at noon');
    expect(reply.speech).toBe("You don't have a timer running. Your last one, for Internal Admin, ran from 2 PM yesterday to 8:30 AM, so I left it as it was.");
    expect((await talk.c.api.get(`/api/v2/activities/${id}`)).body.data.duration).toBe(66600);
  });
});

test('a time still to come today stops nothing, says no stop can wait for it, and asks when the person finished', async () => {
  clock.set('2026-11-23T22:00:00.000Z'); // 2 pm
  await startTimerOnWeb(talk.c, 'Internal Admin');
  clock.set('2026-11-23T23:00:00.000Z'); // 3 pm
  const reply = await talk.c.say('ask time tracker to stop my timer at five');
  expect(reply.speech).toBe(
    "That time hasn't come yet, and I can't stop a timer ahead of time, so your timer for Internal Admin keeps running. If you've finished already, when was it?",
  );
  expect(reply.endsSession).toBe(false);
  expect((await talk.running()).map((a) => a.project.name)).toEqual(['Internal Admin']);
  // The answer alone is read as the time the timer stopped.
  expect((await talk.c.say('at two thirty')).speech).toBe('Stopped your timer for Internal Admin at 2:30 PM, after 30 minutes.');
  expect(await talk.running()).toEqual([]);
});

test('"at nine", said at 9:20 of a timer started at 9:10, is the nine just gone, before the start: not a time still to come', async () => {
  clock.set('2026-11-23T17:10:00.000Z'); // 9:10 am
  await talk.c.say('ask time tracker to start a timer for internal admin');
  clock.set('2026-11-23T17:20:00.000Z');
  const reply = await talk.c.say('ask time tracker to stop my timer at nine');
  expect(reply.speech).toBe('Your timer for Internal Admin started after 9 AM, so I left it running. When did you finish?');
  expect((await talk.running()).map((a) => a.project.name)).toEqual(['Internal Admin']);
});

test('"start a timer for Apollo at nine", said at 8:55, is the nine to come: nothing starts, nothing is backdated to last night', async () => {
  clock.set('2026-11-23T16:55:00.000Z'); // 8:55 am
  const reply = await talk.c.say('ask time tracker to start a timer for apollo mobile at nine');
  expect(reply.speech).toBe("It isn't 9 AM yet, and I can't start a timer ahead of time, so I didn't start one. When you begin, say, start a timer, and the project.");
  expect(await mine()).toEqual([]);
  // Said at 9:20, it is the nine just gone.
  clock.set('2026-11-23T17:20:00.000Z');
  expect((await talk.c.say('ask time tracker to start a timer for apollo mobile at nine')).speech).toBe(
    'Started a timer for Apollo Mobile App from 9 AM. It has been running for 20 minutes.',
  );
});

test('"I started at nine", said at 3 pm, is 9 am: a time to come hours away is not meant over one gone by this morning', async () => {
  clock.set('2026-11-23T23:04:00.000Z'); // 3:04 pm
  // It was "It isn't 9 PM yet", and "nine am" arrives as "nine" does: no way to say it.
  expect((await talk.c.say('ask time tracker i started on apollo mobile at nine')).speech).toBe(
    'Started a timer for Apollo Mobile App from 9 AM. It has been running for 6 hours and 4 minutes.',
  );
  expect(await mine()).toEqual([expect.objectContaining({ status: 'pending', date: '2026-11-23T09:00:00.000-08:00' })]);
  await talk.c.say('ask time tracker to undo that');
  // "At six" gone by is more than a workday back: the six to come is meant, and nothing is backdated 9 hours.
  expect((await talk.c.say('ask time tracker to start a timer for apollo mobile at six')).speech).toMatch(/^It isn't 6 PM yet/);
  // At 7 am, "at ten" gone by is last night's: the ten to come is meant, and nothing starts.
  clock.set('2026-11-24T15:00:00.000Z'); // 7 am
  expect((await talk.c.say('ask time tracker to start a timer for apollo mobile at ten')).speech).toMatch(/^It isn't 10 AM yet/);
  expect(await talk.running()).toEqual([]);
});

describe('"I started at nine" said at 5:30 pm, more than a workday after 9 am, with a timer running', () => {
  async function runningSinceTen() {
    clock.set('2026-11-23T18:00:00.000Z'); // 10 am
    await talk.c.say('ask time tracker to start a timer for greenleaf yoga');
    clock.set('2026-11-24T01:30:00.000Z'); // 5:30 pm
  }

  test('asks whether that timer counts from 9 AM, and a yes moves its start (it said "so I didn\'t start one", of a timer that ran, and 9 AM could not be said)', async () => {
    await runningSinceTen();
    const asked = await talk.c.say('ask time tracker i started at nine');
    expect(asked.speech).toBe("It isn't 9 PM yet. Should your timer for Greenleaf Yoga Studio count from 9 AM, 8 hours and 30 minutes ago?");
    expect(asked.endsSession).toBe(false);
    expect((await talk.c.say('yes')).speech).toBe('Your timer for Greenleaf Yoga Studio now counts from 9 AM: 8 hours and 30 minutes so far.');
    expect(await running()).toEqual([expect.objectContaining({ date: '2026-11-23T09:00:00.000-08:00', duration: 8.5 * 3600 })]);
  });

  test('a no leaves the timer as it was, and says so', async () => {
    await runningSinceTen();
    await talk.c.say('ask time tracker i started at nine');
    expect((await talk.c.say('no')).speech).toBe('OK, your timer for Greenleaf Yoga Studio keeps counting from when it started.');
    expect(await running()).toEqual([expect.objectContaining({ date: '2026-11-23T10:00:00.000-08:00', duration: 7.5 * 3600 })]);
  });

  test('with no timer running, nothing starts, and the reply says so, as before', async () => {
    clock.set('2026-11-24T01:30:00.000Z'); // 5:30 pm
    expect((await talk.c.say('ask time tracker i started at nine')).speech).toBe(
      "It isn't 9 PM yet, and I can't start a timer ahead of time, so I didn't start one. When you begin, say, start a timer, and the project.",
    );
    expect(await running()).toEqual([]);
  });

  test('with none running, said with a project, 9 AM is asked about, and a yes starts the timer from then (it said no timer could start ahead of time)', async () => {
    clock.set('2026-11-24T01:30:00.000Z'); // 5:30 pm
    expect((await talk.c.say('ask time tracker i started on greenleaf yoga at nine')).speech).toBe(
      "It isn't 9 PM yet, and I can't start a timer ahead of time. Did you mean from 9 AM, 8 hours and 30 minutes ago?",
    );
    expect(await running()).toEqual([]);
    expect((await talk.c.say('yes')).speech).toBe('Started a timer for Greenleaf Yoga Studio from 9 AM. It has been running for 8 hours and 30 minutes.');
    expect(await running()).toEqual([expect.objectContaining({ date: '2026-11-23T09:00:00.000-08:00', duration: 8.5 * 3600 })]);
  });
});

describe('"start a timer for Greenleaf at six", a time that may as well be still to come', () => {
  test('said at 1:30 pm, asks about 6 AM before anything starts (it started a timer 7 and a half hours back); a yes starts it from then', async () => {
    clock.set('2026-11-23T21:30:00.000Z'); // 1:30 pm
    const asked = await talk.c.say('ask time tracker to start a timer for greenleaf at six');
    expect(asked.speech).toBe("It isn't 6 PM yet, and I can't start a timer ahead of time. Did you mean from 6 AM, 7 hours and 30 minutes ago?");
    expect(asked.endsSession).toBe(false);
    expect(await mine()).toEqual([]);
    expect((await talk.c.say('yes')).speech).toBe('Started a timer for Greenleaf Yoga Studio from 6 AM. It has been running for 7 hours and 30 minutes.');
    expect(await running()).toEqual([expect.objectContaining({ date: '2026-11-23T06:00:00.000-08:00', duration: 7.5 * 3600 })]);
  });

  test('a no starts nothing, says why, and offers a timer from now', async () => {
    clock.set('2026-11-23T21:30:00.000Z'); // 1:30 pm
    await talk.c.say('ask time tracker to start a timer for greenleaf at six');
    const offered = await talk.c.say('no');
    expect(offered.speech).toBe("OK, I didn't start one. Shall I start a timer for Greenleaf Yoga Studio now?");
    expect(await mine()).toEqual([]);
    expect((await talk.c.say('yes')).speech).toBe('Started a timer for Greenleaf Yoga Studio.');
    expect(await running()).toEqual([expect.objectContaining({ date: '2026-11-23T13:30:00.000-08:00', duration: 0 })]);
  });

  test.each([
    ['two', '2026-11-23T16:09:00.000Z', "It isn't 2 PM yet, and I can't start a timer ahead of time. Did you mean from 2 AM, 6 hours and 9 minutes ago?"], // 8:09 am
    ['nine', '2026-11-24T10:56:00.000Z', "It isn't 9 AM yet, and I can't start a timer ahead of time. Did you mean from 9 PM yesterday, 5 hours and 56 minutes ago?"], // 2:56 am
    ['nine', '2026-11-23T23:04:00.000Z', "It isn't 9 PM yet, and I can't start a timer ahead of time. Did you mean from 9 AM, 6 hours and 4 minutes ago?"], // 3:04 pm
  ])('"at %s", said as of %s, is asked about: nothing is booked hours back on a guess', async (time, now, question) => {
    clock.set(now);
    expect((await talk.c.say(`ask time tracker to start a timer for greenleaf at ${time}`)).speech).toBe(question);
    expect(await mine()).toEqual([]);
  });

  test('"noon" or "twelve" said at 11 am is the noon to come: the midnight gone by is not offered (it asked "Did you mean from 12 AM, 11 hours ago?")', async () => {
    clock.set('2026-11-23T19:00:00.000Z'); // 11 am
    await talk.c.say('ask time tracker to start a timer for greenleaf');
    expect((await talk.c.say('ask time tracker to switch to internal admin at noon')).speech).toMatch(/^It isn't 12 PM yet, and I can't start a timer ahead of time, so I didn't start one\./);
    expect((await talk.c.say('ask time tracker to start greenleaf at twelve')).speech).toBe("It isn't 12 PM yet, so your timer for Greenleaf Yoga Studio keeps counting from when it started.");
    expect(await running()).toEqual([expect.objectContaining({ project: expect.objectContaining({ name: 'Greenleaf Yoga Studio' }), date: '2026-11-23T11:00:00.000-08:00' })]);
    // Just after midnight, "twelve" is the midnight just gone.
    await talk.startAt('2026-11-24T08:30:00.000Z'); // 12:30 am
    expect((await talk.c.say('ask time tracker to start a timer for internal admin at twelve')).speech).toBe('Started a timer for Internal Admin from 12 AM. It has been running for 30 minutes.');
  });

  test('"ten to one", "quarter to one" said at 1 pm are 12:50 PM and 12:45 PM (they were the night\'s, 12 hours back, or "started after 12:45 AM")', async () => {
    clock.set('2026-11-23T21:00:00.000Z'); // 1 pm
    expect((await talk.c.say('ask time tracker i started greenleaf at ten to one')).speech).toBe('Started a timer for Greenleaf Yoga Studio from 12:50 PM. It has been running for 10 minutes.');
    await talk.c.say('ask time tracker to undo that');
    clock.set('2026-11-23T19:00:00.000Z'); // 11 am
    await talk.c.say('ask time tracker to start a timer for greenleaf');
    clock.set('2026-11-23T21:00:00.000Z'); // 1 pm
    expect((await talk.c.say('ask time tracker i finished at quarter to one')).speech).toBe('Stopped your timer for Greenleaf Yoga Studio at 12:45 PM, after 1 hour and 45 minutes.');
  });

  test('"at nine" at 10:15 starts at once, as do "I started at six" and "twenty minutes ago" at 1:30 pm; "at six pm" starts nothing', async () => {
    clock.set('2026-11-23T18:15:00.000Z'); // 10:15 am
    expect((await talk.c.say('ask time tracker to start a timer for greenleaf at nine')).speech).toBe('Started a timer for Greenleaf Yoga Studio from 9 AM. It has been running for 1 hour and 15 minutes.');
    await talk.c.say('ask time tracker to undo that');
    clock.set('2026-11-23T21:30:00.000Z'); // 1:30 pm
    // Said as what happened, six is this morning's.
    expect((await talk.c.say('ask time tracker i started on greenleaf at six')).speech).toBe('Started a timer for Greenleaf Yoga Studio from 6 AM. It has been running for 7 hours and 30 minutes.');
    await talk.c.say('ask time tracker to undo that');
    expect((await talk.c.say('ask time tracker to start a timer for greenleaf twenty minutes ago')).speech).toBe('Started a timer for Greenleaf Yoga Studio from 1:10 PM. It has been running for 20 minutes.');
    await talk.c.say('ask time tracker to undo that');
    expect((await talk.c.say('ask time tracker to start a timer for greenleaf at six pm')).speech).toMatch(/^It isn't 6 PM yet, and I can't start a timer ahead of time, so I didn't start one\./);
    expect(await running()).toEqual([]);
  });

  test('"no, I meant six in the evening", just after a timer started from 6 AM, takes it back: none starts ahead of time (it was "I couldn\'t find a project called six in the evening")', async () => {
    clock.set('2026-11-23T21:30:00.000Z'); // 1:30 pm
    await talk.c.say('ask time tracker i started on greenleaf at six');
    expect((await talk.c.say('ask time tracker no i meant six in the evening')).speech).toBe(
      "It isn't 6 PM yet, and I can't start a timer ahead of time. Undone: I removed the timer for Greenleaf Yoga Studio.",
    );
    expect(await mine()).toEqual([]);
    // Said when six in the evening has gone by, it is when the timer counts from.
    clock.set('2026-11-24T03:00:00.000Z'); // 7 pm
    await talk.c.say('ask time tracker i started on greenleaf at six');
    expect((await talk.c.say('ask time tracker no i meant five pm')).speech).toBe('Your timer for Greenleaf Yoga Studio now counts from 5 PM: 2 hours so far.');
  });

  test('"no, I meant six in the morning", just after a timer started from 6 PM, is 6 AM: the half of the day said, never the other (it stayed at 6 PM)', async () => {
    clock.set('2026-11-24T03:00:00.000Z'); // 7 pm
    expect((await talk.c.say('ask time tracker i started on greenleaf at six')).speech).toBe('Started a timer for Greenleaf Yoga Studio from 6 PM. It has been running for 1 hour.');
    expect((await talk.c.say('ask time tracker no i meant six in the morning')).speech).toBe('Your timer for Greenleaf Yoga Studio now counts from 6 AM: 13 hours so far.');
    expect((await mine())[0]).toMatchObject({ status: 'pending', duration: 13 * 3600, date: '2026-11-23T06:00:00.000-08:00' });
  });

  test.each([
    ['start it now', 'Started a timer for Greenleaf Yoga Studio.', 0],
    ['now', 'Started a timer for Greenleaf Yoga Studio.', 0],
    ['no, from one pm', 'Started a timer for Greenleaf Yoga Studio from 1 PM. It has been running for 30 minutes.', 1800],
    ['half an hour ago', 'Started a timer for Greenleaf Yoga Studio from 1 PM. It has been running for 30 minutes.', 1800],
  ])('"%s", to "Did you mean from 6 AM?", starts it then (it was the question again)', async (said, speech, seconds) => {
    clock.set('2026-11-23T21:30:00.000Z'); // 1:30 pm
    await talk.c.say('open time tracker');
    expect((await talk.c.say('start a timer for greenleaf yoga at six')).speech).toMatch(/^It isn't 6 PM yet/);
    expect((await talk.c.say(said)).speech).toBe(speech);
    expect(await mine()).toEqual([expect.objectContaining({ status: 'pending', duration: seconds })]);
  });

  test('with the project to choose first, the time is asked about once it is chosen', async () => {
    clock.set('2026-11-23T21:30:00.000Z'); // 1:30 pm
    expect((await talk.c.say('ask time tracker to start a timer for apollo at six')).speech).toMatch(/^Did you mean Apollo /);
    expect((await talk.c.say('the mobile app')).speech).toBe("It isn't 6 PM yet, and I can't start a timer ahead of time. Did you mean from 6 AM, 7 hours and 30 minutes ago?");
    expect(await mine()).toEqual([]);
    expect((await talk.c.say('yes')).speech).toBe('Started a timer for Apollo Mobile App from 6 AM. It has been running for 7 hours and 30 minutes.');
  });
});

test('"stop my timer in ten minutes" stops nothing, and says how to stop it', async () => {
  await talk.c.say('ask time tracker to start a timer for internal admin');
  clock.advance(10 * 60_000);
  const reply = await talk.c.say('ask time tracker to stop my timer in ten minutes');
  expect(reply.speech).toBe("I can't stop a timer ahead of time, so your timer for Internal Admin keeps running. When you finish, say, stop my timer.");
  expect((await talk.running()).map((a) => [a.project.name, a.status])).toEqual([['Internal Admin', 'pending']]);
});

test('a time before the timer started stops nothing and asks when the person finished', async () => {
  await talk.c.say('ask time tracker to start a timer for internal admin');
  clock.advance(10 * 60_000);
  const reply = await talk.c.say('ask time tracker i stopped half an hour ago');
  expect(reply.speech).toBe('Your timer for Internal Admin started after 8:40 AM, so I left it running. When did you finish?');
  expect(reply.endsSession).toBe(false);
  expect((await mine())[0].status).toBe('pending');
  expect((await talk.c.say('i finished five minutes ago')).speech).toBe('Stopped your timer for Internal Admin at 9:05 AM, after 5 minutes.');
});

test('undo after a stop at a past time: the timer runs on as if never stopped', async () => {
  await talk.c.say('ask time tracker i started on internal admin an hour ago');
  clock.advance(5 * 60_000);
  await talk.c.say('ask time tracker i finished at nine');
  clock.advance(5 * 60_000);
  expect((await talk.c.say('ask time tracker to undo that')).speech).toBe('Undone: your timer for Internal Admin is running again.');
  expect((await mine())[0]).toMatchObject({ status: 'pending', duration: 70 * 60 });
});

describe('"I actually started at eight thirty", said with no project', () => {
  test('is the timer running: it counts from then, earlier or later, and undo puts it back', async () => {
    await talk.c.say('ask time tracker to start a timer for internal admin');
    clock.advance(5 * 60_000); // 9:05
    expect((await talk.c.say('ask time tracker i actually started at eight thirty')).speech).toBe('Your timer for Internal Admin now counts from 8:30 AM: 35 minutes so far.');
    expect(await mine()).toEqual([expect.objectContaining({ status: 'pending', duration: 35 * 60, date: '2026-11-23T08:30:00.000-08:00' })]);
    // Later than it counts from is taken too: the person knows when they began.
    expect((await talk.c.say('ask time tracker the timer should have started at nine')).speech).toBe('Your timer for Internal Admin now counts from 9 AM: 5 minutes so far.');
    expect(await mine()).toEqual([expect.objectContaining({ status: 'pending', duration: 5 * 60 })]);
    expect((await talk.c.say('ask time tracker to undo that')).speech).toBe('Undone: your Internal Admin entry is back to 35 minutes for today.');
    expect(await mine()).toEqual([expect.objectContaining({ status: 'pending', duration: 35 * 60 })]);
  });

  test('with no timer running, asks which project and starts it from the time said', async () => {
    const asked = await talk.c.say('ask time tracker i started working twenty minutes ago');
    expect(asked.speech).toBe("You don't have a timer running. Which project should I start the timer for, from then?");
    expect(asked.endsSession).toBe(false);
    expect(await mine()).toEqual([]);
    expect((await talk.c.say('apollo mobile')).speech).toBe('Started a timer for Apollo Mobile App from 8:40 AM. It has been running for 20 minutes.');
    expect(await running()).toEqual([expect.objectContaining({ project: expect.objectContaining({ name: 'Apollo Mobile App' }), duration: 20 * 60 })]);
  });

  test('with several running, names them and changes none', async () => {
    await startTimerOnWeb(talk.c, 'Internal Admin');
    await startTimerOnWeb(talk.c, 'Greenleaf Yoga Studio');
    clock.advance(60 * 60_000);
    const reply = await talk.c.say('ask time tracker i started at nine thirty');
    expect(reply.speech).toMatch(/^You have 2 timers running: .*\. Say which one with the time, for example, I started .* at nine\.$/);
    expect((await running()).map((a) => a.duration)).toEqual([3600, 3600]);
  });

  test('"two days ago" is said to be too long ago, and nothing starts', async () => {
    await startTimerOnWeb(talk.c, 'Internal Admin');
    expect((await talk.c.say('ask time tracker i started two days ago')).speech).toMatch(/^That's more than a day ago, so I can't start a timer from then\./);
    expect((await running()).map((a) => a.duration)).toEqual([0]);
  });
});

test('with several running, a stop at a time asks which, keeping the time: the name said next is stopped then, none now (the conversation ended, and the name was taken for a new timer)', async () => {
  await startTimerOnWeb(talk.c, 'Internal Admin');
  await startTimerOnWeb(talk.c, 'Greenleaf Yoga Studio');
  clock.advance(60 * 60_000);
  const reply = await talk.c.say('ask time tracker i stopped twenty minutes ago');
  expect(reply.speech).toBe('You have 2 timers running: Internal Admin and Greenleaf Yoga Studio. Which one finished then?');
  expect(reply.endsSession).toBe(false);
  expect(await running()).toHaveLength(2);
  clock.advance(60_000);
  expect((await talk.c.say('greenleaf')).speech).toBe('Stopped your timer for Greenleaf Yoga Studio at 9:40 AM, after 40 minutes.');
  expect((await running()).map((a) => a.project.name)).toEqual(['Internal Admin']);
  expect((await talk.c.say('ask time tracker to stop the internal admin timer twenty minutes ago')).speech).toBe('Stopped your timer for Internal Admin at 9:41 AM, after 41 minutes.');
});

test('with several running, "stop greenleaf" to "Which one finished then?" stops it at the time said, not now', async () => {
  talk.at('09:00');
  await startTimerOnWeb(talk.c, 'Internal Admin');
  await startTimerOnWeb(talk.c, 'Greenleaf Yoga Studio');
  talk.at('11:00');
  await talk.c.say('ask time tracker i finished at ten thirty');
  expect((await talk.c.say('stop greenleaf')).speech).toBe('Stopped your timer for Greenleaf Yoga Studio at 10:30 AM, after 1 hour and 30 minutes.');
});

test('with several running, "I finished at ten thirty" then "no" stops none', async () => {
  talk.at('09:00');
  await startTimerOnWeb(talk.c, 'Internal Admin');
  await startTimerOnWeb(talk.c, 'Greenleaf Yoga Studio');
  talk.at('11:00');
  await talk.c.say('ask time tracker i finished at ten thirty');
  expect((await talk.c.say('no')).speech).toBe('OK, your timers keep running.');
  expect(await running()).toHaveLength(2);
});

test('"stop my timer at nine", of a timer started at nine, books nothing unasked: it asks when, and the answer stops it then (it booked 0 minutes)', async () => {
  talk.at('09:00');
  await talk.c.say('ask time tracker to start a timer for greenleaf yoga');
  talk.at('09:30');
  const asked = await talk.c.say('ask time tracker to stop my timer at nine');
  expect(asked.speech).toBe('Your timer for Greenleaf Yoga Studio started at 9 AM, so stopping it then would count nothing. I left it running. When did you finish?');
  expect(await running()).toHaveLength(1);
  expect((await talk.c.say('at nine twenty')).speech).toBe('Stopped your timer for Greenleaf Yoga Studio at 9:20 AM, after 20 minutes.');
  expect((await mine()).map((a) => [a.status, a.duration])).toEqual([['complete', 20 * 60]]);
});

describe('"I actually started at eleven", just after "stop my timer"', () => {
  /** A Greenleaf timer started at noon and stopped at 12:30, a minute ago. */
  async function stoppedAtHalfPastTwelve() {
    clock.set('2026-11-23T20:00:00.000Z'); // noon
    await talk.c.say('ask time tracker to start a timer for greenleaf yoga');
    clock.set('2026-11-23T20:30:00.000Z');
    expect((await talk.c.say('ask time tracker to stop my timer')).speech).toBe('Stopped your timer for Greenleaf Yoga Studio after 30 minutes.');
    clock.advance(60_000);
  }

  test.each(['i actually started at eleven', 'actually i started at eleven', 'the timer should have started at eleven'])(
    '"%s" moves the start of the entry just stopped: it stays stopped, nothing is booked twice, and undo puts it back (it asked which project, then started a second timer from 11)',
    async (said) => {
      await stoppedAtHalfPastTwelve();
      expect((await talk.c.say(`ask time tracker ${said}`)).speech).toBe('Your Greenleaf Yoga Studio entry now starts at 11 AM: 1 hour and 30 minutes.');
      expect(await mine()).toEqual([expect.objectContaining({ status: 'complete', duration: 5400, date: '2026-11-23T11:00:00.000-08:00' })]);
      expect((await talk.c.say('ask time tracker to undo that')).speech).toBe('Undone: your Greenleaf Yoga Studio entry is back to 30 minutes for today.');
      expect(await mine()).toEqual([expect.objectContaining({ status: 'complete', duration: 1800, date: '2026-11-23T12:00:00.000-08:00' })]);
    },
  );

  test('a start after its stop is not of that entry: a time to come starts nothing, one gone by asks for the project (it was refused)', async () => {
    await stoppedAtHalfPastTwelve();
    expect((await talk.c.say('ask time tracker i actually started at one')).speech).toBe(
      "It isn't 1 PM yet, and I can't start a timer ahead of time, so I didn't start one. When you begin, say, start a timer, and the project.",
    );
    clock.advance(40 * 60_000); // 1:11 pm
    expect((await talk.c.say('ask time tracker i started twenty minutes ago')).speech).toBe("You don't have a timer running. Which project should I start the timer for, from then?");
    expect(await mine()).toEqual([expect.objectContaining({ status: 'complete', duration: 1800, date: '2026-11-23T12:00:00.000-08:00' })]);
  });

  test('"start the timer from six", a wish, is no correction of the entry just stopped (it moved it to 6 AM, hours back)', async () => {
    await stoppedAtHalfPastTwelve();
    expect((await talk.c.say('ask time tracker to start the timer from six')).speech).not.toMatch(/entry now starts/);
    expect(await mine()).toEqual([expect.objectContaining({ status: 'complete', duration: 1800, date: '2026-11-23T12:00:00.000-08:00' })]);
  });

  test('a start before the end of the timer its start stopped would book that time twice: nothing is moved', async () => {
    clock.set('2026-11-23T18:00:00.000Z'); // 10 am
    await talk.c.say('ask time tracker to start a timer for apollo mobile');
    clock.set('2026-11-23T20:00:00.000Z'); // noon: Apollo stopped, Greenleaf started
    await talk.c.say('ask time tracker to start a timer for greenleaf yoga');
    clock.set('2026-11-23T20:30:00.000Z');
    await talk.c.say('ask time tracker to stop my timer');
    expect((await talk.c.say('ask time tracker i actually started at eleven')).speech).toBe(
      "Your Apollo Mobile App entry runs until 12 PM, so Greenleaf Yoga Studio can't start at 11 AM without booking that time twice. I left it as it was. To change the Apollo Mobile App entry first, say, what's my Apollo Mobile App entry.",
    );
    expect((await mine()).map((a) => [a.project.name, a.duration]).sort()).toEqual([['Apollo Mobile App', 7200], ['Greenleaf Yoga Studio', 1800]]);
  });

  test('of a timer moved back while it ran ("I started at nine"), it moves that entry\'s start again: one entry, nothing booked twice (it started a second timer over the same minutes)', async () => {
    clock.set('2026-11-23T17:30:00.000Z'); // 9:30 am
    await talk.c.say('ask time tracker to start a timer for greenleaf yoga');
    clock.advance(60_000);
    expect((await talk.c.say('ask time tracker i started at nine')).speech).toBe('Your timer for Greenleaf Yoga Studio now counts from 9 AM: 31 minutes so far.');
    clock.set('2026-11-23T18:00:00.000Z'); // 10 am
    await talk.c.say('ask time tracker to stop my timer');
    clock.advance(2 * 60_000);
    expect((await talk.c.say('ask time tracker i actually started at 9:15')).speech).toBe('Your Greenleaf Yoga Studio entry now starts at 9:15 AM: 45 minutes.');
    expect(await mine()).toEqual([expect.objectContaining({ status: 'complete', duration: 45 * 60, date: '2026-11-23T09:15:00.000-08:00' })]);
  });

  test('of an entry paused and resumed, whose length is not the span from its start to its stop, nothing is moved', async () => {
    clock.set('2026-11-23T20:00:00.000Z'); // noon
    await talk.c.say('ask time tracker to start a timer for greenleaf yoga');
    clock.set('2026-11-23T20:10:00.000Z');
    await talk.c.say('ask time tracker to stop my timer');
    clock.set('2026-11-23T20:20:00.000Z');
    await talk.c.say('ask time tracker to resume my timer');
    clock.set('2026-11-23T20:30:00.000Z');
    await talk.c.say('ask time tracker to stop my timer');
    expect((await talk.c.say('ask time tracker i actually started at eleven')).speech).not.toMatch(/entry now starts/);
    expect(await mine()).toEqual([expect.objectContaining({ status: 'complete', duration: 20 * 60, date: '2026-11-23T12:00:00.000-08:00' })]);
  });

  test('an hour after the stop, with the undo window gone, the project is asked for as before', async () => {
    await stoppedAtHalfPastTwelve();
    clock.advance(61 * 60_000);
    expect((await talk.c.say('ask time tracker i actually started at eleven')).speech).toBe("You don't have a timer running. Which project should I start the timer for, from then?");
  });
});

describe('when the service fails part way', () => {
  test('a stop that landed but whose time could not be set says so, and what it counts', async () => {
    await startTimerOnWeb(talk.c, 'Internal Admin');
    clock.advance(60 * 60_000);
    talk.c.svc.service.faults.set({ errorRate: 1, method: 'PUT' });
    const reply = await talk.c.say('ask time tracker i finished twenty minutes ago');
    talk.c.svc.service.faults.set(null);
    expect(reply.speech).toBe("I stopped your timer for Internal Admin, but couldn't set it to end at 9:40 AM: it counts 1 hour. Say, change that to, and how long, to fix it.");
    expect((await running())).toEqual([]);
    // "That" is the stopped timer: the fix the reply offers works.
    expect((await talk.c.say('ask time tracker to change that to forty minutes')).speech).toBe('Changed your Internal Admin entry to 40 minutes.');
  });

  test('a stop that failed stops nothing and changes nothing', async () => {
    await startTimerOnWeb(talk.c, 'Internal Admin');
    clock.advance(60 * 60_000);
    talk.c.svc.service.faults.set({ errorRate: 1, path: /\/stop$/ });
    const reply = await talk.c.say('ask time tracker i finished twenty minutes ago');
    talk.c.svc.service.faults.set(null);
    expect(reply.speech).toMatch(/couldn't reach your time tracker/i);
    expect((await running()).map((a) => a.duration)).toEqual([3600]);
  });
});

test.each(['i switched to greenleaf yoga ten minutes ago', 'switch to greenleaf yoga ten minutes ago', 'switch my timer to greenleaf yoga at nine fifty'])('"%s" stops the timer running then and starts Greenleaf from then (it was not understood)', async (said) => {
  talk.at('09:00');
  await talk.c.say('ask time tracker to start a timer for apollo mobile');
  talk.at('10:00');
  expect((await talk.c.say(`ask time tracker ${said}`)).speech).toBe(
    'Stopped your timer for Apollo Mobile App after 50 minutes, and started one for Greenleaf Yoga Studio from 9:50 AM, running for 10 minutes.',
  );
  expect((await mine()).map((a) => [a.project.name, a.status, a.duration])).toEqual([
    ['Greenleaf Yoga Studio', 'pending', 10 * 60],
    ['Apollo Mobile App', 'complete', 50 * 60],
  ]);
});

test.each(['resume greenleaf yoga from ten thirty', 'i went back to greenleaf yoga at ten thirty', 'i got back to greenleaf yoga half an hour ago'])('"%s", after its timer was stopped at ten, counts Greenleaf again from 10:30 (it was not understood)', async (said) => {
  talk.at('09:00');
  await talk.c.say('ask time tracker to start a timer for greenleaf yoga');
  talk.at('10:00');
  await talk.c.say('ask time tracker to stop my timer');
  talk.at('11:00');
  expect((await talk.c.say(`ask time tracker ${said}`)).speech).toBe('Started a timer for Greenleaf Yoga Studio from 10:30 AM. It has been running for 30 minutes.');
  expect((await mine()).map((a) => [a.project.name, a.status, a.duration])).toEqual([
    ['Greenleaf Yoga Studio', 'pending', 30 * 60],
    ['Greenleaf Yoga Studio', 'complete', 3600],
  ]);
});

// 9:00 to 11:01 is 2 hours and 1 minute; from 8:30, half an hour more; less what came off it.
test.each([
  ['a break taken off it', ['i took a thirty minute break'], 7260 + 1800 - 1800],
  ['a log taken off it', ['log 45 minutes to greenfield', 'yes'], 7260 + 1800 - 2700],
])('"I actually started at eight thirty", of a timer started at nine with %s: the half hour more, what came off it kept off (it counted from 8:30 to now, the time counted twice)', async (_what, said, seconds) => {
  talk.at('09:00');
  await talk.c.say('ask time tracker to start a timer for greenleaf yoga');
  talk.at('11:00');
  await talk.c.say('open time tracker');
  for (const words of said) await talk.c.say(words);
  talk.at('11:01');
  await talk.c.say('actually i started greenleaf at eight thirty');
  expect((await running()).map((a) => [a.project.name, a.duration])).toEqual([['Greenleaf Yoga Studio', seconds]]);
});

/** Greenleaf from 9 to 10, paused, and again from 11; it is then `now` (11:30). */
async function pausedFromTenToEleven(now = '11:30') {
  talk.at('09:00');
  await talk.c.say('ask time tracker to start a timer for greenleaf yoga');
  talk.at('10:00');
  await talk.c.say('ask time tracker to pause my timer');
  talk.at('11:00');
  await talk.c.say('ask time tracker to resume my timer');
  talk.at(now);
}

describe('a timer paused and resumed, stopped at a time said', () => {
  test('"I finished at ten thirty", inside the pause, keeps the hour before it (it was cut to 30 minutes)', async () => {
    await pausedFromTenToEleven();
    expect((await talk.c.say('ask time tracker i finished at ten thirty')).speech).toBe('Stopped your timer for Greenleaf Yoga Studio at 10:30 AM, after 1 hour.');
    expect((await mine()).map((a) => [a.status, a.duration])).toEqual([['complete', 3600]]);
  });

  test('"stop my timer at nine thirty", before the pause, is half an hour (it said the timer started after 9:30 and stopped nothing)', async () => {
    await pausedFromTenToEleven();
    expect((await talk.c.say('ask time tracker to stop my timer at nine thirty')).speech).toBe('Stopped your timer for Greenleaf Yoga Studio at 9:30 AM, after 30 minutes.');
    expect((await mine()).map((a) => [a.status, a.duration])).toEqual([['complete', 1800]]);
  });

  test('"I switched to Apollo at ten thirty" keeps Greenleaf\'s hour before the pause (it was cut to 30 minutes)', async () => {
    await pausedFromTenToEleven();
    await talk.c.say('ask time tracker i switched to apollo mobile at ten thirty');
    const greenleaf = (await mine()).find((a) => a.project.name === 'Greenleaf Yoga Studio');
    expect([greenleaf.status, greenleaf.duration]).toEqual(['complete', 3600]);
  });
});

test('"I actually started at eight thirty", of a timer paused from 10 to 11, adds the half hour before it, not the pause (it booked the pause as work)', async () => {
  await pausedFromTenToEleven();
  expect((await talk.c.say('ask time tracker i actually started at eight thirty')).speech).toBe('Your timer for Greenleaf Yoga Studio now counts from 8:30 AM: 2 hours so far.');
  expect((await running()).map((a) => a.duration)).toEqual([2 * 3600]);
});

test('"no, I meant eleven" just after "I finished at ten thirty" is eleven o\'clock, not 11 minutes (it was "Did you mean 11 minutes?")', async () => {
  talk.at('09:00');
  await talk.c.say('ask time tracker to start a timer for greenleaf yoga');
  talk.at('12:00');
  await talk.c.say('open time tracker');
  await talk.c.say('i finished at ten thirty');
  expect((await talk.c.say('no I meant eleven')).speech).toBe('Done: your Greenleaf Yoga Studio entry now ends at 11 AM, 2 hours in all. Say, undo that, if you need it back.');
  expect((await mine()).map((a) => a.duration)).toEqual([2 * 3600]);
});

test('"switch to Internal Admin at two" stops the timer then and starts Internal Admin from two (it switched now, described "at two")', async () => {
  talk.at('09:00');
  await talk.c.say('ask time tracker to start a timer for greenleaf yoga');
  talk.at('14:30');
  expect((await talk.c.say('ask time tracker to switch to internal admin at two')).speech).toBe(
    'Stopped your timer for Greenleaf Yoga Studio after 5 hours, and started one for Internal Admin from 2 PM, running for 30 minutes.',
  );
  expect((await mine()).map((a) => [a.project.name, a.description, a.date])).toEqual([
    ['Internal Admin', 'Work on Internal Admin', '2026-11-23T14:00:00.000-08:00'],
    ['Greenleaf Yoga Studio', 'Work on Greenleaf Yoga Studio', '2026-11-23T09:00:00.000-08:00'],
  ]);
});

test.each(['stop my timer at eleven and start internal admin', 'stop greenleaf at eleven and start internal admin', 'stop the timer at eleven and start a timer for internal admin', 'switch from greenleaf at eleven to internal admin'])(
  '"%s" stops the timer then and starts Internal Admin from eleven (the time was dropped: an hour of Internal Admin\'s work on Greenleaf)',
  async (said) => {
    talk.at('09:00');
    await talk.c.say('ask time tracker to start a timer for greenleaf yoga');
    talk.at('12:00');
    expect((await talk.c.say(`ask time tracker to ${said}`)).speech).toBe(
      'Stopped your timer for Greenleaf Yoga Studio after 2 hours, and started one for Internal Admin from 11 AM, running for 1 hour.',
    );
    expect((await mine()).map((a) => [a.project.name, a.duration, a.date])).toEqual([
      ['Internal Admin', 3600, '2026-11-23T11:00:00.000-08:00'],
      ['Greenleaf Yoga Studio', 7200, '2026-11-23T09:00:00.000-08:00'],
    ]);
  },
);

test('"I actually started at eight thirty" said again of a paused timer changes nothing more (each repeat added half an hour)', async () => {
  await pausedFromTenToEleven('12:00');
  await talk.c.say('ask time tracker i actually started at eight thirty');
  talk.at('12:02');
  expect((await talk.c.say('ask time tracker i actually started at eight thirty')).speech).toBe('Your timer for Greenleaf Yoga Studio has been running for 2 hours and 32 minutes.');
  expect((await running()).map((a) => a.duration)).toEqual([152 * 60]);
  expect((await talk.c.say('ask time tracker i finished at ten thirty')).speech).toBe('Stopped your timer for Greenleaf Yoga Studio at 10:30 AM, after 1 hour and 30 minutes.');
});

test('"no, it was two" just after "I finished at ten thirty", no time within the entry, is a length asked about (it said the timer had stopped at 11)', async () => {
  talk.at('09:00');
  await talk.c.say('ask time tracker to start a timer for greenleaf yoga');
  talk.at('11:00');
  await talk.c.say('open time tracker');
  await talk.c.say('i finished at ten thirty');
  expect((await talk.c.say('no it was two')).speech).toBe('Did you mean 2 hours?');
});

test('"no, I meant eight thirty" just after a start moves its start, its half of the day unsaid (it was "I couldn\'t find a project called eight thirty")', async () => {
  talk.at('09:20');
  await talk.c.say('open time tracker');
  await talk.c.say('start a timer for greenleaf yoga');
  expect((await talk.c.say('no I meant eight thirty')).speech).toBe('Your timer for Greenleaf Yoga Studio now counts from 8:30 AM: 50 minutes so far.');
  expect((await running()).map((a) => a.date)).toEqual(['2026-11-23T08:30:00.000-08:00']);
});

describe('"I switched to Greenleaf at two", said of the Greenleaf timer running since nine', () => {
  beforeEach(async () => {
    await talk.c.say('ask time tracker to start a timer for greenleaf yoga');
    talk.at('15:00');
  });

  test('asks before the hours before two come off (five hours went unasked); yes moves its start', async () => {
    expect((await talk.c.say('ask time tracker i switched to greenleaf yoga at two')).speech).toBe(
      'Your timer for Greenleaf Yoga Studio has been running since 9 AM. Should it count from 2 PM instead?',
    );
    expect((await running()).map((a) => [a.project.name, a.duration])).toEqual([['Greenleaf Yoga Studio', 6 * 3600]]);
    expect((await talk.c.say('yes')).speech).toBe('Your timer for Greenleaf Yoga Studio now counts from 2 PM: 1 hour so far.');
    expect((await running()).map((a) => [a.project.name, a.duration, a.date])).toEqual([['Greenleaf Yoga Studio', 3600, '2026-11-23T14:00:00.000-08:00']]);
  });

  test('no keeps its start', async () => {
    await talk.c.say('ask time tracker i started on greenleaf yoga at two');
    expect((await talk.c.say('no')).speech).toBe('OK, your timer for Greenleaf Yoga Studio keeps counting from when it started.');
    expect((await running()).map((a) => [a.duration, a.date])).toEqual([[6 * 3600, '2026-11-23T09:00:00.000-08:00']]);
  });

  test('"I actually started at two", which names no project, moves it as said; so does a later start named just after the skill started it', async () => {
    expect((await talk.c.say('ask time tracker i actually started at two')).speech).toBe('Your timer for Greenleaf Yoga Studio now counts from 2 PM: 1 hour so far.');
    await talk.c.say('ask time tracker to stop my timer');
    await talk.c.say('ask time tracker to start a timer for apollo mobile');
    talk.at('15:30');
    expect((await talk.c.say('ask time tracker i started on apollo mobile at three fifteen')).speech).toBe('Your timer for Apollo Mobile App now counts from 3:15 PM: 15 minutes so far.');
  });
});

describe('"I started on Greenleaf yesterday at five", a day said with the start (it started from five today, or said it was not five yet)', () => {
  test('the day before, within a day, is asked about; yes starts from then, no offers now', async () => {
    talk.at('15:00');
    const asked = await talk.c.say('ask time tracker i started on greenleaf yoga yesterday at five pm');
    expect(asked.speech).toBe('Should I start your timer for Greenleaf Yoga Studio from 5 PM yesterday, 22 hours ago?');
    expect(await running()).toEqual([]);
    expect((await talk.c.say('no')).speech).toBe("OK, I didn't start one. Shall I start a timer for Greenleaf Yoga Studio now?");
    expect(await running()).toEqual([]);
    await talk.c.say('no');
    // "Last night at eleven", said at 1:30 am: "eleven" is 11 PM.
    clock.set('2026-11-24T09:30:00.000Z');
    await talk.c.say('ask time tracker i started on greenleaf yoga last night at eleven');
    expect((await talk.c.say('yes')).speech).toBe('Started a timer for Greenleaf Yoga Studio from 11 PM yesterday. It has been running for 2 hours and 30 minutes.');
    expect((await running()).map((a) => [a.project.name, a.date])).toEqual([['Greenleaf Yoga Studio', '2026-11-23T23:00:00.000-08:00']]);
  });

  test('today said is left out of the name; a day further back starts nothing', async () => {
    talk.at('15:00');
    expect((await talk.c.say('ask time tracker i started on greenleaf yoga today at one')).speech).toBe(
      'Started a timer for Greenleaf Yoga Studio from 1 PM. It has been running for 2 hours.',
    );
    await talk.c.say('ask time tracker to stop my timer');
    expect((await talk.c.say('ask time tracker i started on apollo mobile on friday at nine')).speech).toMatch(/^That's more than a day ago, so I can't start a timer from then\./);
    // A morning said is the morning's time: 9 AM yesterday, 30 hours back (it asked about 9 PM yesterday).
    expect((await talk.c.say('ask time tracker i started on apollo mobile yesterday morning at nine')).speech).toMatch(/^That's more than a day ago/);
    expect(await running()).toEqual([]);
    // Today's weekday is today ("on Monday at one", said on a Monday, was more than a day ago).
    talk.at('16:00');
    expect((await talk.c.say('ask time tracker i started on apollo mobile on monday at three thirty')).speech).toBe(
      'Started a timer for Apollo Mobile App from 3:30 PM. It has been running for 30 minutes.',
    );
  });
});

describe('a timer started from one ("I started on Greenleaf at one"), stopped "at three" at 3:40', () => {
  beforeEach(async () => {
    talk.at('15:30');
    await talk.c.say('ask time tracker i started on greenleaf yoga at one');
    talk.at('15:40');
    expect((await talk.c.say('ask time tracker to stop my timer at three')).speech).toBe('Stopped your timer for Greenleaf Yoga Studio at 3 PM, after 2 hours.');
  });

  test('"no, I meant half past three" ends it then: two and a half hours from one (it took ten minutes off the two hours)', async () => {
    expect((await talk.c.say('no, I meant half past three')).speech).toBe(
      'Done: your Greenleaf Yoga Studio entry now ends at 3:30 PM, 2 hours and 30 minutes in all. Say, undo that, if you need it back.',
    );
    expect((await mine()).map((a) => [a.duration, a.date])).toEqual([[2.5 * 3600, '2026-11-23T13:00:00.000-08:00']]);
    expect((await talk.c.say('no, I meant half past two')).speech).toMatch(/now ends at 2:30 PM, 1 hour and 30 minutes in all/);
  });

  test('"I finished at three thirty" asks, naming the end it reports (it named the real stop, 3:40, and offered 1 hour and 50 minutes)', async () => {
    expect((await talk.c.say('ask time tracker i finished at three thirty')).speech).toBe(
      'Your timer for Greenleaf Yoga Studio was stopped at 3 PM, after 2 hours. Should it end at 3:30 PM instead, for 2 hours and 30 minutes in all?',
    );
    await talk.c.say('yes');
    expect((await mine()).map((a) => a.duration)).toEqual([2.5 * 3600]);
  });
});

describe('a timer started "at eight", stopped "at nine" at 10:20, and resumed at 10:25', () => {
  beforeEach(async () => {
    talk.at('10:20');
    await talk.c.say('ask time tracker i started on greenleaf yoga at eight');
    expect((await talk.c.say('ask time tracker i stopped at nine')).speech).toBe('Stopped your timer for Greenleaf Yoga Studio at 9 AM, after 1 hour.');
    talk.at('10:25');
    await talk.c.say('ask time tracker to resume my timer');
    talk.at('10:30');
  });

  test('"I started at ten" is when the stretch since the break began: the hour from eight to nine is kept (it was lost)', async () => {
    expect((await talk.c.say('ask time tracker i started at ten')).speech).toBe('Your timer for Greenleaf Yoga Studio now counts from 10 AM since its break: 1 hour and 30 minutes in all.');
    expect((await running()).map((a) => [a.duration, a.date])).toEqual([[90 * 60, '2026-11-23T08:00:00.000-08:00']]);
    // A time within the work before the break moves nothing.
    expect((await talk.c.say('ask time tracker i started at eight thirty')).speech).toBe(
      'Your timer for Greenleaf Yoga Studio was stopped and resumed, and 8:30 AM falls in its work before the break, so I left it as it was.',
    );
    expect((await running()).map((a) => a.duration)).toEqual([90 * 60]);
  });

  test('"I stopped at ten" keeps the hour from eight to nine (it booked 40 minutes)', async () => {
    expect((await talk.c.say('ask time tracker i stopped at ten')).speech).toBe('Stopped your timer for Greenleaf Yoga Studio at 10 AM, after 1 hour.');
    expect((await mine()).map((a) => [a.duration, a.date])).toEqual([[3600, '2026-11-23T08:00:00.000-08:00']]);
  });
});

test('a backdated switch moved later ("I switched to Greenfield at nine", then "at nine thirty") gives the timer it stopped the time up to the new start (nine to nine thirty was on no project); undo puts both back', async () => {
  talk.at('10:20');
  await talk.c.say('ask time tracker i started on greenleaf yoga at eight');
  await talk.c.say('ask time tracker i switched to greenfield at nine');
  expect((await talk.c.say('ask time tracker i switched to greenfield at nine thirty')).speech).toBe(
    'Your timer for Greenfield Farms Logo now counts from 9:30 AM: 50 minutes so far. Your Greenleaf Yoga Studio entry now runs until 9:30 AM.',
  );
  const booked = async () => (await mine()).map((a) => [a.project.name, a.duration, a.date]).sort();
  expect(await booked()).toEqual([
    ['Greenfield Farms Logo', 50 * 60, '2026-11-23T09:30:00.000-08:00'],
    ['Greenleaf Yoga Studio', 90 * 60, '2026-11-23T08:00:00.000-08:00'],
  ]);
  await talk.c.say('ask time tracker to undo that');
  expect(await booked()).toEqual([
    ['Greenfield Farms Logo', 80 * 60, '2026-11-23T09:00:00.000-08:00'],
    ['Greenleaf Yoga Studio', 60 * 60, '2026-11-23T08:00:00.000-08:00'],
  ]);
});

test.each(['switch to internal admin in ten minutes', 'switch to internal admin after lunch', 'start a timer for internal admin in an hour'])(
  '"%s": no timer starts ahead of time, and the one running runs on (it switched now, described "in ten minutes")',
  async (said) => {
    talk.at('09:00');
    await talk.c.say('ask time tracker to start a timer for greenleaf yoga');
    talk.at('11:00');
    expect((await talk.c.say(`ask time tracker to ${said}`)).speech).toBe("I can't start a timer ahead of time, so nothing changed. When you start on internal admin, say, switch to internal admin.");
    expect((await running()).map((a) => [a.project.name, a.duration])).toEqual([['Greenleaf Yoga Studio', 7200]]);
  },
);

test('"no, I meant to stop it at ten", just after a stop at eleven, ends the entry at ten, as "no wait, I meant stop at ten" does (it looked for a project called "to stop it at 10"); of a timer running, it stops it then', async () => {
  clock.set('2026-11-23T17:00:00.000Z'); // 9 am
  await talk.c.say('open time tracker');
  await talk.c.say('start a timer for greenleaf yoga');
  clock.set('2026-11-23T19:00:00.000Z'); // 11 am
  await talk.c.say('stop my timer');
  expect((await talk.c.say('no i meant to stop it at ten')).speech).toBe('Done: your Greenleaf Yoga Studio entry now ends at 10 AM, 1 hour in all. Say, undo that, if you need it back.');
  expect((await mine()).map((a) => a.duration)).toEqual([3600]);
  await talk.c.say('start a timer for internal admin');
  clock.set('2026-11-23T21:00:00.000Z'); // 1 pm
  expect((await talk.c.say('no i meant to stop it at twelve')).speech).toBe('Stopped your timer for Internal Admin at 12 PM, after 1 hour.');
});

test('"I forgot to stop my timer", no time said: when it finished is asked, and "twelve thirty" stops it then (it was not understood)', async () => {
  clock.set('2026-11-23T17:00:00.000Z'); // 9 am
  await talk.c.say('open time tracker');
  await talk.c.say('start a timer for greenleaf yoga');
  clock.set('2026-11-23T23:00:00.000Z'); // 3 pm
  expect((await talk.c.say('i forgot to stop my timer')).speech).toBe('When did you finish? For example, at five thirty, or, twenty minutes ago.');
  expect((await talk.c.say('twelve thirty')).speech).toBe('Stopped your timer for Greenleaf Yoga Studio at 12:30 PM, after 3 hours and 30 minutes.');
  expect((await mine()).map((a) => a.duration)).toEqual([3.5 * 3600]);
});

test('"change it to nine to eleven" after a log, "it started at three thirty" after a stop: the entry changed as "it was nine to eleven" and "I started at nine thirty" change it (they were not understood)', async () => {
  clock.set('2026-11-23T23:00:00.000Z'); // 3 pm
  await talk.c.say('open time tracker');
  await talk.c.say('log two hours on internal admin');
  expect((await talk.c.say('change it to nine to eleven')).speech).toBe('Changed your Internal Admin entry to 2 hours, today, from 9 AM to 11 AM.');
  await talk.c.say('start a timer for greenleaf yoga');
  clock.set('2026-11-24T01:00:00.000Z'); // 5 pm
  await talk.c.say('stop my timer');
  expect((await talk.c.say('it started at three thirty')).speech).toBe('Your Greenleaf Yoga Studio entry now starts at 3:30 PM: 1 hour and 30 minutes.');
  expect((await mine()).map((a) => [a.project.name, a.date.slice(11, 16), a.duration]).sort()).toEqual([
    ['Greenleaf Yoga Studio', '15:30', 5400],
    ['Internal Admin', '09:00', 7200],
  ]);
});

describe('"stop it at six yesterday", to "When did you finish?" about a timer left running since 5 pm yesterday', () => {
  beforeEach(async () => {
    await talk.startAt('2026-11-23T01:00:00.000Z'); // 5 pm, Sunday 22 November
    await talk.c.say('ask time tracker to start a timer for greenleaf yoga');
    talk.at('09:00');
    expect((await talk.c.say('open time tracker')).speech).toBe('Your timer for Greenleaf Yoga Studio has been running since 5 PM yesterday. When did you finish?');
  });

  test.each(['stop it at six yesterday', 'stop greenleaf at six last night'])('"%s" answers it: stopped at 6 PM yesterday (it said no timer ran for "it at six yesterday", and the timer ran on)', async (said) => {
    expect((await talk.c.say(said)).speech).toBe('Stopped your timer for Greenleaf Yoga Studio at 6 PM yesterday, after 1 hour.');
    expect((await mine()).map((a) => [a.status, a.duration])).toEqual([['complete', 3600]]);
  });

  test('another project named with the time is no answer about this timer: nothing stops', async () => {
    await talk.c.say('stop apollo mobile app at six yesterday');
    expect((await running()).map((a) => a.project.name)).toEqual(['Greenleaf Yoga Studio']);
  });
});

describe('a time said without its half of the day, in the evening, of a timer started that morning', () => {
  test.each([
    ['stop my timer at nine', '2026-11-24T05:05:00.000Z', 'Stopped your timer for Greenleaf Yoga Studio at 9 PM, after 13 hours.', 13 * 3600],
    ['i finished at eight forty five', '2026-11-24T05:00:00.000Z', 'Stopped your timer for Greenleaf Yoga Studio at 8:45 PM, after 12 hours and 45 minutes.', 12.75 * 3600],
  ])('"%s" is the evening just gone (it was the morning, and the day\'s twelve hours dropped)', async (said, at, reply, seconds) => {
    talk.at('08:00');
    await talk.c.say('ask time tracker to start a timer for greenleaf yoga');
    clock.set(at);
    expect((await talk.c.say(`ask time tracker ${said}`)).speech).toBe(reply);
    expect((await mine()).map((a) => [a.status, a.duration])).toEqual([['complete', seconds]]);
  });

  test('said the same morning, it is the morning', async () => {
    talk.at('08:00');
    await talk.c.say('ask time tracker to start a timer for greenleaf yoga');
    talk.at('11:00');
    expect((await talk.c.say('ask time tracker stop my timer at nine')).speech).toBe('Stopped your timer for Greenleaf Yoga Studio at 9 AM, after 1 hour.');
  });
});
