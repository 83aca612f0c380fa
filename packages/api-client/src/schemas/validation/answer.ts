import type * as v from 'valibot';
import type { Schema } from '../validate';

/**
 * An answer's schema typed by the value it parses to (the same object): declarations spell the
 * type once. A nested answer is typed by its interface (`Schema<Response>`) so others name it.
 */
/* @__NO_SIDE_EFFECTS__ */
export function answer<S extends v.GenericSchema>(schema: S): Schema<v.InferOutput<S>> {
  return schema;
}
