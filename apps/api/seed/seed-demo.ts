import { sql } from 'kysely';
import type { NewRow } from '../src/db/database';
import type { Db } from '../src/db/open-database';
import { hashPassword } from '../src/http/credentials';
import { buildHours, buildNpi, buildPlaceId, kebab } from './build-location-details';
import {
  BLUE_FERN,
  COPPER_KETTLE,
  DEMO_SETTINGS,
  type DemoLocation,
  EVERGREEN,
  PARTNER,
  REVIEW_TAGS,
  STAFF_FIRST_NAMES,
} from './demo-data';
import {
  type GenerateReviewsInput,
  generateDemoReviews,
  type SeededLocation,
} from './generate-demo-reviews';
import type { ReviewContext } from './generate-review-text';
import { insertRows, resetIdentity } from './insert-rows';
import { createRandom, type Random } from './random';
import { seedDemoInbox } from './seed-inbox';
import { seedPerformanceTargets } from './seed-performance-targets';
import { type ReferenceIds, seedReferenceData } from './seed-reference-data';
import { seedDemoWidgets } from './seed-widgets';

export const DEMO_PASSWORD = 'demo-password';
const DAY = 86_400_000;

export type SeedDemoOptions = {
  /** Reviews end just before this instant; default today at 00:00 UTC. */
  anchor?: Date;
  /** Multiplies review counts (tests may seed less); default 1 (about 20,000 reviews). */
  reviewScale?: number;
};

export type SeedCounts = Record<string, number>;

export type SeedDemoResult = {
  anchor: Date;
  accountIds: {
    partner: number;
    blueFern: number;
    evergreen: number;
    copperKettle: number;
    harborLight: number;
  };
  counts: SeedCounts;
  elapsedMs: number;
};

/** Today at 00:00 UTC. */
export function defaultAnchor(now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

/** True when the database holds no account yet (the server seeds the demo then). */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const row = await db.selectFrom('accounts').select('id').limit(1).executeTakeFirst();
  return row === undefined;
}

type AccountSeed = {
  id: number;
  vertical: 'restaurant' | 'health_care';
  slug: string;
  brand: string;
  reviewCount: number;
  responseFactor: number;
  responders: number[];
  locations: DemoLocation[];
  groups: string[];
  dishes?: readonly string[];
  drinks?: readonly string[];
  providers?: readonly string[];
  publishing: (loc: DemoLocation, rng: Random) => boolean;
  externalPrefix: string;
};

/**
 * Seeds the deterministic demo dataset (one transaction): the partner account
 * "Summit Hospitality Partners" and its children "Blue Fern Bistro" (25
 * restaurants), "Evergreen Family Health" (12 clinics) and the trial account
 * "Copper Kettle Coffee" (1 cafe), their users, groups, directory listings and
 * about 20,000 reviews over the two years before the anchor, with replies and
 * tags. Text and ratings depend only on a fixed seed; dates on the anchor.
 */
