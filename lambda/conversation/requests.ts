// Reading the request: which intent, which slots, through ask-sdk's own helpers.
import { getIntentName, getRequestType, getSlot, type HandlerInput } from 'ask-sdk-core';
import type { Slot } from 'ask-sdk-model';
import { withoutXmlForbidden } from '../speech/ssml';
import { MAX_SEARCH_CHARS } from './limits';
import type { Turn } from './turn';
import { isRequestWordsOnly, isSameProjectWords, withoutTimerWords } from './words';

export const isRequest = (input: HandlerInput, ...types: string[]) => types.includes(getRequestType(input.requestEnvelope));

export const isIntent = (input: HandlerInput, ...names: string[]) =>
  getRequestType(input.requestEnvelope) === 'IntentRequest' && names.includes(getIntentName(input.requestEnvelope));

export const slotOf = (input: HandlerInput, name: string): Slot | undefined =>
  getRequestType(input.requestEnvelope) === 'IntentRequest' ? (getSlot(input.requestEnvelope, name) ?? undefined) : undefined;

// Nobody says a project name or a description this long. Words the skill takes are searched for as a
// project name, so the cap is the longest search the service accepts: a long utterance is then a name not
// found, never a request the service refuses.
export const MAX_SLOT_CHARS = MAX_SEARCH_CHARS;

/** A slot's words, trimmed and no longer than the service takes them (cut at a word); undefined when the slot is empty. */
export const slotText = (input: HandlerInput, name: string): string | undefined => cappedText(slotOf(input, name)?.value);

/**
 * Words trimmed and cut (at a word) to the longest the service takes; undefined when there are none.
 * Characters XML forbids are dropped, among them half a surrogate pair left by the cut: such words
 * could be neither said back nor sent in a query (encodeURIComponent throws on a lone surrogate).
 */
export function cappedText(words: string | undefined): string | undefined {
  const text = typeof words === 'string' ? withoutXmlForbidden(words).trim() : undefined;
  if (!text) return undefined;
  if (text.length <= MAX_SLOT_CHARS) return text;
  const cut = text.slice(0, MAX_SLOT_CHARS + 1);
  return withoutXmlForbidden(cut.replace(/\s+\S*$/, '') || cut.slice(0, MAX_SLOT_CHARS)).trim() || undefined;
}

/**
 * The project slot's words, unless they are only the request's own ("start a timer for" with no name
 * after). Said in answer to "Which project?", they are the name, whatever they are (a project called Tracking).
 * With `that`, "that" and "that one" are kept too (for the project of the entry just touched: find-project.ts).
 * With `timer` (starting or stopping one), "the Greenleaf timer" is "Greenleaf".
 */
export function projectText(input: HandlerInput, name = 'project', options: { that?: boolean; timer?: boolean } = {}): string | undefined {
  const said = slotText(input, name);
  if (!said) return undefined;
  const text = options.timer ? withoutTimerWords(said) : said;
  return turnOf(input).state.eliciting?.slot === name || !isRequestWordsOnly(text) || (options.that && isSameProjectWords(text)) ? text : undefined;
}

/** The id of the first value any authority matched, for slot types whose values carry ids. */
export function slotId(input: HandlerInput, name: string): string | undefined {
  for (const authority of slotOf(input, name)?.resolutions?.resolutionsPerAuthority ?? []) {
    if (authority.status?.code === 'ER_SUCCESS_MATCH') return authority.values?.[0]?.value?.id;
  }
  return undefined;
}

/** The WEEKDAY slot as the day readers take it: its value's id when Alexa matched one, and its words. */
export function weekdaySlot(input: HandlerInput, name = 'weekday'): { id?: string; words: string } | undefined {
  const words = slotText(input, name);
  return words ? { id: slotId(input, name), words } : undefined;
}

export const TURN = 'turn';

/**
 * The request as another intent with these slots' values, for words Alexa fitted to no utterance of theirs
 * that the skill read itself ("uh, add fifteen minutes to that", handed over as a name): the handler of that
 * intent then answers as it would have. The rest of the request (session, attributes) is the same.
 */
export function asIntent(input: HandlerInput, name: string, values: Record<string, string>): HandlerInput {
  const slots = Object.fromEntries(Object.entries(values).map(([slot, value]) => [slot, { name: slot, value, confirmationStatus: 'NONE' as const }]));
  const request = { ...input.requestEnvelope.request, intent: { name, confirmationStatus: 'NONE' as const, slots } };
  return { ...input, requestEnvelope: { ...input.requestEnvelope, request } } as HandlerInput;
}

export const turnOf = (input: HandlerInput): Turn => input.attributesManager.getRequestAttributes()[TURN] as Turn;
