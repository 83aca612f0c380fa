import { type QueryParams, toQueryString } from '../schemas/query';
import { ApiError } from './api-error';
import { encodeBasicAuth } from './encode-basic-auth';
import { normalizeList, type Page } from './normalize-list';
import { type ResponseType, readBody } from './read-body';

/**
 * What calls are signed with: a session's e-mail and token (`Authorization: Basic`, the
 * default), or, with `scheme: 'bearer'`, a partner app's OAuth access token
 * (`Authorization: Bearer`; `email` is then only informative and may be '').
 *
 * `accountId` (bearer only): a partner app acting in one of the partner's child accounts. Every
 * signed call then carries `account_id=<accountId>` in its query (unless the call names an
 * `account_id` itself), and the server answers as the user's shadow session into that child would.
 */
export type Credentials = {
  email: string;
  token: string;
  scheme?: 'basic' | 'bearer';
  accountId?: number;
};

/** Where a partner administrator allows an origin: the console's Partner Apps settings. */
export const PARTNER_ORIGINS_CONSOLE_PATH = '/settings/partner-apps';

/**
 * Why a call to `url` from this page got no answer, when it went to another origin: browsers
 * hide a CORS refusal from scripts (a TypeError, status 0), so this names the page's origin and
 * where a partner administrator allows it. Null for a same-origin call or outside a browser.
 */
export function crossOriginFailureMessage(
  url: string,
  pageOrigin: string | undefined = globalThis.location?.origin,
): string | null {
  if (!pageOrigin || pageOrigin === 'null') return null;
  let apiOrigin: string;
  try {
    apiOrigin = new URL(url, pageOrigin).origin;
  } catch {
    return null;
  }
  if (apiOrigin === pageOrigin) return null;
  return (
    `No answer from the Plaudit API at ${apiOrigin}. If it is up, this page's origin ` +
    `(${pageOrigin}) is probably not an allowed origin: a partner administrator adds it in the ` +
    `Plaudit console under Settings, Partner Apps, Allowed origins ` +
    `(${apiOrigin}${PARTNER_ORIGINS_CONSOLE_PATH}).`
  );
}

/** Base URLs whose cross-origin failure was already written to the console (once each). */
const warnedOrigins = new Set<string>();

/** Credentials of an OAuth access token (from /oauth/authorize and POST /oauth/token). */
export const bearerCredentials = (accessToken: string, email = ''): Credentials => ({
  email,
  token: accessToken,
  scheme: 'bearer',
});

/** The `Authorization` header of credentials. */
export const authorizationHeader = (credentials: Credentials): string =>
  credentials.scheme === 'bearer'
    ? `Bearer ${credentials.token}`
    : encodeBasicAuth(credentials.email, credentials.token);
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

export const DEFAULT_CLIENT_NAME = '@plaudit/api-client';
export const ACCEPT_HEADER = 'application/hal+json; version=1';

export type ClientOptions = {
  /** The API root, absolute (`https://host/api`) or, in browsers, relative (`/api`). */
  baseUrl: string;
  credentials?: Credentials | null;
  /** A partner app's OAuth access token: shorthand for `credentials: bearerCredentials(token)`. */
  accessToken?: string | null;
  /** Sent as `X-Plaudit-Client`; defaults to '@plaudit/api-client'. */
  clientName?: string;
  /** Called on a 401 answer (the app logs out). The call still rejects. */
  onUnauthorized?: (error: ApiError) => void;
  /** Called on a 402 answer (the account is inactive). The call still rejects. */
  onInactive?: (error: ApiError) => void;
  /** A fetch implementation; defaults to the global fetch at call time. */
  fetch?: FetchLike;
  /**
   * Awaited before each signed call (not `anonymous`): where a session renews an access token
   * that is about to expire. The call is then signed with the credentials current afterwards.
   */
  beforeRequest?: () => Promise<void> | void;
  /**
   * On a 401 to a signed call, with the credentials it was sent with: resolve true when the
   * credentials were renewed (an OAuth refresh, possibly shared with other calls) and the call
   * is sent once more; false, and the 401 stands (`onUnauthorized` runs when those credentials
   * are still the current ones).
   */
  renewCredentials?: (error: ApiError, sentWith: Credentials) => Promise<boolean>;
};

export type RequestOptions = {
  query?: QueryParams | undefined;
  /** JSON-encoded unless it is FormData, Blob, URLSearchParams or a string. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** The caller's message, used when the server sends none (spec 1 section 8). */
  errorMessage?: string;
  /** Send no credentials and skip onUnauthorized/onInactive (used by login). */
  anonymous?: boolean;
  /** How to read a successful body; JSON by default. */
  responseType?: ResponseType;
};

/** Options of a resource call (everything but the query and body it builds itself). */
export type CallOptions = Omit<RequestOptions, 'query' | 'body'>;

export interface Client {
  readonly baseUrl: string;
  request<T = unknown>(method: HttpMethod, path: string, options?: RequestOptions): Promise<T>;
  get<T = unknown>(path: string, options?: Omit<RequestOptions, 'body'>): Promise<T>;
  post<T = unknown>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  put<T = unknown>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  /** Sent as POST with `X-HTTP-Method-Override: PATCH`. */
  patch<T = unknown>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  delete<T = unknown>(path: string, options?: RequestOptions): Promise<T>;
  /** GET a HAL list and normalise it to `{ items, paging }`. */
  list<T>(
    path: string,
    collectionKey: string,
    query?: QueryParams,
    options?: CallOptions,
  ): Promise<Page<T>>;
  setCredentials(credentials: Credentials | null): void;
  getCredentials(): Credentials | null;
}

