import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request as the test server saw it. */
export type SeenRequest = {
  method: string;
  /** Path and query, e.g. `/api/locations?page=2`. */
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
};

/** What the test server answers: JSON `body`, or `raw` text, with a status. */
export type Reply = {
  status?: number;
  body?: unknown;
  raw?: string;
  headers?: Record<string, string>;
};

export type TestServer = {
  /** `http://127.0.0.1:<port>/api` */
  baseUrl: string;
  requests: SeenRequest[];
  /** Replaces the handler for the next requests. */
  reply(handler: (req: SeenRequest) => Reply): void;
  close(): Promise<void>;
};

/** A real HTTP server on 127.0.0.1 (random port) that records requests. */
export async function startTestServer(
  initial: (req: SeenRequest) => Reply = () => ({ status: 204 }),
): Promise<TestServer> {
  let handler = initial;
  const requests: SeenRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const seen: SeenRequest = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(seen);
      const r = handler(seen);
      const status = r.status ?? 200;
      const text = r.raw ?? (r.body === undefined ? '' : JSON.stringify(r.body));
      const type = r.raw !== undefined ? 'text/plain' : 'application/hal+json';
      res.writeHead(status, { 'Content-Type': type, ...r.headers });
      res.end(status === 204 ? undefined : text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/api`,
    requests,
    reply: (next) => {
      handler = next;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}

/** A HAL list envelope like the server's `halList`. */
export function halList<T>(key: string, items: T[], page: number, perPage: number, total: number) {
  const totalPages = Math.max(1, Math.ceil(total / perPage));
  const link = (p: number) => ({ href: `/api/${key}?page=${p}&per_page=${perPage}` });
  return {
    _embedded: { [key]: items },
    _total: total,
    _total_pages: totalPages,
    _page: page,
    _per_page: perPage,
    _links: {
      self: link(page),
      first: link(1),
      prev: page > 1 ? link(page - 1) : null,
      next: page < totalPages ? link(page + 1) : null,
      last: link(totalPages),
    },
  };
}
