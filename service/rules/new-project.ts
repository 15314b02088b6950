import type { ProjectCreate } from '../../models';
import { newId } from '../ids';
import type { ProjectRow } from '../store/rows';

/** A new project row: what was given, and for everything else what a project has when nothing is set. */
export function newProjectRow(owner: { userId: string; createdAt: string }, fields: ProjectCreate): ProjectRow {
  return {
    id: newId(),
    created_at: owner.createdAt,
    user_id: owner.userId,
    deleted_at: null,
    description: null,
    client_id: null,
    code: null,
    location: null,
    status: 'active',
    is_billable: null,
    bill_rate: null,
    bill_unit: null,
    ...fields,
    name: fields.name.trim(),
  };
}
