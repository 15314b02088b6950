// A client's name said where a project was meant ("I worked on stackwise for two hours"). The client's
// name may be in only one of its projects' names, or in none, so a resolver that knows project names
// and descriptions takes it for that one project; but when the client has several projects, which one
// is a question for the person.
import type { Ref } from '../../models';
import type { Turn } from './turn';
import { answerWords, nameWords } from './words';

/** The most of a client's projects one question offers. */
const MAX_CLIENT_CHOICES = 5;

/** Whether the words say the whole of the name ("stackwise kubernetes booth"), not just a part of it. */
export function namesWhole(heard: string, name: string): boolean {
  const words = new Set(answerWords(heard));
  return [...nameWords(name)].every((word) => words.has(word));
}

/**
 * The projects of the client the words name, when they name a client and nothing more: every word said
 * is a word of the client's name. With a project matched (`first`), only its own client is a candidate,
 * and it leads the list; with none, any of the person's clients.
 */
export async function clientProjects(turn: Turn, heard: string, first?: Ref): Promise<Ref[] | undefined> {
  const words = answerWords(heard);
  if (words.length === 0) return undefined;
  const named = (client: Ref) => {
    const name = nameWords(client.name);
    return words.every((word) => name.has(word));
  };
  const client = first ? await turn.clientOf(first.id) : undefined;
  const clients = first ? (client && named(client) ? [client] : []) : (await turn.clients()).filter(named);
  if (clients.length !== 1) return undefined;
  const refs = await turn.projectsOf(clients[0].id);
  const lead = refs.find((project) => project.id === first?.id);
  return (lead ? [lead, ...refs.filter((project) => project !== lead)] : refs).slice(0, MAX_CLIENT_CHOICES);
}
