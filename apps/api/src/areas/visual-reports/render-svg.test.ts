import type { VisualReportData } from '@plaudit/api-client/schemas';
import { describe, expect, it } from 'vitest';
import { escapeXml, REPORT_WIDTH, renderReportSvg, reportHeight } from './render-svg';

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
  });
});