export async function seedDemo(db: Db, opts: SeedDemoOptions = {}): Promise<SeedDemoResult> {
  const started = performance.now();
  const anchor = opts.anchor ?? defaultAnchor();
  const scale = opts.reviewScale ?? 1;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const root = createRandom('plaudit-demo-v1');
  const ago = (days: number) => new Date(anchor.getTime() - days * DAY);

  const result = await db.transaction().execute(async (tx) => {
    const ref = await seedReferenceData(tx);

    const whitelabel = await tx
      .insertInto('whitelabels')
      .values(PARTNER.whitelabel)
      .returning('id')
      .executeTakeFirstOrThrow();

    const insertAccount = async (values: NewRow<'accounts'>) =>
      (await tx.insertInto('accounts').values(values).returning('id').executeTakeFirstOrThrow()).id;

    const partnerId = await insertAccount({
      name: PARTNER.name,
      is_parent: true,
      whitelabel_id: whitelabel.id,
      status: 'active',
      vertical: 'restaurant',
      segment: 'Partner',
      plan_code: 'partner',
      support_phone: '(800) 555-0142',
      support_email: 'support@summit-hospitality.example.com',
      created_at: ago(1200),
      updated_at: ago(30),
    });
    const blueFernId = await insertAccount({
      name: BLUE_FERN.name,
      parent_id: partnerId,
      status: 'active',
      vertical: 'restaurant',
      segment: 'Multi-location',
      customer_success_manager_id: null,
      customer_success_manager_name: 'Renee Alvarez',
      plan_code: 'enterprise',
      support_phone: '(800) 555-0142',
      support_email: 'support@summit-hospitality.example.com',
      time_zone: 'America/Los_Angeles',
      created_at: ago(1100),
      updated_at: ago(12),
    });
    const evergreenId = await insertAccount({
      name: EVERGREEN.name,
      parent_id: partnerId,
      status: 'active',
      vertical: 'health_care',
      segment: 'Healthcare',
      customer_success_manager_name: 'Renee Alvarez',
      plan_code: 'professional',
      time_zone: 'America/Los_Angeles',
      created_at: ago(900),
      updated_at: ago(20),
    });
    const copperId = await insertAccount({
      name: COPPER_KETTLE.name,
      parent_id: partnerId,
      status: 'trial',
      vertical: 'restaurant',
      segment: 'Single location',
      plan_code: 'trial',
      trial_started_at: ago(10),
      trial_ended_at: new Date(anchor.getTime() + 4 * DAY),
      created_at: ago(10),
      updated_at: ago(10),
    });

    // Feature flags.
    const settingRows: { account_id: number; code: string; value: string }[] = [];
    const flags = (accountId: number, overrides: Record<string, string>) => {
      for (const code of DEMO_SETTINGS)
        settingRows.push({ account_id: accountId, code, value: 'true' });
      for (const [code, value] of Object.entries(overrides)) {
        const existing = settingRows.find((s) => s.account_id === accountId && s.code === code);
        if (existing) existing.value = value;
        else settingRows.push({ account_id: accountId, code, value });
      }
    };
    flags(partnerId, { partner_account_reports: 'true', child_reviews: 'true' });
    flags(blueFernId, {
      trial_export: 'true',
      ai_smart_responses: 'true',
      microsurveys: 'true',
      // Auto-responding rules answer arriving reviews with drafts; autopilot (publishing them)
      // stays off, so a person reads every automatic answer first.
      auto_responding: 'true',
      response_autopilot: 'false',
      // Arriving reviews reach the team by alert (SMS too) and partners' systems by webhook.
      webhooks: 'true',
      sms_alerts: 'true',
      // The account chooses its language (/settings/account).
      language_settings: 'true',
      // Local search rank tracking (seed-local-search.ts).
      local_search: 'true',
      // Review requests and alerts may go out from the business's own confirmed address.
      custom_email: 'true',
      // Reviews that break a site's rules are disputed (flagged, reported on the site, removed).
      dispute_reviews: 'true',
      // The dashboard and the microsurvey overview show the Net Promoter Score of NPS answers.
      nps_score: 'true',
    });
    flags(evergreenId, {
      competitor: 'false',
      google_posts: 'false',
      nps_score: 'true',
      // Industry score (spec 3 section 3): each clinic against its category's benchmark.
      industry_score: 'true',
      // Download CSV buttons save the rows on screen (no server-generated file).
      async_file_download: 'false',
    });
    flags(copperId, {
      trial_export: 'false',
      trial_banner: 'true',
      competitor: 'false',
      groups_performance: 'false',
      scheduled_exports: 'false',
      custom_score: 'false',
    });
    await insertRows(tx, 'account_settings', settingRows);

    // Users.
    const userIds = new Map<string, number>();
    const addUsers = async (
      accountId: number,
      users: readonly { email: string; name: string; user_type: string; owner: boolean }[],
      createdDaysAgo: number,
    ) => {
      const rows = await tx
        .insertInto('users')
        .values(
          users.map((u, i) => ({
            account_id: accountId,
            email: u.email,
            name: u.name,
            user_type: u.user_type as 'administrator',
            owner: u.owner,
            password_hash: passwordHash,
            created_at: ago(createdDaysAgo - i * 7),
            updated_at: ago(createdDaysAgo - i * 7),
          })),
        )
        .returning(['id', 'email'])
        .execute();
      for (const r of rows) userIds.set(r.email, r.id);
    };
    await addUsers(partnerId, [{ ...PARTNER.user, user_type: 'administrator', owner: true }], 1200);
    await addUsers(blueFernId, BLUE_FERN.users, 1100);
    await addUsers(evergreenId, EVERGREEN.users, 900);
    await addUsers(copperId, COPPER_KETTLE.users, 10);

    const accounts: AccountSeed[] = [
      {
        id: blueFernId,
        vertical: 'restaurant',
        slug: BLUE_FERN.slug,
        brand: BLUE_FERN.brand,
        reviewCount: Math.round(14_600 * scale),
        responseFactor: 1.05,
        responders: [userIds.get('admin@demo.test')!, userIds.get('manager@demo.test')!],
        locations: BLUE_FERN.locations,
        groups: BLUE_FERN.groups,
        dishes: BLUE_FERN.dishes,
        drinks: BLUE_FERN.drinks,
        publishing: (loc) =>
          loc.openStatus !== 'inactive' && !loc.groups.includes('Airport Kiosks'),
        externalPrefix: 'BF',
      },
      {
        id: evergreenId,
        vertical: 'health_care',
        slug: EVERGREEN.slug,
        brand: EVERGREEN.brand,
        reviewCount: Math.round(4_900 * scale),
        responseFactor: 0.85,
        responders: [
          userIds.get('admin@evergreen.demo.test')!,
          userIds.get('manager@evergreen.demo.test')!,
        ],
        locations: EVERGREEN.locations,
        groups: EVERGREEN.groups,
        providers: EVERGREEN.providers,
        publishing: (_loc, rng) => rng.chance(0.5),
        externalPrefix: 'EFH',
      },
      {
        id: copperId,
        vertical: 'restaurant',
        slug: COPPER_KETTLE.slug,
        brand: COPPER_KETTLE.brand,
        reviewCount: Math.round(500 * scale),
        responseFactor: 0.6,
        responders: [userIds.get('trial@demo.test')!],
        locations: [COPPER_KETTLE.location],
        groups: [],
        dishes: COPPER_KETTLE.dishes,
        drinks: COPPER_KETTLE.drinks,
        publishing: () => false,
        externalPrefix: 'CKC',
      },
    ];

    const counts: SeedCounts = {};
    const bump = (k: string, n: number) => {
      counts[k] = (counts[k] ?? 0) + n;
    };
    let nextReviewId =
      ((
        await tx
          .selectFrom('reviews')
          .select((eb) => eb.fn.max('id').as('m'))
          .executeTakeFirst()
      )?.m ?? 0) + 1;

    for (const account of accounts) {
      const rng = root.fork(account.slug);
      const seeded = await seedAccountData(tx, account, ref, rng, anchor);
      for (const [k, v] of Object.entries(seeded.counts)) bump(k, v);

      const generated = generateDemoReviews({
        rng: rng.fork('reviews'),
        anchor,
        accountId: account.id,
        vertical: account.vertical,
        total: account.reviewCount,
        responseFactor: account.responseFactor,
        responders: account.responders,
        firstReviewId: nextReviewId,
        sourceByCode: ref.sourceByCode,
        locations: seeded.locations,
        tagNames: [...REVIEW_TAGS],
      } satisfies GenerateReviewsInput);
      nextReviewId += generated.reviews.length;

      const tagRows = REVIEW_TAGS.map((name, i) => ({
        account_id: account.id,
        name,
        created_at: ago(700 - i),
      }));
      const tags = await tx.insertInto('tags').values(tagRows).returning(['id', 'name']).execute();
      const tagId = new Map(tags.map((t) => [t.name, t.id]));

      bump('reviews', await insertRows(tx, 'reviews', generated.reviews));
      bump('responses', await insertRows(tx, 'responses', generated.responses));
      bump('tags', tags.length);
      bump(
        'review_tags',
        await insertRows(
          tx,
          'review_tags',
          generated.reviewTags.map((t) => ({
            account_id: account.id,
            review_id: t.review_id,
            tag_id: tagId.get(t.tag)!,
            created_at: t.created_at,
          })),
        ),
      );
    }
    await resetIdentity(tx, 'reviews');
    // One published widget of each kind for Blue Fern (seed-widgets.ts).
    counts.widgets = (await seedDemoWidgets(tx, blueFernId)).length;
    // Blue Fern's target score settings and two locations' own targets (seed-performance-targets.ts).
    for (const [k, v] of Object.entries(
      await seedPerformanceTargets(tx, blueFernId, userIds.get('admin@demo.test')!),
    ))
      bump(k, v);
    // Templates, a rule, assignments and notes for Blue Fern's inbox (seed-inbox.ts).
    for (const [k, v] of Object.entries(
      await seedDemoInbox(tx, blueFernId, {
        assignees: [userIds.get('manager@demo.test')!, userIds.get('user@demo.test')!],
        noteAuthor: userIds.get('manager@demo.test')!,
      }),
    ))
      bump(k, v);

    counts.accounts = 4;
    counts.users = userIds.size;
    counts.account_settings = settingRows.length;
    return {
      accountIds: {
        partner: partnerId,
        blueFern: blueFernId,
        evergreen: evergreenId,
        copperKettle: copperId,
      } as Omit<SeedDemoResult['accountIds'], 'harborLight'>,
      counts,
    };
  });
  // The expired trial Harbor Light Yoga, subscriptions, cards and invoices (seed-billing.ts).
  const { harborLightId } = await (await import('./seed-billing')).seedDemoBilling(db, {
    anchor,
    passwordHash,
    blueFernId: result.accountIds.blueFern,
    evergreenId: result.accountIds.evergreen,
  });
  const seeded = {
    ...result,
    accountIds: { ...result.accountIds, harborLight: harborLightId },
    counts: {
      ...result.counts,
      accounts: result.counts.accounts! + 1,
      users: result.counts.users! + 2,
    },
  };
  // Planner statistics for the freshly loaded tables.
  await sql`ANALYZE`.execute(db);
  await (await import('./seed-location-extras')).seedLocationExtras(db, { anchor });
  await (await import('./seed-listings-insights')).seedListingsAndInsights(
    db,
    result.accountIds,
    anchor,
  );
  // Broken, expired and requested integrations for the partner account reports.
  await (await import('./seed-partner-reports')).seedPartnerReports(db, result.accountIds, anchor);
  // The ask tool's template, sent campaigns with answers, and a draft (seed-campaigns.ts).
  await (await import('./seed-campaigns')).seedDemoCampaigns(
    db,
    result.accountIds.blueFern,
    anchor,
  );
  // Competitors, brands and their review history (seed-competitors.ts).
  Object.assign(
    seeded.counts,
    await (await import('./seed-competitors')).seedDemoCompetitors(db, result.accountIds, anchor),
  );
  // Photos customers added to Blue Fern's listings, most with their review (seed-customer-photos.ts).
  Object.assign(seeded.counts, {
    customerPhotos: await (await import('./seed-customer-photos')).seedCustomerPhotos(
      db,
      result.accountIds.blueFern,
    ),
  });
  // Tracked keywords with eight weeks of grid scans for the demo admin's account.
  Object.assign(
    seeded.counts,
    await (await import('./seed-local-search')).seedDemoLocalSearch(
      db,
      result.accountIds.blueFern,
      anchor,
    ),
  );
  // Saved visual reports of the demo accounts (seed-visual-reports.ts).
  Object.assign(
    seeded.counts,
    await (await import('./seed-visual-reports')).seedDemoVisualReports(db, result.accountIds),
  );
  // The demo partner's scorecards of prospects, with history and leads.
  Object.assign(
    seeded.counts,
    await (await import('./seed-partner-scorecards')).seedDemoPartnerScorecards(
      db,
      result.accountIds,
      anchor,
    ),
  );
  return { anchor, ...seeded, elapsedMs: Math.round(performance.now() - started) };
}

