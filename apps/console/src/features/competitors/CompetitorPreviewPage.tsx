import type { CompetitorPreview } from '@plaudit/api-client';
import { useCompetitorPreview, usePermission, useSession } from '@plaudit/hooks';
import { useId } from 'react';
import { Navigate } from 'react-router';
import { usePageTitle } from '../../components/PageTitle';
import { RequestAccess } from '../../components/RequestAccess';
import { useBasePath, withBase } from '../../lib/paths';
import { PairBars, ScrollBox } from './CompetitorCharts';
import { formatCount, formatRating, ordinal } from './competitors-format';
import './competitors.css';
import { formatDistance } from '../../lib/format';
import { LoadError } from './CompetitorTableParts';

export const PREVIEW_TEXT = {
  title: 'Competitors preview',
  intro:
    'How your locations compare with the places near them, from real reviews. Names are withheld in the preview.',
  upgradeTitle: 'See the full comparison',
  upgradeBody:
    'With Competitors you name and choose your competitors and compare response rate, sentiment and experience categories over any period. Request access and your account’s administrators hear from you.',
  nearby: 'Nearby places',
  noLocations: 'Add a location to see how it compares with the places near it.',
} as const;

/** /competitors/preview: real figures for users with only the competitor preview permission. */
export function CompetitorPreviewPage() {
  usePageTitle(PREVIEW_TEXT.title);
  const base = useBasePath();
  const { can } = usePermission();
  const full = can('competitor', 'read');
  const accountId = useSession((s) => s.auth.account_id);
  const preview = useCompetitorPreview(full ? null : accountId);
  const p = preview.data;
  // With the full comparison there is nothing to preview.
  if (full) return <Navigate to={withBase(base, '/competitors')} replace />;
  return (
    <section className="page cmp" aria-labelledby="page-title">
      <header className="page-header">
        <h1 id="page-title">{PREVIEW_TEXT.title}</h1>
      </header>
      <p className="cmp-summary">{PREVIEW_TEXT.intro}</p>
      <Upgrade unlocks={p?.unlocks ?? []} />
      {preview.error ? (
        <LoadError error={preview.error} retry={() => void preview.mutate()} />
      ) : !p ? (
        <div role="status" aria-label="Loading the preview">
          <div className="cmp-figures">
            {[0, 1].map((i) => (
              <div key={i} className="card skeleton skeleton--lines" aria-hidden="true">
                <span style={{ width: '40%' }} />
                <span />
                <span />
              </div>
            ))}
          </div>
        </div>
      ) : (
        <PreviewBody p={p} />
      )}
    </section>
  );
}

/**
 * What the full comparison adds, and Request Access (the teasers' way: the account's
 * administrators get the request by e-mail; no plan on the billing page switches it on).
 */
function Upgrade({ unlocks }: { unlocks: readonly string[] }) {
  return (
    <section className="card cmp-preview__upgrade" aria-labelledby="cmp-upgrade-title">
      <div>
        <h2 id="cmp-upgrade-title">{PREVIEW_TEXT.upgradeTitle}</h2>
        <p>{PREVIEW_TEXT.upgradeBody}</p>
        {unlocks.length > 0 && (
          <ul>
            {unlocks.map((u) => (
              <li key={u}>{u}</li>
            ))}
          </ul>
        )}
      </div>
      <RequestAccess feature="Competitors" />
    </section>
  );
}

function PreviewBody({ p }: { p: CompetitorPreview }) {
  return (
    <>
      <div className="cmp-figures">
        <section className="card cmp-panel" aria-labelledby="cmp-pv-rating">
          <h2 id="cmp-pv-rating">Average rating</h2>
          <PairBars
            label="Average rating"
            mine={p.mine.average_rating}
            theirs={p.nearby.average_rating}
            max={5}
            format={formatRating}
            theirsLabel={PREVIEW_TEXT.nearby}
          />
        </section>
        <section className="card cmp-panel" aria-labelledby="cmp-pv-reviews">
          <h2 id="cmp-pv-reviews">Reviews</h2>
          <PairBars
            label="Reviews"
            mine={p.mine.reviews}
            theirs={p.nearby.reviews}
            max={Math.max(1, p.mine.reviews, p.nearby.reviews)}
            format={formatCount}
            theirsLabel={PREVIEW_TEXT.nearby}
          />
        </section>
      </div>
      <p className="cmp-summary" data-testid="cmp-preview-summary">
        {`${formatCount(p.nearby.places)} nearby ${p.nearby.places === 1 ? 'place' : 'places'} around ${formatCount(p.total_locations)} ${p.total_locations === 1 ? 'location' : 'locations'}.`}
      </p>
      {p.locations.length === 0 ? (
        <p className="cmp-muted">{PREVIEW_TEXT.noLocations}</p>
      ) : (
        p.locations.map((l) => <PreviewLocation key={l.location_id} l={l} />)
      )}
    </>
  );
}

function PreviewLocation({ l }: { l: CompetitorPreview['locations'][number] }) {
  const id = useId();
  return (
    <section className="card cmp-location" aria-labelledby={id}>
      <div className="cmp-location__header">
        <h2 id={id}>{l.location_name}</h2>
        {l.rank != null && (
          <span className="cmp-rank">
            {`Ranked ${ordinal(l.rank)} of ${l.places.length + 1} by average rating`}
          </span>
        )}
      </div>
      <ScrollBox label={`${l.location_name} and nearby places`}>
        <table className="cmp-table">
          <caption className="pk-visually-hidden">{`${l.location_name} beside nearby places`}</caption>
          <thead>
            <tr>
              <th scope="col">Place</th>
              <th scope="col" className="cmp-num">
                Distance
              </th>
              <th scope="col" className="cmp-num">
                Average rating
              </th>
              <th scope="col" className="cmp-num">
                Reviews
              </th>
            </tr>
          </thead>
          <tbody>
            <tr className="cmp-table__mine">
              <th scope="row">
                {l.location_name}
                <span className="cmp-table__brand">Your location</span>
              </th>
              <td className="cmp-num">--</td>
              <td className="cmp-num">{formatRating(l.mine.average_rating)}</td>
              <td className="cmp-num">{formatCount(l.mine.reviews)}</td>
            </tr>
            {l.places.map((pl) => (
              <tr key={pl.label}>
                <th scope="row">{pl.label}</th>
                <td className="cmp-num">
                  {pl.distance_km == null ? '--' : formatDistance(pl.distance_km)}
                </td>
                <td className="cmp-num">{formatRating(pl.average_rating)}</td>
                <td className="cmp-num">{formatCount(pl.reviews)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollBox>
    </section>
  );
}
