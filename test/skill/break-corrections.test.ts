// Breaks told with their time ("a thirty minute lunch break at noon"), breaks corrected ("make that a forty five
// minute break") and breaks off two timers at once ("both"): what comes off the timers, and what is left as it was.
import { startTimerOnWeb } from '../support/conversation';
import { conversationPerTest } from '../support/fresh-conversation';

const talk = conversationPerTest();
const say = (text: string) => talk.c.say(text);
const running = async () => (await talk.running()).map((a) => [a.project.name, a.duration]);

/** Greenleaf's timer started at `from` ("09:00"), the clock then at `now`, in an open session. */
async function greenleafFrom(from: string, now: string) {
  talk.at(from);
  await say('open time tracker');
  await say('start a timer for greenleaf yoga');
  talk.at(now);
}

describe('"make that a forty five minute break"', () => {
  test('just after a break was taken, the break was that long: the timer counts the difference less, and undo gives back all of it', async () => {
    await greenleafFrom('09:00', '11:00');
    await say('i took a thirty minute break');
    expect((await say('make that a forty five minute break')).speech).toBe(
      'OK, a break of 45 minutes: your timer for Greenleaf Yoga Studio now counts 1 hour and 15 minutes, and keeps running.',
    );
    expect(await running()).toEqual([['Greenleaf Yoga Studio', 4500]]);
    expect((await say('undo')).speech).toMatch(/^Undone: /);
    expect(await running()).toEqual([['Greenleaf Yoga Studio', 7200]]);
  });

  test.each(['no, the break was an hour', 'actually it was a one hour break', 'change my break to an hour', 'lunch was an hour', 'my lunch break was an hour'])('"%s" corrects it the same way', async (said) => {
    await greenleafFrom('09:00', '12:00');
    await say('i took a thirty minute break');
    expect((await say(said)).speech).toBe('OK, a break of 1 hour: your timer for Greenleaf Yoga Studio now counts 2 hours, and keeps running.');
    expect(await running()).toEqual([['Greenleaf Yoga Studio', 7200]]);
  });

  test('with no break just taken, nothing comes off, and the person hears how to take one (it was not understood)', async () => {
    await greenleafFrom('09:00', '11:00');
    expect((await say('make that a forty five minute break')).speech).toBe(
      "I don't see a break I just took off. To take one off your timer, say, for example, I took a thirty minute break.",
    );
    expect(await running()).toEqual([['Greenleaf Yoga Studio', 7200]]);
  });

  test('said of the break, half the time or more is still a break (as a fresh break of that length is); all of it is left as it was', async () => {
    await greenleafFrom('09:00', '11:00');
    await say('i took a thirty minute break');
    expect((await say('my break was an hour')).speech).toBe('OK, a break of 1 hour: your timer for Greenleaf Yoga Studio now counts 1 hour, and keeps running.');
    expect(await running()).toEqual([['Greenleaf Yoga Studio', 3600]]);
    expect((await say('no the break was two hours')).speech).toBe(
      'A break of 2 hours would be all of your Greenleaf Yoga Studio time or more, so I left it as it was. To change the entry itself, say, for example, make that two hours.',
    );
    expect(await running()).toEqual([['Greenleaf Yoga Studio', 3600]]);
  });
});

