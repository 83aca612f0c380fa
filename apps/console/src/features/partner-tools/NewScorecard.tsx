import type { PartnerScorecardPlace } from '@plaudit/api-client';
import { errorMessage } from '@plaudit/api-client';
import { toast, toastError, useApi, usePartnerScorecardPlaces } from '@plaudit/hooks';
import { Button } from '@plaudit/ui-kit';
import { useEffect, useId, useState } from 'react';
import { useRefreshScorecards } from './use-refresh-scorecards';

/** Search as the user types, after a pause. */
function useDebounced(value: string, ms = 300) {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return debounced;
}

/**
 * "New scorecard": a place search (Google Places, or the local simulator) and Prepare on a
 * result. Preparing measures the place at once (a few seconds at most), then opens it.
 */
export function NewScorecard({
  onCreated,
  onCancel,
}: {
  onCreated: (id: number) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const { api } = useApi();
  const [keywords, setKeywords] = useState('');
  const query = useDebounced(keywords);
  const places = usePartnerScorecardPlaces(query);
  const [preparing, setPreparing] = useState<PartnerScorecardPlace | null>(null);
  const refresh = useRefreshScorecards();

  const prepare = async (place: PartnerScorecardPlace) => {
    setPreparing(place);
    try {
      const card = await api.partnerScorecards.create({ google_place_id: place.google_place_id });
      toast.success(`The scorecard of ${card.business_name} is ready`, 3000);
      void refresh();
      onCreated(card.id);
    } catch (err) {
      toastError(err, 'The scorecard could not be prepared.');
      setPreparing(null);
    }
  };

  const searching = query.trim().length >= 2;
  return (
    <section className="card scorecard-new" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>New scorecard</h2>
      <div className="field">
        <label htmlFor={`${id}-search`}>Find the business</label>
        <input
          id={`${id}-search`}
          type="search"
          value={keywords}
          autoComplete="off"
          placeholder="Business name and city"
          aria-describedby={`${id}-hint`}
          onChange={(e) => setKeywords(e.target.value)}
        />
        <p id={`${id}-hint`} className="field__hint">
          Type at least two characters. The scorecard reads the place’s reviews, listings and
          competitors nearby.
        </p>
      </div>
      {preparing && (
        <p className="page-loading" role="status">
          <span className="spinner" aria-hidden="true" /> Preparing the scorecard of{' '}
          {preparing.name}: reading reviews, listings and competitors…
        </p>
      )}
      {searching && places.error && (
        <div className="form-error" role="alert">
          <p>{errorMessage(places.error, 'The place search failed.')}</p>
          <Button type="button" variant="secondary" onClick={() => void places.mutate()}>
            Try again
          </Button>
        </div>
      )}
      {searching && !places.error && !places.data && (
        <div className="skeleton skeleton--lines" role="status" aria-label="Searching places">
          <span />
          <span />
        </div>
      )}
      {searching && places.data && places.data.length === 0 && (
        <p role="status">No place matches “{query.trim()}”. Try the name with its city.</p>
      )}
      {places.data && places.data.length > 0 && searching && (
        <ul className="scorecard-places" aria-label="Places found">
          {places.data.map((p) => (
            <li key={p.google_place_id}>
              <span>
                <strong>{p.name}</strong>
                <span className="field__hint">
                  {p.address ?? 'No address'}
                  {p.rating !== null &&
                    ` · ${p.rating.toFixed(1)} stars, ${p.review_count ?? 0} reviews`}
                </span>
              </span>
              <Button
                type="button"
                variant="primary"
                size="sm"
                disabled={preparing !== null}
                onClick={() => void prepare(p)}
                aria-label={`Prepare a scorecard of ${p.name}`}
              >
                Prepare scorecard
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className="button-row">
        <Button type="button" variant="secondary" onClick={onCancel} disabled={preparing !== null}>
          Cancel
        </Button>
      </div>
    </section>
  );
}
