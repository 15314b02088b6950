// A day said in words Alexa makes no date of ("for the Monday before last", "for Monday the sixteenth"): handed over as
// what the work was, it was booked today with those words as its description. Which day is asked instead.
import { conversationPerTest } from '../support/fresh-conversation';

const talk = conversationPerTest();
const say = (text: string) => talk.c.say(text);
const dated = async () => (await talk.mine()).map((a) => [a.project.name, a.date, a.duration]);

test.each(['log two hours on greenleaf for the monday before last', 'log two hours on greenleaf for monday the sixteenth', 'log two hours on greenleaf for the week before last'])(
  '"%s": a day Alexa makes no date of is asked about (it was booked today, described by the day\'s words)',
  async (said) => {
    await say('open time tracker');
    expect((await say(said)).speech).toBe('Which day was that, for example, yesterday, or last Friday?');
    expect(await dated()).toEqual([]);
    expect((await say('last monday')).speech).toBe('Logged 2 hours to Greenleaf Yoga Studio for Monday, November 16th.');
  },
);
