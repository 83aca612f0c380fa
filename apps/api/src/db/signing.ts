import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from './open-database';

/**
 * HMAC signatures for links that work without a login (export downloads,
 * unsubscribe links in e-mails). The key is env PLAUDIT_SIGNING_SECRET, or a
 * random key kept in the database so that every server process shares it.
 */
const keys = new WeakMap<Db, Promise<string>>();

async function loadKey(db: Db): Promise<string> {
  const fromEnv = process.env.PLAUDIT_SIGNING_SECRET;
  if (fromEnv) return fromEnv;
  await db
    .insertInto('signing_keys')
    .values({ name: 'links', secret: randomBytes(32).toString('base64url') })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('signing_keys')
    .select('secret')
    .where('name', '=', 'links')
    .executeTakeFirstOrThrow();
  return row.secret;
}

export function signingKey(db: Db): Promise<string> {
  let key = keys.get(db);
  if (!key) {
    key = loadKey(db);
    key.catch(() => keys.delete(db));
    keys.set(db, key);
  }
  return key;
}

const mac = (key: string, message: string) =>
  createHmac('sha256', key).update(message).digest('base64url');

/** A token for `purpose` that expires at `expiresAt` (ms since epoch). */
export async function signToken(db: Db, purpose: string, expiresAt: number): Promise<string> {
  const exp = Math.floor(expiresAt / 1000).toString(36);
  return `${exp}.${mac(await signingKey(db), `${purpose}|${exp}`)}`;
}

/** True when `token` was signed for `purpose` and has not expired. */
export async function verifyToken(db: Db, purpose: string, token: string): Promise<boolean> {
  const m = /^([0-9a-z]{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!m) return false;
  const [, exp, sig] = m as unknown as [string, string, string];
  if (Number.parseInt(exp, 36) * 1000 < Date.now()) return false;
  const expected = Buffer.from(mac(await signingKey(db), `${purpose}|${exp}`));
  const given = Buffer.from(sig);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** A short signature (22 characters, 132 bits) binding `id` to `purpose`: links that never expire. */
export async function signId(db: Db, purpose: string, id: number): Promise<string> {
  return mac(await signingKey(db), `${purpose}|${id}`).slice(0, 22);
}

/** True when `signature` is signId(purpose, id). */
export async function verifyId(
  db: Db,
  purpose: string,
  id: number,
  signature: string,
): Promise<boolean> {
  const expected = Buffer.from(await signId(db, purpose, id));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