describe('a break told with its time', () => {
  test('of a timer paused for it ("I\'m going to lunch", "I\'m back"), nothing comes off: the timer did not count it (an hour of work was lost)', async () => {
    await greenleafFrom('09:00', '12:00');
    await say("i'm going to lunch");
    talk.at('13:00');
    await say("i'm back");
    talk.at('15:00');
    expect((await say('i took lunch from twelve to one')).speech).toBe("Your Greenleaf Yoga Studio time wasn't counting during your break at 12 PM, so I left it as it was.");
    talk.at('15:01');
    await say('stop my timer');
    expect((await talk.mine()).map((a) => [a.status, a.duration])).toEqual([['complete', (5 * 60 + 1) * 60]]);
  });

  test('begun before the timer started ("from twelve to one", of a timer started at 12:30): the half hour it counted comes off (none did)', async () => {
    await greenleafFrom('12:30', '14:00');
    expect((await say('i took lunch from twelve to one')).speech).toBe(
      'Only 30 minutes of your 1 hour break was in your Greenleaf Yoga Studio time. Took 30 minutes off your timer for Greenleaf Yoga Studio. It now counts 1 hour, and keeps running.',
    );
    expect(await running()).toEqual([['Greenleaf Yoga Studio', 3600]]);
  });

  test('before the timer started ("at noon", of a timer started at one): nothing comes off it', async () => {
    await greenleafFrom('13:00', '14:00');
    expect((await say('i took a thirty minute lunch break at noon')).speech).toBe(
      'Your timer for Greenleaf Yoga Studio started at 1 PM, after your break at 12 PM, so I left its time as it was.',
    );
    expect(await running()).toEqual([['Greenleaf Yoga Studio', 3600]]);
  });

  test('after the timer was stopped ("at eleven fifteen", of one stopped at eleven): nothing comes off its entry', async () => {
    await greenleafFrom('09:00', '11:00');
    await say('stop my timer');
    talk.at('11:50');
    expect((await say('i took a thirty minute lunch break at eleven fifteen')).speech).toBe(
      'Your Greenleaf Yoga Studio entry ended at 11 AM, before your break at 11:15 AM, so I left its time as it was.',
    );
    expect((await talk.mine()).map((a) => [a.status, a.duration])).toEqual([['complete', 7200]]);
  });

  test('of two timers, the one running then: it comes off that one; with neither running then, nothing comes off', async () => {
    await greenleafFrom('11:00', '12:40');
    await startTimerOnWeb(talk.c, 'Apollo Mobile App');
    talk.at('14:00');
    expect((await say('i took a thirty minute lunch break at noon')).speech).toBe(
      'Took 30 minutes off your timer for Greenleaf Yoga Studio. It now counts 2 hours and 30 minutes, and keeps running.',
    );
    expect(await running()).toEqual([
      ['Apollo Mobile App', 4800],
      ['Greenleaf Yoga Studio', 3 * 3600 - 1800],
    ]);
    expect((await say('i took a fifteen minute break at eight')).speech).toBe('None of your timers was running at 8 AM, so I left your time as it was.');
  });

  test('still to come ("at noon", said at half past ten): nothing comes off, and the person hears why (it was read as midnight\'s)', async () => {
    await greenleafFrom('10:00', '10:30');
    expect((await say('i took a thirty minute lunch break at noon')).speech).toBe("It isn't 12 PM yet, so I left your time as it was.");
    expect(await running()).toEqual([['Greenleaf Yoga Studio', 1800]]);
  });

  test('"I had lunch from twelve to one": the hour between comes off', async () => {
    await greenleafFrom('09:00', '14:00');
    expect((await say('i had lunch from twelve to one')).speech).toBe('Took 1 hour off your timer for Greenleaf Yoga Studio. It now counts 4 hours, and keeps running.');
    expect(await running()).toEqual([['Greenleaf Yoga Studio', 4 * 3600]]);
  });

  test('while the timer ran: it comes off, as a break told without its time does', async () => {
    await greenleafFrom('09:00', '13:00');
    expect((await say('i took a thirty minute lunch break at noon')).speech).toBe(
      'Took 30 minutes off your timer for Greenleaf Yoga Studio. It now counts 3 hours and 30 minutes, and keeps running.',
    );
    expect(await running()).toEqual([['Greenleaf Yoga Studio', 3 * 3600 + 1800]]);
  });
});

describe('a break off a project named', () => {
  test('"take half an hour off my greenleaf entry", Greenleaf stopped and another timer running: it comes off Greenleaf\'s entry of today, not the timer running', async () => {
    await greenleafFrom('09:00', '11:00');
    await say('switch to apollo mobile app');
    talk.at('13:00');
    expect((await say('take half an hour off my greenleaf entry')).speech).toBe('Took 30 minutes off your Greenleaf Yoga Studio entry for today. It now comes to 1 hour and 30 minutes.');
    expect((await talk.mine()).map((a) => [a.project.name, a.duration])).toEqual([
      ['Apollo Mobile App', 7200],
      ['Greenleaf Yoga Studio', 5400],
    ]);
  });

  test('"take forty five minutes off my greenleaf timer", its timer too short: nothing comes off, not even the morning\'s Greenleaf log (it was cut)', async () => {
    talk.at('11:40');
    await say('open time tracker');
    await say('log greenleaf from eight to eleven');
    await say('start a timer for greenleaf yoga');
    talk.at('12:00');
    expect((await say('take forty five minutes off my greenleaf timer')).speech).toBe(
      'Your Greenleaf Yoga Studio time only comes to 20 minutes, no more than a break of 45 minutes, so I left your time as it was.',
    );
    expect((await talk.mine()).map((a) => a.duration)).toEqual([3 * 3600, 1200]);
  });

  test.each([
    ['take half an hour off my greenfield entry', "You don't have a timer running for Greenfield Farms Logo, or an entry for today, so I left your time as it was."],
    ['i took a thirty minute break from harbor audit', "I couldn't find a project called harbor audit among your timers, so I left your time as it was."],
  ])('"%s", a project with no time today or none of theirs: nothing comes off the timer running (it did)', async (said, answer) => {
    await greenleafFrom('09:00', '11:00');
    expect((await say(said)).speech).toBe(answer);
    expect(await running()).toEqual([['Greenleaf Yoga Studio', 7200]]);
  });
});

