/**
 * The bare baseline of bench/api.bench.ts: node:http and pg (no framework, no query builder),
 * running the SQL that the API runs for its two benchmarked lists, with the same parameters and
 * the same concurrency (count beside page, then the related rows at once), and writing the same
 * JSON. The caller is the benchmark account (ACCOUNT_ID); authentication is not repeated here.
 *   GET /api/locations?per_page=&page=&sort[by]=name&sort[order]=asc
 *   GET /api/reviews?published_after=&published_before=&rating=&per_page=&page=
 * Env: DATABASE_URL, PORT, ACCOUNT_ID. The bench checks that both servers answer the same JSON.
 */
import { createServer, type ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type PgModule from 'pg';
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

const placeholders = (n: number, from = 1) =>
  Array.from({ length: n }, (_, i) => `$${i + from}`).join(', ');
const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);
const rows = async (text: string, values: unknown[]) => (await pool.query(text, values)).rows;

type Row = Record<string, unknown>;

async function locations(url: URL) {
  const perPage = Number(url.searchParams.get('per_page') ?? 25);
  const page = Number(url.searchParams.get('page') ?? 1);
  const [[count], page1] = await Promise.all([
    rows('select count(*) as "total" from "locations" as "l" where "l"."account_id" = $1', [
      accountId,
    ]),
    rows(
      'select "l".*, "co"."name" as "country", "st"."name" as "state", "st"."code" as "state_code", "cat"."name" as "category_name" from "locations" as "l" left join "countries" as "co" on "co"."id" = "l"."country_id" left join "states" as "st" on "st"."id" = "l"."state_id" left join "categories" as "cat" on "cat"."id" = "l"."category_id" where "l"."account_id" = $1 and "l"."id" in (select "p"."id" from (select "l"."id" from "locations" as "l" where "l"."account_id" = $2 order by "l"."name" asc, "l"."id" limit $3 offset $4) as "p") order by "l"."name" asc, "l"."id" limit $5 offset $6',
      [accountId, accountId, perPage, (page - 1) * perPage, perPage, 0],
    ),
  ]);
  const ids = page1.map((r) => r.id as number);
  const [groups, directories] = ids.length
    ? await Promise.all([
        rows(
          `select "location_id", "group_id" from "group_locations" where "location_id" in (${placeholders(ids.length)})`,
          ids,
        ),
        rows(
          `select "d"."location_id", "s"."directory_code", "s"."name" as "directory_name", "s"."ordinal", "d"."directory_enabled", "d"."source_id", "d"."status", "d"."status_description", "d"."listing_url", "d"."last_checked_at" from "location_directories" as "d" inner join "sources" as "s" on "s"."id" = "d"."source_id" where "d"."location_id" in (${placeholders(ids.length)}) order by "s"."ordinal"`,
          ids,
        ),
      ])
    : [[], []];
  const items = page1.map((r: Row) => ({
    id: r.id,
    account_id: r.account_id,
    name: r.name,
    public_name: r.public_name,
    address: r.address,
    address_2: r.address_2,
    city: r.city,
    country: r.country,
    country_id: r.country_id,
    state: r.state,
    state_id: r.state_id,
    state_code: r.state_code,
    zipcode: r.zipcode,
    phone: r.phone,
    website: r.website,
    external_id: r.external_id,
    google_place_id: r.google_place_id,
    category_id: r.category_id,
    category_name: r.category_name,
    open_status: r.open_status,
    hours: r.hours ?? null,
    is_headquarters: r.is_headquarters,
    industry_ids: { npi_numbers: r.npi_numbers },
    publishing_enabled: r.publishing_enabled,
    timezone: r.timezone,
    group_ids: groups.filter((g) => g.location_id === r.id).map((g) => g.group_id),
    directories: directories
      .filter((d) => d.location_id === r.id)
      .map((d) => ({
        directory_code: d.directory_code,
        directory_name: d.directory_name,
        directory_enabled: d.directory_enabled,
        rtx_source_id: d.source_id,
        status: d.status,
        status_description: d.status_description,
        listing_url: d.listing_url,
        last_checked_at: iso(d.last_checked_at),
      })),
    created_at: iso(r.created_at as Date),
    updated_at: iso(r.updated_at as Date),
  }));
  return halList(url.href, 'locations', items, Number(count!.total), page, perPage);
}

