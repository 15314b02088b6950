import type { FastifyInstance } from 'fastify';
import { type Project, ProjectCreate, ProjectListQuery, type ProjectListItem, ProjectUpdate } from '../../models';
import type { RequestContext, Service } from '../context';
import { badRequest } from '../http/errors';
import { applyFilters, applyOrder, paginate, wholeList } from '../http/listing';
import { findReferenced } from '../http/ownership';
import { registerResourceRoutes, type ResourceRules } from '../http/resource-routes';
import { billingOf } from '../rules/billing';
import { newProjectRow } from '../rules/new-project';
import { searchProjects } from '../rules/project-choice';
import { utcDate } from '../rules/timestamps';
import type { ClientRow, ProjectRow } from '../store/rows';

const clientLookup = { noun: 'client', table: (ctx: RequestContext) => ctx.store.clients };

function checkClient(ctx: RequestContext, clientId: string | null | undefined) {
  if (clientId) findReferenced<ClientRow>(ctx, clientLookup, clientId, 'client_id');
}

export const projectRules: ResourceRules<ProjectRow, Project, ProjectCreate, ProjectUpdate> = {
  noun: 'project',
  collection: 'projects',
  table: (ctx) => ctx.store.projects,
  schemas: { create: ProjectCreate, update: ProjectUpdate, listQuery: ProjectListQuery },
  create: (ctx, body) => {
    checkClient(ctx, body.client_id);
    return newProjectRow({ userId: ctx.user.id, createdAt: ctx.iso }, body);
  },
  update: (ctx, row, body) => {
    if (body.client_id !== row.client_id) checkClient(ctx, body.client_id);
    return { ...row, ...body, name: (body.name ?? row.name).trim() };
  },
  present: (ctx, row) => {
    const client = row.client_id ? ctx.store.clients.get(row.client_id) : undefined;
    return {
      id: row.id,
      created_at: row.created_at,
      name: row.name,
      description: row.description,
      client: client ? { id: client.id, name: client.name } : null,
      code: row.code,
      location: row.location,
      status: row.status,
      ...billingOf(row),
    };
  },
  list: {
    filters: {
      status: (row) => row.status,
      client_id: (row) => row.client_id,
      name: (row) => row.name,
      code: (row) => row.code,
      location: (row) => row.location,
      is_billable: (row) => row.is_billable,
      bill_unit: (row) => row.bill_unit,
    },
    orderBy: {
      name: (row) => row.name,
      created_at: (row) => row.created_at,
      code: (row) => row.code,
      status: (row) => row.status,
      bill_rate: (row) => row.bill_rate,
    },
    dateOf: (row) => utcDate(row.created_at),
  },
  // `list=true`: id and name of every project that passes the filters, not paginated, by name unless
  // ordered otherwise. `search=`: the fuzzy search's results, best first, paginated like any list.
  listMode: (ctx, request, rows, query: ProjectListQuery) => {
    if (query.list && query.search !== undefined) throw badRequest('list', 'list cannot be combined with search');
    if (query.list) {
      const chosen = applyOrder(applyFilters(rows, query, projectRules.list), query.order_by ?? 'name', projectRules.list);
      return wholeList<ProjectListItem>(request, chosen.map((row) => ({ id: row.id, name: row.name })));
    }
    if (query.search !== undefined) {
      if (query.order_by) throw badRequest('order_by', 'search results are ordered by confidence; order_by cannot be used with search');
      const allowed = new Set(applyFilters(rows, query, projectRules.list).map((row) => row.id));
      const results = searchProjects(ctx, query.search).filter((result) => allowed.has(result.id));
      return paginate(request, results, query);
    }
    return null;
  },
};

export default async function projectRoutes(app: FastifyInstance, service: Service) {
  registerResourceRoutes(app, service, projectRules);
}
