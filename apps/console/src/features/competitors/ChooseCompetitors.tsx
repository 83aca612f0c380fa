import type { Competitor, CompetitorSuggestion } from '@plaudit/api-client';
import {
  isPlauditKey,
  toast,
  useApi,
  useCompetitorBrands,
  useCompetitorSuggestions,
  useCompetitors,
  usePermission,
} from '@plaudit/hooks';
import { Button, Flyout, Modal, Select } from '@plaudit/ui-kit';
import { useId, useState } from 'react';
import { useSWRConfig } from 'swr';
import { formatDistance } from '../../lib/format';
import { QuickPlaceSearch } from '../locations/QuickPlaceSearch';
import { formatCount, formatRating } from './competitors-format';

export const CHOOSE_TEXT = {
  title: (location: string) => `Competitors of ${location}`,
  chosen: 'Chosen competitors',
  noneChosen: 'No competitors chosen for this location yet.',
  suggested: 'Suggested nearby',
  noSuggestions: 'No nearby places found. Search for a place below.',
  search: { label: 'Search places', hint: 'Find any place on Google by name and address.' },
  add: 'Add',
  added: (name: string) => `${name} added. Its reviews are on their way.`,
  removed: (name: string) => `${name} removed`,
  brand: 'Brand',
  noBrand: 'No brand',
  loadError: 'Unable to load competitors at this time. Please try again later.',
  suggestionsError: 'Unable to find nearby places at this time. Please try again later.',
} as const;

/** Whether the user may choose, re-brand and remove competitors. */
export function useCanManageCompetitors(): boolean {
  const { can } = usePermission();
  return can('competitor', 'create') && can('competitor', 'update') && can('competitor', 'delete');
}

/** Refreshes every competitor list and report after a change. */
export function useRefreshCompetitors() {
  const { mutate } = useSWRConfig();
  return () =>
    mutate((key) => isPlauditKey(key) && /^competitor/i.test(String(key[3])), undefined, {
      revalidate: true,
    });
}

/**
 * The flyout of one location's competitors: the chosen ones (brand, remove after a
 * confirmation), suggested nearby places first, then the place search of the location form.
 */
export function ChooseCompetitors({
  location,
  onClose,
}: {
  location: { id: number; name: string } | null;
  onClose: () => void;
}) {
  return (
    <Flyout
      open={location !== null}
      onClose={onClose}
      title={location ? CHOOSE_TEXT.title(location.name) : ''}
      closeOnOutsideClick={false}
    >
      {location && <ChooseBody location={location} />}
    </Flyout>
  );
}

