// Finding a user's rows by id, with the spec's answers: 404 unknown, 403 another user's, 410 deleted.
import type { RequestContext } from '../context';
import type { OwnedRow } from '../store/rows';
import type { Table } from '../store/store';
import { ApiError, forbidden, gone, notFound } from './errors';

export interface Lookup<R extends OwnedRow> {
  noun: string;
  table: (ctx: RequestContext) => Table<R>;
  /** Why a row that exists answers 410; null when it is there. Defaults to deletion. */
  goneReason?: (row: R) => string | null;
}

export const deletedReason = (noun: string) => (row: OwnedRow) =>
  row.deleted_at ? `${noun} ${row.id} was deleted (recover it to use it again)` : null;

/** A resource named in the path. */
export function findOwned<R extends OwnedRow>(ctx: RequestContext, lookup: Lookup<R>, id: string, options: { allowGone?: boolean } = {}): R {
  const row = lookup.table(ctx).get(id);
  if (!row) throw notFound(`there is no ${lookup.noun} ${id}`);
  if (row.user_id !== ctx.user.id) throw forbidden(`${lookup.noun} ${id} belongs to another user`);
  if (!options.allowGone) {
    const reason = (lookup.goneReason ?? deletedReason(lookup.noun))(row);
    if (reason) throw gone(reason);
  }
  return row;
}

/** A resource named by an id in the body, such as an activity's project_id: its faults are the field's. */
export function findReferenced<R extends OwnedRow>(ctx: RequestContext, lookup: Lookup<R>, id: string, field: string): R {
  const row = lookup.table(ctx).get(id);
  if (!row) throw new ApiError(400, 'invalid_reference', `${field}: there is no ${lookup.noun} ${id}`, field);
  if (row.user_id !== ctx.user.id) throw forbidden(`${field}: ${lookup.noun} ${id} belongs to another user`, field);
  const reason = (lookup.goneReason ?? deletedReason(lookup.noun))(row);
  if (reason) throw new ApiError(400, 'reference_deleted', `${field}: ${reason}`, field);
  return row;
}
