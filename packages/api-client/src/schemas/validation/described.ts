import * as v from 'valibot';

/**
 * An answer schema with the description the OpenAPI document shows for it (the text of the
 * field's or type's doc comment, which TypeScript shows).
 */
/* @__NO_SIDE_EFFECTS__ */
export function described<const S extends v.GenericSchema>(text: string, schema: S) {
  return v.pipe(schema, v.description(text));
}
