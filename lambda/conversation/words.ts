// What the person's words are before they are taken as a project name: a word that leaves or asks for
// help ("cancel" said while Alexa waits for a name lands in the name slot), the words of the request
// itself with no name after them ("start a timer for"), "both" or "all of them", whether the words
// are short enough to say back, and what words beside a name say of the work.
import { isMoreWord, lengthSaid } from '../dates/durations';
import { heardWords, TAKING_BACK } from '../resolution/names';
import { spokenForms } from '../resolution/spoken-names';

export type ControlWord = 'cancel' | 'help' | 'startOver' | 'undo' | 'again' | 'repeat';

const CONTROL_PHRASES: Record<string, ControlWord> = {
  cancel: 'cancel',
  stop: 'cancel',
  'never mind': 'cancel',
  nevermind: 'cancel',
  'forget it': 'cancel',
  'forget about it': 'cancel',
  quit: 'cancel',
  exit: 'cancel',
  'go away': 'cancel',
  'go home': 'cancel',
  'thats all': 'cancel',
  'that is all': 'cancel',
  'thats it': 'cancel',
  'thank you': 'cancel',
  thanks: 'cancel',
  bye: 'cancel',
  goodbye: 'cancel',
  'nothing else': 'cancel',
  // Sounds made while thinking: no answer yet, the question again.
  um: 'again',
  uh: 'again',
  umm: 'again',
  hmm: 'again',
  er: 'again',
  erm: 'again',
  'let me think': 'again',
  help: 'help',
  'help me': 'help',
  'what can i say': 'help',
  'what are my options': 'help',
  'start over': 'startOver',
  'start again': 'startOver',
  restart: 'startOver',
  'begin again': 'startOver',
  'lets start over': 'startOver',
  'go back': 'startOver',
  undo: 'undo',
  'undo that': 'undo',
  'undo it': 'undo',
  'scratch that': 'undo',
  'scrap that': 'undo',
  'take that back': 'undo',
  'take it back': 'undo',
  // The skill's last words asked for again (AMAZON.RepeatIntent's, said while Alexa waits for a name).
  'repeat that': 'repeat',
  repeat: 'repeat',
  'say that again': 'repeat',
  'say it again': 'repeat',
  'what did you say': 'repeat',
  'can you repeat that': 'repeat',
  'could you repeat that': 'repeat',
  'come again': 'repeat',
  'what was that': 'repeat',
  'i didnt catch that': 'repeat',
};

// Said around the phrase without changing it: "oh never mind", "cancel please", "no stop".
const AROUND = /^(?:(?:oh|oops|um|uh|no|actually|just|please|alexa|ok|okay)\s+)*(.+?)(?:\s+(?:please|then|thanks|thank you|cheers))*$/;


// Why or until when a timer is stopped, said after it ("stop the timer for today", "stop my timer now", "for
// lunch", "I'm done for the day"): no project's words. The timer was left running ("You don't have a timer
// running for today").
const STOP_REASON =
  /(?:^|\s)(?:(?:for|until) (?:today|tonight|now|the day|the night|the evening|the week|the weekend|lunch|dinner|a (?:bit|while|minute|break|coffee)|my break|the moment)|now|right now|im (?:done|finished|off)(?: (?:for (?:the day|today|now|tonight)|now))?|(?:done|finished) for (?:the day|today|now)|instead|please|thanks|thank you)$/;

const STOP_REASON_ALONE = /^(?:today|tonight|now|the day|the night|the evening|the week|the weekend|lunch|dinner|a (?:bit|while|minute|break)|my break|good|the moment)$/;

/** The words of a stop without the reason or moment said after them: "the greenleaf timer for today" is "the greenleaf timer". */
export function withoutStopReason(text: string): string {
  let words = heardWords(text);
  // "Stop the timer for {today}": the slot may hold the reason alone.
  if (STOP_REASON_ALONE.test(words)) return '';
  // "Stop my timer for thirty minutes", "pause it for an hour": how long the break is, no project (nothing runs in
  // the background to start it again; "You don't have a timer running for thirty minutes" left it running).
  const said = words.split(' ');
  for (let i = 0; i < said.length; i++) {
    // After other words, only with its "for": "the greenleaf timer for an hour".
    const tail = said.slice(i).join(' ');
    const length = tail.replace(/^for (?:about |around )?/, '');
    if ((i === 0 || length !== tail) && lengthSaid(length)) return said.slice(0, i).join(' ');
  }
  for (let rest = words.replace(STOP_REASON, ''); rest !== words; rest = words.replace(STOP_REASON, '')) words = rest;
  return words;
}

