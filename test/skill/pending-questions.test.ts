// While the skill waits on a question, the answer is taken for what it clearly is, or the question is
// asked again: nothing is booked to a project the person did not mean.
import { activities, type Conversation, projectId, startConversation, runningTimers, stopAllTimers } from '../support/conversation';
import { manualClock } from '../support/service';

const clock = manualClock();
let c: Conversation;
let kitchen: string;

beforeAll(async () => {
  clock.set('2026-11-23T17:00:00.000Z');
  c = await startConversation({ now: clock.now });
  // A client whose name is in none of its project's names, nor in the description.
  const client = (await c.api.post('/api/v2/clients', { name: 'Kowalczyk Builders' })).body.data;
  kitchen = (await c.api.post('/api/v2/projects', { name: 'Kitchen Remodel', client_id: client.id })).body.data.id;
});
afterAll(() => c.close());

const running = () => runningTimers(c);
const stopAll = () => stopAllTimers(c);
const APOLLO_QUESTION = /^Did you mean (Apollo [A-Za-z ]+), (Apollo [A-Za-z ]+), or (Apollo [A-Za-z ]+)\?$/;

describe('"Did you mean A, B, or C?"', () => {
  test('"both" and "boat" get the question again and book nothing; then a clear answer books that option', async () => {
    const before = await activities(c);
    expect((await c.say('open time tracker')).endsSession).toBe(false);
    expect((await c.say('log an hour on apollo')).speech).toMatch(APOLLO_QUESTION);
    const both = await c.say('both');
    expect(both.speech).toMatch(/^I log time to one project at a time; you can log the others after this\. Which one is this for: Apollo [^?]+\?$/);
    expect(both.endsSession).toBe(false);
    const boat = await c.say('boat');
    expect(boat.speech).toMatch(/^Sorry, I didn't catch which one\. Did you mean Apollo [^?]+\?$/);
    expect(boat.endsSession).toBe(false);
    expect(await activities(c)).toEqual(before);
    // A name's word heard as two ("web site") is still that word.
    expect((await c.say('the web site one')).speech).toBe('Logged 1 hour to Apollo Website Redesign for today.');
    const after = await activities(c);
    expect(after).toHaveLength(before.length + 1);
    const logged = after.find((a) => !before.some((b) => b.id === a.id));
    expect(logged).toMatchObject({ project: { id: await projectId(c, 'Apollo Website Redesign') }, duration: 3600, source: 'alexa' });
  });

  test('a word of one option said singular ("the farm one" for Greenfield Farms Logo) is that option', async () => {
    await stopAll();
    await c.say('open time tracker');
    expect((await c.say('start a timer for green')).speech).toBe('Did you mean Greenfield Farms Logo or Greenleaf Yoga Studio?');
    // It was "Sorry, I didn't catch which one".
    expect((await c.say('the farm one')).speech).toBe('Started a timer for Greenfield Farms Logo.');
    expect((await running()).map((a) => a.project.name)).toEqual(['Greenfield Farms Logo']);
    await stopAll();
  });

  test('"all of them" is an answer to the question: no running timer is stopped, nothing booked', async () => {
    await stopAll();
    await c.api.post('/api/v2/activities', { description: 'x', project_id: await projectId(c, 'Internal'), source: 'web' });
    const before = await activities(c);
    await c.say('open time tracker');
    expect((await c.say('start a timer for apollo')).speech).toMatch(APOLLO_QUESTION);
    const all = await c.say('all of them');
    expect(all.speech).toMatch(/^A timer runs for one project at a time\. Which one should I start: Apollo [^?]+\?$/);
    expect(await activities(c)).toEqual(before);
    expect((await running()).map((a) => a.project.name)).toEqual(['Internal']);
    expect((await c.say('cancel')).speech).toBe('Goodbye.');
  });

  test('"no, the apollo one" is the Apollo one; "not the apollo one" books nothing, and asks of the others (it offered the Apollo one again)', async () => {
    await stopAll();
    const before = await activities(c);
    await c.say('open time tracker');
    expect((await c.say('log an hour on the website')).speech).toMatch(/^Did you mean .*Apollo Website Redesign.*\?$/);
    const not = await c.say('not the apollo one');
    expect(not.speech).toMatch(/^Did you mean [^?]*Website[^?]*\?$/);
    expect(not.speech).not.toContain('Apollo');
    expect(not.endsSession).toBe(false);
    expect(await activities(c)).toEqual(before);
    expect((await c.say('cancel')).endsSession).toBe(true);
    await c.say('open time tracker');
    await c.say('log an hour on the website');
    expect((await c.say('no the apollo one')).speech).toBe('Logged 1 hour to Apollo Website Redesign for today.');
    expect((await activities(c)).length).toBe(before.length + 1);
  });

  test('the whole words of another project of the person are taken for that project', async () => {
    await stopAll();
    await c.say('open time tracker');
    expect((await c.say('start a timer for apollo')).speech).toMatch(APOLLO_QUESTION);
    const reply = await c.say('kubernetes booth');
    expect(reply.speech).toBe('Started a timer for Stackwise Kubernetes Booth.');
    expect((await running()).map((a) => a.project.name)).toEqual(['Stackwise Kubernetes Booth']);
  });

  test('cancel, stop and never mind end the question without looking anything up', async () => {
    for (const word of ['cancel', 'stop', 'never mind']) {
      await stopAll();
      const before = await activities(c);
      await c.say('open time tracker');
      await c.say('log an hour on apollo');
      const calls = c.calls.length;
      const reply = await c.say(word);
      expect(reply).toMatchObject({ speech: 'Goodbye.', endsSession: true });
      expect(c.calls.slice(calls)).toEqual([]);
      expect(await activities(c)).toEqual(before);
    }
  });

  test('"um", "hmm" get the question again, looking nothing up (it was "I couldn\'t find a project called um")', async () => {
    await stopAll();
    await c.say('open time tracker');
    expect((await c.say('log two hours yesterday')).speech).toBe('Which project was that for?');
    const calls = c.calls.length;
    expect((await c.say('um')).speech).toBe("Sorry, I didn't get that. Which project was that for?");
    expect(c.calls.slice(calls)).toEqual([]);
    expect((await c.say('greenleaf yoga')).speech).toBe('Logged 2 hours to Greenleaf Yoga Studio for yesterday.');
  });

  test('"uh" heard as the project of a request with no question open is looked up as said, and the request carried on with the name said next (it was lost)', async () => {
    await stopAll();
    await c.say('open time tracker');
    expect((await c.say('log an hour yesterday on uh')).speech).toBe("I couldn't find a project called uh. Would you like me to list your projects?");
    expect((await c.say('greenleaf yoga')).speech).toBe('Logged 1 hour to Greenleaf Yoga Studio for yesterday.');
  });

  test('start over leaves the question; nothing is booked', async () => {
    const before = await activities(c);
    await c.say('open time tracker');
    await c.say('log an hour on apollo');
    const reply = await c.say('start over');
    expect(reply.speech).toBe("OK, let's start over. What would you like to do?");
    expect(c.alexa.sessionAttributes.pending).toBeUndefined();
    expect((await c.say('mobile')).speech).toBe('Shall I start a timer for Apollo Mobile App?');
    expect(await activities(c)).toEqual(before);
    await c.say('cancel');
  });
});

test('"two hours" said alone, with no question open, is time to log: its project is asked, never guessed from the words', async () => {
  // Nothing touched in the last hour (else the length is offered to that entry first, as "log two hours" is).
  clock.advance(2 * 3600_000);
  const before = await activities(c);
  await c.say('open time tracker');
  const asked = await c.say('two hours');
  expect(asked.speech).toBe('Which project was that for?');
  expect(await activities(c)).toEqual(before);
  expect((await c.say('internal admin')).speech).toBe('Logged 2 hours to Internal Admin for today.');
  const [logged] = (await activities(c)).filter((a) => !before.some((b) => b.id === a.id));
  expect(logged).toMatchObject({ duration: 7200, project: expect.objectContaining({ name: 'Internal Admin' }) });
  await c.api.delete(`/api/v2/activities/${logged.id}`);
});

test('a length corrected while "Did you mean A, B, or C?" is open ("no, three hours") is the length logged once the project is said', async () => {
  const before = await activities(c);
  await c.say('open time tracker');
  expect((await c.say('log two hours on apollo')).speech).toMatch(APOLLO_QUESTION);
  const again = await c.say('no, three hours');
  expect(again.speech).toMatch(/^OK, 3 hours\. Which one did you mean: Apollo [^?]+\?$/);
  expect(await activities(c)).toEqual(before);
  // It was "Sorry, I didn't catch which one", and then the two hours first said were booked.
  expect((await c.say('the mobile app')).speech).toBe('Logged 3 hours to Apollo Mobile App for today.');
  const [logged] = (await activities(c)).filter((a) => !before.some((b) => b.id === a.id));
  expect(logged).toMatchObject({ duration: 10800, project: expect.objectContaining({ name: 'Apollo Mobile App' }) });
  await c.api.delete(`/api/v2/activities/${logged.id}`);
});

test('"change that to three hours" or "make it yesterday" while a log\'s project is asked corrects that log; the entry before is left as it was', async () => {
  await c.say('open time tracker');
  expect((await c.say('log an hour on internal admin')).speech).toBe('Logged 1 hour to Internal Admin for today.');
  const before = await activities(c);
  await c.say('open time tracker');
  expect((await c.say('log two hours on apollo')).speech).toMatch(APOLLO_QUESTION);
  // Each was an edit of the Internal Admin entry, and the two hours asked about were dropped unsaid.
  expect((await c.say('change that to three hours')).speech).toMatch(/^OK, 3 hours\. Which one did you mean: Apollo [^?]+\?$/);
  expect((await c.say('no, yesterday')).speech).toMatch(/^OK, yesterday\. Which one did you mean: Apollo [^?]+\?$/);
  // Words that are not plainly a length or a day leave the log as it was, and the question stands.
  expect((await c.say('add fifteen minutes to that')).speech).toMatch(/^Sorry, I didn't get that\. Which one did you mean: Apollo [^?]+\?$/);
  // A day the log cannot take plainly (one still to come) is said not taken.
  expect((await c.say('make that tomorrow')).speech).toMatch(/^Sorry, I couldn't change that, so it's still 3 hours for yesterday\. Which one did you mean: Apollo [^?]+\?$/);
  expect(await activities(c)).toEqual(before);
  expect((await c.say('that was for the mobile app')).speech).toBe('Logged 3 hours to Apollo Mobile App for yesterday.');
  const after = await activities(c);
  const logged = after.filter((a) => !before.some((b) => b.id === a.id));
  expect(logged).toEqual([expect.objectContaining({ duration: 10800, date: expect.stringMatching(/^2026-11-22/), project: expect.objectContaining({ name: 'Apollo Mobile App' }) })]);
  expect(after.filter((a) => before.some((b) => b.id === a.id))).toEqual(before);
  for (const activity of after.filter((a) => a.project.name === 'Internal Admin' || logged.includes(a))) await c.api.delete(`/api/v2/activities/${activity.id}`);
});

test('"no, yesterday", "no, two hours" and "no, internal admin" just after a log correct that entry; "no thanks" changes nothing', async () => {
  await c.say('open time tracker');
  expect((await c.say('log an hour on greenleaf')).speech).toBe('Logged 1 hour to Greenleaf Yoga Studio for today.');
  const [logged] = (await activities(c)).filter((a) => a.project.name === 'Greenleaf Yoga Studio' && a.duration === 3600);
  // It was "Sorry, I didn't get that".
  expect((await c.say('no, yesterday')).speech).toBe('Moved your Greenleaf Yoga Studio entry to yesterday.');
  expect((await c.say('no, two hours')).speech).toBe('Changed your Greenleaf Yoga Studio entry for yesterday to 2 hours.');
  const unchanged = await activities(c);
  expect((await c.say('no thanks')).speech).not.toMatch(/Greenleaf|project/);
  expect(await activities(c)).toEqual(unchanged);
  await c.say('open time tracker');
  expect((await c.say('no, internal admin')).speech).toBe('Moved your 2 hours to Internal Admin.');
  expect(await c.api.get(`/api/v2/activities/${logged.id}`).then((r) => r.body.data)).toMatchObject({
    duration: 7200,
    date: expect.stringMatching(/^2026-11-22/),
    project: expect.objectContaining({ name: 'Internal Admin' }),
  });
  await c.api.delete(`/api/v2/activities/${logged.id}`);
});

test('a length said to "Shall I start a timer for Internal Admin?" is time logged to it, never a project with a number in its name', async () => {
  await stopAllTimers(c);
  const before = await activities(c);
  await c.say('open time tracker');
  expect((await c.say('internal admin')).speech).toBe('Shall I start a timer for Internal Admin?');
  // It was "Shall I start a timer for Website 2.0 Launch?".
  expect((await c.say('two hours')).speech).toBe('Logged 2 hours to Internal Admin for today.');
  const [logged] = (await activities(c)).filter((a) => !before.some((b) => b.id === a.id));
  expect(logged).toMatchObject({ duration: 7200, status: 'complete', project: expect.objectContaining({ name: 'Internal Admin' }) });
  expect(await running()).toEqual([]);
  await c.api.delete(`/api/v2/activities/${logged.id}`);
});

describe('a client named where a project was meant', () => {
  test('"I worked on stackwise for two hours yesterday" asks which of the client\'s projects, then books the one chosen', async () => {
    const before = await activities(c);
    const question = await c.say('ask time tracker i worked on stackwise for two hours yesterday');
    expect(question.speech).toMatch(/^Did you mean (Stackwise Kubernetes Booth or AWS Cost Review|AWS Cost Review or Stackwise Kubernetes Booth)\?$/);
    expect(await activities(c)).toEqual(before);
    // Like the booth, but not it: asked again.
    expect((await c.say('boot')).speech).toMatch(/^Sorry, I didn't catch which one\. Did you mean /);
    expect(await activities(c)).toEqual(before);
    const reply = await c.say('the aws cost review');
    expect(reply.speech).toBe('Logged 2 hours to AWS Cost Review for yesterday.');
    const aws = await projectId(c, 'AWS Cost Review');
    const [logged, ...others] = await activities(c, `&filter=project_id:${aws}`);
    expect(others).toEqual(before.filter((a) => a.project.id === aws));
    expect(logged).toMatchObject({ duration: 7200, source: 'alexa' });
    expect(logged.date.slice(0, 10)).toBe('2026-11-22');
  });

  test('a client with one project, named by none of its words, is asked about with a yes or a no', async () => {
    await stopAll();
    const question = await c.say('ask time tracker to start a timer for kowalczyk builders');
    expect(question.speech).toBe('Did you mean Kitchen Remodel?');
    expect(question.reprompt).toBe('Did you mean Kitchen Remodel, yes or no?');
    expect(await running()).toEqual([]);
    expect((await c.say('yes')).speech).toBe('Started a timer for Kitchen Remodel.');
    expect((await running()).map((a) => a.project.id)).toEqual([kitchen]);
  });
});

describe('"Did you mean Kitchen Remodel?" (one project, yes or no)', () => {
  const ask = async () => {
    await stopAll();
    expect((await c.say('ask time tracker to start a timer for kowalczyk builders')).speech).toBe('Did you mean Kitchen Remodel?');
  };

  test.each(["that's right", 'exactly', 'yeah that one'])('"%s" is a yes (it was "I couldn\'t find a project called ...")', async (yes) => {
    await ask();
    expect((await c.say(yes)).speech).toBe('Started a timer for Kitchen Remodel.');
    expect((await running()).map((a) => a.project.name)).toEqual(['Kitchen Remodel']);
  });

  test('no asks for the name again, and the name then given is used', async () => {
    await ask();
    const no = await c.say('no');
    expect(no).toMatchObject({ speech: 'OK. Which project did you mean?', endsSession: false });
    expect(await running()).toEqual([]);
    expect((await c.say('internal admin')).speech).toBe('Started a timer for Internal Admin.');
    expect((await running()).map((a) => a.project.name)).toEqual(['Internal Admin']);
  });

  test('another name instead of yes or no is looked up', async () => {
    await ask();
    expect((await c.say('greenleaf yoga studio')).speech).toBe('Started a timer for Greenleaf Yoga Studio.');
    expect((await running()).map((a) => a.project.name)).toEqual(['Greenleaf Yoga Studio']);
  });

  test('"not kitchen remodel" is a no: the name is asked for again, and nothing starts', async () => {
    await ask();
    expect(await c.say('not kitchen remodel')).toMatchObject({ speech: 'OK. Which project did you mean?', endsSession: false });
    expect(await running()).toEqual([]);
    expect((await c.say('no the greenleaf one')).speech).toBe('Started a timer for Greenleaf Yoga Studio.');
  });

  test('cancel cancels', async () => {
    await ask();
    expect((await c.say('cancel')).speech).toBe('Goodbye.');
    expect(await running()).toEqual([]);
  });
});

describe('"Which project should I start the timer for?"', () => {
  test('"start a timer for" with nothing after asks which project', async () => {
    await stopAll();
    await c.say('open time tracker');
    const reply = await c.say('start a timer for');
    expect(reply.speech).toBe('Which project should I start the timer for?');
    expect((await c.say('internal admin')).speech).toBe('Started a timer for Internal Admin.');
  });

  test('"the mobile one" is taken as the project it names', async () => {
    await stopAll();
    await c.say('open time tracker');
    expect((await c.say('start a timer')).speech).toBe('Which project should I start the timer for?');
    expect((await c.say('the mobile one')).speech).toBe('Started a timer for Apollo Mobile App.');
  });

  test('a project whose name is all request words is still taken when given as the answer', async () => {
    await stopAll();
    await c.api.post('/api/v2/projects', { name: 'Time Tracking' });
    await c.say('open time tracker');
    expect((await c.say('start a timer for time tracking')).speech).toBe('Which project should I start the timer for?');
    expect((await c.say('time tracking')).speech).toBe('Started a timer for Time Tracking.');
    expect((await running()).map((a) => a.project.name)).toEqual(['Time Tracking']);
    await c.api.delete(`/api/v2/projects/${await projectId(c, 'Time Tracking')}`);
  });

  test.each(['cancel', 'stop', 'never mind', 'oh never mind'])('"%s" ends it and looks for no project', async (word) => {
    await stopAll();
    await c.say('open time tracker');
    expect((await c.say('start a timer')).speech).toBe('Which project should I start the timer for?');
    const calls = c.calls.length;
    expect(await c.say(word)).toMatchObject({ speech: 'Goodbye.', endsSession: true });
    expect(c.calls.slice(calls)).toEqual([]);
    expect(await running()).toEqual([]);
  });

  test('"help" explains and asks the same question; "start over" starts over', async () => {
    await c.say('open time tracker');
    await c.say('start a timer');
    const help = await c.say('help');
    expect(help.speech).toBe("Just say the project's name. You can also say, start over, or, cancel. Which project should I start the timer for?");
    expect(help.directives).toEqual([expect.objectContaining({ type: 'Dialog.ElicitSlot', slotToElicit: 'project' })]);
    expect((await c.say('start over')).speech).toBe("OK, let's start over. What would you like to do?");
    expect(await running()).toEqual([]);
    await c.say('cancel');
  });
});

describe('"How long did you work?" (a slot being asked for)', () => {
  test('help says how to answer and asks the same; the answer then carries on where it was', async () => {
    const before = await activities(c);
    await c.say('open time tracker');
    expect((await c.say('log time')).speech).toBe('How long did you work?');
    const help = await c.say('help');
    expect(help.speech).toBe('Just say how long, for example, an hour and a half. You can also say, start over, or, cancel. How long did you work?');
    expect(help.directives).toEqual([expect.objectContaining({ type: 'Dialog.ElicitSlot', slotToElicit: 'duration', updatedIntent: expect.objectContaining({ name: 'LogTime' }) })]);
    expect((await c.say('purple elephants dancing')).speech).toBe("Sorry, I didn't get that. How long did you work?");
    expect((await c.say('an hour')).speech).toBe('Which project was that for?');
    expect((await c.say('help')).speech).toBe("Just say the project's name. You can also say, start over, or, cancel. Which project was that for?");
    expect((await c.say('never mind')).speech).toBe('Goodbye.');
    expect(await activities(c)).toEqual(before);
  });
});

describe('listing projects', () => {
  test('read five at a time; "more", "next" and "yes" go on, and every project is read once', async () => {
    const all = (await c.api.get('/api/v2/projects?list=true')).body.data.map((p: any) => p.name);
    await c.say('open time tracker');
    const offer = await c.say('start a timer for zebra crossing');
    expect(offer.speech).toBe("I couldn't find a project called zebra crossing. Would you like me to list your projects?");
    const first = await c.say('list them');
    expect(first.speech).toMatch(new RegExp(`^You have ${all.length} projects\\. Here are the first 5: .+\\. Would you like to hear more\\?$`));
    const said = [first.speech];
    for (const word of ['more', 'next', 'yes', 'more']) {
      const reply = await c.say(word);
      said.push(reply.speech);
      if (reply.speech.startsWith('And last')) break;
      expect(reply.speech).toMatch(/^Next: .+\. Would you like to hear more\?$/);
    }
    // Read because "zebra crossing" fitted none: the one meant gets the timer.
    expect(said[said.length - 1]).toMatch(/^And last: .+\. Which one did you mean\?$/);
    for (const name of all) expect(said.join(' ')).toContain(name);
    expect((await c.say('internal admin')).speech).toMatch(/^(Stopped .*, and started one for|Started a timer for) Internal Admin\.$/);
    expect((await running()).map((a) => a.project.name)).toEqual(['Internal Admin']);
  });

  test('asked for, the list ends by asking which project to work on', async () => {
    await c.say('open time tracker');
    let reply = await c.say('list my projects');
    while (reply.speech.endsWith('Would you like to hear more?')) reply = await c.say('more');
    expect(reply.speech).toMatch(/^And last: .+\. Which one would you like to work on\?$/);
    expect((await c.say('cancel')).endsSession).toBe(true);
  });

  test('a name said instead of a yes to the list carries on the log; one ruled out, or none at all, gets the question again', async () => {
    const before = await activities(c);
    await c.say('open time tracker');
    expect((await c.say('log an hour on zebra crossing')).speech).toBe("I couldn't find a project called zebra crossing. Would you like me to list your projects?");
    const not = await c.say('not greenleaf');
    expect(not).toMatchObject({ speech: "Sorry, I didn't get that. Say the project's name, say create it to make a new one, or should I list your projects?", endsSession: false });
    expect(await activities(c)).toEqual(before);
    expect((await c.say('greenleaf yoga studio')).speech).toBe('Logged 1 hour to Greenleaf Yoga Studio for today.');
    const after = await activities(c);
    expect(after.filter((a) => !before.some((b) => b.id === a.id))).toEqual([
      expect.objectContaining({ duration: 3600, project: expect.objectContaining({ name: 'Greenleaf Yoga Studio' }) }),
    ]);
  });

  test('"neither", then a name: the log carries on for the project named', async () => {
    const before = await activities(c);
    await c.say('open time tracker');
    expect((await c.say('log an hour on apollo')).speech).toMatch(APOLLO_QUESTION);
    expect((await c.say('neither')).speech).toBe('OK. Would you like me to list your projects, or start over?');
    expect((await c.say('internal admin')).speech).toBe('Logged 1 hour to Internal Admin for today.');
    expect((await activities(c)).length).toBe(before.length + 1);
  });
});

describe('speech', () => {
  test('a long utterance is not read back, and starts nothing', async () => {
    const before = await activities(c);
    const reply = await c.say(
      'ask time tracker to start a timer for the apollo mobile app project that we talked about in the meeting last week with the whole team',
    );
    expect(reply.speech).toBe("I couldn't find a project by that name. Would you like me to list your projects?");
    expect(await activities(c)).toEqual(before);
  });

  test('"which project is ..." with many words does not say them all back', async () => {
    expect((await c.say('ask time tracker which project is the nimbus bank onboarding flow project please')).speech).toBe(
      'That is Nimbus Bank Onboarding Flow, for Nimbus Bank.',
    );
  });

  test('a long spoken description is kept, but not read back', async () => {
    await stopAll();
    const reply = await c.alexa.sendIntent({
      name: 'StartTimer',
      confirmationStatus: 'NONE',
      slots: {
        project: { name: 'project', value: 'internal admin', confirmationStatus: 'NONE' },
        description: { name: 'description', value: 'going through the receipts from the conference trip last month', confirmationStatus: 'NONE' },
      },
    });
    expect(reply.speech).toBe('Started a timer for Internal Admin, with your description.');
    const [timer] = await running();
    expect(timer.description).toBe('going through the receipts from the conference trip last month');
  });

  test('switching from a project whose name has an "&" names it once, escaped once', async () => {
    await stopAll();
    await c.say('ask time tracker to start a timer for smith and sons packaging');
    clock.advance(12 * 60_000);
    const reply = await c.say('ask time tracker to start a timer for internal admin');
    expect(reply.speech).toBe('Stopped your timer for Smith & Sons Packaging after 12 minutes, and started one for Internal Admin.');
    expect((reply.response.response.outputSpeech as any).ssml).toContain('Smith &amp; Sons Packaging after 12 minutes');
  });

  test('an inactive project is named as such before a timer starts on it', async () => {
    await stopAll();
    const question = await c.say('ask time tracker to start a timer for q three launch fernwood coffee');
    expect(question.speech).toBe('Q3 Launch – Fernwood Coffee is an inactive project. Should I start a timer for it anyway?');
    expect(await running()).toEqual([]);
    expect((await c.say('no')).speech).toBe("OK, I didn't start a timer.");
    expect(await running()).toEqual([]);
    await c.say('ask time tracker to start a timer for q three launch fernwood coffee');
    expect((await c.say('yes')).speech).toBe('Started a timer for Q3 Launch – Fernwood Coffee.');
    expect((await running()).map((a) => a.project.name)).toEqual(['Q3 Launch – Fernwood Coffee']);
  });
});

describe('limits', () => {
  test('a sentence heard as a new project\'s name creates nothing and is not read back', async () => {
    const before = (await c.api.get('/api/v2/projects?list=true')).body.data.length;
    await c.say('open time tracker');
    const reply = await c.say('create a project called the thing we talked about with the client at the meeting on tuesday afternoon');
    expect(reply.speech).toBe("That's too long for a project name. What should the new project be called?");
    expect((await c.say('orion portal')).speech).toBe('Created the project Orion Portal. Shall I start a timer for it?');
    expect((await c.api.get('/api/v2/projects?list=true')).body.data.length).toBe(before + 1);
    await c.say('no');
  });

  test('a name longer than the service searches for is a name not found, not a refused request', async () => {
    const long = Array.from({ length: 40 }, (_, i) => `word${i}`).join(' ');
    const before = await activities(c);
    const calls = c.calls.length;
    const reply = await c.alexa.sendIntent({
      name: 'StartTimer',
      confirmationStatus: 'NONE',
      slots: { project: { name: 'project', value: long, confirmationStatus: 'NONE' } },
    });
    expect(reply.speech).toBe("I couldn't find a project by that name. Would you like me to list your projects?");
    expect(c.calls.slice(calls).every((call) => call.status !== null && call.status < 400)).toBe(true);
    expect(await activities(c)).toEqual(before);
  });

  test('asking for a missing slot does not send back slots of any size', async () => {
    const huge = 'a'.repeat(5000);
    const reply = await c.alexa.sendIntent({
      name: 'LogTime',
      confirmationStatus: 'NONE',
      slots: {
        duration: { name: 'duration', value: 'PT1H', confirmationStatus: 'NONE' },
        description: { name: 'description', value: huge, confirmationStatus: 'NONE' },
        scope: { name: 'scope', value: huge, confirmationStatus: 'NONE' },
      },
    });
    expect(reply.speech).toBe('Which project was that for?');
    const [elicit] = reply.directives as any[];
    expect(elicit).toMatchObject({ type: 'Dialog.ElicitSlot', slotToElicit: 'project', updatedIntent: { name: 'LogTime', slots: { duration: { value: 'PT1H' } } } });
    expect(JSON.stringify(elicit).length).toBeLessThan(1000);
  });
});
