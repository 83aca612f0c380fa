import type { PartnerScorecardSnapshot } from '@plaudit/api-client';
import { barWidth } from '@plaudit/ui-kit';
import { useId } from 'react';
import { formatDistance } from '../../lib/format';
import { ScrollBox } from './ScrollBox';

export const pct = (share: number | null) =>
  share === null ? 'Not known' : `${Math.round(share * 100)}%`;
const stars = (rating: number | null) => (rating === null ? 'No rating' : rating.toFixed(1));
const num = (n: number | null) => (n === null ? '—' : n.toLocaleString());

/** Where a snapshot's review figures come from (its `provider`), said under the figures. */
export function figuresSource(provider: string): string {
  if (provider === 'plaudit') return 'Review figures: this location’s reviews in Plaudit.';
  if (provider === 'google') return 'Review figures: Google’s rating and reviews of the place.';
  return 'Review figures: the reviews the place search gives.';
}

const PARTS: { key: keyof PartnerScorecardSnapshot['subscores']; label: string }[] = [
  { key: 'rating', label: 'Rating' },
  { key: 'volume', label: 'Review volume' },
  { key: 'recency', label: 'Recency' },
  { key: 'response_rate', label: 'Response rate' },
  { key: 'listing_accuracy', label: 'Listing accuracy' },
  { key: 'competition', label: 'Against competitors' },
];

/** The grade badge: letter and score. */
export function GradeBadge({ snapshot }: { snapshot: PartnerScorecardSnapshot | null }) {
  if (!snapshot) return <span className="scorecard-grade scorecard-grade--none">—</span>;
  return (
    <span
      className={`scorecard-grade scorecard-grade--${snapshot.grade.toLowerCase()}`}
      title={`Score ${snapshot.score} of 100`}
    >
      <span aria-hidden="true">{snapshot.grade}</span>
      <span className="pk-visually-hidden">
        Grade {snapshot.grade}, score {snapshot.score} of 100
      </span>
    </span>
  );
}

/** The headline figures of a snapshot. */
export function SnapshotFigures({ snapshot: s }: { snapshot: PartnerScorecardSnapshot }) {
  return (
    <dl className="scorecard-figures">
      <div>
        <dt>Overall grade</dt>
        <dd>
          <GradeBadge snapshot={s} /> <span className="field__hint">{s.score} of 100</span>
        </dd>
      </div>
      <div>
        <dt>Rating</dt>
        <dd>{stars(s.rating)}</dd>
      </div>
      <div>
        <dt>Reviews</dt>
        <dd>{num(s.review_count)}</dd>
      </div>
      <div>
        <dt>Days since the last review</dt>
        <dd>{num(s.days_since_last_review)}</dd>
      </div>
      <div>
        <dt>Reviews in the last 30 / 90 days</dt>
        <dd>
          {s.reviews_last_30_days} / {s.reviews_last_90_days}
        </dd>
      </div>
      <div>
        <dt>Response rate</dt>
        <dd>{pct(s.response_rate)}</dd>
      </div>
      <div>
        <dt>Listing accuracy</dt>
        <dd>{pct(s.listing_accuracy)}</dd>
      </div>
      <div>
        <dt>Competitors’ rating</dt>
        <dd>
          {stars(s.competitor_rating)}
          {s.competitor_review_count !== null && (
            <span className="field__hint"> · {num(s.competitor_review_count)} reviews each</span>
          )}
        </dd>
      </div>
    </dl>
  );
}

