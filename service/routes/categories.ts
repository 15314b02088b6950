import type { FastifyInstance } from 'fastify';
import { type Category, CategoryCreate, CategoryUpdate, ListQuery } from '../../models';
import type { Service } from '../context';
import { registerResourceRoutes, type ResourceRules } from '../http/resource-routes';
import { newId } from '../ids';
import { billingOf } from '../rules/billing';
import { utcDate } from '../rules/timestamps';
import type { CategoryRow } from '../store/rows';

export const categoryRules: ResourceRules<CategoryRow, Category, CategoryCreate, CategoryUpdate> = {
  noun: 'category',
  collection: 'categories',
  table: (ctx) => ctx.store.categories,
  schemas: { create: CategoryCreate, update: CategoryUpdate, listQuery: ListQuery },
  create: (ctx, body) => ({
    id: newId(),
    created_at: ctx.iso,
    user_id: ctx.user.id,
    deleted_at: null,
    description: null,
    color_hex: null,
    is_billable: null,
    bill_rate: null,
    bill_unit: null,
    ...body,
    name: body.name.trim(),
  }),
  update: (_ctx, row, body) => ({ ...row, ...body, name: (body.name ?? row.name).trim() }),
  present: (_ctx, row) => ({
    id: row.id,
    created_at: row.created_at,
    name: row.name,
    description: row.description,
    color_hex: row.color_hex,
    ...billingOf(row),
  }),
  list: {
    filters: {
      name: (row) => row.name,
      is_billable: (row) => row.is_billable,
      bill_unit: (row) => row.bill_unit,
    },
    orderBy: { name: (row) => row.name, created_at: (row) => row.created_at, bill_rate: (row) => row.bill_rate },
    dateOf: (row) => utcDate(row.created_at),
  },
};

export default async function categoryRoutes(app: FastifyInstance, service: Service) {
  registerResourceRoutes(app, service, categoryRules);
}
