// A one-off import of a data file of the JSON store this service used to keep (`--data FILE`, format
// version 1). Everything goes in one transaction: a file that cannot be read whole imports nothing.
// Rows already present (same id) are left as they are, so importing a file twice changes nothing.
import { readFileSync } from 'node:fs';
import type { ActivityRecord } from '../../models';
import { activityForms } from '../rules/activity-forms';
import { projectForms } from '../rules/new-project';
import type { Db } from './database';
import { type ActivityOriginal, activities, authorizationCodes, categories, clients, projects, tokens, users } from './schema';
import { sortKey } from './text-forms';

type Json = Record<string, unknown>;
type Tables = Record<'users' | 'clients' | 'categories' | 'projects' | 'activities' | 'authorizationCodes' | 'tokens', Json[]>;

const date = (value: unknown) => (value === null || value === undefined ? null : new Date(value as string | number));

const WHAT_TO_DO =
  'Give --import the data file the old service kept (its --data FILE), or a backup of it; the service starts without --import, and an import can be run again at any time.';

function readFile(file: string): Tables {
  let saved: { version?: number; tables?: Partial<Tables> };
  try {
    saved = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    const cut = error instanceof SyntaxError ? ' It looks cut short or damaged (a save killed part-way leaves such a file).' : '';
    throw new Error(`${file} is not a readable JSON data file (${(error as Error).message}); nothing was imported.${cut} ${WHAT_TO_DO}`, { cause: error });
  }
  if (saved?.version !== 1 || typeof saved.tables !== 'object') throw new Error(`${file} is not a data file of format version 1; nothing was imported. ${WHAT_TO_DO}`);
  const tables = saved.tables;
  const list = (name: keyof Tables) => (Array.isArray(tables[name]) ? (tables[name] as Json[]) : []);
  return {
    users: list('users'),
    clients: list('clients'),
    categories: list('categories'),
    projects: list('projects'),
    activities: list('activities'),
    authorizationCodes: list('authorizationCodes'),
    tokens: list('tokens'),
  };
}

/** The old store kept a group's members nested as whole rows, groups within groups: here they are flat. */
function flatOriginals(members: Json[] | null | undefined): ActivityOriginal[] | null {
  if (!members) return null;
  return members.flatMap((member) =>
    (member.grouped_from as Json[] | null)
      ? flatOriginals(member.grouped_from as Json[])!
      : [
          {
            id: member.id as string,
            status: member.status as ActivityOriginal['status'],
            project_id: member.project_id as string,
            category_id: (member.category_id as string | null) ?? null,
            description: member.description as string,
            date: member.date as string,
            duration: member.duration as number,
            tags: (member.tags as string[]) ?? [],
            records: (member.records as ActivityRecord[]) ?? [],
            source: (member.source as string | null) ?? null,
          },
        ],
  );
}

/** Imports the file; returns how many rows of each table it held. */
export async function importJsonStore(db: Db, file: string): Promise<Record<string, number>> {
  const tables = readFile(file);
  const owned = (row: Json) => ({ id: row.id as string, user_id: row.user_id as string, created_at: date(row.created_at)!, deleted_at: date(row.deleted_at) });
  await db.transaction(async (tx) => {
    const insert = async <T>(rows: T[], into: (batch: T[]) => Promise<unknown>) => {
      for (let i = 0; i < rows.length; i += 500) await into(rows.slice(i, i + 500));
    };
    await insert(tables.users, (batch) =>
      tx.insert(users).values(batch.map((row) => ({ ...(row as object), created_at: date(row.created_at)! }) as typeof users.$inferInsert)).onConflictDoNothing(),
    );
    await insert(tables.clients, (batch) =>
      tx.insert(clients).values(batch.map((row) => ({ ...(row as object), ...owned(row), name_key: sortKey(row.name as string) }) as typeof clients.$inferInsert)).onConflictDoNothing(),
    );
    await insert(tables.categories, (batch) =>
      tx.insert(categories).values(batch.map((row) => ({ ...(row as object), ...owned(row), name_key: sortKey(row.name as string) }) as typeof categories.$inferInsert)).onConflictDoNothing(),
    );
    await insert(tables.projects, (batch) =>
      tx
        .insert(projects)
        .values(batch.map((row) => ({ ...(row as object), ...owned(row), ...projectForms(row as { name: string; description: string | null; code: string | null }) }) as typeof projects.$inferInsert))
        .onConflictDoNothing(),
    );
    // Masters before members, so a member's grouped_into always names a row already there.
    const ordered = [...tables.activities].sort((a, b) => Number(Boolean(a.grouped_into)) - Number(Boolean(b.grouped_into)));
    const masterOf = new Map<string, string>();
    for (const row of ordered) for (const original of flatOriginals(row.grouped_from as Json[]) ?? []) if (original.id !== row.id) masterOf.set(original.id, row.id as string);
    await insert(ordered, (batch) =>
      tx
        .insert(activities)
        .values(
          batch.map(
            (row) =>
              ({
                ...(row as object),
                ...owned(row),
                ...activityForms(row as { description: string; date: string }),
                // A member of a nested group now belongs to the outermost master.
                grouped_into: row.grouped_into ? (masterOf.get(row.id as string) ?? (row.grouped_into as string)) : null,
                grouped_from: flatOriginals(row.grouped_from as Json[]),
              }) as typeof activities.$inferInsert,
          ),
        )
        .onConflictDoNothing(),
    );
    await insert(tables.authorizationCodes, (batch) =>
      tx
        .insert(authorizationCodes)
        .values(batch.map((row) => ({ ...(row as object), created_at: date(row.created_at)!, expires_at: date(row.expires_at)!, used_at: date(row.used_at) }) as typeof authorizationCodes.$inferInsert))
        .onConflictDoNothing(),
    );
    await insert(tables.tokens, (batch) =>
      tx
        .insert(tokens)
        .values(
          batch.map(
            (row) =>
              ({
                ...(row as object),
                created_at: date(row.created_at)!,
                expires_at: date(row.expires_at)!,
                revoked_at: date(row.revoked_at),
                rotated_at: date(row.rotated_at),
              }) as typeof tokens.$inferInsert,
          ),
        )
        .onConflictDoNothing(),
    );
  });
  return Object.fromEntries(Object.entries(tables).map(([name, rows]) => [name, rows.length]));
}
