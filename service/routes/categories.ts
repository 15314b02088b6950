import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type Category, CategoryCreate, CategoryUpdate, ListQuery } from '../../models';
import type { Service } from '../context';
import { type CategoryRow, categories } from '../db/schema';
import { knownByName, registerResourceRoutes, type ResourceRules } from '../http/resource-routes';
import { newId } from '../ids';
import { billingOf } from '../rules/billing';
import { utcDateOf } from '../rules/timestamps';

export const categoryRules: ResourceRules<CategoryRow, Category, CategoryCreate, CategoryUpdate> = {
  noun: 'category',
  collection: 'categories',
  table: categories,
  schemas: { create: CategoryCreate, update: CategoryUpdate, listQuery: ListQuery },
  create: async (ctx, body) => ({
    id: newId(),
    created_at: ctx.date,
    user_id: ctx.user.id,
    deleted_at: null,
    description: null,
    color_hex: null,
    is_billable: null,
    bill_rate: null,
    bill_unit: null,
    ...body,
    name: body.name.trim(),
    name_key: '',
  }),
  ...knownByName,
  present: async (_ctx, rows) =>
    rows.map((row) => ({
      id: row.id,
      created_at: row.created_at.toISOString(),
      name: row.name,
      description: row.description,
      color_hex: row.color_hex,
      ...billingOf(row),
    })),
  list: {
    filters: { name: categories.name, is_billable: categories.is_billable, bill_unit: categories.bill_unit },
    orderBy: { name: categories.name_key, created_at: categories.created_at, bill_rate: categories.bill_rate },
    dateOf: utcDateOf(sql`${categories.created_at}`),
  },
};

export default async function categoryRoutes(app: FastifyInstance, service: Service) {
  registerResourceRoutes(app, service, categoryRules);
}
