import type { Envelope } from '../../models';

export const API_PREFIX = '/api/v2';

export function one<T>(self: string, data: T): Envelope<T> {
  return { meta: { self }, data };
}

export const resourcePath = (collection: string, id: string) => `${API_PREFIX}/${collection}/${encodeURIComponent(id)}`;
