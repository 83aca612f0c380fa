import {
  formatDate,
  formatVisualReportBucket,
  formatVisualReportFigure,
  VISUAL_REPORT_PARTIAL_NOTE,
} from '@plaudit/api-client';
import type {
  VisualReportBlockData,
  VisualReportData,
  VisualReportRow,
} from '@plaudit/api-client/schemas';

/**
 * A whole report as one SVG: the header (name, description, period, filters) and each block as a
 * card with its headline figure and its chart (a line for the series, bars or a table for the
 * rows). The PNG and PDF exports rasterise this; user text is XML-escaped.
 */
export const REPORT_WIDTH = 1000;
const PAD = 32;
const HEADER = 128;
const CARD = 340;
const GAP = 24;
const INNER = REPORT_WIDTH - 2 * PAD;
const FONT = 'font-family="\'DejaVu Sans\', Arial, Helvetica, sans-serif"';
const INK = '#1f2937';
const MUTED = '#6b7280';
const ACCENT = '#2563eb';
const GRID = '#e5e7eb';

export const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (ch) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', "'": 'apos', '"': 'quot' }[ch]};`,
  );

const clip = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1)}…` : text;

const text = (x: number, y: number, body: string, attrs = '') =>
  `<text x="${x}" y="${y}" ${FONT} ${attrs}>${escapeXml(body)}</text>`;

/** The note beside a series whose first or last bucket the range cuts. */
export const PARTIAL_NOTE = VISUAL_REPORT_PARTIAL_NOTE;

/** Where the i-th of n axis labels is anchored: the edge ones inward, so none runs off the chart. */
export const labelAnchor = (i: number, n: number) =>
  n > 1 && i === 0 ? 'start' : n > 1 && i === n - 1 ? 'end' : 'middle';

function lineChart(b: VisualReportBlockData, x: number, y: number, w: number, h: number): string {
  const pts = b.series ?? [];
  const vals = pts.map((p) => p.value).filter((v): v is number => v !== null);
  if (!vals.length)
    return text(x, y + h / 2, 'No reviews in this period', `font-size="14" fill="${MUTED}"`);
  const lo = 0; // both scales start at zero
  const hi = b.unit === 'rating' ? 5 : Math.max(1, ...vals);
  const step = pts.length > 1 ? w / (pts.length - 1) : 0;
  const px = (i: number) => x + (pts.length > 1 ? i * step : w / 2);
  const py = (v: number) => y + h - ((v - lo) / (hi - lo)) * h;
  const out: string[] = [];
  for (const t of [0, 0.5, 1]) {
    const v = lo + (hi - lo) * t;
    out.push(`<line x1="${x}" x2="${x + w}" y1="${py(v)}" y2="${py(v)}" stroke="${GRID}"/>`);
    out.push(
      text(
        x - 8,
        py(v) + 4,
        b.unit === 'rating' ? v.toFixed(1) : String(Math.round(v)),
        `font-size="11" fill="${MUTED}" text-anchor="end"`,
      ),
    );
  }
  // Whole buckets on a solid line; a segment touching a partial bucket (cut by the range) is
  // dashed and its point hollow, so a 3-day first month does not read as a collapse.
  const seg = (i: number) => `${px(i).toFixed(1)},${py(pts[i]!.value as number).toFixed(1)}`;
  let solid = '';
  let dashed = '';
  let prev = -1;
  pts.forEach((p, i) => {
    if (p.value === null) return;
    if (prev >= 0) {
      const piece = `M${seg(prev)}L${seg(i)}`;
      if (p.partial || pts[prev]!.partial) dashed += piece;
      else solid += piece;
    }
    prev = i;
  });
  if (solid) out.push(`<path d="${solid}" fill="none" stroke="${ACCENT}" stroke-width="2.5"/>`);
  if (dashed)
    out.push(
      `<path d="${dashed}" fill="none" stroke="${ACCENT}" stroke-width="2.5" stroke-dasharray="6 5"/>`,
    );
  pts.forEach((p, i) => {
    if (p.value !== null)
      out.push(
        p.partial
          ? `<circle cx="${px(i).toFixed(1)}" cy="${py(p.value).toFixed(1)}" r="4" fill="#ffffff" stroke="${ACCENT}" stroke-width="2"/>`
          : `<circle cx="${px(i).toFixed(1)}" cy="${py(p.value).toFixed(1)}" r="3" fill="${ACCENT}"/>`,
      );
  });
  const bucket = b.bucket ?? 'month';
  const every = Math.max(1, Math.ceil(pts.length / 8));
  // Counted back from the last point, so the range's end always has its label.
  const shown = pts.map((_, i) => i).filter((i) => (pts.length - 1 - i) % every === 0);
  shown.forEach((i) => {
    out.push(
      text(
        px(i),
        y + h + 18,
        formatVisualReportBucket(pts[i]!.date, bucket),
        `font-size="11" fill="${MUTED}" text-anchor="${labelAnchor(i, pts.length)}"`,
      ),
    );
  });
  if (pts.some((p) => p.partial && p.value !== null))
    out.push(
      `<circle cx="${x + w - 292}" cy="${y - 22}" r="4" fill="#ffffff" stroke="${ACCENT}" stroke-width="2"/>`,
      text(x + w, y - 18, PARTIAL_NOTE, `font-size="11" fill="${MUTED}" text-anchor="end"`),
    );
  return out.join('');
}

const rowValue = (r: VisualReportRow, unit: VisualReportBlockData['unit']) =>
  formatVisualReportFigure(r.value, unit);

function bars(b: VisualReportBlockData, x: number, y: number, w: number, h: number): string {
  const rows = (b.rows ?? []).slice(0, 10);
  if (!rows.length)
    return text(x, y + h / 2, 'No reviews in this period', `font-size="14" fill="${MUTED}"`);
  const max =
    b.unit === 'rating'
      ? 5
      : b.unit === 'percent'
        ? 100
        : Math.max(1, ...rows.map((r) => r.value ?? 0));
  const rowH = Math.min(28, h / rows.length);
  const labelW = 260;
  const barW = w - labelW - 110;
  return rows
    .map((r, i) => {
      const cy = y + i * rowH;
      const len = r.value === null ? 0 : Math.max(2, (r.value / max) * barW);
      return [
        text(x, cy + rowH * 0.65, clip(r.label, 34), `font-size="13" fill="${INK}"`),
        `<rect x="${x + labelW}" y="${cy + rowH * 0.2}" width="${len.toFixed(1)}" height="${(rowH * 0.6).toFixed(1)}" rx="3" fill="${ACCENT}"/>`,
        text(
          x + labelW + len + 8,
          cy + rowH * 0.65,
          `${rowValue(r, b.unit)} · ${r.count}`,
          `font-size="12" fill="${MUTED}"`,
        ),
      ].join('');
    })
    .join('');
}

function table(b: VisualReportBlockData, x: number, y: number, w: number, h: number): string {
  const rows = (b.rows ?? []).slice(0, 10);
  if (!rows.length)
    return text(x, y + h / 2, 'No reviews in this period', `font-size="14" fill="${MUTED}"`);
  const rowH = Math.min(26, h / (rows.length + 1));
  const cols = [x, x + w - 300, x + w - 150];
  const out = [
    text(cols[0]!, y + rowH * 0.7, 'Name', `font-size="12" font-weight="bold" fill="${MUTED}"`),
    text(cols[1]!, y + rowH * 0.7, 'Figure', `font-size="12" font-weight="bold" fill="${MUTED}"`),
    text(cols[2]!, y + rowH * 0.7, 'Reviews', `font-size="12" font-weight="bold" fill="${MUTED}"`),
  ];
  rows.forEach((r, i) => {
    const cy = y + (i + 1) * rowH;
    out.push(`<line x1="${x}" x2="${x + w}" y1="${cy}" y2="${cy}" stroke="${GRID}"/>`);
    out.push(text(cols[0]!, cy + rowH * 0.7, clip(r.label, 50), `font-size="13" fill="${INK}"`));
    out.push(text(cols[1]!, cy + rowH * 0.7, rowValue(r, b.unit), `font-size="13" fill="${INK}"`));
    out.push(text(cols[2]!, cy + rowH * 0.7, String(r.count), `font-size="13" fill="${INK}"`));
  });
  return out.join('');
}

function card(b: VisualReportBlockData, top: number): string {
  const x = PAD;
  const chartX = x + 24;
  const body =
    b.series !== undefined
      ? lineChart(b, chartX + 36, top + 110, INNER - 96, CARD - 150)
      : b.display === 'table'
        ? table(b, chartX, top + 96, INNER - 48, CARD - 112)
        : bars(b, chartX, top + 96, INNER - 48, CARD - 112);
  return [
    `<rect x="${x}" y="${top}" width="${INNER}" height="${CARD}" rx="10" fill="#ffffff" stroke="${GRID}"/>`,
    text(chartX, top + 34, clip(b.title, 70), `font-size="18" font-weight="bold" fill="${INK}"`),
    text(
      chartX,
      top + 74,
      formatVisualReportFigure(b.value, b.unit),
      `font-size="30" font-weight="bold" fill="${ACCENT}"`,
    ),
    body,
  ].join('');
}

/** The height of a report's SVG (and of its PNG). */
export const reportHeight = (blocks: number) => HEADER + blocks * (CARD + GAP) + PAD - GAP + PAD;

/** Whose report a file is: the account, who prepared it (the partner's brand or Plaudit), its colour. */
export type ReportBrand = { account: string; by: string; color: string | null };

/** The brand's colour when it is a plain hex colour, else the default accent. */
const brandColor = (color: string | null) =>
  color && /^#[0-9a-f]{3}([0-9a-f]{3})?$/i.test(color) ? color : ACCENT;

/** The header's right side: a band of the brand's colour, the account, who prepared it. */
const brandHeader = (brand: ReportBrand) =>
  [
    `<rect width="100%" height="8" fill="${brandColor(brand.color)}"/>`,
    text(
      REPORT_WIDTH - PAD,
      52,
      clip(brand.account, 30),
      `font-size="16" font-weight="bold" fill="${INK}" text-anchor="end"`,
    ),
    text(
      REPORT_WIDTH - PAD,
      74,
      `Prepared with ${clip(brand.by, 40)}`,
      `font-size="12" fill="${MUTED}" text-anchor="end"`,
    ),
  ].join('');

export function renderReportSvg(data: VisualReportData, brand?: ReportBrand): string {
  const height = reportHeight(data.blocks.length);
  const filters = [data.filters.group, data.filters.location, data.filters.source]
    .filter(Boolean)
    .join(' · ');
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${REPORT_WIDTH}" height="${height}" viewBox="0 0 ${REPORT_WIDTH} ${height}">`,
    `<rect width="100%" height="100%" fill="#f9fafb"/>`,
    brand ? brandHeader(brand) : '',
    text(
      PAD,
      52,
      clip(data.name, brand ? 36 : 60),
      `font-size="28" font-weight="bold" fill="${INK}"`,
    ),
    text(PAD, 82, clip(data.description, 110), `font-size="14" fill="${MUTED}"`),
    text(
      PAD,
      108,
      `${formatDate(data.period.from)} to ${formatDate(data.period.to)}${filters ? ` · ${filters}` : ''}`,
      `font-size="14" fill="${MUTED}"`,
    ),
    ...data.blocks.map((b, i) => card(b, HEADER + i * (CARD + GAP))),
    '</svg>',
  ];
  return parts.join('');
}
