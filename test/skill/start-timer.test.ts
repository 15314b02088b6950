import { activities, type Conversation, projectId, startConversation, stopAllTimers } from '../support/conversation';
import { manualClock } from '../support/service';

const clock = manualClock();
let c: Conversation;

beforeAll(async () => {
  clock.set('2026-11-22T17:00:00.000Z');
  c = await startConversation({ now: clock.now });
});
afterAll(() => c.close());

const running = () => activities(c, '&filter=status:pending');

test('starts a timer for the project named, with source "alexa" and a sensible description', async () => {
  const reply = await c.say('ask time tracker to start a timer for greenleaf');
  expect(reply.speech).toBe('Started a timer for Greenleaf Yoga Studio.');
  expect(reply.endsSession).toBe(true);
  const [timer] = await running();
  expect(timer).toMatchObject({
    status: 'pending',
    project: { id: await projectId(c, 'Greenleaf Yoga Studio') },
    source: 'alexa',
    description: 'Work on Greenleaf Yoga Studio',
  });
  expect(await running()).toHaveLength(1);
});

test('asked again, it says how long the timer has been running and does not start a second', async () => {
  clock.advance(5 * 60_000);
  const reply = await c.say('start a timer for greenleaf yoga studio');
  expect(reply.speech).toBe('Your timer for Greenleaf Yoga Studio has been running for 5 minutes.');
  expect(await running()).toHaveLength(1);
});

test('starting another project stops the running timer first, and says how long it ran', async () => {
  clock.advance(20 * 60_000);
  const reply = await c.say("i'm starting on the smithson logistics website");
  expect(reply.speech).toBe('Stopped your timer for Greenleaf Yoga Studio after 25 minutes, and started one for Smithson Logistics Website.');
  const timers = await running();
  expect(timers.map((a) => a.project.name)).toEqual(['Smithson Logistics Website']);
  const [greenleaf] = await activities(c, `&filter=project_id:${await projectId(c, 'Greenleaf Yoga Studio')}`);
  expect(greenleaf).toMatchObject({ status: 'complete', duration: 1500 });
  expect(greenleaf.records).toEqual([expect.objectContaining({ status: 'complete', quantity: 1500 })]);
});

test('"stop the timer and start one for …" is a switch: the running timer stops and the one named starts', async () => {
  clock.advance(10 * 60_000);
  const reply = await c.say('ask time tracker to stop the timer and start one for greenleaf yoga');
  expect(reply.speech).toBe('Stopped your timer for Smithson Logistics Website after 10 minutes, and started one for Greenleaf Yoga Studio.');
  expect((await running()).map((a) => a.project.name)).toEqual(['Greenleaf Yoga Studio']);
});

test('a spoken description becomes the activity description, and is said back', async () => {
  const reply = await c.say('start a timer for code review on the apollo website redesign');
  expect(reply.speech).toMatch(/started one for code review on Apollo Website Redesign\.$/);
  const [timer] = await running();
  expect(timer).toMatchObject({ project: { name: 'Apollo Website Redesign' }, description: 'code review' });
});

test('a description named as such ("with description design review") is the description, not part of the name', async () => {
  const reply = await c.say('start a timer for greenleaf with description design review');
  expect(reply.speech).toMatch(/started one for design review on Greenleaf Yoga Studio\.$/);
  const [timer] = await running();
  expect(timer).toMatchObject({ project: { name: 'Greenleaf Yoga Studio' }, description: 'design review' });
});

test('words said after a whole name ("internal admin emails") are the description, not dropped; "now" or "please" describe nothing', async () => {
  const reply = await c.say('ask time tracker to start a timer for internal admin emails please');
  expect(reply.speech).toMatch(/started one for emails on Internal Admin\.$/);
  expect(await running()).toEqual([expect.objectContaining({ project: expect.objectContaining({ name: 'Internal Admin' }), description: 'emails' })]);
  await c.say('ask time tracker to start a timer for greenleaf yoga studio now');
  expect(await running()).toEqual([expect.objectContaining({ project: expect.objectContaining({ name: 'Greenleaf Yoga Studio' }), description: 'Work on Greenleaf Yoga Studio' })]);
  // Talk around the request describes nothing either.
  await c.say('ask time tracker to start a timer for internal admin real quick');
  expect(await running()).toEqual([expect.objectContaining({ project: expect.objectContaining({ name: 'Internal Admin' }), description: 'Work on Internal Admin' })]);
});

