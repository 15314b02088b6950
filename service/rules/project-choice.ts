// `project_name` in place of `project_id` (spec: "searches for the closest matching project or creates a
// new one"). Only a near-certain match is reused, since a wrong one books time to another client: the
// same name ignoring case, accents, spacing and punctuation; or a search result of at least
// REUSE_CONFIDENCE that names the same numbers (Q3 is never Q4, ACME-1243 never ACME-1250) and stands
// clear of the runner-up. Anything less creates a project of that name.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { RequestContext } from '../context';
import { type ProjectRow, projects } from '../db/schema';
import { plain } from '../db/text-forms';
import { insertRow, listedRows } from '../http/resource-routes';
import { projectRules } from '../routes/projects';
import { newProjectRow } from './new-project';
import { searchProjects } from './project-search';

/** On pg_trgm's scale (see project-search.ts), tuned in test/service/project-choice.test.ts. */
export const REUSE_CONFIDENCE = 0.75;
/** How far the best match must be ahead of the next one to be taken without asking. */
export const REUSE_MARGIN = 0.1;

const numbersIn = (text: string) => (plain(text).match(/\d+/g) ?? []).map((n) => n.replace(/^0+(?=\d)/, '')).sort().join(' ');

export async function closestOrNewProject(ctx: RequestContext, name: string): Promise<ProjectRow> {
  // One person's concurrent creates with the same new name make one project, not two.
  await ctx.tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`project_name:${ctx.user.id}`}))`);
  const listed = listedRows(ctx, projectRules);
  const [same] = await ctx.tx.select().from(projects).where(and(listed, eq(projects.name_plain, plain(name)))).orderBy(asc(projects.seq)).limit(1);
  if (same) return same;
  const [best, next] = await searchProjects(ctx, name);
  if (
    best &&
    best.confidence >= REUSE_CONFIDENCE &&
    numbersIn(best.name) === numbersIn(name) &&
    (!next || best.confidence - next.confidence >= REUSE_MARGIN)
  ) {
    const [row] = await ctx.tx.select().from(projects).where(eq(projects.id, best.id));
    if (row) return row;
  }
  return insertRow(ctx, projectRules, newProjectRow({ userId: ctx.user.id, createdAt: ctx.date }, { name }));
}
