import { type QueryParams, toQueryString } from '../schemas/query';
import { ApiError } from './api-error';
import { encodeBasicAuth } from './encode-basic-auth';
import { normalizeList, type Page } from './normalize-list';
import { type ResponseType, readBody } from './read-body';

/**
 * What calls are signed with: a session's e-mail and token (`Authorization: Basic`, the
 * default), or, with `scheme: 'bearer'`, a partner app's OAuth access token
 * (`Authorization: Bearer`; `email` is then only informative and may be '').
 */
export type Credentials = { email: string; token: string; scheme?: 'basic' | 'bearer' };

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

/** Creates a transport for the Plaudit API. Requests have no time-out. */
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

  async function request<T>(
    method: HttpMethod,
    path: string,
    opts: RequestOptions = {},
  ): Promise<T> {
    const url = `${baseUrl}${path.startsWith('/') ? path : `/${path}`}${toQueryString(opts.query)}`;
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
      throw new ApiError({
        status: 0,
        body: null,
        fallback: opts.errorMessage,
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
    if (!opts.anonymous && response.status === 401 && sentWith === credentials)
      options.onUnauthorized?.(error);
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