/** The parts of the score as bars (0..100). */
export function SubscoreBars({ snapshot }: { snapshot: PartnerScorecardSnapshot }) {
  return (
    <ul className="scorecard-bars">
      {PARTS.map(({ key, label }) => {
        const value = snapshot.subscores[key];
        return (
          <li key={key}>
            <span className="scorecard-bars__label">{label}</span>
            <span className="scorecard-bars__track" aria-hidden="true">
              <span style={{ width: barWidth(value, 100) }} />
            </span>
            <span className="scorecard-bars__value">
              {value === null ? 'Not known' : `${value} / 100`}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

const mark = (ok: boolean) => (ok ? 'Matches' : 'Differs');

/** The listing on each directory, field by field. */
export function ListingsTable({ snapshot }: { snapshot: PartnerScorecardSnapshot }) {
  return (
    <ScrollBox label="Listings across directories">
      <table className="simple-table scorecard-table">
        <caption className="pk-visually-hidden">Listings across directories</caption>
        <thead>
          <tr>
            <th scope="col">Directory</th>
            <th scope="col">Name</th>
            <th scope="col">Address</th>
            <th scope="col">Phone</th>
            <th scope="col">Hours</th>
          </tr>
        </thead>
        <tbody>
          {snapshot.listings.map((l) => (
            <tr key={l.directory}>
              <th scope="row">{l.directory_name}</th>
              {l.found ? (
                <>
                  <td className={l.name_matches ? 'ok' : 'bad'}>{mark(l.name_matches)}</td>
                  <td className={l.address_matches ? 'ok' : 'bad'}>{mark(l.address_matches)}</td>
                  <td className={l.phone_matches ? 'ok' : 'bad'}>{mark(l.phone_matches)}</td>
                  <td className={l.hours_match ? 'ok' : 'bad'}>{mark(l.hours_match)}</td>
                </>
              ) : (
                <td colSpan={4} className="bad">
                  Not listed
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollBox>
  );
}

/** The competitors nearby against the business. */
export function CompetitorsTable({
  snapshot,
  businessName,
}: {
  snapshot: PartnerScorecardSnapshot;
  businessName: string;
}) {
  if (!snapshot.competitors.length)
    return <p>No competitors were found nearby (the place has no map position).</p>;
  return (
    <ScrollBox label="Competitors nearby">
      <table className="simple-table scorecard-table">
        <caption className="pk-visually-hidden">Competitors nearby</caption>
        <thead>
          <tr>
            <th scope="col">Business</th>
            <th scope="col" className="cmp-num">
              Rating
            </th>
            <th scope="col" className="cmp-num">
              Reviews
            </th>
            <th scope="col" className="cmp-num">
              Distance
            </th>
          </tr>
        </thead>
        <tbody>
          <tr className="scorecard-table__self">
            <th scope="row">{businessName}</th>
            <td className="cmp-num">{stars(snapshot.rating)}</td>
            <td className="cmp-num">{num(snapshot.review_count)}</td>
            <td className="cmp-num">—</td>
          </tr>
          {snapshot.competitors.map((c) => (
            <tr key={`${c.name}|${c.address}`}>
              <th scope="row">{c.name}</th>
              <td className="cmp-num">{stars(c.rating)}</td>
              <td className="cmp-num">{num(c.review_count)}</td>
              <td className="cmp-num">{formatDistance(c.distance_km)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollBox>
  );
}

/** Everything a snapshot shows, in cards (the console's detail and the public page). */
export function SnapshotReport({
  snapshot,
  businessName,
}: {
  snapshot: PartnerScorecardSnapshot;
  businessName: string;
}) {
  const id = useId();
  return (
    <>
      <SnapshotFigures snapshot={snapshot} />
      <p className="field__hint">{figuresSource(snapshot.provider)}</p>
      <div className="scorecard-columns">
        <section className="card" aria-labelledby={`${id}-parts`}>
          <h2 id={`${id}-parts`}>How the grade is made</h2>
          <SubscoreBars snapshot={snapshot} />
        </section>
        <section className="card" aria-labelledby={`${id}-competitors`}>
          <h2 id={`${id}-competitors`}>Competitors nearby</h2>
          <CompetitorsTable snapshot={snapshot} businessName={businessName} />
        </section>
      </div>
      <section className="card" aria-labelledby={`${id}-listings`}>
        <h2 id={`${id}-listings`}>Listing accuracy</h2>
        <ListingsTable snapshot={snapshot} />
      </section>
    </>
  );
}