async function seedAccountData(
  tx: Db,
  account: AccountSeed,
  ref: ReferenceIds,
  rng: Random,
  anchor: Date,
): Promise<{ locations: SeededLocation[]; counts: SeedCounts }> {
  const ago = (days: number) => new Date(anchor.getTime() - days * DAY);
  const us = ref.countryByCode.get('US')!;
  const brandName =
    account.vertical === 'health_care'
      ? EVERGREEN.name
      : account.slug === BLUE_FERN.slug
        ? BLUE_FERN.name
        : COPPER_KETTLE.name;
  const phoneNumbers = rng.shuffle(
    Array.from({ length: 100 }, (_, i) => String(i).padStart(2, '0')),
  );

  const prepared = account.locations.map((def, index) => {
    const locRng = rng.fork(def.label);
    const placeId = def.noPlaceId ? null : buildPlaceId(locRng);
    const name = `${brandName} - ${def.label}`;
    const phone = `(${def.areaCode}) 555-01${phoneNumbers[index % 100]}`;
    const staff = locRng.sample(STAFF_FIRST_NAMES, 5);
    const manager = locRng.pick(STAFF_FIRST_NAMES.filter((n) => !staff.includes(n)));
    const isKiosk = def.groups.includes('Airport Kiosks');
    const context: ReviewContext = {
      vertical: account.vertical,
      place: account.brand,
      city: def.city,
      hood: def.hood,
      staff,
      manager,
      providers: account.providers ? locRng.sample(account.providers, locRng.int(2, 4)) : [],
      dishes: isKiosk ? BLUE_FERN.kioskDishes : (account.dishes ?? []),
      drinks: isKiosk ? BLUE_FERN.kioskDrinks : (account.drinks ?? []),
      email: `${kebab(def.label)}@${account.slug}.example.com`,
      phone,
    };
    const createdDaysAgo = def.openedDaysAgo ?? 760 + index * 3;
    const row = {
      account_id: account.id,
      name,
      public_name: account.vertical === 'health_care' ? name : `${account.brand} ${def.label}`,
      address: def.address,
      address_2: def.address2 ?? null,
      city: def.city,
      country_id: us,
      state_id: ref.stateByCode.get(`US-${def.state}`) ?? null,
      zipcode: def.zipcode,
      phone,
      website: `https://${account.slug}.example.com/locations/${kebab(def.label)}`,
      external_id: `${account.externalPrefix}-${String(index + 1).padStart(3, '0')}`,
      google_place_id: placeId,
      category_id: ref.categoryByGcid.get(def.category) ?? null,
      open_status: def.openStatus ?? 'active',
      hours: buildHours(def.hours),
      is_headquarters: def.headquarters ?? false,
      npi_numbers:
        account.vertical === 'health_care'
          ? Array.from({ length: locRng.int(1, 3) }, () => buildNpi(locRng))
          : [],
      publishing_enabled: account.publishing(def, locRng),
      timezone: def.timezone,
      latitude: def.lat,
      longitude: def.lng,
      created_at: ago(createdDaysAgo + 5),
      updated_at: ago(locRng.int(1, 60)),
    };
    return { def, name, placeId, context, row, locRng };
  });

  const inserted = await tx
    .insertInto('locations')
    .values(prepared.map((p) => ({ ...p.row, hours: JSON.stringify(p.row.hours) })))
    .returning(['id', 'name'])
    .execute();
  const idByName = new Map(inserted.map((r) => [r.name, r.id]));
  const locations: SeededLocation[] = prepared.map((p) => ({
    id: idByName.get(p.name)!,
    def: p.def,
    name: p.name,
    placeId: p.placeId,
    context: p.context,
  }));

  // Groups and memberships.
  let groupLocationCount = 0;
  if (account.groups.length) {
    const groups = await tx
      .insertInto('groups')
      .values(
        account.groups.map((name, i) => ({
          account_id: account.id,
          name,
          created_at: ago(700 - i * 15),
        })),
      )
      .returning(['id', 'name'])
      .execute();
    const memberships = locations.flatMap((loc) =>
      loc.def.groups.map((g) => ({
        account_id: account.id,
        group_id: groups.find((x) => x.name === g)!.id,
        location_id: loc.id,
      })),
    );
    groupLocationCount = await insertRows(tx, 'group_locations', memberships);
  }

  // Directory listings: each location on each of the six directories.
  const directories = await tx
    .selectFrom('sources')
    .select(['id', 'code', 'directory_code'])
    .where('is_directory', '=', true)
    .orderBy('ordinal')
    .execute();
  const listingRows = prepared.flatMap((p, i) => {
    const loc = locations[i]!;
    return directories.map((dir) => {
      const r = p.locRng;
      let status = r.weighted([
        ['in_sync', 68],
        ['not_in_sync', 10],
        ['pending_sync', 6],
        ['in_progress', 5],
        ['not_available', 6],
        ['action_required', 3],
        ['published', 2],
      ] as const) as string;
      let description: string | null = null;
      if (dir.directory_code === 'google_maps' && !loc.placeId) {
        status = 'action_required';
        description = 'Location not found in Google integration';
      } else if (status === 'not_in_sync') {
        description = r.pick([
          'Hours differ from the listing',
          'Phone number differs',
          'Website differs',
        ]);
      } else if (status === 'action_required') {
        description = 'Listing needs to be claimed';
      }
      const slug = `${account.slug}-${kebab(p.def.label)}`;
      const urls: Record<string, string> = {
        google_maps: `https://www.google.com/maps/place/?q=place_id:${loc.placeId}`,
        facebook: `https://www.facebook.com/${slug}`,
        apple_maps: `https://maps.apple.com/?q=${encodeURIComponent(loc.name)}&ll=${p.def.lat},${p.def.lng}`,
        bing: `https://www.bing.com/maps?ss=ypid.YN${r.int(1000000, 9999999)}`,
        trip_advisor: `https://www.tripadvisor.com/Restaurant_Review-d${r.int(10000000, 29999999)}-${slug}.html`,
        yelp_api: `https://www.yelp.com/biz/${slug}`,
      };
      const available = status !== 'not_available';
      return {
        account_id: account.id,
        location_id: loc.id,
        source_id: dir.id,
        directory_enabled: !(
          dir.directory_code === 'trip_advisor' && account.vertical === 'health_care'
        ),
        status,
        status_description: description,
        listing_url: available ? (urls[dir.directory_code!] ?? null) : null,
        reference_id:
          dir.directory_code === 'google_maps'
            ? loc.placeId
            : available
              ? String(r.int(100000000, 999999999))
              : null,
        last_checked_at: new Date(anchor.getTime() - r.int(30, 72 * 60) * 60_000),
        updated_at: new Date(anchor.getTime() - r.int(1, 30) * DAY),
      };
    });
  });
  await insertRows(tx, 'location_directories', listingRows);

  return {
    locations,
    counts: {
      locations: locations.length,
      groups: account.groups.length,
      group_locations: groupLocationCount,
      location_directories: listingRows.length,
    },
  };
}
