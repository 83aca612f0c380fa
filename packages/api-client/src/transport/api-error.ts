import { DEFAULT_ERROR_MESSAGE, readServerMessage } from './error-message';

export type ApiErrorInit = {
  /** HTTP status; 0 when no response arrived (network failure). */
  status: number;
  /** The parsed response body (JSON when it was JSON, else text), or null. */
  body: unknown;
  /** The caller's own message, used when the server gave none. */
  fallback?: string | undefined;
  method?: string | undefined;
  url?: string | undefined;
  cause?: unknown;
};

/**
 * A failed call. `message` follows spec 1 section 8: the server's `error` (or
 * `Message`) field, else the caller's fallback text, else
 * 'An error occurred while performing this action.'.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;
  /** The server's own message, or null when it sent none. */
  readonly serverMessage: string | null;
  /** The server's machine-readable name for the error (`CAMPAIGN_NOT_DRAFT`), or null. */
  readonly code: string | null;
  readonly method: string | undefined;
  readonly url: string | undefined;

  constructor(init: ApiErrorInit) {
    const serverMessage = readServerMessage(init.body);
    super(serverMessage ?? init.fallback ?? DEFAULT_ERROR_MESSAGE, { cause: init.cause });
    this.name = 'ApiError';
    this.status = init.status;
    this.body = init.body;
    this.serverMessage = serverMessage;
    const code = (init.body as { code?: unknown } | null)?.code;
    this.code = typeof code === 'string' ? code : null;
    this.method = init.method;
    this.url = init.url;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/**
 * The text a UI shows for a failed call: the server's message, else
 * `fallback`, else the error's own message (ApiError) or the default text.
 */
export function errorMessage(err: unknown, fallback?: string): string {
  if (err instanceof ApiError) return err.serverMessage ?? fallback ?? err.message;
  return fallback ?? DEFAULT_ERROR_MESSAGE;
}
