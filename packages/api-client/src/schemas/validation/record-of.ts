import * as v from 'valibot';

/**
 * An object answer with an entry of the same schema for every one of `keys`: TypeScript's
 * `Record<K, T>` (every key present), which valibot's `record` makes partial.
 */
/* @__NO_SIDE_EFFECTS__ */
export function recordOf<const K extends string, S extends v.GenericSchema>(
  keys: readonly K[],
  schema: S,
) {
  return v.object(Object.fromEntries(keys.map((key) => [key, schema])) as Record<K, S>);
}
