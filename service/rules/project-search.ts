// The project list's fuzzy search (spec: over name and description, name weighted more, only results
// above 30 % confidence), with pg_trgm in the database, so every process on one database answers alike
// and nothing is cached per process.
//
// Candidates come from the GiST trigram indexes, nearest first: the projects whose names are closest to
// the term, and those whose descriptions hold something closest to it. Each candidate's confidence is
// then the better of
//   - its name's: the mean of the whole name's trigram similarity to the term (how much of the name the
//     term is) and the term's word similarity to the name (how much of the term is in the name), and
//   - its description's word similarity, weighted down, so the name counts for more.
// Names and descriptions are compared in their plain forms (accents, case and punctuation folded).
import { sql, type SQL } from 'drizzle-orm';
import type { ProjectSearchResult } from '../../models';
import { type Queryable, rowsOf } from '../db/database';
import { projects } from '../db/schema';
import { plain } from '../db/text-forms';
import { allOf } from '../http/listing';

export const MIN_CONFIDENCE = 0.3;
export const MAX_RESULTS = 50;
export const DESCRIPTION_WEIGHT = 0.7;
const NAME_CANDIDATES = 80;
const DESCRIPTION_CANDIDATES = 40;
/** The word similarity below which a description, weighted, cannot pass MIN_CONFIDENCE. */
const DESCRIPTION_THRESHOLD = Math.floor((MIN_CONFIDENCE / DESCRIPTION_WEIGHT) * 100) / 100;

/** The confidence of a project for a term, in SQL (see above). */
export const confidenceSql = (term: string) =>
  sql`greatest(
    (similarity(${projects.name_plain}, ${term}) + word_similarity(${term}, ${projects.name_plain})) / 2,
    ${DESCRIPTION_WEIGHT}::real * word_similarity(${term}, ${projects.description_plain})
  )`;

/**
 * The projects that `where` allows (a person's listed projects, narrowed by filters), best first, above
 * MIN_CONFIDENCE, at most MAX_RESULTS.
 */
export async function searchProjects(db: Queryable, where: SQL, text: string): Promise<ProjectSearchResult[]> {
  const term = plain(text);
  if (term === '') return [];
  const rows = await db.transaction(async (tx) => {
    // Only descriptions that could reach MIN_CONFIDENCE are candidates: the index finds them without
    // ranking every description.
    await tx.execute(sql`SELECT set_config('pg_trgm.word_similarity_threshold', ${String(DESCRIPTION_THRESHOLD)}, true)`);
    return rowsOf<{ id: string; name: string; description: string | null; confidence: number }>(tx, sql`
      WITH candidates AS (
        (SELECT ${projects.id} AS id FROM ${projects} WHERE ${where} ORDER BY ${projects.name_plain} <-> ${term} LIMIT ${NAME_CANDIDATES})
        UNION
        (SELECT ${projects.id} AS id FROM ${projects} WHERE ${allOf([where, sql`${term} <% ${projects.description_plain}`])}
          ORDER BY ${projects.description_plain} <->> ${term} LIMIT ${DESCRIPTION_CANDIDATES})
      )
      SELECT ${projects.id} AS id, ${projects.name} AS name, ${projects.description} AS description, ${confidenceSql(term)} AS confidence
      FROM ${projects} JOIN candidates ON candidates.id = ${projects.id}
    `);
  });
  return rows
    .map((row) => ({ id: row.id, name: row.name, description: row.description, confidence: Math.round(Number(row.confidence) * 1000) / 1000 }))
    .filter((result) => result.confidence > MIN_CONFIDENCE)
    .sort((a, b) => b.confidence - a.confidence || a.name.localeCompare(b.name))
    .slice(0, MAX_RESULTS);
}
