import type { RealtimeMessage } from '@plaudit/api-client/schemas';
import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { AppEnv } from '../../http/context';
import { badRequest } from '../../http/errors';
import { describeRoute } from '../../http/openapi/describe-route';
import { locationProvidersOf } from '../../providers/location-providers';
import { authenticateTokenOrBasic } from './token-auth';

const CHANNEL = /^[a-z][a-z_]{0,40}-[A-Za-z0-9_-]{1,100}$/;

/**
 * GET /realtime/{channel}: the channel's messages as server-sent events
 * (`data: {json}`), per account; basic auth or auth_token query (EventSource
 * cannot send headers). A message published shortly before is replayed.
 */
export function realtimeRoutes() {
  const app = new Hono<AppEnv>();
  app.get(
    '/:channel',
    describeRoute({ answer: 'events' }),
    authenticateTokenOrBasic(),
    async (c) => {
      const auth = c.var.auth;
      const channel = c.req.param('channel');
      if (!CHANNEL.test(channel)) throw badRequest('channel is not valid');
      const hub = locationProvidersOf(c.var.deps).realtime;
      return streamSSE(c, async (stream) => {
        const queue: RealtimeMessage[] = [];
        let wake: (() => void) | null = null;
        const unsubscribe = hub.subscribe(auth.accountId, channel, (m) => {
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