describe('a break just after a timer was stopped, another running', () => {
  const entries = async () => (await talk.mine()).map((a) => [a.project.name, a.duration]);

  test('by a switch: it comes off the entry stopped, not the timer a minute old (it said "To remove it, say, delete that")', async () => {
    await greenleafFrom('09:00', '11:00');
    await say('start a timer for apollo mobile');
    talk.at('11:01');
    expect((await say('i took a thirty minute break')).speech).toBe('Took 30 minutes off your Greenleaf Yoga Studio entry for today. It now comes to 1 hour and 30 minutes.');
    expect(await entries()).toEqual([
      ['Apollo Mobile App', 60],
      ['Greenleaf Yoga Studio', 5400],
    ]);
  });

  test('by a stop, another timer running as long: which one is asked (it came off the one running)', async () => {
    await greenleafFrom('09:00', '09:00');
    await startTimerOnWeb(talk.c, 'Apollo Mobile App');
    talk.at('11:00');
    await say('stop greenleaf');
    talk.at('11:01');
    expect((await say('i took a thirty minute break')).speech).toBe('Which entry did you mean: 2 hours and 1 minute on Apollo Mobile App or 2 hours on Greenleaf Yoga Studio?');
    expect((await say('the greenleaf one')).speech).toMatch(/^Took 30 minutes off your Greenleaf Yoga Studio entry/);
  });

  test('told with its time, the entry the switch stopped, which ran then, has it (it was "started at 12:45 PM, after your break")', async () => {
    await greenleafFrom('09:00', '12:45');
    await say('start a timer for apollo mobile');
    talk.at('13:30');
    expect((await say('i took a break from twelve to twelve thirty')).speech).toBe('Took 30 minutes off your Greenleaf Yoga Studio entry for today. It now comes to 3 hours and 15 minutes.');
    expect(await entries()).toEqual([
      ['Apollo Mobile App', 2700],
      ['Greenleaf Yoga Studio', 3 * 3600 + 45 * 60 - 1800],
    ]);
  });
});

describe('a break just after time was logged, with no timer running', () => {
  test('whether it comes off that log is asked: yes takes it off, undo puts it back; no leaves it (it said no timer runs)', async () => {
    talk.at('11:00');
    await say('open time tracker');
    await say('log two hours on greenleaf');
    const question = 'Take 30 minutes off your Greenleaf Yoga Studio entry for today?';
    expect((await say('i took a thirty minute break')).speech).toBe(question);
    await say('no');
    expect((await talk.mine()).map((a) => a.duration)).toEqual([7200]);
    expect((await say('i took a thirty minute break')).speech).toBe(question);
    expect((await say('yes')).speech).toBe('Took 30 minutes off your Greenleaf Yoga Studio entry for today. It now comes to 1 hour and 30 minutes.');
    expect((await talk.mine()).map((a) => a.duration)).toEqual([5400]);
    await say('undo');
    expect((await talk.mine()).map((a) => a.duration)).toEqual([7200]);
  });
});

