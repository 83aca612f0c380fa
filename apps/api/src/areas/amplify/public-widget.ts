import { hideEmails, publicReviewerName } from '@plaudit/api-client';
import {
  MAX_FEATURED_REVIEWS,
  type PublicWidget,
  type PublicWidgetLocation,
  type PublicWidgetReview,
  type PublicWidgetSummary,
  toHttpUrl,
  type WeekHours,
  WIDGET_TYPE_SETTINGS,
  type WidgetSettings,
  type WidgetType,
} from '@plaudit/api-client/schemas';
import { type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import type { Database } from '../../db/database';
import type { Db } from '../../db/open-database';
import { holidayHours, isOpenNow, MAX_HOLIDAY_HOURS, type SpecialHoursRow } from './opening-hours';
import { storedSettings } from './settings';

/**
 * The public payload of a widget, GET /api/public/widgets/{id}: everything the
 * runtime needs in one response, and only what a visitor may see (no e-mail
 * addresses, account ids, statuses, notes or user names).
 *
 * Which reviews (decisions, written down here and in the report):
 * - Covered locations: settings.location_id for location_info and
 *   star_snapshot when set; otherwise location_ids plus the locations of
 *   group_ids; none of them means every location of the account. Sources:
 *   source_ids, empty meaning all.
 * - Public reviews only: private feedback (review_type 'feedback') is never
 *   shown nor counted. Lists skip rating-only reviews (no text) and reviews
 *   below settings.min_rating; the summary counts every rated review of the
 *   covered locations and sources (recommendations without stars are not in
 *   the average, the count or the distribution).
 * - Featured reviews come first, in their order, whatever the filters (the
 *   user picked them). A teaser with featured reviews shows only those.
 * - settings.auto_publish false freezes the list: featured reviews, then the
 *   matching reviews we had received (created_at) when the widget was last
 *   published. auto_publish true lets new matching reviews appear by
 *   themselves.
 * - The summary counts all time (widgets have no period) and says what it covers
 *   (`summary.scope`: the covered locations' count, the one location's public name,
 *   the sources' names when limited), so a page can tell it from a dashboard's figures.
 * - Newest first, at most settings.max_reviews (the teaser at most 15); the
 *   star snapshot and location information show no review, so none is sent.
 * - Reviewer names are shown as first name and last initial ("Dana K."); e-mail
 *   addresses inside review or response text are replaced by "[email hidden]".
 *   Only a published response is sent.
 */

type WidgetRow = {
  id: string;
  account_id: number;
  name: string;
  widget_type: WidgetType;
  settings: unknown;
  published_at: Date | string | null;
  business_name: string;
};

/** The widget when it is published and its account may show it, else undefined. */
async function loadPublishedWidget(db: Db, id: string): Promise<WidgetRow | undefined> {
  // One query: the widget, its business name, and the account checks (active,
  // amplify on, the kind's setting on): widgets stop serving when the account
  // loses the feature.
  const kindSetting = sql<string>`CASE w.widget_type ${sql.join(
    Object.entries(WIDGET_TYPE_SETTINGS).map(
      ([type, code]) => sql`WHEN ${sql.lit(type)} THEN ${sql.lit(code)}`,
    ),
    sql` `,
  )} END`;
  return db
    .selectFrom('widgets as w')
    .innerJoin('accounts as a', 'a.id', 'w.account_id')
    .select([
      'w.id',
      'w.account_id',
      'w.name',
      'w.widget_type',
      'w.settings',
      'w.published_at',
      'a.name as business_name',
    ])
    .where('w.id', '=', id)
    .where('w.published', '=', true)
    .where('a.active', '=', true)
    .where('a.status', 'not in', ['expired', 'suspended'])
    .where(
      sql<SqlBool>`(SELECT count(*) FROM account_settings s WHERE s.account_id = w.account_id AND s.value = 'true' AND (s.code = 'amplify' OR s.code = ${kindSetting})) = 2`,
    )
    .executeTakeFirst() as Promise<WidgetRow | undefined>;
}

type ReviewEb = ExpressionBuilder<Database & { r: Database['reviews'] }, 'r'>;

/** Covered locations and sources of a widget, as a condition on `reviews as r`. */
function coverage(w: WidgetRow, s: WidgetSettings) {
  const single =
    (w.widget_type === 'location_info' || w.widget_type === 'star_snapshot') &&
    s.location_id !== null;
  return (eb: ReviewEb) => {
    const and = [eb('r.account_id', '=', w.account_id), eb('r.review_type', '!=', 'feedback')];
    if (single) and.push(eb('r.location_id', '=', s.location_id!));
    else if (s.location_ids.length || s.group_ids.length) {
      const or = [];
      if (s.location_ids.length) or.push(eb('r.location_id', 'in', s.location_ids));
      if (s.group_ids.length)
        or.push(
          eb(
            'r.location_id',
            'in',
            eb
              .selectFrom('group_locations as gl')
              .select('gl.location_id')
              .where('gl.account_id', '=', w.account_id)
              .where('gl.group_id', 'in', s.group_ids),
          ),
        );
      and.push(eb.or(or));
    }
    if (s.source_ids.length) and.push(eb('r.source_id', 'in', s.source_ids));
    return eb.and(and);
  };
}

/** How many reviews a kind shows. */
export function reviewLimit(type: WidgetType, s: WidgetSettings): number {
  switch (type) {
    case 'teaser':
      return Math.min(s.max_reviews, MAX_FEATURED_REVIEWS);
    case 'full_page':
      return s.max_reviews;
    default:
      return 0;
  }
}

const iso = (d: Date | string) => new Date(d).toISOString();

async function loadReviews(
  db: Db,
  w: WidgetRow,
  s: WidgetSettings,
  limit: number,
): Promise<PublicWidgetReview[]> {
  const featured = s.featured_review_ids;
  const onlyFeatured = w.widget_type === 'teaser' && featured.length > 0;
  const covered = coverage(w, s);
  let q = db
    .selectFrom('reviews as r')
    .innerJoin('sources as src', 'src.id', 'r.source_id')
    .select([
      'r.id',
      'r.rating',
      'r.content',
      'r.author_name',
      'r.published_at',
      'src.name as source_name',
      'src.code as source_code',
      'src.icon_url',
      sql<{
        text: string;
        published_at: string | null;
      } | null>`(SELECT json_build_object('text', p.content, 'published_at', p.published_at) FROM responses p WHERE p.review_id = r.id AND p.account_id = r.account_id AND p.status = 'published' ORDER BY p.published_at DESC NULLS LAST, p.id DESC LIMIT 1)`.as(
        'response',
      ),
    ])
    .where('r.account_id', '=', w.account_id)
    .where('r.review_type', '!=', 'feedback');
  q = q.where((eb) => {
    const isFeatured = featured.length ? eb('r.id', 'in', featured) : null;
    if (onlyFeatured) return isFeatured!;
    const matching = [
      covered(eb as unknown as ReviewEb),
      eb('r.content', '!=', ''),
      eb('r.rating', '>=', s.min_rating),
    ];
    if (!s.auto_publish && w.published_at)
      matching.push(eb('r.created_at', '<=', new Date(w.published_at)));
    const m = eb.and(matching);
    return isFeatured ? eb.or([isFeatured, m]) : m;
  });
  if (featured.length)
    q = q.orderBy(
      sql`CASE r.id ${sql.join(
        featured.map((id, i) => sql`WHEN ${sql.lit(id)} THEN ${sql.lit(i)}`),
        sql` `,
      )} ELSE ${sql.lit(featured.length)} END`,
    );
  const rows = await q
    .orderBy('r.published_at', 'desc')
    .orderBy('r.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => {
    const response = typeof r.response === 'string' ? JSON.parse(r.response) : r.response;
    return {
      id: r.id,
      rating: r.rating,
      text: hideEmails(r.content),
      reviewer_name: publicReviewerName(r.author_name),
      published_at: iso(r.published_at),
      source: { name: r.source_name, code: r.source_code, icon_url: r.icon_url },
      response: response
        ? {
            text: hideEmails(response.text),
            published_at: response.published_at ? iso(response.published_at) : null,
          }
        : null,
    };
  });
}

