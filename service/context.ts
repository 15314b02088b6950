import type { FastifyRequest } from 'fastify';
import type { ServiceConfig } from './config';
import type { Faults } from './faults';
import type { ProjectSearch } from './rules/project-search';
import type { Store } from './store/store';
import type { UserRow } from './store/rows';

/** What every part of the service works with. `now` is injectable so tests can move time. */
export interface Service {
  store: Store;
  config: ServiceConfig;
  now: () => number;
  projectSearch: ProjectSearch;
  /** Injected faults, for tests; off unless set. */
  faults: Faults;
}

/** One request's view: the service, the signed-in user, and one instant for everything the request does. */
export interface RequestContext extends Service {
  user: UserRow;
  at: number;
  iso: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: UserRow | null;
  }
}

export function contextOf(service: Service, request: FastifyRequest): RequestContext {
  if (!request.user) throw new Error('contextOf called on a request that was not authenticated');
  const at = service.now();
  return { ...service, user: request.user, at, iso: new Date(at).toISOString() };
}