describe('"both", to which timer a break is for', () => {
  const counts = async () => Object.fromEntries(await running());

  test.each(['both', 'both of them', 'all of them'])('"%s": the break comes off each, no timer stops, and undo gives each its time back', async (answer) => {
    await greenleafFrom('09:00', '09:00');
    await startTimerOnWeb(talk.c, 'Greenfield Farms Logo');
    talk.at('11:00');
    expect((await say('i took a thirty minute break')).speech).toBe(
      'Which entry did you mean: 2 hours on Greenleaf Yoga Studio or 2 hours on Greenfield Farms Logo?',
    );
    expect((await say(answer)).speech).toBe('Took 30 minutes off your Greenleaf Yoga Studio and Greenfield Farms Logo time. Your timers keep running.');
    expect(await counts()).toEqual({ 'Greenleaf Yoga Studio': 5400, 'Greenfield Farms Logo': 5400 });
    talk.at('11:10');
    expect((await say('undo')).speech).toBe('Undone: your Greenleaf Yoga Studio and Greenfield Farms Logo entries are as they were.');
    // Both counted on through the ten minutes since.
    expect(await counts()).toEqual({ 'Greenleaf Yoga Studio': 7800, 'Greenfield Farms Logo': 7800 });
  });

  test.each(['no, the break was twenty minutes', 'actually it was twenty minutes'])('"%s", after "both": the break is corrected on each, and undo gives each its whole time back', async (correction) => {
    await greenleafFrom('09:00', '09:00');
    await startTimerOnWeb(talk.c, 'Greenfield Farms Logo');
    talk.at('11:00');
    await say('i took a thirty minute break');
    await say('both');
    expect((await say(correction)).speech).toBe('OK, a break of 20 minutes, off your Greenleaf Yoga Studio and Greenfield Farms Logo time each.');
    expect(await counts()).toEqual({ 'Greenleaf Yoga Studio': 6000, 'Greenfield Farms Logo': 6000 });
    expect((await say('undo')).speech).toMatch(/^Undone: /);
    expect(await counts()).toEqual({ 'Greenleaf Yoga Studio': 7200, 'Greenfield Farms Logo': 7200 });
  });

  test('"actually it was forty five minutes", after "both", more than one of them held: refused and said so, nothing changed (it made the last entry 45 minutes long)', async () => {
    await greenleafFrom('09:00', '10:20');
    await startTimerOnWeb(talk.c, 'Greenfield Farms Logo');
    talk.at('11:00');
    await say('i took a thirty minute break');
    await say('both');
    expect(await counts()).toEqual({ 'Greenleaf Yoga Studio': 5400, 'Greenfield Farms Logo': 600 });
    expect((await say('actually it was forty five minutes')).speech).toMatch(/^A break of 45 minutes would be all of your Greenfield Farms Logo time or more, so I left it as it was\./);
    expect(await counts()).toEqual({ 'Greenleaf Yoga Studio': 5400, 'Greenfield Farms Logo': 600 });
  });

  test('one the service will not change: the break comes off the other, the reply names the one left as it was, and undo puts back what changed', async () => {
    await greenleafFrom('09:00', '09:00');
    const greenfield = await startTimerOnWeb(talk.c, 'Greenfield Farms Logo');
    talk.at('11:00');
    await say('i took a thirty minute break');
    talk.c.svc.service.faults.set({ errorRate: 1, path: new RegExp(`/activities/${greenfield.id}/`) });
    const reply = await say('both');
    talk.c.svc.service.faults.set(null);
    expect(reply.speech).toBe("Took 30 minutes off your Greenleaf Yoga Studio time. I couldn't take it off your Greenfield Farms Logo time just now: it's as it was.");
    expect(await counts()).toEqual({ 'Greenleaf Yoga Studio': 5400, 'Greenfield Farms Logo': 7200 });
    expect((await say('undo')).speech).toMatch(/^Undone: /);
    expect(await counts()).toEqual({ 'Greenleaf Yoga Studio': 7200, 'Greenfield Farms Logo': 7200 });
  });

  describe('said again, after one the service would not change', () => {
    beforeEach(async () => {
      await greenleafFrom('09:00', '09:00');
      const greenfield = await startTimerOnWeb(talk.c, 'Greenfield Farms Logo');
      talk.at('11:00');
      await say('i took a thirty minute break');
      talk.c.svc.service.faults.set({ errorRate: 1, path: new RegExp(`/activities/${greenfield.id}/`) });
      await say('both');
      talk.c.svc.service.faults.set(null);
    });

    test('the break is asked about for the one left as it was, and a yes takes it off that one (asked of the other, "both" took it off the other twice)', async () => {
      expect((await say('i took a thirty minute break')).speech).toBe(
        'I just took 30 minutes off your Greenleaf Yoga Studio time, but not off your Greenfield Farms Logo time. Should I take it off your Greenfield Farms Logo time now?',
      );
      expect((await say('yes')).speech).toMatch(/^Took 30 minutes off your timer for Greenfield Farms Logo\./);
      expect(await counts()).toEqual({ 'Greenleaf Yoga Studio': 5400, 'Greenfield Farms Logo': 5400 });
    });

    test.each(['both', 'stop all my timers'])('"%s", to that question of one, is asked again: nothing more comes off', async (answer) => {
      await say('i took a thirty minute break');
      const reply = await say(answer);
      expect(reply.endsSession).toBe(false);
      expect(reply.speech).toMatch(/Should I take it off your Greenfield Farms Logo time now\?$/);
      expect(await counts()).toEqual({ 'Greenleaf Yoga Studio': 5400, 'Greenfield Farms Logo': 7200 });
    });
  });

  test('"neither": nothing comes off either (it offered the project list)', async () => {
    await greenleafFrom('09:00', '09:00');
    await startTimerOnWeb(talk.c, 'Greenfield Farms Logo');
    talk.at('11:00');
    await say('i took a thirty minute break');
    expect((await say('neither')).speech).toBe('OK, I left your time as it was.');
    expect(await counts()).toEqual({ 'Greenleaf Yoga Studio': 7200, 'Greenfield Farms Logo': 7200 });
  });

  test('a timer that counted less than the break is not asked about: it comes off the one that counted as long', async () => {
    await greenleafFrom('09:00', '10:30');
    await startTimerOnWeb(talk.c, 'Greenfield Farms Logo');
    talk.at('11:00');
    expect((await say('i took a forty five minute break')).speech).toBe(
      'Took 45 minutes off your timer for Greenleaf Yoga Studio. It now counts 1 hour and 15 minutes, and keeps running.',
    );
    expect(await counts()).toEqual({ 'Greenleaf Yoga Studio': 4500, 'Greenfield Farms Logo': 1800 });
  });

  test('"take forty five minutes off my apollo timer", of two Apollo timers, one shorter than the break: it comes off the other, asked nothing', async () => {
    talk.at('09:00');
    await say('open time tracker');
    await say('start a timer for apollo mobile app');
    talk.at('10:30');
    await startTimerOnWeb(talk.c, 'Apollo Website Redesign');
    talk.at('11:00');
    expect((await say('take forty five minutes off my apollo timer')).speech).toBe('Took 45 minutes off your timer for Apollo Mobile App. It now counts 1 hour and 15 minutes, and keeps running.');
    expect(await counts()).toEqual({ 'Apollo Mobile App': 4500, 'Apollo Website Redesign': 1800 });
  });

  test('"take half an hour off my greenleaf entry", the Greenleaf entry just stopped too short: it comes off the one of today that counted as long', async () => {
    await greenleafFrom('09:00', '10:00');
    await say('stop my timer');
    talk.at('10:30');
    await say('start a timer for greenleaf yoga');
    talk.at('10:50');
    await say('stop my timer');
    expect((await say('take half an hour off my greenleaf entry')).speech).toBe('Took 30 minutes off your Greenleaf Yoga Studio entry for today. It now comes to 30 minutes.');
    expect((await talk.mine()).map((a) => a.duration).sort()).toEqual([1200, 1800]);
  });
});

