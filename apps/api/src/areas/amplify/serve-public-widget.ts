import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Db } from '../../db/open-database';
import { PUBLIC_CORS_HEADERS, PUBLIC_PREFLIGHT_HEADERS } from '../../http/public-cors';
import { PUBLIC_API_HEADERS } from '../../http/security-headers';
import {
  EMBED_HEADERS,
  EMBED_PATH,
  type PublicWidgetResponse,
  publicWidgetEmbedResponse,
  publicWidgetResponse,
  wantsHtml,
} from './public-response';

const PATH = /^\/api\/public\/widgets\/([^/?#]+)\/?(?:\?.*)?$/;
const CORS = { ...PUBLIC_CORS_HEADERS, ...PUBLIC_API_HEADERS };

/**
 * The fast path for the public widget payload, straight on node:http: widgets
 * on customers' pages call it far more than anything else, and the generic
 * Request/Response conversion costs about half the throughput. Answers the
 * same as the Hono route (publicWidgetResponse). The zero-JS embed
 * (/embed/widgets/{id}.html, publicWidgetEmbedResponse) goes the same way.
 * Returns false for any other request, which then goes to the app.
 */
export function servePublicWidget(
  req: IncomingMessage,
  res: ServerResponse,
  db: Db,
  apiOrigin = '',
): boolean {
  const url = req.url ?? '';
  const m = PATH.exec(url);
  const embed = m ? null : EMBED_PATH.exec(url);
  if (!m && !embed) return false;
  const base = m ? CORS : EMBED_HEADERS;
  if (req.method === 'OPTIONS') {
    res.writeHead(204, { ...base, ...PUBLIC_PREFLIGHT_HEADERS });
    res.end();
    return true;
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  let id: string;
  try {
    id = decodeURIComponent((m ?? embed)![1]!);
  } catch {
    id = '';
  }
  const inm = req.headers['if-none-match'];
  const ae = req.headers['accept-encoding'];
  const html = m ? wantsHtml(url.split('?')[1]) : false;
  if (typeof html === 'object') {
    res.writeHead(400, {
      ...base,
      'content-type': 'application/json',
      'cache-control': 'no-store',
    });
    res.end(JSON.stringify(html));
    return true;
  }
  const answer: Promise<PublicWidgetResponse> = m
    ? publicWidgetResponse(db, id, inm, ae, html)
    : publicWidgetEmbedResponse(db, id, inm, ae, apiOrigin);
  answer.then(
    (r) => {
      res.writeHead(r.status, { ...base, ...r.headers });
      res.end(req.method === 'HEAD' ? undefined : (r.body ?? undefined));
    },
    (err: unknown) => {
      console.error(err);
      res.writeHead(500, { ...base, 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: 'Something went wrong. Please refresh the page.' }));
    },
  );
  return true;
}
