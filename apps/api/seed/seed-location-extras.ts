import { sql } from 'kysely';
import type { Db } from '../src/db/open-database';

const DAY = 86_400_000;
const BLUE_FERN = 'Blue Fern Bistro';
const EVERGREEN = 'Evergreen Family Health';

const iso = (d: Date) => d.toISOString().slice(0, 10);

/** The next date (on or after `from`) with this month and day. */
function nextOn(from: Date, month: number, day: number): string {
  const y = from.getUTCFullYear();
  const d = new Date(Date.UTC(y, month - 1, day));
  return iso(d >= from ? d : new Date(Date.UTC(y + 1, month - 1, day)));
}

/** The next fourth Thursday of November (Thanksgiving) on or after `from`. */
function nextThanksgiving(from: Date): string {
  for (const y of [from.getUTCFullYear(), from.getUTCFullYear() + 1]) {
    const first = new Date(Date.UTC(y, 10, 1));
    const offset = (4 - first.getUTCDay() + 7) % 7;
    const d = new Date(Date.UTC(y, 10, 1 + offset + 21));
    if (d >= from) return iso(d);
  }
  throw new Error('unreachable');
}

const range = (open_time: string, close_time: string) => [{ open_time, close_time }];

/** A demo photo key (drawn once, when first asked for: areas/media/demo-photos.ts). */
const demoKey = (slug: string, hex: string, w: number, h: number) =>
  `demo/${slug}-${hex}-${w}x${h}.png`;

/**
 * Location extras demo data, after seedDemo (deterministic; dates follow the anchor):
 * - every location has a category (vertical default when missing);
 * - an active Google integration for Blue Fern covering its locations that
 *   have a place id (the two without one are not covered);
 * - issues: Blue Fern's two locations without a place id (missing_place_id)
 *   and Houston Galleria sharing Houston Heights' place id (conflicting);
 * - holiday hours: upcoming Thanksgiving, Christmas Eve, Christmas and New
 *   Year's Day for Blue Fern's open locations (Austin Downtown also has one
 *   tomorrow and seven in all), Thanksgiving for Evergreen's clinics;
 * - directory-specific phone and website overrides on three Blue Fern locations;
 * - owner photos for four Blue Fern locations: logos, covers and others,
 *   published, pending, failed and dead (images drawn when first shown).
 * Evergreen's locations already carry NPI numbers (seed-demo.ts).
 */