describe('lunch said with its time, in everyday words', () => {
  test('"I\'ve been at lunch since twelve" stops the timer at noon (it was heard as a project called Launch, and "the first one" started Website 2.0 Launch from noon)', async () => {
    await greenleafFrom('09:00', '12:45');
    expect((await say("i've been at lunch since twelve")).speech).toBe('Stopped your timer for Greenleaf Yoga Studio at 12 PM, after 3 hours.');
    expect((await talk.mine()).map((a) => [a.project.name, a.status, a.duration])).toEqual([['Greenleaf Yoga Studio', 'complete', 3 * 3600]]);
  });

  test('"I took an hour lunch at twelve" takes the hour off the timer, which keeps running (it was "Sorry, I didn\'t get that")', async () => {
    await greenleafFrom('09:00', '14:00');
    expect((await say('i took an hour lunch at twelve')).speech).toBe('Took 1 hour off your timer for Greenleaf Yoga Studio. It now counts 4 hours, and keeps running.');
    expect(await running()).toEqual([['Greenleaf Yoga Studio', 4 * 3600]]);
  });
});

test('a break with no time said, half an hour after a switch: it comes off the entry the switch stopped, the one long enough to have held it (it was refused as longer than the new timer)', async () => {
  await greenleafFrom('09:00', '13:00');
  await say('switch to apollo mobile app');
  talk.at('13:30');
  expect((await say('i took an hour for lunch')).speech).toBe('Took 1 hour off your Greenleaf Yoga Studio entry for today. It now comes to 3 hours.');
  expect((await talk.mine()).map((a) => [a.project.name, a.duration]).sort()).toEqual([
    ['Apollo Mobile App', 1800],
    ['Greenleaf Yoga Studio', 3 * 3600],
  ]);
});

describe('a break told with its time, only part of which the timer counted', () => {
  test('of two timers, one paused for the break: the other, which counted it, takes it (it asked which, and the paused one lost an hour)', async () => {
    await greenleafFrom('09:00', '09:00');
    await startTimerOnWeb(talk.c, 'Apollo Mobile App');
    talk.at('12:00');
    await say('stop the greenleaf timer');
    talk.at('13:00');
    await say('resume greenleaf');
    talk.at('14:00');
    expect((await say('i took an hour lunch at twelve')).speech).toMatch(/^Took 1 hour off your timer for Apollo Mobile App\./);
    expect((await running()).sort()).toEqual([
      ['Apollo Mobile App', 4 * 3600],
      ['Greenleaf Yoga Studio', 4 * 3600],
    ]);
  });

  test('said again, nothing more comes off; corrected, the part of the new length it counted comes off (it took the whole difference)', async () => {
    await greenleafFrom('12:30', '14:00');
    await say('i took an hour lunch at twelve');
    expect(await running()).toEqual([['Greenleaf Yoga Studio', 3600]]);
    talk.at('14:01');
    expect((await say('i took an hour lunch at twelve')).speech).toBe(
      'I just took the 30 minutes of that break your Greenleaf Yoga Studio time counted off it, so I left it as it is.',
    );
    expect(await running()).toEqual([['Greenleaf Yoga Studio', 3660]]);
    // Twelve to 12:45: the timer counted its last quarter hour.
    expect((await say('make that a forty five minute break')).speech).toBe(
      'OK, a break of 45 minutes: your timer for Greenleaf Yoga Studio now counts 1 hour and 16 minutes, and keeps running.',
    );
  });
});

