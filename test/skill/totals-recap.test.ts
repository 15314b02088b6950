// "How much did I log ...?" and "What did I do ...?" against the real service: totals over days and the
// locale's weeks, a running timer counted up to now, and a recap whose "more" reads the rest.
import { type Conversation, projectId, startConversation, startTimerOnWeb, stopAllTimers } from '../support/conversation';
import { manualClock } from '../support/service';

// Monday 23 November 2026, noon in Los Angeles. The demo workspace has Dana's time from the days before:
// Sunday 22nd Apollo Website Redesign 2 h and Apollo Mobile App 1.5 h; Saturday 21st UX Audit 3 h;
// Friday 20th Internal Admin 30 min; Thursday 19th ACME-1243 Payment Webhooks 4 h.
const clock = manualClock(Date.parse('2026-11-23T20:00:00.000Z'));
let c: Conversation;

beforeEach(async () => {
  clock.set('2026-11-23T20:00:00.000Z');
  c = await startConversation({ now: clock.now });
});
afterEach(() => c.close());

async function logToday(project: string, seconds: number) {
  const response = await c.api.post('/api/v2/activities', { description: 'work', project_id: await projectId(c, project), date: '2026-11-23T10:00:00-08:00', duration: seconds });
  expect(response.status).toBe(201);
}

test('today, with nothing logged, and then with an entry and a running timer counted up to now', async () => {
  expect((await c.say('ask time tracker how much did i log today')).speech).toBe("You haven't logged any time today.");
  await logToday('Internal', 3600);
  await startTimerOnWeb(c, 'Greenleaf Yoga Studio');
  clock.advance(25 * 60_000);
  const reply = await c.say('ask time tracker how much time have i logged today');
  expect(reply.speech).toBe("You've logged 1 hour and 25 minutes today. That includes your running timer for Greenleaf Yoga Studio.");
  expect(reply.endsSession).toBe(true);
});

test('with two timers running, both are named, as timers (they were run together as one name)', async () => {
  await startTimerOnWeb(c, 'Greenleaf Yoga Studio');
  await startTimerOnWeb(c, 'Internal Admin');
  clock.advance(30 * 60_000);
  expect((await c.say('ask time tracker how much did i log today')).speech).toBe(
    "You've logged 1 hour today. That includes your running timers for Greenleaf Yoga Studio and Internal Admin.",
  );
});

test('yesterday, and a project by part of its name', async () => {
  expect((await c.say('ask time tracker how much did i log yesterday')).speech).toBe('You logged 3 hours and 30 minutes yesterday.');
  expect((await c.say('ask time tracker how much time did i spend on the mobile app yesterday')).speech).toBe(
    'You logged 1 hour and 30 minutes on Apollo Mobile App yesterday.',
  );
});

test.each([
  'how many hours did i put on the mobile app yesterday',
  'how much time have i put into the mobile app yesterday',
  'how many hours have i logged for the mobile app yesterday',
  'total hours for the mobile app yesterday',
])('"%s" is a total (it was not understood)', async (said) => {
  expect((await c.say(`ask time tracker ${said}`)).speech).toBe('You logged 1 hour and 30 minutes on Apollo Mobile App yesterday.');
});

test.each([
  ["what's my total for yesterday please", 'You logged 3 hours and 30 minutes yesterday.'],
  ['how many hours did i log on friday please', 'You logged 30 minutes last Friday, November 20th.'],
  ['how much did i do yesterday on the mobile app', 'You logged 1 hour and 30 minutes on Apollo Mobile App yesterday.'],
  ['what was i doing on friday', 'You logged 30 minutes last Friday, November 20th, all on Internal Admin.'],
])('"%s" is understood (a courtesy after it was taken for a project, "yesterday please"; the other phrasings were not understood)', async (said, speech) => {
  expect((await c.say(`ask time tracker ${said}`)).speech).toBe(speech);
});

test('a recap of one entry makes it "that": "delete that" next asks about it (it was "I don\'t see a recent entry to delete")', async () => {
  expect((await c.say('ask time tracker what did i do on saturday')).speech).toBe('You logged 3 hours last Saturday, November 21st, all on UX Audit – Nimbus Bank.');
  expect((await c.say('ask time tracker to delete that')).speech).toBe('Delete your entry of 3 hours on UX Audit – Nimbus Bank for last Saturday, November 21st?');
});