test('words after "for" that only name the project again ("onboarding flow for nimbus") describe nothing (they were stored as the description)', async () => {
  const reply = await c.say('ask time tracker to start a timer for onboarding flow for nimbus');
  expect(reply.speech).toMatch(/(?:started one for|Started a timer for) Nimbus Bank Onboarding Flow\.$/);
  expect(await running()).toEqual([expect.objectContaining({ project: expect.objectContaining({ name: 'Nimbus Bank Onboarding Flow' }), description: 'Work on Nimbus Bank Onboarding Flow' })]);
});

test('"the website for apollo": of the projects "the website" could be, the one whose name has the words after "for"; none that has them, the question', async () => {
  const reply = await c.say('ask time tracker to start a timer for the website for apollo');
  expect(reply.speech).toMatch(/(?:started one for|Started a timer for) Apollo Website Redesign\.$/);
  expect(await running()).toEqual([expect.objectContaining({ project: expect.objectContaining({ name: 'Apollo Website Redesign' }), description: 'Work on Apollo Website Redesign' })]);
  const question = await c.say('ask time tracker to start a timer for the website for nimbus');
  expect(question.speech).toMatch(/^Did you mean .*Apollo Website Redesign.*, or .*\?$/);
  expect(await running()).toEqual([expect.objectContaining({ project: expect.objectContaining({ name: 'Apollo Website Redesign' }) })]);
});

test('"the mobile app for nimbus": a client named after "for" that is not the project\'s asks which, with that client\'s projects (it started Apollo Mobile App)', async () => {
  const before = await running();
  const question = await c.say('ask time tracker to start a timer for the mobile app for nimbus');
  expect(question.speech).toBe('Did you mean Nimbus Bank Onboarding Flow, UX Audit – Nimbus Bank, or Apollo Mobile App?');
  expect(await running()).toEqual(before);
  expect((await c.say('the audit')).speech).toMatch(/(?:started one for|Started a timer for) UX Audit – Nimbus Bank\.$/);
  expect(await running()).toEqual([expect.objectContaining({ project: expect.objectContaining({ name: 'UX Audit – Nimbus Bank' }), description: 'Work on UX Audit – Nimbus Bank' })]);
});

test('"the web banners for greenfield": another project named after "for" asks which (it booked Greenleaf Yoga Studio, with "greenfield" as what the work was)', async () => {
  const before = await activities(c);
  expect((await c.say('ask time tracker to log sixteen minutes on the web banners for greenfield')).speech).toBe('Did you mean Greenfield Farms Logo or Greenleaf Yoga Studio?');
  expect(await activities(c)).toHaveLength(before.length);
  expect((await c.say('greenfield farms')).speech).toBe('Logged 16 minutes to Greenfield Farms Logo for today.');
  const made = (await activities(c)).filter((a) => !before.some((b: any) => b.id === a.id));
  expect(made).toEqual([expect.objectContaining({ project: expect.objectContaining({ name: 'Greenfield Farms Logo' }), duration: 960, description: 'Work on Greenfield Farms Logo' })]);
  // Words after "for" that name no project stay what the work was.
  expect((await c.say('ask time tracker to log an hour on greenleaf yoga for the new banners')).speech).toBe('Logged 1 hour of the new banners to Greenleaf Yoga Studio for today.');
});

test('"design work on greenfield": what the work was, though one word of it is in another project\'s name (it asked about R&D – Motion Design)', async () => {
  const before = await activities(c);
  expect((await c.say('ask time tracker to log 45 minutes of design work on greenfield')).speech).toBe('Logged 45 minutes of design work to Greenfield Farms Logo for today.');
  const made = (await activities(c)).filter((a) => !before.some((b: any) => b.id === a.id));
  expect(made).toEqual([expect.objectContaining({ project: expect.objectContaining({ name: 'Greenfield Farms Logo' }), duration: 2700, description: 'design work' })]);
});

