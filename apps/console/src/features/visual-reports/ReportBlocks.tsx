import {
  formatVisualReportBucket,
  formatVisualReportFigure,
  VISUAL_REPORT_PARTIAL_NOTE,
  VISUAL_REPORT_PARTIAL_SHORT,
  type VisualReportBlockData,
  type VisualReportBucket,
  type VisualReportPoint,
} from '@plaudit/api-client';
import { barWidth, evenAxisMax, LineChart } from '@plaudit/ui-kit';

/** The line's colour (the primary token). */
const ACCENT = '#1d4ed8';

const BUCKET_HEADINGS: Record<VisualReportBucket, string> = {
  day: 'Day',
  week: 'Week',
  month: 'Month',
};

const UNIT_HEADINGS: Record<VisualReportBlockData['unit'], string> = {
  rating: 'Average rating',
  count: 'Reviews',
  percent: 'Share',
  days: 'Days',
};

/**
 * A series as a line (the ui-kit chart, with the same figures in a table for screen readers),
 * one point per day, week or month as the server bucketed it. A point whose period the range
 * cuts (`partial`) is hollow on a dashed segment, with a note, so it does not read as a drop.
 */
function SeriesChart({
  block,
  points,
}: {
  block: VisualReportBlockData;
  points: VisualReportPoint[];
}) {
  const values = points.map((p) => p.value);
  if (!values.some((v) => v !== null))
    return <p className="vr-block__none">No reviews in this period.</p>;
  const bucket = block.bucket ?? 'month';
  const hi = block.unit === 'rating' ? 5 : evenAxisMax(values);
  const hasPartial = points.some((p) => p.partial && p.value !== null);
  return (
    <figure className="vr-chart">
      <LineChart
        title={`${block.title} by ${bucket}`}
        width={640}
        height={200}
        padding={{ top: 12, right: 16, bottom: 30, left: 44 }}
        layout="point"
        labels={points.map((p) => formatVisualReportBucket(p.date, bucket))}
        maxLabels={6}
        labelFrom="end"
        labelEdgesInward
        gridClassName="vr-chart__grid"
        left={{
          max: hi,
          grid: true,
          format: (v) => (block.unit === 'rating' ? v.toFixed(1) : String(Math.round(v))),
        }}
        series={[
          {
            kind: 'line',
            values,
            partial: points.map((p) => p.partial ?? false),
            color: ACCENT,
            strokeWidth: 2.5,
            dot: 3,
          },
        ]}
      />
      {hasPartial && (
        <figcaption className="vr-chart__note">
          <span className="vr-chart__swatch" aria-hidden="true" />
          {VISUAL_REPORT_PARTIAL_NOTE}
        </figcaption>
      )}
      {/* Hidden by a wrapper: a table does not shrink to the 1 px box, and would widen the page. */}
      <div className="pk-visually-hidden">
        <table>
          <caption>{block.title}</caption>
          <thead>
            <tr>
              <th scope="col">{BUCKET_HEADINGS[bucket]}</th>
              <th scope="col">{UNIT_HEADINGS[block.unit]}</th>
            </tr>
          </thead>
          <tbody>
            {points.map((p) => (
              <tr key={p.date}>
                <td>
                  {formatVisualReportBucket(p.date, bucket, 'long')}
                  {p.partial ? ` (${VISUAL_REPORT_PARTIAL_SHORT})` : ''}
                </td>
                <td>{formatVisualReportFigure(p.value, block.unit)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}

function Bars({ block }: { block: VisualReportBlockData }) {
  const rows = block.rows ?? [];
  const max =
    block.unit === 'rating'
      ? 5
      : block.unit === 'percent'
        ? 100
        : Math.max(1, ...rows.map((r) => r.value ?? 0));
  return (
    <ul className="vr-bars" aria-label={block.title}>
      {rows.map((r) => (
        <li key={r.label} className="vr-bars__row">
          <span className="vr-bars__label">{r.label}</span>
          <span className="vr-bars__track" aria-hidden="true">
            <span className="vr-bars__bar" style={{ width: barWidth(r.value, max, 1) }} />
          </span>
          <span className="vr-bars__value">
            {formatVisualReportFigure(r.value, block.unit)}
            {block.unit !== 'count' && <span className="vr-bars__count"> · {r.count} reviews</span>}
          </span>
        </li>
      ))}
    </ul>
  );
}

function RowsTable({ block }: { block: VisualReportBlockData }) {
  const rows = block.rows ?? [];
  return (
    <div className="vr-table-wrap">
      <table className="simple-table vr-table">
        <caption className="pk-visually-hidden">{block.title}</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">{UNIT_HEADINGS[block.unit]}</th>
            <th scope="col">Reviews</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.label}>
              <th scope="row">{r.label}</th>
              <td>{formatVisualReportFigure(r.value, block.unit)}</td>
              <td>{r.count.toLocaleString('en-US')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** One block of a report: its title, headline figure and chart. */
export function ReportBlock({ block }: { block: VisualReportBlockData }) {
  const body = block.series ? (
    <SeriesChart block={block} points={block.series} />
  ) : !block.rows?.length ? (
    <p className="vr-block__none">No reviews in this period.</p>
  ) : block.display === 'table' ? (
    <RowsTable block={block} />
  ) : (
    <Bars block={block} />
  );
  return (
    <article className="card vr-block" aria-label={block.title}>
      <h2 className="vr-block__title">{block.title}</h2>
      <p className="vr-block__figure">{formatVisualReportFigure(block.value, block.unit)}</p>
      {body}
    </article>
  );
}
