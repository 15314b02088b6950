// A part of the day said with a log ("tonight", "this evening", "last night", "this morning"): AMAZON.DATE
// hands over only the day, so the words come in a slot of their own (PART_OF_DAY). Just after midnight
// "tonight" may be the evening just gone, and is asked about; "last night" is the evening just gone; a
// morning that cannot yet hold the length said is asked about; clock times said with an evening are its
// own. Nothing is logged on a guess for the day.
import { activities } from '../support/conversation';
import { loggingConversation } from './logging-conversation';

// Tuesday 24 November 2026, 12:51 am in Seattle.
const SMALL_HOURS = '2026-11-24T08:51:00.000Z';
const { session, made, latest, asked } = loggingConversation(SMALL_HOURS);
const c = { say: (text: string) => session.c.say(text) };
// Each test logs on an empty record: time an earlier test logged on the same project and day would be asked
// about as said again (lambda/conversation/duplicates.ts).
beforeEach(async () => {
  for (const entry of await activities(session.c)) await session.c.api.delete(`/api/v2/activities/${entry.id}`);
});

describe('said at 12:51 am', () => {
  test('"I worked two hours on greenleaf tonight" asks which day; a yes logs it for yesterday', async () => {
    await asked('tell time tracker i worked two hours on greenleaf tonight', 'Did you mean yesterday?');
    expect((await c.say('yes')).speech).toBe('Logged 2 hours to Greenleaf Yoga Studio for yesterday.');
    expect((await latest()).date.slice(0, 10)).toBe('2026-11-23');
  });

  test('"log an hour on internal admin this evening" asks which day; no, then today, logs it for today', async () => {
    await asked('ask time tracker to log an hour on internal admin this evening', 'Did you mean yesterday?');
    await asked('no', 'Which day was it, for example, yesterday, or last Friday?');
    expect((await c.say('today')).speech).toBe('Logged 1 hour to Internal Admin for today.');
    expect((await latest()).date.slice(0, 10)).toBe('2026-11-24');
  });

  test('"this afternoon", still to come today, asks which day', async () => {
    await asked('ask time tracker to log an hour on internal admin this afternoon', 'Did you mean yesterday?');
    expect((await c.say('yes')).speech).toBe('Logged 1 hour to Internal Admin for yesterday.');
  });

  test('"log two hours on greenleaf this morning", which this morning cannot hold yet, asks which day', async () => {
    await asked('ask time tracker to log two hours on greenleaf this morning', "It's after midnight. Should I log it for yesterday, or for today?");
    expect((await c.say('yesterday')).speech).toBe('Logged 2 hours to Greenleaf Yoga Studio for yesterday.');
    expect((await latest()).date.slice(0, 10)).toBe('2026-11-23');
  });

  test('half an hour "this morning", which it can hold, is today\'s', async () => {
    expect((await c.say('ask time tracker to log half an hour on greenleaf this morning')).speech).toBe('Logged 30 minutes to Greenleaf Yoga Studio for today.');
    expect((await latest()).date.slice(0, 10)).toBe('2026-11-24');
  });

  test('"last night" is the evening just gone, yesterday, without a question', async () => {
    expect((await c.say('ask time tracker to log an hour on internal admin last night')).speech).toBe('Logged 1 hour to Internal Admin for yesterday.');
    expect((await latest()).date.slice(0, 10)).toBe('2026-11-23');
  });

  test('"yesterday evening" and "last evening" are yesterday too', async () => {
    expect((await c.say('ask time tracker to log an hour on internal admin yesterday evening')).speech).toBe('Logged 1 hour to Internal Admin for yesterday.');
    expect((await c.say('ask time tracker to log an hour on internal admin last evening')).speech).toBe('Logged 1 hour to Internal Admin for yesterday.');
    expect((await made()).map((a) => a.date.slice(0, 10))).toEqual(['2026-11-23', '2026-11-23']);
  });

  test('"from nine to eleven last night" is 9 PM to 11 PM yesterday', async () => {
    const reply = await c.say('ask time tracker to log from nine to eleven on internal admin last night');
    expect(reply.speech).toBe('Logged 2 hours to Internal Admin for yesterday, from 9 PM to 11 PM.');
    expect(await latest()).toMatchObject({ duration: 7200, date: '2026-11-23T21:00:00.000-08:00' });
  });

  test('"from seven to nine tonight" asks which day, and a yes logs 7 PM to 9 PM yesterday', async () => {
    await asked('ask time tracker to log from seven to nine on internal admin tonight', 'Did you mean yesterday?');
    expect((await c.say('yes')).speech).toBe('Logged 2 hours to Internal Admin for yesterday, from 7 PM to 9 PM.');
    expect(await latest()).toMatchObject({ duration: 7200, date: '2026-11-23T19:00:00.000-08:00' });
  });

  test('"tonight", said to "which day?", asks again rather than booking the new day', async () => {
    await asked('ask time tracker to log two hours on internal admin', "It's after midnight. Should I log it for yesterday, or for today?");
    await asked('tonight', 'Did you mean yesterday?');
    expect((await c.say('yes')).speech).toBe('Logged 2 hours to Internal Admin for yesterday.');
  });

  test('"no, I meant last night", right after a log for today, moves it to yesterday', async () => {
    expect((await c.say('ask time tracker to log half an hour on internal admin today')).speech).toBe('Logged 30 minutes to Internal Admin for today.');
    expect((await c.say('no, I meant last night')).speech).toBe('Moved your Internal Admin entry to yesterday.');
    expect((await latest()).date.slice(0, 10)).toBe('2026-11-23');
  });

  test('"no, I meant last night" or "tonight" while the project is asked: last night is yesterday, tonight is not taken', async () => {
    const which = 'Did you mean Apollo Website Redesign, Apollo Brand Guidelines, or Apollo Mobile App?';
    await asked('ask time tracker to log half an hour on apollo today', which);
    await asked('no, I meant tonight', "Sorry, I couldn't change that, so it's still 30 minutes for today. Which one did you mean: Apollo Website Redesign, Apollo Brand Guidelines, or Apollo Mobile App?");
    await asked('no, I meant last night', 'OK, yesterday. Which one did you mean: Apollo Website Redesign, Apollo Brand Guidelines, or Apollo Mobile App?');
    expect((await c.say('the mobile app')).speech).toBe('Logged 30 minutes to Apollo Mobile App for yesterday.');
  });

  test('"no, I meant tonight", right after a log, moves nothing on a guess', async () => {
    expect((await c.say('ask time tracker to log an hour on internal admin yesterday')).speech).toBe('Logged 1 hour to Internal Admin for yesterday.');
    expect((await c.say('no, I meant tonight')).speech).toBe(
      'I left your Internal Admin entry as it was: that could be today or yesterday. Say, for example, move that to yesterday.',
    );
    expect((await latest()).date.slice(0, 10)).toBe('2026-11-23');
  });
});

