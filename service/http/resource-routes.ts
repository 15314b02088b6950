// The endpoints every resource has: create, list, get, update, delete and recover. Each runs in one
// transaction; a write locks the row it changes first, so racing writes on one row are applied one
// after the other, each on what the last left.
import type { TSchema } from '@sinclair/typebox';
import { count, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ListEnvelope, ListQuery } from '../../models';
import { inTransaction, type RequestContext, type Service } from '../context';
import type { projects } from '../db/schema';
import { sortKey } from '../db/text-forms';
import { one, resourcePath } from './envelope';
import { invalidState } from './errors';
import { claimKey, idempotencyKeyOf, type StoredAnswer, storeAnswer } from './idempotency';
import { allOf, JsonText, listConditions, listOrder, type ListRules, pageEnvelope, pageWindow } from './listing';
import { findOwned, type Lookup, type OwnedRow, type OwnedTable } from './ownership';

/** A row before the database numbers it. */
export type NewRow<R extends OwnedRow> = Omit<R, 'seq'>;

export interface ResourceRules<R extends OwnedRow, Out, Create, Update> extends Lookup<R> {
  collection: string;
  schemas: { create: TSchema; update: TSchema; listQuery: TSchema };
  /** What lists leave out besides deleted rows (activities merged into a group). */
  hidden?: SQL;
  create: (ctx: RequestContext, body: Create) => Promise<NewRow<R>>;
  /** Returns the row as the update leaves it; returning an equal row answers 304. */
  update: (ctx: RequestContext, row: R, body: Update) => Promise<R>;
  /** The columns worked out from others (sort keys, search forms), for a row about to be stored. */
  derived: (row: NewRow<R>) => Partial<R>;
  /** Each row as the API shows it, in order; related rows are read once for all of them. */
  present: (ctx: RequestContext, rows: R[]) => Promise<Out[]>;
  list: ListRules;
  /**
   * The row already made that a create would duplicate (a second start of the same running timer), or
   * null; called in the create's transaction, which it may lock what it needs in.
   */
  alreadyMade?: (ctx: RequestContext, row: NewRow<R>) => Promise<R | null>;
  /**
   * Takes over the list, before any transaction is opened, for a mode that needs none (a search answered
   * from memory); returns null to go on.
   */
  listWithoutTransaction?: (service: Service, request: FastifyRequest, query: ListQuery) => Promise<ListEnvelope<unknown> | null>;
  /**
   * A page's total and ids, where the default (count every row, then OFFSET) would grow with the list
   * (activities: service/http/page-marks.ts). `where` is what the list shows, `orderBy` its order.
   */
  listPage?: (ctx: RequestContext, query: ListQuery, where: SQL, orderBy: SQL[]) => Promise<{ total: number; ids: string[] }>;
  /** Takes over the list for special modes (the project search); returns null to leave it to the default. */
  listMode?: (ctx: RequestContext, request: FastifyRequest, query: ListQuery) => Promise<ListEnvelope<unknown> | JsonText | null>;
}

/** The update and sort key of a resource known by its name alone (categories, clients). */
export const knownByName = {
  update: async <R extends { name: string }, U extends { name?: string }>(_ctx: RequestContext, row: R, body: U): Promise<R> => ({
    ...row,
    ...body,
    name: (body.name ?? row.name).trim(),
  }),
  derived: (row: { name: string }) => ({ name_key: sortKey(row.name) }),
};

// Every owned table has the same bookkeeping columns; one stands for all to the query builder.
const tableOf = (rules: { table: OwnedTable }) => rules.table as typeof projects;

/** What a person's lists show of this resource: their rows, not deleted (nor otherwise hidden). */
export function listedRows(ctx: RequestContext, rules: { table: OwnedTable; hidden?: SQL }, more: (SQL | undefined)[] = []): SQL {
  const table = tableOf(rules);
  return allOf([eq(table.user_id, ctx.user.id), isNull(table.deleted_at), rules.hidden, ...more]);
}

/** Where rows of one resource are stored, and the columns worked out from others. */
type Storage<R extends OwnedRow> = Pick<ResourceRules<R, unknown, never, never>, 'table' | 'derived'>;

export async function insertRow<R extends OwnedRow>(ctx: RequestContext, rules: Storage<R>, row: NewRow<R>): Promise<R> {
  const [stored] = await ctx.tx.insert(tableOf(rules)).values({ ...row, ...rules.derived(row) } as never).returning();
  return stored as unknown as R;
}

export async function saveRow<R extends OwnedRow>(ctx: RequestContext, rules: Storage<R>, row: R): Promise<R> {
  const table = tableOf(rules);
  // The id and the order made in never change.
  const columns: Partial<R> = { ...row, ...rules.derived(row) };
  delete columns.id;
  delete columns.seq;
  const [stored] = await ctx.tx.update(table).set(columns as never).where(eq(table.id, row.id)).returning();
  return stored as unknown as R;
}

