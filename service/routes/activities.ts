import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type Activity, ActivityCreate, ActivityGroup, ActivityUpdate, ListQuery } from '../../models';
import { inTransaction, type RequestContext, type Service } from '../context';
import { type ActivityRow, activities, type CategoryRow, categories, type ProjectRow, projects, users } from '../db/schema';
import { activityForms } from '../rules/activity-forms';
import { one, resourcePath } from '../http/envelope';
import { badRequest, invalidState } from '../http/errors';
import { wholeList } from '../http/listing';
import { findOwned, findReferenced, type Lookup } from '../http/ownership';
import { activityPage } from '../http/page-marks';
import { registerResourceRoutes, type ResourceRules, saveRow } from '../http/resource-routes';
import { newId } from '../ids';
import { secondsAlreadyRun } from '../rules/backdating';
import { inheritedBilling } from '../rules/billing';
import { groupActivities, ungroupActivity } from '../rules/grouping';
import { closestOrNewProject } from '../rules/project-choice';
import { openRecord, reportedDuration, resumeTimer, stopTimer } from '../rules/timer';
import { normalizeTimestamp } from '../rules/timestamps';

const projectLookup: Lookup<ProjectRow> = { noun: 'project', table: projects };
const categoryLookup: Lookup<CategoryRow> = { noun: 'category', table: categories };

function activityGone(row: ActivityRow): string | null {
  if (row.deleted_at) return `activity ${row.id} was deleted (recover it to use it again)`;
  if (row.grouped_into) return `activity ${row.id} was merged into activity ${row.grouped_into} (ungroup that to bring it back)`;
  return null;
}

async function chooseProject(ctx: RequestContext, body: ActivityCreate): Promise<ProjectRow> {
  if (body.project_id !== undefined && body.project_name !== undefined) {
    throw badRequest('project_name', 'send project_id or project_name, not both');
  }
  if (body.project_id !== undefined) return findReferenced(ctx, projectLookup, body.project_id, 'project_id');
  if (body.project_name !== undefined) return closestOrNewProject(ctx, body.project_name);
  throw badRequest('project_id', 'project_id is required (or project_name in its place)');
}

const checkCategory = async (ctx: RequestContext, id: string | null | undefined) => {
  if (id) await findReferenced(ctx, categoryLookup, id, 'category_id');
};

/** Projects and categories by id, read once for a whole page. */
async function related<T extends { id: string }>(ctx: RequestContext, table: typeof projects | typeof categories, ids: (string | null)[]) {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  const rows = wanted.length ? ((await ctx.tx.select().from(table as typeof projects).where(inArray(table.id, wanted))) as unknown as T[]) : [];
  return new Map(rows.map((row) => [row.id, row]));
}

export const activityRules: ResourceRules<ActivityRow, Activity, ActivityCreate, ActivityUpdate> = {
  noun: 'activity',
  collection: 'activities',
  table: activities,
  goneReason: activityGone,
  hidden: isNull(activities.grouped_into),
  schemas: { create: ActivityCreate, update: ActivityUpdate, listQuery: ListQuery },
  create: async (ctx, body) => {
    const project = await chooseProject(ctx, body);
    await checkCategory(ctx, body.category_id);
    // Without a duration the activity is a running timer (counted from its date when that is past); with one, time already done.
    const running = body.duration === undefined;
    const alreadyRun = running ? secondsAlreadyRun(ctx, body.date) : 0;
    const date = body.date ? normalizeTimestamp(body.date) : ctx.iso;
    return {
      id: newId(),
      created_at: ctx.date,
      user_id: ctx.user.id,
      deleted_at: null,
      status: running ? 'pending' : 'complete',
      project_id: project.id,
      category_id: body.category_id ?? null,
      description: body.description.trim(),
      date,
      ...activityForms({ description: body.description.trim(), date }),
      duration: body.duration ?? alreadyRun,
      tags: body.tags ?? [],
      records: running ? [openRecord(ctx.iso)] : [],
      source: body.source ?? null,
      grouped_into: null,
      grouped_from: null,
    };
  },
  // Starting a timer that is already running (the same project, category, description, tags and source)
  // answers the running one: two identical starts at one moment leave one timer. Starts of one person
  // queue on their user row, so the second sees the first.
  alreadyMade: async (ctx, row) => {
    if (row.status !== 'pending') return null;
    await ctx.tx.select({ id: users.id }).from(users).where(eq(users.id, ctx.user.id)).for('update');
    const running = await ctx.tx
      .select()
      .from(activities)
      .where(
        and(
          eq(activities.user_id, ctx.user.id),
          eq(activities.status, 'pending'),
          isNull(activities.deleted_at),
          isNull(activities.grouped_into),
          eq(activities.project_id, row.project_id),
          eq(activities.description, row.description),
        ),
      );
    const same = (a: ActivityRow) =>
      a.category_id === row.category_id && a.source === row.source && JSON.stringify(a.tags) === JSON.stringify(row.tags);
    return running.find(same) ?? null;
  },
  update: async (ctx, row, body) => {
    if (body.duration !== undefined && row.status === 'pending') {
      throw invalidState('duration', `activity ${row.id} is a running timer: stop it before changing its duration`);
    }
    if (body.project_id !== undefined && body.project_id !== row.project_id) {
      await findReferenced(ctx, projectLookup, body.project_id, 'project_id');
    }
    if (body.category_id !== undefined && body.category_id !== row.category_id) await checkCategory(ctx, body.category_id);
    const updated = {
      ...row,
      ...body,
      description: (body.description ?? row.description).trim(),
      date: body.date ? normalizeTimestamp(body.date) : row.date,
    };
    return { ...updated, ...activityForms(updated) };
  },
  derived: (row) => activityForms(row),
  present: async (ctx, rows) => {
    const projectsById = await related<ProjectRow>(ctx, projects, rows.map((row) => row.project_id));
    const categoriesById = await related<CategoryRow>(ctx, categories, rows.map((row) => row.category_id));
    return rows.map((row) => {
      const project = projectsById.get(row.project_id)!;
      const category = row.category_id ? categoriesById.get(row.category_id) : undefined;
      return {
        id: row.id,
        created_at: row.created_at.toISOString(),
        status: row.status,
        project: { id: project.id, name: project.name },
        category: category ? { id: category.id, name: category.name } : null,
        description: row.description,
        date: row.date,
        duration: reportedDuration(row, ctx.at),
        tags: row.tags,
        records: row.records,
        source: row.source,
        ...inheritedBilling(project, category),
      };
    });
  },
  list: {
    filters: {
      status: activities.status,
      project_id: activities.project_id,
      category_id: activities.category_id,
      tag: { anyOf: activities.tags },
      source: activities.source,
    },
    orderBy: {
      date: activities.date_at,
      created_at: activities.created_at,
      duration: activities.duration,
      description: activities.description_key,
      status: activities.status,
    },
    dateOf: sql`${activities.local_date}`,
    dateInstant: activities.date_at,
  },
  listPage: activityPage,
};