// A meal or a break, said where a project's name goes ("start a timer for lunch", "going for lunch", "log an hour for
// lunch"): its word. "Lunch" is a letter from "Launch", and offered Q4 Launch (a yes billed the lunch hour to it).
const BREAK_SAID =
  /^(?:(?:im|i am|its|it is) )?(?:(?:going|gone|heading|off|out|stepping out|taking|grabbing|having|time|my|a|an|the|some|quick|short|for|to|on)\s+)*(lunch|lunchtime|dinner|breakfast|brunch|coffee|tea|break|snack)(?: (?:time|break|now|hour))*$/;

/** The meal or break the words are ("lunch" of "going for lunch"), if they are nothing else. */
export function breakSaid(text: string): string | undefined {
  return BREAK_SAID.exec(heardWords(text))?.[1];
}

// "I don't know", "not sure", "I can't remember", said where a project's name goes: no name, but a person who would
// like to hear the names (it was "I couldn't find a project called i dont know").
const UNSURE_SAID =
  /^(?:(?:um|uh|er|hmm|well|oh|honestly|actually)\s+)*(?:i (?:do not|dont|really dont|really do not) know|(?:im|i am|i m) not (?:really )?sure|not sure|no idea|i have no idea|no clue|i have no clue|dunno|i dunno|beats me|i forget|i (?:cant|can not|cannot|dont|do not) remember|i (?:cant|can not|cannot) recall)(?: (?:which|what)(?: one| project| it (?:is|was))?)?$/;

/** Whether the words only say the person doesn't know or remember ("I don't know", "not sure which one"). */
export const unsureSaid = (text: string) => UNSURE_SAID.test(heardWords(text));

// Said where a new project's name goes, words that are no name: a no, a wait, a "what?", not knowing yet.
const NO_NAME =
  /^(?:(?:um|uh|er|hmm|oh|well|actually)\s+)*(?:no|nope|nah|no thanks|no thank you|no wait|not now|not yet|later|nothing|none|wait|wait what|hold on|hang on|(?:just )?(?:a|one) (?:sec|second|moment|minute)|what|huh|pardon|sorry|excuse me|come again|what do you mean|i changed my mind|(?:i (?:do not|dont) know|not sure|no idea)(?: yet| what to call it)?)$/;
// A request of its own said there: a verb of the skill's and what it acts on ("start a timer for greenleaf").
// ("Track Time Improvements" is a name: a verb and its object, "a timer", "an hour", "my entry", make the request.)
const REQUEST_SAID =
  /^(?:(?:please|can you|could you)\s+)*(?:(?:start|stop|pause|resume|switch|delete|remove) (?:a |an |my |the |that )?(?:new )?(?:timer|timers|clock|entry|entries)\b|(?:log|add|put|track) (?:a|an|one|two|three|four|five|six|seven|eight|half an?|\d+) (?:hours?|minutes?)\b)/;

/**
 * What words said where a new project's name goes are, when not a name: `none` ("no", "wait", "what?", "I don't know
 * yet"), or `request` ("start a timer for greenleaf"). Undefined for a name.
 */
export function notAName(text: string): 'none' | 'request' | undefined {
  const words = heardWords(text);
  if (NO_NAME.test(words) || UNSURE_SAID.test(words)) return 'none';
  return REQUEST_SAID.test(words) ? 'request' : undefined;
}

// "In the morning", "that was in the afternoon", "no, p m": the half of the day said, alone.
const HALF_OF_DAY_SAID = /^(?:(?:yes|yeah|no|nope)\s+)?(?:(?:that|it) (?:was|is)\s+)?(?:(?:in|during) the |this |at |in )?(morning|a m|am|afternoon|evening|night|p m|pm)$/;

/** "Morning" or "afternoon", of words that say only that half of the day ("that was in the morning", "p m"). */
export function halfOfDaySaid(text: string): 'morning' | 'afternoon' | undefined {
  const half = HALF_OF_DAY_SAID.exec(heardWords(text))?.[1];
  return half === undefined ? undefined : /^(?:morning|a m|am)$/.test(half) ? 'morning' : 'afternoon';
}