/** Rows by id, in the order of the ids given. */
export async function rowsById<R extends OwnedRow>(ctx: RequestContext, rules: { table: OwnedTable }, ids: string[]): Promise<R[]> {
  if (ids.length === 0) return [];
  const table = tableOf(rules);
  const rows = (await ctx.tx.select().from(table).where(inArray(table.id, ids))) as unknown as R[];
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id)).filter((row): row is R => row !== undefined);
}

export function registerResourceRoutes<R extends OwnedRow, Out, Create, Update>(
  app: FastifyInstance,
  service: Service,
  rules: ResourceRules<R, Out, Create, Update>,
) {
  const base = `/${rules.collection}`;
  const self = (id: string) => resourcePath(rules.collection, id);
  const table = tableOf(rules);
  const offsetPage = async (ctx: RequestContext, query: ListQuery, where: SQL, order: SQL[]) => {
    const [{ total }] = await ctx.tx.select({ total: count() }).from(table).where(where);
    const { perPage, offset } = pageWindow(total, query);
    const ids = await ctx.tx.select({ id: table.id }).from(table).where(where).orderBy(...order).limit(perPage).offset(offset);
    return { total, ids: ids.map((row) => row.id) };
  };
  const presentOne = async (ctx: RequestContext, row: R) => (await rules.present(ctx, [row]))[0];
  type IdParams = { Params: { id: string } };

  app.post(base, { schema: { body: rules.schemas.create } }, async (request, reply) => {
    const key = idempotencyKeyOf(request);
    const answer = await inTransaction(service, request, async (ctx): Promise<StoredAnswer> => {
      const earlier = key ? await claimKey(ctx, request, key) : null;
      if (earlier) return earlier;
      const row = await rules.create(ctx, request.body as Create);
      const existing = await rules.alreadyMade?.(ctx, row);
      const stored = existing ?? (await insertRow(ctx, rules, row));
      const made: StoredAnswer = { status: existing ? 200 : 201, location: self(stored.id), body: one(self(stored.id), await presentOne(ctx, stored)) };
      if (key) await storeAnswer(ctx, key, made);
      return made;
    });
    reply.code(answer.status);
    if (answer.location) reply.header('location', answer.location);
    return answer.body;
  });

  // A page: the ids come from the partial index that matches what lists show, then only those rows are read.
  app.get(base, { schema: { querystring: rules.schemas.listQuery } }, async (request, reply) =>
    (await rules.listWithoutTransaction?.(service, request, request.query as ListQuery)) ??
    inTransaction(service, request, async (ctx) => {
      const query = request.query as ListQuery;
      const special = await rules.listMode?.(ctx, request, query);
      if (special instanceof JsonText) return reply.type('application/json; charset=utf-8').send(special.text);
      if (special) return special;
      const where = listedRows(ctx, rules, listConditions(query, rules.list));
      const order = listOrder(query.order_by, rules.list, table.seq);
      const { total, ids } = rules.listPage ? await rules.listPage(ctx, query, where, order) : await offsetPage(ctx, query, where, order);
      const rows = await rowsById<R>(ctx, rules, ids);
      return pageEnvelope(request, await rules.present(ctx, rows), total, query);
    }),
  );

  app.get<IdParams>(`${base}/:id`, async (request) =>
    inTransaction(service, request, async (ctx) => one(self(request.params.id), await presentOne(ctx, await findOwned(ctx, rules, request.params.id)))),
  );

  app.put<IdParams>(`${base}/:id`, { schema: { body: rules.schemas.update } }, async (request, reply) => {
    const data = await inTransaction(service, request, async (ctx) => {
      const row = await findOwned(ctx, rules, request.params.id, { lock: true });
      const updated = await rules.update(ctx, row, request.body as Update);
      if (JSON.stringify(updated) === JSON.stringify(row)) return null;
      return presentOne(ctx, await saveRow(ctx, rules, updated));
    });
    if (data === null) return reply.code(304).send();
    return one(self(request.params.id), data);
  });

  app.delete<IdParams>(`${base}/:id`, async (request, reply) => {
    await inTransaction(service, request, async (ctx) => {
      const row = await findOwned(ctx, rules, request.params.id, { lock: true });
      await ctx.tx.update(table).set({ deleted_at: ctx.date }).where(eq(table.id, row.id));
    });
    return reply.code(204).send();
  });

  app.post<IdParams>(`${base}/:id/recover`, async (request) =>
    inTransaction(service, request, async (ctx) => {
      let row = await findOwned(ctx, rules, request.params.id, { allowGone: true, lock: true });
      if (row.deleted_at) {
        await ctx.tx.update(table).set({ deleted_at: null }).where(eq(table.id, row.id));
        row = { ...row, deleted_at: null };
      }
      // Recovering what was never deleted is harmless and answers as a get would; what is gone for another
      // reason (merged into a group) is not brought back by recover.
      const reason = rules.goneReason?.(row);
      if (reason) throw invalidState('id', reason);
      return one(self(row.id), await presentOne(ctx, row));
    }),
  );
}
