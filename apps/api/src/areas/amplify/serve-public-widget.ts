import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Db } from '../../db/open-database';
import { PUBLIC_CORS_HEADERS, PUBLIC_PREFLIGHT_HEADERS } from '../../http/public-cors';
import { PUBLIC_API_HEADERS } from '../../http/security-headers';
import { publicWidgetResponse } from './public-response';

const PATH = /^\/api\/public\/widgets\/([^/?#]+)\/?(?:\?.*)?$/;
const CORS = { ...PUBLIC_CORS_HEADERS, ...PUBLIC_API_HEADERS, vary: 'Accept-Encoding' };

/**
 * The fast path for the public widget payload, straight on node:http: widgets
 * on customers' pages call it far more than anything else, and the generic
 * Request/Response conversion costs about half the throughput. Answers the
 * same as the Hono route (publicWidgetResponse). Returns false for any other
 * request, which then goes to the app.
 */
export function servePublicWidget(req: IncomingMessage, res: ServerResponse, db: Db): boolean {
  const m = req.url ? PATH.exec(req.url) : null;
  if (!m) return false;
  if (req.method === 'OPTIONS') {
    res.writeHead(204, { ...CORS, ...PUBLIC_PREFLIGHT_HEADERS });
    res.end();
    return true;
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  let id: string;
  try {
    id = decodeURIComponent(m[1]!);
  } catch {
    id = '';
  }
  publicWidgetResponse(db, id, req.headers['if-none-match']).then(
    (r) => {
      res.writeHead(r.status, { ...CORS, ...r.headers });
      res.end(req.method === 'HEAD' ? undefined : (r.body ?? undefined));
    },
    (err: unknown) => {
      console.error(err);
      res.writeHead(500, { ...CORS, 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: 'Something went wrong. Please refresh the page.' }));
    },
  );
  return true;
}