/**
 * The covered locations as a condition on `locations l` (the same choice as `coverage`), for
 * the summary's scope: how many, and the public name when there is one.
 */
function coveredLocations(w: WidgetRow, s: WidgetSettings) {
  const single =
    (w.widget_type === 'location_info' || w.widget_type === 'star_snapshot') &&
    s.location_id !== null;
  if (single) return { all: false, where: sql<SqlBool>`l.id = ${s.location_id}` };
  if (!s.location_ids.length && !s.group_ids.length)
    return { all: true, where: sql<SqlBool>`true` };
  const or = [];
  if (s.location_ids.length) or.push(sql`l.id IN (${sql.join(s.location_ids)})`);
  if (s.group_ids.length)
    or.push(
      sql`l.id IN (SELECT gl.location_id FROM group_locations gl WHERE gl.account_id = ${w.account_id} AND gl.group_id IN (${sql.join(s.group_ids)}))`,
    );
  return { all: false, where: sql<SqlBool>`(${sql.join(or, sql` OR `)})` };
}

async function loadSummary(db: Db, w: WidgetRow, s: WidgetSettings): Promise<PublicWidgetSummary> {
  const covered = coverage(w, s);
  const locations = coveredLocations(w, s);
  const row = await db
    .selectFrom('reviews as r')
    .select([
      // The scope (in the same query): covered locations and, when limited, the sources' names.
      sql<
        { n: number; name: string | null } | string
      >`(SELECT json_build_object('n', count(*), 'name', CASE WHEN count(*) = 1 THEN max(COALESCE(NULLIF(l.public_name, ''), l.name)) END) FROM locations l WHERE l.account_id = ${w.account_id} AND ${locations.where})`.as(
        'scope_locations',
      ),
      (s.source_ids.length
        ? sql<
            string[] | string
          >`(SELECT COALESCE(json_agg(so.name ORDER BY so.name), '[]'::json) FROM sources so WHERE so.id IN (${sql.join(s.source_ids)}))`
        : sql<string[] | string>`'[]'::json`
      ).as('scope_sources'),
      sql<number>`count(*) FILTER (WHERE r.rating > 0)`.as('count'),
      sql<number | null>`round(avg(r.rating) FILTER (WHERE r.rating > 0), 2)`.as('average'),
      sql<number>`count(*) FILTER (WHERE r.rating = 1)`.as('r1'),
      sql<number>`count(*) FILTER (WHERE r.rating = 2)`.as('r2'),
      sql<number>`count(*) FILTER (WHERE r.rating = 3)`.as('r3'),
      sql<number>`count(*) FILTER (WHERE r.rating = 4)`.as('r4'),
      sql<number>`count(*) FILTER (WHERE r.rating = 5)`.as('r5'),
    ])
    .where((eb) => covered(eb as unknown as ReviewEb))
    .executeTakeFirstOrThrow();
  const scopeLocations =
    typeof row.scope_locations === 'string' ? JSON.parse(row.scope_locations) : row.scope_locations;
  const sources =
    typeof row.scope_sources === 'string' ? JSON.parse(row.scope_sources) : row.scope_sources;
  return {
    average: row.average === null ? null : Number(row.average),
    count: Number(row.count),
    distribution: {
      1: Number(row.r1),
      2: Number(row.r2),
      3: Number(row.r3),
      4: Number(row.r4),
      5: Number(row.r5),
    },
    scope: {
      all_locations: locations.all,
      locations: Number(scopeLocations.n),
      location_name: scopeLocations.name ?? null,
      sources: sources as string[],
    },
  };
}

