// From what the person said to one project, or to a question. The project list (cached for the session)
// is tried first; when that is not conclusive, or no list is at hand, the list is fetched afresh (the
// project may be new) and the service's own search asked at the same time. Nothing is ever created here.
import type { Response, Slot } from 'ask-sdk-model';
import type { Activity, Ref } from '../../models';
import { resolveProject } from '../resolution/resolve-project';
import { type Resolution, resolveInStages } from '../resolution/resolution';
import { isFailure } from '../api/errors';
import { spokenList } from '../speech/spoken';
import { clientProjects, clientSaidBeside, namesWhole } from './client-projects';
import { isPlaceWords, pickByWords } from './choice';
import { entryMeant, newestEntry } from './edits';
import { activitiesIn, totalsOf } from './totals';
import { ask, elicit, tell } from './respond';
import { MAX_OFFERED, type PendingAction, type PendingQuestion } from './session';
import type { Turn } from './turn';
import { answerWords, breakSaid, echo, isSameProjectWords, saidAfterRepair, sameAsWhen, unsureSaid, withoutHedges, wordsAfterName, wordsOfName } from './words';
import { addDays } from '../dates/time-zone';
import { lengthSaid } from '../dates/durations';
import { dayInWords } from '../dates/days';
import { spokenNumber } from '../resolution/numbers';
import { heardWords, meantBeside, sameName } from '../resolution/names';
import { heardAsNamed } from '../resolution/spoken-names';

/** A project found (`entry`: the entry "that" named it by), or the question asked instead. */
export type Found = { project: Ref; entry?: Activity } | { response: Response };

/** Ids matched by Alexa's entity resolution, from every authority that matched (dynamic entities carry project ids). */
export function matchedEntityIds(slot: Slot | undefined): string[] {
  const ids: string[] = [];
  for (const authority of slot?.resolutions?.resolutionsPerAuthority ?? []) {
    if (authority.status?.code !== 'ER_SUCCESS_MATCH') continue;
    for (const { value } of authority.values ?? []) if (value?.id) ids.push(value.id);
  }
  return ids;
}

export async function resolveSpokenProject(turn: Turn, heard: string, slot?: Slot): Promise<Resolution> {
  const entityIds = matchedEntityIds(slot);
  if (turn.projectsAtHand()) {
    // A list from a cache may predate the project named: anything short of a sure match asks afresh.
    const fromCache = resolveProject({ heard, projects: (await turn.projects()).items, entityIds });
    if (fromCache.status === 'match' && !fromCache.partial) return fromCache;
  }
  // Whether the list settles it is known only once it comes, so the service's search is asked at the same
  // time: waiting for the list first would cost a round. (Alexa's entity ids are no reason to wait: without a
  // list at hand no project ids were sent to it, and a static value's id names no project.)
  const searching = turn.api.projects.search(heard);
  searching.catch(() => undefined); // awaited below, unless the list settles it
  const list = await turn.projects({ fresh: true });
  const input = { heard, projects: list.items, entityIds };
  let first: Resolution | undefined;
  return resolveInStages(
    (stage) => (stage.search ? resolveProject(stage) : (first = resolveProject(stage))),
    input,
    async () => {
      // Part of a name may be a client's: the project's client is looked up (from the list, if it came in full) while the search runs.
      if (first?.status === 'match' && !namesWhole(heard, first.project.name)) turn.clientOf(first.project.id).catch(() => undefined);
      try {
        return await searching;
      } catch (error) {
        // Without the search the list's answer stands; if that was a match, it is still the best there is.
        if (isFailure(error, 'unavailable') && first?.status === 'match') return [];
        throw error;
      }
    },
  );
}

/**
 * The resolution, with a client's name taken for what it is: heard as one of its projects (or as none),
 * it makes the client's projects the question ("stackwise" for both of Stackwise's projects), and a
 * client's only project one to confirm.
 */
export function resolveWithClients(turn: Turn, heard: string, slot?: Slot): Promise<Resolution> {
  // Asked again in one request for the same words (a check before the project is found, then finding it), the
  // first answer: each asking without a list at hand costs a search of the service.
  let resolved = resolutions.get(turn);
  if (!resolved) resolutions.set(turn, (resolved = new Map()));
  const key = `${heard}\n${matchedEntityIds(slot).join(' ')}`;
  let resolution = resolved.get(key);
  if (!resolution) resolved.set(key, (resolution = resolvedWithClients(turn, heard, slot)));
  return resolution;
}