describe('an edit said at 12:51 am', () => {
  test('"no, it was tonight" moves nothing on a guess (it moved the entry to the new day); "last night" moves it to yesterday', async () => {
    await c.say('ask time tracker to log an hour on internal admin on friday');
    expect((await c.say('ask time tracker no it was tonight')).speech).toBe(
      'I left your Internal Admin entry as it was: that could be today or yesterday. Say, for example, move that to yesterday.',
    );
    expect((await c.say('ask time tracker to move that to last night')).speech).toBe('Moved your Internal Admin entry to yesterday.');
    expect((await latest()).date.slice(0, 10)).toBe('2026-11-23');
  });

  test('"both", to which of two logged at once "tonight" is for, moves neither', async () => {
    await c.say('open time tracker');
    await c.say('log an hour on greenleaf and two hours on nimbus audit on friday');
    expect((await c.say('no it was tonight')).speech).toBe('Which entry did you mean: 1 hour on Greenleaf Yoga Studio or 2 hours on UX Audit – Nimbus Bank?');
    expect((await c.say('both')).speech).toBe(
      'I left your Greenleaf Yoga Studio and UX Audit – Nimbus Bank entries as they were: that could be today or yesterday. Say, for example, move that to yesterday.',
    );
    expect((await made()).slice(0, 2).map((a) => a.date.slice(0, 10))).toEqual(['2026-11-20', '2026-11-20']);
  });
});

