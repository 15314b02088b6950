// "I started on Apollo thirty minutes ago" while a timer begun since then runs (Greenleaf's, started ten minutes
// ago): both would count those ten minutes. The skill asks whether to throw the later timer away; nothing is
// booked twice (it stopped Greenleaf now, 10 minutes, and backdated Apollo over them: 40 minutes for 30).
import { conversationPerTest } from '../support/fresh-conversation';

const talk = conversationPerTest();
const { clock, mine } = talk;
const question =
  'Your timer for Greenleaf Yoga Studio only started at 8:50 AM, after 8:30 AM. Should I throw it away, and start Apollo Mobile App from 8:30 AM instead?';

const greenleafTenMinutesAgo = async () => {
  clock.set('2026-11-23T16:50:00.000Z'); // 8:50 am
  await talk.c.say('open time tracker');
  await talk.c.say('start a timer for greenleaf yoga');
  clock.set('2026-11-23T17:00:00.000Z');
};
const booked = async () => (await mine()).map((a) => [a.project.name, a.status, a.duration]).sort();

test('asks first, changing nothing; a yes throws the later timer away and starts the one said from then; undo brings it back', async () => {
  await greenleafTenMinutesAgo();
  expect((await talk.c.say('i started on apollo mobile thirty minutes ago')).speech).toBe(question);
  expect(await booked()).toEqual([['Greenleaf Yoga Studio', 'pending', 600]]);
  expect((await talk.c.say('yes')).speech).toBe('Started a timer for Apollo Mobile App from 8:30 AM. It has been running for 30 minutes. I threw away your timer for Greenleaf Yoga Studio.');
  expect(await booked()).toEqual([['Apollo Mobile App', 'pending', 1800]]);
  expect((await talk.c.say('undo that')).speech).toBe('Undone: I removed the timer for Apollo Mobile App, and your timer for Greenleaf Yoga Studio is running again.');
  expect(await booked()).toEqual([['Greenleaf Yoga Studio', 'pending', 600]]);
});

test('a no changes nothing, and says how to start the other now', async () => {
  await greenleafTenMinutesAgo();
  expect((await talk.c.say('start a timer for apollo mobile from eight thirty')).speech).toBe(question);
  expect((await talk.c.say('no')).speech).toBe(
    "OK, I didn't change anything: your timer for Greenleaf Yoga Studio is still running. To start Apollo Mobile App now, say, start a timer for Apollo Mobile App.",
  );
  expect(await booked()).toEqual([['Greenleaf Yoga Studio', 'pending', 600]]);
});

test('a timer begun before the time said is stopped then, with no question', async () => {
  clock.set('2026-11-23T16:20:00.000Z'); // 8:20 am
  await talk.c.say('ask time tracker to start a timer for greenleaf yoga');
  clock.set('2026-11-23T17:00:00.000Z');
  expect((await talk.c.say('ask time tracker i started on apollo mobile thirty minutes ago')).speech).toBe(
    'Stopped your timer for Greenleaf Yoga Studio after 10 minutes, and started one for Apollo Mobile App from 8:30 AM, running for 30 minutes.',
  );
  expect(await booked()).toEqual([['Apollo Mobile App', 'pending', 1800], ['Greenleaf Yoga Studio', 'complete', 600]]);
});