const resolutions = new WeakMap<Turn, Map<string, Promise<Resolution>>>();

async function resolvedWithClients(turn: Turn, heard: string, slot?: Slot): Promise<Resolution> {
  const resolution = await resolveSpokenProject(turn, heard, slot);
  if (resolution.status === 'ambiguous') return resolution;
  const found = resolution.status === 'none' ? undefined : resolution.project;
  // The checks below go by names' words exactly: words split apart or run together are read as the names have
  // them ("stack wise" named no client, and one of Stackwise's two projects was booked unasked).
  const names = (await turn.projects()).items.map((project) => project.name);
  const words = heardAsNamed(heard, names);
  const named = await projectsJoined(turn, words, found);
  if (named) return { status: 'ambiguous', candidates: named };
  if (found && namesWhole(words, found.name)) return resolution;
  // The clients the words may name are those clientProjects looks at: no call of their own.
  const clients = found ? [await turn.clientOf(found.id)].filter((client) => client !== null) : await turn.clients();
  const ofClient = await clientProjects(turn, heardAsNamed(heard, [...names, ...clients.map((client) => client.name)]), found);
  if (ofClient && ofClient.length > 1) return { status: 'ambiguous', candidates: ofClient };
  if (!found && ofClient?.length === 1) return { status: 'confirm', project: ofClient[0] };
  return resolution;
}

// Words that join two names into one phrase: "Greenleaf and Internal Admin", "Greenleaf, not Internal Admin",
// "Greenleaf then an hour on Internal Admin", "Greenleaf instead of Internal Admin".
const JOINING = / (?:and|or|not|but|then|with|plus|also|instead of|rather than|as well as) /g;
/** Where the name found stood in the words, said whole. */
const FOUND = '\u0000';

/**
 * Two or more projects named in the words for one. Taken whole, the words go to the project whose words
 * weigh more, which may be the one ruled out ("greenleaf not internal admin" went to Internal Admin): the
 * projects each part names are offered instead, and the person says which. A joining word of the project's
 * own name ("Smith and Sons") joins nothing. Read from the list already fetched: no call is made for it.
 */
async function projectsJoined(turn: Turn, heard: string, found: Ref | undefined): Promise<Ref[] | undefined> {
  let words = ` ${heardWords(heard)} `;
  const joining = words.match(JOINING);
  if (!joining) return undefined;
  // The name found, said whole, is one part however many joining words it has ("internal admin and smith and
  // sons packaging"); said in part, joining words all of its own join nothing ("smith and sons").
  const name = found && ` ${heardWords(found.name)} `;
  if (name && words.includes(name)) words = words.replace(name, ` ${FOUND} `);
  else if (name && joining.every((word) => name.includes(word))) return undefined;
  const projects = (await turn.projects()).items;
  const named = new Map<string, Ref>();
  for (const part of words.split(JOINING)) {
    const rest = part.replace(FOUND, ' ').trim();
    if (part.includes(FOUND)) named.set(found!.id, found!);
    const resolution = rest ? resolveProject({ heard: rest, projects, entityIds: [] }) : undefined;
    if (resolution?.status === 'match' || resolution?.status === 'confirm') named.set(resolution.project.id, resolution.project);
  }
  return named.size > 1 ? [...named.values()] : undefined;
}

/**
 * The project of the entry "that" means, when the words are "that" or "the same project" and no project
 * is called so; null when the words are a name, or answer "Did you mean A or B?" ("that one" there is
 * one of those).
 */
async function sameProject(turn: Turn, heard: string, action: PendingAction): Promise<Found | null> {
  const when = sameAsWhen(heard);
  if ((!when && !isSameProjectWords(heard)) || turn.state.pending?.kind === 'chooseProject') return null;
  const words = heard.trim().toLowerCase();
  if ((await turn.projects()).items.some((project) => project.name.trim().toLowerCase() === words)) return null;
  const entry = when ? undefined : await entryMeant(turn);
  if (entry) return { project: entry.project, entry };
  // "Same as yesterday", or "the last one" with nothing changed lately: the projects of yesterday's work, or of the
  // newest entry, offered by name, never taken on a guess ("Did you mean Greenleaf Yoga Studio?"). "That" with nothing
  // changed lately names nothing.
  const then = when ?? (/\blast\b/.test(heardWords(heard)) ? 'last' : undefined);
  const yesterday = addDays(await turn.today(), -1);
  const newest = then === 'last' ? await newestEntry(turn) : undefined;
  const offered =
    then === 'yesterday' ? totalsOf(await activitiesIn(turn, { from: yesterday, to: yesterday })).projects.map((total) => total.project) : newest ? [newest.project] : [];
  if (offered.length) return { response: askWhichProject(turn, offered.slice(0, MAX_OFFERED), action) };
  return { response: ask(turn, turn.t('resolve.whichThat'), turn.t('resolve.nameAgainReprompt'), { kind: 'nameProject', action }) };
}