const isRawBody = (body: unknown) =>
  typeof body === 'string' ||
  (typeof FormData !== 'undefined' && body instanceof FormData) ||
  (typeof Blob !== 'undefined' && body instanceof Blob) ||
  (typeof URLSearchParams !== 'undefined' && body instanceof URLSearchParams);

const isAbort = (err: unknown) =>
  typeof err === 'object' && err !== null && (err as { name?: unknown }).name === 'AbortError';

/**
 * Creates a transport for the Plaudit API: it signs every call (Basic e-mail and session token,
 * or Bearer with an app's access token), sends `X-Plaudit-Client` and the API version, and turns
 * failures into `ApiError`s. Requests have no time-out; pass an `AbortSignal` to cancel one.
 * Pass it to the standalone calls (`listReviews(client, query)`) or to `createPlauditApi`.
 *
 * @example
 * ```ts
 * import { createClient, listReviews } from '@plaudit/api-client';
 *
 * const client = createClient({
 *   baseUrl: 'https://app.plaudit.example/api',
 *   accessToken: tokens.accessToken, // from handleOAuthCallback()
 *   clientName: 'my-partner-app',
 *   onUnauthorized: () => signOut(),
 * });
 * const { items, paging } = await listReviews(client, { per_page: 25 });
 * ```
 */
export function createClient(options: ClientOptions): Client {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const clientName = options.clientName ?? DEFAULT_CLIENT_NAME;
  let credentials: Credentials | null =
    options.credentials ?? (options.accessToken ? bearerCredentials(options.accessToken) : null);
  const doFetch: FetchLike = (input, init) =>
    options.fetch ? options.fetch.call(globalThis, input, init) : globalThis.fetch(input, init);

  function buildHeaders(method: HttpMethod, opts: RequestOptions, hasJsonBody: boolean) {
    const headers: Record<string, string> = {
      Accept: ACCEPT_HEADER,
      'X-Plaudit-Client': clientName,
    };
    if (credentials && !opts.anonymous) headers.Authorization = authorizationHeader(credentials);
    if (hasJsonBody) headers['Content-Type'] = 'application/json';
    if (method === 'PATCH') headers['X-HTTP-Method-Override'] = 'PATCH';
    return { ...headers, ...opts.headers };
  }

  /** The call's query, with the child account a bearer session acts in (unless it names one). */
  function queryOf(opts: RequestOptions): QueryParams | undefined {
    const accountId = opts.anonymous ? undefined : credentials?.accountId;
    if (accountId === undefined || credentials?.scheme !== 'bearer') return opts.query;
    if (opts.query && opts.query.account_id !== undefined) return opts.query;
    return { ...opts.query, account_id: accountId };
  }

  async function request<T>(
    method: HttpMethod,
    path: string,
    opts: RequestOptions = {},
    retried = false,
  ): Promise<T> {
    if (!opts.anonymous && options.beforeRequest) await options.beforeRequest();
    const url = `${baseUrl}${path.startsWith('/') ? path : `/${path}`}${toQueryString(queryOf(opts))}`;
    const hasBody = opts.body !== undefined;
    const raw = hasBody && isRawBody(opts.body);
    const init: RequestInit = {
      method: method === 'PATCH' ? 'POST' : method,
      headers: buildHeaders(method, opts, hasBody && !raw),
    };
    if (hasBody) init.body = raw ? (opts.body as BodyInit) : JSON.stringify(opts.body);
    if (opts.signal) init.signal = opts.signal;

    // The credentials this call was sent with: a 401 for credentials the client no longer
    // uses (the user left a child account or signed in again meanwhile) ends nothing.
    const sentWith = credentials;
    let response: Response;
    try {
      response = await doFetch(url, init);
    } catch (cause) {
      if (isAbort(cause)) throw cause;
      // A TypeError from fetch is what a CORS refusal looks like to a script (and a network down).
      const explanation =
        (cause as { name?: unknown } | null)?.name === 'TypeError'
          ? crossOriginFailureMessage(url)
          : null;
      if (explanation && !warnedOrigins.has(baseUrl)) {
        warnedOrigins.add(baseUrl);
        console.warn(`@plaudit/api-client: ${explanation}`);
      }
      throw new ApiError({
        status: 0,
        body: null,
        fallback: opts.errorMessage,
        explanation,
        method,
        url,
        cause,
      });
    }
    if (response.ok) return (await readBody(response, opts.responseType)) as T;

    const body = (await readBody(response).catch(() => null)) ?? null;
    const error = new ApiError({
      status: response.status,
      body,
      fallback: opts.errorMessage,
      method,
      url,
    });
    if (!opts.anonymous && response.status === 401) {
      if (!retried && sentWith && options.renewCredentials) {
        if (await options.renewCredentials(error, sentWith))
          return request<T>(method, path, opts, true);
      }
      if (sentWith === credentials) options.onUnauthorized?.(error);
    }
    if (!opts.anonymous && response.status === 402) options.onInactive?.(error);
    throw error;
  }

  return {
    baseUrl,
    request,
    get: (path, opts) => request('GET', path, opts),
    post: (path, body, opts) => request('POST', path, { ...opts, body }),
    put: (path, body, opts) => request('PUT', path, { ...opts, body }),
    patch: (path, body, opts) => request('PATCH', path, { ...opts, body }),
    delete: (path, opts) => request('DELETE', path, opts),
    list: async <T>(path: string, key: string, query?: QueryParams, opts?: CallOptions) =>
      normalizeList<T>(await request('GET', path, { ...opts, query }), key),
    setCredentials: (next) => {
      credentials = next;
    },
    getCredentials: () => credentials,
  };
}
