import { randomBytes } from 'node:crypto';
import * as v from 'valibot';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
/** 'wgt_' + 22 base62 characters: about 131 bits of randomness. */
export const WIDGET_ID_PATTERN = /^wgt_[0-9A-Za-z]{22}$/;

/** A new opaque widget id from the system's CSPRNG (rejection sampling: no modulo bias). */
export function newWidgetId(): string {
  let out = 'wgt_';
  while (out.length < 26) {
    for (const byte of randomBytes(32)) {
      // 248 = 4 * 62: bytes at or above it would favour the first characters.
      if (byte < 248) out += BASE62[byte % 62];
      if (out.length === 26) break;
    }
  }
  return out;
}

/** A widget id in a path (`/amplify/widgets/{id}`, `/public/widgets/{id}`): the document's schema. */
export const widgetIdParam = v.pipe(
  v.string(),
  v.regex(WIDGET_ID_PATTERN, "id must be a widget id ('wgt_' and 22 letters or digits)"),
);

export const isWidgetId = (value: string | undefined): value is string =>
  value !== undefined && v.is(widgetIdParam, value);