test('a client\'s name is its projects, each one\'s total said (it answered for one project, "no time")', async () => {
  await logToday('ACME-1250 Refund API', 3600);
  expect((await c.say('ask time tracker how much did i log on acme payments today')).speech).toBe(
    'Today, ACME-1243 Payment Webhooks: no time and ACME-1250 Refund API: 1 hour.',
  );
});

test('"how much did I log for Acme Payments last week" is understood ("for" was not)', async () => {
  expect((await c.say('ask time tracker how much did i log for acme payments last week')).speech).toMatch(/^Last week, ACME-1243 Payment Webhooks: .* and ACME-1250 Refund API: /);
});

test('"November 21st", which Alexa sends as next year\'s, is the Saturday just gone', async () => {
  expect((await c.say('ask time tracker how much did i log on november twenty first')).speech).toBe('You logged 3 hours last Saturday, November 21st.');
});

test.each([
  ["what's my total for november", "You've logged 11 hours this month."],
  ['what is my total for the month', "You've logged 11 hours this month."],
  ['how much time did i put into october', "You didn't log any time in October."],
  ['how many hours have i logged for december', "You didn't log any time in December, 2025."],
])('a month where a project goes ("%s") is that month, the latest one gone by (it was "I couldn\'t find a project called november")', async (said, answer) => {
  expect((await c.say(`ask time tracker ${said}`)).speech).toBe(answer);
});

test.each([
  ["what's my total for apollo mobile this week", "You've logged 1 hour and 30 minutes on Apollo Mobile App this week."],
  ["what's my total for ux audit yesterday", "You didn't log any time on UX Audit – Nimbus Bank yesterday."],
  ['what is my total for ux audit last saturday', 'You logged 3 hours on UX Audit – Nimbus Bank last Saturday, November 21st.'],
  ["what's my total for internal admin in october", "You didn't log any time on Internal Admin in October."],
])('a period heard with the project\'s name ("%s") is the period, and the name the project (it was "I couldn\'t find a project called ...")', async (said, answer) => {
  expect((await c.say(`ask time tracker ${said}`)).speech).toBe(answer);
});

test('a name several projects answer to gets each one\'s total, and books nothing', async () => {
  const reply = await c.say('ask time tracker how much on apollo this week');
  expect(reply.speech).toMatch(/^This week, Apollo .*: 2 hours, .*Apollo Mobile App: 1 hour and 30 minutes/);
  expect(reply.speech).toContain('Apollo Brand Guidelines: no time');
  expect(reply.endsSession).toBe(true);
});

test('weeks start on Sunday in the United States and on Monday in Britain', async () => {
  await logToday('Internal', 3600);
  // Sunday 22nd to Saturday 28th: yesterday's 3.5 hours and today's hour.
  expect((await c.say('ask time tracker how much did i log this week')).speech).toBe("You've logged 4 hours and 30 minutes this week.");
  // Sunday 15th to Saturday 21st.
  expect((await c.say('ask time tracker how much did i log last week')).speech).toBe('You logged 7 hours and 30 minutes last week.');
  c.alexa.device.locale = 'en-GB';
  // Monday 23rd onwards: today's hour only; last week is Monday 16th to Sunday 22nd.
  expect((await c.say('ask time tracker how much did i log this week')).speech).toBe("You've logged 1 hour this week.");
  expect((await c.say('ask time tracker how much did i log last week')).speech).toBe('You logged 11 hours last week.');
});

test('a weekday or a weekend asked about is the one just past', async () => {
  expect((await c.say('ask time tracker how much did i log on friday')).speech).toBe('You logged 30 minutes last Friday, November 20th.');
  expect((await c.say('ask time tracker how much did i log this weekend')).speech).toBe('You logged 6 hours and 30 minutes last weekend.');
});

test("in a month's last days, a weekday asked about is still the one just past (it was read as a day of the month's first week)", async () => {
  // Saturday 28 November: "Thursday" arrives as December 3rd, and was answered for November 3rd. The demo's
  // days are the days before this one: UX Audit's 3 hours are on Thursday 26th.
  await c.close();
  clock.set('2026-11-28T20:00:00.000Z');
  c = await startConversation({ now: clock.now });
  expect((await c.say('ask time tracker how much did i log on thursday')).speech).toBe('You logged 3 hours last Thursday, November 26th.');
  expect((await c.say('ask time tracker how much did i log on the nimbus audit on thursday')).speech).toBe('You logged 3 hours on UX Audit – Nimbus Bank last Thursday, November 26th.');
  expect((await c.say('ask time tracker what did i do on thursday')).speech).toBe('You logged 3 hours last Thursday, November 26th, all on UX Audit – Nimbus Bank.');
  // "The 3rd" is still this month's.
  expect((await c.say('ask time tracker how much did i log on the 3rd')).speech).toBe("You didn't log any time on Tuesday, November 3rd.");
});

