import type { FastifyInstance } from 'fastify';
import {
  type Activity,
  ActivityCreate,
  ActivityGroup,
  ActivityUpdate,
  ListQuery,
} from '../../models';
import { contextOf, type RequestContext, type Service } from '../context';
import { one, resourcePath } from '../http/envelope';
import { badRequest, invalidState } from '../http/errors';
import { wholeList } from '../http/listing';
import { findOwned, findReferenced, type Lookup } from '../http/ownership';
import { registerResourceRoutes, type ResourceRules } from '../http/resource-routes';
import { newId } from '../ids';
import { inheritedBilling } from '../rules/billing';
import { groupActivities, ungroupActivity } from '../rules/grouping';
import { closestOrNewProject } from '../rules/project-choice';
import { openRecord, reportedDuration, resumeTimer, stopTimer } from '../rules/timer';
import { localDate, normalizeTimestamp } from '../rules/timestamps';
import type { ActivityRow, CategoryRow, ProjectRow } from '../store/rows';

const projectLookup: Lookup<ProjectRow> = { noun: 'project', table: (ctx) => ctx.store.projects };
const categoryLookup: Lookup<CategoryRow> = { noun: 'category', table: (ctx) => ctx.store.categories };

function activityGone(row: ActivityRow): string | null {
  if (row.deleted_at) return `activity ${row.id} was deleted (recover it to use it again)`;
  if (row.grouped_into) return `activity ${row.id} was merged into activity ${row.grouped_into} (ungroup that to bring it back)`;
  return null;
}

function chooseProject(ctx: RequestContext, body: ActivityCreate): ProjectRow {
  if (body.project_id !== undefined && body.project_name !== undefined) {
    throw badRequest('project_name', 'send project_id or project_name, not both');
  }
  if (body.project_id !== undefined) return findReferenced(ctx, projectLookup, body.project_id, 'project_id');
  if (body.project_name !== undefined) return closestOrNewProject(ctx, body.project_name);
  throw badRequest('project_id', 'project_id is required (or project_name in its place)');
}

const checkCategory = (ctx: RequestContext, id: string | null | undefined) => {
  if (id) findReferenced(ctx, categoryLookup, id, 'category_id');
};

export const activityRules: ResourceRules<ActivityRow, Activity, ActivityCreate, ActivityUpdate> = {
  noun: 'activity',
  collection: 'activities',
  table: (ctx) => ctx.store.activities,
  goneReason: activityGone,
  schemas: { create: ActivityCreate, update: ActivityUpdate, listQuery: ListQuery },
  create: (ctx, body) => {
    const project = chooseProject(ctx, body);
    checkCategory(ctx, body.category_id);
    // Without a duration the activity is a running timer; with one, time already done.
    const running = body.duration === undefined;
    return {
      id: newId(),
      created_at: ctx.iso,
      user_id: ctx.user.id,
      deleted_at: null,
      status: running ? 'pending' : 'complete',
      project_id: project.id,
      category_id: body.category_id ?? null,
      description: body.description.trim(),
      date: body.date ? normalizeTimestamp(body.date) : ctx.iso,
      duration: body.duration ?? 0,
      tags: body.tags ?? [],
      records: running ? [openRecord(ctx.iso)] : [],
      source: body.source ?? null,
      grouped_into: null,
      grouped_from: null,
    };
  },
  update: (ctx, row, body) => {
    if (body.duration !== undefined && row.status === 'pending') {
      throw invalidState('duration', `activity ${row.id} is a running timer: stop it before changing its duration`);
    }
    if (body.project_id !== undefined && body.project_id !== row.project_id) {
      findReferenced(ctx, projectLookup, body.project_id, 'project_id');
    }
    if (body.category_id !== row.category_id) checkCategory(ctx, body.category_id);
    return {
      ...row,
      ...body,
      description: (body.description ?? row.description).trim(),
      date: body.date ? normalizeTimestamp(body.date) : row.date,
    };
  },
  present: (ctx, row) => {
    const project = ctx.store.projects.get(row.project_id)!;
    const category = row.category_id ? ctx.store.categories.get(row.category_id) : undefined;
    return {
      id: row.id,
      created_at: row.created_at,
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
  },
  list: {
    filters: {
      status: (row) => row.status,
      project_id: (row) => row.project_id,
      category_id: (row) => row.category_id,
      tag: (row) => row.tags,
      source: (row) => row.source,
    },
    orderBy: {
      date: (row) => Date.parse(row.date),
      created_at: (row) => row.created_at,
      duration: (row) => row.duration,
      description: (row) => row.description,
      status: (row) => row.status,
    },
    dateOf: (row) => localDate(row.date),
  },
};

export default async function activityRoutes(app: FastifyInstance, service: Service) {
  registerResourceRoutes(app, service, activityRules);
  const self = (id: string) => resourcePath('activities', id);
  type IdParams = { Params: { id: string } };

  // Stop is the only way to end a running timer; the update endpoint refuses to. Like every write here,
  // it reads, checks and stores with no await in between, so writes racing on one activity are applied
  // one after the other, each seeing the last (test/service/concurrency.test.ts).
  app.post<IdParams>('/activities/:id/stop', async (request) => {
    const ctx = contextOf(service, request);
    const stopped = stopTimer(ctx, findOwned(ctx, activityRules, request.params.id));
    ctx.store.activities.put(stopped);
    return one(self(stopped.id), activityRules.present(ctx, stopped));
  });

  app.post<IdParams>('/activities/:id/resume', async (request) => {
    const ctx = contextOf(service, request);
    const row = findOwned(ctx, activityRules, request.params.id);
    const resumed = resumeTimer(ctx, row);
    if (resumed !== row) ctx.store.activities.put(resumed);
    return one(self(resumed.id), activityRules.present(ctx, resumed));
  });

  app.post('/activities/group', { schema: { body: ActivityGroup } }, async (request) => {
    const ctx = contextOf(service, request);
    const { activity_ids } = request.body as ActivityGroup;
    const members = activity_ids.map((id, i) => findReferenced(ctx, activityRules, id, `activity_ids[${i}]`));
    const [master, ...others] = groupActivities(members);
    for (const row of [master, ...others]) ctx.store.activities.put(row);
    return one(self(master.id), activityRules.present(ctx, master));
  });

  app.post<IdParams>('/activities/:id/ungroup', async (request) => {
    const ctx = contextOf(service, request);
    const restored = ungroupActivity(findOwned(ctx, activityRules, request.params.id));
    for (const row of restored) ctx.store.activities.put(row);
    return wholeList(request, restored.map((row) => activityRules.present(ctx, row)));
  });
}
