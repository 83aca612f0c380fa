import {
  formatVisualReportBucket,
  formatVisualReportFigure,
  VISUAL_REPORT_PARTIAL_NOTE,
  VISUAL_REPORT_PARTIAL_SHORT,
  type VisualReportBlockData,
  type VisualReportBucket,
  type VisualReportPoint,
} from '@plaudit/api-client';
import { useId } from 'react';

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

const W = 640;
const H = 200;
const PAD = { top: 12, right: 16, bottom: 30, left: 44 };

/**
 * A series as a line (plain SVG, with the same figures in a table for screen readers), one
 * point per day, week or month as the server bucketed it. A point whose period the range cuts
 * (`partial`) is hollow on a dashed segment, with a note, so it does not read as a drop.
 */
function LineChart({
  block,
  points,
}: {
  block: VisualReportBlockData;
  points: VisualReportPoint[];
}) {
  const titleId = useId();
  const values = points.map((p) => p.value).filter((v): v is number => v !== null);
  if (!values.length) return <p className="vr-block__none">No reviews in this period.</p>;
  const bucket = block.bucket ?? 'month';
  const hi = block.unit === 'rating' ? 5 : Math.max(2, Math.ceil(Math.max(...values) / 2) * 2);
  const innerW = W - PAD.left - PAD.right;
  const innerH = H - PAD.top - PAD.bottom;
  const x = (i: number) =>
    PAD.left + (points.length > 1 ? (i * innerW) / (points.length - 1) : innerW / 2);
  const y = (v: number) => PAD.top + innerH - (v / hi) * innerH;
  const at = (i: number) => `${x(i).toFixed(1)},${y(points[i]!.value as number).toFixed(1)}`;
  let solid = '';
  let dashed = '';
  let prev = -1;
  points.forEach((p, i) => {
    if (p.value === null) return;
    if (prev >= 0) {
      if (p.partial || points[prev]!.partial) dashed += `M${at(prev)}L${at(i)}`;
      else solid += `M${at(prev)}L${at(i)}`;
    }
    prev = i;
  });
  // Counted back from the last point, so the range's end always has its label; the edge labels
  // are anchored inward so none is cut by the chart's edge.
  const every = Math.max(1, Math.ceil(points.length / 6));
  const anchor = (i: number) =>
    points.length > 1 && i === 0
      ? 'start'
      : points.length > 1 && i === points.length - 1
        ? 'end'
        : 'middle';
  const hasPartial = points.some((p) => p.partial && p.value !== null);
  return (
    <figure className="vr-chart">
      <svg
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-labelledby={titleId}
        preserveAspectRatio="xMidYMid meet"
      >
        <title id={titleId}>{`${block.title} by ${bucket}`}</title>
        {[0, 0.5, 1].map((f) => (
          <g key={f}>
            <line
              x1={PAD.left}
              x2={W - PAD.right}
              y1={y(hi * f)}
              y2={y(hi * f)}
              className="vr-chart__grid"
            />
            <text x={PAD.left - 6} y={y(hi * f) + 4} textAnchor="end">
              {block.unit === 'rating' ? (hi * f).toFixed(1) : Math.round(hi * f)}
            </text>
          </g>
        ))}
        {solid && <path d={solid} className="vr-chart__line" />}
        {dashed && <path d={dashed} className="vr-chart__line vr-chart__line--partial" />}
        {points.map((p, i) =>
          p.value === null ? null : (
            <circle
              key={p.date}
              cx={x(i)}
              cy={y(p.value)}
              r={p.partial ? 4 : 3}
              className={p.partial ? 'vr-chart__dot vr-chart__dot--partial' : 'vr-chart__dot'}
              data-partial={p.partial ? 'true' : undefined}
            />
          ),
        )}
        {points.map((p, i) =>
          (points.length - 1 - i) % every === 0 ? (
            <text key={p.date} x={x(i)} y={H - 8} textAnchor={anchor(i)}>
              {formatVisualReportBucket(p.date, bucket)}
            </text>
          ) : null,
        )}
      </svg>
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
            <span
              className="vr-bars__bar"
              style={{ width: `${r.value === null ? 0 : Math.max(1, (r.value / max) * 100)}%` }}
            />
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
    <LineChart block={block} points={block.series} />
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
