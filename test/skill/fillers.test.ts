// A request with words around it that Alexa cannot place ("um, log two hours..."): it hands the whole sentence
// over as a project's name, and the skill reads it as the request it is, or asks, but never offers a timer in
// place of time to log.
import { conversationPerTest } from '../support/fresh-conversation';

const talk = conversationPerTest();
const { mine, running } = talk;

test.each([
  ['um log two hours on greenleaf yoga yesterday', 'Logged 2 hours to Greenleaf Yoga Studio for yesterday.', 7200, '2026-11-22'],
  ['so i worked three hours on apollo mobile today', 'Logged 3 hours to Apollo Mobile App for today.', 3 * 3600, '2026-11-23'],
  ['okay uh log forty five minutes on internal admin', 'Logged 45 minutes to Internal Admin for today.', 45 * 60, '2026-11-23'],
])('"%s" is logged as said (it offered a timer, and a yes started one and logged nothing)', async (words, said, seconds, day) => {
  await talk.c.say('open time tracker');
  expect((await talk.c.say(words)).speech).toBe(said);
  expect((await mine()).map((a) => [a.status, a.duration, a.date.slice(0, 10)])).toEqual([['complete', seconds, day]]);
});

test('a sentence with a length in it that is not understood asks again, and offers no timer', async () => {
  await talk.c.say('open time tracker');
  const reply = await talk.c.say('greenleaf yoga two hours');
  expect(reply.speech).toBe("Sorry, I didn't get all of that. You can say, for example, log two hours on Apollo for yesterday. What would you like to do?");
  expect(reply.speech).not.toMatch(/timer/);
  await talk.c.say('yes');
  expect(await running()).toEqual([]);
  expect(await mine()).toEqual([]);
});

test('a name alone out of the blue is still offered its timer', async () => {
  await talk.c.say('open time tracker');
  expect((await talk.c.say('greenleaf yoga')).speech).toBe('Shall I start a timer for Greenleaf Yoga Studio?');
});

test('a sentence with a clock time in it that is not understood offers no timer either (a yes switched timers, and the meeting was not logged)', async () => {
  await talk.c.say('open time tracker');
  const reply = await talk.c.say('i was in a meeting from two to three for internal');
  expect(reply.speech).toBe("Sorry, I didn't get all of that. You can say, for example, log two hours on Apollo for yesterday. What would you like to do?");
  await talk.c.say('yes');
  expect(await running()).toEqual([]);
});

test('"that should be internal admin" just after a start moves the timer there (a timer was offered, and a yes switched)', async () => {
  await talk.c.say('ask time tracker to start a timer for internal');
  talk.clock.advance(2 * 60_000);
  expect((await talk.c.say('ask time tracker that should be internal admin')).speech).toBe('Your running timer is now for Internal Admin.');
  expect((await running()).map((a) => [a.project.name, a.duration])).toEqual([['Internal Admin', 120]]);
});

// Sounds kept between the words ("uh", "um", "hmm") make Alexa fit no utterance: the whole sentence comes as a name.
test.each([
  ['uh, make that um ninety minutes', 'Changed your Apollo Mobile App entry to 1 hour and 30 minutes.', 5400, '2026-11-23'],
  ['um no wait uh two hours', 'Changed your Apollo Mobile App entry to 2 hours.', 7200, '2026-11-23'],
  ['uh, hmm, actually yesterday', 'Moved your Apollo Mobile App entry to yesterday.', 3600, '2026-11-22'],
  ['um, add half an hour to it', 'Added 30 minutes to your Apollo Mobile App entry for today. It now comes to 1 hour and 30 minutes.', 5400, '2026-11-23'],
])('"%s", just after a log, corrects it (it was "Sorry, I didn\'t get that", or a project called "it" not found)', async (words, said, seconds, day) => {
  await talk.c.say('ask time tracker to log an hour on apollo mobile app');
  expect((await talk.c.say(words)).speech).toBe(said);
  expect((await mine()).map((a) => [a.project.name, a.duration, a.date.slice(0, 10)])).toEqual([['Apollo Mobile App', seconds, day]]);
});

test('"uh, add ten minutes to my timer" adds them to the timer running (it asked how much)', async () => {
  await talk.c.say('ask time tracker to start a timer for greenleaf');
  expect((await talk.c.say('uh add ten minutes to my timer')).speech).toBe('Added 10 minutes to your timer for Greenleaf Yoga Studio. It now counts 10 minutes, and keeps running.');
  expect((await running()).map((a) => [a.project.name, a.duration])).toEqual([['Greenleaf Yoga Studio', 600]]);
});

