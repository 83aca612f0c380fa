import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../../test/test-api';
import { createApi } from '../../app';
import { documentedRoutes } from './build-document';

const run = promisify(execFile);

let api: TestApi;
let document: {
  openapi: string;
  paths: Record<string, Record<string, Record<string, unknown>>>;
};
beforeAll(async () => {
  api = await startTestApi();
  const res = await api.request('/api/openapi.json');
  expect(res.status).toBe(200);
  document = await res.json();
});
afterAll(() => api?.close());

describe('GET /api/openapi.json', () => {
  it('describes every route of the API (a route without describeRoute fails here)', () => {
    const { app } = createApi({} as never);
    const { documented, undocumented } = documentedRoutes(app);
    expect(undocumented).toEqual([]);
    expect(documented.length).toBeGreaterThan(120);
    const operations = Object.values(document.paths).flatMap((p) => Object.keys(p));
    expect(operations).toHaveLength(documented.length);
  });

  it('names the request schemas: query parameters, JSON bodies, path ids', () => {
    const tags = document.paths['/api/tags']!;
    const list = tags.get as { parameters: { name: string; in: string; schema: unknown }[] };
    expect(list.parameters.map((p) => p.name)).toEqual(
      expect.arrayContaining(['page', 'per_page', 'sort', 'keywords', 'search_type']),
    );
    expect(list.parameters.find((p) => p.name === 'per_page')?.schema).toMatchObject({
      type: 'integer',
      minimum: 1,
      maximum: 250,
      default: 25,
    });
    const create = tags.post as { requestBody: { content: Record<string, { schema: unknown }> } };
    expect(create.requestBody.content['application/json']!.schema).toMatchObject({
      type: 'object',
      required: ['name'],
      properties: { name: { type: 'string', minLength: 1, maxLength: 50 } },
    });
    const remove = document.paths['/api/tags/{id}']!.delete as {
      parameters: { name: string; in: string }[];
      responses: Record<string, unknown>;
      security: unknown[];
    };
    expect(remove.parameters).toEqual([
      expect.objectContaining({ name: 'id', in: 'path', required: true }),
    ]);
    expect(Object.keys(remove.responses)).toEqual(['204', '400', '401', '403', '404', '406']);
    expect(remove.security).toEqual([{ basicAuth: [] }]);
  });

  it('marks public endpoints (log-in, the widget payload) as needing no login', () => {
    expect(document.paths['/api/auth']!.post!.security).toEqual([]);
    expect(document.paths['/api/public/widgets/{id}']!.get!.security).toEqual([]);
  });

  it('answers lists with the HAL envelope naming their items', () => {
    const answer = document.paths['/api/reviews']!.get!.responses as Record<
      string,
      { content: Record<string, { schema: { allOf: unknown[] } }> }
    >;
    expect(JSON.stringify(answer['200']!.content['application/hal+json']!.schema)).toContain(
      '"required":["reviews"]',
    );
  });

  it('passes the Redocly CLI lint', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'plaudit-openapi-'));
    try {
      const file = join(dir, 'openapi.json');
      writeFileSync(file, JSON.stringify(document));
      const config = join(import.meta.dirname, 'redocly.yaml');
      const redocly = join(import.meta.dirname, '../../../node_modules/.bin/redocly');
      const { stdout, stderr } = await run(redocly, [
        'lint',
        file,
        '--config',
        config,
        '--format',
        'stylish',
      ]).catch((e: { stdout: string; stderr: string }) => {
        throw new Error(`redocly lint failed:\n${e.stdout}\n${e.stderr}`);
      });
      expect(`${stdout}${stderr}`).toMatch(/valid/i);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
