import type { PlaceSearchResult } from '@plaudit/api-client';
import { toast, useApi, useSession } from '@plaudit/hooks';
import { Typeahead, type TypeaheadOption } from '@plaudit/ui-kit';
import { useEffect, useState } from 'react';
import { FORM_MESSAGES } from './location-form';
import { npiSearchFromLocation, uniqueNpi } from './npi';
import { type PlaceLookups, placeOptionLabel } from './place-search';

/** Labels of the quick place search (designed: the spec names the feature only). */
export const QUICK_PLACE_SEARCH_TEXT = {
  label: 'Quick Place Search',
  hint: 'Find the business on Google to fill in the form.',
  error: 'Unable to search places at this time. Please try again later.',
} as const;

/**
 * The quick place search of the location form (spec 2 section 2): type a name and
 * address, choose a place; the category is looked up for the place and, for the
 * health-care vertical, the NPI from the place's name and address.
 */
export function QuickPlaceSearch({
  onChoose,
  text = QUICK_PLACE_SEARCH_TEXT,
  lookups: withLookups = true,
}: {
  onChoose: (place: PlaceSearchResult, lookups: PlaceLookups) => void;
  /** Label and hint where the search serves another form (competitors). */
  text?: { label: string; hint: string };
  /** Look up the place's category (and NPI); off where only the place is needed. */
  lookups?: boolean;
}) {
  const { api } = useApi();
  const account = useSession((s) => s.account);
  const healthCare = account?.vertical === 'health_care';
  const [term, setTerm] = useState('');
  const [places, setPlaces] = useState<PlaceSearchResult[]>([]);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const keywords = term.trim();
    if (keywords.length < 2) {
      setPlaces([]);
      return;
    }
    let live = true;
    setLoading(true);
    api.places
      .search({ keywords, account_id: account?.id })
      .then((r) => {
        if (!live) return;
        setPlaces(r.places);
        setError(undefined);
      })
      .catch(() => live && setError(QUICK_PLACE_SEARCH_TEXT.error))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [api, account?.id, term]);

  const choose = async (option: TypeaheadOption) => {
    const place = places.find((p) => p.place_id === option.value);
    if (!place) return;
    const lookups: PlaceLookups = { category: null, npi: null };
    if (!withLookups) {
      onChoose(place, lookups);
      return;
    }
    setBusy(true);
    try {
      const cats = await api.categories.list({ google_place_id: place.place_id, per_page: 1 });
      const first = cats.items[0];
      if (first) lookups.category = { id: first.id, name: first.name };
    } catch {
      toast.alert(FORM_MESSAGES.categoriesError);
    }
    if (healthCare) {
      const q = npiSearchFromLocation({
        public_name: place.main_text,
        city: place.city,
        state_code: place.state_code,
        zipcode: place.zipcode,
      });
      if (q)
        try {
          lookups.npi = uniqueNpi(
            (await api.npi.search({ ...q, account_id: account?.id })).results,
          );
        } catch {
          // The NPI field keeps its value; 'Find NPI' can be used later.
        }
    }
    setBusy(false);
    onChoose(place, lookups);
  };

  const options: TypeaheadOption[] = places.map((p) => ({
    value: p.place_id,
    label: placeOptionLabel(p),
  }));
  return (
    <div className="field quick-place-search" aria-busy={busy || undefined}>
      <Typeahead
        label={text.label}
        options={options}
        selected={null}
        onSearch={setTerm}
        matchMode="none"
        clearOnSelect
        loading={loading || busy}
        error={error}
        onSelect={(o) => {
          if (o && !o.custom) void choose(o);
        }}
      />
      <p className="field__hint">{text.hint}</p>
    </div>
  );
}