test('a switch in the middle of a break told with its time: which entry is asked, "both" takes nothing off (each counted another part), and the one chosen loses only its part', async () => {
  await greenleafFrom('09:00', '11:45');
  await say('switch to apollo mobile app');
  talk.at('12:30');
  const question = 'Which entry did you mean: 45 minutes on Apollo Mobile App or 2 hours and 45 minutes on Greenleaf Yoga Studio?';
  expect((await say('i took a thirty minute break at eleven thirty')).speech).toBe(question);
  await say('both');
  const held = async () => (await talk.mine()).map((a) => [a.project.name, a.duration]).sort();
  expect(await held()).toEqual([
    ['Apollo Mobile App', 45 * 60],
    ['Greenleaf Yoga Studio', 2.75 * 3600],
  ]);
  await say('i took a thirty minute break at eleven thirty');
  expect((await say('greenleaf')).speech).toMatch(/^Only 15 minutes of your 30 minutes break was in your Greenleaf Yoga Studio time\./);
  expect(await held()).toEqual([
    ['Apollo Mobile App', 45 * 60],
    ['Greenleaf Yoga Studio', 2.5 * 3600],
  ]);
});

test('another break of the same length at another time is no repeat: its part comes off too', async () => {
  await greenleafFrom('09:30', '12:30');
  await say('i took a thirty minute break at nine fifteen');
  expect(await running()).toEqual([['Greenleaf Yoga Studio', 3 * 3600 - 15 * 60]]);
  talk.at('12:31');
  expect((await say('i took a thirty minute break at eleven')).speech).toMatch(/^Took 30 minutes off your timer for Greenleaf Yoga Studio\./);
  expect(await running()).toEqual([['Greenleaf Yoga Studio', 3 * 3600 + 60 - 45 * 60]]);
});

describe('a break told without its time, of a timer paused today ("I\'m going to lunch", "I\'m back")', () => {
  test('the pause may have been that break, which the timer did not count: asked, and a no leaves it (an hour of work came off)', async () => {
    await greenleafFrom('09:00', '12:00');
    await say("i'm going to lunch");
    talk.at('13:00');
    await say("i'm back");
    talk.at('14:00');
    expect((await say('i took an hour lunch')).speech).toBe('Your Greenleaf Yoga Studio time was paused from 12 PM to 1 PM, so it did not count that. Should I still take 1 hour off it?');
    expect(await running()).toEqual([['Greenleaf Yoga Studio', 4 * 3600]]);
    await say('no');
    expect(await running()).toEqual([['Greenleaf Yoga Studio', 4 * 3600]]);
  });

  test('a yes takes it off all the same (another break); so for the entry stopped since', async () => {
    await greenleafFrom('09:00', '12:00');
    await say('pause my timer');
    talk.at('13:00');
    await say('resume my timer');
    talk.at('15:00');
    await say('stop my timer');
    expect((await say('i took an hour for lunch')).speech).toMatch(/^Your Greenleaf Yoga Studio time was paused from 12 PM to 1 PM/);
    await say('yes');
    expect((await talk.mine()).map((a) => a.duration)).toEqual([4 * 3600]);
  });

  test('a break taken off earlier leaves later pauses seen (the lunch came off again)', async () => {
    await greenleafFrom('09:00', '10:30');
    await say('i took a fifteen minute coffee break');
    talk.at('12:00');
    await say('pause my timer');
    talk.at('13:00');
    await say('resume my timer');
    talk.at('14:00');
    expect((await say('i took an hour lunch')).speech).toMatch(/^Your Greenleaf Yoga Studio time was paused from 12 PM to 1 PM/);
  });

  test('a pause shorter than the break: the rest of it is offered (a yes took all of it, the pause too)', async () => {
    await greenleafFrom('09:00', '12:00');
    await say('pause my timer');
    talk.at('12:30');
    await say('resume my timer');
    talk.at('14:00');
    expect((await say('i took an hour lunch')).speech).toBe('Your Greenleaf Yoga Studio time was paused from 12 PM to 12:30 PM, so it did not count that. Should I take the other 30 minutes off it?');
    await say('yes');
    expect(await running()).toEqual([['Greenleaf Yoga Studio', 4 * 3600]]);
  });

  test('a stop taken back is no pause (the timer counted the time between), nor is a long pause a short coffee break: both come off at once', async () => {
    await greenleafFrom('09:00', '10:00');
    await say('stop my timer');
    talk.at('10:40');
    await say('undo');
    talk.at('12:00');
    expect((await say('i took a thirty minute break')).speech).toMatch(/^Took 30 minutes off your timer/);
    await say('pause my timer');
    talk.at('13:00');
    await say('resume my timer');
    talk.at('14:00');
    expect((await say('i took a fifteen minute coffee break')).speech).toMatch(/^Took 15 minutes off your timer/);
  });

  test('a pause much shorter than the break is no such break: it comes off at once', async () => {
    await greenleafFrom('09:00', '12:00');
    await say('pause my timer');
    talk.at('12:10');
    await say('resume my timer');
    talk.at('14:00');
    expect((await say('i took an hour lunch')).speech).toMatch(/^Took 1 hour off your timer for Greenleaf Yoga Studio\./);
  });
});

