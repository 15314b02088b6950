import type { FastifyInstance } from 'fastify';
import { type Client, ClientCreate, ClientListQuery, ClientUpdate } from '../../models';
import type { Service } from '../context';
import { registerResourceRoutes, type ResourceRules } from '../http/resource-routes';
import { newId } from '../ids';
import { utcDate } from '../rules/timestamps';
import type { ClientRow } from '../store/rows';

export const clientRules: ResourceRules<ClientRow, Client, ClientCreate, ClientUpdate> = {
  noun: 'client',
  collection: 'clients',
  table: (ctx) => ctx.store.clients,
  schemas: { create: ClientCreate, update: ClientUpdate, listQuery: ClientListQuery },
  create: (ctx, body) => ({
    id: newId(),
    created_at: ctx.iso,
    user_id: ctx.user.id,
    deleted_at: null,
    address: null,
    phone: null,
    note: null,
    avatar_url: null,
    ...body,
    name: body.name.trim(),
  }),
  update: (_ctx, row, body) => ({ ...row, ...body, name: (body.name ?? row.name).trim() }),
  present: (_ctx, row) => ({
    id: row.id,
    created_at: row.created_at,
    name: row.name,
    address: row.address,
    phone: row.phone,
    note: row.note,
    avatar_url: row.avatar_url,
  }),
  list: {
    filters: {},
    orderBy: { name: (row) => row.name, created_at: (row) => row.created_at },
    dateOf: (row) => utcDate(row.created_at),
  },
};

export default async function clientRoutes(app: FastifyInstance, service: Service) {
  registerResourceRoutes(app, service, clientRules);
}