// Words said after a request that say nothing of it: "please", "thanks", "too", "as well", "again", "I forgot".
const COURTESY_AFTER = /(?:(?:^|\s+)(?:please|thanks|thank you|too|as well|again|also|i forgot|if you can|if you could|for me))+$/;

/** The words without the courtesy or afterthought that ends them ("friday please": "friday"), as `heardWords` has them. */
export const withoutCourtesy = (words: string) => heardWords(words).replace(COURTESY_AFTER, '');

// Doubt said around a name ("I think it's greenleaf", "the greenleaf one I think", "greenleaf maybe"): no part of it.
const HEDGE_BEFORE = /^(?:i think|i guess|i believe|maybe|probably|perhaps)(?: (?:its|it is|it was|that was|thats))? /;
const HEDGE_AFTER = / (?:i think|i guess|i believe|maybe|probably|perhaps|i suppose)$/;

/** The name said with the doubt and sounds around it left out ("uh the greenleaf one i think": "the greenleaf one"). */
export function withoutHedges(text: string): string {
  const words = heardWords(withoutDisfluencies(text));
  const plain = words.replace(HEDGE_BEFORE, '').replace(HEDGE_AFTER, '');
  return plain || words;
}

/** The control phrase the words are, if they are nothing else: "cancel", "oh never mind", "help please". */
export function controlWord(text: string | undefined): ControlWord | undefined {
  if (!text) return undefined;
  const words = heardWords(text);
  return CONTROL_PHRASES[words] ?? CONTROL_PHRASES[AROUND.exec(words)?.[1] ?? ''];
}

// The words of "start a timer for", "log time on", "track my time for": a project slot holding only
// these heard the request and no name.
const REQUEST_WORDS = new Set(
  'a an the my our some new this that timer timers clock time tracking track tracker start starting started begin log logging for on to in with of about project projects please it one current running active'.split(
    ' ',
  ),
);

// "Log another hour on that", "start a timer for the same project", "log an hour on that entry again":
// words that name no project but the one of the entry "that" means. ("It" is left out: IT is a department's name.)
const SAME_PROJECT = /^(?:that|the same|same|the last|(?:that|this|the same|same|the last|my last) (?:one|project|entry))$/;

// "Same as yesterday", "the same project as last time", "the one from yesterday", "whatever I did yesterday": the
// project of the person's work then, said where a name goes.
const SAME_AS =
  /^(?:(?:the )?same(?: one| project| thing| as always)?(?: as)? (yesterday|last time|before|the last time|last)|the one (?:from|i did|i worked on) (yesterday|last time|before)|(?:what|whatever) i (?:did|worked on|was doing|was working on) (yesterday|last time|before))$/;

/** "Same as yesterday": `yesterday`; "same as last time", "same as before": `last` (the newest entry's); else undefined. */
export function sameAsWhen(text: string): 'yesterday' | 'last' | undefined {
  const match = SAME_AS.exec(heardWords(text));
  if (!match) return undefined;
  return match.slice(1).find(Boolean) === 'yesterday' ? 'yesterday' : 'last';
}

// "No, the Apollo one": the answer after the no. ASR writes no comma, so any leading no-word goes.
const LEADING_NO = /^(?:(?:no|nope|nah|sorry|actually|oh|wait|oops)\s+)+/;

const LEADING_YES = /^(?:(?:yes|yeah|yep|yup|sure|ok|okay)\s+)+/;

/** The words said after those `leading` matches, when some follow; else the text as it was. */
const withoutLeading = (leading: RegExp) => (text: string) => {
  const words = heardWords(text);
  const rest = words.replace(leading, '');
  return rest && rest !== words ? rest : text;
};

/** The words said after a leading "no" or "sorry", when some follow: "no the apollo one" is "the apollo one". */
export const withoutLeadingNo = withoutLeading(LEADING_NO);
/** The words said after a leading "yes" or "yeah": "yeah the first one" is "the first one". */
export const withoutLeadingYes = withoutLeading(LEADING_YES);

// "Not the Apollo one", "anything but Nimbus": words that rule a project out rather than name it.
const NEGATIONS = new Set(['not', 'but', 'except', 'besides', 'excluding', 'nor']);

/** The words without those of negation: what "not the website one" rules out is "the website one". */
export const withoutNegation = (text: string) =>
  heardWords(text)
    .split(' ')
    .filter((word) => !NEGATIONS.has(word) && word !== 'anything' && word !== 'any')
    .join(' ');

