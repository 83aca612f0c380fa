import * as v from 'valibot';

type AnySchema = v.BaseSchema<unknown, unknown, v.BaseIssue<unknown>>;
type PartialSchema = Parameters<typeof v.partial>[0];

// valibot's wrappers, declared free of side effects so that a bundler drops every schema an app
// does not use (valibot marks its own functions so; a re-export would lose the mark once bundled).

/** valibot's `optional`. */
export function optional<const W extends AnySchema>(wrapped: W): v.OptionalSchema<W, undefined>;
export function optional<const W extends AnySchema, const D extends v.Default<W, undefined>>(
  wrapped: W,
  default_: D,
): v.OptionalSchema<W, D>;
/* @__NO_SIDE_EFFECTS__ */
export function optional(wrapped: AnySchema, default_?: never) {
  return v.optional(wrapped, default_);
}

/** valibot's `nullable`. */
export function nullable<const W extends AnySchema>(wrapped: W): v.NullableSchema<W, undefined>;
export function nullable<const W extends AnySchema, const D extends v.Default<W, null>>(
  wrapped: W,
  default_: D,
): v.NullableSchema<W, D>;
/* @__NO_SIDE_EFFECTS__ */
export function nullable(wrapped: AnySchema, default_?: never) {
  return v.nullable(wrapped, default_);
}

/** valibot's `partial`. */
export function partial<const S extends PartialSchema>(
  schema: S,
): v.SchemaWithPartial<S, undefined>;
export function partial<const S extends PartialSchema, const K extends v.ObjectKeys<S>>(
  schema: S,
  keys: K,
): v.SchemaWithPartial<S, K>;
/* @__NO_SIDE_EFFECTS__ */
export function partial(schema: PartialSchema, keys?: never) {
  return keys === undefined ? v.partial(schema) : v.partial(schema, keys);
}
