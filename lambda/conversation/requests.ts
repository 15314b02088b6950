// Reading the request: which intent, which slots, through ask-sdk's own helpers.
import { getIntentName, getRequestType, getSlot, type HandlerInput } from 'ask-sdk-core';
import type { Slot } from 'ask-sdk-model';
import type { Turn } from './turn';

export const isRequest = (input: HandlerInput, ...types: string[]) => types.includes(getRequestType(input.requestEnvelope));

export const isIntent = (input: HandlerInput, ...names: string[]) =>
  getRequestType(input.requestEnvelope) === 'IntentRequest' && names.includes(getIntentName(input.requestEnvelope));

export const slotOf = (input: HandlerInput, name: string): Slot | undefined =>
  getRequestType(input.requestEnvelope) === 'IntentRequest' ? (getSlot(input.requestEnvelope, name) ?? undefined) : undefined;

// Nobody says a project name or a description this long; a longer value is not speech, and echoing it
// back could push the response past Alexa's size limits.
export const MAX_SLOT_CHARS = 300;

/** A slot's words, trimmed and of a speakable length; undefined when the slot is empty. */
export const slotText = (input: HandlerInput, name: string): string | undefined => slotOf(input, name)?.value?.trim().slice(0, MAX_SLOT_CHARS).trim() || undefined;

/** The id of the first value any authority matched, for slot types whose values carry ids. */
export function slotId(input: HandlerInput, name: string): string | undefined {
  for (const authority of slotOf(input, name)?.resolutions?.resolutionsPerAuthority ?? []) {
    if (authority.status?.code === 'ER_SUCCESS_MATCH') return authority.values?.[0]?.value?.id;
  }
  return undefined;
}

export const TURN = 'turn';

export const turnOf = (input: HandlerInput): Turn => input.attributesManager.getRequestAttributes()[TURN] as Turn;