export default async function activityRoutes(app: FastifyInstance, service: Service) {
  registerResourceRoutes(app, service, activityRules);
  const self = (id: string) => resourcePath('activities', id);
  const present = async (ctx: RequestContext, row: ActivityRow) => (await activityRules.present(ctx, [row]))[0];
  type IdParams = { Params: { id: string } };

  // Stop is the only way to end a running timer; the update endpoint refuses to. The row is locked as it
  // is read, so of ten stops at once one stops the timer and the others find it stopped.
  app.post<IdParams>('/activities/:id/stop', async (request) =>
    inTransaction(service, request, async (ctx) => {
      const row = await findOwned(ctx, activityRules, request.params.id, { lock: true });
      return one(self(row.id), await present(ctx, await saveRow(ctx, activityRules, stopTimer(ctx, row))));
    }),
  );

  app.post<IdParams>('/activities/:id/resume', async (request) =>
    inTransaction(service, request, async (ctx) => {
      const row = await findOwned(ctx, activityRules, request.params.id, { lock: true });
      const resumed = resumeTimer(ctx, row);
      return one(self(row.id), await present(ctx, resumed === row ? row : await saveRow(ctx, activityRules, resumed)));
    }),
  );

  app.post('/activities/group', { schema: { body: ActivityGroup } }, async (request) =>
    inTransaction(service, request, async (ctx) => {
      const { activity_ids } = request.body as ActivityGroup;
      // Locked in one order, so two groups sharing members wait for each other instead of deadlocking.
      await ctx.tx.select({ id: activities.id }).from(activities).where(inArray(activities.id, activity_ids)).orderBy(asc(activities.id)).for('update');
      const members: ActivityRow[] = [];
      for (const [i, id] of activity_ids.entries()) members.push(await findReferenced(ctx, activityRules, id, `activity_ids[${i}]`));
      const held = await heldIn(ctx, activity_ids);
      const [master, ...others] = groupActivities(members, held);
      for (const row of others) await saveRow(ctx, activityRules, row);
      return one(self(master.id), await present(ctx, await saveRow(ctx, activityRules, master)));
    }),
  );

  app.post<IdParams>('/activities/:id/ungroup', async (request) =>
    inTransaction(service, request, async (ctx) => {
      const master = await findOwned(ctx, activityRules, request.params.id, { lock: true });
      const restored = ungroupActivity(master, await heldIn(ctx, [master.id]));
      const saved: ActivityRow[] = [];
      for (const row of restored) saved.push(await saveRow(ctx, activityRules, row));
      return wholeList(request, await activityRules.present(ctx, saved));
    }),
  );
}

/** The activities merged into these masters, locked. */
const heldIn = (ctx: RequestContext, masterIds: string[]) =>
  ctx.tx
    .select()
    .from(activities)
    .where(and(inArray(activities.grouped_into, masterIds), eq(activities.user_id, ctx.user.id)))
    .orderBy(asc(activities.id))
    .for('update');
