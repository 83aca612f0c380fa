/**
 * Writes src/http/openapi/answer-schemas.generated.json, the JSON Schemas of
 * the answers the routes name (`describeRoute({ returns: 'Location' })`): each
 * name is a type of @plaudit/api-client. A name with an answer schema
 * (`answerSchemas` of @plaudit/api-client/schemas, whose types are `Infer<>`-ed from them)
 * is converted by @valibot/to-json-schema; the others are still read from the client's
 * sources by typescript-json-schema. Either way the document describes what partners'
 * TypeScript already sees. `pnpm --filter @plaudit/api-server openapi:answers`;
 * answer-schemas.test.ts fails when the checked-in file is not what this writes.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { answerSchemas } from '@plaudit/api-client/schemas';
import { toJsonSchemaDefs } from '@valibot/to-json-schema';
import * as TJS from 'typescript-json-schema';
import { createApi } from '../src/app';
import { answerTypeNames } from '../src/http/openapi/answer-types';
import { documentedRoutes } from '../src/http/openapi/build-document';

export const GENERATED_FILE = fileURLToPath(
  new URL('../src/http/openapi/answer-schemas.generated.json', import.meta.url),
);
const CLIENT_SOURCES = ['index.ts', 'schemas/index.ts'].map((f) =>
  fileURLToPath(new URL(`../../../packages/api-client/src/${f}`, import.meta.url)),
);

type JsonSchema = { [key: string]: unknown };

/** A definition named after a declared type (`Location`), not after a type's text (`{ id: number }`). */
const NAMED = /^[A-Za-z_][A-Za-z0-9_]*$/;

/**
 * The definitions as OpenAPI components: a named type stays a component and is
 * referred to as `#/components/schemas/Name`; an anonymous one (typescript-json-schema
 * names it after its text, e.g. a valibot `Infer<>`) is written out where it is used.
 */
function toComponents(definitions: Record<string, JsonSchema>): Record<string, unknown> {
  const resolve = (value: unknown, seen: readonly string[]): unknown => {
    if (Array.isArray(value)) return value.map((v) => resolve(v, seen));
    if (!value || typeof value !== 'object') return value;
    const ref = (value as JsonSchema).$ref;
    if (typeof ref === 'string' && ref.startsWith('#/definitions/')) {
      const name = decodeURIComponent(ref.slice('#/definitions/'.length));
      if (NAMED.test(name)) return { ...value, $ref: `#/components/schemas/${name}` };
      if (seen.includes(name)) throw new Error(`A recursive anonymous type: ${name}`);
      const { $ref: _, ...rest } = value as JsonSchema;
      return { ...(resolve(definitions[name], [...seen, name]) as JsonSchema), ...rest };
    }
    return Object.fromEntries(
      Object.entries(value as JsonSchema).map(([key, v]) => [key, resolve(v, seen)]),
    );
  };
  return Object.fromEntries(
    Object.keys(definitions)
      .filter((name) => NAMED.test(name))
      .sort()
      .map((name) => [name, resolve(definitions[name], [name])]),
  );
}

/**
 * The written forms of a schema that typescript-json-schema wrote more tersely, kept so:
 * `anyOf: [{ type: T }, { type: 'null' }]` is `type: [T, 'null']`, a record's
 * `propertyNames: { type: 'string' }` (every JSON key is a string) is left out, and so is an
 * empty `required`.
 */
function terse(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(terse);
  if (!value || typeof value !== 'object') return value;
  const out = Object.fromEntries(
    Object.entries(value as JsonSchema).map(([key, v]) => [key, terse(v)]),
  ) as JsonSchema;
  const options = out.anyOf as JsonSchema[] | undefined;
  if (
    options?.length === 2 &&
    Object.keys(options[1]!).join() === 'type' &&
    options[1]!.type === 'null'
  ) {
    const [inner] = options as [JsonSchema];
    if (Object.keys(inner).join() === 'type' && typeof inner.type === 'string') {
      const { anyOf: _, ...rest } = out;
      return { type: [inner.type, 'null'], ...rest };
    }
  }
  const names = out.propertyNames as JsonSchema | undefined;
  if (names && Object.keys(names).join() === 'type' && names.type === 'string')
    delete out.propertyNames;
  if (Array.isArray(out.required) && out.required.length === 0) delete out.required;
  return out;
}

/** The component names a schema refers to. */
function refsOf(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const v of value) refsOf(v, found);
  else if (value && typeof value === 'object')
    for (const [key, v] of Object.entries(value as JsonSchema)) {
      if (key === '$ref' && typeof v === 'string' && v.startsWith('#/components/schemas/'))
        found.add(v.slice('#/components/schemas/'.length));
      else refsOf(v, found);
    }
  return found;
}

/** The components of `names` that have an answer schema, with the named schemas they refer to. */
function fromAnswerSchemas(names: readonly string[]): Record<string, unknown> {
  const defs: Record<string, object> = toJsonSchemaDefs(answerSchemas, {
    target: 'draft-2020-12',
    overrideRef: ({ referenceId }) => `#/components/schemas/${referenceId}`,
  });
  const out: Record<string, unknown> = {};
  const add = (name: string) => {
    if (name in out || !(name in defs)) return;
    out[name] = terse(defs[name]);
    for (const ref of refsOf(out[name])) add(ref);
  };
  for (const name of names) add(name);
  return out;
}

/** The components of `names` read from the client's TypeScript by typescript-json-schema. */
function fromTypes(names: string[]): Record<string, unknown> {
  if (!names.length) return {};
  const program = TJS.getProgramFromFiles(CLIENT_SOURCES, {
    strict: true,
    skipLibCheck: true,
    target: 'ES2022',
    module: 'ESNext',
    moduleResolution: 'Bundler',
  });
  const generator = TJS.buildGenerator(program, {
    required: true,
    ref: true,
    titles: false,
    ignoreErrors: true,
  });
  if (!generator) throw new Error('typescript-json-schema could not read @plaudit/api-client');
  const found = new Set(generator.getUserSymbols());
  const missing = names.filter((n) => !found.has(n));
  if (missing.length)
    throw new Error(`Answer types not exported by @plaudit/api-client: ${missing.join(', ')}`);
  const schema = generator.getSchemaForSymbols(names, true, true) as JsonSchema & {
    definitions: Record<string, JsonSchema>;
  };
  return toComponents(schema.definitions);
}

/** The schemas of every answer type the routes name, and of the types they refer to, by name. */
export function generateAnswerSchemas(
  onCoverage?: (fromSchemas: string[], fromTypes: string[]) => void,
): string {
  const { app } = createApi({} as never);
  const names = answerTypeNames(documentedRoutes(app).documented.map((r) => r.doc));
  const converted = names.filter((n) => Object.hasOwn(answerSchemas, n));
  const rest = names.filter((n) => !converted.includes(n));
  onCoverage?.(converted, rest);
  const typed = fromTypes(rest);
  // A named type that the types read by typescript-json-schema refer to is written from its
  // answer schema too, when it has one.
  const components = { ...typed, ...fromAnswerSchemas([...converted, ...Object.keys(typed)]) };
  const sorted = Object.fromEntries(
    Object.keys(components)
      .sort()
      .map((name) => [name, components[name]]),
  );
  return `${JSON.stringify(sorted, null, 2)}\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url))
  writeFileSync(
    GENERATED_FILE,
    generateAnswerSchemas((fromSchemas, rest) =>
      console.log(
        `${fromSchemas.length} of ${fromSchemas.length + rest.length} answer types from valibot schemas; ${rest.length} still read by typescript-json-schema`,
      ),
    ),
  );