describe('a range of days (it was "Sorry, I didn\'t get that")', () => {
  test('"since Friday" totals Friday to now, and "in the last three days" the three days up to today', async () => {
    expect((await c.say('ask time tracker how much did i log since friday')).speech).toBe("You've logged 7 hours since Friday, November 20th.");
    expect((await c.say('ask time tracker how much did i log in the last three days')).speech).toBe("You've logged 6 hours and 30 minutes since Saturday, November 21st.");
    expect((await c.say('ask time tracker how much time did i spend on apollo mobile app since friday')).speech).toBe("You've logged 1 hour and 30 minutes on Apollo Mobile App since Friday, November 20th.");
  });

  test('"from Thursday to Saturday" totals those days, both ends counted; a first weekday after the last is the week before', async () => {
    expect((await c.say('ask time tracker how much did i log from thursday to saturday')).speech).toBe(
      'You logged 7 hours and 30 minutes from Thursday, November 19th to Saturday, November 21st.',
    );
    // Said on a Monday: "Monday" is today, after Wednesday, so the Monday before.
    expect((await c.say('ask time tracker how much did i log between monday and wednesday')).speech).toBe(
      "You didn't log any time from Monday, November 16th to Wednesday, November 18th.",
    );
  });

  test('a recap of a range names the biggest three, and "yes" reads the rest of the same days', async () => {
    await c.say('open time tracker');
    expect((await c.say('what did i work on since thursday')).speech).toBe(
      "You've logged 11 hours since Thursday, November 19th: 4 hours on ACME-1243 Payment Webhooks, 3 hours on UX Audit – Nimbus Bank, 2 hours on Apollo Website Redesign, and 2 more. Would you like to hear them?",
    );
    expect((await c.say('yes')).speech).toBe('Also 1 hour and 30 minutes on Apollo Mobile App and 30 minutes on Internal Admin.');
  });

  test('"in the last zero days" is no span: it says what it can', async () => {
    expect((await c.say('ask time tracker how much did i log in the last zero days')).speech).toMatch(/^I can total a day, a week, a weekend, a month, or the days since one/);
  });
});

describe('billable time (it was all time logged, said as if billed)', () => {
  // Apollo Website Redesign, UX Audit and ACME-1243 are billable; Internal Admin is not; Greenleaf has no billing set.
  test('"how many billable hours did I log today" counts billable projects only, and says what has no billing set', async () => {
    await logToday('Apollo Website Redesign', 3600);
    await logToday('Internal Admin', 3600);
    await logToday('Greenleaf Yoga Studio', 7200);
    expect((await c.say('ask time tracker how many billable hours did i log today')).speech).toBe(
      "You've logged 1 hour of billable time today. Another 2 hours has no billing set, so I didn't count it.",
    );
  });

  test('"how many hours did I bill last week", and on one project: the billable time of each, none said so', async () => {
    // Last week (Sunday 15th to Saturday 21st): ACME-1243 4 h, UX Audit 3 h, Internal Admin 30 min.
    expect((await c.say('ask time tracker how many hours did i bill last week')).speech).toBe('You logged 7 hours of billable time last week.');
    expect((await c.say('ask time tracker how many billable hours on internal admin last week')).speech).toBe("You didn't log any billable time on Internal Admin last week.");
  });
});

test('a year is not a period the skill totals: it says what it can', async () => {
  const reply = await c.say('ask time tracker how much did i log this year');
  expect(reply.speech).toMatch(/^I can total a day, a week, a weekend, a month, or the days since one/);
});

test('a recap names the biggest three, and "more" reads the rest', async () => {
  c.alexa.device.locale = 'en-GB';
  const first = await c.say('ask time tracker what did i do last week');
  expect(first.speech).toBe(
    'You logged 11 hours last week: 4 hours on ACME-1243 Payment Webhooks, 3 hours on UX Audit – Nimbus Bank, 2 hours on Apollo Website Redesign, and 2 more. Would you like to hear them?',
  );
  expect(first.endsSession).toBe(false);
  const more = await c.say('more');
  expect(more.speech).toBe('Also 1 hour and 30 minutes on Apollo Mobile App and 30 minutes on Internal Admin.');
  expect(more.endsSession).toBe(true);
});

