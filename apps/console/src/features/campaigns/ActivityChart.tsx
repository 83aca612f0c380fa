import type { CampaignOverviewReport } from '@plaudit/api-client';
import { LineChart } from '@plaudit/ui-kit';
import { formatDate, formatPeriod } from '../../lib/format';

/** Requests sent (bars) and answers received (line) per day: the ui-kit chart with a summary. */
export function ActivityChart({ timeline }: { timeline: CampaignOverviewReport['timeline'] }) {
  if (!timeline.some((d) => d.sent || d.responses))
    return <p>No requests were sent and no answers came in this period.</p>;
  const max = Math.max(2, ...timeline.flatMap((d) => [d.sent, d.responses]));
  const sent = timeline.reduce((a, d) => a + d.sent, 0);
  const answered = timeline.reduce((a, d) => a + d.responses, 0);
  return (
    <figure className="activity-chart">
      <LineChart
        title="Requests sent and answers received per day"
        description={`${timeline.length} days from ${formatDate(timeline[0]!.date)} to ${formatDate(timeline.at(-1)!.date)}: ${sent} requests sent, ${answered} answers.`}
        width={640}
        height={200}
        padding={{ top: 12, right: 12, bottom: 28, left: 36 }}
        labels={timeline.map((d) => formatPeriod(d.date, 'day'))}
        maxLabels={6}
        barFraction={0.7}
        baseline="#c8ccd4"
        textStyle={{ fontSize: 11, fill: '#4a5265' }}
        left={{ max, ticks: [1, 0], format: String }}
        series={[
          { kind: 'bar', values: timeline.map((d) => d.sent), color: '#9fb3d9' },
          { kind: 'line', values: timeline.map((d) => d.responses), color: '#1f2a44' },
        ]}
      />
      <figcaption className="field__hint">Bars: requests sent. Line: answers received.</figcaption>
    </figure>
  );
}
