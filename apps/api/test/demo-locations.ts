import { crc32, deflateSync } from 'node:zlib';
import type { Session } from '@plaudit/api-client/schemas';
import { basicAuth, startTestApi, type TestApi } from './test-api';

/** A demo location as the location tests read it. */
export type Loc = { id: number; name: string; google_place_id: string | null; open_status: string };

/**
 * The API on a fresh copy of the demo data, signed in as the demo users the location tests
 * act as, with Blue Fern's locations and one location each of Evergreen and the trial account.
 */
export async function startDemoLocations() {
  const api = await startTestApi();
  const [admin, manager, user, readonly, trial, evergreen] = (await Promise.all(
    [
      'admin@demo.test',
      'manager@demo.test',
      'user@demo.test',
      'readonly@demo.test',
      'trial@demo.test',
      'admin@evergreen.demo.test',
    ].map((e) => api.login(e)),
  )) as [Session, Session, Session, Session, Session, Session];
  const bf: Loc[] = await api.db
    .selectFrom('locations')
    .select(['id', 'name', 'google_place_id', 'open_status'])
    .where('account_id', '=', admin.account_id)
    .orderBy('id')
    .execute();
  const firstOf = async (accountId: number) =>
    (
      await api.db
        .selectFrom('locations')
        .select('id')
        .where('account_id', '=', accountId)
        .executeTakeFirstOrThrow()
    ).id;
  const evergreenLoc = await firstOf(evergreen.account_id);
  const trialLoc = await firstOf(trial.account_id);
  return { api, admin, manager, user, readonly, trial, evergreen, bf, evergreenLoc, trialLoc };
}

/** Blue Fern's location named `Blue Fern Bistro - {label}`. */
export const byName = (bf: Loc[], label: string) =>
  bf.find((l) => l.name === `Blue Fern Bistro - ${label}`)!;

// biome-ignore lint/suspicious/noExplicitAny: response bodies are read loosely in tests
export async function json<T = any>(res: Response | Promise<Response>): Promise<T> {
  return (await (await res).json()) as T;
}

/** A PNG of noise (so it does not compress below the 10240-byte minimum), built with zlib. */
export function noisePng(width: number, height: number, seed = 1): Buffer {
  let s = seed;
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let i = 0; i < raw.length; i++) {
    if (i % (width * 3 + 1) === 0) continue; // filter byte 0
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
  ihdr[8] = 8;
  ihdr[9] = 2;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A PNG's width and height, read from its header. */
export const pngSize = (b: Buffer) => ({ width: b.readUInt32BE(16), height: b.readUInt32BE(20) });

/** POST /api/upload of a PNG as `session`, over HTTP. */
export function uploadPhoto(
  api: TestApi,
  session: Session,
  bytes: Buffer,
  name = 'photo.png',
  query = '',
) {
  const form = new FormData();
  form.set('file_upload', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), name);
  return fetch(`${api.baseUrl}/api/upload${query.replace(/^&/, '?')}`, {
    method: 'POST',
    headers: { authorization: basicAuth(session) },
    body: form,
  });
}