describe('said in the evening, at 9:30 pm', () => {
  beforeAll(() => session.clock.set('2026-11-25T05:30:00.000Z'));
  afterAll(() => session.clock.set(SMALL_HOURS));

  test('"from seven to nine this evening" is 7 PM to 9 PM today (it was booked 7 AM to 9 AM)', async () => {
    const reply = await c.say('ask time tracker to log from seven to nine on internal admin this evening');
    expect(reply.speech).toBe('Logged 2 hours to Internal Admin for today, from 7 PM to 9 PM.');
    expect(await latest()).toMatchObject({ duration: 7200, date: '2026-11-24T19:00:00.000-08:00' });
  });

  test('"tonight" is today, without a question', async () => {
    expect((await c.say('tell time tracker i worked two hours on greenleaf tonight')).speech).toBe('Logged 2 hours to Greenleaf Yoga Studio for today.');
  });

  test('"no, I meant last night", right after a log, moves it to yesterday, as "no, yesterday" does', async () => {
    expect((await c.say('ask time tracker to log an hour on internal admin')).speech).toBe('Logged 1 hour to Internal Admin for today.');
    expect((await c.say('no, I meant last night')).speech).toBe('Moved your Internal Admin entry to yesterday.');
    expect((await latest()).date.slice(0, 10)).toBe('2026-11-23');
  });

  test('"no, I meant last night", after "how much did I log today?", is yesterday\'s total (it was "I can total a day, ...")', async () => {
    await c.say('ask time tracker to log an hour on internal admin yesterday');
    await c.say('ask time tracker how much did i log today');
    expect((await c.say('ask time tracker no, I meant last night')).speech).toMatch(/^You logged .+ yesterday\.$/);
  });
});

describe('said the next morning, at 9 am', () => {
  beforeAll(() => session.clock.set('2026-11-24T17:00:00.000Z'));
  afterAll(() => session.clock.set(SMALL_HOURS));

  test('"from twelve to two last night" is the small hours after it, 12 AM to 2 AM today (it was noon to 2 PM yesterday)', async () => {
    const reply = await c.say('ask time tracker to log from twelve to two on internal admin last night');
    expect(reply.speech).toBe('Logged 2 hours to Internal Admin for today, from 12 AM to 2 AM.');
    expect(await latest()).toMatchObject({ duration: 7200, date: '2026-11-24T00:00:00.000-08:00' });
  });

  test('"from one to three last night" is never the afternoon: the small hours, at once (they were asked about)', async () => {
    expect((await c.say('ask time tracker to log from one to three on internal admin last night')).speech).toBe('Logged 2 hours to Internal Admin for today, from 1 AM to 3 AM.');
    expect(await latest()).toMatchObject({ duration: 7200, date: '2026-11-24T01:00:00.000-08:00' });
  });
});

describe('said the next afternoon, at 3 pm, once 1 PM to 3 PM has passed', () => {
  beforeAll(() => session.clock.set('2026-11-24T23:00:00.000Z'));
  afterAll(() => session.clock.set(SMALL_HOURS));

  test.each([
    ['ask time tracker to log from one to three on internal admin last night'],
    // "Last night" heard as what the work was, and the project asked for after it.
    ['ask time tracker to log last night from one to three', 'internal admin'],
  ])('"%s" is still the small hours (it booked 1 PM to 3 PM today)', async (...said) => {
    for (const words of said) await c.say(words);
    expect(await latest()).toMatchObject({ duration: 7200, date: '2026-11-24T01:00:00.000-08:00', project: { name: 'Internal Admin' } });
  });
});
