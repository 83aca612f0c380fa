import type { Session } from '@plaudit/api-client/schemas';
import { makeUser } from './partner-fixtures';
import type { TestApi } from './test-api';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export type PartnerChildren = {
  partner: Session & { account_id: number; user_id: number };
  /** Three child accounts: Alpha (active), Bravo (trial, 4 days left), Charlie (trial ended). */
  alpha: number;
  bravo: number;
  charlie: number;
  /** Review ids by name (see `makePartnerChildren`). */
  reviews: Record<string, number>;
  sourceId: number;
  now: Date;
};

/**
 * A partner of its own with three child accounts whose figures are known by hand, all dated
 * relative to `now` (reviews within the last 10 days; the default period covers them):
 *
 * Alpha Diner (active): 2 locations; reviews a1 5★ answered 2 h later, a2 3★ answered 4 h
 *   later, a3 1★ (negative, "cold soup") unanswered, a4 no rating unanswered, a5 4★ with a
 *   draft response (not published: not answered, not in the queue); 40 days ago a6 2★ (outside
 *   a 30-day period). Listings: location 1 in sync, location 2 not in sync. Integrations:
 *   google active (connected), facebook active with an expired token (expired), yelp inactive
 *   (broken).
 * Bravo Bakery (trial, ends in 3.5 days): 1 location; b1 2★ unanswered (negative), b2 5★
 *   answered 10 h later. Listings: in sync. Integrations: google active with last_sync_error
 *   (broken), trustpilot access requested (pending).
 * Charlie Cafe (trial ended yesterday, inactive): 1 location, no reviews, no listings, no
 *   integrations.
 */
export async function makePartnerChildren(api: TestApi, name: string): Promise<PartnerChildren> {
  const { db } = api;
  const now = new Date();
  const partner = await makeUser(api, { parentAccountName: name });
  const account = async (values: {
    name: string;
    status?: 'active' | 'trial';
    trial_ended_at?: Date;
  }) =>
    (
      await db
        .insertInto('accounts')
        .values({ ...values, parent_id: partner.account_id })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const alpha = await account({ name: `${name} Alpha Diner` });
  const bravo = await account({
    name: `${name} Bravo Bakery`,
    status: 'trial',
    trial_ended_at: new Date(now.getTime() + 3.5 * DAY),
  });
  const charlie = await account({
    name: `${name} Charlie Cafe`,
    status: 'trial',
    trial_ended_at: new Date(now.getTime() - DAY),
  });
  const location = async (accountId: number, n: string) =>
    (
      await db
        .insertInto('locations')
        .values({
          account_id: accountId,
          name: n,
          public_name: n,
          address: '1 Main St',
          city: 'Portland',
          zipcode: '97205',
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const a1Loc = await location(alpha, 'Alpha Downtown');
  const a2Loc = await location(alpha, 'Alpha Airport');
  const bLoc = await location(bravo, 'Bravo Main');
  await location(charlie, 'Charlie Corner');

  const google = await db
    .selectFrom('sources')
    .select('id')
    .where('code', '=', 'google')
    .executeTakeFirstOrThrow();
  const directory = await db
    .selectFrom('sources')
    .select('id')
    .where('is_directory', '=', true)
    .where('directory_code', 'is not', null)
    .orderBy('ordinal')
    .orderBy('id')
    .executeTakeFirstOrThrow();

  const reviews: Record<string, number> = {};
  const review = async (
    key: string,
    accountId: number,
    locationId: number,
    rating: number,
    daysAgo: number,
    content: string,
    sentiment: number,
  ) => {
    reviews[key] = (
      await db
        .insertInto('reviews')
        .values({
          account_id: accountId,
          location_id: locationId,
          source_id: google.id,
          rating,
          content,
          sentiment,
          author_name: `Guest ${key}`,
          published_at: new Date(now.getTime() - daysAgo * DAY),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  };
  await review('a1', alpha, a1Loc, 5, 2, 'Lovely brunch', 1);
  await review('a2', alpha, a2Loc, 3, 3, 'Fine coffee', 0);
  await review('a3', alpha, a1Loc, 1, 4, 'The cold soup was a letdown', -1);
  await review('a4', alpha, a2Loc, 0, 5, 'Came for the pastries', 0);
  await review('a5', alpha, a1Loc, 4, 6, 'Good service', 1);
  await review('a6', alpha, a1Loc, 2, 40, 'Slow kitchen', -1);
  await review('b1', bravo, bLoc, 2, 1, 'Stale bread this morning', -1);
  await review('b2', bravo, bLoc, 5, 9, 'Best croissant in town', 1);

  const response = async (
    key: string,
    accountId: number,
    hoursLater: number | null,
    daysAgo: number,
  ) =>
    db
      .insertInto('responses')
      .values({
        account_id: accountId,
        review_id: reviews[key]!,
        source_id: google.id,
        content: 'Thank you!',
        status: hoursLater === null ? 'draft' : 'published',
        published_at:
          hoursLater === null ? null : new Date(now.getTime() - daysAgo * DAY + hoursLater * HOUR),
      })
      .execute();
  await response('a1', alpha, 2, 2);
  await response('a2', alpha, 4, 3);
  await response('a5', alpha, null, 6);
  await response('b2', bravo, 10, 9);

  await db
    .insertInto('location_directories')
    .values([
      { account_id: alpha, location_id: a1Loc, source_id: directory.id, status: 'in_sync' },
      { account_id: alpha, location_id: a2Loc, source_id: directory.id, status: 'not_in_sync' },
      { account_id: bravo, location_id: bLoc, source_id: directory.id, status: 'published' },
    ])
    .execute();

  const integration = async (
    accountId: number,
    source_code: string,
    status: 'active' | 'inactive' | 'expired' | 'access_requested',
    extra: { last_sync_error?: string; expires_at?: Date } = {},
  ) => {
    const row = await db
      .insertInto('integrations')
      .values({
        account_id: accountId,
        source_code,
        status,
        last_sync_error: extra.last_sync_error ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (extra.expires_at)
      await db
        .insertInto('oauth_tokens')
        .values({ account_id: accountId, integration_id: row.id, expires_at: extra.expires_at })
        .execute();
  };
  await integration(alpha, 'google', 'active', {
    expires_at: new Date(now.getTime() + 30 * DAY),
  });
  await integration(alpha, 'facebook', 'active', { expires_at: new Date(now.getTime() - DAY) });
  await integration(alpha, 'yelp', 'inactive');
  await integration(bravo, 'google', 'active', { last_sync_error: 'Token revoked' });
  await integration(bravo, 'trustpilot', 'access_requested');

  return { partner, alpha, bravo, charlie, reviews, sourceId: google.id, now };
}
