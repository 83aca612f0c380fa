import type { CompetitorOverview } from '@plaudit/api-client';
import { useBenchmark, useSession } from '@plaudit/hooks';
import { ScrollBox } from './CompetitorCharts';
import { formatRating, formatShare, positiveShare } from './competitors-format';

export const BENCHMARK_TEXT = {
  title: 'Industry benchmark',
  hint: 'Averages of businesses in your industry over the same period and sources.',
  error: 'Unable to load the industry benchmark at this time.',
} as const;

/**
 * The industry averages of the account's vertical (GET /benchmark/{vertical_id}) beside mine and
 * the competitors', over the same period and sources. Below the API's minimum group size the
 * figures are withheld and its reason is shown.
 */
export function BenchmarkPanel({
  o,
  query,
}: {
  o: CompetitorOverview;
  query: { start_date?: string; end_date?: string; source_id?: number[] };
}) {
  const vertical = useSession((s) => s.account?.vertical ?? null);
  const bench = useBenchmark(vertical, query);
  const b = bench.data;
  if (!vertical) return null;
  const rows: { label: string; mine: string; theirs: string; industry: string }[] = b
    ? [
        {
          label: 'Average rating',
          mine: formatRating(o.mine.average_rating),
          theirs: formatRating(o.competitors.average_rating),
          industry: formatRating(b.average_rating),
        },
        {
          label: 'Response rate',
          mine: formatShare(o.mine.response_rate),
          theirs: formatShare(o.competitors.response_rate),
          industry: formatShare(b.response_rate),
        },
        {
          label: 'Positive reviews',
          mine: formatShare(positiveShare(o.mine.sentiment)),
          theirs: formatShare(positiveShare(o.competitors.sentiment)),
          industry: formatShare(b.sentiment?.positive ?? null),
        },
      ]
    : [];
  return (
    <section className="card cmp-panel cmp-location" aria-labelledby="cmp-benchmark-title">
      <h2 id="cmp-benchmark-title">{BENCHMARK_TEXT.title}</h2>
      <p className="cmp-muted">{BENCHMARK_TEXT.hint}</p>
      {bench.error ? (
        <p role="alert">{BENCHMARK_TEXT.error}</p>
      ) : !b ? (
        <div className="skeleton skeleton--lines" role="status" aria-label="Loading the benchmark">
          <span aria-hidden="true" />
          <span aria-hidden="true" />
        </div>
      ) : b.unavailable_reason ? (
        <p data-testid="cmp-benchmark-unavailable">{b.unavailable_reason}</p>
      ) : (
        <ScrollBox label="Industry benchmark table">
          <table className="cmp-table">
            <caption className="pk-visually-hidden">
              Your locations, their competitors and the industry average
            </caption>
            <thead>
              <tr>
                <th scope="col">Figure</th>
                <th scope="col" className="cmp-num">
                  Your locations
                </th>
                <th scope="col" className="cmp-num">
                  Competitors
                </th>
                <th scope="col" className="cmp-num">
                  Industry
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.label}>
                  <th scope="row">{r.label}</th>
                  <td className="cmp-num">{r.mine}</td>
                  <td className="cmp-num">{r.theirs}</td>
                  <td className="cmp-num">{r.industry}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollBox>
      )}
    </section>
  );
}
