// Demo data for local runs: two people, and for the first a realistic agency workspace whose project
// names are as confusable as real ones are (three Apollo projects, Q3 and Q4 launches, Smith & Sons next
// to Smithson, Greenleaf next to Greenfield, codes, symbols, accents and abbreviations).
import type { BillUnit } from '../../models';
import { getTableColumns, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Queryable } from '../db/database';
import { activities, type ActivityRow, categories, type CategoryRow, type ClientRow, clients, type ProjectRow, projects, type UserRow, users } from '../db/schema';
import { sortKey } from '../db/text-forms';
import type { NewRow } from '../http/resource-routes';
import { newId } from '../ids';
import { hashPassword } from '../oauth/secrets';
import { newProjectRow } from '../rules/new-project';
import { activityForms } from '../rules/activity-forms';

export const DEMO_PASSWORD = 'demo';
export const DEMO_USERS = { first: 'demo@example.com', second: 'second@example.com' };

type Billing = [boolean | null, number | null, BillUnit | null];
const NO_BILLING: Billing = [null, null, null];

const CLIENTS = [
  'Apollo Insurance',
  'Bellevue Family Dental',
  'Fernwood Coffee Roasters',
  'Nimbus Bank',
  'Smith & Sons Hardware',
  'Smithson Logistics',
  'Greenleaf Yoga',
  'Stackwise',
  'ACME Payments',
  "Saint Mary's Clinic",
];

const CATEGORIES: [string, string, Billing][] = [
  ['Design', '#3b82f6', [true, 9500, 'hourly']],
  ['Development', '#10b981', [true, 12000, 'hourly']],
  ['Meetings', '#f59e0b', [false, null, null]],
  ['Research', '#8b5cf6', [true, 8000, 'hourly']],
  ['Admin', '#6b7280', NO_BILLING],
];

// name, client, description, billing, status
const PROJECTS: [string, string | null, string, Billing, ('active' | 'inactive')?][] = [
  ['Apollo Website Redesign', 'Apollo Insurance', "Full redesign of Apollo Insurance's marketing site.", [true, 11000, 'hourly']],
  ['Apollo Mobile App', 'Apollo Insurance', 'Claims app for iOS and Android.', [true, 11000, 'hourly']],
  ['Apollo Brand Guidelines', 'Apollo Insurance', 'Brand book: logo usage, colour palette, typography.', [true, 450000, 'fixed']],
  ['Bellevue Dental Branding', 'Bellevue Family Dental', 'Logo, stationery and reception signage.', NO_BILLING],
  ['Q3 Launch – Fernwood Coffee', 'Fernwood Coffee Roasters', 'Autumn blend campaign assets.', [true, 9000, 'hourly'], 'inactive'],
  ['Q4 Launch – Fernwood Coffee', 'Fernwood Coffee Roasters', 'Holiday blend launch: posters, social ads, displays.', [true, 9000, 'hourly']],
  ['Smith & Sons Packaging', 'Smith & Sons Hardware', 'Packaging for the private-label tool line.', NO_BILLING],
  ['Smithson Logistics Website', 'Smithson Logistics', 'Marketing site and quote-request form.', [true, 10000, 'hourly']],
  ['Greenleaf Yoga Studio', 'Greenleaf Yoga', 'Class schedule graphics and web banners.', NO_BILLING],
  ['Greenfield Farms Logo', null, 'Logo and farm-stand signage for an organic farm.', [true, 120000, 'fixed']],
  ['UX Audit – Nimbus Bank', 'Nimbus Bank', 'Heuristic review of online banking.', [true, 13000, 'hourly']],
  ['Nimbus Bank Onboarding Flow', 'Nimbus Bank', 'New-customer sign-up and identity checks.', [true, 13000, 'hourly']],
  ['R&D – Motion Design', null, 'Internal exploration of animation tools.', NO_BILLING],
  ['ACME-1243 Payment Webhooks', 'ACME Payments', 'Retry and signing of payment webhooks.', [true, 14000, 'hourly']],
  ['ACME-1250 Refund API', 'ACME Payments', 'Partial refunds endpoint.', [true, 14000, 'hourly']],
  ['Internal', null, 'Team meetings, file server cleanup, equipment.', [false, null, null]],
  ['Internal Admin', null, 'Invoicing, bookkeeping, contracts.', [false, null, null]],
  ['Stackwise Kubernetes Booth', 'Stackwise', 'Booth backdrop and swag for KubeCon.', NO_BILLING],
  ['Café Délice Menu Boards', null, 'Menu boards and window decals.', [true, 7500, 'hourly']],
  ["St. Mary's Clinic Portal", "Saint Mary's Clinic", 'Patient portal accessibility fixes.', [true, 12500, 'hourly']],
  ['Dr. Patel Dental Website', null, 'Small practice website.', [true, 250000, 'fixed']],
  ['Website 2.0 Launch', null, 'Our own studio site relaunch.', [false, null, null]],
  ['AWS Cost Review', 'Stackwise', 'Review of cloud spend and reserved instances.', [true, 15000, 'hourly']],
];

