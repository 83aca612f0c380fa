import type { FilterPatch, Filters } from '@plaudit/hooks';
import { useLocations } from '@plaudit/hooks';
import { DateRangePicker, Dropdown, type DropdownOption } from '@plaudit/ui-kit';
import { useMemo } from 'react';

/** The "every value" choice of the single-select dropdowns (kept out of the URL). */
const ALL = 'all';

/** Spec 1: rating choices are all, '0' (no rating) and '1' to '5'. */
export const RATING_OPTIONS: DropdownOption[] = [
  { value: ALL, label: 'All ratings' },
  { value: '5', label: '5 stars' },
  { value: '4', label: '4 stars' },
  { value: '3', label: '3 stars' },
  { value: '2', label: '2 stars' },
  { value: '1', label: '1 star' },
  { value: '0', label: 'No rating' },
];

/** Spec 1: sentiment options are all, positive and negative (1 and -1 for reviews). */
export const SENTIMENT_OPTIONS: DropdownOption[] = [
  { value: ALL, label: 'All sentiments' },
  { value: '1', label: 'Positive' },
  { value: '-1', label: 'Negative' },
];

type FilterBarProps = {
  filters: Filters;
  setFilters: (patch: FilterPatch) => void;
};

/**
 * Date range, location, rating and sentiment. Each control writes to the URL through
 * useFilters, which also clears the page, so a change always starts at page 1.
 */
export function FilterBar({ filters, setFilters }: FilterBarProps) {
  // A partner account's child has ~25 locations: one page of 250 covers it.
  const locations = useLocations({ per_page: 250, sort: { by: 'name', order: 'asc' } });
  const locationOptions = useMemo<DropdownOption[]>(
    () => [
      { value: ALL, label: 'All locations' },
      ...(locations.data?.items ?? []).map((l) => ({ value: String(l.id), label: l.name })),
    ],
    [locations.data],
  );
  const orAll = (value: string | null) => (value === null ? ALL : value);
  const fromAll = (value: string | null) => (value === null || value === ALL ? null : value);

  return (
    <section className="filter-bar" aria-label="Filters">
      <DateRangePicker
        label="Date range"
        value={{ descriptor: filters.dateDescriptor, from: filters.from, to: filters.to }}
        onChange={({ descriptor, from, to }) =>
          setFilters({ dateDescriptor: descriptor, from, to })
        }
      />
      <Dropdown
        label="Location"
        options={locationOptions}
        value={orAll(filters.locationId)}
        onChange={(value) => setFilters({ locationId: fromAll(value) })}
        searchable
        loading={locations.isLoading}
        error={locations.error ? 'Error fetching locations' : undefined}
      />
      <Dropdown
        label="Rating"
        options={RATING_OPTIONS}
        value={orAll(filters.rating)}
        onChange={(value) => setFilters({ rating: fromAll(value) })}
      />
      <Dropdown
        label="Sentiment"
        options={SENTIMENT_OPTIONS}
        value={orAll(filters.sentiment)}
        onChange={(value) => setFilters({ sentiment: fromAll(value) })}
      />
    </section>
  );
}