// ---------------------------------------------------------------------------
// Location information

async function loadLocation(
  db: Db,
  accountId: number,
  locationId: number,
): Promise<PublicWidgetLocation | null> {
  // One query: the location and its upcoming holiday hours (today and later in
  // the location's own time zone).
  const l = await db
    .selectFrom('locations as l')
    .leftJoin('states as st', 'st.id', 'l.state_id')
    .leftJoin('countries as co', 'co.id', 'l.country_id')
    .select([
      'l.name',
      'l.public_name',
      'l.address',
      'l.address_2',
      'l.city',
      'l.zipcode',
      'l.phone',
      'l.website',
      'l.hours',
      'l.open_status',
      'l.timezone',
      'st.code as state_code',
      'co.code as country_code',
      'co.name as country_name',
      sql<
        SpecialHoursRow[] | string | null
      >`(SELECT json_agg(json_build_object('date', x.start_date::text, 'closed', x.closed, 'is_24_hours', x.is_24_hours, 'hours', x.hours) ORDER BY x.start_date) FROM (SELECT * FROM special_hours sh WHERE sh.account_id = l.account_id AND sh.location_id = l.id AND sh.start_date >= (now() AT TIME ZONE l.timezone)::date ORDER BY sh.start_date LIMIT ${sql.lit(MAX_HOLIDAY_HOURS)}) x)`.as(
        'holidays',
      ),
    ])
    .where('l.account_id', '=', accountId)
    .where('l.id', '=', locationId)
    .executeTakeFirst();
  if (!l) return null;
  const holidays = holidayHours(l.holidays);
  const hours = (typeof l.hours === 'string' ? JSON.parse(l.hours) : l.hours) as WeekHours | null;
  const cityLine = [l.city, [l.state_code, l.zipcode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  const addressLines = [l.address, l.address_2 ?? '', cityLine].filter((x) => x.trim() !== '');
  if (l.country_code && l.country_code !== 'US' && l.country_name)
    addressLines.push(l.country_name);
  return {
    name: l.public_name || l.name,
    address_lines: addressLines,
    phone: l.phone,
    // Only an http(s) address reaches a customer's page, whatever older data holds.
    website: l.website ? toHttpUrl(l.website) : null,
    hours,
    holiday_hours: holidays,
    open_now: l.open_status === 'active' ? isOpenNow(hours, holidays, l.timezone) : false,
    open_status: l.open_status,
    timezone: l.timezone,
  };
}

/** The public payload, or undefined when the id is unknown or not published. */
export async function buildPublicWidget(db: Db, id: string): Promise<PublicWidget | undefined> {
  const w = await loadPublishedWidget(db, id);
  if (!w) return undefined;
  const s = storedSettings(w.widget_type, w.settings);
  const limit = reviewLimit(w.widget_type, s);
  const locationId =
    w.widget_type === 'location_info' || w.widget_type === 'star_snapshot' ? s.location_id : null;
  const [reviews, summary, location] = await Promise.all([
    limit > 0 ? loadReviews(db, w, s, limit) : Promise.resolve([]),
    loadSummary(db, w, s),
    locationId !== null ? loadLocation(db, w.account_id, locationId) : Promise.resolve(null),
  ]);
  return {
    id: w.id,
    widget_type: w.widget_type,
    name: w.name,
    settings: s,
    data: { business_name: w.business_name, reviews, summary, location },
  };
}