describe('"going for lunch", "lunch time", "start a timer for lunch": a break, never a project with "Launch" in its name', () => {
  test.each(['going for lunch', 'lunch time', 'time for lunch'])('"%s" pauses the timer, and "I\'m back" resumes it (it offered a timer for Q4 Launch – Fernwood Coffee, and a yes billed the lunch to it)', async (words) => {
    await talk.c.say('ask time tracker to start a timer for greenleaf yoga');
    talk.clock.advance(2 * 3600_000);
    expect((await talk.c.say(`ask time tracker ${words}`)).speech).toBe('Stopped your timer for Greenleaf Yoga Studio after 2 hours.');
    talk.clock.advance(3600_000);
    expect((await talk.c.say("ask time tracker i'm back")).speech).toBe('Resumed your timer for Greenleaf Yoga Studio.');
    expect((await talk.mine()).map((a) => [a.project.name, a.status])).toEqual([['Greenleaf Yoga Studio', 'pending']]);
  });

  test('"start a timer for lunch", "log an hour for lunch" book nothing and say how to take a break', async () => {
    const said = "Lunch isn't one of your projects, so I didn't book anything. To pause your timer for a break, say, I'm going to lunch. For a break already taken, say, I took an hour for lunch.";
    expect((await talk.c.say('ask time tracker to start a timer for lunch')).speech).toBe(said);
    expect((await talk.c.say('ask time tracker to log an hour for lunch')).speech).toBe(said);
    expect(await talk.mine()).toEqual([]);
  });

  test('a project named with the word is found', async () => {
    await talk.c.api.post('/api/v2/projects', { name: 'Lunch and Learn' });
    expect((await talk.c.say('ask time tracker to start a timer for lunch')).speech).toBe('Started a timer for Lunch and Learn.');
  });
});

describe('a break told after the timer was stopped for it ("I\'m going to lunch" at noon, "I took an hour lunch" at one)', () => {
  const stoppedForLunch = async () => {
    talk.at('09:00');
    await say('ask time tracker to start a timer for greenleaf yoga');
    talk.at('12:00');
    await say("ask time tracker i'm going to lunch");
    talk.at('13:00');
  };
  const question =
    'Your timer for Greenleaf Yoga Studio stopped at 12 PM, and did not count anything after that. Was your break before then, while it counted? If so, I will take 1 hour off it.';

  test('is asked about: a no leaves the morning\'s 3 hours (the hour came off them, work lost)', async () => {
    await stoppedForLunch();
    expect((await say('ask time tracker i took an hour lunch')).speech).toBe(question);
    await say('no');
    expect((await talk.mine()).map((a) => a.duration)).toEqual([3 * 3600]);
  });

  test('a yes takes it off, the break having been while it counted', async () => {
    await stoppedForLunch();
    await say('ask time tracker i took an hour lunch');
    expect((await say('yes')).speech).toBe('Took 1 hour off your Greenleaf Yoga Studio entry for today. It now comes to 2 hours.');
    expect((await talk.mine()).map((a) => a.duration)).toEqual([2 * 3600]);
  });
});

