/**
 * The bare baseline of bench/api.bench.ts: node:http and pg (no framework, no query builder),
 * running the SQL that the API runs for its two benchmarked lists (one statement per page: the
 * rows, their related rows as columns and the count), with the same parameters, and writing the
 * same JSON through the API's own serialisers (toLocation, toReview). The caller is the
 * benchmark account (ACCOUNT_ID); authentication is not repeated here.
 *   GET /api/locations?per_page=&page=&sort[by]=name&sort[order]=asc
 *   GET /api/reviews?published_after=&published_before=&rating=&per_page=&page=
 * Env: DATABASE_URL, PORT, ACCOUNT_ID. The bench checks that both servers answer the same JSON.
 */
import { createServer, type ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type PgModule from 'pg';
import {
  type LocationRow,
  toLocation,
} from '../../apps/api/src/areas/locations/serialize-location';
import { type ReviewRow, toReview } from '../../apps/api/src/areas/reviews/serialize-review';
import { halList } from '../../apps/api/src/http/hal';

// The API's own pg (its dependency, the same version), not one of the bench's.
const pg = createRequire(join(import.meta.dirname, '../../apps/api/package.json'))(
  'pg',
) as typeof PgModule;

// The API's type parsers (apps/api/src/db/open-database.ts).
pg.types.setTypeParser(1082, (v) => v);
pg.types.setTypeParser(20, (v) => Number(v));
pg.types.setTypeParser(1700, (v) => Number(v));

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const accountId = Number(process.env.ACCOUNT_ID);
const HAL = 'application/hal+json; version=1';

const rows = async (text: string, values: unknown[]) =>
  (await pool.query<Record<string, unknown>>(text, values)).rows;

// The columns the API reads a location with (withLocationColumns) and its groups and directories
// (locationRelations), as the API's one statement per page writes them.
const LOCATION_COLUMNS =
  '"l".*, "co"."name" as "country", "st"."name" as "state", "st"."code" as "state_code", "cat"."name" as "category_name"';
const LOCATION_JOINS =
  'left join "countries" as "co" on "co"."id" = "l"."country_id" left join "states" as "st" on "st"."id" = "l"."state_id" left join "categories" as "cat" on "cat"."id" = "l"."category_id"';
const LOCATION_RELATIONS =
  'array(select "g"."group_id" from "group_locations" as "g" where "g"."location_id" = "l"."id" order by "g"."group_id") as "group_ids", ' +
  `coalesce((select json_agg(json_build_object('directory_code', "s"."directory_code", 'directory_name', "s"."name", 'directory_enabled', "d"."directory_enabled", 'rtx_source_id', "d"."source_id", 'status', "d"."status", 'status_description', "d"."status_description", 'listing_url', "d"."listing_url", 'last_checked_at', "d"."last_checked_at") order by "s"."ordinal") from "location_directories" as "d" inner join "sources" as "s" on "s"."id" = "d"."source_id" where "d"."location_id" = "l"."id"), '[]'::json) as "directories"`;

async function locations(url: URL) {
  const perPage = Number(url.searchParams.get('per_page') ?? 25);
  const page = Number(url.searchParams.get('page') ?? 1);
  const page1 = await rows(
    `select ${LOCATION_COLUMNS}, (select count(*) as "total" from "locations" as "l" where "l"."account_id" = $1) as "total", ${LOCATION_RELATIONS} from "locations" as "l" ${LOCATION_JOINS} where "l"."account_id" = $2 and "l"."id" in (select "p"."id" from (select "l"."id" from "locations" as "l" where "l"."account_id" = $3 order by "l"."name" asc, "l"."id" limit $4 offset $5) as "p") order by "l"."name" asc, "l"."id"`,
    [accountId, accountId, accountId, perPage, (page - 1) * perPage],
  );
  const items = page1.map((r) =>
    toLocation(r as LocationRow, r.group_ids as number[], r.directories as never),
  );
  return halList(url.href, 'locations', items, Number(page1[0]?.total ?? 0), page, perPage);
}

const REVIEW_COLUMNS =
  '"r"."id", "r"."account_id", "r"."location_id", "l"."name" as "location_name", "l"."public_name" as "location_public_name", "r"."source_id", "s"."name" as "source_name", "s"."code" as "source_code", "r"."rating", "r"."author_name", "r"."title", "r"."content", "r"."published_at", "r"."status", "r"."assigned_user_id", "au"."name" as "assigned_user_name", "r"."review_type", "r"."sentiment", "r"."url", "r"."created_at", "r"."updated_at"';
const REVIEW_RELATIONS =
  `coalesce((select json_agg(json_build_object('id', "p"."id", 'review_id', "p"."review_id", 'content', "p"."content", 'status', "p"."status", 'status_description', "p"."status_description", 'published_at', "p"."published_at", 'read_only', "p"."read_only", 'source_id', "p"."source_id", 'author_name', "u"."name", 'created_at', "p"."created_at", 'updated_at', "p"."updated_at") order by "p"."created_at") from "responses" as "p" left join "users" as "u" on "u"."id" = "p"."author_user_id" where "p"."review_id" = "r"."id"), '[]'::json) as "responses", ` +
  'array(select "t"."name" from "review_tags" as "rt" inner join "tags" as "t" on "t"."id" = "rt"."tag_id" where "rt"."review_id" = "r"."id" order by "t"."name") as "tags", ' +
  `(select "j"."run_at" from "jobs" as "j" where "j"."dedupe_key" = 'auto-response:' || "r"."id" and "j"."status" in ('queued', 'running')) as "auto_response_at", ` +
  `(select json_build_object('id', "d"."id", 'reason', "d"."reason", 'status', "d"."status") from "disputes" as "d" where "d"."review_id" = "r"."id" order by "d"."id" desc limit 1) as "dispute"`;

async function reviews(url: URL) {
  const q = url.searchParams;
  const perPage = Number(q.get('per_page') ?? 25);
  const page = Number(q.get('page') ?? 1);
  const after = new Date(`${q.get('published_after')}T00:00:00Z`);
  const before = new Date(`${q.get('published_before')}T00:00:00Z`);
  before.setUTCDate(before.getUTCDate() + 1);
  const rating = Number(q.get('rating'));
  const page1 = await rows(
    // The API's count for dates and ratings alone (areas/reviews/count-reviews.ts).
    `select "r".*, (select coalesce(sum(d.reviews), 0) as "total" from "review_daily_counts" as "d" where "d"."account_id" = $1 and "d"."day" >= $2 and "d"."day" <= $3 and "d"."rating" in ($4)) as "total", ${REVIEW_RELATIONS} from (select ${REVIEW_COLUMNS} from "reviews" as "r" inner join "locations" as "l" on "l"."id" = "r"."location_id" inner join "sources" as "s" on "s"."id" = "r"."source_id" left join "users" as "au" on "au"."id" = "r"."assigned_user_id" where "r"."account_id" = $5 and "r"."published_at" >= $6 and "r"."published_at" < $7 and "r"."rating" in ($8) order by "r"."published_at" desc, "r"."id" desc limit $9 offset $10) as "r" order by "r"."published_at" desc, "r"."id" desc`,
    [
      accountId,
      q.get('published_after'),
      q.get('published_before'),
      rating,
      accountId,
      after,
      before,
      rating,
      perPage,
      (page - 1) * perPage,
    ],
  );
  const items = page1.map((r) =>
    toReview(
      r as ReviewRow,
      r.responses as never,
      r.tags as string[],
      r.auto_response_at as Date | null,
      r.dispute as never,
    ),
  );
  return halList(url.href, 'reviews', items, Number(page1[0]?.total ?? 0), page, perPage);
}

function send(res: ServerResponse, status: number, body: unknown) {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': HAL,
    'content-length': Buffer.byteLength(text),
  });
  res.end(text);
}

const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
  const route =
    url.pathname === '/api/locations'
      ? locations
      : url.pathname === '/api/reviews'
        ? reviews
        : url.pathname === '/api/health'
          ? async () => ({ status: 'ok' })
          : null;
  if (!route) return send(res, 404, { error: 'Not found' });
  route(url).then(
    (body) => send(res, 200, body),
    (err: Error) => send(res, 500, { error: err.message }),
  );
});
server.listen(Number(process.env.PORT), '127.0.0.1');
process.on('SIGTERM', () => server.close(() => void pool.end().then(() => process.exit(0))));
