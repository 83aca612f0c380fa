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
  components: { responses: Record<string, { content: object }> };
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
      // A partner app's token names the child account it acts in.
      expect.objectContaining({ name: 'account_id', in: 'query', required: false }),
    ]);
    expect(Object.keys(remove.responses)).toEqual([
      '204',
      '400',
      '401',
      '402',
      '403',
      '404',
      '406',
      '409',
      '413',
    ]);
    expect(remove.security).toEqual([{ basicAuth: [] }, { bearerAuth: [] }]);
  });

  it('documents the statuses, ids and access as the server answers them', () => {
    type Op = {
      parameters: { name: string; in: string; schema: Record<string, unknown> }[];
      responses: Record<string, { $ref?: string }>;
      security: unknown[];
    };
    const op = (path: string, method: string) => document.paths[path]![method] as Op;
    // Widget ids are strings, a vertical is one of the codes.
    const widget = op('/api/amplify/widgets/{id}', 'get');
    expect(widget.parameters.find((p) => p.in === 'path')!.schema).toMatchObject({
      type: 'string',
      pattern: expect.stringContaining('wgt_'),
    });
    expect(
      op('/api/public/widgets/{id}', 'get').parameters.find((p) => p.in === 'path')!.schema.type,
    ).toBe('string');
    expect(
      op('/api/benchmark/{vertical_id}', 'get').parameters.find((p) => p.in === 'path')!.schema,
    ).toMatchObject({ enum: expect.arrayContaining(['restaurant']) });
    // An ended trial answers 402 except where billing stays open; limits answer 429.
    expect(op('/api/reviews', 'get').responses['402']).toBeDefined();
    expect(op('/api/auth', 'get').responses['402']).toBeUndefined();
    expect(op('/api/auth', 'post').responses['429']).toBeDefined();
    expect(op('/api/oauth/token', 'post').responses).toMatchObject({ 401: {}, 429: {} });
    // The event stream takes a ticket, the export download its signed link, uploads a session.
    expect(op('/api/realtime/{channel}', 'get').security).toEqual([
      { ticket: [] },
      { basicAuth: [] },
    ]);
    expect(op('/api/export_files/{id}/download', 'get').security).toEqual([{ signedLink: [] }]);
    expect(op('/api/upload', 'post').security).toEqual([{ basicAuth: [] }, { bearerAuth: [] }]);
    // A user's own password is first-party: no app token.
    expect(op('/api/passwords/change', 'post').security).toEqual([{ basicAuth: [] }]);
    // Errors go out in the one media type of every answer.
    const errors = document.components.responses;
    for (const answer of Object.values(errors))
      expect(Object.keys(answer.content)).toEqual(['application/hal+json']);
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
