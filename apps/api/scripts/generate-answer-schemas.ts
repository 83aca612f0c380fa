/**
 * Writes src/http/openapi/answer-schemas.generated.json, the JSON Schemas of
 * the answers the routes name (`describeRoute({ returns: 'Location' })`): each
 * name is a type of @plaudit/api-client, read from its sources by
 * typescript-json-schema, so the document describes what partners' TypeScript
 * already sees. `pnpm --filter @plaudit/api-server openapi:answers`;
 * answer-schemas.test.ts fails when the checked-in file is not what this writes.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
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

/** The schemas of every answer type the routes name, and of the types they refer to, by name. */
export function generateAnswerSchemas(): string {
  const { app } = createApi({} as never);
  const names = answerTypeNames(documentedRoutes(app).documented.map((r) => r.doc));
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
  return `${JSON.stringify(toComponents(schema.definitions), null, 2)}\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url))
  writeFileSync(GENERATED_FILE, generateAnswerSchemas());
