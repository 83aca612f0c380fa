import {
  insertSnapshot,
  measurePlace,
  newShareToken,
} from '../src/areas/partner-scorecards/scorecard-store';
import type { Db } from '../src/db/open-database';
import { COMPETITOR_NEIGHBOURS } from '../src/providers/competitor-neighbours';
import type { CompetitorPlace } from '../src/providers/competitor-places';
import { createRandom } from './random';

const DAY = 86_400_000;

const LEADS = [
  {
    name: 'Dana Whitfield',
    email: 'dana.whitfield@example.com',
    phone: '(512) 555-0142',
    message:
      'The listing numbers surprised us. Can we talk about fixing the directories this month?',
  },
  {
    name: 'Marcus Lee',
    email: 'marcus@example.com',
    phone: '512.555.0199',
    message: 'We never reply to reviews. How much time would your team need each week?',
  },
  {
    name: 'Priya Raman',
    email: 'priya.raman@example.com',
    phone: null,
    message: 'Please send pricing for two locations.',
  },
  {
    name: 'Tom Okafor',
    email: 'tom.okafor@example.com',
    phone: '(303) 555-0110',
    message: null,
  },
];

/**
 * Scorecards of the demo partner (Summit Hospitality Partners): four prospects among the
 * demo locations' neighbours and one of a Blue Fern location (a prospect that became a
 * client, so Blue Fern's /partner-tools shows the scorecard its partner shared), measured
 * by the same local providers the server uses. The first three have a run 30 days before
 * the newest (history), and leads from the public page.
 */
export async function seedDemoPartnerScorecards(
  db: Db,
  ids: { partner: number; blueFern: number },
  anchor: Date,
): Promise<Record<string, number>> {
  const author = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', 'partner@demo.test')
    .executeTakeFirst();
  const blueFern = await db
    .selectFrom('locations')
    .select(['google_place_id', 'name', 'address', 'city', 'zipcode', 'latitude', 'longitude'])
    .where('account_id', '=', ids.blueFern)
    .where('google_place_id', 'is not', null)
    .where('latitude', 'is not', null)
    .orderBy('id')
    .executeTakeFirst();
  const prospects: CompetitorPlace[] = [0, 5, 9, 14]
    .map((i) => COMPETITOR_NEIGHBOURS[i])
    .filter((p) => !!p)
    .map((p) => ({ ...p }));
  if (blueFern?.google_place_id)
    prospects.push({
      google_place_id: blueFern.google_place_id,
      name: blueFern.name,
      address: `${blueFern.address}, ${blueFern.city} ${blueFern.zipcode}`,
      latitude: blueFern.latitude,
      longitude: blueFern.longitude,
      category: 'gcid:bistro',
    });
  const deps = { providers: {}, db } as Parameters<typeof measurePlace>[0];
  const rng = createRandom('partner-scorecards');
  let snapshots = 0;
  let leads = 0;
  for (const [i, place] of prospects.entries()) {
    const createdAt = new Date(anchor.getTime() - (40 - i * 6) * DAY);
    const card = await db
      .insertInto('partner_scorecards')
      .values({
        account_id: ids.partner,
        google_place_id: place.google_place_id,
        business_name: place.name,
        address: place.address,
        latitude: place.latitude,
        longitude: place.longitude,
        category: place.category,
        share_token: newShareToken(),
        created_by: author?.id ?? null,
        created_at: createdAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const runs = i < 3 ? [createdAt, new Date(anchor.getTime() - (10 - i) * DAY)] : [createdAt];
    for (const at of runs) {
      await insertSnapshot(
        db,
        ids.partner,
        card.id,
        await measurePlace(deps, ids.partner, place, at),
        at,
      );
      snapshots++;
    }
    const leadCount = i < 3 ? 2 - (i % 2) + (i === 0 ? 1 : 0) : 0;
    for (let n = 0; n < leadCount; n++) {
      const lead = LEADS[(i + n) % LEADS.length]!;
      await db
        .insertInto('partner_scorecard_leads')
        .values({
          account_id: ids.partner,
          scorecard_id: card.id,
          name: lead.name,
          email: lead.email,
          phone: lead.phone,
          business: place.name,
          message: lead.message,
          consent: true,
          created_at: new Date(
            createdAt.getTime() + rng.int(1, 20) * DAY + rng.int(0, 20) * 3600_000,
          ),
        })
        .execute();
      leads++;
    }
  }
  return {
    partner_scorecards: prospects.length,
    partner_scorecard_snapshots: snapshots,
    partner_scorecard_leads: leads,
  };
}
