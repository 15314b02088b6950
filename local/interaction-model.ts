// The skill's own interaction model, read from skill-package/, as the local Alexa stand-in uses it.
import { readFileSync } from 'node:fs';
import path from 'node:path';

export interface ModelSlot {
  name: string;
  type: string;
  samples?: string[];
}

export interface ModelIntent {
  name: string;
  slots?: ModelSlot[];
  samples?: string[];
}

export interface ModelType {
  name: string;
  values: { id?: string; name: { value: string; synonyms?: string[] } }[];
}

export interface InteractionModel {
  interactionModel: {
    languageModel: { invocationName: string; intents: ModelIntent[]; types?: ModelType[] };
    dialog?: { delegationStrategy?: string; intents: { name: string; slots: { name: string; type: string; elicitationRequired?: boolean }[] }[] };
    prompts?: { id: string; variations: { type: string; value: string }[] }[];
  };
}

export const SKILL_PACKAGE = path.join(__dirname, '..', 'skill-package');

export function loadInteractionModel(locale = 'en-US'): InteractionModel {
  return JSON.parse(readFileSync(path.join(SKILL_PACKAGE, 'interactionModels', 'custom', `${locale}.json`), 'utf8')) as InteractionModel;
}

const models = new Map<string, InteractionModel>();
/** The locale's model, read once a process and shared: for readers that never change it (the simulated Alexa's understanding). */
export function sharedInteractionModel(locale = 'en-US'): InteractionModel {
  let model = models.get(locale);
  if (!model) models.set(locale, (model = loadInteractionModel(locale)));
  return model;
}
