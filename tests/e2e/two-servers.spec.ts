import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { type PgServer, startPostgres } from '../../apps/api/test/start-postgres';
import { expect, test } from './fixtures';
import { type OutboxMail, readOutbox } from './outbox';

/**
 * Two API servers on one PostgreSQL, as behind a load balancer: both run a job
 * worker and share DATA_DIR (photos, the mail outbox). What one does, the other's clients see.
 */
// TWO_SERVERS_PORT moves the three ports (A, B, then PostgreSQL) off the defaults.
const PORT_A = Number(process.env.TWO_SERVERS_PORT ?? 8834);
const PORT_B = PORT_A + 1;
const PG_PORT = PORT_A + 2;
const A = `http://127.0.0.1:${PORT_A}`;
const B = `http://127.0.0.1:${PORT_B}`;

let pg: PgServer;
let dataDir: string;
const servers: ChildProcess[] = [];
let auth = '';
let accountId = 0;

function startServer(port: number, databaseUrl: string, seed: boolean): ChildProcess {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions=@plaudit/source', 'apps/api/src/main.ts'],
    {
      stdio: ['ignore', 'inherit', 'inherit'],
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: databaseUrl,
        DATA_DIR: dataDir,
        PUBLIC_ORIGIN: `http://localhost:${port}`,
        SEED: seed ? 'true' : 'false',
        SMTP_URL: '',
        WORKER: 'true',
        DEMO_REVIEWS: 'false',
        REVIEW_SYNC: 'false',
        // The scheduled-export scheduler looks for due exports four times a second.
        SCHEDULED_EXPORTS_EVERY_MS: '250',
      },
    },
  );
  servers.push(child);
  return child;
}