/**
 * Whether the answer rules a project out ("not the apollo one") rather than naming it: a word of negation
 * said that is in none of the names it could be taken for (a project may be called Not Just Coffee).
 */
export const isNegated = (text: string, names: string[]) => {
  const inNames = new Set(names.flatMap((name) => [...nameWords(name)]));
  return heardWords(text).split(' ').some((word) => NEGATIONS.has(word) && !inNames.has(word));
};

// "The timer", "a new timer", "the clock": words about the timer itself, heard where a description goes
// ("start the timer on Greenleaf") or around a name ("stop the Greenleaf timer").
// ("Tracker" is left out: it ends names, "Budget Tracker", more often than it names the timer.)
const TIMER = '(?:timer|clock)';
// ("Another timer", "a second timer": still the timer, no description of the work.)
const TIMER_ONLY = new RegExp(`^(?:(?:a|the|my|a new|new|another|one more|a second|second|a separate|separate|an extra|extra) )?${TIMER}$`);
const AROUND_NAME = new RegExp(`^(?:the|my) (.+) ${TIMER}$`);
// "Stop timer for Greenleaf": Alexa fills "stop {project}" with "timer for greenleaf" (it stopped nothing).
const BEFORE_NAME = new RegExp(`^(?:(?:the|my) )?${TIMER} (?:for|on) (.+)$`);

/** Words that say "the timer" and nothing else: no description. */
export const isTimerWords = (text: string) => TIMER_ONLY.test(heardWords(text));

/** "The Greenleaf timer", "timer for Greenleaf" are "Greenleaf"; other words as they are. */
export function withoutTimerWords(text: string): string {
  const around = AROUND_NAME.exec(heardWords(text)) ?? BEFORE_NAME.exec(heardWords(text));
  return around ? around[1] : text;
}

// "Stop my timer and log an hour on greenfield": a second request, which Alexa hands over as the first's project words.
// Said as "I spent …", only with a length: "stop the timer, I was done at five" is no second request (split, the timer
// stopped now, and the hours since five were booked).
const NEXT_WORDS = '(?:log|start|add|put|switch|track|book|record|begin|resume|take|move|delete|remove) .+|i (?:spent|worked|did|put in) (?=.*\\b(?:hours?|minutes?|mins?|hrs?)\\b).+';
const NEXT_REQUEST = new RegExp(`^(.*?) and (?:then |also |now )?(${NEXT_WORDS})$`);
// "Stop the timer, I spent an hour of that on greenfield": after words that only say the timer, no "and" is needed.
const NEXT_AFTER_TIMER = new RegExp(`^((?:the |my |this |that )?${TIMER}|it|that) (?:then |now )?(${NEXT_WORDS})$`);

/**
 * The words split before a second request said after "and", or after the timer ("my timer" and "log an hour on
 * greenfield"); undefined with none. `next` is undefined when it cannot be said back as a request ("I spent ...").
 */
export function nextRequestIn(text: string): { first: string; next?: string } | undefined {
  const words = heardWords(text);
  const match = NEXT_REQUEST.exec(words) ?? NEXT_AFTER_TIMER.exec(words);
  return match ? { first: match[1], ...(match[2].startsWith('i ') ? {} : { next: match[2] }) } : undefined;
}

/** "That", "the same project": the project of the entry just touched, not a name. */
export const isSameProjectWords = (text: string) => SAME_PROJECT.test(heardWords(text));

// "Add fifteen minutes to my last entry": the entry itself, not its project.
const THE_ENTRY = /^(?:that|this|the|my|the last|my last|the same|my latest|the latest|my previous|the previous) (?:time )?entry$/;

/** "My last entry", "that entry": the entry "that" means, whose length is to change. */
export const isEntryWords = (text: string) => THE_ENTRY.test(heardWords(text));

// "The one I started last", "the newest one", "the older one": which of two timers by when each began.
const STARTED_LAST = /^(?:the )?(?:(?:one|timer) (?:that )?i (?:started|began|made) (?:last|most recently|later|just now)|last one i started|one i just started|newest|latest|most recent|newer|new one)(?: one| timer)?$/;
const STARTED_FIRST = /^(?:the )?(?:(?:one|timer) (?:that )?i (?:started|began|made) (?:first|earlier|before)|first one i started|oldest|older|earlier|old one)(?: one| timer)?$/;

