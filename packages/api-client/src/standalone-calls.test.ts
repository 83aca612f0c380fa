import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as entry from './index';

/** The area tables createPlauditApi binds (`reviews = { list: listReviews, … }`), by module. */
const resourcesDir = join(dirname(fileURLToPath(import.meta.url)), 'resources');
const modules: Record<string, Record<string, unknown>> = {};
for (const file of readdirSync(resourcesDir).filter((f) => !f.endsWith('.test.ts')))
  modules[file] = await import(`./resources/${file.replace(/\.ts$/, '')}`);
const isTable = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  Object.values(value).length > 0 &&
  Object.values(value).every((v) => typeof v === 'function');

describe('standalone calls', () => {
  const exported = new Map<unknown, string>(
    Object.entries(entry)
      .filter(([, v]) => typeof v === 'function')
      .map(([name, fn]): [unknown, string] => [fn, name]),
  );
  const calls = Object.entries(modules).flatMap(([file, mod]) =>
    Object.entries(mod)
      .filter(([, value]) => isTable(value))
      .flatMap(([table, fns]) =>
        Object.entries(fns as Record<string, unknown>).map(([key, fn]) => ({
          call: `${file} ${table}.${key}`,
          fn,
        })),
      ),
  );

  it('finds the areas of createPlauditApi', () => {
    const api = entry.createPlauditApi(entry.createClient({ baseUrl: '/api' }));
    const areas = Object.keys(api).filter((k) => k !== 'client');
    expect(new Set(calls.map((c) => c.call.split(' ')[1]!.split('.')[0])).size).toBe(areas.length);
  });

  it('exports every call of every area from the package entry, named verb first', () => {
    const missing = calls.filter(({ fn }) => !exported.has(fn)).map(({ call }) => call);
    expect(missing).toEqual([]);
    for (const { call, fn } of calls) expect(exported.get(fn), call).toMatch(/^[a-z]+[A-Z0-9]?/);
  });
});
