import { render, screen } from '@testing-library/react';
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BarChart, DonutChart, LineChart, Sparkline } from './ChartComponents';
import { type LineChartProps, lineChart } from './charts';

const base: Omit<LineChartProps, 'series' | 'labels' | 'left'> = {
  title: 'Reviews by month',
  description: '3 months',
  width: 300,
  height: 100,
  padding: { top: 10, right: 10, bottom: 20, left: 30 },
};

describe('LineChart', () => {
  it('is an image named by its title and described by its summary, with its labels', () => {
    render(
      <LineChart
        {...base}
        labels={['Jan 2026', 'Feb 2026', 'Mar 2026']}
        left={{ max: 4, grid: true, format: (v) => `${v}` }}
        series={[
          { kind: 'bar', values: [1, 4, 2], color: '#1d5fd1' },
          { kind: 'line', values: [3, null, 2], color: '#c62828', dot: 3 },
        ]}
      />,
    );
    const img = screen.getByRole('img', { name: 'Reviews by month' });
    expect(img.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('3 months').tagName).toBe('desc');
    expect(img.querySelectorAll('rect')).toHaveLength(3);
    expect(img.querySelectorAll('circle')).toHaveLength(2);
    expect(img.querySelectorAll('line')).toHaveLength(3);
    const texts = [...img.querySelectorAll('text')].map((t) => t.textContent);
    expect(texts).toEqual(['0', '2', '4', 'Jan 2026', 'Feb 2026', 'Mar 2026']);
  });

  it('draws no line for one point and bars down from zero for negative values', () => {
    const { container } = render(
      <LineChart
        {...base}
        labels={['A', 'B']}
        left={{ min: -4, max: 4, ticks: [] }}
        series={[
          { kind: 'line', values: [null, 2] },
          { kind: 'bar', values: [-2, 0] },
        ]}
      />,
    );
    expect(container.querySelector('path')).toBeNull();
    const [negative, zero] = [...container.querySelectorAll('rect')];
    // The plot runs from 10 to 80: zero is at 45, −2 half way down to 80.
    expect(negative!.getAttribute('y')).toBe('45');
    expect(negative!.getAttribute('height')).toBe('17.5');
    expect(zero!.getAttribute('height')).toBe('0');
  });

  it('renders with no points at all', () => {
    const { container } = render(
      <LineChart {...base} labels={[]} left={{ max: 2 }} series={[{ kind: 'line', values: [] }]} />,
    );
    expect(container.querySelector('svg')?.getAttribute('role')).toBe('img');
    expect(container.querySelector('path')).toBeNull();
  });

  it('is the same markup through any element factory (the server renders it without React)', () => {
    const props: LineChartProps = {
      ...base,
      labels: ['A', 'B'],
      left: { max: 2 },
      series: [{ kind: 'line', values: [1, 2], partial: [false, true], dot: 3, color: '#000' }],
    };
    const html = renderToStaticMarkup(lineChart<ReactElement>(createElement, props));
    expect(html).toContain('aria-label="Reviews by month. 3 months"');
    expect(html).toContain('stroke-dasharray="6 5"');
    expect(html).toContain('data-partial="true"');
  });
});

describe('DonutChart, BarChart and Sparkline', () => {
  it('draws one slice per share and nothing for an empty one', () => {
    render(
      <DonutChart
        title="Reviews by source: Google 75%, Yelp 25%"
        slices={[
          { key: 'g', value: 3, color: '#1d5fd1' },
          { key: 'y', value: 1, color: '#2e7d32' },
          { key: 'n', value: 0, color: '#b7791f' },
        ]}
      />,
    );
    const img = screen.getByRole('img', { name: 'Reviews by source: Google 75%, Yelp 25%' });
    expect(img.querySelectorAll('path')).toHaveLength(2);
  });

  it('writes each row with its clipped label, bar and figure', () => {
    render(
      <BarChart
        title="Rating by location"
        width={500}
        max={5}
        color="#2563eb"
        rows={[
          { key: '1', label: 'A very long location name that goes on and on', value: 4.5 },
          { key: '2', label: 'Unrated', value: null },
        ]}
        format={(r) => (r.value === null ? '–' : r.value.toFixed(2))}
      />,
    );
    const img = screen.getByRole('img', { name: 'Rating by location' });
    const texts = [...img.querySelectorAll('text')].map((t) => t.textContent);
    expect(texts).toEqual(['A very long location name that go…', '4.50', 'Unrated', '–']);
    expect(img.querySelectorAll('rect')[1]!.getAttribute('width')).toBe('0.0');
  });

  it('names a sparkline by its label and draws nothing under two known values', () => {
    const { container, rerender } = render(
      <Sparkline label="NPS: 10 then 20" values={[10, null, 20]} width={100} height={40} />,
    );
    expect(screen.getByRole('img', { name: 'NPS: 10 then 20' })).toBeTruthy();
    expect(container.querySelector('path')?.getAttribute('d')).toBe('M2.0,38.0L98.0,2.0');
    rerender(<Sparkline label="NPS" values={[10, null]} width={100} height={40} />);
    expect(container.querySelector('svg')).toBeNull();
  });
});