test('a start that fails after the yes throws nothing away: the later timer still runs', async () => {
  await greenleafTenMinutesAgo();
  expect((await talk.c.say('i started on apollo mobile thirty minutes ago')).speech).toBe(question);
  talk.c.svc.service.faults.set({ errorRate: 1, method: 'POST', path: /\/activities$/ });
  try {
    expect((await talk.c.say('yes')).speech).toMatch(/couldn't reach your time tracker/);
  } finally {
    talk.c.svc.service.faults.set(null);
  }
  expect(await booked()).toEqual([['Greenleaf Yoga Studio', 'pending', 600]]);
});

test("a resumed timer, with work from before the time said, is not offered to be thrown away: that work is not lost", async () => {
  clock.set('2026-11-23T15:00:00.000Z'); // 7 am
  await talk.c.say('ask time tracker to start a timer for greenleaf yoga');
  clock.set('2026-11-23T15:20:00.000Z');
  await talk.c.say('ask time tracker to stop my timer');
  clock.set('2026-11-23T16:55:00.000Z');
  await talk.c.say('ask time tracker to resume my timer');
  clock.set('2026-11-23T17:00:00.000Z');
  const reply = await talk.c.say('ask time tracker i started on apollo mobile thirty minutes ago');
  expect(reply.speech).not.toMatch(/throw it away/);
  const greenleaf = (await mine()).filter((a) => a.project.name === 'Greenleaf Yoga Studio');
  expect(greenleaf).toHaveLength(1);
  expect(greenleaf[0].duration).toBeGreaterThanOrEqual(20 * 60);
});

test('the running timer said to have started before the end of the one its start stopped: that one is offered to end then, and undo puts both back (the time between was booked twice)', async () => {
  clock.set('2026-11-23T15:00:00.000Z'); // 7 am
  await talk.c.say('ask time tracker to start a timer for apollo mobile');
  clock.set('2026-11-23T16:00:00.000Z'); // 8 am: Apollo stopped after an hour, Greenleaf started
  await talk.c.say('open time tracker');
  await talk.c.say('start a timer for greenleaf yoga');
  clock.set('2026-11-23T17:00:00.000Z');
  expect((await talk.c.say('i actually started at seven thirty')).speech).toBe(
    'Your Apollo Mobile App entry runs until 8 AM. Should it end at 7:30 AM, and Greenleaf Yoga Studio start then?',
  );
  expect(await booked()).toEqual([['Apollo Mobile App', 'complete', 3600], ['Greenleaf Yoga Studio', 'pending', 3600]]);
  expect((await talk.c.say('yes')).speech).toBe('Your timer for Greenleaf Yoga Studio now counts from 7:30 AM: 1 hour and 30 minutes so far.');
  expect(await booked()).toEqual([['Apollo Mobile App', 'complete', 1800], ['Greenleaf Yoga Studio', 'pending', 5400]]);
  expect((await talk.c.say('undo that')).speech).toBe('Undone: your Apollo Mobile App and Greenleaf Yoga Studio entries are as they were.');
  expect(await booked()).toEqual([['Apollo Mobile App', 'complete', 3600], ['Greenleaf Yoga Studio', 'pending', 3600]]);
});


test('a new timer from a time before an entry stopped since would book that entry\'s time twice: nothing starts, and the reply says why', async () => {
  clock.set('2026-11-23T20:00:00.000Z'); // noon
  await talk.c.say('ask time tracker to start a timer for greenleaf yoga');
  clock.set('2026-11-23T20:30:00.000Z');
  await talk.c.say('ask time tracker to stop my timer');
  clock.set('2026-11-23T20:35:00.000Z');
  expect((await talk.c.say('ask time tracker i started on apollo mobile at eleven')).speech).toBe(
    "Your Greenleaf Yoga Studio entry runs until 12:30 PM, so I didn't start Apollo Mobile App from 11 AM: that time would be booked twice. To start it now, say, start a timer for Apollo Mobile App.",
  );
  expect(await booked()).toEqual([['Greenleaf Yoga Studio', 'complete', 1800]]);
  // From after its end, it starts.
  expect((await talk.c.say('ask time tracker i started on apollo mobile two minutes ago')).speech).toBe(
    'Started a timer for Apollo Mobile App from 12:33 PM. It has been running for 2 minutes.',
  );
});

describe('"I started on Apollo twenty minutes ago", just after the Greenleaf timer was stopped', () => {
  const stoppedGreenleaf = async () => {
    clock.set('2026-11-23T20:00:00.000Z'); // noon
    await talk.c.say('open time tracker');
    await talk.c.say('start a timer for greenleaf yoga');
    clock.set('2026-11-23T20:30:00.000Z');
    await talk.c.say('stop my timer');
  };
  const question = 'Your Greenleaf Yoga Studio entry runs until 12:30 PM. Should it end at 12:10 PM, and Apollo Mobile App start then?';

  test('asks whether the Greenleaf entry should end then; a yes cuts it and starts Apollo from then, and undo puts both back', async () => {
    await stoppedGreenleaf();
    expect((await talk.c.say('i started on apollo mobile twenty minutes ago')).speech).toBe(question);
    expect(await booked()).toEqual([['Greenleaf Yoga Studio', 'complete', 1800]]);
    expect((await talk.c.say('yes')).speech).toBe('Started a timer for Apollo Mobile App from 12:10 PM. It has been running for 20 minutes.');
    expect(await booked()).toEqual([['Apollo Mobile App', 'pending', 1200], ['Greenleaf Yoga Studio', 'complete', 600]]);
    expect((await talk.c.say('undo that')).speech).toBe('Undone: I removed the timer for Apollo Mobile App, and your Greenleaf Yoga Studio entry has its time back.');
    expect(await booked()).toEqual([['Greenleaf Yoga Studio', 'complete', 1800]]);
  });

  test('a no changes nothing; a start that fails after the yes gives the entry its time back', async () => {
    await stoppedGreenleaf();
    await talk.c.say('i started on apollo mobile twenty minutes ago');
    expect((await talk.c.say('no')).speech).toBe("OK, I didn't change anything. To start Apollo Mobile App now, say, start a timer for Apollo Mobile App.");
    expect(await booked()).toEqual([['Greenleaf Yoga Studio', 'complete', 1800]]);
    await talk.c.say('i started on apollo mobile twenty minutes ago');
    talk.c.svc.service.faults.set({ errorRate: 1, method: 'POST', path: /\/activities$/ });
    try {
      expect((await talk.c.say('yes')).speech).toMatch(/couldn't reach your time tracker/);
    } finally {
      talk.c.svc.service.faults.set(null);
    }
    expect(await booked()).toEqual([['Greenleaf Yoga Studio', 'complete', 1800]]);
  });
});

test('a log is no tracked time: two hours logged at 9, then "I started on Greenleaf at ten" at noon, starts the timer (it was refused, or a yes cut the log)', async () => {
  clock.set('2026-11-23T17:00:00.000Z'); // 9 am
  await talk.c.say('ask time tracker to log two hours on internal admin');
  clock.set('2026-11-23T20:00:00.000Z'); // noon
  expect((await talk.c.say('ask time tracker i started on greenleaf yoga at ten')).speech).toBe('Started a timer for Greenleaf Yoga Studio from 10 AM. It has been running for 2 hours.');
  expect(await booked()).toEqual([['Greenleaf Yoga Studio', 'pending', 7200], ['Internal Admin', 'complete', 7200]]);
});

test('a paused and resumed entry is never offered to be cut: its stretches are what would be booked twice', async () => {
  const { at } = talk;
  at('08:00');
  await talk.c.say('ask time tracker to start a timer for greenleaf yoga');
  at('09:00');
  await talk.c.say('ask time tracker to stop my timer');
  at('10:00');
  await talk.c.say('ask time tracker to resume my timer');
  at('10:30');
  await talk.c.say('ask time tracker to stop my timer');
  at('10:45');
  expect((await talk.c.say('ask time tracker i started on apollo mobile at nine forty five')).speech).toBe(
    "Your Greenleaf Yoga Studio entry runs until 10:30 AM, so I didn't start Apollo Mobile App from 9:45 AM: that time would be booked twice. To start it now, say, start a timer for Apollo Mobile App.",
  );
});

test('a switch to before the timer running began, over the entry before it: both questions answered yes throw the one away and cut the other (each yes asked the other question again, for ever)', async () => {
  talk.at('10:20');
  await talk.c.say('ask time tracker i started on greenleaf yoga at eight');
  await talk.c.say('ask time tracker i switched to greenfield at nine');
  expect((await talk.c.say('ask time tracker i switched to apollo mobile at eight thirty')).speech).toBe(
    'Your timer for Greenfield Farms Logo only started at 9 AM, after 8:30 AM. Should I throw it away, and start Apollo Mobile App from 8:30 AM instead?',
  );
  expect((await talk.c.say('yes')).speech).toBe('Your Greenleaf Yoga Studio entry runs until 9 AM. Should it end at 8:30 AM, and Apollo Mobile App start then?');
  expect((await talk.c.say('yes')).speech).toBe(
    'Started a timer for Apollo Mobile App from 8:30 AM. It has been running for 1 hour and 50 minutes. I threw away your timer for Greenfield Farms Logo.',
  );
  expect(await booked()).toEqual([
    ['Apollo Mobile App', 'pending', 110 * 60],
    ['Greenleaf Yoga Studio', 'complete', 30 * 60],
  ]);
});

describe('"Actually I switched at nine thirty", "I switched twenty minutes ago", no project said, after "switch to Apollo" at ten', () => {
  const switched = async () => {
    clock.set('2026-11-23T17:00:00.000Z'); // 9 am
    await talk.c.say('ask time tracker to start a timer for greenleaf yoga');
    clock.set('2026-11-23T18:00:00.000Z'); // 10 am
    await talk.c.say('ask time tracker to switch to apollo mobile app');
  };

  test('earlier: whether Greenleaf should end then is asked, and a yes moves the switch there (it was not understood)', async () => {
    await switched();
    clock.set('2026-11-23T18:05:00.000Z');
    expect((await talk.c.say('ask time tracker actually i switched at nine thirty')).speech).toBe(
      'Your Greenleaf Yoga Studio entry runs until 10 AM. Should it end at 9:30 AM, and Apollo Mobile App start then?',
    );
    expect((await talk.c.say('yes')).speech).toBe('Your timer for Apollo Mobile App now counts from 9:30 AM: 35 minutes so far.');
    expect(await booked()).toEqual([['Apollo Mobile App', 'pending', 35 * 60], ['Greenleaf Yoga Studio', 'complete', 1800]]);
  });

  test('later: Greenleaf runs until then, and Apollo counts from then', async () => {
    await switched();
    clock.set('2026-11-23T18:35:00.000Z');
    expect((await talk.c.say('ask time tracker i switched twenty minutes ago')).speech).toBe(
      'Your timer for Apollo Mobile App now counts from 10:15 AM: 20 minutes so far. Your Greenleaf Yoga Studio entry now runs until 10:15 AM.',
    );
    expect(await booked()).toEqual([['Apollo Mobile App', 'pending', 1200], ['Greenleaf Yoga Studio', 'complete', 75 * 60]]);
  });
});

describe('time logged by its clock times is booked then, as a timer\'s is (a start over it counted those minutes twice, unasked)', () => {
  test('"I started on Internal Admin at ten forty", after "log 9 to 11 on Greenleaf": asked; a yes ends the log then, and undo puts both back', async () => {
    talk.at('11:00');
    await talk.c.say('ask time tracker to log 9 to 11 on greenleaf yoga');
    expect((await talk.c.say('ask time tracker i started on internal admin at ten forty')).speech).toBe(
      'Your Greenleaf Yoga Studio entry runs until 11 AM. Should it end at 10:40 AM, and Internal Admin start then?',
    );
    expect(await booked()).toEqual([['Greenleaf Yoga Studio', 'complete', 7200]]);
    expect((await talk.c.say('yes')).speech).toBe('Started a timer for Internal Admin from 10:40 AM. It has been running for 20 minutes.');
    expect(await booked()).toEqual([['Greenleaf Yoga Studio', 'complete', 6000], ['Internal Admin', 'pending', 1200]]);
    expect((await talk.c.say('undo that')).speech).toBe('Undone: I removed the timer for Internal Admin, and your Greenleaf Yoga Studio entry has its time back.');
    expect(await booked()).toEqual([['Greenleaf Yoga Studio', 'complete', 7200]]);
  });

  test('"I actually started at eight thirty", of a timer started after "log 8 to 9 on Greenleaf": the log is offered to end then', async () => {
    talk.at('09:00');
    await talk.c.say('ask time tracker to log 8 to 9 on greenleaf yoga');
    await talk.c.say('ask time tracker to start a timer for internal admin');
    talk.at('09:10');
    expect((await talk.c.say('ask time tracker i actually started at eight thirty')).speech).toBe(
      'Your Greenleaf Yoga Studio entry runs until 9 AM. Should it end at 8:30 AM, and Internal Admin start then?',
    );
  });

  test('time logged by its length alone is no time of day: a start from before it is not asked about', async () => {
    talk.at('11:00');
    await talk.c.say('ask time tracker to log 2 hours on greenleaf yoga');
    expect((await talk.c.say('ask time tracker i started on internal admin at ten forty')).speech).toBe('Started a timer for Internal Admin from 10:40 AM. It has been running for 20 minutes.');
  });
});
