import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A review of the fake Google site, as Business Profile's v4 `reviews` resource has it. */
export type FakeGoogleReview = {
  reviewId: string;
  starRating: 'ONE' | 'TWO' | 'THREE' | 'FOUR' | 'FIVE';
  comment?: string;
  reviewer: { displayName: string; isAnonymous?: boolean };
  createTime: string;
  updateTime: string;
};

/**
 * One local server speaking the three review sites' documented formats, for tests:
 * Google Business Profile (Account Management v1 `accounts`, Business Information v1
 * `locations` with `readMask` and `metadata.placeId`, My Business v4 `reviews` with
 * `starRating` words, `orderBy=updateTime desc` and `nextPageToken`), the Facebook Graph API
 * (`/me/accounts` with page tokens and tasks, `/{page}/ratings` with cursor paging and
 * `{error: {message, type, code}}` errors) and Trustpilot (`business-units/find` with the
 * `apikey` header, private `business-units/{id}/reviews` with numbered pages and `links`).
 * `limitNext` makes the next reviews request answer 429 with Retry-After (Facebook: code 4).
 */
export async function startFakeReviewSites() {
  const state = {
    google: {
      token: 'ya29.google',
      placeId: 'ChIJ-fake-place',
      reviews: [] as FakeGoogleReview[],
    },
    facebook: {
      userToken: 'EAAB.user',
      pageToken: 'EAAB.page',
      ratings: [] as Record<string, unknown>[],
    },
    trustpilot: {
      apikey: 'tp-key',
      token: 'tp-access',
      domain: 'bluefern.example',
      reviews: [] as Record<string, unknown>[],
    },
    limitNext: false,
    requests: [] as string[],
  };
  const json = (res: ServerResponse, status: number, body: unknown, headers = {}) =>
    res
      .writeHead(status, { 'content-type': 'application/json', ...headers })
      .end(JSON.stringify(body));

  const page = <T>(items: T[], size: number, token: string | null) => {
    const start = Number(token ?? 0);
    const next = start + size < items.length ? String(start + size) : null;
    return { items: items.slice(start, start + size), next };
  };

  function google(req: IncomingMessage, res: ServerResponse, url: URL) {
    if (req.headers.authorization !== `Bearer ${state.google.token}`)
      return json(res, 401, {
        error: {
          code: 401,
          message: 'Request had invalid authentication credentials.',
          status: 'UNAUTHENTICATED',
        },
      });
    if (url.pathname === '/v1/accounts')
      return json(res, 200, {
        accounts: [
          { name: 'accounts/100', accountName: 'Blue Fern', type: 'LOCATION_GROUP', role: 'OWNER' },
          { name: 'accounts/200', accountName: 'Elsewhere', type: 'PERSONAL', role: 'MANAGER' },
        ],
      });
    if (url.pathname === '/v1/accounts/100/locations') {
      if (!url.searchParams.get('readMask'))
        return json(res, 400, {
          error: {
            code: 400,
            message: 'Request must contain a valid readMask.',
            status: 'INVALID_ARGUMENT',
          },
        });
      const all = [
        { name: 'locations/1', title: 'Somewhere unknown', metadata: { placeId: 'ChIJ-unknown' } },
        {
          name: 'locations/2',
          title: 'Ours by place id',
          metadata: { placeId: state.google.placeId },
        },
      ];
      const p = page(all, 1, url.searchParams.get('pageToken'));
      return json(res, 200, { locations: p.items, ...(p.next ? { nextPageToken: p.next } : {}) });
    }
    const m = /^\/v4\/accounts\/100\/locations\/(\d+)\/reviews$/.exec(url.pathname);
    if (m) {
      if (url.searchParams.get('orderBy') !== 'updateTime desc')
        return json(res, 400, {
          error: { code: 400, message: 'bad orderBy', status: 'INVALID_ARGUMENT' },
        });
      const reviews =
        m[1] === '2'
          ? [...state.google.reviews].sort((a, b) => b.updateTime.localeCompare(a.updateTime))
          : [];
      const p = page(reviews, 2, url.searchParams.get('pageToken'));
      return json(res, 200, {
        reviews: p.items.map((r) => ({
          ...r,
          name: `accounts/100/locations/${m[1]}/reviews/${r.reviewId}`,
        })),
        averageRating: 4.2,
        totalReviewCount: reviews.length,
        ...(p.next ? { nextPageToken: p.next } : {}),
      });
    }
    return json(res, 404, {
      error: { code: 404, message: 'Requested entity was not found.', status: 'NOT_FOUND' },
    });
  }

  function facebook(res: ServerResponse, url: URL, base: string) {
    const token = url.searchParams.get('access_token');
    if (url.pathname === '/v19.0/me/accounts') {
      if (token !== state.facebook.userToken)
        return json(res, 400, {
          error: { message: 'Invalid OAuth access token.', type: 'OAuthException', code: 190 },
        });
      return json(res, 200, {
        data: [
          {
            id: '5550001',
            name: 'Blue Fern',
            access_token: state.facebook.pageToken,
            tasks: ['ANALYZE', 'ADVERTISE', 'MODERATE', 'CREATE_CONTENT', 'MANAGE'],
          },
          {
            id: '5550002',
            name: 'A page I only read',
            access_token: 'EAAB.other',
            tasks: ['ANALYZE'],
          },
        ],
        paging: { cursors: { before: 'b', after: 'a' } },
      });
    }
    if (url.pathname === '/v19.0/5550001/ratings') {
      if (token !== state.facebook.pageToken)
        return json(res, 400, {
          error: {
            message: '(#210) A page access token is required to request this resource.',
            type: 'OAuthException',
            code: 210,
          },
        });
      const p = page(state.facebook.ratings, 2, url.searchParams.get('after'));
      const next = p.next ? `${base}/v19.0/5550001/ratings?after=${p.next}` : undefined;
      return json(res, 200, {
        data: p.items,
        paging: { cursors: { before: 'x', after: p.next ?? 'end' }, ...(next ? { next } : {}) },
      });
    }
    return json(res, 404, {
      error: { message: 'Unknown path components', type: 'OAuthException', code: 2500 },
    });
  }

  function trustpilot(req: IncomingMessage, res: ServerResponse, url: URL) {
    if (url.pathname === '/v1/business-units/find') {
      if (req.headers.apikey !== state.trustpilot.apikey)
        return json(res, 401, { message: 'Unauthorized' });
      if (url.searchParams.get('name') !== state.trustpilot.domain)
        return json(res, 404, { message: 'Not found' });
      return json(res, 200, {
        id: '5f0000000000000000000bu1',
        displayName: 'Blue Fern',
        name: { identifying: state.trustpilot.domain, referring: ['Blue Fern'] },
      });
    }
    if (url.pathname === '/v1/private/business-units/5f0000000000000000000bu1/reviews') {
      if (req.headers.authorization !== `Bearer ${state.trustpilot.token}`)
        return json(res, 401, { message: 'Unauthorized' });
      const n = Number(url.searchParams.get('page') ?? 1);
      const per = 2;
      const items = state.trustpilot.reviews.slice((n - 1) * per, n * per);
      const more = n * per < state.trustpilot.reviews.length;
      return json(res, 200, {
        links: more
          ? [
              {
                href: `${url.origin}${url.pathname}?page=${n + 1}`,
                method: 'GET',
                rel: 'next-page',
              },
            ]
          : [],
        reviews: items,
      });
    }
    return json(res, 404, { message: 'Not found' });
  }

  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    state.requests.push(`${req.method} ${url.pathname}`);
    if (state.limitNext && /reviews|ratings/.test(url.pathname)) {
      state.limitNext = false;
      if (url.pathname.includes('ratings'))
        return json(res, 403, {
          error: {
            message: '(#4) Application request limit reached',
            type: 'OAuthException',
            code: 4,
          },
        });
      return json(
        res,
        429,
        { error: { code: 429, message: 'Quota exceeded', status: 'RESOURCE_EXHAUSTED' } },
        { 'retry-after': '7' },
      );
    }
    if (url.pathname.startsWith('/v19.0/')) return facebook(res, url, base);
    if (url.pathname.startsWith('/v1/business-units') || url.pathname.startsWith('/v1/private/'))
      return trustpilot(req, res, url);
    return google(req, res, url);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    state,
    base,
    /** The environment that points the real clients here. */
    env: {
      GOOGLE_API_URL: base,
      FACEBOOK_GRAPH_URL: base,
      TRUSTPILOT_API_URL: base,
      TRUSTPILOT_API_KEY: state.trustpilot.apikey,
    } as NodeJS.ProcessEnv,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
