import type { VisualReportBlock } from '@plaudit/api-client/schemas';
import type { Db } from '../src/db/open-database';

const block = (
  kind: VisualReportBlock['kind'],
  display: VisualReportBlock['display'] = 'bars',
  title = '',
): VisualReportBlock => ({ kind, display, title });

/**
 * Saved visual reports for the demo accounts, so /visual-reports opens on real reports: Blue
 * Fern's monthly overview (shared with everyone), a locations report the admin shares with the
 * manager, and the manager's private draft; one report for Evergreen.
 */
export async function seedDemoVisualReports(
  db: Db,
  accountIds: { blueFern: number; evergreen: number },
): Promise<Record<string, number>> {
  const userId = async (email: string) =>
    (await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst())?.id ??
    null;
  const [admin, manager, evergreenAdmin] = await Promise.all([
    userId('admin@demo.test'),
    userId('manager@demo.test'),
    userId('admin@evergreen.demo.test'),
  ]);
  const rows = [
    {
      account_id: accountIds.blueFern,
      created_by_user_id: admin,
      name: 'Monthly overview',
      description: 'Ratings, volume, sources and how quickly we answer, for the whole brand.',
      date_descriptor: 'twelveMonths',
      blocks: JSON.stringify([
        block('rating_over_time'),
        block('volume_over_time'),
        block('by_source'),
        block('sentiment'),
        block('response_rate'),
        block('response_time'),
      ]),
      sharing: 'account',
      shared_user_ids: [],
    },
    {
      account_id: accountIds.blueFern,
      created_by_user_id: admin,
      name: 'Locations and groups',
      description: 'How each location and group is rated, and what guests talk about.',
      date_descriptor: 'sixMonths',
      blocks: JSON.stringify([
        block('by_location', 'table'),
        block('by_group'),
        block('experience_categories'),
      ]),
      sharing: manager ? 'users' : 'private',
      shared_user_ids: manager ? [manager] : [],
    },
    {
      account_id: accountIds.blueFern,
      created_by_user_id: manager,
      name: 'Quarter at a glance',
      description: 'My draft for the quarterly review.',
      date_descriptor: 'threeMonths',
      blocks: JSON.stringify([
        block('rating_over_time', 'bars', 'Rating this quarter'),
        block('sentiment'),
      ]),
      sharing: 'private',
      shared_user_ids: [],
    },
    {
      account_id: accountIds.evergreen,
      created_by_user_id: evergreenAdmin,
      name: 'Patient experience',
      description: 'Ratings and experience categories across our clinics.',
      date_descriptor: 'twelveMonths',
      blocks: JSON.stringify([
        block('rating_over_time'),
        block('by_location'),
        block('experience_categories'),
      ]),
      sharing: 'account',
      shared_user_ids: [],
    },
  ];
  await db.insertInto('visual_reports').values(rows).execute();
  return { visual_reports: rows.length };
}
