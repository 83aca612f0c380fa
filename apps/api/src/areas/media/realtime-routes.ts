import type { RealtimeMessage, RealtimeTicket } from '@plaudit/api-client/schemas';
import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { authenticate } from '../../http/authenticate';
import { badRequest } from '../../http/errors';
import { describeRoute, markAuthenticating } from '../../http/openapi/describe-route';
import { locationProvidersOf } from '../../providers/location-providers';
import { authenticateChannel, issueRealtimeTicket, type RealtimeEnv } from './realtime-tickets';

const CHANNEL = /^[a-z][a-z_]{0,40}-[A-Za-z0-9_-]{1,100}$/;

/**
 * POST /realtime/{channel}/tickets (signed in with the Authorization header): a ticket that opens
 * the channel once within a minute. GET /realtime/{channel}?ticket= (or with the Authorization
 * header): the channel's messages as server-sent events (`data: {json}`), per account.
 * EventSource cannot send headers, and no session token goes in a URL: hence the ticket. A
 * message published shortly before is replayed.
 */
export function realtimeRoutes() {
  const app = new Hono<RealtimeEnv>();
  app.post(
    '/:channel/tickets',
    describeRoute({ returns: 'RealtimeTicket', status: 201 }),
    authenticate() as never,
    async (c) => {
      const channel = c.req.param('channel');
      if (!CHANNEL.test(channel)) throw badRequest('channel is not valid');
      const { db, publicOrigin } = c.var.deps;
      const { ticket, expiresAt } = await issueRealtimeTicket(db, c.var.auth, channel);
      return c.json(
        {
          ticket,
          url: `${publicOrigin}/api/realtime/${channel}?ticket=${ticket}`,
          expires_at: expiresAt.toISOString(),
        } satisfies RealtimeTicket,
        201,
      );
    },
  );
  app.get(
    '/:channel',
    describeRoute({ answer: 'events', access: 'ticket' }),
    markAuthenticating(authenticateChannel()),
    async (c) => {
      const accountId = c.var.realtimeAccountId;
      const channel = c.req.param('channel');
      if (!CHANNEL.test(channel)) throw badRequest('channel is not valid');
      const hub = locationProvidersOf(c.var.deps).realtime;
      return streamSSE(c, async (stream) => {
        const queue: RealtimeMessage[] = [];
        let wake: (() => void) | null = null;
        const unsubscribe = hub.subscribe(accountId, channel, (m) => {
          queue.push(m);
          wake?.();
        });
        let open = true;
        stream.onAbort(() => {
          open = false;
          wake?.();
        });
        try {
          await stream.write(': connected\n\n');
          while (open) {
            while (queue.length) await stream.writeSSE({ data: JSON.stringify(queue.shift()) });
            let timer: ReturnType<typeof setTimeout> | undefined;
            await new Promise<void>((resolve) => {
              wake = resolve;
              timer = setTimeout(resolve, 15_000);
            });
            clearTimeout(timer);
            wake = null;
            if (open && queue.length === 0) await stream.write(': ping\n\n');
          }
        } finally {
          unsubscribe();
        }
      });
    },
  );
  return app;
}
