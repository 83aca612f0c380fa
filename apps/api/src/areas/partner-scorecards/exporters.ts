import {
  type PartnerScorecardExportFilters,
  partnerScorecardExportFilters,
} from '@plaudit/api-client/schemas';
import { sql } from 'kysely';
import { likeContains } from '../../http/list';
import { registerExporter } from '../exports/registry';
import {
  SCORECARD_COLUMNS,
  type ScorecardRow,
  scorecardsQuery,
  withLatest,
} from './scorecard-reads';

const percent = (share: number | null) => (share === null ? '' : Math.round(share * 1000) / 10);

export const PARTNER_SCORECARD_CSV_HEADER = [
  'Scorecard ID',
  'Business',
  'Address',
  'Prepared',
  'Last Run',
  'Grade',
  'Score',
  'Rating',
  'Reviews',
  'Days Since Last Review',
  'Reviews (Last 30 Days)',
  'Reviews (Last 90 Days)',
  'Response Rate (%)',
  'Listing Accuracy (%)',
  'Competitors',
  "Competitors' Rating",
  "Competitors' Reviews",
  'Leads',
] as const;

/**
 * `partner_scorecards` (spec 1 section 7): one row per scorecard with its newest
 * snapshot, newest scorecard first; `keywords` narrows by business name or address like the
 * list. Every other filter (dates, rating, status, sort, paging, a scheduled send's range) is
 * dropped: a scorecard is a snapshot of its own moment, not of a date range.
 */
registerExporter<PartnerScorecardExportFilters>('partner_scorecards', {
  permission: 'partner_scorecard',
  normalize: (raw) =>
    typeof raw.keywords === 'string' && raw.keywords ? { keywords: raw.keywords } : {},
  filters: partnerScorecardExportFilters,
  header: PARTNER_SCORECARD_CSV_HEADER,
  async *rows({ db, accountId, filters, chunkSize = 2000 }) {
    let cursor: { created_at: string; id: number } | null = null;
    for (;;) {
      let base = scorecardsQuery(db, accountId);
      if (filters.keywords) {
        const like = likeContains(filters.keywords);
        base = base.where((eb) =>
          eb.or([eb('c.business_name', 'ilike', like), eb('c.address', 'ilike', like)]),
        );
      }
      if (cursor) {
        const { created_at, id } = cursor;
        base = base.where(sql<boolean>`(c.created_at, c.id) < (${created_at}::timestamptz, ${id})`);
      }
      const rows = (await base
        .select(SCORECARD_COLUMNS)
        .orderBy('c.created_at', 'desc')
        .orderBy('c.id', 'desc')
        .limit(chunkSize)
        .execute()) as ScorecardRow[];
      if (!rows.length) return;
      const cards = await withLatest(db, accountId, rows);
      yield cards.map((s) => {
        const l = s.latest;
        return [
          s.id,
          s.business_name,
          s.address ?? '',
          s.created_at.slice(0, 10),
          l ? l.created_at.slice(0, 10) : '',
          l?.grade ?? '',
          l?.score ?? '',
          l?.rating ?? '',
          l?.review_count ?? '',
          l?.days_since_last_review ?? '',
          l?.reviews_last_30_days ?? '',
          l?.reviews_last_90_days ?? '',
          l ? percent(l.response_rate) : '',
          l ? percent(l.listing_accuracy) : '',
          l?.competitors.length ?? '',
          l?.competitor_rating ?? '',
          l?.competitor_review_count ?? '',
          s.leads_count,
        ];
      });
      const last = rows[rows.length - 1] as ScorecardRow;
      cursor = { created_at: new Date(last.created_at).toISOString(), id: last.id };
    }
  },
});
