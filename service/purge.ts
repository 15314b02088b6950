// What the service forgets now and then: expired tokens and codes, old sign-in counts, day-old
// idempotency keys. Any process may do it; doing it twice is harmless.
import type { Service } from './context';
import { purgeIdempotencyKeys } from './http/idempotency';
import { purgeThrottle } from './oauth/throttle';
import { purgeExpired } from './oauth/tokens';

export async function purgeStale(service: Service): Promise<number> {
  return (await purgeExpired(service)) + (await purgeThrottle(service)) + (await purgeIdempotencyKeys(service));
}