describe('"no, I meant Internal Admin", just after a break came off another project\'s time: the break was Internal Admin\'s (the whole entry moved there, the break with it)', () => {
  test('of two running timers: Apollo\'s time is put back, and the break comes off Internal Admin\'s', async () => {
    await startTimerOnWeb(talk.c, 'Apollo Website Redesign');
    await startTimerOnWeb(talk.c, 'Internal Admin');
    talk.at('11:00');
    await say('open time tracker');
    await say('i took a half hour break');
    await say('apollo');
    expect((await say('no, i meant internal admin')).speech).toBe(
      'Undone: your Apollo Website Redesign entry is back to 2 hours for today. Took 30 minutes off your timer for Internal Admin. It now counts 1 hour and 30 minutes, and keeps running.',
    );
    expect((await running()).sort()).toEqual([
      ['Apollo Website Redesign', 7200],
      ['Internal Admin', 5400],
    ]);
  });

  test('of an entry the switch stopped: its hour is put back, and the break comes off the timer running since', async () => {
    await greenleafFrom('09:00', '10:00');
    await say('switch to internal admin');
    talk.at('11:00');
    await say('open time tracker');
    await say('i took a half hour break');
    await say('greenleaf');
    await say('no, i meant internal admin');
    expect((await talk.mine()).map((a) => [a.project.name, a.status, a.duration])).toEqual([
      ['Internal Admin', 'pending', 1800],
      ['Greenleaf Yoga Studio', 'complete', 3600],
    ]);
  });

  test('a project with no time that day is said so, and nothing changes', async () => {
    await greenleafFrom('09:00', '11:00');
    await say('i took a half hour break');
    expect((await say('no, i meant apollo mobile app')).speech).toBe(
      "I took the break of 30 minutes off your Greenleaf Yoga Studio time, and I don't see time on Apollo Mobile App that day to take it off instead, so I left it as it was.",
    );
    expect(await running()).toEqual([['Greenleaf Yoga Studio', 5400]]);
  });

  test('undo just after it puts the break back where it came off first, the minutes since counted (it left no break anywhere: 30 minutes counted that were not worked)', async () => {
    await say('log an hour on internal admin');
    await greenleafFrom('09:00', '11:00');
    await say('i took a half hour break');
    await say('no, i meant internal admin');
    talk.at('11:10');
    expect((await say('undo')).speech).toBe('Undone: your Internal Admin time is back to 1 hour, and the break of 30 minutes is off your Greenleaf Yoga Studio time again.');
    expect((await talk.mine()).map((a) => [a.project.name, a.duration])).toEqual([
      ['Internal Admin', 3600],
      ['Greenleaf Yoga Studio', 7800 - 1800],
    ]);
  });

  test('a name of several projects is asked again by its whole name, which moves the break on; undo then puts it back on the one before', async () => {
    await say('log an hour on internal admin');
    await say('log an hour on apollo mobile app');
    await greenleafFrom('09:00', '11:00');
    await say('i took a half hour break');
    await say('no, i meant internal admin');
    expect((await say('no, i meant apollo')).speech).toBe(
      "I took the break of 30 minutes off your Internal Admin time. To take it off another project's instead, say no, I meant, then that project's whole name, for example, no, I meant Apollo Website Redesign.",
    );
    await say('no, i meant apollo mobile app');
    const lengths = async () => Object.fromEntries((await talk.mine()).map((a) => [a.project.name, a.duration]));
    expect(await lengths()).toEqual({ 'Internal Admin': 3600, 'Apollo Mobile App': 1800, 'Greenleaf Yoga Studio': 7200 });
    await say('undo');
    expect(await lengths()).toEqual({ 'Internal Admin': 1800, 'Apollo Mobile App': 3600, 'Greenleaf Yoga Studio': 7200 });
  });
});

test('"no, just internal admin", just after "stop all my timers": Apollo\'s runs again as if never stopped, Internal Admin\'s stays stopped (Apollo\'s hour was moved onto Internal Admin)', async () => {
  await startTimerOnWeb(talk.c, 'Apollo Website Redesign');
  await startTimerOnWeb(talk.c, 'Internal Admin');
  talk.at('10:00');
  await say('open time tracker');
  await say('stop all my timers');
  talk.at('10:05');
  expect((await say('no, just internal admin')).speech).toBe('Undone: your timer for Apollo Website Redesign is running again. Your timer for Internal Admin stays stopped.');
  expect(await running()).toEqual([['Apollo Website Redesign', 3900]]);
  expect((await talk.c.api.get('/api/v2/activities?per_page=100&filter=status:complete')).body.data.filter((a: any) => a.project.name === 'Internal Admin' && a.date.startsWith('2026-11-23')).map((a: any) => a.duration)).toEqual([3600]);
});

describe('a break told just after "stop all my timers": of the entries just stopped (it said no timer was running)', () => {
  beforeEach(async () => {
    await startTimerOnWeb(talk.c, 'Apollo Website Redesign');
    await startTimerOnWeb(talk.c, 'Internal Admin');
    talk.at('11:00');
    await say('open time tracker');
    await say('stop all my timers');
  });
  const held = async () => (await talk.c.api.get('/api/v2/activities?per_page=100&filter=source:web')).body.data.filter((a: any) => a.date.startsWith('2026-11-23')).map((a: any) => [a.project.name, a.status, a.duration]).sort();

  test('which is asked, and the one named has it taken off', async () => {
    expect((await say('i took a half hour break at ten')).speech).toBe('Which entry did you mean: 2 hours on Apollo Website Redesign or 2 hours on Internal Admin?');
    expect((await say('internal admin')).speech).toBe('Took 30 minutes off your Internal Admin entry for today. It now comes to 1 hour and 30 minutes.');
    expect(await held()).toEqual([
      ['Apollo Website Redesign', 'complete', 7200],
      ['Internal Admin', 'complete', 5400],
    ]);
  });

  test('"both" takes it off each, said without "your timers keep running" (none does)', async () => {
    await say('i took a half hour break');
    expect((await say('both')).speech).toBe('Took 30 minutes off your Apollo Website Redesign and Internal Admin time.');
    expect(await held()).toEqual([
      ['Apollo Website Redesign', 'complete', 5400],
      ['Internal Admin', 'complete', 5400],
    ]);
  });
});
