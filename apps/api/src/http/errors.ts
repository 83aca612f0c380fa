/** An error that becomes a JSON `{error}` response with its status. */
export class HttpError extends Error {
  constructor(
    readonly status: 400 | 401 | 402 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 500 | 502 | 503,
    message: string,
    readonly details?: { path: string; message: string }[],
    /** A machine-readable name clients act on (`CAMPAIGN_NOT_DRAFT`), answered as `code`. */
    readonly code?: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, details?: { path: string; message: string }[]) =>
  new HttpError(400, message, details);
export const unauthorized = (message = 'Invalid email or token') => new HttpError(401, message);
export const paymentRequired = (
  message = 'This account is inactive. Please update your billing information.',
) => new HttpError(402, message);
export const forbidden = (message = 'You do not have permission to perform this action.') =>
  new HttpError(403, message);
export const notFound = (what = 'Record') => new HttpError(404, `${what} not found`);
export const conflict = (message: string) => new HttpError(409, message);

/**
 * Errors that are the request's fault even though no validation caught them:
 * the database refusing the data (PostgreSQL class 22, data exceptions, and
 * constraint violations after a race) and a URL that does not decode.
 */
export function clientErrorOf(err: unknown): { status: 400 | 409; message: string } | null {
  if (err instanceof URIError) return { status: 400, message: 'The URL is not valid' };
  const code = (err as { code?: unknown }).code;
  if (typeof code !== 'string') return null;
  if (code === '23505')
    return { status: 409, message: 'A record with these values already exists' };
  if (code === '23503' || code === '23514' || code.startsWith('22'))
    return { status: 400, message: 'The request refers to data that is not valid' };
  return null;
}
