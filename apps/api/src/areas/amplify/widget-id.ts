import { randomBytes } from 'node:crypto';

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

export const isWidgetId = (value: string | undefined): value is string =>
  value !== undefined && WIDGET_ID_PATTERN.test(value);
