// A length said with a part of the day and no clock times ("two hours this morning"): dated within that part of the
// day, as a timesheet shows it (it was dated now, "this morning" booked 3 to 5 PM, or noon of a day gone by); a part
// of today still to come holds no work yet, and nothing is logged (it was booked all the same).
import { conversationPerTest } from '../support/fresh-conversation';

const talk = conversationPerTest();
const say = (text: string) => talk.c.say(text);
const dated = async () => (await talk.mine()).map((a) => [a.project.name, a.date, a.duration]);

test.each([
  ['log two hours on greenleaf this morning', '2026-11-23T09:00:00.000-08:00'],
  ['log an hour on greenleaf this afternoon', '2026-11-23T13:00:00.000-08:00'],
  ['log two hours on greenleaf yesterday afternoon', '2026-11-22T13:00:00.000-08:00'],
  ['log an hour on greenleaf last night', '2026-11-22T20:00:00.000-08:00'],
])('"%s", said at 3 pm, is dated then', async (said, date) => {
  talk.at('15:00');
  await say('open time tracker');
  expect((await say(said)).speech).toMatch(/^Logged /);
  expect((await dated()).map(([, at]) => at)).toEqual([date]);
});

test('a part of the day not over yet: the work ends by now ("two hours this afternoon" at 2 pm is noon to 2)', async () => {
  talk.at('14:00');
  await say('open time tracker');
  await say('log two hours on greenleaf this afternoon');
  expect(await dated()).toEqual([['Greenleaf Yoga Studio', '2026-11-23T12:00:00.000-08:00', 7200]]);
});

test('"an hour this afternoon", said at 9:30 am: not logged, and why is said (it was booked)', async () => {
  talk.at('09:30');
  await say('open time tracker');
  expect((await say('log an hour on internal admin this afternoon')).speech).toBe(
    "That part of the day hasn't passed yet, so I didn't log it. To track time while you work, say: start a timer for a project.",
  );
  expect(await dated()).toEqual([]);
});
