import type { VisualReportData } from '@plaudit/api-client/schemas';
import { describe, expect, it } from 'vitest';
import { escapeXml, PARTIAL_NOTE, REPORT_WIDTH, renderReportSvg, reportHeight } from './render-svg';

const data: VisualReportData = {
  report_id: 1,
  name: 'Q1 <script>alert(1)</script> & "friends"',
  description: "Tom's report",
  period: { from: '2026-01-01', to: '2026-03-31' },
  filters: { group: null, location: 'Main <St>', source: null },
  blocks: [
    {
      kind: 'by_location',
      title: 'Locations & co',
      display: 'table',
      unit: 'rating',
      value: 4.5,
      rows: [{ label: '<b>Harbour</b>', value: 4.5, count: 2 }],
    },
  ],
};

describe('renderReportSvg', () => {
  it('escapes every user text', () => {
    const svg = renderReportSvg(data);
    expect(svg).not.toContain('<script>');
    expect(svg).not.toContain('<b>');
    expect(svg).toContain('Q1 &lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;friends&quot;');
    expect(svg).toContain('Tom&apos;s report');
    expect(svg).toContain('Main &lt;St&gt;');
    expect(svg).toContain('&lt;b&gt;Harbour&lt;/b&gt;');
    expect(escapeXml(`<>&'"`)).toBe('&lt;&gt;&amp;&apos;&quot;');
  });

  it('sizes the picture by its blocks and formats figures as the console does', () => {
    expect(renderReportSvg(data)).toContain(`width="${REPORT_WIDTH}" height="${reportHeight(1)}"`);
    // The rating as the console's block shows it (formatVisualReportFigure).
    expect(renderReportSvg(data)).toContain('>4.50<');
    // The period in the console's date format, not ISO.
    expect(renderReportSvg(data)).toContain('>Jan 1, 2026 to Mar 31, 2026');
  });
});

describe('renderReportSvg series', () => {
  const series = (
    bucket: 'day' | 'month',
    points: { date: string; value: number; partial?: boolean }[],
  ): VisualReportData => ({
    ...data,
    blocks: [
      {
        kind: 'volume_over_time',
        title: 'Reviews',
        display: 'bars',
        unit: 'count',
        value: 803,
        bucket,
        series: points,
      },
    ],
  });

  it('labels months as months with their whole year, never as a day', () => {
    const svg = renderReportSvg(
      series('month', [
        { date: '2026-10-01', value: 83, partial: true },
        { date: '2026-11-01', value: 720, partial: true },
      ]),
    );
    expect(svg).toContain('>Oct 2026<');
    expect(svg).toContain('>Nov 2026<');
    expect(svg).not.toContain('>Oct 26<');
  });

  it('anchors the edge labels inward so the last one is whole, and labels days as days', () => {
    const days = Array.from({ length: 30 }, (_, i) => ({
      date: `2026-11-${String(i + 1).padStart(2, '0')}`,
      value: i,
    }));
    const svg = renderReportSvg(series('day', days));
    expect(svg).toMatch(/text-anchor="middle"[^>]*>Nov 2</);
    expect(svg).toMatch(/text-anchor="end"[^>]*>Nov 30</);
    expect(svg).not.toContain(PARTIAL_NOTE);
  });

  it('draws partial periods hollow on a dashed segment, with a note', () => {
    const svg = renderReportSvg(
      series('day', [
        { date: '2026-11-01', value: 5, partial: true },
        { date: '2026-11-02', value: 7 },
        { date: '2026-11-03', value: 6 },
      ]),
    );
    expect(svg).toContain('stroke-dasharray');
    expect(svg).toContain('fill="#ffffff" stroke=');
    expect(svg).toContain(PARTIAL_NOTE);
  });

  it('carries the brand: the account, who prepared it and a band of its colour', () => {
    const svg = renderReportSvg(data, {
      account: 'Blue Fern <Bistro>',
      by: 'Acme Partners',
      color: '#0f766e',
    });
    expect(svg).toContain('>Blue Fern &lt;Bistro&gt;<');
    expect(svg).toContain('>Prepared with Acme Partners<');
    expect(svg).toContain('fill="#0f766e"');
    // A colour that is not a plain hex colour never reaches the SVG.
    const hostile = renderReportSvg(data, { account: 'A', by: 'B', color: '"/><script>' });
    expect(hostile).not.toContain('<script>');
    expect(hostile).toContain('height="8" fill="#2563eb"');
    // Without a brand (the console's own preview), no brand header.
    expect(renderReportSvg(data)).not.toContain('Prepared with');
  });
});
