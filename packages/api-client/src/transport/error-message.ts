/** Spec 1 section 8: shown when neither the server nor the caller has a message. */
export const DEFAULT_ERROR_MESSAGE = 'An error occurred while performing this action.';

/** The server's message in an error body: its `error` field, else its `Message` field. */
export function readServerMessage(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const record = body as Record<string, unknown>;
  for (const key of ['error', 'Message']) {
    const value = record[key];
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return null;
}
