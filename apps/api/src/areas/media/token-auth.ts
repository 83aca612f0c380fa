import type { MiddlewareHandler } from 'hono';
import { loadAuth, readBasicAuth } from '../../http/authenticate';
import type { AppEnv } from '../../http/context';
import { paymentRequired, unauthorized } from '../../http/errors';

/**
 * Basic auth, or the session token in the `auth_token` query parameter (for
 * calls a browser makes without headers: form uploads, EventSource).
 */
export function authenticateTokenOrBasic(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const creds = readBasicAuth(c.req.header('authorization'));
    const token = creds?.token ?? c.req.query('auth_token');
    if (!token) throw unauthorized('Authentication required');
    const auth = await loadAuth(c.var.deps.db, token);
    if (!auth || (creds && auth.email.toLowerCase() !== creds.email.toLowerCase()))
      throw unauthorized();
    if (!auth.accountActive) throw paymentRequired();
    c.set('auth', auth);
    await next();
  };
}