/** Whether one of the person's projects is called so: then words that read as a length or a day are that project. */
export async function isProjectCalled(turn: Turn, words: string): Promise<boolean> {
  return (await turn.projects()).items.some((project) => sameName(project.name, words));
}

/**
 * The words meant, of words said beside words ruled out ("greenleaf, not greenfield", "three hours not two", "not
 * yesterday, today"), unless a project is called by all of them; undefined when none are ruled out.
 */
export async function wordsMeant(turn: Turn, heard: string): Promise<string | undefined> {
  // What is ruled out must be of a kind with what is meant, a name, a length or a day: "greenleaf not now" rules
  // out nothing (it moved the entry to Greenleaf).
  const [{ items }, today] = await Promise.all([turn.projects(), turn.today()]);
  const ruledOut = (words: string) => !!lengthSaid(words) || spokenNumber(words) !== null || !!dayInWords(words, today) || resolveProject({ heard: words, projects: items }).status !== 'none';
  const meant = meantBeside(heard, undefined, ruledOut);
  return meant && !(await isProjectCalled(turn, heard)) ? meant : undefined;
}

/** "The third one", "the second", said just after a list was read ("start the third one"): that project of the names it read. */
export function placeInList(turn: Turn, heard: string): Ref | undefined {
  const { pending } = turn.state;
  const read = pending && (pending.kind === 'listing' || pending.kind === 'nameProject') ? pending.read : undefined;
  return read && isPlaceWords(heard) ? pickByWords(heard, read) : undefined;
}

/**
 * Resolves the name, or answers with the question to ask (and remembers what to do once answered).
 * `narrow` keeps, of several projects the name could be, those the request can be about ("my Apollo entry
 * from yesterday": those with an entry that day); one left is the project, none leaves the question as it was.
 */
export async function findProject(turn: Turn, said: string, slot: Slot | undefined, action: PendingAction, narrow?: (candidates: Ref[]) => Ref[] | Promise<Ref[]>): Promise<Found> {
  // "Internal admin, no wait, nimbus": the name said last (it offered Internal Admin), unless all of it is a name
  // found outright ("say no more", of Say No More Media). Alexa's own match of the slot is of all of it, so it is not
  // used then.
  const repaired = saidAfterRepair(said);
  const unhedged = withoutHedges(said);
  // "Uh, the greenleaf one I think": the name without the doubt said around it, unless a project is called by all of it.
  const plain = repaired ?? (unhedged !== heardWords(said) ? unhedged : undefined);
  const heard = plain && resolveProject({ heard: said, projects: (await turn.projects()).items }).status !== 'match' ? plain : said;
  if (heard !== said) slot = undefined;
  const same = await sameProject(turn, heard, action);
  if (same) return same;
  const placed = placeInList(turn, heard);
  if (placed) return { project: placed };
  // "Start a timer for lunch", "log an hour for lunch": a meal or a break, no project, unless one's name has the word
  // ("Lunch and Learn", "Fernwood Coffee"). Nothing is booked, and how to say a break is said.
  const meal = breakSaid(heard);
  if (meal && !(await turn.projects()).items.some((project) => heardWords(project.name).split(' ').includes(meal))) {
    return { response: tell(turn, turn.t('resolve.breakNotProject', { meal: meal.charAt(0).toUpperCase() + meal.slice(1) })) };
  }
  // "I don't know", to "Which project was that for?": the names offered, what the person was doing kept for the one said.
  if (unsureSaid(heard)) return { response: ask(turn, turn.t('resolve.unsure'), turn.t('resolve.neitherReprompt'), { kind: 'offerList', action }) };
  // "Start a timer for two hours" names a length, not a project with a two in its name.
  if (lengthSaid(heard) && !(await isProjectCalled(turn, heard))) {
    if (action.intent === 'StartTimer') return { response: elicit(turn, 'project', turn.t('start.countUp'), turn.t('start.askProject')) };
    return { response: notFound(turn, heard, action) };
  }
  const resolution = await resolveWithClients(turn, heard, slot);
  if (resolution.status === 'match') return { project: resolution.project };
  if (resolution.status === 'ambiguous') {
    // "The website for apollo": of the projects the words could be, those whose names have the words after "for".
    const owner = / for (.+)$/.exec(heardWords(heard))?.[1];
    const owned = owner ? namedBy(owner)(resolution.candidates) : [];
    const candidates = owned.length ? owned : resolution.candidates;
    const left = narrow ? await narrow(candidates) : [];
    const choices = left.length ? left : candidates;
    if (choices.length === 1) return { project: choices[0] };
    return { response: askWhichProject(turn, choices, action) };
  }
  if (resolution.status === 'confirm') return { response: askWhichProject(turn, [resolution.project], action) };
  return { response: notFound(turn, heard, action) };
}

