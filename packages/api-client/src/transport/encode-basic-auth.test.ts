import { afterEach, describe, expect, it } from 'vitest';
import { encodeBase64, encodeBasicAuth } from './encode-basic-auth';

const realBuffer = globalThis.Buffer;
afterEach(() => {
  globalThis.Buffer = realBuffer;
});

describe('encodeBasicAuth', () => {
  it('works without Buffer (browsers) and encodes UTF-8 bytes', () => {
    // @ts-expect-error: simulate a browser, where Buffer does not exist
    delete globalThis.Buffer;
    expect(typeof globalThis.Buffer).toBe('undefined');
    expect(encodeBasicAuth('a@b.test', 'tok')).toBe('Basic YUBiLnRlc3Q6dG9r');
    // 'é' is two UTF-8 bytes (c3 a9); btoa on the raw string would throw or differ.
    expect(encodeBase64('é')).toBe('w6k=');
    expect(encodeBase64('zoë@démo.test:t')).toBe(
      realBuffer.from('zoë@démo.test:t', 'utf8').toString('base64'),
    );
  });
});