function ChooseBody({ location }: { location: { id: number; name: string } }) {
  const { api } = useApi();
  const refresh = useRefreshCompetitors();
  const chosen = useCompetitors({ location_id: location.id, per_page: 100 });
  const suggestions = useCompetitorSuggestions(location.id);
  const brands = useCompetitorBrands({ per_page: 250, sort: { by: 'name', order: 'asc' } });
  const [busy, setBusy] = useState<string | null>(null);
  const [removing, setRemoving] = useState<Competitor | null>(null);
  const brandLabel = useId();

  const add = async (placeId: string, name: string) => {
    setBusy(placeId);
    try {
      await api.competitors.create({ location_id: location.id, google_place_id: placeId });
      toast.success(CHOOSE_TEXT.added(name), 3000);
      await refresh();
    } catch (err) {
      toast.error(err);
    } finally {
      setBusy(null);
    }
  };
  const setBrand = async (c: Competitor, brandId: number | null) => {
    try {
      await api.competitors.update(c.id, { brand_id: brandId });
      await refresh();
    } catch (err) {
      toast.error(err);
    }
  };
  const remove = async (c: Competitor) => {
    setRemoving(null);
    try {
      await api.competitors.remove(c.id);
      toast.success(CHOOSE_TEXT.removed(c.name), 3000);
      await refresh();
    } catch (err) {
      toast.error(err);
    }
  };

  const places = suggestions.data?._embedded.places ?? [];
  const list = chosen.data?.items ?? [];
  return (
    <div className="cmp-choose">
      <section aria-labelledby="cmp-chosen-title">
        <h3 id="cmp-chosen-title">{CHOOSE_TEXT.chosen}</h3>
        {chosen.error ? (
          <p role="alert">{CHOOSE_TEXT.loadError}</p>
        ) : !chosen.data ? (
          <p className="page-loading" role="status">
            <span className="spinner" aria-hidden="true" /> Loading…
          </p>
        ) : list.length === 0 ? (
          <p className="cmp-muted">{CHOOSE_TEXT.noneChosen}</p>
        ) : (
          <ul className="cmp-list" aria-label={CHOOSE_TEXT.chosen}>
            {list.map((c) => (
              <li key={c.id}>
                <span className="cmp-list__name">
                  <strong>{c.name}</strong>
                  <small>
                    {c.address ? `${c.address} · ` : ''}
                    {`${formatRating(c.average_rating)} ★ · ${formatCount(c.reviews)} reviews`}
                  </small>
                </span>
                <span className="cmp-list__actions">
                  <span className="pk-visually-hidden" id={`${brandLabel}-${c.id}`}>
                    {`${CHOOSE_TEXT.brand} of ${c.name}`}
                  </span>
                  <Select
                    aria-labelledby={`${brandLabel}-${c.id}`}
                    value={c.brand_id ?? ''}
                    onChange={(e) =>
                      void setBrand(c, e.target.value ? Number(e.target.value) : null)
                    }
                  >
                    <option value="">{CHOOSE_TEXT.noBrand}</option>
                    {(brands.data?.items ?? []).map((b) => (
                      <option key={b.id} value={b.id}>
                        {b.name}
                      </option>
                    ))}
                  </Select>
                  <Button
                    type="button"
                    variant="secondary"
                    size="sm"
                    aria-label={`Remove ${c.name}`}
                    onClick={() => setRemoving(c)}
                  >
                    Remove
                  </Button>
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="cmp-suggested-title">
        <h3 id="cmp-suggested-title">{CHOOSE_TEXT.suggested}</h3>
        {suggestions.error ? (
          <p role="alert">{CHOOSE_TEXT.suggestionsError}</p>
        ) : !suggestions.data ? (
          <p className="page-loading" role="status">
            <span className="spinner" aria-hidden="true" /> Loading…
          </p>
        ) : places.length === 0 ? (
          <p className="cmp-muted">{CHOOSE_TEXT.noSuggestions}</p>
        ) : (
          <ul className="cmp-list" aria-label={CHOOSE_TEXT.suggested}>
            {places.map((p) => (
              <Suggestion
                key={p.google_place_id}
                place={p}
                busy={busy === p.google_place_id}
                onAdd={() => void add(p.google_place_id, p.name)}
              />
            ))}
          </ul>
        )}
      </section>
      <section>
        <QuickPlaceSearch
          text={CHOOSE_TEXT.search}
          lookups={false}
          onChoose={(place) => void add(place.place_id, place.main_text)}
        />
      </section>
      <Modal
        open={removing !== null}
        onClose={() => setRemoving(null)}
        title={`Remove “${removing?.name ?? ''}”?`}
        footer={
          <div className="button-row">
            <Button type="button" variant="secondary" onClick={() => setRemoving(null)}>
              Cancel
            </Button>
            <Button
              type="button"
              variant="danger"
              onClick={() => removing && void remove(removing)}
            >
              Remove
            </Button>
          </div>
        }
      >
        <p>
          {`${removing?.name ?? ''} stops being compared with ${location.name}, and the reviews collected for it are deleted.`}
        </p>
      </Modal>
    </div>
  );
}

function Suggestion({
  place,
  busy,
  onAdd,
}: {
  place: CompetitorSuggestion;
  busy: boolean;
  onAdd: () => void;
}) {
  const distance = place.distance_km == null ? '' : `${formatDistance(place.distance_km)} · `;
  return (
    <li>
      <span className="cmp-list__name">
        <strong>{place.name}</strong>
        <small>{`${distance}${place.address}`}</small>
      </span>
      {place.already_chosen ? (
        <span className="cmp-muted">Chosen</span>
      ) : (
        <Button
          type="button"
          variant="primary"
          size="sm"
          aria-label={`Add ${place.name}`}
          disabled={busy}
          onClick={onAdd}
        >
          {busy ? 'Adding…' : CHOOSE_TEXT.add}
        </Button>
      )}
    </li>
  );
}
