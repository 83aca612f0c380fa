import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import {
  copySnapshotDataDir,
  copyTemplateDatabase,
  freePort,
  loginHeaders,
  type ServerProcess,
  startServer,
  stopServer,
} from '../test/server-process';

/**
 * Writes answered 2xx survive `kill -9` of the server: nothing the API
 * confirmed lives only in the process. Run on the embedded database and on
 * PostgreSQL.
 */
async function writeThenKill(server: ServerProcess) {
  const headers = await loginHeaders(server.base);
  const call = async (path: string, method: string, body: unknown) => {
    const res = await fetch(`${server.base}${path}`, {
      method,
      headers,
      body: JSON.stringify(body),
    });
    expect(res.status, `${method} ${path}: ${await res.clone().text()}`).toBeLessThan(300);
    return res.json();
  };
  const stamp = Date.now().toString(36);
  const group = await call('/groups', 'POST', { name: `Durable ${stamp}` });
  const locations = await (await fetch(`${server.base}/locations?per_page=1`, { headers })).json();
  const location = locations._embedded.locations[0];
  await call(`/locations/${location.id}`, 'PATCH', { name: `Renamed ${stamp}` });
  const user = await call('/users', 'POST', {
    email: `durable-${stamp}@demo.test`,
    name: 'Durable User',
    user_type: 'user',
  });
  // The last answer arrived: the process dies at once, without any shutdown.
  expect(await stopServer(server, 'SIGKILL')).toBeNull();
  return { stamp, groupId: group.id, locationId: location.id, userId: user.id };
}

async function expectWritesKept(
  server: ServerProcess,
  w: Awaited<ReturnType<typeof writeThenKill>>,
) {
  const headers = await loginHeaders(server.base);
  const get = async (path: string) => {
    const res = await fetch(`${server.base}${path}`, { headers });
    expect(res.status, path).toBe(200);
    return res.json();
  };
  expect((await get(`/groups/${w.groupId}`)).name).toBe(`Durable ${w.stamp}`);
  expect((await get(`/locations/${w.locationId}`)).name).toBe(`Renamed ${w.stamp}`);
  expect((await get(`/users/${w.userId}`)).email).toBe(`durable-${w.stamp}@demo.test`);
}

describe.runIf(inject('testDb').kind === 'pglite')('durability on the embedded database', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'plaudit-durable-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('keeps every answered write after kill -9 and a restart', async () => {
    const port = await freePort();
    // Already seeded (main.test.ts covers seeding an empty directory).
    await copySnapshotDataDir(dataDir);
    const written = await writeThenKill(await startServer(port, { dataDir }));
    const again = await startServer(port, { dataDir });
    try {
      await expectWritesKept(again, written);
    } finally {
      expect(await stopServer(again)).toBe(0);
    }
  }, 240_000);
});

describe.runIf(inject('testDb').kind === 'postgres')('durability on PostgreSQL', () => {
  it('keeps every answered write after kill -9 and a restart', async () => {
    const database = await copyTemplateDatabase(`plaudit_durable_${process.pid}`);
    try {
      const port = await freePort();
      const written = await writeThenKill(await startServer(port, { databaseUrl: database.url }));
      const again = await startServer(port, { databaseUrl: database.url });
      try {
        await expectWritesKept(again, written);
      } finally {
        expect(await stopServer(again)).toBe(0);
      }
    } finally {
      await database.drop();
    }
  }, 240_000);
});
