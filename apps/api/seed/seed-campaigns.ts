import { DEFAULT_REQUEST_CONTENT, swapFeedbackQuestion } from '@plaudit/api-client/schemas';
import type { Db } from '../src/db/open-database';
import { insertRows } from './insert-rows';
import { createRandom } from './random';

const DAY = 86_400_000;
const FIRST = [
  'Ana',
  'Ben',
  'Chloe',
  'Dev',
  'Elena',
  'Finn',
  'Grace',
  'Hugo',
  'Iris',
  'Jonah',
  'Kai',
  'Lena',
  'Mateo',
  'Nora',
  'Omar',
  'Priya',
];
const LAST = [
  'Alvarez',
  'Brooks',
  'Chen',
  'Diaz',
  'Evans',
  'Foster',
  'Garcia',
  'Hughes',
  'Ito',
  'Jensen',
  'Khan',
  'Lopez',
];
const COMMENTS = {
  high: [
    'Lovely evening, the staff remembered us.',
    'Best brunch in town.',
    'Quick service and great coffee.',
    'We will be back for the soup.',
  ],
  low: [
    'We waited forty minutes for a table.',
    'The food was cold when it arrived.',
    'Too loud to talk.',
  ],
};

/**
 * The ask tool's demo data for one account (Blue Fern): a template, two sent campaigns with
 * recipients who opened, clicked and answered (with comments, custom attributes and review-site
 * clicks), and a draft, so the campaigns list, the overview and the summaries are alive on
 * `npm start`. Same rows for the same anchor.
 */
export async function seedDemoCampaigns(db: Db, accountId: number, anchor: Date) {
  const rng = createRandom(`campaigns:${accountId}`);
  const locations = await db
    .selectFrom('locations')
    .select(['id'])
    .where('account_id', '=', accountId)
    .orderBy('id')
    .limit(2)
    .execute();
  if (locations.length === 0) return { campaigns: 0 };
  const sites = await db
    .selectFrom('location_directories as d')
    .innerJoin('sources as s', 's.id', 'd.source_id')
    .select(['d.location_id', 'd.source_id'])
    .where('d.account_id', '=', accountId)
    .where('d.listing_url', 'is not', null)
    .where('s.code', '!=', 'yelp')
    .execute();
  const ago = (days: number) => new Date(anchor.getTime() - days * DAY);

  await insertRows(db, 'campaign_templates', [
    {
      account_id: accountId,
      name: 'After a visit',
      layout: 'branded',
      header_text: 'Thank you for visiting',
      subject: 'How was your visit to {location_name}?',
      content: DEFAULT_REQUEST_CONTENT,
      created_at: ago(40),
      updated_at: ago(40),
    },
  ]);

  const plans = [
    {
      name: 'October regulars',
      feedback: 'nps' as const,
      days: 24,
      count: 40,
      location: locations[0]!.id,
    },
    {
      name: 'Weekend brunch guests',
      feedback: 'stars' as const,
      days: 6,
      count: 24,
      location: (locations[1] ?? locations[0])!.id,
    },
  ];
  let campaigns = 0;
  for (const plan of plans) {
    const sentAt = ago(plan.days);
    const [campaign] = await db
      .insertInto('campaigns')
      .values({
        account_id: accountId,
        location_id: plan.location,
        name: plan.name,
        feedback_type: plan.feedback,
        content: swapFeedbackQuestion(DEFAULT_REQUEST_CONTENT, 'nps', plan.feedback),
        status: 'sent',
        sent_at: sentAt,
        created_at: ago(plan.days + 1),
        updated_at: sentAt,
      })
      .returning('id')
      .execute();
    campaigns++;
    const recipients = await db
      .insertInto('campaign_recipients')
      .values(
        Array.from({ length: plan.count }, (_, i) => {
          const first = FIRST[i % FIRST.length]!;
          const last = LAST[(i * 7) % LAST.length]!;
          const opened = rng.chance(0.7);
          const clicked = opened && rng.chance(0.7);
          const at = (hours: number) => new Date(sentAt.getTime() + hours * 3_600_000);
          return {
            account_id: accountId,
            campaign_id: campaign!.id,
            email: `${first}.${last}.${i}@guests.example`.toLowerCase(),
            first_name: first,
            last_name: last,
            custom_attributes: {
              visit: rng.pick(['Lunch', 'Dinner', 'Brunch']),
              party: String(rng.int(1, 6)),
            },
            status: 'sent',
            sent_at: sentAt,
            delivered_at: sentAt,
            opened_at: opened ? at(rng.int(1, 20)) : null,
            clicked_at: clicked ? at(rng.int(21, 40)) : null,
            responded_at: clicked ? at(rng.int(21, 40)) : null,
            created_at: ago(plan.days + 1),
          };
        }),
      )
      .returning(['id', 'responded_at'])
      .execute();
    const answered = recipients.filter((r) => r.responded_at);
    await insertRows(
      db,
      'campaign_responses',
      answered.map((r) => {
        const score =
          plan.feedback === 'nps'
            ? rng.weighted([
                [10, 5],
                [9, 4],
                [8, 2],
                [7, 1],
                [6, 1],
                [4, 1],
                [2, 1],
              ] as const)
            : rng.weighted([
                [5, 5],
                [4, 3],
                [3, 1],
                [2, 1],
                [1, 1],
              ] as const);
        const high = plan.feedback === 'nps' ? score >= 9 : score >= 4;
        return {
          account_id: accountId,
          location_id: plan.location,
          campaign_id: campaign!.id,
          recipient_id: r.id,
          channel: 'email',
          feedback_type: plan.feedback,
          score,
          comment: rng.chance(0.4) ? rng.pick(high ? COMMENTS.high : COMMENTS.low) : null,
          created_at: r.responded_at!,
          updated_at: r.responded_at!,
        };
      }),
    );
    const offered = sites.filter((s) => s.location_id === plan.location);
    if (offered.length)
      await insertRows(
        db,
        'review_site_clicks',
        answered
          .filter(() => rng.chance(0.45))
          .map((r) => ({
            account_id: accountId,
            location_id: plan.location,
            campaign_id: campaign!.id,
            recipient_id: r.id,
            source_id: rng.pick(offered).source_id,
            created_at: r.responded_at!,
          })),
      );
  }
  await db
    .insertInto('campaigns')
    .values({
      account_id: accountId,
      location_id: locations[0]!.id,
      name: 'December guests',
      content: DEFAULT_REQUEST_CONTENT,
      created_at: ago(1),
      updated_at: ago(1),
    })
    .execute();
  return { campaigns: campaigns + 1 };
}
