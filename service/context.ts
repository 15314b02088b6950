import type { FastifyRequest } from 'fastify';
import type { ServiceConfig } from './config';
import type { Database, Tx } from './db/database';
import type { UserRow } from './db/schema';
import type { Faults } from './faults';

/** What every part of the service works with. `now` is injectable so tests can move time. */
export interface Service {
  database: Database;
  config: ServiceConfig;
  now: () => number;
  /** Injected faults, for tests; off unless set. */
  faults: Faults;
}

/** One request's view: the service, the signed-in user, one instant, and the transaction it runs in. */
export interface RequestContext extends Service {
  user: UserRow;
  at: number;
  iso: string;
  date: Date;
  tx: Tx;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: UserRow | null;
  }
}

/**
 * Runs one request's work in one transaction: everything it reads and writes commits together, or, when
 * it fails, nothing of it remains. The instant is taken once, so a retried transaction keeps it.
 */
export function inTransaction<T>(service: Service, request: FastifyRequest, work: (ctx: RequestContext) => Promise<T>): Promise<T> {
  const user = request.user;
  if (!user) throw new Error('inTransaction called on a request that was not authenticated');
  const at = service.now();
  const date = new Date(at);
  return service.database.transaction((tx) => work({ ...service, user, at, iso: date.toISOString(), date, tx }));
}
