// Resuming a timer, and a forgotten timer caught at the next "open time tracker" and stopped at the time
// the person says: each checked in what Alexa says and in what the service then holds.
import { activities, type Conversation, projectId, startConversation, startTimerOnWeb } from '../support/conversation';
import { manualClock } from '../support/service';

// Monday 23 November 2026, 9 am in Los Angeles.
const clock = manualClock();
let c: Conversation;

beforeEach(async () => {
  clock.set('2026-11-23T17:00:00.000Z');
  c = await startConversation({ now: clock.now });
});
afterEach(() => c.close());

const running = () => activities(c, '&filter=status:pending');

describe('resume', () => {
  test('"resume my timer" resumes the last timer of today with the resume endpoint', async () => {
    await c.say('ask time tracker to start a timer for greenleaf yoga');
    clock.advance(40 * 60_000);
    await c.say('ask time tracker to stop my timer');
    clock.advance(60 * 60_000);
    const reply = await c.say('ask time tracker to resume my timer');
    expect(reply.speech).toBe('Resumed your timer for Greenleaf Yoga Studio.');
    clock.advance(20 * 60_000);
    const [timer] = await running();
    expect(timer).toMatchObject({ project: { name: 'Greenleaf Yoga Studio' }, duration: 60 * 60, source: 'alexa' });
    // One activity, two records: the first run, and the one the resume opened.
    expect(timer.records).toHaveLength(2);
    expect(await activities(c, '&filter=source:alexa')).toHaveLength(1);
  });

  test('"I\'m still working on it", out of the blue, says whether a timer runs: right after a stop, that none does and how to resume (it said "OK.")', async () => {
    expect((await c.say('ask time tracker i\'m still working on it')).speech).toBe("No timer is running. To track what you're working on, say, start a timer for a project.");
    await c.say('ask time tracker to start a timer for greenleaf yoga');
    expect((await c.say('ask time tracker i\'m still working on it')).speech).toBe('OK. Your timer for Greenleaf Yoga Studio keeps running.');
    clock.advance(30 * 60_000);
    await c.say('ask time tracker to stop my timer');
    clock.advance(20 * 60_000);
    expect((await c.say('ask time tracker i\'m still working on it')).speech).toBe(
      'No timer is running: your timer for Greenleaf Yoga Studio stopped at 9:30 AM. To start it again, say, resume my timer.',
    );
    expect(await running()).toEqual([]);
  });

  test('"oh wait, I\'m still working on it", just after the skill stopped the timer, takes the stop back: it runs on as if never stopped (it said how to resume, the minutes since untracked)', async () => {
    await c.say('ask time tracker to start a timer for greenleaf yoga');
    clock.advance(30 * 60_000);
    await c.say('ask time tracker to stop my timer');
    clock.advance(60_000);
    expect((await c.say("ask time tracker oh wait i'm still working on it")).speech).toBe('Undone: your timer for Greenleaf Yoga Studio is running again.');
    clock.advance(9 * 60_000);
    expect((await running()).map((a) => [a.project.name, a.duration])).toEqual([['Greenleaf Yoga Studio', 40 * 60]]);
  });

  test.each(['no, keep it running', "oops, I didn't mean to stop it", "no, don't stop it"])('"%s", just after a stop, takes it back too (it was "Sorry, I didn\'t get that")', async (words) => {
    await c.say('open time tracker');
    await c.say('start a timer for greenleaf yoga');
    clock.advance(30 * 60_000);
    await c.say('stop my timer');
    expect((await c.say(words)).speech).toBe('Undone: your timer for Greenleaf Yoga Studio is running again.');
    expect((await running()).map((a) => [a.project.name, a.duration])).toEqual([['Greenleaf Yoga Studio', 30 * 60]]);
  });

  test('"back to apollo" stops what runs (saying how long) and resumes that project\'s last timer', async () => {
    await c.say('ask time tracker to start a timer for the apollo mobile app');
    clock.advance(30 * 60_000);
    await c.say('ask time tracker to start a timer for internal');
    clock.advance(15 * 60_000);
    const reply = await c.say('ask time tracker to go back to the mobile app');
    expect(reply.speech).toBe('Stopped your timer for Internal after 15 minutes, and resumed your timer for Apollo Mobile App.');
    expect((await running()).map((a) => a.project.name)).toEqual(['Apollo Mobile App']);
  });

  test('a timer that ran beside it before it stopped keeps running: "resume my timer" runs the two again, as before the pause (it stopped the other)', async () => {
    await c.say('ask time tracker to start a timer for apollo mobile');
    clock.advance(10 * 60_000);
    await startTimerOnWeb(c, 'Greenleaf Yoga Studio');
    clock.advance(20 * 60_000);
    await c.say('ask time tracker to stop the apollo mobile timer');
    clock.advance(15 * 60_000);
    expect((await c.say('ask time tracker to resume my timer')).speech).toBe(
      'Resumed your timer for Apollo Mobile App. Your timer for Greenleaf Yoga Studio is still running beside it, as before.',
    );
    expect((await running()).map((a) => [a.project.name, a.duration]).sort()).toEqual([
      ['Apollo Mobile App', 30 * 60],
      ['Greenleaf Yoga Studio', 35 * 60],
    ]);
  });

  test('a timer started on the website after the stop took over from it: resuming switches back and stops it, as a switch by voice does', async () => {
    await c.say('ask time tracker to start a timer for apollo mobile');
    clock.advance(30 * 60_000);
    await c.say('ask time tracker to stop my timer');
    clock.advance(5 * 60_000);
    await startTimerOnWeb(c, 'Greenleaf Yoga Studio');
    clock.advance(10 * 60_000);
    expect((await c.say('ask time tracker to go back to apollo mobile')).speech).toBe('Stopped your timer for Greenleaf Yoga Studio after 10 minutes, and resumed your timer for Apollo Mobile App.');
    expect((await running()).map((a) => a.project.name)).toEqual(['Apollo Mobile App']);
  });

  test('"continue" resumes, "I actually started greenleaf at nine" moves its start, "pause internal admin and start greenleaf" switches (none was understood, or the start was lost)', async () => {
    clock.set('2026-11-23T17:00:00.000Z');
    await c.say('ask time tracker to start a timer for greenleaf yoga');
    clock.advance(30 * 60_000);
    await c.say('ask time tracker to pause my timer');
    clock.advance(10 * 60_000);
    expect((await c.say('ask time tracker to continue')).speech).toBe('Resumed your timer for Greenleaf Yoga Studio.');
    clock.advance(10 * 60_000);
    expect((await c.say('ask time tracker i actually started greenleaf at eight thirty')).speech).toMatch(/^Your timer for Greenleaf Yoga Studio now counts from 8:30 AM/);
    await c.say('ask time tracker to stop my timer');
    await c.say('ask time tracker to start a timer for internal admin');
    clock.advance(10 * 60_000);
    expect((await c.say('ask time tracker to pause internal admin and start greenleaf yoga')).speech).toBe(
      'Stopped your timer for Internal Admin after 10 minutes, and started one for Greenleaf Yoga Studio.',
    );
    expect((await running()).map((a) => a.project.name)).toEqual(['Greenleaf Yoga Studio']);
  });

  test('"pause greenleaf" stops that timer alone; "back from lunch" and "unpause" run it again (none was understood)', async () => {
    await c.say('ask time tracker to start a timer for greenleaf yoga');
    clock.advance(30 * 60_000);
    expect((await c.say('ask time tracker to pause greenleaf')).speech).toBe('Stopped your timer for Greenleaf Yoga Studio after 30 minutes.');
    clock.advance(45 * 60_000);
    expect((await c.say("ask time tracker i'm back from lunch")).speech).toBe('Resumed your timer for Greenleaf Yoga Studio.');
    expect((await running()).map((a) => [a.project.name, a.duration])).toEqual([['Greenleaf Yoga Studio', 30 * 60]]);
    clock.advance(10 * 60_000);
    await c.say('ask time tracker to hold my timer');
    expect(await running()).toEqual([]);
    expect((await c.say('ask time tracker to unpause')).speech).toBe('Resumed your timer for Greenleaf Yoga Studio.');
    expect(await running()).toHaveLength(1);
  });

  test('two timers stopped together for lunch ("all of them") both run again at "back from lunch" (only the last did); undo stops both again as they were', async () => {
    await c.say('ask time tracker to start a timer for greenleaf yoga');
    await startTimerOnWeb(c, 'Internal Admin');
    clock.advance(3 * 3600_000);
    await c.say("ask time tracker i'm going to lunch");
    expect((await c.say('all of them')).speech).toMatch(/^Stopped 2 timers/);
    clock.advance(3600_000);
    expect((await c.say("ask time tracker i'm back from lunch")).speech).toBe('Resumed your timers for Greenleaf Yoga Studio and Internal Admin, as they ran before.');
    expect((await running()).map((a) => [a.project.name, a.duration]).sort()).toEqual([['Greenleaf Yoga Studio', 3 * 3600], ['Internal Admin', 3 * 3600]]);
    clock.advance(10 * 60_000);
    expect((await c.say('ask time tracker to undo that')).speech).toBe('Undone: your timers for Greenleaf Yoga Studio and Internal Admin are stopped again.');
    expect(await running()).toEqual([]);
    const entries = await activities(c);
    expect(entries.map((a: any) => [a.project.name, a.duration]).sort()).toEqual(expect.arrayContaining([['Greenleaf Yoga Studio', 3 * 3600], ['Internal Admin', 3 * 3600]]));
  });

  test('back to a timer stopped by a backdated switch stops the timer that took over then (both ran on, counting its minutes twice)', async () => {
    clock.set('2026-11-23T23:30:00.000Z'); // 3:30 pm
    await c.say('ask time tracker i started on greenleaf yoga at one');
    clock.advance(5 * 60_000);
    expect((await c.say('ask time tracker i switched to greenfield at three')).speech).toMatch(/^Stopped your timer for Greenleaf Yoga Studio after 2 hours, and started one for Greenfield Farms Logo from 3 PM/);
    clock.advance(5 * 60_000);
    expect((await c.say('ask time tracker go back to greenleaf yoga')).speech).toBe(
      'Stopped your timer for Greenfield Farms Logo after 40 minutes, and resumed your timer for Greenleaf Yoga Studio.',
    );
    expect((await running()).map((a) => [a.project.name, a.duration])).toEqual([['Greenleaf Yoga Studio', 2 * 3600]]);
  });

  test('a switch, then a stop a minute later: "resume my timer" runs the last one alone (both ran again, counted twice)', async () => {
    await c.say('ask time tracker to start a timer for greenleaf yoga');
    clock.advance(2 * 3600_000);
    await c.say('ask time tracker to switch to internal admin');
    clock.advance(40_000);
    await c.say('ask time tracker to stop my timer');
    clock.advance(3600_000);
    expect((await c.say('ask time tracker to resume my timer')).speech).toBe('Resumed your timer for Internal Admin.');
    expect((await running()).map((a) => a.project.name)).toEqual(['Internal Admin']);
  });

  test('back to a timer made longer since it was stopped, the timer that took over at its stop is stopped (both ran on)', async () => {
    await c.say('ask time tracker to start a timer for greenleaf yoga');
    clock.advance(3 * 3600_000);
    await c.say('ask time tracker to switch to internal admin');
    clock.advance(30 * 60_000);
    expect((await c.say('ask time tracker to change my greenleaf yoga entry to four hours')).speech).toMatch(/to 4 hours\.$/);
    expect((await c.say('ask time tracker to go back to greenleaf yoga')).speech).toBe(
      'Stopped your timer for Internal Admin after 30 minutes, and resumed your timer for Greenleaf Yoga Studio.',
    );
    expect((await running()).map((a) => a.project.name)).toEqual(['Greenleaf Yoga Studio']);
  });

  test('of two timers stopped together, the one named, or one stopped alone earlier, runs again alone', async () => {
    await c.say('ask time tracker to start a timer for greenleaf yoga');
    await startTimerOnWeb(c, 'Internal Admin');
    clock.advance(3600_000);
    await c.say('ask time tracker to stop all my timers');
    clock.advance(30 * 60_000);
    expect((await c.say('ask time tracker to resume greenleaf')).speech).toBe('Resumed your timer for Greenleaf Yoga Studio.');
    expect((await running()).map((a) => a.project.name)).toEqual(['Greenleaf Yoga Studio']);
    await c.say('ask time tracker to pause greenleaf');
    clock.advance(5 * 60_000);
    expect((await c.say('ask time tracker to resume my timer')).speech).toBe('Resumed your timer for Greenleaf Yoga Studio.');
    expect((await running()).map((a) => a.project.name)).toEqual(['Greenleaf Yoga Studio']);
  });

  test('"undo that" after a resume stops that timer again as it was, and restarts what the resume stopped; no other entry is touched', async () => {
    await c.say('ask time tracker to start a timer for greenleaf yoga');
    clock.advance(30 * 60_000);
    await c.say('ask time tracker to stop my timer');
    await c.say('ask time tracker to log an hour on apollo mobile');
    await c.say('ask time tracker to start a timer for internal');
    clock.advance(10 * 60_000);
    expect((await c.say('ask time tracker to resume my greenleaf timer')).speech).toBe('Stopped your timer for Internal after 10 minutes, and resumed your timer for Greenleaf Yoga Studio.');
    clock.advance(60_000);
    // It used to undo the change before the resume: the hour on Apollo Mobile App was deleted.
    expect((await c.say('ask time tracker to undo that')).speech).toBe('Undone: your timer for Greenleaf Yoga Studio is stopped again, and your timer for Internal is running again.');
    const all = await activities(c, '&filter=source:alexa');
    const byProject = Object.fromEntries(all.map((a) => [a.project.name, [a.status, a.duration]]));
    expect(byProject).toEqual({ 'Greenleaf Yoga Studio': ['complete', 1800], 'Apollo Mobile App': ['complete', 3600], Internal: ['pending', 11 * 60] });
  });

  test('a project with no timer today gets a new one; a last timer from yesterday keeps its day', async () => {
    // Yesterday's timer, stopped.
    const old = (await c.api.post('/api/v2/activities', { description: 'banners', project_id: await projectId(c, 'Greenleaf Yoga Studio') })).body.data;
    clock.advance(30 * 60_000);
    await c.api.post(`/api/v2/activities/${old.id}/stop`);
    clock.advance(23 * 3600_000);
    const reply = await c.say('ask time tracker to continue where i left off');
    expect(reply.speech).toBe('Started a timer for banners on Greenleaf Yoga Studio.');
    const [timer] = await running();
    expect(timer.id).not.toBe(old.id);
    expect(timer).toMatchObject({ description: 'banners', date: expect.stringMatching(/^2026-11-24/) });
    expect((await c.api.get(`/api/v2/activities/${old.id}`)).body.data).toMatchObject({ status: 'complete', duration: 1800 });
    expect((await c.say('ask time tracker to get back to internal admin')).speech).toBe(
      'Stopped your timer for Greenleaf Yoga Studio after less than a minute, and started one for Internal Admin.',
    );
  });

  test('a last timer from yesterday the skill described itself starts anew without saying its words back', async () => {
    await c.say('ask time tracker to start a timer for greenleaf yoga');
    clock.advance(30 * 60_000);
    await c.say('ask time tracker to stop my timer');
    clock.advance(23 * 3600_000);
    // It was "Started a timer for Work on Greenleaf Yoga Studio on Greenleaf Yoga Studio."
    expect((await c.say('ask time tracker to go back to greenleaf')).speech).toBe('Started a timer for Greenleaf Yoga Studio.');
    expect(await running()).toEqual([expect.objectContaining({ description: 'Work on Greenleaf Yoga Studio', date: expect.stringMatching(/^2026-11-24/) })]);
  });

  test('"back to apollo", with three Apollo projects and a timer lately on one, resumes that one', async () => {
    await c.say('ask time tracker to start a timer for the apollo mobile app');
    clock.advance(30 * 60_000);
    await c.say('ask time tracker to stop my timer');
    expect((await c.say('ask time tracker to go back to apollo')).speech).toBe('Resumed your timer for Apollo Mobile App.');
    expect((await running()).map((a) => a.project.name)).toEqual(['Apollo Mobile App']);
  });

  test('a stop or a resume the service fails is said as it is: nothing is said done that was not', async () => {
    await c.say('ask time tracker to start a timer for greenleaf yoga');
    clock.advance(30 * 60_000);
    await c.say('ask time tracker to start a timer for internal');
    clock.advance(10 * 60_000);
    c.svc.service.faults.set({ errorRate: 1, path: /\/resume$/ });
    const failed = await c.say('ask time tracker to go back to greenleaf yoga studio');
    c.svc.service.faults.set(null);
    expect(failed.speech).toBe(
      "I stopped your timer for Internal after 10 minutes. I couldn't reach your time tracker, so I didn't resume your timer. Please try again in a moment.",
    );
    expect(await running()).toEqual([]);
    await c.say('ask time tracker to start a timer for internal');
    c.svc.service.faults.set({ errorRate: 1, path: /\/stop$/ });
    const half = await c.say('ask time tracker to go back to greenleaf yoga studio');
    c.svc.service.faults.set(null);
    expect(half.speech).toBe("Resumed your timer for Greenleaf Yoga Studio. I couldn't stop your timer for Internal, so it's still running too.");
    expect((await running()).map((a) => a.project.name).sort()).toEqual(['Greenleaf Yoga Studio', 'Internal']);
  });

  test('with no timer lately, there is nothing to resume, and nothing is started', async () => {
    expect((await c.say('ask time tracker to resume my timer')).speech).toMatch(/nothing to resume/);
    expect(await running()).toEqual([]);
  });

  test('a timer already running is said to be running', async () => {
    await c.say('ask time tracker to start a timer for internal');
    clock.advance(5 * 60_000);
    expect((await c.say('ask time tracker to resume my timer')).speech).toBe('Your timer for Internal is already running: 5 minutes so far.');
  });
});

