import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type Client, ClientCreate, ClientListQuery, ClientUpdate } from '../../models';
import type { Service } from '../context';
import { type ClientRow, clients } from '../db/schema';
import { knownByName, registerResourceRoutes, type ResourceRules } from '../http/resource-routes';
import { newId } from '../ids';
import { utcDateOf } from '../rules/timestamps';

export const clientRules: ResourceRules<ClientRow, Client, ClientCreate, ClientUpdate> = {
  noun: 'client',
  collection: 'clients',
  table: clients,
  schemas: { create: ClientCreate, update: ClientUpdate, listQuery: ClientListQuery },
  create: async (ctx, body) => ({
    id: newId(),
    created_at: ctx.date,
    user_id: ctx.user.id,
    deleted_at: null,
    address: null,
    phone: null,
    note: null,
    avatar_url: null,
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
      address: row.address,
      phone: row.phone,
      note: row.note,
      avatar_url: row.avatar_url,
    })),
  list: {
    filters: {},
    orderBy: { name: clients.name_key, created_at: clients.created_at },
    dateOf: utcDateOf(sql`${clients.created_at}`),
  },
};

export default async function clientRoutes(app: FastifyInstance, service: Service) {
  registerResourceRoutes(app, service, clientRules);
}
