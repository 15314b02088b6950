// Teaching Alexa the person's project names for the session (Dialog.UpdateDynamicEntities, REPLACE):
// the ids are project ids, the synonyms the ways each name is said. Alexa then recognizes "q four launch"
// as a name it knows and hands back the project id. The entities last only while the session is open,
// so they go out with the first answer that keeps listening, once the list is known.
import type { HandlerInput, ResponseInterceptor } from 'ask-sdk-core';
import type { dialog, er, Response } from 'ask-sdk-model';
import type { Ref } from '../../models';
import { spokenForms } from '../resolution/spoken-names';
import { turnOf } from './requests';

/** Alexa takes at most 100 dynamic values; a long list sends its first hundred (the resolver knows them all). */
export const MAX_ENTITIES = 100;
const MAX_SYNONYMS = 5;
// A response may be at most 24 kB in all; with the session's project list (turn.ts) and the speech, the
// entities get at most this much, so long names mean fewer entities rather than a refused response.
const MAX_ENTITIES_CHARS = 12_000;
export const PROJECT_SLOT_TYPE = 'PROJECT_NAME';

export function projectEntities(projects: Ref[]): dialog.DynamicEntitiesDirective {
  const values: er.dynamic.Entity[] = [];
  let chars = 0;
  for (const project of projects.slice(0, MAX_ENTITIES)) {
    const [value, ...synonyms] = spokenForms(project.name, MAX_SYNONYMS + 1);
    const entity = { id: project.id, name: { value: value ?? project.name, synonyms } };
    chars += JSON.stringify(entity).length;
    if (chars > MAX_ENTITIES_CHARS) break;
    values.push(entity);
  }
  return { type: 'Dialog.UpdateDynamicEntities', updateBehavior: 'REPLACE', types: [{ name: PROJECT_SLOT_TYPE, values }] };
}

export const dynamicEntitiesSender: ResponseInterceptor = {
  process(input: HandlerInput, response?: Response) {
    const turn = turnOf(input);
    if (!turn || !response || response.shouldEndSession !== false || turn.state.entitiesSent) return;
    const projects = turn.knownProjects;
    if (!projects?.length) return;
    // Kept apart from the other dialog directives (elicitation and the like): the next open answer sends them.
    if (response.directives?.some((d) => d.type.startsWith('Dialog.'))) return;
    response.directives = [...(response.directives ?? []), projectEntities(projects)];
    turn.state.entitiesSent = true;
  },
};
