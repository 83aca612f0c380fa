/**
 * `Basic base64(email:token)` without Node's Buffer: the text is encoded as
 * UTF-8 bytes first, so non-ASCII e-mails survive `btoa`.
 */
export function encodeBasicAuth(email: string, token: string): string {
  return `Basic ${encodeBase64(`${email}:${token}`)}`;
}

/** Base64 of the UTF-8 bytes of `text` (browsers and Node 16+). */
export function encodeBase64(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}