/**
 * What was said beside the name of the project found: the description ("code review"; words said after the whole
 * name, "internal admin emails", when none was said apart), none when it only names the project's own client, or,
 * the project named only in part, the question to ask when it names another client ("the mobile app for nimbus":
 * which of Nimbus's projects, or the one found), asked for `action` with no description.
 */
export async function describedBeside(turn: Turn, heard: string, description: string | undefined, found: { project: Ref; entry?: Activity }, action: PendingAction): Promise<{ response: Response } | { description?: string }> {
  // A project named outright ("internal admin for the bank") is that one: the words after it say what the work was.
  const client = found.entry || namesWhole(heard, found.project.name) ? undefined : await clientSaidBeside(turn, heard, description, found.project);
  if (client && 'others' in client) return { response: askWhichProject(turn, client.others, { ...action, description: undefined } as PendingAction) };
  return { description: client ? undefined : (description ?? wordsAfterName(heard, found.project.name)) };
}

/**
 * Of several projects, those whose names hold every word said besides the name ("the website" said "for
 * apollo", which Alexa may hand over as a description): a `narrow` for `findProject`.
 */
export const namedBy =
  (words: string | undefined) =>
  (candidates: Ref[]): Ref[] => {
    const said = words ? answerWords(words) : [];
    return said.length ? candidates.filter((candidate) => wordsOfName(said, candidate.name)) : [];
  };

/**
 * "I couldn't find a project called zebra crossing": a long utterance is not read back. With what the
 * person was doing, a name said next (instead of a yes, or while the list is read) carries it on.
 */
export function notFound(turn: Turn, heard: string, action?: PendingAction): Response {
  const said = echo(heard);
  const speech = said ? turn.t('resolve.notFound', { heard: said }) : turn.t('resolve.notFoundLong');
  return ask(turn, speech, turn.t(action ? 'resolve.notFoundNameReprompt' : 'resolve.notFoundReprompt'), {
    kind: 'offerList',
    ...(action ? { action } : {}),
    ...(said ? { heard: said } : {}),
  });
}

/** "Did you mean A, B, or C?"; with one project, "Did you mean A?", a yes or a no. */
export function askWhichProject(turn: Turn, candidates: Ref[], action: PendingAction, speechKey = 'resolve.didYouMean'): Response {
  const options = spokenList(turn.t, candidates.map((c) => c.name), 'or');
  const reprompt = candidates.length === 1 ? 'resolve.confirmReprompt' : 'resolve.didYouMeanReprompt';
  return ask(turn, turn.t(speechKey, { options }), turn.t(reprompt, { options }), {
    kind: 'chooseProject',
    action,
    candidates,
  });
}

/** "Both" or "all of them" to "Did you mean A or B?": time goes on one project at a time, so the question again, for one. */
export function askOneAtATime(turn: Turn, pending: Extract<PendingQuestion, { kind: 'chooseProject' }>): Response {
  const options = spokenList(turn.t, pending.candidates.map((c) => c.name), 'or');
  const key = { LogTime: 'resolve.oneAtATimeLog', StartTimer: 'resolve.oneAtATimeStart' }[pending.action.intent as string] ?? 'resolve.oneAtATime';
  return ask(turn, turn.t(key, { options }), pending.reprompt, pending);
}
