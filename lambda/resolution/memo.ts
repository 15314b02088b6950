// What is worked out once per word and kept, within bounds: a warm container serves many people, and
// their names share most of their words ("website", "redesign", a client's name across its projects).

/** The value kept for the key, made and kept if missing; past `max` keys, the oldest is forgotten. */
export function memo<V>(cache: Map<string, V>, key: string, max: number, make: () => V): V {
  let value = cache.get(key);
  if (value === undefined) {
    value = make();
    if (cache.size >= max) cache.delete(cache.keys().next().value!);
    cache.set(key, value);
  }
  return value;
}
