import type { ProjectCreate } from '../../models';
import type { ProjectRow } from '../db/schema';
import { plain, sortKey } from '../db/text-forms';
import type { NewRow } from '../http/resource-routes';
import { newId } from '../ids';

/** The columns a project's name, description and code decide: its sort keys and search forms. */
export const projectForms = (row: Pick<ProjectRow, 'name' | 'description' | 'code'>) => ({
  name_key: sortKey(row.name),
  name_plain: plain(row.name),
  description_plain: plain(row.description ?? ''),
  code_key: row.code === null ? null : sortKey(row.code),
});

/** A new project row: what was given, and for everything else what a project has when nothing is set. */
export function newProjectRow(owner: { userId: string; createdAt: Date }, fields: ProjectCreate): NewRow<ProjectRow> {
  const row = {
    id: newId(),
    created_at: owner.createdAt,
    user_id: owner.userId,
    deleted_at: null,
    description: null,
    client_id: null,
    code: null,
    location: null,
    status: 'active' as const,
    is_billable: null,
    bill_rate: null,
    bill_unit: null,
    ...fields,
    name: fields.name.trim(),
  };
  return { ...row, ...projectForms(row) };
}
