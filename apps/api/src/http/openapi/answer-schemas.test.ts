import { readFileSync } from 'node:fs';
import type { Session } from '@plaudit/api-client';
import Ajv2020 from 'ajv/dist/2020';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENERATED_FILE, generateAnswerSchemas } from '../../../scripts/generate-answer-schemas';
import { startTestApi, type TestApi } from '../../../test/test-api';
import { createApi } from '../../app';
import { answersJson } from './answer-types';
import { documentedRoutes } from './build-document';

type Operation = { responses: Record<string, { content?: Record<string, { schema: object }> }> };
type Document = {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown> };
};

let api: TestApi;
let document: Document;
let admin: Session;
beforeAll(async () => {
  api = await startTestApi();
  document = (await (await api.request('/api/openapi.json')).json()) as Document;
  admin = await api.login('admin@demo.test');
});
afterAll(() => api?.close());

/** The documented 200 answer of `GET template`, as a validator that knows the components. */
function validatorFor(template: string) {
  const answer = document.paths[template]?.get?.responses['200']?.content;
  const schema = answer && Object.values(answer)[0]?.schema;
  if (!schema) throw new Error(`GET ${template} documents no JSON answer`);
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  return ajv.compile({ ...schema, components: document.components });
}

async function check(template: string, url: string): Promise<string[] | null> {
  const res = await api.request(url, { auth: admin });
  if (res.status !== 200) return null;
  const validate = validatorFor(template);
  if (validate(await res.json())) return [];
  return (validate.errors ?? []).map((e) => `GET ${url}: ${e.instancePath} ${e.message}`);
}

describe('the answer schemas of /api/openapi.json', () => {
  it('name what every JSON answer is (describeRoute returns)', () => {
    const { app } = createApi({} as never);
    const unnamed = documentedRoutes(app)
      .documented.filter((r) => answersJson(r.doc) && r.doc.returns === undefined)
      .map((r) => `${r.method} ${r.path}`);
    expect(unnamed).toEqual([]);
    const location = document.paths['/api/locations/{id}']!.get!.responses['200']!.content!;
    expect(Object.values(location)[0]!.schema).toEqual({ $ref: '#/components/schemas/Location' });
    expect(document.components.schemas.Location).toMatchObject({
      type: 'object',
      required: expect.arrayContaining(['id', 'public_name', 'hours', 'directories']),
    });
  });

  it('describe what the server really answers, for every list and a record of each', async () => {
    const accountId = admin.account_id;
    const { app } = createApi({} as never);
    const problems: string[] = [];
    let checked = 0;
    const lists = documentedRoutes(app).documented.filter(
      (r) =>
        r.method === 'GET' && answersJson(r.doc) && !/:(?!account_id|accountId)\w+|\*/.test(r.path),
    );
    for (const r of lists) {
      const url = r.path.replace(/:(account_id|accountId)/, String(accountId));
      const template = r.path.replace(/:(\w+)/g, '{$1}');
      const found = await check(template, url);
      if (found === null) continue;
      checked += 1;
      problems.push(...found);
    }
    for (const [list, key] of [
      ['locations', 'locations'],
      ['reviews', 'reviews'],
      ['users', 'users'],
      ['groups', 'groups'],
      ['scheduled_exports', 'scheduled_exports'],
    ] as const) {
      const page = (await (await api.request(`/api/${list}`, { auth: admin })).json()) as {
        _embedded: Record<string, { id: number }[]>;
      };
      const id = page._embedded[key]?.[0]?.id;
      if (id === undefined) continue;
      const found = await check(`/api/${list}/{id}`, `/api/${list}/${id}`);
      if (found === null) continue;
      checked += 1;
      problems.push(...found);
    }
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThan(30);
  }, 120_000);

  it('are what the api-client answer schemas (and, for the rest, its types) make (run `pnpm openapi:answers`)', () => {
    expect(readFileSync(GENERATED_FILE, 'utf8')).toBe(generateAnswerSchemas());
    // A bound for a slow machine: typescript-json-schema reads the whole client. Last: it holds
    // the event loop that long, and the test server's idle connections time out meanwhile.
  }, 240_000);
});
