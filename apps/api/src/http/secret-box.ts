import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/open-database';
import { signingKey } from '../db/signing';

/**
 * Secrets the server must read back (webhook signing secrets, OAuth tokens) are kept
 * encrypted with AES-256-GCM under a key derived from the server's signing key
 * (PLAUDIT_SIGNING_SECRET in production), so a copy of the table alone reveals nothing.
 * Stored as `v1.{iv}.{tag}.{ciphertext}`, base64url.
 */
async function boxKey(db: Db): Promise<Buffer> {
  return createHash('sha256')
    .update(`secret-box|${await signingKey(db)}`)
    .digest();
}

export async function sealSecret(db: Db, plain: string): Promise<string> {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', await boxKey(db), iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  const parts = [iv, cipher.getAuthTag(), data].map((b) => b.toString('base64url'));
  return `v1.${parts.join('.')}`;
}

export async function openSecret(db: Db, sealed: string): Promise<string> {
  const [v, iv, tag, data] = sealed.split('.');
  if (v !== 'v1' || !iv || !tag || data === undefined) throw new Error('unknown secret format');
  const decipher = createDecipheriv('aes-256-gcm', await boxKey(db), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([
    decipher.update(Buffer.from(data, 'base64url')),
    decipher.final(),
  ]).toString('utf8');
}