test('"yes" to the recap\'s question reads the rest too; a short recap asks nothing', async () => {
  c.alexa.device.locale = 'en-GB';
  await c.say('open time tracker');
  await c.say('give me a recap of last week');
  expect((await c.say('yes')).speech).toMatch(/^Also 1 hour and 30 minutes on Apollo Mobile App/);
  // "What did I log" is a recap too, not a question the skill fails to understand.
  expect((await c.say('ask time tracker what did i log yesterday')).speech).toBe(
    'You logged 3 hours and 30 minutes yesterday: 2 hours on Apollo Website Redesign and 1 hour and 30 minutes on Apollo Mobile App.',
  );
  const yesterday = await c.say('ask time tracker what did i work on yesterday');
  expect(yesterday.speech).toBe('You logged 3 hours and 30 minutes yesterday: 2 hours on Apollo Website Redesign and 1 hour and 30 minutes on Apollo Mobile App.');
  expect(yesterday.endsSession).toBe(true);
});

test('a long recap is read five more at a time', async () => {
  const names = ['Internal', 'Internal Admin', 'Greenleaf Yoga Studio', 'AWS Cost Review', 'Website 2.0 Launch', 'Stackwise Kubernetes Booth', 'Greenfield Farms Logo', 'Bellevue Dental Branding', 'Dr. Patel Dental Website', 'Smith & Sons Packaging'];
  // Ten projects today, the first the biggest: 10 minutes for the last, 19 for the first.
  for (const [i, name] of names.entries()) await logToday(name, (19 - i) * 60);
  const first = await c.say('ask time tracker what did i do today');
  expect(first.speech).toMatch(/^You've logged 2 hours and 25 minutes today: 19 minutes on Internal, 18 minutes on Internal Admin, 17 minutes on Greenleaf Yoga Studio, and 7 more\./);
  const second = await c.say('more');
  expect(second.speech).toBe(
    'Also 16 minutes on AWS Cost Review, 15 minutes on Website 2.0 Launch, 14 minutes on Stackwise Kubernetes Booth, 13 minutes on Greenfield Farms Logo, 12 minutes on Bellevue Dental Branding, and 2 more. Would you like to hear them?',
  );
  const last = await c.say('next');
  expect(last.speech).toBe('Also 11 minutes on Dr. Patel Dental Website and 10 minutes on Smith & Sons Packaging.');
  expect(last.endsSession).toBe(true);
});


test('a day of more entries than one page holds is totalled whole, its further pages read together', async () => {
  const id = await projectId(c, 'Internal');
  // 230 entries of a minute: three pages of a hundred.
  await Promise.all(
    Array.from({ length: 230 }, () => c.api.post('/api/v2/activities', { description: 'x', project_id: id, date: '2026-11-23T10:00:00-08:00', duration: 60 })),
  );
  const before = c.calls.length;
  expect((await c.say('ask time tracker how much did i log today')).speech).toBe("You've logged 3 hours and 50 minutes today.");
  // Three pages, and the running timers read beside the first (a timer running since before today counts from midnight).
  const pages = c.calls
    .slice(before)
    .filter((call) => call.path === '/activities')
    .sort((a, b) => a.startedAt - b.startedAt);
  expect(pages).toHaveLength(4);
  // The second and third page were asked for at the same time.
  expect(pages[3].startedAt).toBeLessThanOrEqual(pages[2].startedAt + pages[2].ms);
});

test('"what\'s my total for the week", "how many hours did I put into acme this week", "how much did I do on apollo this month" are totals (they were not understood, or "the week" a project not found)', async () => {
  expect((await c.say("ask time tracker what's my total for the week")).speech).toBe("You've logged 3 hours and 30 minutes this week.");
  expect((await c.say('ask time tracker how many hours did i put into greenleaf yoga this week')).speech).toBe("You haven't logged any time on Greenleaf Yoga Studio this week.");
  expect((await c.say('ask time tracker how much did i do on apollo mobile this month')).speech).toBe("You've logged 1 hour and 30 minutes on Apollo Mobile App this month.");
  expect((await c.say('ask time tracker how many hours this week')).speech).toBe("You've logged 3 hours and 30 minutes this week.");
});

test('"how much this week so far", "how much did i log this week so far": the week\'s total (they were "Sorry, I didn\'t get that")', async () => {
  const week = (await c.say("ask time tracker what's my total for the week")).speech;
  expect((await c.say('ask time tracker how much this week so far')).speech).toBe(week);
  expect((await c.say('ask time tracker how much did i log this week so far')).speech).toBe(week);
});

describe('a timer left running overnight, counted in a total', () => {
  // Greenleaf's timer started on the web at 9 am Sunday, and still running at 10:30 am Monday.
  beforeEach(async () => {
    clock.set('2026-11-22T17:00:00.000Z');
    await startTimerOnWeb(c, 'Greenleaf Yoga Studio');
    clock.set('2026-11-23T18:30:00.000Z');
  });

  test('"how much did I log yesterday": the total, then when it finished is asked (it said 29 hours, and nothing said the timer was forgotten); the answer stops it, and the total is then the day\'s work', async () => {
    const reply = await c.say('ask time tracker how much did i log yesterday');
    // The timer counts up to midnight: 15 hours of it (it said 29 hours, the night and this morning with them).
    expect(reply.speech).toBe('You logged 18 hours and 30 minutes yesterday. Your timer for Greenleaf Yoga Studio has been running since 9 AM yesterday. When did you finish?');
    expect(reply.endsSession).toBe(false);
    expect((await c.say('at five')).speech).toBe('Stopped your timer for Greenleaf Yoga Studio at 5 PM yesterday, after 8 hours.');
    expect((await c.say('ask time tracker how much did i log yesterday')).speech).toBe('You logged 11 hours and 30 minutes yesterday.');
  });

  test('a recap of more projects than it reads at once asks once the rest is read', async () => {
    expect((await c.say('ask time tracker what did i do this month')).speech).toMatch(/Would you like to hear them\?$/);
    expect((await c.say('yes')).speech).toMatch(/\. Your timer for Greenleaf Yoga Studio has been running since 9 AM yesterday\. When did you finish\?$/);
  });

  test('of a project, and in a recap, the same; "keep it running" keeps it (a timer running since this morning is only named)', async () => {
    expect((await c.say('ask time tracker how much time did i spend on greenleaf this week')).speech).toMatch(/^You've logged 25 hours and 30 minutes on Greenleaf Yoga Studio this week\. Your timer for Greenleaf Yoga Studio has been running since 9 AM yesterday\. When did you finish\?$/);
    expect((await c.say('keep it running')).speech).toBe('Okay, your timer for Greenleaf Yoga Studio keeps running.');
    expect((await c.say('ask time tracker what did i do yesterday')).speech).toMatch(/ on Apollo Mobile App\. Your timer for Greenleaf Yoga Studio has been running since 9 AM yesterday\. When did you finish\?$/);
    await c.say('just now');
    await startTimerOnWeb(c, 'Internal Admin');
    clock.advance(3600_000);
    expect((await c.say('ask time tracker how much did i log today')).speech).toBe("You've logged 1 hour today. That includes your running timer for Internal Admin.");
  });
});

describe('"that", said just after a recap or a total was read', () => {
  const greenleaf = async () => (await c.api.get('/api/v2/activities?per_page=100&filter=source:alexa')).body.data.map((a: any) => [a.project.name, a.duration]);

  test('is asked about before the entry last changed is: yes changes it (it was changed at once, whatever the recap had named)', async () => {
    await c.say('open time tracker');
    await c.say('log an hour on greenleaf');
    await c.say('what did i do this week');
    expect((await c.say('make that two hours')).speech).toBe('Do you mean your Greenleaf Yoga Studio entry of 1 hour for today?');
    expect(await greenleaf()).toEqual([['Greenleaf Yoga Studio', 3600]]);
    expect((await c.say('yes')).speech).toBe('Changed your Greenleaf Yoga Studio entry to 2 hours.');
    expect(await greenleaf()).toEqual([['Greenleaf Yoga Studio', 7200]]);
  });

  test('no changes nothing, and says how to name another entry', async () => {
    await c.say('open time tracker');
    await c.say('log an hour on greenleaf');
    await c.say('how much did i log this week');
    expect((await c.say('add fifteen minutes to that')).speech).toBe('Do you mean your Greenleaf Yoga Studio entry of 1 hour for today?');
    expect((await c.say('no')).speech).toBe("OK, I didn't change anything. To change another entry, ask for it first, for example: what's my last entry for yesterday?");
    expect(await greenleaf()).toEqual([['Greenleaf Yoga Studio', 3600]]);
  });

  test('after a total of one project\'s, that project\'s entry of the day is changed (it was the entry last logged, another project\'s)', async () => {
    await c.say('open time tracker');
    await c.say('log an hour to internal admin');
    await c.say('log two hours to greenfield yesterday');
    await c.say('how much did i log on internal admin today');
    expect((await c.say('make that two hours')).speech).toBe('Changed your Internal Admin entry to 2 hours.');
    expect((await greenleaf()).sort()).toEqual([['Greenfield Farms Logo', 7200], ['Internal Admin', 7200]]);
  });

  test('"no, the greenfield one" to "Do you mean your ... entry?": that project\'s newest entry instead', async () => {
    await c.say('open time tracker');
    await c.say('log two hours to greenfield yesterday');
    await c.say('log an hour to internal admin');
    await c.say('what did i do this week');
    expect((await c.say('make that three hours')).speech).toBe('Do you mean your Internal Admin entry of 1 hour for today?');
    expect((await c.say('no, the greenfield one')).speech).toBe('Changed your Greenfield Farms Logo entry for yesterday to 3 hours.');
    expect((await greenleaf()).sort()).toEqual([['Greenfield Farms Logo', 10800], ['Internal Admin', 3600]]);
  });

  test('without a recap between, the entry just logged is changed at once', async () => {
    await c.say('open time tracker');
    await c.say('log an hour on greenleaf');
    expect((await c.say('make that two hours')).speech).toBe('Changed your Greenleaf Yoga Studio entry to 2 hours.');
  });
});

describe('a timer running since last night', () => {
  // Greenleaf's timer started at 11 pm Monday, and the clock at 1 am Tuesday.
  beforeEach(async () => {
    clock.set('2026-11-24T07:00:00.000Z');
    await c.say('ask time tracker to start a timer for greenleaf yoga');
    clock.set('2026-11-24T09:00:00.000Z');
  });
  afterEach(() => stopAllTimers(c));

  test('"how long have I been working on greenleaf today" counts it from midnight (it was "You haven\'t logged any time on Greenleaf Yoga Studio today")', async () => {
    expect((await c.say('ask time tracker how long have i been working on greenleaf today')).speech).toBe(
      "You've logged 1 hour on Greenleaf Yoga Studio today. That includes your running timer for Greenleaf Yoga Studio.",
    );
  });

  test('a total of the day it began counts it up to midnight (both days held the hour after it)', async () => {
    expect((await c.say('ask time tracker how much did i log on greenleaf yesterday')).speech).toBe(
      'You logged 1 hour on Greenleaf Yoga Studio yesterday. That includes your running timer for Greenleaf Yoga Studio.',
    );
  });

  test('a recap reads it as the totals do: today from midnight, and the day it began up to midnight (the recap and the total said other hours)', async () => {
    expect((await c.say('ask time tracker what did i work on today')).speech).toBe(
      "You've logged 1 hour today, all on Greenleaf Yoga Studio. That includes your running timer for Greenleaf Yoga Studio.",
    );
    expect((await c.say('ask time tracker what did i work on yesterday')).speech).toBe(
      'You logged 1 hour yesterday, all on Greenleaf Yoga Studio. That includes your running timer for Greenleaf Yoga Studio.',
    );
  });
});

describe('time the website wrote in UTC is on the person\'s day (an evening\'s timer is written the next day there)', () => {
  /** An hour's timer started on the website at 5 PM Monday in Los Angeles: 1 AM Tuesday in UTC, as the website writes it. */
  const eveningOnWeb = async () => {
    clock.set('2026-11-24T01:00:00.000Z');
    const timer = await startTimerOnWeb(c, 'Internal Admin');
    expect(timer.date).toMatch(/^2026-11-24T01:00:00/);
    clock.set('2026-11-24T02:00:00.000Z');
  };

  test('in today\'s total, running and stopped (it was "You haven\'t logged any time today")', async () => {
    await eveningOnWeb();
    expect((await c.say('ask time tracker how much did i log today')).speech).toBe("You've logged 1 hour today. That includes your running timer for Internal Admin.");
    await stopAllTimers(c);
    expect((await c.say('ask time tracker what did i work on today')).speech).toBe("You've logged 1 hour today, all on Internal Admin.");
    // The day more read on each side is no day's own: Sunday's is as it was.
    expect((await c.say('ask time tracker how much did i log yesterday')).speech).toBe('You logged 3 hours and 30 minutes yesterday.');
  });

  test('"what\'s my entry for today" finds it (it was "I don\'t see an entry for today")', async () => {
    await eveningOnWeb();
    await stopAllTimers(c);
    expect((await c.say('ask time tracker what\'s my internal admin entry for today')).speech).toMatch(/^Your Internal Admin entry for today is 1 hour\./);
  });
});
