import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { signId, verifyId } from '../../db/signing';
import type { AppEnv } from '../../http/context';
import type { RequestBrand } from './compose-request';
import { messageBody, requestPage } from './render-request-page';
import type { RequestTarget } from './resolve-request-target';

// How a public request page is written (its own CSP; the not-found and refusal pages) and what
// it reads back: its form's fields and the signed token of the answer it stored.

const PLAIN_BRAND: RequestBrand = {
  business_name: 'Plaudit',
  location_name: 'Plaudit',
  color: '#1f2a44',
  logo: null,
};

/** Writes a page with its own CSP: nothing but this page's nonce-bearing style and script. */
export function send(
  c: Context<AppEnv>,
  status: 200 | 400 | 404,
  render: (nonce: string) => ReturnType<typeof requestPage>,
) {
  const nonce = randomBytes(16).toString('base64');
  c.header(
    'content-security-policy',
    `default-src 'none'; style-src 'nonce-${nonce}'; script-src 'nonce-${nonce}'; img-src 'self' https: data:; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`,
  );
  c.header('x-content-type-options', 'nosniff');
  c.header('x-frame-options', 'DENY');
  c.header('referrer-policy', 'no-referrer');
  c.header('cache-control', 'no-store');
  return c.html(render(nonce), status);
}

/** The page of a link that leads nowhere (404), in Plaudit's plain brand. */
export const notFoundPage = (c: Context<AppEnv>) =>
  send(c, 404, (nonce) =>
    requestPage({
      title: 'Link not found',
      brand: PLAIN_BRAND,
      nonce,
      body: messageBody(
        'This link does not work',
        'The page may have moved, or the link was not copied whole. Please check the link you were sent.',
      ),
    }),
  );

/** A 400 page in the request's brand: nothing was stored. */
export const refuse = (c: Context<AppEnv>, t: RequestTarget, heading: string, text: string) =>
  send(c, 400, (nonce) =>
    requestPage({ title: heading, brand: t.brand, nonce, body: messageBody(heading, text) }),
  );

/** The answer's id and its signature: the thanks page and the comment form carry it. */
export const responseToken = async (c: Context<AppEnv>, id: number) =>
  `${id.toString(36)}.${await signId(c.var.deps.db, 'request-response', id)}`;

export async function readResponseToken(c: Context<AppEnv>, token: string): Promise<number | null> {
  const m = /^([0-9a-z]{1,8})\.([A-Za-z0-9_-]{22})$/.exec(token);
  if (!m) return null;
  const id = Number.parseInt(m[1]!, 36);
  return (await verifyId(c.var.deps.db, 'request-response', id, m[2]!)) ? id : null;
}

/** A form's text fields; a field sent twice, or as a file, reads as absent. */
export const readForm = async (c: Context<AppEnv>) => {
  const form = await c.req.parseBody({ all: true }).catch(() => ({}) as Record<string, unknown>);
  const text = (name: string) => (typeof form[name] === 'string' ? (form[name] as string) : '');
  return text;
};
