/**
 * How a call reads a successful answer: parsed JSON (the default), text, a Blob, or `stream`:
 * the `Response` itself, its body unread (server-sent events read as they arrive).
 */
export type ResponseType = 'json' | 'text' | 'blob' | 'stream';

/**
 * Reads a response body: empty (204, 205 or zero length) is undefined, JSON
 * is parsed, anything else is returned as text (or a Blob when asked).
 */
export async function readBody(response: Response, type: ResponseType = 'json'): Promise<unknown> {
  if (response.status === 204 || response.status === 205) return undefined;
  if (type === 'stream' && response.ok) return response;
  if (type === 'blob' && response.ok) return response.blob();
  const text = await response.text();
  if (type === 'text' && response.ok) return text;
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
