import type { PrescriptiveInsight } from '@plaudit/api-client';
import { buttonClass } from '@plaudit/ui-kit';
import { Link } from 'react-router';
import { useBasePath, withBase } from '../../lib/paths';
import { RULE_LABELS } from './insights-text';
import { Sparkline } from './Sparkline';

/** One recommendation: headline, figures, the evidence table, a trend and the link to act. */
export function InsightCard({ insight: i, rank }: { insight: PrescriptiveInsight; rank: number }) {
  const base = useBasePath();
  const headingId = `insight-${i.id}`;
  return (
    <article className="card insight" aria-labelledby={headingId}>
      <header className="insight__header">
        <span className="insight__rule">
          {rank}. {RULE_LABELS[i.rule]}
        </span>
        <span className="insight__impact" title="Impact score (higher first)">
          Impact {i.impact}
        </span>
      </header>
      <h2 id={headingId} className="insight__title">
        {i.title}
      </h2>
      <p className="insight__summary">{i.summary}</p>
      <Sparkline trend={i.trend} />
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (axe scrollable-region-focusable) */}
      <section className="insight__table-wrap" aria-label={`Evidence: ${i.title}`} tabIndex={0}>
        <table className="insight__table">
          <caption className="pk-visually-hidden">Evidence: {i.title}</caption>
          <thead>
            <tr>
              {i.evidence.columns.map((c) => (
                <th key={c} scope="col">
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {i.evidence.rows.map((row, r) => (
              <tr key={r}>
                {row.map((cell, c) => (
                  <td key={c} className={typeof cell === 'number' ? 'num' : undefined}>
                    {cell ?? '—'}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <p className="insight__action">
        <Link className={buttonClass('primary')} to={withBase(base, i.action.href)}>
          {i.action.label}
        </Link>
      </p>
    </article>
  );
}
