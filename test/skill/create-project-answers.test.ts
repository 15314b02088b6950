// Words said to "What should the new project be called?" that are no name: nothing is made. A project called No,
// Wait, or Start A Timer For Greenleaf was made, and no voice request removes a project.
import { conversationPerTest } from '../support/fresh-conversation';

const talk = conversationPerTest();
const say = (text: string) => talk.c.say(text);
const projectNames = async () => ((await talk.c.api.get('/api/v2/projects?per_page=100')).body.data as { name: string }[]).map((project) => project.name).sort();

test.each(['no', 'nope', 'wait', 'hold on', 'what', 'i dont know yet', 'not sure'])('"%s": no project is made, and the person hears how to make one', async (answer) => {
  const before = await projectNames();
  await say('open time tracker');
  expect((await say('create a new project')).speech).toBe('What should the new project be called?');
  const reply = await say(answer);
  expect(reply.speech).toBe("OK, I didn't create a project. When you know its name, say, for example, create a project called Orion.");
  expect(await projectNames()).toEqual(before);
});

test('a request said instead ("log two hours on greenleaf") makes no project; said again, it is done', async () => {
  const before = await projectNames();
  await say('open time tracker');
  await say('create a new project');
  const reply = await say('log two hours on greenleaf');
  expect(reply.speech).toBe("That sounded like a request, not a name, so I didn't create a project. What would you like to do?");
  expect(reply.endsSession).toBe(false);
  expect(await projectNames()).toEqual(before);
  expect((await say('log two hours on greenleaf')).speech).toBe('Logged 2 hours to Greenleaf Yoga Studio for today.');
});

test.each([
  ['create a new project', 'start a timer for greenleaf'],
  ['log two hours', 'start a timer for greenleaf instead'],
])('to the name asked for after "%s", "%s" starts that timer, and makes no project', async (asked, said) => {
  const before = await projectNames();
  await say('open time tracker');
  await say(asked);
  expect((await say(said)).speech).toBe('Started a timer for Greenleaf Yoga Studio.');
  expect((await talk.running()).map((a) => a.project.name)).toEqual(['Greenleaf Yoga Studio']);
  expect(await projectNames()).toEqual(before);
  expect(await talk.mine()).toHaveLength(1);
});

test.each(['orion portal', 'start up week', 'track time improvements'])('a name ("%s") is made, as before', async (name) => {
  await say('open time tracker');
  await say('create a new project');
  expect((await say(name)).speech).toMatch(/^Created the project /);
  expect((await projectNames()).map((n) => n.toLowerCase())).toContain(name);
});