describe('forgotten timers', () => {
  /** A timer started on the website on Sunday at 5:10 pm in Los Angeles and left running until Monday 9 am. */
  async function forgottenSinceYesterday(project: string) {
    clock.set('2026-11-23T01:10:00.000Z');
    const timer = await startTimerOnWeb(c, project);
    clock.set('2026-11-23T17:00:00.000Z');
    return timer;
  }

  test('"start a timer for" its own project, one-shot: when it finished is asked, and a new timer starts after the stop (it said "has been running for 16 hours", the night booked)', async () => {
    await forgottenSinceYesterday('Apollo Mobile App');
    const question = await c.say('ask time tracker to start a timer for apollo mobile');
    expect(question.speech).toBe('Your timer for Apollo Mobile App has been running since 5:10 PM yesterday. When did you finish?');
    expect(question.endsSession).toBe(false);
    expect((await c.say('at six thirty')).speech).toBe('Stopped your timer for Apollo Mobile App at 6:30 PM yesterday, after 1 hour and 20 minutes. Started a timer for Apollo Mobile App.');
    expect((await running()).map((a) => [a.project.name, a.duration, a.date])).toEqual([['Apollo Mobile App', 0, '2026-11-23T09:00:00.000-08:00']]);
  });

  test('a break or a log said instead of an answer: the question stands, after the log (the break came off the night, or the log dropped the question: the night stayed booked)', async () => {
    await forgottenSinceYesterday('Apollo Mobile App');
    await c.say('open time tracker');
    expect((await c.say('i took an hour lunch')).speech).toMatch(/When did you finish with Apollo Mobile App\?/);
    const logged = await c.say('log two hours on internal admin yesterday');
    expect(logged.speech).toBe('Logged 2 hours to Internal Admin for yesterday. Your timer for Apollo Mobile App has been running since 5:10 PM yesterday. When did you finish?');
    expect(logged.endsSession).toBe(false);
    expect((await c.say('at six thirty')).speech).toBe('Stopped your timer for Apollo Mobile App at 6:30 PM yesterday, after 1 hour and 20 minutes.');
  });

  test.each([
    ['i worked until six thirty', 'at 6:30 PM yesterday, after 1 hour and 20 minutes'],
    ['i only worked an hour', 'at 6:10 PM yesterday, after 1 hour'],
  ])('"%s", to the question: stopped then (it was not understood, asked again)', async (said, stopped) => {
    await forgottenSinceYesterday('Apollo Mobile App');
    await c.say('open time tracker');
    expect((await c.say(said)).speech).toBe(`Stopped your timer for Apollo Mobile App ${stopped}.`);
  });

  test('"log an hour on apollo mobile yesterday", the timer\'s own project, to the question: how long it ran (logged beside it, the hour was booked twice once it stopped)', async () => {
    await forgottenSinceYesterday('Apollo Mobile App');
    await c.say('open time tracker');
    expect((await c.say('log an hour on apollo mobile yesterday')).speech).toBe('Stopped your timer for Apollo Mobile App at 6:10 PM yesterday, after 1 hour.');
    expect((await activities(c)).filter((a) => a.project.name === 'Apollo Mobile App' && a.source === 'alexa').length).toBe(0);
    expect((await running())).toEqual([]);
  });

  test('a log on its project for another day, or of "a day", is no answer: logged on the day said, or asked how many hours, and the question put again', async () => {
    await forgottenSinceYesterday('Apollo Mobile App');
    await c.say('open time tracker');
    expect((await c.say('log an hour on apollo mobile today')).speech).toBe('Logged 1 hour to Apollo Mobile App for today. Your timer for Apollo Mobile App has been running since 5:10 PM yesterday. When did you finish?');
    expect((await c.say('log a day on apollo mobile')).speech).not.toMatch(/^Stopped/);
    expect((await running()).map((a) => a.project.name)).toEqual(['Apollo Mobile App']);
  });

  test('"I started at ten", said at 1 am of a timer begun at 10:30 pm: its start moves, nothing asked (it asked when it finished)', async () => {
    clock.set('2026-11-23T06:30:00.000Z'); // 10:30 pm Sunday
    await c.say('ask time tracker to start a timer for apollo mobile');
    clock.set('2026-11-23T09:00:00.000Z'); // 1 am Monday
    expect((await c.say('ask time tracker i started at ten')).speech).toMatch(/^Your timer for Apollo Mobile App now counts from 10 PM yesterday/);
  });

  test('"start a timer for apollo mobile from eight" of its own timer left running: when it finished is asked, then a new one starts from eight (its start moved to today, yesterday\'s hours lost)', async () => {
    await forgottenSinceYesterday('Apollo Mobile App');
    clock.set('2026-11-23T17:30:00.000Z'); // 9:30 am
    expect((await c.say('ask time tracker to start a timer for apollo mobile from eight')).speech).toBe('Your timer for Apollo Mobile App has been running since 5:10 PM yesterday. When did you finish?');
    expect((await c.say('at six thirty')).speech).toBe(
      'Stopped your timer for Apollo Mobile App at 6:30 PM yesterday, after 1 hour and 20 minutes. Started a timer for Apollo Mobile App from 8 AM. It has been running for 1 hour and 30 minutes.',
    );
  });

  test('"stop my timer today at eleven", of a timer of today: stopped then (it was "I didn\'t ask about a time")', async () => {
    await c.say('ask time tracker to start a timer for greenleaf yoga');
    clock.set('2026-11-23T20:00:00.000Z'); // noon
    expect((await c.say('ask time tracker to stop my timer today at eleven')).speech).toBe('Stopped your timer for Greenleaf Yoga Studio at 11 AM, after 2 hours.');
  });

  test('"stop my timer at six thirty yesterday", asked nothing, stops it then (it was "You don\'t have a timer running for my timer at six thirty yesterday")', async () => {
    await forgottenSinceYesterday('Apollo Mobile App');
    expect((await c.say('ask time tracker to stop my timer at six thirty yesterday')).speech).toBe('Stopped your timer for Apollo Mobile App at 6:30 PM yesterday, after 1 hour and 20 minutes.');
  });

  test('a timer running since yesterday is asked about first, and stops at the time said', async () => {
    const timer = await forgottenSinceYesterday('Apollo Mobile App');
    const question = await c.say('open time tracker');
    expect(question.speech).toBe('Your timer for Apollo Mobile App has been running since 5:10 PM yesterday. When did you finish?');
    expect(question.endsSession).toBe(false);
    const reply = await c.say('at six thirty');
    expect(reply.speech).toBe('Stopped your timer for Apollo Mobile App at 6:30 PM yesterday, after 1 hour and 20 minutes.');
    const stopped = (await c.api.get(`/api/v2/activities/${timer.id}`)).body.data;
    // Reported: what the person said. Recorded: when the stop really happened.
    expect(stopped).toMatchObject({ status: 'complete', duration: 80 * 60 });
    expect(stopped.records).toEqual([expect.objectContaining({ status: 'complete', start_time: '2026-11-23T01:10:00.000Z', stop_time: '2026-11-23T17:00:00.000Z' })]);
  });

  test('"I don\'t know" to "When did you finish?" offers to throw the timer away, and a yes does, booking none of the night (it was asked again, and again)', async () => {
    const timer = await forgottenSinceYesterday('Apollo Mobile App');
    await c.say('open time tracker');
    expect((await c.say("i don't know")).speech).toBe(
      'Then I can throw the timer away, so none of its time is booked, and you can log what you worked later. Throw away your timer for Apollo Mobile App, running for 15 hours and 50 minutes?',
    );
    expect((await c.say('yes')).speech).toBe("OK, I threw away your timer for Apollo Mobile App. Say, undo that, if you didn't mean to.");
    expect((await c.api.get(`/api/v2/activities/${timer.id}`)).status).not.toBe(200);
  });

  test('asked about when starting another timer, "I don\'t know" then yes throws it away and starts the one asked for; undo takes both back (the start was lost)', async () => {
    const timer = await forgottenSinceYesterday('Apollo Mobile App');
    expect((await c.say('ask time tracker to start a timer for greenleaf yoga')).speech).toBe(
      'Your timer for Apollo Mobile App has been running since 5:10 PM yesterday. When did you finish?',
    );
    await c.say("i don't know");
    expect((await c.say('yes')).speech).toBe('OK, I threw away your timer for Apollo Mobile App. Started a timer for Greenleaf Yoga Studio.');
    expect((await running()).map((a) => a.project.name)).toEqual(['Greenleaf Yoga Studio']);
    expect((await c.say('ask time tracker to undo that')).speech).toBe('Undone: I removed the timer for Greenleaf Yoga Studio, and your timer for Apollo Mobile App is running again.');
    expect((await running()).map((a) => a.id)).toEqual([timer.id]);
  });

  test('"I started greenleaf at nine", with a forgotten timer: once its end is said, Greenleaf starts from nine (it started from now, the time said lost)', async () => {
    await forgottenSinceYesterday('Apollo Mobile App');
    clock.set('2026-11-23T17:30:00.000Z'); // 9:30 am
    expect((await c.say('ask time tracker i started on greenleaf yoga at nine')).speech).toBe(
      'Your timer for Apollo Mobile App has been running since 5:10 PM yesterday. When did you finish?',
    );
    expect((await c.say('at six')).speech).toMatch(/^Stopped your timer for Apollo Mobile App at 6 PM yesterday, after 50 minutes\. .*Greenleaf Yoga Studio from 9 AM/);
    expect((await running()).map((a) => [a.project.name, a.date, a.duration])).toEqual([['Greenleaf Yoga Studio', '2026-11-23T09:00:00.000-08:00', 30 * 60]]);
  });

  test.each([
    ['an hour ago', 'Stopped your timer for Apollo Mobile App at 8 AM, after 14 hours and 50 minutes.'],
    ['it ran for three hours', 'Stopped your timer for Apollo Mobile App at 8:10 PM yesterday, after 3 hours.'],
  ])('"%s" answers "When did you finish?" (it was "Sorry, I didn\'t get that", or a project called "it ran")', async (said, answer) => {
    await forgottenSinceYesterday('Apollo Mobile App');
    await c.say('open time tracker');
    expect((await c.say(said)).speech).toBe(answer);
    expect(await running()).toEqual([]);
  });

  test('"throw it away" to "When did you finish?" asks first; a no keeps it running', async () => {
    await forgottenSinceYesterday('Apollo Mobile App');
    await c.say('open time tracker');
    expect((await c.say('throw it away')).speech).toBe('Throw away your timer for Apollo Mobile App, running for 15 hours and 50 minutes?');
    expect((await c.say('no')).speech).toBe('OK, your timer for Apollo Mobile App keeps running.');
    expect(await running()).toHaveLength(1);
  });

  test('"make that six thirty" answers "When did you finish?" as "at six thirty" does (it was asked again)', async () => {
    await forgottenSinceYesterday('Apollo Mobile App');
    await c.say('open time tracker');
    expect((await c.say('make that six thirty')).speech).toBe('Stopped your timer for Apollo Mobile App at 6:30 PM yesterday, after 1 hour and 20 minutes.');
  });

  test.each(['stop the apollo timer', 'stop apollo mobile', 'stop all my timers'])(
    '"%s" asks when it finished too, stopping any other timer now (only "stop my timer" asked: it booked the night)',
    async (said) => {
      const timer = await forgottenSinceYesterday('Apollo Mobile App');
      clock.set('2026-11-23T16:30:00.000Z');
      const other = await startTimerOnWeb(c, 'Greenleaf Yoga Studio');
      clock.set('2026-11-23T17:00:00.000Z');
      const question = await c.say(`ask time tracker to ${said}`);
      const greenleaf = said.includes('all') ? 'Stopped your timer for Greenleaf Yoga Studio after 30 minutes. ' : '';
      expect(question.speech).toBe(`${greenleaf}Your timer for Apollo Mobile App has been running since 5:10 PM yesterday. When did you finish?`);
      expect((await c.api.get(`/api/v2/activities/${timer.id}`)).body.data.status).toBe('pending');
      expect((await c.api.get(`/api/v2/activities/${other.id}`)).body.data.status).toBe(said.includes('all') ? 'complete' : 'pending');
      expect((await c.say('at six thirty')).speech).toBe('Stopped your timer for Apollo Mobile App at 6:30 PM yesterday, after 1 hour and 20 minutes.');
      expect((await c.api.get(`/api/v2/activities/${timer.id}`)).body.data).toMatchObject({ status: 'complete', duration: 80 * 60 });
    },
  );

  test.each([
    ['six thirty', '6:30 PM yesterday, after 1 hour and 20 minutes'],
    ['half past six', '6:30 PM yesterday, after 1 hour and 20 minutes'],
    ['six last night', '6 PM yesterday, after 50 minutes'],
    ['quarter to seven yesterday', '6:45 PM yesterday, after 1 hour and 35 minutes'],
    ['i left at seven last night', '7 PM yesterday, after 1 hour and 50 minutes'],
  ])('the time alone ("%s") answers "When did you finish?" (it was "Sorry, I didn\'t get that")', async (said, when) => {
    const timer = await forgottenSinceYesterday('Apollo Mobile App');
    await c.say('open time tracker');
    expect((await c.say(said)).speech).toBe(`Stopped your timer for Apollo Mobile App at ${when}.`);
    expect((await c.api.get(`/api/v2/activities/${timer.id}`)).body.data.status).toBe('complete');
  });

  test.each(['i forgot to stop my timer last night at six', 'i forgot to stop my timer at six last night'])('"%s", said one-shot, stops it then (it was "Sorry, I didn\'t get that", the night booked)', async (said) => {
    const timer = await forgottenSinceYesterday('Apollo Mobile App');
    expect((await c.say(`ask time tracker ${said}`)).speech).toBe('Stopped your timer for Apollo Mobile App at 6 PM yesterday, after 50 minutes.');
    expect((await c.api.get(`/api/v2/activities/${timer.id}`)).body.data).toMatchObject({ status: 'complete', duration: 50 * 60 });
  });

  test('"at twelve fifteen", of a timer from 5:10 PM, is 12:15 AM, the first after its start (it was 12:15 PM, nineteen hours; the next morning "hasn\'t come yet")', async () => {
    const timer = await forgottenSinceYesterday('Apollo Mobile App');
    await c.say('open time tracker');
    expect((await c.say('at twelve fifteen')).speech).toBe('Stopped your timer for Apollo Mobile App at 12:15 AM, after 7 hours and 5 minutes.');
    expect((await c.api.get(`/api/v2/activities/${timer.id}`)).body.data).toMatchObject({ status: 'complete', duration: 7 * 3600 + 5 * 60 });
  });

  test('undo right after the answer runs it again as before, counting since its start (it resumed the entry with only the time said, dated yesterday)', async () => {
    const timer = await forgottenSinceYesterday('Apollo Mobile App');
    await c.say('open time tracker');
    await c.say('at six thirty');
    expect((await c.say('ask time tracker to undo that')).speech).toBe('Undone: your timer for Apollo Mobile App is running again.');
    expect((await c.api.get(`/api/v2/activities/${timer.id}`)).body.data).toMatchObject({ status: 'pending', duration: 15 * 3600 + 50 * 60 });
  });

  test.each(['two hours', 'it should have been two hours', 'about two hours'])('"%s" is how long it ran: it stops two hours after its start (an edit left it running)', async (said) => {
    const timer = await forgottenSinceYesterday('Apollo Mobile App');
    await c.say('open time tracker');
    expect((await c.say(said)).speech).toBe('Stopped your timer for Apollo Mobile App at 7:10 PM yesterday, after 2 hours.');
    expect((await c.api.get(`/api/v2/activities/${timer.id}`)).body.data).toMatchObject({ status: 'complete', duration: 7200 });
    expect(await running()).toEqual([]);
  });

  test('a length longer than it has run is asked again', async () => {
    await forgottenSinceYesterday('Apollo Mobile App');
    await c.say('open time tracker');
    expect((await c.say('twenty hours')).speech).toBe("That time hasn't come yet. When did you finish with Apollo Mobile App?");
    expect(await running()).toHaveLength(1);
  });

  test('a time before the start is asked again; "keep it running" leaves it', async () => {
    await forgottenSinceYesterday('Internal');
    await c.say('open time tracker');
    const again = await c.say('yesterday at four');
    expect(again.speech).toBe('Your timer for Internal only started at 5:10 PM yesterday. When did you finish?');
    expect((await c.say('keep it running')).speech).toBe('Okay, your timer for Internal keeps running.');
    expect(await running()).toHaveLength(1);
  });

  test('a timer running today for longer than a workday is asked about too; one of an hour is not', async () => {
    await startTimerOnWeb(c, 'Internal');
    clock.advance(60 * 60_000);
    expect((await c.say('open time tracker')).speech).toBe('Welcome back. Your timer for Internal has been running for 1 hour. What would you like to do?');
    clock.advance(8 * 3600_000);
    expect((await c.say('open time tracker')).speech).toBe('Your timer for Internal has been running since 9 AM. When did you finish?');
    expect((await c.say('i finished at five pm')).speech).toBe('Stopped your timer for Internal at 5 PM, after 8 hours.');
    expect(await running()).toEqual([]);
  });

  test('a timer started late last evening and stopped just after midnight is work past midnight, not a forgotten one', async () => {
    clock.set('2026-11-23T07:30:00.000Z'); // 11:30 pm on Sunday
    await startTimerOnWeb(c, 'Greenleaf Yoga Studio');
    clock.set('2026-11-23T08:20:00.000Z'); // 12:20 am on Monday
    expect((await c.say('ask time tracker to stop my timer')).speech).toBe('Stopped your timer for Greenleaf Yoga Studio after 50 minutes.');
    expect(await running()).toEqual([]);
    // Since 9 pm, at 1 am, is long enough to ask.
    clock.set('2026-11-23T05:00:00.000Z');
    await startTimerOnWeb(c, 'Greenleaf Yoga Studio');
    clock.set('2026-11-23T09:00:00.000Z');
    expect((await c.say('ask time tracker to stop my timer')).speech).toBe('Your timer for Greenleaf Yoga Studio has been running since 9 PM yesterday. When did you finish?');
  });

  test('"stop my timer" for a forgotten timer asks when it finished first; "just now" stops it now', async () => {
    const timer = await forgottenSinceYesterday('Internal');
    const question = await c.say('ask time tracker to stop my timer');
    expect(question.speech).toBe('Your timer for Internal has been running since 5:10 PM yesterday. When did you finish?');
    expect(await running()).toHaveLength(1);
    // "Stop my timer" again, to that question, says no time: asked again with how to answer (it stopped the
    // timer now, the whole night booked); "just now" says now.
    expect((await c.say('stop my timer')).speech).toBe('When did you finish with Internal? For example, at five thirty, or just now. Or say, keep it running.');
    expect(await running()).toHaveLength(1);
    expect((await c.say('just now')).speech).toBe('Stopped your timer for Internal at 9 AM, after 15 hours and 50 minutes.');
    expect((await c.api.get(`/api/v2/activities/${timer.id}`)).body.data).toMatchObject({ status: 'complete', duration: (15 * 60 + 50) * 60 });
  });

  test('"start a timer for greenleaf" to the question still waits for the answer; the timer starts once it is given', async () => {
    await forgottenSinceYesterday('Internal');
    await c.say('open time tracker');
    expect((await c.say('start a timer for greenleaf')).speech).toBe('When did you finish with Internal? For example, at five thirty, or just now. Or say, keep it running.');
    expect((await running()).map((timer) => timer.project.name)).toEqual(['Internal']);
    const answered = await c.say('at six pm');
    expect(answered.speech).toMatch(/^Stopped your timer for Internal at 6 PM yesterday, after 50 minutes\. .*Greenleaf Yoga Studio/);
    expect((await running()).map((timer) => timer.project.name)).toEqual(['Greenleaf Yoga Studio']);
  });

  test('"just now" to the question stops the timer now; a time to no question books nothing', async () => {
    // Said with no question open, a time is taken as a stop time, and there is nothing to stop.
    expect((await c.say('ask time tracker at six')).speech).toBe("You don't have a timer running.");
    await forgottenSinceYesterday('Internal');
    await c.say('open time tracker');
    expect((await c.say('just now')).speech).toBe('Stopped your timer for Internal at 9 AM, after 15 hours and 50 minutes.');
    expect(await running()).toEqual([]);
  });

  test('starting another timer while one is forgotten asks first, then stops it at that time and starts the new one', async () => {
    const old = await forgottenSinceYesterday('Internal');
    const question = await c.say('ask time tracker to start a timer for greenleaf yoga');
    expect(question.speech).toBe('Your timer for Internal has been running since 5:10 PM yesterday. When did you finish?');
    expect((await running()).map((a) => a.project.name)).toEqual(['Internal']);
    const reply = await c.say('at seven pm');
    expect(reply.speech).toBe('Stopped your timer for Internal at 7 PM yesterday, after 1 hour and 50 minutes. Started a timer for Greenleaf Yoga Studio.');
    expect((await c.api.get(`/api/v2/activities/${old.id}`)).body.data).toMatchObject({ status: 'complete', duration: 110 * 60 });
    expect((await running()).map((a) => a.project.name)).toEqual(['Greenleaf Yoga Studio']);
  });

  test('"keep it running" to that question starts nothing', async () => {
    await forgottenSinceYesterday('Internal');
    await c.say('ask time tracker to start a timer for greenleaf yoga');
    expect((await c.say('keep it running')).speech).toBe("Okay, your timer for Internal keeps running. So I didn't start one for Greenleaf Yoga Studio.");
    expect((await running()).map((a) => a.project.name)).toEqual(['Internal']);
  });

  test('a resumed timer stopped at a past time keeps its earlier run and counts the last up to that time', async () => {
    // Sunday: an hour from 9 am, then resumed at 5:10 pm and never stopped.
    clock.set('2026-11-22T17:00:00.000Z');
    const timer = await startTimerOnWeb(c, 'Internal');
    clock.set('2026-11-22T18:00:00.000Z');
    await c.api.post(`/api/v2/activities/${timer.id}/stop`);
    clock.set('2026-11-23T01:10:00.000Z');
    await c.api.post(`/api/v2/activities/${timer.id}/resume`);
    clock.set('2026-11-23T17:00:00.000Z');
    expect((await c.say('open time tracker')).speech).toMatch(/running since 5:10 PM yesterday/);
    expect((await c.say('at six')).speech).toBe('Stopped your timer for Internal at 6 PM yesterday, after 1 hour and 50 minutes.');
    const stopped = (await c.api.get(`/api/v2/activities/${timer.id}`)).body.data;
    expect(stopped).toMatchObject({ status: 'complete', duration: 3600 + 50 * 60 });
    expect(stopped.records).toHaveLength(2);
  });

  test('when the service fails to take the stop time, the reply says what the timer now shows', async () => {
    const timer = await forgottenSinceYesterday('Internal');
    await c.say('open time tracker');
    c.svc.service.faults.set({ errorRate: 1, method: 'PUT', path: /\/activities\// });
    const reply = await c.say('at six');
    c.svc.service.faults.set(null);
    expect(reply.speech).toBe(
      "I stopped your timer for Internal, but your time tracker didn't answer when I tried to end it at 6 PM yesterday, so it shows 15 hours and 50 minutes. Please correct it on the website.",
    );
    expect((await c.api.get(`/api/v2/activities/${timer.id}`)).body.data).toMatchObject({ status: 'complete', duration: (15 * 60 + 50) * 60 });
  });
});

describe('breaks said with their length', () => {
  test.each(['pause my timer for an hour', 'stop my timer for thirty minutes'])('"%s" stops the timer, and logs nothing (an hour was logged beside it, or it ran on)', async (said) => {
    await c.say('ask time tracker to start a timer for greenleaf yoga');
    clock.advance(3 * 3600_000);
    expect((await c.say(`ask time tracker to ${said}`)).speech).toBe('Stopped your timer for Greenleaf Yoga Studio after 3 hours.');
    expect(await running()).toEqual([]);
    expect((await activities(c, '&filter=source:alexa')).map((a: { duration: number }) => a.duration)).toEqual([3 * 3600]);
  });
});

describe('a timer left running overnight and touched the morning after: its stop still asks when it finished (it stopped at once, booking the night on the day it began)', () => {
  const greenleaf = async () => (await activities(c, '&filter=source:web')).filter((a) => a.project.name === 'Greenleaf Yoga Studio').map((a) => [a.status, a.duration, a.date.slice(0, 10)]);

  test('a break taken off it: the stop asks, and the day gets its hours less the break', async () => {
    await startTimerOnWeb(c, 'Greenleaf Yoga Studio');
    clock.set('2026-11-24T15:00:00.000Z'); // Tuesday, 7 am
    expect((await c.say('ask time tracker i took a thirty minute break')).speech).toMatch(/^Took 30 minutes off your timer for Greenleaf Yoga Studio\./);
    clock.set('2026-11-24T16:30:00.000Z'); // 8:30 am (within the day the test's sign-in lasts)
    expect((await c.say('ask time tracker to stop my timer')).speech).toBe('Your timer for Greenleaf Yoga Studio has been running since 9:30 AM yesterday. When did you finish?');
    expect((await c.say('at five')).speech).toBe('Stopped your timer for Greenleaf Yoga Studio at 5 PM yesterday, after 7 hours and 30 minutes.');
    expect(await greenleaf()).toEqual([['complete', 27000, '2026-11-23']]);
  });

  test('fifteen minutes added to it: the stop asks from when it began yesterday (the stop and resume for the edit left no pause)', async () => {
    await startTimerOnWeb(c, 'Greenleaf Yoga Studio');
    clock.set('2026-11-24T15:00:00.000Z'); // Tuesday, 7 am
    await c.say('ask time tracker to add fifteen minutes to that');
    clock.set('2026-11-24T16:30:00.000Z');
    expect((await c.say('ask time tracker to stop my timer')).speech).toBe('Your timer for Greenleaf Yoga Studio has been running since 8:45 AM yesterday. When did you finish?');
    expect((await c.say('at five')).speech).toBe('Stopped your timer for Greenleaf Yoga Studio at 5 PM yesterday, after 8 hours and 15 minutes.');
  });

  test('"oops, make that eight hours", the question put aside: how long it ran, stopped then', async () => {
    await startTimerOnWeb(c, 'Greenleaf Yoga Studio');
    clock.set('2026-11-24T16:00:00.000Z');
    await c.say('open time tracker');
    await c.say('what am i working on');
    expect((await c.say('oops make that eight hours')).speech).toBe('Stopped your timer for Greenleaf Yoga Studio at 5 PM yesterday, after 8 hours.');
    expect(await greenleaf()).toEqual([['complete', 28800, '2026-11-23']]);
  });

  test('time logged the morning after is not asked about as part of it, and is logged beside it; when the timer finished is asked after (it went unsaid)', async () => {
    await startTimerOnWeb(c, 'Greenleaf Yoga Studio');
    clock.set('2026-11-24T16:00:00.000Z');
    const logged = await c.say('ask time tracker to log an hour on internal admin');
    expect([logged.speech, logged.endsSession]).toEqual([
      'Logged 1 hour to Internal Admin for today. Your timer for Greenleaf Yoga Studio has been running since 9 AM yesterday. If it should have stopped, say when you finished, for example, I finished at five.',
      true,
    ]);
    expect(await greenleaf()).toEqual([['pending', 23 * 3600, '2026-11-23']]);
    expect((await c.say('ask time tracker i finished at five')).speech).toBe('Stopped your timer for Greenleaf Yoga Studio at 5 PM yesterday, after 8 hours.');
  });

  test('time logged for the day the timer was left running is logged and the timer named (its stop later booked the same hours again, unsaid); a correction of the log said next is the log\'s', async () => {
    await startTimerOnWeb(c, 'Greenleaf Yoga Studio');
    clock.set('2026-11-24T16:00:00.000Z');
    await c.say('open time tracker');
    await c.say('keep it running');
    expect((await c.say('log two hours on internal admin for yesterday')).speech).toBe(
      'Logged 2 hours to Internal Admin for yesterday. Your timer for Greenleaf Yoga Studio has been running since 9 AM yesterday. If it should have stopped, say when you finished, for example, I finished at five.',
    );
    // (A question left open took "no, three hours" for when the timer finished, and stopped it at noon.)
    expect((await c.say('ask time tracker no three hours')).speech).toBe('Changed your Internal Admin entry for yesterday to 3 hours.');
    expect(await greenleaf()).toEqual([['pending', 23 * 3600, '2026-11-23']]);
  });

  test('"monday at five", to "When did you finish?" on the Tuesday: the Monday just gone (Alexa sends the coming one, and it was "That time hasn\'t come yet")', async () => {
    await startTimerOnWeb(c, 'Greenleaf Yoga Studio');
    clock.set('2026-11-24T16:00:00.000Z');
    await c.say('ask time tracker to stop my timer');
    expect((await c.say('monday at five')).speech).toBe('Stopped your timer for Greenleaf Yoga Studio at 5 PM yesterday, after 8 hours.');
    expect(await greenleaf()).toEqual([['complete', 28800, '2026-11-23']]);
  });

  test('"I finished yesterday at five", asked nothing: the answer to the question it would have been asked (it was "I didn\'t ask about a time", and the timer ran on)', async () => {
    await startTimerOnWeb(c, 'Greenleaf Yoga Studio');
    clock.set('2026-11-24T16:00:00.000Z');
    expect((await c.say('ask time tracker i finished yesterday at five')).speech).toBe('Stopped your timer for Greenleaf Yoga Studio at 5 PM yesterday, after 8 hours.');
    expect(await greenleaf()).toEqual([['complete', 28800, '2026-11-23']]);
  });

  test('started after midnight "from ten": the stop in the morning asks, from ten', async () => {
    clock.set('2026-11-24T08:30:00.000Z'); // Tuesday, 12:30 am
    expect((await c.say('ask time tracker to start a timer for greenleaf yoga from ten')).speech).toMatch(/^Started a timer for Greenleaf Yoga Studio from 10 PM yesterday\./);
    clock.set('2026-11-24T15:30:00.000Z'); // 7:30 am
    expect((await c.say('ask time tracker to stop my timer')).speech).toBe('Your timer for Greenleaf Yoga Studio has been running since 10 PM yesterday. When did you finish?');
    expect((await c.say('at two')).speech).toBe('Stopped your timer for Greenleaf Yoga Studio at 2 AM, after 4 hours.');
  });
});

test('"stop the timer, I was done at five" is no second request: the timer is not stopped now (split as one, it stopped, and the hours since five were booked)', async () => {
  await c.say('ask time tracker to start a timer for greenleaf yoga');
  clock.advance(10 * 60_000);
  const reply = await c.say('ask time tracker to stop the timer i was done at five');
  expect(reply.speech).not.toMatch(/^Stopped your timer/);
  expect((await running()).map((a) => a.project.name)).toEqual(['Greenleaf Yoga Studio']);
});
