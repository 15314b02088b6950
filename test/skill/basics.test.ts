import { skillConfig } from '../../lambda/config';
import { jsonLogger } from '../../lambda/log';
import { buildSkill } from '../../lambda/skill';
import { intentRequest, newSession } from '../../local/envelopes';
import { activities, type Conversation, projectId, SKILL_ID, startConversation } from '../support/conversation';
import { as, DEMO_USERS, manualClock, startTestService, type TestService } from '../support/service';

const clock = manualClock();
let svc: TestService;
let c: Conversation;

beforeAll(async () => {
  clock.set('2026-11-22T17:00:00.000Z');
  svc = await startTestService({ now: clock.now, config: { accessTokenTtlSeconds: 3600 } });
  c = await startConversation({ service: svc, now: clock.now });
});
afterAll(async () => {
  await c.close();
  await svc.close();
});

/** A conversation on its own service, whose access tokens last a minute by `clock`. */
const withShortLivedToken = (clock: ReturnType<typeof manualClock>) =>
  startConversation({ now: clock.now, serviceOptions: { config: { accessTokenTtlSeconds: 60 } } });

describe('opening the skill', () => {
  test('welcomes and listens', async () => {
    const reply = await c.say('open time tracker');
    expect(reply.speech).toMatch(/^Welcome to Time Tracker\. /);
    expect(reply.reprompt).toBe('You can say, start a timer for a project, or, log two hours on a project. What would you like to do?');
    expect(reply.endsSession).toBe(false);
    await c.say('cancel');
  });

  test('mentions a timer that is running', async () => {
    await c.api.post('/api/v2/activities', { description: 'x', project_id: await projectId(c, 'Internal') });
    clock.advance(10 * 60_000);
    const reply = await c.say('open time tracker');
    expect(reply.speech).toBe('Welcome back. Your timer for Internal has been running for 10 minutes. What would you like to do?');
    const stopped = await c.say('stop my timer');
    expect(stopped.speech).toBe('Stopped your timer for Internal after 10 minutes.');
  });
});

