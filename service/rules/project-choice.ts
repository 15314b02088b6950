// `project_name` in place of `project_id` (spec: "searches for the closest matching project or creates a
// new one"). Only a near-certain match is reused, since a wrong one books time to another client: the
// same name ignoring case, accents and spacing, or a search result of at least 0.8 confidence. Anything
// less creates a project of that name.
import type { RequestContext } from '../context';
import { visibleRows } from '../http/resource-routes';
import { newProjectRow } from './new-project';
import type { ProjectRow } from '../store/rows';

export const REUSE_CONFIDENCE = 0.8;

const comparable = (name: string) =>
  name.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

const projectTable = { noun: 'project', table: (ctx: RequestContext) => ctx.store.projects };

export function visibleProjects(ctx: RequestContext): ProjectRow[] {
  return visibleRows(ctx, projectTable);
}

export function searchProjects(ctx: RequestContext, term: string) {
  return ctx.projectSearch.search(ctx.user.id, ctx.store.projects.versionOf(ctx.user.id), () => visibleProjects(ctx), term);
}

export function closestOrNewProject(ctx: RequestContext, name: string): ProjectRow {
  const wanted = comparable(name);
  const same = visibleProjects(ctx).find((project) => comparable(project.name) === wanted);
  if (same) return same;
  const [best] = searchProjects(ctx, name);
  if (best && best.confidence >= REUSE_CONFIDENCE) return ctx.store.projects.get(best.id)!;
  const created = newProjectRow({ userId: ctx.user.id, createdAt: ctx.iso }, { name });
  ctx.store.projects.put(created);
  return created;
}