/** Which timer the words pick by when it began: the one begun `last` or `first`; undefined for other words. */
export function timerByStartSaid(text: string): 'first' | 'last' | undefined {
  const words = heardWords(text);
  return STARTED_LAST.test(words) ? 'last' : STARTED_FIRST.test(words) ? 'first' : undefined;
}

/** The words name no project: only the words of the request itself ("a timer for"). */
export const isRequestWordsOnly = (text: string) => heardWords(text).split(' ').every((word) => REQUEST_WORDS.has(word));

const ALL_WORDS = /^(?:all|both|every|everything|each|all of them|both of them|all of those|both of those|all three|all four|all timers|every one|everyone|all the above|all of the above)$/;

/** "both", "all of them": more than one of the things offered. */
export const isAllWords = (text: string | undefined) => !!text && ALL_WORDS.test(heardWords(text).replace(/(?:\s+(?:please|projects?|ones?|timers?))+$/, ''));

/** Longer than this, words said back sound like a recording: they are summed up instead. */
const ECHO_MAX_WORDS = 6;
const ECHO_MAX_CHARS = 48;

/** The words as they may be said back to the person, or undefined when they are too long to repeat. */
export function echo(text: string): string | undefined {
  const words = text.trim().split(/\s+/);
  return words.length <= ECHO_MAX_WORDS && text.length <= ECHO_MAX_CHARS ? text.trim() : undefined;
}

/** Words of an answer that name nothing: "it's the mobile one, please". */
const ANSWER_FILLERS = new Set('the a an one ones project projects please i mean meant said it its is was that thats this those for on to of and with instead'.split(' '));
const CONNECTORS = new Set('and of the for a an in on at to by with plus'.split(' '));

/** A name's words as a person says them, in order: "Q4 Launch – Fernwood Coffee" is q, four, launch, fernwood, coffee. */
const nameWordList = (name: string) => (spokenForms(name, 1)[0] ?? '').split(' ').filter((word) => word && !CONNECTORS.has(word));

export const nameWords = (name: string) => new Set(nameWordList(name));

/**
 * Whether the words said are all the name's own: each a word of the name, or, run together, a run of its
 * words ("web site" for Website, "kubernetes booth" for Stackwise Kubernetes Booth). Nothing approximate.
 */
export function wordsOfName(words: string[], name: string): boolean {
  const list = nameWordList(name);
  if (words.every((word) => list.includes(word))) return true;
  const said = words.join('');
  for (let start = 0; start < list.length; start++) {
    for (let end = start + 1; end <= list.length; end++) if (list.slice(start, end).join('') === said) return true;
  }
  return false;
}

