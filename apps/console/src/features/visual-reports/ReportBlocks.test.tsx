import type { VisualReportBlockData } from '@plaudit/api-client';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ReportBlock } from './ReportBlocks';

const block = (over: Partial<VisualReportBlockData>): VisualReportBlockData => ({
  kind: 'volume_over_time',
  title: 'Reviews over time',
  display: 'bars',
  unit: 'count',
  value: 803,
  ...over,
});

const labels = (container: HTMLElement) =>
  [...container.querySelectorAll('svg > text')].map((t) => ({
    text: t.textContent,
    anchor: t.getAttribute('text-anchor'),
  }));

describe('ReportBlock series', () => {
  it('labels a month series with whole months and years', () => {
    const { container } = render(
      <ReportBlock
        block={block({
          bucket: 'month',
          series: [
            { date: '2026-10-01', value: 83, partial: true },
            { date: '2026-11-01', value: 720, partial: true },
          ],
        })}
      />,
    );
    expect(labels(container).map((l) => l.text)).toEqual(
      expect.arrayContaining(['Oct 2026', 'Nov 2026']),
    );
    expect(screen.getByRole('columnheader', { name: 'Month' })).toBeTruthy();
  });

  it('draws a day series with the last label whole, anchored inside the chart', () => {
    const series = Array.from({ length: 30 }, (_, i) => ({
      date: `2026-10-${String(i + 1).padStart(2, '0')}`,
      value: i,
      partial: false,
    }));
    const { container } = render(<ReportBlock block={block({ bucket: 'day', series })} />);
    const last = labels(container).at(-1)!;
    expect(last).toEqual({ text: 'Oct 30', anchor: 'end' });
    expect(screen.getByRole('columnheader', { name: 'Day' })).toBeTruthy();
    expect(container.querySelector('[data-partial]')).toBeNull();
    expect(screen.queryByText(/partly in the range/)).toBeNull();
  });

  it('marks partial periods hollow and says so', () => {
    const { container } = render(
      <ReportBlock
        block={block({
          bucket: 'week',
          series: [
            { date: '2026-11-02', value: 10, partial: true },
            { date: '2026-11-09', value: 40, partial: false },
            { date: '2026-11-16', value: 38, partial: false },
          ],
        })}
      />,
    );
    expect(container.querySelectorAll('circle[data-partial="true"]')).toHaveLength(1);
    expect(container.querySelector('path[data-partial="true"]')).not.toBeNull();
    expect(screen.getByText('Hollow points: a period only partly in the range')).toBeTruthy();
    expect(
      screen.getByRole('cell', { name: 'Week of Nov 2, 2026 (partly in the range)' }),
    ).toBeTruthy();
  });
});
