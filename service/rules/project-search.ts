// The project list's fuzzy search (spec: over name and description, name weighted more, only results
// above 30 % confidence, best first).
//
// A project's confidence is the best of
//   - its name's: the mean of the whole name's trigram similarity to the term (how much of the name the
//     term is) and the term's word similarity to the name (how much of the term is in the name),
//   - its description's word similarity, weighted down, so the name counts for more, and
//   - its name's sound: the trigram similarity of the words' Double Metaphone codes (fuzzystrmatch) to the
//     term's, weighted down (SOUND_WEIGHT), for names a recognizer heard wrongly but alike,
// with `similarity` and `word_similarity` as pg_trgm defines them, over the plain forms (accents, case and
// punctuation folded) the database stores. In SQL that is `confidenceSql` below.
//
// Where it runs: in the process, over a per-person index of the plain names, descriptions and sounds
// (service/search/), checked on every request against the person's project-list version stamp that the
// database bumps with every project write (the stamp comes with the token check, so a search that finds
// its index current costs no query at all). The scores are pg_trgm's, computed to the same float4 bits
// (test/service/project-search-trigrams.test.ts compares them with the database's), so what is found does
// not depend on which process answers or whether its index was just built. It replaced a query on GiST
// trigram indexes (80 nearest names and 40 descriptions, then scored), which managed 10–44 searches a
// second over 10,000 projects on this machine; the index answers a new term in about a millisecond of CPU
// or less, and considers every project, not only the nearest 120.
import { eq, type SQL, sql } from 'drizzle-orm';
import type { ProjectSearchResult } from '../../models';
import type { RequestContext } from '../context';
import type { Database, Queryable } from '../db/database';
import { projects, users } from '../db/schema';
import { plain } from '../db/text-forms';
import { type ProjectIndex, type Scoring, type Term } from '../search/project-index';
import { soundOf } from '../search/sounds';
import { projectIndexesOf } from '../search/project-indexes';

export const MIN_CONFIDENCE = 0.3;
export const MAX_RESULTS = 50;
export const DESCRIPTION_WEIGHT = 0.7;
/**
 * What a name that sounds like the term scores at most. Just under project-choice.ts's REUSE_CONFIDENCE
 * (0.75): a sound-alike alone is found, and may come first, but never makes `project_name` book time to
 * it ("Nimbus Brand" and "Nimbus Print" sound alike). Measured on the recognizer corpora of spoken names
 * (test/fixtures/spoken-projects-recognizer*.json): right first 241 → 244 of 312 and 70 → 74 of 93 (the
 * held-out set), none wrong that was right.
 */
export const SOUND_WEIGHT = 0.74;

/** The confidence of a project for a term, in SQL: the definition the in-memory scoring follows (tests leave out the sound to compare). */
export const confidenceSql = (term: string, parts = { sound: true }) =>
  sql`greatest(
    (similarity(${projects.name_plain}, ${term}) + word_similarity(${term}, ${projects.name_plain})) / 2,
    ${DESCRIPTION_WEIGHT}::real * word_similarity(${term}, ${projects.description_plain})
    ${parts.sound ? sql`, ${SOUND_WEIGHT}::real * similarity(sound_of(${projects.name_plain}), sound_of(${term}))` : sql``}
  )`;

// The same arithmetic as confidenceSql: real + real is rounded to real (float4) before the division by 2
// (done in double), and real * real is rounded to real.
const WEIGHT_AS_REAL = Math.fround(DESCRIPTION_WEIGHT);
const SOUND_WEIGHT_AS_REAL = Math.fround(SOUND_WEIGHT);
export const scoring: Scoring = {
  name: (similarity, wordSimilarity) => Math.fround(similarity + wordSimilarity) / 2,
  description: (wordSimilarity) => Math.fround(WEIGHT_AS_REAL * wordSimilarity),
  sound: (similarity) => Math.fround(SOUND_WEIGHT_AS_REAL * similarity),
  threshold: MIN_CONFIDENCE,
  reported: (confidence) => Math.round(confidence * 1000) / 1000,
};

/**
 * The person's listed projects, best first, above MIN_CONFIDENCE, at most MAX_RESULTS; only those
 * `narrowed` allows, when the list's filters or dates narrow it (the rows the list would show).
 */
export async function searchProjects(ctx: RequestContext, text: string, narrowed?: SQL): Promise<ProjectSearchResult[]> {
  return search(ctx.database, ctx.tx, ctx.user, text, narrowed);
}

/**
 * The same search outside a transaction: for a person as their request's token check read them (with
 * the version stamp), or by id (benchmarks, tools), when the stamp is read first.
 */
export async function searchProjectsOf(database: Database, who: string | Person, text: string): Promise<ProjectSearchResult[]> {
  const [person] =
    typeof who === 'string' ? await database.db.select({ id: users.id, projects_version: users.projects_version }).from(users).where(eq(users.id, who)) : [who];
  return person ? search(database, database.db, person, text) : [];
}

type Person = { id: string; projects_version: number };

async function search(database: Database, db: Queryable, person: Person, text: string, narrowed?: SQL) {
  const term = plain(text);
  if (term === '') return [];
  const index = await projectIndexesOf(database).forPerson(db, person.id, person.projects_version);
  if (!narrowed) {
    const kept = recentAnswers.of(index, term);
    if (kept) return kept;
    return recentAnswers.keep(index, term, answer(index, { plain: term, sound: await soundOf(db, term) }));
  }
  // Filters are rare in searches; the database applies them exactly as lists do.
  const allowed = new Set((await db.select({ id: projects.id }).from(projects).where(narrowed)).map((row) => row.id));
  return answer(index, { plain: term, sound: await soundOf(db, term) }, allowed);
}

const answer = (index: ProjectIndex, term: Term, allowed?: Set<string>): ProjectSearchResult[] =>
  index
    .search(term, scoring, MAX_RESULTS, allowed)
    .map(({ project, confidence }) => ({ id: project.id, name: project.name, description: project.description, confidence }));

/**
 * The last answers per index, by term: a person says the same few project names over and over. They
 * belong to the index, built from one version of the list, so they go when it does.
 */
const recentAnswers = {
  perIndex: new WeakMap<ProjectIndex, Map<string, ProjectSearchResult[]>>(),
  KEPT: 64,
  of(index: ProjectIndex, term: string): ProjectSearchResult[] | undefined {
    const answers = this.perIndex.get(index);
    const results = answers?.get(term);
    if (!answers || !results) return undefined;
    answers.delete(term);
    answers.set(term, results);
    // Copies: the caller may change what it is given.
    return results.map((result) => ({ ...result }));
  },
  keep(index: ProjectIndex, term: string, results: ProjectSearchResult[]): ProjectSearchResult[] {
    let answers = this.perIndex.get(index);
    if (!answers) this.perIndex.set(index, (answers = new Map()));
    answers.set(term, results);
    if (answers.size > this.KEPT) answers.delete(answers.keys().next().value!);
    return results.map((result) => ({ ...result }));
  },
};