/** What was heard, in the same words, less those that name nothing: "the q4 launch" is q, four, launch. */
export const answerWords = (heard: string) =>
  (spokenForms(heard.replace(/['\u2019]/g, ''), 1)[0] ?? '').split(' ').filter((word) => word && !ANSWER_FILLERS.has(word));

/** Words that are in this name and in none of the others'. */
export const ownWords = (names: Set<string>[], at: number) => [...names[at]].filter((word) => names.every((other, i) => i === at || !other.has(word)));

// Words after a name that say nothing of the work: "internal admin now", "apollo mobile as well, please".
const NOT_DESCRIPTION = new Set('please now right away again too well instead entry timer clock project thanks thank you cheers ok okay then'.split(' '));
// Words of talk around a request ("real quick", "i guess", "as usual", "alexa"): what follows the name is then no description.
const CHATTER = new Set('real quick quickly really i guess think suppose usual as alexa yeah like so just today'.split(' '));

/**
 * "Internal admin emails", "apollo mobile app testing", taken for that project: the words said after its whole
 * name, which say what the work was (should Alexa hand a description over with the name; they were dropped).
 * Undefined when the words do not begin with the name, or what follows may say more than that (a day, a
 * second project) or nothing of the work ("now", "please").
 */
export function wordsAfterName(heard: string, name: string): string | undefined {
  const said = heardWords(heard).split(' ');
  const own = heardWords(name).split(' ');
  if (said.length <= own.length || own.some((word, i) => said[i] !== word)) return undefined;
  const rest = said.slice(own.length);
  if (rest.some(isMoreWord) || rest.some((word) => CHATTER.has(word)) || rest.every((word) => NOT_DESCRIPTION.has(word) || REQUEST_WORDS.has(word))) return undefined;
  while (NOT_DESCRIPTION.has(rest[rest.length - 1])) rest.pop();
  return rest.join(' ');
}

// "An hour of that on Greenfield", "two hours of it": the time just spoken of (a timer's), not what the work was.
const THAT_TIME = /^(?:that|it|this|those|these|them|the same|(?:that|this|the) time|(?:the|my|that|this) timer)$/;

/** The description said, unless its words only point at time already spoken of ("of that": stored as "that"). */
export const descriptionSaid = (description: string | undefined) => {
  const said = descriptionWithoutRepairs(description);
  return said && !THAT_TIME.test(heardWords(said)) ? said : undefined;
};

// Words that take back what was just said: "for yesterday, um, no, friday".
const TAKEN_BACK = new RegExp(`\\b(?:${TAKING_BACK}|actually)\\b`);
/**
 * What the work was, without the sounds between the words ("for uh the homepage": stored as "uh the homepage"),
 * and none when only they were said ("for um yesterday": "um"). Days with one taken back ("yesterday, um, no,
 * friday") are the day said last, read as a day said there is, or none when the day meant is in its own slot
 * ("yesterday um no" was stored as what the work was).
 */
export function descriptionWithoutRepairs(description: string | undefined): string | undefined {
  if (!description) return undefined;
  const said = disfluenciesOut(description);
  const words = heardWords(said);
  if (!words) return undefined;
  const parts = words.split(TAKEN_BACK);
  if (parts.length > 1 && parts.every((part) => part.split(' ').every((word) => !word || isMoreWord(word)))) return parts[parts.length - 1].trim() || undefined;
  return said;
}

/**
 * The description said, unless its words only name the project again ("ux audit for nimbus bank", "onboarding
 * flow for nimbus": they were stored as what the work was, "nimbus bank").
 */
export function descriptionBeside(description: string | undefined, projectName: string): string | undefined {
  if (!description) return undefined;
  const words = answerWords(description);
  return words.length > 0 && wordsOfName(words, projectName) ? undefined : description;
}

// Words that say what follows corrects what was just done ("no, yesterday", "it was four hours", "actually ...").
const CORRECTING_WORDS =
  'no|wait|actually|sorry|oops|i mean|i meant|make it|make that|it was|that was|it should be|it should have been|that should be|that should have been|thats supposed to be|its supposed to be|should be|should have been|supposed to be';
// Said before a corrected length: "no, three hours", "wait, actually ninety minutes", "make it two hours".
const CORRECTION = new RegExp(`^(?:(?:um|that's supposed to be|it's supposed to be|${CORRECTING_WORDS})[\\s,]+)+`);
export const withoutCorrection = (heard: string) => heard.toLowerCase().replace(CORRECTION, '');

const CORRECTING = new RegExp(`^(?:(?:um+|uh+|oh|so|well|hmm+) )*(?:nope|nah|that was|${CORRECTING_WORDS})\\b`);
/** Whether the words begin by saying they correct what was just done. */
export const isCorrecting = (heard: string) => CORRECTING.test(heardWords(heard));

// Sounds a recognizer may keep that are no words ("uh, make that um ninety minutes"): Alexa then fits no
// utterance and hands the whole sentence over as a name. Not "so", "okay" or "like", which can be meant, nor
// "ah" or "er", which can begin a name ("Ah-Ha Studio", "ER Staffing").
const DISFLUENCY = /(?:^|[\s,]+)(?:u+m+|u+h+m*|e+r+m+|h+m+)(?=[\s,.!?]|$)[,.!?]?/gi;
const disfluenciesOut = (heard: string) => heard.replace(DISFLUENCY, ' ').replace(/\s+/g, ' ').trim();

/** The words said without the sounds between them that are no words; the words as said when nothing else is left. */
export function withoutDisfluencies(heard: string): string {
  return disfluenciesOut(heard) || heard;
}

// A name taken back in the middle of a sentence: "internal admin, no wait, nimbus", "greenfield, I mean greenleaf".
const REPAIRED = new RegExp(`^(.+?) (?:${TAKING_BACK})(?: (?:i mean|i meant|its|it was|the))? (.+)$`);
/** The words said after a name taken back ("internal admin no wait nimbus": "nimbus"); undefined with none taken back. */
export function saidAfterRepair(text: string): string | undefined {
  const words = heardWords(withoutDisfluencies(text));
  let match = REPAIRED.exec(words);
  let last: string | undefined;
  // The last of several ("greenfield no greenleaf sorry greenfield").
  while (match) {
    last = match[2];
    match = REPAIRED.exec(last);
  }
  return last;
}