test('"the web banners for greenfield farm", a name half heard after "for", still asks which (it booked Greenleaf Yoga Studio, with "greenfield farm" as what the work was)', async () => {
  const before = await activities(c);
  expect((await c.say('ask time tracker to log sixteen minutes on the web banners for greenfield farm')).speech).toBe('Did you mean Greenfield Farms Logo or Greenleaf Yoga Studio?');
  expect(await activities(c)).toHaveLength(before.length);
  await c.say('no');
});

test('with no project said, it asks for one and carries on', async () => {
  const ask = await c.say('ask time tracker to start a timer');
  expect(ask.speech).toBe('Which project should I start the timer for?');
  expect(ask.endsSession).toBe(false);
  expect(ask.directives).toEqual([expect.objectContaining({ type: 'Dialog.ElicitSlot', slotToElicit: 'project' })]);
  const done = await c.say('internal admin');
  expect(done.speech).toMatch(/started one for Internal Admin\.$/);
  expect((await running()).map((a) => a.project.name)).toEqual(['Internal Admin']);
});

describe('when the name could be more than one project', () => {
  test('it asks, and "the second one" picks the second it offered', async () => {
    const before = await activities(c);
    const question = await c.say('ask time tracker to start a timer for apollo');
    expect(question.speech).toMatch(/^Did you mean (Apollo [A-Za-z ]+), (Apollo [A-Za-z ]+), or (Apollo [A-Za-z ]+)\?$/);
    expect(question.endsSession).toBe(false);
    expect(await activities(c)).toHaveLength(before.length);
    const second = /^Did you mean (?:[^,]+), ([^,]+), or/.exec(question.speech)![1];
    const reply = await c.say('the second one');
    expect(reply.speech).toMatch(new RegExp(`started one for ${second}\\.$`));
    expect((await running()).map((a) => a.project.name)).toEqual([second]);
  });

  test('"one" and "the middle one" are positions too (they got the question again)', async () => {
    for (const [answer, at] of [['one', 0], ['the middle one', 1]] as const) {
      const question = await c.say('ask time tracker to start a timer for apollo');
      const offered = /^Did you mean ([^,]+), ([^,]+), or ([^?]+)\?$/.exec(question.speech)!.slice(1);
      expect((await c.say(answer)).speech).toMatch(new RegExp(`(?:started one|Started a timer) for ${offered[at]}\\.$`));
      expect((await running()).map((a) => a.project.name)).toEqual([offered[at]]);
    }
  });

  test('a word of the name picks it ("mobile")', async () => {
    for (const timer of await running()) await c.api.post(`/api/v2/activities/${timer.id}/stop`);
    await c.say('ask time tracker to start a timer for apollo');
    const reply = await c.say('mobile');
    expect(reply.speech).toBe('Started a timer for Apollo Mobile App.');
  });

  test('"neither" offers the project list, and never creates a project', async () => {
    const projectsBefore = (await c.api.get('/api/v2/projects?list=true')).body.data.length;
    const timersBefore = await running();
    await c.say('ask time tracker to start a timer for apollo');
    const neither = await c.say('neither');
    expect(neither.speech).toBe('OK. Would you like me to list your projects, or start over?');
    expect(neither.endsSession).toBe(false);
    const list = await c.say('yes');
    expect(list.speech).toMatch(/^You have \d+ projects\. Here are the first 5: ACME-1243 Payment Webhooks, /);
    expect((await c.api.get('/api/v2/projects?list=true')).body.data.length).toBe(projectsBefore);
    expect(await running()).toEqual(timersBefore);
  });
});

test('a name that matches nothing gets a question, not a new project', async () => {
  const projectsBefore = (await c.api.get('/api/v2/projects?list=true')).body.data.length;
  const reply = await c.say('ask time tracker to start a timer for zebra crossing');
  expect(reply.speech).toBe("I couldn't find a project called zebra crossing. Would you like me to list your projects?");
  expect((await c.say('no')).speech).toBe('OK.');
  expect((await c.api.get('/api/v2/projects?list=true')).body.data.length).toBe(projectsBefore);
});

