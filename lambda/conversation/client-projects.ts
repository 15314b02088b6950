// A client's name said where a project was meant ("I worked on stackwise for two hours"). The client's
// name may be in only one of its projects' names, or in none, so a resolver that knows project names
// and descriptions takes it for that one project; but when the client has several projects, which one
// is a question for the person.
import type { Ref } from '../../models';
import { resolveProject } from '../resolution/resolve-project';
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

/** Longer than this, words beside a name say what the work was, not whose it was. */
const MAX_CLIENT_WORDS = 4;

/**
 * "The mobile app for nimbus", "branding for apollo insurance": a project found by the words before "for", and
 * words after it (which Alexa hands over as the description) that are all of a client's name. Its own client:
 * `own`, the words say nothing more. Another client: the project found is no sure thing (Apollo Mobile App was
 * booked, Nimbus has no app), and `others` are the projects to ask about: that client's, those the name's words
 * fit first, then the one found. Undefined when the words name no client. The clients are looked up only when
 * a word said is in another project's name (from the list when it came in full): most descriptions cost no call.
 */
export async function clientSaidBeside(turn: Turn, heard: string, description: string | undefined, project: Ref): Promise<{ own: true } | { others: Ref[] } | undefined> {
  const words = description ? answerWords(description) : [];
  if (words.length === 0 || words.length > MAX_CLIENT_WORDS) return undefined;
  const { items } = await turn.projects();
  if (!items.some((other) => other.id !== project.id && words.some((word) => nameWords(other.name).has(word)))) return undefined;
  const clients = (await turn.clients()).filter((client) => words.every((word) => nameWords(client.name).has(word)));
  if (clients.length !== 1) return otherProjectNamed(words, items, project);
  const [client] = clients;
  if ((await turn.clientOf(project.id))?.id === client.id) return { own: true };
  const theirs = await turn.projectsOf(client.id);
  if (theirs.length === 0) return undefined;
  const fit = resolveProject({ heard, projects: theirs });
  const first = fit.status === 'ambiguous' ? fit.candidates : 'project' in fit ? [fit.project] : [];
  const rest = theirs.filter((one) => !first.some((f) => f.id === one.id));
  return { others: [...first, ...rest].slice(0, MAX_CLIENT_CHOICES - 1).concat(project) };
}

/**
 * "The web banners for greenfield": words beside the name that name another project (Greenfield Farms Logo,
 * which has no client to go by) make the one found from the other words no sure thing (the hours went to
 * Greenleaf Yoga Studio, "greenfield" their description): `others` are that project, then the one found.
 */
function otherProjectNamed(words: string[], items: Ref[], project: Ref): { others: Ref[] } | undefined {
  const fit = resolveProject({ heard: words.join(' '), projects: items.filter((other) => other.id !== project.id) });
  // Words several names share ("the website") say what the work was, as before. So do the other's words with a
  // word for work itself beside them: "design work on greenfield" is work of design (it asked about R&D – Motion
  // Design). Any other word beside them ("greenfield farm", a name half heard) still asks.
  if (fit.status !== 'match') return undefined;
  const name = nameWords(fit.project.name);
  const besideName = words.filter((word) => !name.has(word));
  return besideName.length > 0 && besideName.every((word) => WORK_ITSELF.has(word)) ? undefined : { others: [fit.project, project] };
}

/** Words that say work was done, not which: "design work", "admin stuff", "review tasks". */
const WORK_ITSELF = new Set('work stuff things tasks time bits'.split(' '));
