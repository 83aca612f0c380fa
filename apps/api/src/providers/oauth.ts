import type { OauthProvider } from '@plaudit/api-client/schemas';

/**
 * The OAuth 2 authorization-code clients of the review sites, configured by environment.
 * Without a client id a provider is the app's own sandbox (a consent page and token
 * endpoint under /api/oauth/sandbox/{provider}), so connecting works locally.
 */
export type OauthClientConfig = {
  provider: OauthProvider;
  /** null: the sandbox. */
  clientId: string | null;
  clientSecret: string | null;
  authorizeUrl: string;
  tokenUrl: string;
  scope: string;
  /** Trustpilot sends the client credentials as HTTP basic auth; the others in the form. */
  basicAuth: boolean;
  extraAuthorizeParams: Record<string, string>;
  /** How the token endpoint is called (default: fetch; the sandbox's is this server's own, in-process). */
  fetch?: typeof fetch;
};

export type OauthTokens = {
  access_token: string;
  refresh_token: string | null;
  /** Seconds; null when the provider says nothing (the token does not expire). */
  expires_in: number | null;
  scope: string | null;
};

const DEFAULTS: Record<
  OauthProvider,
  Omit<OauthClientConfig, 'provider' | 'clientId' | 'clientSecret'> & {
    env: [id: string, secret: string];
  }
> = {
  google: {
    env: ['GOOGLE_OAUTH_CLIENT_ID', 'GOOGLE_OAUTH_CLIENT_SECRET'],
    authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
    tokenUrl: 'https://oauth2.googleapis.com/token',
    scope: 'https://www.googleapis.com/auth/business.manage',
    basicAuth: false,
    // A refresh token, asked for every time.
    extraAuthorizeParams: { access_type: 'offline', prompt: 'consent' },
  },
  facebook: {
    env: ['FACEBOOK_APP_ID', 'FACEBOOK_APP_SECRET'],
    authorizeUrl: 'https://www.facebook.com/v19.0/dialog/oauth',
    tokenUrl: 'https://graph.facebook.com/v19.0/oauth/access_token',
    scope: 'pages_show_list,pages_read_user_content,pages_manage_engagement',
    basicAuth: false,
    extraAuthorizeParams: {},
  },
  trustpilot: {
    env: ['TRUSTPILOT_API_KEY', 'TRUSTPILOT_API_SECRET'],
    authorizeUrl: 'https://authenticate.trustpilot.com',
    tokenUrl:
      'https://api.trustpilot.com/v1/oauth/oauth-business-users-for-applications/accesstoken',
    scope: '',
    basicAuth: true,
    extraAuthorizeParams: {},
  },
};

/** The provider's client: the real one when its id and secret are set, the sandbox otherwise. */
export function oauthClientConfig(
  provider: OauthProvider,
  env: NodeJS.ProcessEnv = process.env,
): OauthClientConfig {
  const d = DEFAULTS[provider];
  const clientId = env[d.env[0]] || null;
  const clientSecret = env[d.env[1]] || null;
  const upper = provider.toUpperCase();
  return {
    provider,
    clientId: clientId && clientSecret ? clientId : null,
    clientSecret: clientId && clientSecret ? clientSecret : null,
    authorizeUrl: env[`${upper}_OAUTH_AUTHORIZE_URL`] || d.authorizeUrl,
    tokenUrl: env[`${upper}_OAUTH_TOKEN_URL`] || d.tokenUrl,
    scope: d.scope,
    basicAuth: d.basicAuth,
    extraAuthorizeParams: d.extraAuthorizeParams,
  };
}

/** The consent page URL (RFC 6749 section 4.1.1 with PKCE, RFC 7636). */
export function authorizeUrl(
  config: OauthClientConfig,
  p: { redirectUri: string; state: string; codeChallenge: string },
): string {
  const url = new URL(config.authorizeUrl);
  const params: Record<string, string> = {
    client_id: config.clientId ?? 'plaudit-sandbox',
    redirect_uri: p.redirectUri,
    response_type: 'code',
    state: p.state,
    code_challenge: p.codeChallenge,
    code_challenge_method: 'S256',
    ...(config.scope ? { scope: config.scope } : {}),
    ...config.extraAuthorizeParams,
  };
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  return url.toString();
}

/**
 * Exchanges the code for tokens at the provider's token endpoint (RFC 6749 section 4.1.3).
 */
export function exchangeCode(
  config: OauthClientConfig,
  p: { code: string; codeVerifier: string; redirectUri: string },
): Promise<OauthTokens> {
  return requestTokens(
    config,
    new URLSearchParams({
      grant_type: 'authorization_code',
      code: p.code,
      redirect_uri: p.redirectUri,
      code_verifier: p.codeVerifier,
    }),
    'refused the code',
  );
}

/** A new access token for a refresh token (RFC 6749 section 6); Google's last an hour. */
export function refreshAccessToken(
  config: OauthClientConfig,
  refreshToken: string,
): Promise<OauthTokens> {
  return requestTokens(
    config,
    new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken }),
    'refused the refresh token',
  );
}

/**
 * A form POST to the token endpoint; the answer is JSON with access_token, expires_in
 * (Trustpilot sends it as a string), refresh_token and scope. Errors answer
 * `{error, error_description}` (Facebook: `{error: {message}}`).
 */
async function requestTokens(
  config: OauthClientConfig,
  form: URLSearchParams,
  refused: string,
): Promise<OauthTokens> {
  const headers: Record<string, string> = {
    'content-type': 'application/x-www-form-urlencoded',
    accept: 'application/json',
  };
  if (config.basicAuth)
    headers.authorization = `Basic ${Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64')}`;
  else {
    form.set('client_id', config.clientId ?? '');
    form.set('client_secret', config.clientSecret ?? '');
  }
  const res = await (config.fetch ?? fetch)(config.tokenUrl, {
    method: 'POST',
    headers,
    body: form,
    signal: AbortSignal.timeout(15_000),
  });
  const body = (await res.json().catch(() => null)) as Record<string, unknown> | null;
  if (!res.ok || !body || typeof body.access_token !== 'string') {
    const err = body?.error;
    const reason =
      typeof err === 'object' && err && 'message' in err
        ? String((err as { message: unknown }).message)
        : typeof body?.error_description === 'string'
          ? body.error_description
          : typeof err === 'string'
            ? err
            : `status ${res.status}`;
    throw new Error(`The ${config.provider} token endpoint ${refused}: ${reason}`);
  }
  const expires = Number(body.expires_in);
  return {
    access_token: body.access_token,
    refresh_token: typeof body.refresh_token === 'string' ? body.refresh_token : null,
    expires_in: Number.isFinite(expires) && expires > 0 ? expires : null,
    scope: typeof body.scope === 'string' ? body.scope : null,
  };
}
