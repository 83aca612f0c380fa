import type { MiddlewareHandler } from 'hono';
import { loadAuth, loadBearerAuth, readBasicAuth, readBearer } from '../../http/authenticate';
import type { AppEnv } from '../../http/context';
import { paymentRequired, unauthorized } from '../../http/errors';

/**
 * Basic auth, a partner app's Bearer access token, or either token in the `auth_token` query
 * parameter (for calls a browser makes without headers: form uploads, EventSource).
 */
export function authenticateTokenOrBasic(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const header = c.req.header('authorization');
    const bearer = readBearer(header);
    const creds = bearer ? null : readBasicAuth(header);
    const token = bearer ?? creds?.token ?? c.req.query('auth_token');
    if (!token) throw unauthorized('Authentication required');
    const { db } = c.var.deps;
    const auth = bearer
      ? await loadBearerAuth(db, token)
      : ((await loadAuth(db, token)) ?? (creds ? null : await loadBearerAuth(db, token)));
    if (!auth || (creds && auth.email.toLowerCase() !== creds.email.toLowerCase()))
      throw unauthorized();
    if (!auth.accountActive) throw paymentRequired();
    c.set('auth', auth);
    await next();
  };
}
