import { inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type Project, ProjectCreate, ProjectListQuery, ProjectUpdate } from '../../models';
import type { RequestContext, Service } from '../context';
import { type ClientRow, clients, type ProjectRow, projects } from '../db/schema';
import { badRequest } from '../http/errors';
import { listConditions, listOrder, paginate, wholeListJson } from '../http/listing';
import { findReferenced, type Lookup } from '../http/ownership';
import { listItem, wholeProjectList } from '../http/whole-lists';
import { listedRows, registerResourceRoutes, type ResourceRules } from '../http/resource-routes';
import { billingOf } from '../rules/billing';
import { newProjectRow, projectForms } from '../rules/new-project';
import { searchProjects, searchProjectsOf } from '../rules/project-search';
import { utcDateOf } from '../rules/timestamps';

const clientLookup: Lookup<ClientRow> = { noun: 'client', table: clients };

async function checkClient(ctx: RequestContext, clientId: string | null | undefined) {
  if (clientId) await findReferenced(ctx, clientLookup, clientId, 'client_id');
}

export const projectRules: ResourceRules<ProjectRow, Project, ProjectCreate, ProjectUpdate> = {
  noun: 'project',
  collection: 'projects',
  table: projects,
  schemas: { create: ProjectCreate, update: ProjectUpdate, listQuery: ProjectListQuery },
  create: async (ctx, body) => {
    await checkClient(ctx, body.client_id);
    return newProjectRow({ userId: ctx.user.id, createdAt: ctx.date }, body);
  },
  update: async (ctx, row, body) => {
    if (body.client_id !== undefined && body.client_id !== row.client_id) await checkClient(ctx, body.client_id);
    return { ...row, ...body, name: (body.name ?? row.name).trim() };
  },
  derived: projectForms,
  present: async (ctx, rows) => {
    const ids = [...new Set(rows.map((row) => row.client_id).filter((id): id is string => id !== null))];
    const names = new Map(
      ids.length ? (await ctx.tx.select({ id: clients.id, name: clients.name }).from(clients).where(inArray(clients.id, ids))).map((c) => [c.id, c]) : [],
    );
    return rows.map((row) => {
      const client = row.client_id ? names.get(row.client_id) : undefined;
      return {
        id: row.id,
        created_at: row.created_at.toISOString(),
        name: row.name,
        description: row.description,
        client: client ? { id: client.id, name: client.name } : null,
        code: row.code,
        location: row.location,
        status: row.status,
        ...billingOf(row),
      };
    });
  },
  list: {
    filters: {
      status: projects.status,
      client_id: projects.client_id,
      name: projects.name,
      code: projects.code,
      location: projects.location,
      is_billable: projects.is_billable,
      bill_unit: projects.bill_unit,
    },
    orderBy: {
      name: projects.name_key,
      created_at: projects.created_at,
      code: projects.code_key,
      status: projects.status,
      bill_rate: projects.bill_rate,
    },
    dateOf: utcDateOf(sql`${projects.created_at}`),
  },
  // A plain search (no filters) reads nothing but the person's index, current as of the version stamp the
  // token check read: a transaction would only add two round trips to the database.
  listWithoutTransaction: async (service, request, query: ProjectListQuery) => {
    const plainSearch = query.search !== undefined && !query.list && !query.order_by && !query.filter?.length && !query.start_date && !query.end_date;
    if (!plainSearch || !request.user) return null;
    return paginate(request, await searchProjectsOf(service.database, request.user, query.search!), query);
  },
  // `list=true`: id and name of every project that passes the filters, not paginated, by name unless
  // ordered otherwise. `search=`: the fuzzy search's results, best first, paginated like any list.
  listMode: async (ctx, request, query: ProjectListQuery) => {
    if (query.list && query.search !== undefined) throw badRequest('list', 'list cannot be combined with search');
    if (query.list) {
      // Sorted and written as JSON by the database: 50,000 projects come back as one string rather than
      // 50,000 rows to decode and encode again, and nothing here compares names.
      // The JSON is written by string_agg from to_json of each field (the same JSON as json_agg of
      // json_build_object, without its spacing, in about two thirds of the time). Kept by this process
      // until the person's projects change, then, ordered by name as the skill asks, brought up to date
      // from the projects written since (service/http/whole-lists.ts).
      const orderBy = query.order_by ?? 'name';
      const order = listOrder(orderBy, projectRules.list, projects.seq);
      const { filter, order_by, start_date, end_date } = query;
      const listed = listedRows(ctx, projectRules, listConditions(query, projectRules.list));
      const { items, count } = await wholeProjectList(ctx, {
        query: { filter, order_by, start_date, end_date },
        select: sql`SELECT '[' || coalesce(string_agg(${listItem}, ',' ORDER BY ${sql.join(order, sql`, `)}), '') || ']' AS items,
                           count(*)::int AS count
                    FROM ${projects} WHERE ${listed}`,
        byName: orderBy === 'name' ? listed : undefined,
      });
      return wholeListJson(request, items, count);
    }
    if (query.search !== undefined) {
      if (query.order_by) throw badRequest('order_by', 'search results are ordered by confidence; order_by cannot be used with search');
      const conditions = listConditions(query, projectRules.list);
      const results = await searchProjects(ctx, query.search, conditions.length ? listedRows(ctx, projectRules, conditions) : undefined);
      return paginate(request, results, query);
    }
    return null;
  },
};

export default async function projectRoutes(app: FastifyInstance, service: Service) {
  registerResourceRoutes(app, service, projectRules);
}