/**
 * Rows inserted as one JSON parameter, where drizzle's insert binds every value: the projects alone are
 * some 450 values, and building that statement costs tens of milliseconds of CPU, paid by every test's
 * fresh service (the whole seed took 50–70 ms of CPU with drizzle's inserts, about 31 so; measured). Only the
 * columns the rows give are written, so the others take their defaults as with drizzle's insert.
 */
async function insertRows(tx: Queryable, table: PgTable, rows: object[]) {
  const columns = getTableColumns(table);
  const names = sql.join(Object.keys(rows[0]!).map((key) => sql.identifier(columns[key]!.name)), sql`, `);
  await tx.execute(sql`INSERT INTO ${table} (${names}) SELECT ${names} FROM json_populate_recordset(NULL::${table}, ${JSON.stringify(rows)})`);
}

// Hashing is slow on purpose; the demo password's hash is made once a process.
let demoHash: Promise<string> | null = null;

/** Fills an empty database with the demo workspace; leaves one that already has users alone. */
export async function seedDemoData(db: Queryable, now: number = Date.now()): Promise<void> {
  // Hashed before the transaction: it takes a while, and a PGlite transaction holds the whole database.
  const password_hash = await (demoHash ??= hashPassword(DEMO_PASSWORD));
  await db.transaction(async (tx) => {
    // Processes starting together on one database seed it once.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(7246310002)`);
    if ((await tx.select({ id: users.id }).from(users).limit(1)).length > 0) return;
    const at = (offsetMs = 0) => new Date(now + offsetMs);
    const DAY = 86400_000;
    const owned = (user_id: string) => ({ id: newId(), created_at: at(-30 * DAY), user_id, deleted_at: null });

    const dana: UserRow = { id: newId(), created_at: at(-60 * DAY), email: DEMO_USERS.first, first_name: 'Dana', last_name: 'Whitfield', password_hash, projects_version: 0 };
    const sam: UserRow = { id: newId(), created_at: at(-45 * DAY), email: DEMO_USERS.second, first_name: 'Sam', last_name: 'Okafor', password_hash, projects_version: 0 };
    await insertRows(tx, users, [dana, sam]);

    const clientRows: NewRow<ClientRow>[] = CLIENTS.map((name) => ({ ...owned(dana.id), name, name_key: sortKey(name), address: null, phone: null, note: null, avatar_url: null }));
    await insertRows(tx, clients, clientRows);
    const clientIds = new Map(clientRows.map((row) => [row.name, row.id]));

    const categoryRows: NewRow<CategoryRow>[] = CATEGORIES.map(([name, color_hex, [is_billable, bill_rate, bill_unit]]) => ({
      ...owned(dana.id),
      name,
      name_key: sortKey(name),
      description: null,
      color_hex,
      is_billable,
      bill_rate,
      bill_unit,
    }));
    await insertRows(tx, categories, categoryRows);
    const categoryIds = new Map(categoryRows.map((row) => [row.name, row.id]));

    const projectRows: NewRow<ProjectRow>[] = PROJECTS.map(([name, client, description, [is_billable, bill_rate, bill_unit], status = 'active']) =>
      newProjectRow(
        { userId: dana.id, createdAt: at(-30 * DAY) },
        { name, description, client_id: client ? clientIds.get(client)! : null, code: /^ACME-\d+/.exec(name)?.[0] ?? null, status, is_billable, bill_rate, bill_unit },
      ),
    );
    // The second person has a project of the same name as the first's, which must never be confused.
    for (const name of ['Apollo Website Redesign', 'Harbor Audit', 'Personal Admin']) {
      projectRows.push(newProjectRow({ userId: sam.id, createdAt: at(-30 * DAY) }, { name }));
    }
    await insertRows(tx, projects, projectRows);
    const projectIds = new Map(projectRows.filter((row) => row.user_id === dana.id).map((row) => [row.name, row.id]));

    // A week of logged time, on local mornings in Pacific time.
    const logged: [string, string, string, number, number][] = [
      ['Apollo Website Redesign', 'Design', 'Homepage wireframes', 1, 2 * 3600],
      ['Apollo Mobile App', 'Design', 'Claims flow screens', 1, 5400],
      ['UX Audit – Nimbus Bank', 'Research', 'Heuristic review of transfers', 2, 3 * 3600],
      ['Internal Admin', 'Admin', 'Invoices for October', 3, 1800],
      ['ACME-1243 Payment Webhooks', 'Development', 'Signature verification', 4, 4 * 3600],
    ];
    const activityRows: NewRow<ActivityRow>[] = logged.map(([project, category, description, daysAgo, duration]) => {
      const date = `${new Date(now - daysAgo * DAY).toISOString().slice(0, 10)}T09:00:00.000-08:00`;
      return {
        ...owned(dana.id),
        created_at: at(-daysAgo * DAY),
        status: 'complete',
        project_id: projectIds.get(project)!,
        category_id: categoryIds.get(category)!,
        description,
        date,
        ...activityForms({ description, date }),
        duration,
        tags: [],
        records: [],
        source: 'web',
        grouped_into: null,
        grouped_from: null,
      };
    });
    await insertRows(tx, activities, activityRows);
  });
}
