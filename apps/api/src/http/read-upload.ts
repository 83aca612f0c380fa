import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from './context';
import { badRequest, HttpError } from './errors';

/**
 * The middleware of an upload route: bodies over `maxSize` are cut off early (413 with
 * `message`), and when the route answers an error (auth, permission, validation) before
 * reading the whole body, the rest is read so the client sees the answer rather than a reset
 * connection. (Errors become answers before they reach this middleware: look at the status.)
 */
export function uploadGuards(
  maxSize: number,
  message: string,
): [MiddlewareHandler<AppEnv>, MiddlewareHandler<AppEnv>] {
  return [
    bodyLimit({
      maxSize,
      onError: () => {
        throw new HttpError(413, message);
      },
    }),
    async (c, next) => {
      await next();
      // The body may be half-read by a failed form parse (its stream locked): then there is
      // nothing left to drain here.
      if (c.res.status >= 400 && c.req.raw.body && !c.req.raw.bodyUsed && !c.req.raw.body.locked)
        await c.req.arrayBuffer().catch(() => undefined);
    },
  ];
}

/** The file in multipart field `field`: 400 with `notForm` when the body is not such a form. */
export async function readUploadedFile(
  c: Context<AppEnv>,
  field: string,
  notForm: string,
): Promise<File> {
  let form: Record<string, unknown>;
  try {
    form = await c.req.parseBody();
  } catch {
    throw badRequest(notForm);
  }
  const file = form[field];
  if (!(file instanceof File)) throw badRequest(`${field} is required`);
  return file;
}

/** A CSV uploaded as multipart field `file`: its name and text (400 when too large or not text). */
export async function readUploadedCsv(
  c: Context<AppEnv>,
  maxBytes: number,
  tooLarge: string,
): Promise<{ name: string; text: string }> {
  const file = await readUploadedFile(
    c,
    'file',
    'Send the CSV as a multipart form with the field file',
  );
  if (file.size > maxBytes) throw badRequest(tooLarge);
  const text = await file.text();
  if (text.includes('\u0000')) throw badRequest('The file is not a CSV.');
  return { name: file.name, text };
}
