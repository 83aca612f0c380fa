import type { LocalSearchGrid, LocalSearchPoint } from '@plaudit/api-client';
import { useId } from 'react';

const SIZE = 320;
const PAD = 28;

/** The colour band of a rank: top 3, top 10, top 20, not ranked. */
export function rankBand(rank: number | null): 'top3' | 'top10' | 'top20' | 'none' {
  if (rank === null) return 'none';
  if (rank <= 3) return 'top3';
  if (rank <= 10) return 'top10';
  return 'top20';
}
const FILL = { top3: '#15803d', top10: '#a16207', top20: '#c2410c', none: '#4b5563' } as const;

export const rankText = (rank: number | null) =>
  rank === null ? 'not in the top 20' : `rank ${rank}`;

const fmt = (n: number) => (Math.round(n * 10) / 10).toString();

/** Where a point lies from the location: "Centre", "1.5 mi N, 3 mi W". */
export function pointPlace(p: Pick<LocalSearchPoint, 'row' | 'col'>, grid: LocalSearchGrid) {
  const half = (grid.grid_size - 1) / 2;
  const north = ((half - p.row) / half) * grid.radius;
  const east = ((p.col - half) / half) * grid.radius;
  const parts: string[] = [];
  if (north) parts.push(`${fmt(Math.abs(north))} ${grid.radius_unit} ${north > 0 ? 'N' : 'S'}`);
  if (east) parts.push(`${fmt(Math.abs(east))} ${grid.radius_unit} ${east > 0 ? 'E' : 'W'}`);
  return parts.length ? parts.join(', ') : 'Centre (your location)';
}

/**
 * A map-like picture of the grid (no map tiles): a circle per point, coloured by
 * rank and labelled with it, the location at the centre. Every point has a text
 * alternative; the table view carries the same data.
 */
export function RankGrid({
  points,
  grid,
  locationName,
  keyword,
}: {
  points: LocalSearchPoint[];
  grid: LocalSearchGrid;
  locationName: string;
  keyword: string;
}) {
  const titleId = useId();
  const n = grid.grid_size;
  const step = (SIZE - PAD * 2) / (n - 1);
  const r = Math.min(20, step * 0.38);
  const at = (i: number) => PAD + i * step;
  const centre = SIZE / 2;
  return (
    <figure className="rank-grid">
      <svg viewBox={`0 0 ${SIZE} ${SIZE}`} aria-labelledby={titleId}>
        <title id={titleId}>
          {`Ranks of ${locationName} for “${keyword}” on a ${n} by ${n} grid, ${grid.radius} ${grid.radius_unit} from the centre to each edge; north is up.`}
        </title>
        <rect x="0" y="0" width={SIZE} height={SIZE} rx="8" fill="#eef2ec" />
        {/* Streets-like guides: the grid's rows and columns, and the radius. */}
        {Array.from({ length: n }, (_, i) => (
          <g key={i} stroke="#d7ddd3" strokeWidth="6">
            <line x1={at(i)} x2={at(i)} y1="0" y2={SIZE} />
            <line y1={at(i)} y2={at(i)} x1="0" x2={SIZE} />
          </g>
        ))}
        <circle
          cx={centre}
          cy={centre}
          r={centre - PAD}
          fill="none"
          stroke="#9aa59a"
          strokeDasharray="4 4"
        />
        {points.map((p) => {
          const band = rankBand(p.rank);
          const isCentre = p.row === (n - 1) / 2 && p.col === (n - 1) / 2;
          return (
            // biome-ignore lint/a11y/noInteractiveElementToNoninteractiveRole: an SVG group is not interactive; role img gives each point its text alternative.
            <g
              key={`${p.row}-${p.col}`}
              role="img"
              aria-label={`${pointPlace(p, grid)}: ${rankText(p.rank)}`}
            >
              <title>{`${pointPlace(p, grid)}: ${rankText(p.rank)}`}</title>
              {isCentre ? (
                <circle
                  cx={at(p.col)}
                  cy={at(p.row)}
                  r={r + 5}
                  fill="#fff"
                  stroke="#1f2a44"
                  strokeWidth="2"
                />
              ) : null}
              <circle
                cx={at(p.col)}
                cy={at(p.row)}
                r={r}
                fill={FILL[band]}
                stroke="#fff"
                strokeWidth="1.5"
              />
              <text
                x={at(p.col)}
                y={at(p.row) + 4}
                textAnchor="middle"
                fontSize={r > 14 ? 12 : 10}
                fontWeight="700"
                fill="#fff"
              >
                {p.rank ?? '20+'}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption>
        <ul className="rank-legend" aria-label="Colours">
          <li>
            <span className="rank-swatch" style={{ background: FILL.top3 }} /> Top 3
          </li>
          <li>
            <span className="rank-swatch" style={{ background: FILL.top10 }} /> 4–10
          </li>
          <li>
            <span className="rank-swatch" style={{ background: FILL.top20 }} /> 11–20
          </li>
          <li>
            <span className="rank-swatch" style={{ background: FILL.none }} /> Not in the top 20
            (20+)
          </li>
          <li>
            <span className="rank-swatch rank-swatch--ring" /> Your location
          </li>
        </ul>
      </figcaption>
    </figure>
  );
}

/** The same points as a table: where, the rank, and the first place ranked there. */
export function RankTable({ points, grid }: { points: LocalSearchPoint[]; grid: LocalSearchGrid }) {
  return (
    <div className="table-scroll">
      <table className="rank-table">
        <caption className="visually-hidden">Rank at each grid point</caption>
        <thead>
          <tr>
            <th scope="col">Point</th>
            <th scope="col">Rank</th>
            <th scope="col">First result there</th>
          </tr>
        </thead>
        <tbody>
          {points.map((p) => (
            <tr key={`${p.row}-${p.col}`}>
              <th scope="row">{pointPlace(p, grid)}</th>
              <td>{p.rank ?? 'Not in the top 20'}</td>
              <td>{p.top[0]?.name ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