describe('help, fallback, cancel', () => {
  test('help explains and keeps listening', async () => {
    await c.say('open time tracker');
    const reply = await c.say('help');
    expect(reply.speech).toMatch(/^You can say: start a timer for Apollo\. /);
    expect(reply.endsSession).toBe(false);
  });

  test('every example help gives is one the skill understands', async () => {
    // On a service of its own: the examples start, stop and undo things.
    const c = await startConversation({ now: clock.now });
    await c.say('open time tracker');
    const { speech } = await c.say('help');
    const examples = ['start a timer for Apollo', 'Stop my timer', 'Log an hour and a half on Apollo for yesterday', 'Resume my timer'];
    examples.push('how much did I log this week', 'what did I do yesterday', 'undo that', 'change that to two hours');
    for (const example of examples) {
      expect(speech).toContain(example);
      await c.say('open time tracker');
      const reply = await c.say(example.toLowerCase());
      expect(reply.speech).not.toMatch(/didn't get that|couldn't find a project/i);
      if (!reply.endsSession) await c.say('cancel');
    }
    await c.close();
  });

  test('something the skill does not understand gets a suggestion, not silence', async () => {
    for (const reply of [
      await c.say('play some jazz music in the kitchen'),
      // "Both" with nothing offered names no project (it offered a timer for "Stackwise Kubernetes Booth").
      await c.say('both'),
      await c.alexa.sendIntent({ name: 'AMAZON.FallbackIntent', confirmationStatus: 'NONE', slots: {} }),
    ]) {
      expect(reply.speech).toMatch(/^Sorry, I didn't get that\. You can start or stop a timer/);
      expect(reply.endsSession).toBe(false);
    }
  });

  test('in the middle of a question, an answer that fits no choice, fallback and help all repeat the question', async () => {
    await c.say('ask time tracker to start a timer for apollo');
    const unclear = await c.say('purple elephants dancing');
    expect(unclear.speech).toMatch(/^Sorry, I didn't catch which one\. Did you mean Apollo [^?]*\?$/);
    const fallback = await c.alexa.sendIntent({ name: 'AMAZON.FallbackIntent', confirmationStatus: 'NONE', slots: {} });
    expect(fallback.speech).toMatch(/^Sorry, I didn't get that\. Which one did you mean: Apollo [^?]*\?$/);
    // One question in the turn: the one still open, not "What would you like to do?" as well.
    const help = await c.say('help');
    expect(help.speech).toMatch(/^I need an answer to my question first\. You can also say, start over, or, cancel\. Which one did you mean: Apollo [^?]*\?$/);
    expect((await c.say('the mobile app')).speech).toBe('Started a timer for Apollo Mobile App.');
  });

  test('cancel ends the session and changes nothing', async () => {
    const before = await activities(c);
    await c.say('ask time tracker to start a timer for apollo');
    const reply = await c.say('cancel');
    expect(reply).toMatchObject({ speech: 'Goodbye.', endsSession: true });
    expect(await activities(c)).toEqual(before);
  });

  test.each(['no', 'no thanks', 'thank you', "that's all", 'bye', 'nothing'])('"%s" to "What would you like to do?" says goodbye and changes nothing', async (words) => {
    const before = await activities(c);
    expect((await c.say('open time tracker')).endsSession).toBe(false);
    expect(await c.say(words)).toMatchObject({ speech: 'Goodbye.', endsSession: true });
    expect(await activities(c)).toEqual(before);
  });

  test('start over asks afresh', async () => {
    await c.say('ask time tracker to start a timer for apollo');
    const reply = await c.say('start over');
    expect(reply.speech).toBe("OK, let's start over. What would you like to do?");
    expect(c.alexa.sessionAttributes.pending).toBeUndefined();
  });

  test('a session ended by Alexa with an error is logged, and answered with nothing', async () => {
    await c.say('open time tracker');
    const reply = await c.alexa.end('ERROR', { type: 'INVALID_RESPONSE', message: 'something Alexa disliked' });
    expect(reply.speech).toBe('');
    const logged = c.logs.map((line) => JSON.parse(line)).find((entry) => entry.event === 'session_ended_with_error');
    expect(logged).toMatchObject({ level: 'error', alexaError: 'INVALID_RESPONSE', reason: 'ERROR' });
  });
});

describe('account linking', () => {
  test('with no linked account, every request sends the person to the Alexa app', async () => {
    const unlinked = await startConversation({ service: svc, linked: false, now: clock.now });
    try {
      for (const words of ['open time tracker', 'ask time tracker to start a timer for apollo', 'ask time tracker what am i working on']) {
        const reply = await unlinked.say(words);
        expect(reply.speech).toBe('To track your time, link your Time Tracker account in the Alexa app. I sent a card there to help.');
        expect(reply.card?.type).toBe('LinkAccount');
        expect(reply.endsSession).toBe(true);
      }
      expect(unlinked.calls).toEqual([]);
    } finally {
      await unlinked.close();
    }
  });

  test('"help" with no linked account says what the skill does and how to link it (it listed requests that would each only ask for the link)', async () => {
    const unlinked = await startConversation({ service: svc, linked: false, now: clock.now });
    try {
      const reply = await unlinked.say('ask time tracker for help');
      expect(reply.speech).toBe(
        'Time Tracker starts and stops timers, logs your time, and tells you how much you have logged, by voice, in your Time Tracker account. To track your time, link your Time Tracker account in the Alexa app. I sent a card there to help.',
      );
      expect(reply.card?.type).toBe('LinkAccount');
      expect(reply.endsSession).toBe(true);
    } finally {
      await unlinked.close();
    }
  });

  test('an expired token (401 from the service) asks to link again', async () => {
    const ownClock = manualClock();
    const expiring = await withShortLivedToken(ownClock);
    try {
      ownClock.advance(61_000);
      const reply = await expiring.say('ask time tracker what am i working on');
      expect(reply.speech).toBe('Your Time Tracker account needs to be linked again. I sent a card to the Alexa app to help.');
      expect(reply.card?.type).toBe('LinkAccount');
    } finally {
      await expiring.close();
    }
  });

  test("a project of another account (403) is explained, and nothing is booked", async () => {
    // The person relinks to another account in the middle of a conversation.
    const convo = await startConversation({ service: svc, now: clock.now });
    try {
      await convo.say('ask time tracker to start a timer for apollo');
      convo.alexa.device.accessToken = await svc.tokenFor(DEMO_USERS.second);
      const reply = await convo.say('the first one');
      expect(reply.speech).toBe("That project belongs to a different account, so I can't use it.");
      const sams = await as(svc.url, await svc.tokenFor(DEMO_USERS.second)).get('/api/v2/activities');
      expect(sams.body.data).toEqual([]);
    } finally {
      await convo.close();
    }
  });
});

test('a token that expires in the middle of a conversation asks to link again, and books nothing', async () => {
  const ownClock = manualClock();
  const convo = await withShortLivedToken(ownClock);
  try {
    expect((await convo.say('ask time tracker to start a timer for apollo')).speech).toMatch(/^Did you mean/);
    ownClock.advance(61_000);
    const reply = await convo.say('the first one');
    expect(reply.card?.type).toBe('LinkAccount');
    expect(reply.speech).toMatch(/needs to be linked again/);
    const fresh = as(convo.svc.url, await convo.svc.tokenFor());
    expect((await fresh.get('/api/v2/activities?filter=status:pending')).body.data).toEqual([]);
  } finally {
    await convo.close();
  }
});

test('a project deleted while the person is choosing it is explained, and nothing is booked to it', async () => {
  const convo = await startConversation({ service: svc, now: clock.now });
  try {
    for (const timer of await activities(convo, '&filter=status:pending')) await convo.api.post(`/api/v2/activities/${timer.id}/stop`);
    const question = await convo.say('ask time tracker to start a timer for apollo');
    expect(question.speech).toMatch(/^Did you mean Apollo .* or Apollo .*\?$/);
    const mobile = await projectId(convo, 'Apollo Mobile App');
    expect((await convo.api.delete(`/api/v2/projects/${mobile}`)).status).toBe(204);
    const reply = await convo.say('the mobile app');
    expect(reply.speech).toBe("That project was deleted, so I can't book time to it. You can recover it on the website.");
    expect((await activities(convo)).filter((a) => a.project.id === mobile && a.status === 'pending')).toEqual([]);
    await convo.api.post(`/api/v2/projects/${mobile}/recover`);
  } finally {
    await convo.close();
  }
});

test('when the service cannot be reached, it says so plainly', async () => {
  const down = await startConversation({ service: svc, now: clock.now, skill: { apiBaseUrl: 'http://127.0.0.1:9' } });
  try {
    const reply = await down.say('ask time tracker to start a timer for apollo');
    expect(reply.speech).toBe("I couldn't reach your time tracker just now, so nothing was changed. Please try again in a moment.");
    expect(reply.endsSession).toBe(true);
  } finally {
    await down.close();
  }
});

test('names with "&" and "<" are safe in speech, and plain on the card', async () => {
  for (const timer of await activities(c, '&filter=status:pending')) await c.api.post(`/api/v2/activities/${timer.id}/stop`);
  const project = (await c.api.post('/api/v2/projects', { name: 'Tom & Jerry <Beta>' })).body.data;
  await c.say('open time tracker');
  const reply = await c.alexa.sendIntent({
    name: 'StartTimer',
    confirmationStatus: 'NONE',
    slots: { project: { name: 'project', value: 'tom and jerry beta', confirmationStatus: 'NONE' } },
  });
  const ssml = (reply.response.response.outputSpeech as { ssml: string }).ssml;
  expect(ssml).toBe('<speak>Started a timer for Tom &amp; Jerry &lt;Beta&gt;.</speak>');
  expect(reply.card?.content).toBe('Started a timer for Tom & Jerry <Beta>.');
  await c.api.post(`/api/v2/activities/${(await activities(c, '&filter=status:pending'))[0].id}/stop`);
  await c.api.delete(`/api/v2/projects/${project.id}`);
});

test('a name with "<" given as the example of which timer to stop is escaped too (the speech was no valid SSML)', async () => {
  for (const timer of await activities(c, '&filter=status:pending')) await c.api.post(`/api/v2/activities/${timer.id}/stop`);
  const project = (await c.api.post('/api/v2/projects', { name: 'Tom & Jerry <Beta>' })).body.data;
  const other = (await c.api.post('/api/v2/projects', { name: 'Tom & Jerry <Gamma>' })).body.data;
  for (const { id } of [project, other]) await c.api.post('/api/v2/activities', { description: 'x', project_id: id, source: 'web' });
  await c.say('open time tracker');
  const reply = await c.alexa.sendIntent({ name: 'StopTimerAt', confirmationStatus: 'NONE', slots: {} });
  const ssml = (reply.response.response.outputSpeech as { ssml: string }).ssml;
  expect(ssml).toMatch(/^<speak>You have 2 timers running: Tom &amp; Jerry &lt;(Beta|Gamma)&gt; and Tom &amp; Jerry &lt;(Beta|Gamma)&gt;\. Say which to stop with the time, for example, stop the Tom &amp; Jerry &lt;(Beta|Gamma)&gt; timer at five\.<\/speak>$/);
  for (const timer of await activities(c, '&filter=status:pending')) await c.api.post(`/api/v2/activities/${timer.id}/stop`);
  for (const { id } of [project, other]) await c.api.delete(`/api/v2/projects/${id}`);
});

test('with SKILL_ID set, requests for another skill are refused', async () => {
  const skill = buildSkill(skillConfig({ apiBaseUrl: svc.url, skillId: 'amzn1.ask.skill.the-right-one', log: jsonLogger({}, () => {}) }));
  const envelope = intentRequest(c.alexa.device, newSession(), { name: 'AMAZON.HelpIntent', confirmationStatus: 'NONE', slots: {} });
  expect(envelope.context.System.application.applicationId).toBe(SKILL_ID);
  await expect(skill.invoke(envelope)).rejects.toThrow(/skill id/i);
});

test('the logs of all of this hold no access token', () => {
  expect(c.logs.length).toBeGreaterThan(20);
  const token = c.alexa.device.accessToken!;
  for (const line of c.logs) expect(line).not.toContain(token);
});