test('"start a timer for two hours" is a countdown, not the project with a two in its name: the project is asked, nothing starts', async () => {
  await c.say('ask time tracker to stop my timer');
  const reply = await c.say('ask time tracker to start a timer for two hours');
  expect(reply.speech).toBe(
    "My timers count up from when you start, for a project, so I can't set one for a length of time. Which project should I start the timer for?",
  );
  expect(await running()).toEqual([]);
  expect((await c.say('internal admin')).speech).toBe('Started a timer for Internal Admin.');
  expect((await running()).map((a) => a.project.name)).toEqual(['Internal Admin']);
  // Logging to "two hours" finds no project either.
  expect((await c.say('ask time tracker to log an hour on two hours')).speech).toBe("I couldn't find a project called two hours. Would you like me to list your projects?");
  await c.say('no');
});

describe('words about the timer itself are neither a description nor part of a name', () => {
  const stopAll = () => stopAllTimers(c);

  test('"start the timer on greenleaf", "start the clock for greenleaf" and "start another timer for greenleaf" describe nothing', async () => {
    await stopAll();
    // "Another timer", "a second timer" too (they were the entry's description: "started one for another timer on …").
    for (const words of ['start the timer on greenleaf', 'start the clock for greenleaf', 'start another timer for greenleaf', 'start a second timer for greenleaf']) {
      expect((await c.say(`ask time tracker to ${words}`)).speech).toBe('Started a timer for Greenleaf Yoga Studio.');
      expect(await running()).toEqual([expect.objectContaining({ description: 'Work on Greenleaf Yoga Studio' })]);
      await stopAll();
    }
  });

  test('"stop the greenleaf timer" stops the Greenleaf timer (it was "no timer running for the greenleaf timer")', async () => {
    await stopAll();
    await c.say('ask time tracker to start the greenleaf timer');
    expect(await running()).toEqual([expect.objectContaining({ project: expect.objectContaining({ name: 'Greenleaf Yoga Studio' }) })]);
    clock.advance(10 * 60_000);
    expect((await c.say('ask time tracker to stop the greenleaf timer')).speech).toBe('Stopped your timer for Greenleaf Yoga Studio after 10 minutes.');
    expect(await running()).toEqual([]);
  });

  test('"start a timer for two hours on internal admin" is a countdown: said so, and no timer starts', async () => {
    await stopAll();
    const reply = await c.say('ask time tracker to start a timer for two hours on internal admin');
    expect(reply.speech).toMatch(/^My timers count up from when you start, so I can't set one for a length of time\./);
    expect(reply.endsSession).toBe(false);
    expect(await running()).toEqual([]);
  });
});

test('"switch from internal admin to greenleaf" stops the one and starts the other (it offered a timer for Internal Admin)', async () => {
  await stopAllTimers(c);
  await c.say('ask time tracker to start a timer for internal admin');
  clock.advance(15 * 60_000);
  expect((await c.say('ask time tracker to switch from internal admin to greenleaf')).speech).toBe(
    'Stopped your timer for Internal Admin after 15 minutes, and started one for Greenleaf Yoga Studio.',
  );
  expect((await running()).map((timer) => timer.project.name)).toEqual(['Greenleaf Yoga Studio']);
});

test('thanks or cheers after the name is neither a name nor a description', async () => {
  await stopAllTimers(c);
  expect((await c.say('ask time tracker to start a timer for internal admin cheers')).speech).toBe('Started a timer for Internal Admin.');
  expect((await c.say('ask time tracker to start a timer for greenleaf thank you')).speech).toBe('Stopped your timer for Internal Admin after less than a minute, and started one for Greenleaf Yoga Studio.');
  const [timer] = await running();
  expect(timer).toMatchObject({ project: { name: 'Greenleaf Yoga Studio' }, description: 'Work on Greenleaf Yoga Studio' });
});
