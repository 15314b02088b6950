// Finding a user's rows by id, with the spec's answers: 404 unknown, 403 another user's, 410 deleted.
import { eq } from 'drizzle-orm';
import { Id } from '../../models';
import type { RequestContext } from '../context';
import type { activities, categories, clients, projects } from '../db/schema';
import { ApiError, forbidden, gone, notFound } from './errors';

const ISSUED_ID = new RegExp(Id.pattern!);

/** The tables of rows that belong to one person. */
export type OwnedTable = typeof clients | typeof categories | typeof projects | typeof activities;

/** What every owned row has. */
export interface OwnedRow {
  id: string;
  seq: number;
  user_id: string;
  created_at: Date;
  deleted_at: Date | null;
}

export interface Lookup<R extends OwnedRow> {
  noun: string;
  table: OwnedTable;
  /** Why a row that exists answers 410; null when it is there. Defaults to deletion. */
  goneReason?: (row: R) => string | null;
}

export const deletedReason = (noun: string) => (row: OwnedRow) =>
  row.deleted_at ? `${noun} ${row.id} was deleted (recover it to use it again)` : null;

/**
 * The row, or undefined. Locked `update`, it stays locked until the transaction ends, so a write that read
 * it is applied on what it read: of two racing writes, the second waits and sees the first. Locked
 * `share`, it cannot be changed (deleted, say) until the row referring to it is written.
 */
export async function fetchOwned<R extends OwnedRow>(ctx: RequestContext, lookup: Lookup<R>, id: string, lock?: 'update' | 'share'): Promise<R | undefined> {
  // Ids are issued short and printable: anything else names nothing, and is not sent to the database
  // (where a NUL byte, say, would be an error rather than a miss).
  if (!ISSUED_ID.test(id)) return undefined;
  // Every owned table has these columns; one of them stands for all to the query builder.
  const table = lookup.table as typeof projects;
  const query = ctx.tx.select().from(table).where(eq(table.id, id));
  const [row] = lock ? await query.for(lock) : await query;
  return row as unknown as R | undefined;
}

/** A resource named in the path; locked for the rest of the transaction when it is to be written. */
export async function findOwned<R extends OwnedRow>(
  ctx: RequestContext,
  lookup: Lookup<R>,
  id: string,
  options: { allowGone?: boolean; lock?: boolean } = {},
): Promise<R> {
  const row = await fetchOwned(ctx, lookup, id, options.lock ? 'update' : undefined);
  if (!row) throw notFound(`there is no ${lookup.noun} ${id}`);
  if (row.user_id !== ctx.user.id) throw forbidden(`${lookup.noun} ${id} belongs to another user`);
  if (!options.allowGone) {
    const reason = (lookup.goneReason ?? deletedReason(lookup.noun))(row);
    if (reason) throw gone(reason);
  }
  return row;
}

/** A resource named by an id in the body, such as an activity's project_id: its faults are the field's. */
export async function findReferenced<R extends OwnedRow>(ctx: RequestContext, lookup: Lookup<R>, id: string, field: string): Promise<R> {
  const row = await fetchOwned(ctx, lookup, id, 'share');
  if (!row) throw new ApiError(400, 'invalid_reference', `${field}: there is no ${lookup.noun} ${id}`, field);
  if (row.user_id !== ctx.user.id) throw forbidden(`${field}: ${lookup.noun} ${id} belongs to another user`, field);
  const reason = (lookup.goneReason ?? deletedReason(lookup.noun))(row);
  if (reason) throw new ApiError(400, 'reference_deleted', `${field}: ${reason}`, field);
  return row;
}