async function healthy(base: string) {
  for (let i = 0; i < 900; i++) {
    const ok = await fetch(`${base}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${base} did not start`);
}

test.beforeAll(async () => {
  test.setTimeout(300_000);
  dataDir = mkdtempSync(join(tmpdir(), 'plaudit-two-servers-'));
  pg = await startPostgres({ port: PG_PORT });
  pg.psql!('postgres', 'CREATE DATABASE plaudit');
  const url = pg.url('plaudit');
  // A migrates and seeds the empty database; B starts on it afterwards.
  startServer(PORT_A, url, true);
  await healthy(A);
  startServer(PORT_B, url, false);
  await healthy(B);
  const login = await fetch(`${A}/api/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.test', password: 'demo-password' }),
  });
  expect(login.status).toBe(201);
  const session = (await login.json()) as { email: string; token: string; account_id: number };
  accountId = session.account_id;
  auth = `Basic ${Buffer.from(`${session.email}:${session.token}`).toString('base64')}`;
});

test.afterAll(async () => {
  await Promise.all(
    servers.map(
      (s) =>
        new Promise<void>((resolve) => {
          if (s.exitCode !== null) return resolve();
          s.once('exit', () => resolve());
          s.kill('SIGTERM');
        }),
    ),
  );
  await pg?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const api = (base: string, path: string, init: { method?: string; json?: unknown } = {}) =>
  fetch(`${base}/api${path}`, {
    method: init.method ?? 'GET',
    headers: {
      authorization: auth,
      accept: 'application/json',
      ...(init.json !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(init.json !== undefined ? { body: JSON.stringify(init.json) } : {}),
  });

/** A server-sent events channel on `base`: resolves `ready` once connected; `next()` is the next message. */
async function listen(base: string, channel: string) {
  const ctl = new AbortController();
  // The ticket is asked for on the other server: both read the one PostgreSQL.
  const other = base === A ? B : A;
  const ticket = await api(other, `/realtime/${channel}/tickets`, { method: 'POST' });
  expect(ticket.status).toBe(201);
  const { ticket: t } = (await ticket.json()) as { ticket: string };
  const res = await fetch(`${base}/api/realtime/${channel}?ticket=${t}`, {
    signal: ctl.signal,
  });
  expect(res.status).toBe(200);
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  while (!text.includes(': connected')) text += decoder.decode((await reader.read()).value);
  return {
    async next(): Promise<Record<string, unknown>> {
      while (!/^data: .*\n/m.test(text)) {
        const { value, done } = await reader.read();
        if (done) throw new Error('channel closed');
        text += decoder.decode(value);
      }
      const m = /^data: (.*)\n/m.exec(text)!;
      text = text.slice(m.index + m[0].length);
      return JSON.parse(m[1]!);
    },
    close: () => ctl.abort(),
  };
}

/** The e-mails in the shared outbox with this subject. */
function outbox(subject: string): OutboxMail[] {
  return readOutbox(join(dataDir, 'outbox')).filter((m) => m.subject === subject);
}

/** Waits until an e-mail with the subject is in the outbox, then a few more worker polls. */
async function sentOnce(subject: string) {
  await expect.poll(() => outbox(subject).length, { timeout: 20_000 }).toBeGreaterThan(0);
  // Both workers poll every second: give a second sending the time to happen.
  await new Promise((r) => setTimeout(r, 2_500));
  return outbox(subject);
}

function png(width: number, height: number): Buffer {
  let s = 7;
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let i = 0; i < raw.length; i++) {
    if (i % (width * 3 + 1) === 0) continue;
    s = (Math.imul(s, 1103515245) + 12345) >>> 0;
    raw[i] = s >>> 24;
  }
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const unique = () => randomBytes(4).toString('hex');

test('a photo uploaded and processed on A is announced on B’s channel, and B serves it', async () => {
  const resource = `two-${unique()}`;
  const channel = await listen(B, `rtx_images-${resource}`);
  const form = new FormData();
  form.set(
    'file_upload',
    new Blob([new Uint8Array(png(600, 400))], { type: 'image/png' }),
    'a.png',
  );
  const up = await fetch(`${A}/api/upload`, {
    method: 'POST',
    headers: { authorization: auth },
    body: form,
  });
  expect(up.status).toBe(201);
  const { s3_path, url } = (await up.json()) as { s3_path: string; url: string };
  const hook = await api(A, '/webhooks/rtx-images', {
    method: 'POST',
    json: {
      event: 'process',
      label: 'photo',
      account_id: accountId,
      resource_id: resource,
      mime_type: 'image/png',
      s3_path,
    },
  });
  expect(hook.status).toBe(202);
  const message = await channel.next();
  channel.close();
  expect(message).toMatchObject({ event: 'ok', action: 'IMAGE_PROCESSING_COMPLETE', url });
  const low = await fetch(`${B}${message.low_resolution_url}`);
  expect(low.status).toBe(200);
  expect(low.headers.get('content-type')).toBe('image/png');
});

test('a widget renamed on A is fresh in B’s public payload at once', async () => {
  const created = await api(A, '/amplify/widgets', {
    method: 'POST',
    json: { name: `Before ${unique()}`, widget_type: 'star_snapshot' },
  });
  expect(created.status).toBe(201);
  const widget = (await created.json()) as { id: string; name: string };
  try {
    const published = await api(A, `/amplify/widgets/${widget.id}/publish`, { method: 'POST' });
    expect(published.status).toBe(200);
    const publicName = async () =>
      ((await (await fetch(`${B}/api/public/widgets/${widget.id}`)).json()) as { name: string })
        .name;
    // B builds and caches the payload (kept 5 s unless told otherwise)…
    expect(await publicName()).toBe(widget.name);
    const renamed = `After ${unique()}`;
    const patch = await api(A, `/amplify/widgets/${widget.id}`, {
      method: 'PATCH',
      json: { name: renamed },
    });
    expect(patch.status).toBe(200);
    // …and drops it when A says so: well before the 5 s a stale entry would live.
    await expect.poll(publicName, { timeout: 2_000, intervals: [50] }).toBe(renamed);
  } finally {
    await api(A, `/amplify/widgets/${widget.id}`, { method: 'DELETE' });
  }
});

test('a review arriving on A is live on B, and its instant alert is e-mailed once', async () => {
  const word = `zq${unique()}`;
  const alert = await api(B, '/alerts', {
    method: 'POST',
    json: { name: `Word ${word}`, frequency: 'instant', keywords: [word], channels: ['email'] },
  });
  expect(alert.status).toBe(201);
  const { id: alertId } = (await alert.json()) as { id: number };
  const location = (await (await api(A, '/locations?per_page=1')).json()) as {
    _embedded: { locations: { id: number; name: string }[] };
  };
  const loc = location._embedded.locations[0]!;
  const sourceId = Number(pg.psql!('plaudit', "SELECT id FROM sources WHERE code = 'google'"));
  const live = await listen(B, 'reviews-live');
  try {
    const res = await api(A, '/reviews', {
      method: 'POST',
      json: {
        location_id: loc.id,
        source_id: sourceId,
        external_id: `two-servers-${word}`,
        rating: 5,
        content: `Lovely ${word} and friendly staff.`,
        author_name: 'Robin Two',
        published_at: new Date().toISOString(),
      },
    });
    expect(res.status).toBe(201);
    const review = (await res.json()) as { id: number };
    expect(await live.next()).toEqual({
      event: 'review',
      action: 'REVIEW_CREATED',
      review_id: review.id,
      location_id: loc.id,
    });
    const mails = await sentOnce(`New 5-star review for ${loc.name}`);
    const ours = mails.filter((m) => JSON.stringify(m).includes(word));
    expect(ours).toHaveLength(1);
    expect(ours[0]!.to).toEqual(['admin@demo.test']);
  } finally {
    live.close();
    await api(B, `/alerts/${alertId}`, { method: 'DELETE' });
  }
});

test('a scheduled export that falls due is e-mailed once, though both servers run the scheduler', async () => {
  const subject = `Two servers ${unique()}`;
  const res = await api(A, '/scheduled_exports', {
    method: 'POST',
    json: {
      display_name: subject,
      export_type: 'reviews',
      filters: { dateDescriptor: 'sevenDays' },
      recipient_emails: ['admin@demo.test', 'manager@demo.test'],
      email_frequency: 'daily',
      scheduled_time: '06:00',
      email_subject: subject,
    },
  });
  expect(res.status).toBe(201);
  const { id } = (await res.json()) as { id: number };
  try {
    // Due now (as if 06:00 had come): the next tick of either server's scheduler takes it.
    pg.psql!(
      'plaudit',
      `UPDATE scheduled_exports SET next_run_at = now() - interval '1 minute' WHERE id = ${id}`,
    );
    const mails = await sentOnce(subject);
    expect(mails.map((m) => m.to[0]).sort()).toEqual(['admin@demo.test', 'manager@demo.test']);
  } finally {
    await api(A, `/scheduled_exports/${id}`, { method: 'DELETE' });
  }
});
