// The answer to "Did you mean A, B, or C?". Only an answer that clearly is one of the options counts
// ("the second one", "mobile", "the website one"), or one whose every word is in the name of one other
// project of the person's. Anything else gets the question again: a fuzzy match against the whole list
// is how "both" once became "Stackwise Kubernetes Booth", a project nobody offered.
import type { HandlerInput } from 'ask-sdk-core';
import type { Ref } from '../../models';
import { resolveProject } from '../resolution/resolve-project';
import { heardWords } from '../resolution/names';
import { slotText } from './requests';
import { answerWords, nameWords, ownWords, withoutDisfluencies, withoutLeadingNo, withoutLeadingYes, wordsOfName } from './words';

const ORDINAL_WORDS: Record<string, number> = { first: 1, one: 1, second: 2, two: 2, third: 3, three: 3, fourth: 4, four: 4, fifth: 5, five: 5, top: 1 };
// "Number two", "the second option": words around a position that say nothing else.
const POSITION_WORDS = new Set(['number', 'option', 'choice']);

/** The option chosen by position ("the second one", "number two", "the last one") or by its words; undefined when unclear. */
export function pickFrom(input: HandlerInput, choices: Ref[]): Ref | undefined {
  const position = Number(slotText(input, 'ordinal') ?? slotText(input, 'number'));
  if (Number.isInteger(position) && position >= 1 && position <= choices.length) return choices[position - 1];
  const heard = slotText(input, 'project');
  // "Um, the first one": the sounds before it say nothing (it was "Sorry, I didn't catch which one").
  return heard ? pickByWords(withoutDisfluencies(heard), choices) : undefined;
}

/** The index a place said ("second", "last", "the middle", "top") names among `count` options. */
function placeSaid(said: string, count: number): number | undefined {
  if (said === 'last' || said === 'bottom') return count - 1;
  if (ORDINAL_WORDS[said] && ORDINAL_WORDS[said] <= count) return ORDINAL_WORDS[said] - 1;
  // "The middle one" of three (of two or four, there is none).
  if (said === 'middle' && count % 2 === 1) return (count - 1) / 2;
  return undefined;
}

/** The words of an answer that may say a place ("number two", "the second option"; "one" said alone). */
function placeWords(heard: string, words: string[]): string {
  // "One" alone is a filler of answers ("the mobile one"), but said alone it is the first.
  const position = words.filter((word) => !POSITION_WORDS.has(word));
  if (position.length) return position.join(' ');
  // "The one" is no place; "one", "number one" is the first.
  return /^(?:(?:number|option|choice) )?one$/.test(heardWords(heard)) ? 'one' : '';
}

/** Whether the words say a place among options offered ("no, the second one", "the last one"), and nothing else. */
export function isPlaceWords(answer: string): boolean {
  const heard = withoutLeadingNo(answer);
  return placeSaid(placeWords(heard, answerWords(heard)), MAX_PLACE) !== undefined;
}
const MAX_PLACE = 5;

/** "The other one", "no, the other", "I meant the other project": of two options, the one not taken. */
export const isOtherWords = (answer: string) => /^(?:(?:i )?(?:meant|mean) )?(?:the )?other(?: one| project| option)?$/.test(heardWords(withoutLeadingNo(answer)));
/** Shorter than this, a part of a word is too likely a part of many. */
const MIN_PART_CHARS = 4;

export function pickByWords(answer: string, choices: Ref[]): Ref | undefined {
  // "Yeah, the first one", "no, the second": the choice is in the words after (it was asked again).
  const heard = withoutLeadingYes(withoutLeadingNo(answer));
  const words = answerWords(heard);
  const said = placeWords(heard, words);
  const place = placeSaid(said, choices.length);
  if (place !== undefined) {
    // A place that is also a word of an option's name ("two" beside Website 2.0 Launch, "last" beside Apollo Last
    // Mile): taken only when both point at the same option, else asked again (the name's was booked unasked).
    const named = choices.filter((choice) => nameWords(choice.name).has(said));
    return named.every((choice) => choice === choices[place]) ? choices[place] : undefined;
  }
  if (words.length === 0) return undefined;
  // The words said are one option's own, and not another's too.
  const holding = choices.filter((choice) => wordsOfName(words, choice.name));
  if (holding.length === 1) return holding[0];
  // "Leaf" to "Greenfield Farms Logo or Greenleaf Yoga Studio?": the end of one option's word made of two, and of
  // no other's. A word like one of a name ("boot" for Booth) is no part of it.
  const part = words.length === 1 && words[0].length >= MIN_PART_CHARS ? words[0] : undefined;
  const ending = part ? choices.filter((choice) => [...nameWords(choice.name)].some((word) => word.length >= part.length + MIN_PART_CHARS - 1 && word.endsWith(part))) : [];
  if (holding.length === 0 && ending.length === 1) return ending[0];
  // With a word misheard besides ("apollo mobile up"), the resolver among the options alone may still find
  // one, but only if a word of that option and no other was said exactly, or but for a plural "s" ("the farm
  // one" for Greenfield Farms Logo).
  const resolution = resolveProject({ heard, projects: choices });
  if (resolution.status !== 'match') return undefined;
  const at = choices.findIndex((choice) => choice.id === resolution.project.id);
  if (at < 0) return undefined;
  const own = ownWords(choices.map((choice) => nameWords(choice.name)), at);
  return words.some((word) => own.some((name) => name === word || name === `${word}s` || word === `${name}s`)) ? choices[at] : undefined;
}

/**
 * The one project of the person's whose name holds every word of the answer, exactly ("greenleaf yoga",
 * "kubernetes booth"), or, of several, the one the answer names whole ("internal" for Internal, beside
 * Internal Admin); undefined when the answer is not so clearly one project.
 */
export function namedOutright(heard: string, projects: Ref[]): Ref | undefined {
  const words = answerWords(withoutLeadingNo(heard));
  if (words.length === 0) return undefined;
  const holding = projects.filter((project) => wordsOfName(words, project.name));
  if (holding.length === 1) return holding[0];
  const whole = holding.filter((project) => [...nameWords(project.name)].every((word) => words.includes(word)));
  return whole.length === 1 ? whole[0] : undefined;
}
