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
  /**
   * For a call that got no answer (status 0): what the client can tell about why, for example
   * that the page's origin is probably not allowed to call the API (browsers hide a CORS refusal).
   */
  explanation?: string | null | undefined;
};

/**
 * A failed call. `message` follows spec 1 section 8: the server's `error` (or
 * `Message`) field, else (no answer) the client's explanation, else the caller's fallback
 * text, else 'An error occurred while performing this action.'.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;
  /** The server's own message, or null when it sent none. */
  readonly serverMessage: string | null;
  /** The server's machine-readable name for the error (`CAMPAIGN_NOT_DRAFT`), or null. */
  readonly code: string | null;
  /** Why a call without an answer (status 0) probably failed, when the client can tell; else null. */
  readonly explanation: string | null;
  readonly method: string | undefined;
  readonly url: string | undefined;

  constructor(init: ApiErrorInit) {
    const serverMessage = readServerMessage(init.body);
    const explanation = init.explanation ?? null;
    super(serverMessage ?? explanation ?? init.fallback ?? DEFAULT_ERROR_MESSAGE, {
      cause: init.cause,
    });
    this.explanation = explanation;
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

/** Whether a caught value is an `ApiError` (a failed call of this client), narrowing its type. */
export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/**
 * The text a UI shows for a failed call: the server's message, else the client's explanation
 * of a call without an answer (a probable CORS refusal names the origin to allow), else
 * `fallback`, else the error's own message (ApiError) or the default text.
 */
export function errorMessage(err: unknown, fallback?: string): string {
  if (err instanceof ApiError)
    return err.serverMessage ?? err.explanation ?? fallback ?? err.message;
  return fallback ?? DEFAULT_ERROR_MESSAGE;
}
