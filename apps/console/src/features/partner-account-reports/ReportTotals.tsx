import type { PartnerAccountReport } from '@plaudit/api-client';
import { formatDate } from '../reviews/review-helpers';
import {
  accountsDetail,
  formatCount,
  formatHours,
  formatPercent,
  formatRating,
} from './report-format';

/** A YYYY-MM-DD day at noon UTC, so no time zone moves it to another day. */
const day = (d: string) => formatDate(`${d}T12:00:00Z`);

/** The totals over every child account, as figure cards (the period they cover first). */
export function ReportTotals({ report }: { report: PartnerAccountReport }) {
  const t = report.totals;
  const attention = t.integrations_broken + t.integrations_expired;
  const figures: { label: string; value: string; detail: string }[] = [
    {
      label: 'Accounts',
      value: formatCount(t.accounts),
      detail: accountsDetail(t),
    },
    {
      label: 'Reviews',
      value: formatCount(t.reviews),
      detail: `Average rating ${formatRating(t.average_rating)}`,
    },
    {
      label: 'Response rate',
      value: formatPercent(t.response_rate),
      detail: `Average response time ${formatHours(t.response_time_hours)}`,
    },
    {
      label: 'Listings in sync',
      value: formatPercent(t.listings_in_sync_rate),
      detail: `${formatCount(t.listings_in_sync)} of ${formatCount(t.listings_total)} locations`,
    },
    {
      label: 'Integrations needing attention',
      value: formatCount(attention),
      detail: `${formatCount(t.integrations_connected)} connected · ${formatCount(t.integrations_pending)} requested`,
    },
  ];
  return (
    <section aria-labelledby="par-totals-title">
      <h2 id="par-totals-title" className="par-period">
        All accounts, {day(report.period.start_date)} to {day(report.period.end_date)}
      </h2>
      <dl className="par-figures">
        {figures.map((f) => (
          <div key={f.label} className="card par-figure">
            <dt>{f.label}</dt>
            <dd className="par-figure__value">{f.value}</dd>
            <dd className="par-figure__detail">{f.detail}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** Grey figure cards while the report loads. */
export function TotalsSkeleton() {
  return (
    <div role="status" aria-label="Loading the report">
      <div className="par-figures" aria-hidden="true">
        {[0, 1, 2, 3, 4].map((i) => (
          <div key={i} className="card skeleton skeleton--lines">
            <span style={{ width: '50%' }} />
            <span style={{ height: '1.6rem' }} />
            <span />
          </div>
        ))}
      </div>
    </div>
  );
}