export async function seedLocationExtras(
  db: Db,
  opts: { anchor?: Date } = {},
): Promise<Record<string, number>> {
  const anchor = opts.anchor ?? new Date();
  const counts: Record<string, number> = {};
  await db.transaction().execute(async (tx) => {
    const accounts = await tx.selectFrom('accounts').select(['id', 'name', 'vertical']).execute();
    const blueFern = accounts.find((a) => a.name === BLUE_FERN);
    const evergreen = accounts.find((a) => a.name === EVERGREEN);
    if (!blueFern) return;

    // Categories: a default per vertical where a location has none.
    await sql`UPDATE locations l SET category_id = c.id
      FROM accounts a, categories c
      WHERE l.account_id = a.id AND l.category_id IS NULL
        AND c.google_category_id = CASE a.vertical WHEN 'health_care' THEN 'gcid:medical_clinic' ELSE 'gcid:restaurant' END`.execute(
      tx,
    );

    const locations = await tx
      .selectFrom('locations')
      .select(['id', 'name', 'account_id', 'google_place_id', 'open_status', 'phone', 'website'])
      .where('account_id', 'in', [blueFern.id, ...(evergreen ? [evergreen.id] : [])])
      .orderBy('id')
      .execute();
    const bf = locations.filter((l) => l.account_id === blueFern.id);
    const byLabel = (label: string) => bf.find((l) => l.name === `${BLUE_FERN} - ${label}`);

    // A conflicting place id: Houston Galleria gets Houston Heights' place id.
    const heights = byLabel('Houston Heights');
    const galleria = byLabel('Houston Galleria');
    if (heights?.google_place_id && galleria) {
      await tx
        .updateTable('locations')
        .set({ google_place_id: heights.google_place_id })
        .where('id', '=', galleria.id)
        .execute();
      galleria.google_place_id = heights.google_place_id;
    }

    // Google integration for Blue Fern.
    const integration = await tx
      .insertInto('integrations')
      .values({ account_id: blueFern.id, source_code: 'google', status: 'active' })
      .onConflict((oc) =>
        oc.columns(['account_id', 'source_code']).doUpdateSet({ status: 'active' }),
      )
      .returning('id')
      .executeTakeFirstOrThrow();
    const covered = bf.filter((l) => l.google_place_id);
    if (covered.length)
      await tx
        .insertInto('location_integration_refs')
        .values(
          covered.map((l) => ({
            account_id: blueFern.id,
            integration_id: integration.id,
            location_id: l.id,
            reference_id: `accounts/104873/locations/${9_000_000 + l.id}`,
          })),
        )
        .onConflict((oc) => oc.columns(['integration_id', 'location_id']).doNothing())
        .execute();
    counts.location_integration_refs = covered.length;

    // Issues (computed again on every GET /issues).
    const issues = [
      ...bf
        .filter((l) => !l.google_place_id)
        .map((l) => ({ location_id: l.id, status: 'missing_place_id' as const })),
      ...(heights && galleria
        ? [heights, galleria].map((l) => ({
            location_id: l.id,
            status: 'conflicting_place_id' as const,
          }))
        : []),
    ];
    if (issues.length)
      await tx
        .insertInto('location_issues')
        .values(issues.map((i) => ({ account_id: blueFern.id, ...i })))
        .onConflict((oc) => oc.columns(['location_id', 'status']).doNothing())
        .execute();
    counts.location_issues = issues.length;

    // Holiday hours.
    const thanksgiving = nextThanksgiving(anchor);
    const holidays = [
      {
        start_date: thanksgiving,
        closed: true,
        hours: [] as { open_time: string; close_time: string }[],
      },
      { start_date: nextOn(anchor, 12, 24), closed: false, hours: range('11:00', '15:00') },
      { start_date: nextOn(anchor, 12, 25), closed: true, hours: [] },
      { start_date: nextOn(anchor, 1, 1), closed: false, hours: range('10:00', '16:00') },
    ];
    const special: {
      account_id: number;
      location_id: number;
      start_date: string;
      closed: boolean;
      is_24_hours: boolean;
      hours: string;
    }[] = [];
    for (const l of bf) {
      if (l.open_status === 'inactive') continue;
      for (const h of holidays)
        special.push({
          account_id: blueFern.id,
          location_id: l.id,
          ...h,
          is_24_hours: false,
          hours: JSON.stringify(h.hours),
        });
    }
    const downtown = byLabel('Austin Downtown');
    if (downtown) {
      const extra = [
        {
          start_date: iso(new Date(anchor.getTime() + DAY)),
          closed: false,
          hours: range('11:00', '18:00'),
        },
        { start_date: nextOn(anchor, 7, 4), closed: false, hours: range('11:00', '20:00') },
        { start_date: nextOn(anchor, 12, 31), closed: false, hours: range('11:00', '01:00') },
      ].filter((e) => !holidays.some((h) => h.start_date === e.start_date));
      const seen = new Set<string>();
      for (const e of extra)
        if (!seen.has(e.start_date)) {
          seen.add(e.start_date);
          special.push({
            account_id: blueFern.id,
            location_id: downtown.id,
            ...e,
            is_24_hours: false,
            hours: JSON.stringify(e.hours),
          });
        }
    }
    for (const l of locations.filter((x) => x.account_id === evergreen?.id))
      special.push({
        account_id: l.account_id,
        location_id: l.id,
        start_date: thanksgiving,
        closed: true,
        is_24_hours: false,
        hours: '[]',
      });
    if (special.length)
      await tx
        .insertInto('special_hours')
        .values(special)
        .onConflict((oc) => oc.columns(['location_id', 'start_date']).doNothing())
        .execute();
    counts.special_hours = special.length;

    // Directory-specific overrides.
    const sources = await tx
      .selectFrom('sources')
      .select(['id', 'directory_code'])
      .where('is_directory', '=', true)
      .execute();
    const src = (code: string) => sources.find((s) => s.directory_code === code)?.id;
    const overrides: {
      account_id: number;
      location_id: number;
      source_id: number;
      phone: string | null;
      website: string | null;
    }[] = [];
    const add = (label: string, code: string, phone: string | null, website: string | null) => {
      const l = byLabel(label);
      const s = src(code);
      if (l && s)
        overrides.push({
          account_id: blueFern.id,
          location_id: l.id,
          source_id: s,
          phone,
          website,
        });
    };
    const site = (label: string) =>
      `https://bluefernbistro.example.com/locations/${label.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
    add('Austin Downtown', 'yelp_api', '(512) 555-0188', null);
    add('Austin Downtown', 'apple_maps', null, site('Austin Downtown'));
    add(
      'Seattle Capitol Hill',
      'facebook',
      '(206) 555-0177',
      `${site('Seattle Capitol Hill')}?ref=facebook`,
    );
    add('Chicago West Loop', 'bing', null, `${site('Chicago West Loop')}?ref=bing`);
    if (overrides.length)
      await tx
        .insertInto('location_source_overrides')
        .values(overrides)
        .onConflict((oc) => oc.columns(['location_id', 'source_id']).doNothing())
        .execute();
    counts.location_source_overrides = overrides.length;

    // Owner photos.
    const cats = await tx.selectFrom('media_categories').select(['id', 'code']).execute();
    const cat = (code: string) => cats.find((c) => c.code === code)?.id ?? null;
    const google = src('google_maps') ?? null;
    type Photo = {
      category: string | null;
      hex: string;
      w: number;
      h: number;
      status: 'published' | 'pending' | 'failed' | 'dead';
      daysAgo: number;
    };
    const sets: [string, Photo[]][] = [
      [
        'Austin Downtown',
        [
          { category: 'LOGO', hex: '2f855a', w: 400, h: 400, status: 'published', daysAgo: 300 },
          { category: 'COVER', hex: '276749', w: 1280, h: 720, status: 'published', daysAgo: 290 },
          {
            category: 'INTERIOR',
            hex: 'b7791f',
            w: 1024,
            h: 768,
            status: 'published',
            daysAgo: 120,
          },
          {
            category: 'FOOD_AND_DRINK',
            hex: 'c05621',
            w: 1024,
            h: 768,
            status: 'published',
            daysAgo: 60,
          },
          {
            category: 'FOOD_AND_DRINK',
            hex: 'dd6b20',
            w: 800,
            h: 800,
            status: 'published',
            daysAgo: 45,
          },
          {
            category: 'EXTERIOR',
            hex: '4a5568',
            w: 1024,
            h: 683,
            status: 'published',
            daysAgo: 30,
          },
          { category: 'TEAMS', hex: '2b6cb0', w: 1024, h: 768, status: 'published', daysAgo: 20 },
          { category: 'MENU', hex: '744210', w: 768, h: 1024, status: 'published', daysAgo: 14 },
          { category: null, hex: '718096', w: 800, h: 600, status: 'pending', daysAgo: 1 },
          {
            category: 'FOOD_AND_DRINK',
            hex: 'e53e3e',
            w: 800,
            h: 600,
            status: 'failed',
            daysAgo: 3,
          },
          { category: 'INTERIOR', hex: '9b2c2c', w: 800, h: 600, status: 'dead', daysAgo: 9 },
        ],
      ],
      [
        'Austin South Congress',
        [
          { category: 'COVER', hex: '285e61', w: 1280, h: 720, status: 'published', daysAgo: 200 },
          {
            category: 'FOOD_AND_DRINK',
            hex: 'c53030',
            w: 1024,
            h: 768,
            status: 'published',
            daysAgo: 40,
          },
          { category: 'EXTERIOR', hex: '2d3748', w: 1024, h: 768, status: 'pending', daysAgo: 2 },
        ],
      ],
      [
        'Seattle Capitol Hill',
        [
          { category: 'LOGO', hex: '2f855a', w: 400, h: 400, status: 'published', daysAgo: 150 },
          { category: 'INTERIOR', hex: '553c9a', w: 1024, h: 768, status: 'dead', daysAgo: 12 },
        ],
      ],
      [
        'Chicago West Loop',
        [
          {
            category: 'FOOD_AND_DRINK',
            hex: '975a16',
            w: 1024,
            h: 768,
            status: 'failed',
            daysAgo: 4,
          },
        ],
      ],
    ];
    const media = sets.flatMap(([label, photos]) => {
      const l = byLabel(label);
      if (!l) return [];
      const slug = label.toLowerCase().replace(/[^a-z0-9]+/g, '-');
      return photos.map((p, i) => {
        const when = new Date(anchor.getTime() - p.daysAgo * DAY);
        const lowW = Math.round((p.w / Math.min(p.w, p.h)) * 250);
        const lowH = Math.round((p.h / Math.min(p.w, p.h)) * 250);
        return {
          account_id: blueFern.id,
          location_id: l.id,
          source_id: google,
          category_id: p.category ? cat(p.category) : null,
          name: `${slug}-${(p.category ?? 'photo').toLowerCase()}-${i + 1}.png`,
          storage_key: demoKey(slug, p.hex, p.w, p.h),
          low_res_storage_key: demoKey(slug, p.hex, lowW, lowH),
          mime_type: 'image/png',
          width: p.w,
          height: p.h,
          // Demo images are drawn on request; record a plausible photo size without drawing them.
          bytes: p.w * p.h,
          url_id: `demo-${l.id}-${i + 1}`,
          published_status: p.status,
          published_at: p.status === 'published' ? when : null,
          created_at: when,
          updated_at: when,
        };
      });
    });
    if (media.length) await tx.insertInto('media').values(media).execute();
    counts.media = media.length;
  });
  return counts;
}
