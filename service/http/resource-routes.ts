// The endpoints every resource has: create, list, get, update, delete and recover.
import type { TSchema } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ListEnvelope, ListQuery } from '../../models';
import { contextOf, type RequestContext, type Service } from '../context';
import type { OwnedRow } from '../store/rows';
import type { OwnedTable } from '../store/store';
import { one, resourcePath } from './envelope';
import { invalidState } from './errors';
import { applyFilters, applyOrder, type ListRules, paginate } from './listing';
import { deletedReason, findOwned, type Lookup } from './ownership';

export interface ResourceRules<R extends OwnedRow, Out, Create, Update> extends Lookup<R> {
  collection: string;
  table: (ctx: RequestContext) => OwnedTable<R>;
  schemas: { create: TSchema; update: TSchema; listQuery: TSchema };
  create: (ctx: RequestContext, body: Create) => R;
  /** Returns the row as the update leaves it; returning an equal row answers 304. */
  update: (ctx: RequestContext, row: R, body: Update) => R;
  present: (ctx: RequestContext, row: R) => Out;
  list: ListRules<R>;
  /** Takes over the list for special modes (the project search); returns null to leave it to the default. */
  listMode?: (ctx: RequestContext, request: FastifyRequest, rows: R[], query: ListQuery) => ListEnvelope<unknown> | null;
}

/** Rows a list shows: neither deleted nor otherwise gone. */
export const visibleRows = <R extends OwnedRow>(
  ctx: RequestContext,
  rules: Omit<Lookup<R>, 'table'> & { table: (ctx: RequestContext) => OwnedTable<R> },
) =>
  rules.table(ctx).ofUser(ctx.user.id).filter((row) => !(rules.goneReason ?? deletedReason(rules.noun))(row));

export function registerResourceRoutes<R extends OwnedRow, Out, Create, Update>(
  app: FastifyInstance,
  service: Service,
  rules: ResourceRules<R, Out, Create, Update>,
) {
  const base = `/${rules.collection}`;
  const self = (id: string) => resourcePath(rules.collection, id);
  type IdParams = { Params: { id: string } };

  app.post(base, { schema: { body: rules.schemas.create } }, async (request, reply) => {
    const ctx = contextOf(service, request);
    const row = rules.create(ctx, request.body as Create);
    rules.table(ctx).put(row);
    reply.code(201).header('location', self(row.id));
    return one(self(row.id), rules.present(ctx, row));
  });

  app.get(base, { schema: { querystring: rules.schemas.listQuery } }, async (request) => {
    const ctx = contextOf(service, request);
    const query = request.query as ListQuery;
    const rows = visibleRows(ctx, rules);
    const special = rules.listMode?.(ctx, request, rows, query);
    if (special) return special;
    const chosen = applyOrder(applyFilters(rows, query, rules.list), query.order_by, rules.list);
    return paginate(request, chosen.map((row) => rules.present(ctx, row)), query);
  });

  app.get<IdParams>(`${base}/:id`, async (request) => {
    const ctx = contextOf(service, request);
    return one(self(request.params.id), rules.present(ctx, findOwned(ctx, rules, request.params.id)));
  });

  app.put<IdParams>(`${base}/:id`, { schema: { body: rules.schemas.update } }, async (request, reply) => {
    const ctx = contextOf(service, request);
    const row = findOwned(ctx, rules, request.params.id);
    const updated = rules.update(ctx, row, request.body as Update);
    if (JSON.stringify(updated) === JSON.stringify(row)) return reply.code(304).send();
    rules.table(ctx).put(updated);
    return one(self(row.id), rules.present(ctx, updated));
  });

  app.delete<IdParams>(`${base}/:id`, async (request, reply) => {
    const ctx = contextOf(service, request);
    const row = findOwned(ctx, rules, request.params.id);
    rules.table(ctx).put({ ...row, deleted_at: ctx.iso });
    return reply.code(204).send();
  });

  app.post<IdParams>(`${base}/:id/recover`, async (request) => {
    const ctx = contextOf(service, request);
    let row = findOwned(ctx, rules, request.params.id, { allowGone: true });
    if (row.deleted_at) {
      row = { ...row, deleted_at: null };
      rules.table(ctx).put(row);
    }
    // Recovering what was never deleted is harmless and answers as a get would; what is gone for another
    // reason (merged into a group) is not brought back by recover.
    const reason = rules.goneReason?.(row);
    if (reason) throw invalidState('id', reason);
    return one(self(row.id), rules.present(ctx, row));
  });
}