test('"add some time to that", with no length, still asks how much', async () => {
  await talk.c.say('ask time tracker to log an hour on apollo mobile app');
  expect((await talk.c.say('uh add some time to it')).speech).toBe('How much time should I add? You can say, for example, add fifteen minutes to that.');
  expect((await mine()).map((a) => a.duration)).toEqual([3600]);
});

test('"uh, add fifteen minutes to that yesterday": which entry is not plain, so how much is asked, and nothing changes (it added them to today\'s)', async () => {
  await talk.c.say('ask time tracker to log an hour on apollo mobile app yesterday');
  await talk.c.say('ask time tracker to log an hour on greenleaf');
  expect((await talk.c.say('uh add fifteen minutes to that yesterday')).speech).toBe('How much time should I add? You can say, for example, add fifteen minutes to that.');
  expect((await mine()).map((a) => a.duration)).toEqual([3600, 3600]);
});

test('"uh yeah", "yes, thanks" and "um, no" answer the question asked, and "thanks, that\'s all" ends (they were taken for names: "I couldn\'t find a project called yeah", or the question dropped)', async () => {
  await talk.c.say('open time tracker');
  expect((await talk.c.say('greenleaf yoga')).speech).toBe('Shall I start a timer for Greenleaf Yoga Studio?');
  expect((await talk.c.say('um, no')).speech).not.toMatch(/project called|didn't get that/);
  expect(await running()).toEqual([]);
  expect((await talk.c.say('greenleaf yoga')).speech).toBe('Shall I start a timer for Greenleaf Yoga Studio?');
  expect((await talk.c.say('uh yeah')).speech).toBe('Started a timer for Greenleaf Yoga Studio.');
  expect((await running()).map((a) => a.project.name)).toEqual(['Greenleaf Yoga Studio']);
  await talk.c.say('ask time tracker to log an hour on internal admin');
  expect((await talk.c.say('delete that')).speech).toBe('Delete your entry of 1 hour on Internal Admin for today?');
  expect((await talk.c.say('yes, thanks')).speech).toBe('Deleted your entry of 1 hour on Internal Admin. Say, undo that, if you need it back.');
  expect((await mine()).map((a) => a.project.name)).toEqual(['Greenleaf Yoga Studio']);
  const bye = await talk.c.say('thanks, that\'s all');
  expect(bye.speech).toMatch(/^Goodbye\./);
  expect(bye.endsSession).toBe(true);
});

test('a description with sounds in it is kept without them, and a day taken back in it is the day said last ("for yesterday, um, no, friday")', async () => {
  expect((await talk.c.say('ask time tracker to log two hours on greenleaf for yesterday, um, no, friday')).speech).toBe('Logged 2 hours to Greenleaf Yoga Studio for last Friday, November 20th.');
  expect((await talk.c.say('ask time tracker to log an hour on greenleaf for um yesterday')).speech).toBe('Logged 1 hour to Greenleaf Yoga Studio for yesterday.');
  expect((await talk.c.say('ask time tracker to start a timer for greenleaf for uh the homepage')).speech).toBe('Started a timer for the homepage on Greenleaf Yoga Studio.');
  expect((await mine()).map((a) => [a.date.slice(0, 10), a.duration, a.description]).sort()).toEqual([
    ['2026-11-20', 7200, 'Work on Greenleaf Yoga Studio'],
    ['2026-11-22', 3600, 'Work on Greenleaf Yoga Studio'],
    ['2026-11-23', 0, 'the homepage'],
  ]);
});

test('a name taken back in the sentence is the one said last ("greenfield, no, greenleaf"; it offered the first), unless all of it names a project', async () => {
  expect((await talk.c.say('ask time tracker to start a timer for internal admin, no wait, nimbus')).speech).toBe('Did you mean Nimbus Bank Onboarding Flow or UX Audit – Nimbus Bank?');
  await talk.c.say('no');
  expect((await talk.c.say('ask time tracker to log an hour on greenfield i mean greenleaf')).speech).toBe('Logged 1 hour to Greenleaf Yoga Studio for today.');
  expect((await talk.c.say('ask time tracker to start a timer for greenfield, no, greenleaf')).speech).toBe('Started a timer for Greenleaf Yoga Studio.');
  await talk.c.api.post('/api/v2/projects', { name: 'Say No More Media' });
  expect((await talk.c.say('ask time tracker to log an hour on say no more media')).speech).toBe('Logged 1 hour to Say No More Media for today.');
  expect((await mine()).map((a) => a.project.name).sort()).toEqual(['Greenleaf Yoga Studio', 'Greenleaf Yoga Studio', 'Say No More Media']);
});

test.each([
  ['um the first one', 'Apollo Website Redesign'],
  ['uh, the second one', 'Apollo Brand Guidelines'],
])('"%s" to which of the projects chooses by its place (it was "Sorry, I didn\'t catch which one")', async (words, project) => {
  expect((await talk.c.say('ask time tracker to log an hour on apollo')).speech).toBe('Did you mean Apollo Website Redesign, Apollo Brand Guidelines, or Apollo Mobile App?');
  expect((await talk.c.say(words)).speech).toBe(`Logged 1 hour to ${project} for today.`);
  expect((await mine()).map((a) => a.project.name)).toEqual([project]);
});

// A length taken back as it is said: Alexa fits no utterance (or hands the words over as the project's).
test.each([
  ['log two, no, three hours on greenleaf', 'Logged 3 hours to Greenleaf Yoga Studio for today.', 3 * 3600],
  ['log forty minutes, sorry, fifty minutes on internal admin', 'Logged 50 minutes to Internal Admin for today.', 50 * 60],
  ['log three hours on greenleaf, no, two hours', 'Logged 2 hours to Greenleaf Yoga Studio for today.', 2 * 3600],
  ['log three hours on greenleaf no wait two hours', 'Logged 2 hours to Greenleaf Yoga Studio for today.', 2 * 3600],
  ['log an hour on greenleaf, actually make it ninety minutes', 'Logged 1 hour and 30 minutes to Greenleaf Yoga Studio for today.', 90 * 60],
  ['log an hour on greenleaf actually ninety minutes', 'Logged 1 hour and 30 minutes to Greenleaf Yoga Studio for today.', 90 * 60],
])('"%s" logs the length said last (it was "Sorry, I didn\'t get that", or no project called "two hours")', async (words, said, seconds) => {
  await talk.c.say('open time tracker');
  expect((await talk.c.say(words)).speech).toBe(said);
  expect((await mine()).map((a) => [a.status, a.duration])).toEqual([['complete', seconds]]);
});

// Politeness around the core requests: it was "Sorry, I didn't get that" (no sample utterance had it).
test('"could you please start a timer for greenleaf", "can you tell me what i am working on", "please stop my timer" do so', async () => {
  await talk.c.say('open time tracker');
  expect((await talk.c.say('could you please start a timer for greenleaf')).speech).toBe('Started a timer for Greenleaf Yoga Studio.');
  expect((await talk.c.say('can you tell me what i am working on')).speech).toMatch(/^You're working on Greenleaf Yoga Studio\./);
  talk.clock.advance(30 * 60_000);
  expect((await talk.c.say('please stop my timer')).speech).toBe('Stopped your timer for Greenleaf Yoga Studio after 30 minutes.');
  expect((await mine()).map((a) => [a.status, a.duration])).toEqual([['complete', 1800]]);
});

test('"let\'s call it a day" stops the timer (it was "Sorry, I didn\'t get that")', async () => {
  await talk.c.say('open time tracker');
  await talk.c.say('start a timer for greenleaf');
  talk.clock.advance(3600_000);
  expect((await talk.c.say("let's call it a day")).speech).toBe('Stopped your timer for Greenleaf Yoga Studio after 1 hour.');
  expect((await mine()).map((a) => [a.status, a.duration])).toEqual([['complete', 3600]]);
});

test.each([
  ['log yesterday afternoon on internal admin', '2026-11-22'],
  ['i worked on internal admin yesterday', '2026-11-22'],
  ['log on internal admin', '2026-11-23'],
])('"%s", no length said: how long is asked, and the answer logged for that day (a timer was offered, and a yes started one today)', async (words, day) => {
  await talk.c.say('open time tracker');
  expect((await talk.c.say(words)).speech).toMatch(/^How long did you work\?/);
  expect((await talk.c.say('two hours')).speech).toMatch(/^Logged 2 hours to Internal Admin for /);
  expect((await mine()).map((a) => [a.status, a.duration, a.date.slice(0, 10)])).toEqual([['complete', 7200, day]]);
  expect(await running()).toEqual([]);
});
