import { TRIAGE_METHODS, type TriageEcho, type TriageMethod } from '@plaudit/api-client/schemas';
import { Hono } from 'hono';
import { clientAddress } from '../../http/client-address';
import type { AppEnv } from '../../http/context';
import { describeRoute } from '../../http/openapi/describe-route';
import { limitRequests } from '../../http/rate-limit';

/** Triage needs no login; one client may run it 60 times a minute (10 runs of its checks). */
const triageLimit = limitRequests({
  name: 'triage-client',
  windowMs: 60_000,
  limit: 60,
  key: clientAddress,
  message: 'Too many diagnostics. Please wait a minute and run them again.',
});

/**
 * /triage (spec 1 sections 1 and 7): the console's diagnostics page sends
 * each method, and POSTs with method-override headers, and compares what the
 * server says it received with what it sent. No login, no database work but
 * the request limit, nothing stored.
 */
export function triageRoutes() {
  const app = new Hono<AppEnv>();
  for (const method of TRIAGE_METHODS) {
    app.on(
      method,
      '/',
      describeRoute({
        summary: `Diagnostics: echoes a ${method} as the server received it`,
        returns: 'TriageEcho',
      }),
      triageLimit,
      async (c) => {
        const body = method === 'GET' ? null : await c.req.arrayBuffer();
        const echo: TriageEcho = {
          method: c.req.method as TriageMethod,
          body_bytes: body?.byteLength ?? 0,
          client_address: clientAddress(c),
          user_agent: c.req.header('user-agent') ?? null,
          server_time: new Date().toISOString(),
        };
        c.header('cache-control', 'no-store');
        return c.json(echo);
      },
    );
  }
  return app;
}
