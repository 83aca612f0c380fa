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