async function reviews(url: URL) {
  const q = url.searchParams;
  const perPage = Number(q.get('per_page') ?? 25);
  const page = Number(q.get('page') ?? 1);
  const after = new Date(`${q.get('published_after')}T00:00:00Z`);
  const before = new Date(`${q.get('published_before')}T00:00:00Z`);
  before.setUTCDate(before.getUTCDate() + 1);
  const rating = Number(q.get('rating'));
  const where =
    '"r"."account_id" = $1 and "r"."published_at" >= $2 and "r"."published_at" < $3 and "r"."rating" in ($4)';
  const [[count], page1] = await Promise.all([
    // The API's count for dates and ratings alone (areas/reviews/count-reviews.ts).
    rows(
      'select coalesce(sum(d.reviews), 0) as "total" from "review_daily_counts" as "d" where "d"."account_id" = $1 and "d"."day" >= $2 and "d"."day" <= $3 and "d"."rating" in ($4)',
      [accountId, q.get('published_after'), q.get('published_before'), rating],
    ),
    rows(
      `select "r"."id", "r"."account_id", "r"."location_id", "l"."name" as "location_name", "r"."source_id", "s"."name" as "source_name", "s"."code" as "source_code", "r"."rating", "r"."author_name", "r"."title", "r"."content", "r"."published_at", "r"."status", "r"."assigned_user_id", "au"."name" as "assigned_user_name", "r"."review_type", "r"."sentiment", "r"."url", "r"."created_at", "r"."updated_at" from "reviews" as "r" inner join "locations" as "l" on "l"."id" = "r"."location_id" inner join "sources" as "s" on "s"."id" = "r"."source_id" left join "users" as "au" on "au"."id" = "r"."assigned_user_id" where ${where} order by "r"."published_at" desc, "r"."id" desc limit $5 offset $6`,
      [accountId, after, before, rating, perPage, (page - 1) * perPage],
    ),
  ]);
  const ids = page1.map((r) => r.id as number);
  const [responses, tags, jobs] = ids.length
    ? await Promise.all([
        rows(
          `select "p"."id", "p"."review_id", "p"."content", "p"."status", "p"."status_description", "p"."published_at", "p"."read_only", "p"."source_id", "u"."name" as "author_name", "p"."created_at", "p"."updated_at" from "responses" as "p" left join "users" as "u" on "u"."id" = "p"."author_user_id" where "p"."review_id" in (${placeholders(ids.length)}) order by "p"."created_at"`,
          ids,
        ),
        rows(
          `select "rt"."review_id", "t"."name" from "review_tags" as "rt" inner join "tags" as "t" on "t"."id" = "rt"."tag_id" where "rt"."review_id" in (${placeholders(ids.length)}) order by "t"."name"`,
          ids,
        ),
        rows(
          `select "dedupe_key", "run_at" from "jobs" where "dedupe_key" in (${placeholders(ids.length)}) and "status" in ($${ids.length + 1}, $${ids.length + 2})`,
          [...ids.map((id) => `auto-response:${id}`), 'queued', 'running'],
        ),
      ])
    : [[], [], []];
  const waiting = new Map(
    jobs.map((j) => [Number(String(j.dedupe_key).slice('auto-response:'.length)), j.run_at]),
  );
  const items = page1.map((r: Row) => ({
    ...r,
    sentiment: r.sentiment,
    published_at: iso(r.published_at as Date),
    created_at: iso(r.created_at as Date),
    updated_at: iso(r.updated_at as Date),
    responses: responses
      .filter((p) => p.review_id === r.id)
      .map((p) => ({
        ...p,
        published_at: iso(p.published_at),
        created_at: iso(p.created_at),
        updated_at: iso(p.updated_at),
      })),
    tags: tags.filter((t) => t.review_id === r.id).map((t) => t.name),
    auto_response_at: iso(waiting.get(r.id as number) ?? null),
  }));
  return halList(url.href, 'reviews', items, Number(count!.total), page, perPage);
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
