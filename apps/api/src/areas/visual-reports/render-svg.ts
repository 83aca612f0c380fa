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
import { barChart, lineChart as buildLineChart, type CreateElement } from '@plaudit/ui-kit/charts';
import { h as preactH, type VNode } from 'preact';
import { renderToString } from 'preact-render-to-string';

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
const FONT_FAMILY = "'DejaVu Sans', Arial, Helvetica, sans-serif";
const FONT = `font-family="${FONT_FAMILY}"`;
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

/** A chart of the shared module as SVG markup (Preact's `h`, preact-render-to-string). */
const h_: CreateElement<VNode> = preactH;
const markup = (node: VNode) => renderToString(node);

/** The axis labels' style in the file: the report's font, muted. */
const AXIS_TEXT = { fontSize: 11, fill: MUTED, fontFamily: FONT_FAMILY };
/** The room the chart keeps around its plot for the axis labels. */
const LINE_PAD = { top: 8, right: 8, bottom: 30, left: 44 };

function lineChart(b: VisualReportBlockData, x: number, y: number, w: number, h: number): string {
  const pts = b.series ?? [];
  const values = pts.map((p) => p.value);
  if (!values.some((v) => v !== null))
    return text(x, y + h / 2, 'No reviews in this period', `font-size="14" fill="${MUTED}"`);
  const bucket = b.bucket ?? 'month';
  const chart = buildLineChart(h_, {
    title: `${b.title} by ${bucket}`,
    x: x - LINE_PAD.left,
    y: y - LINE_PAD.top,
    width: w + LINE_PAD.left + LINE_PAD.right,
    height: h + LINE_PAD.top + LINE_PAD.bottom,
    padding: LINE_PAD,
    layout: 'point',
    labels: pts.map((p) => formatVisualReportBucket(p.date, bucket)),
    maxLabels: 8,
    labelFrom: 'end',
    labelEdgesInward: true,
    labelOffset: LINE_PAD.bottom - 18,
    gridColor: GRID,
    textStyle: AXIS_TEXT,
    // Both scales start at zero.
    left: {
      max: b.unit === 'rating' ? 5 : Math.max(1, ...values.map((v) => v ?? 0)),
      grid: true,
      format: (v) => (b.unit === 'rating' ? v.toFixed(1) : String(Math.round(v))),
    },
    series: [
      {
        kind: 'line',
        values,
        partial: pts.map((p) => p.partial ?? false),
        color: ACCENT,
        strokeWidth: 2.5,
        dot: 3,
      },
    ],
  });
  const note = pts.some((p) => p.partial && p.value !== null)
    ? `<circle cx="${x + w - 292}" cy="${y - 22}" r="4" fill="#ffffff" stroke="${ACCENT}" stroke-width="2"/>${text(x + w, y - 18, PARTIAL_NOTE, `font-size="11" fill="${MUTED}" text-anchor="end"`)}`
    : '';
  return markup(chart) + note;
}

const rowValue = (r: VisualReportRow, unit: VisualReportBlockData['unit']) =>
  formatVisualReportFigure(r.value, unit);

function bars(b: VisualReportBlockData, x: number, y: number, w: number, h: number): string {
  const rows = (b.rows ?? []).slice(0, 10);
  if (!rows.length)
    return text(x, y + h / 2, 'No reviews in this period', `font-size="14" fill="${MUTED}"`);
  return markup(
    barChart(h_, {
      title: b.title,
      x,
      y,
      width: w,
      rowHeight: Math.min(28, h / rows.length),
      max:
        b.unit === 'rating'
          ? 5
          : b.unit === 'percent'
            ? 100
            : Math.max(1, ...rows.map((r) => r.value ?? 0)),
      rows: rows.map((r, i) => ({ ...r, key: String(i) })),
      color: ACCENT,
      labelStyle: { fill: INK, fontFamily: FONT_FAMILY },
      valueStyle: { fill: MUTED, fontFamily: FONT_FAMILY },
      format: (r) => `${formatVisualReportFigure(r.value, b.unit)} · ${r.count}`,
    }),
  );
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
