import type { Group, Location, Source } from '@plaudit/api-client';
import {
  type DateDescriptor,
  type FilterPatch,
  type SavedFilterKind,
  useAccount,
  useCategoryRank,
  useFilters,
  useGroup,
  useLocation,
  usePermission,
  useSession,
  useSource,
} from '@plaudit/hooks';
import { DateRangePicker, Dropdown, type DropdownOption } from '@plaudit/ui-kit';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { useBasePath, withBase } from '../../lib/paths';
import { SavedFilters } from './SavedFilters';
import { usePagedOptions } from './usePagedOptions';
import './filters.css';

/** The filter bar's option lists load 25 a page (spec 1 §9). */
export const FILTER_PAGE_SIZE = 25;

export const FILTER_TEXTS = {
  groupsError: 'Error fetching groups',
  locationsError: 'Error fetching locations',
  sourcesError: 'Error fetching sources',
  categoriesError:
    'Unable to get categories rank at this time. Please try refreshing the page or try again later.',
  addLocation: 'Add Location',
} as const;

export type FilterControl =
  | 'account'
  | 'group'
  | 'location'
  | 'source'
  | 'rating'
  | 'sentiment'
  | 'category'
  | 'savedFilters';

export type FilterBarProps = {
  /** The range a URL without a valid `dateDescriptor` shows (spec 1 §2 and §9). */
  defaultDateDescriptor: DateDescriptor;
  /** Date options offered, in order (default: every descriptor). */
  dateDescriptors?: readonly DateDescriptor[];
  /** Date options hidden on this screen (e.g. fourteenDays on the dashboard). */
  hiddenDescriptors?: readonly DateDescriptor[];
  /** The controls this screen shows (default: date, group, location, source, saved filters). */
  controls?: readonly FilterControl[];
  /** How the screen writes sentiment: reviews '1'/'-1', keywords 'positive'/'negative'. */
  sentimentKind?: SavedFilterKind;
  /** Select the only available location automatically (single-location default). */
  singleLocationDefault?: boolean;
  /** Selecting a group clears the location and the search terms (default true). */
  clearOnGroupChange?: boolean;
  label?: string;
};

const DEFAULT_CONTROLS: readonly FilterControl[] = ['group', 'location', 'source', 'savedFilters'];

const RATING_OPTIONS: DropdownOption[] = [
  { value: '', label: 'All ratings' },
  { value: '0', label: 'No rating' },
  { value: '1', label: '1 star' },
  { value: '2', label: '2 stars' },
  { value: '3', label: '3 stars' },
  { value: '4', label: '4 stars' },
  { value: '5', label: '5 stars' },
];

const sentimentOptions = (kind: SavedFilterKind): DropdownOption[] => [
  { value: '', label: 'All' },
  { value: kind === 'reviews' ? '1' : 'positive', label: 'Positive' },
  { value: kind === 'reviews' ? '-1' : 'negative', label: 'Negative' },
];

const orNull = (v: string | null) => (v ? v : null);

/** The shared filter bar of spec 1 §2: every control writes the URL through `useFilters`. */
export function FilterBar({
  defaultDateDescriptor,
  dateDescriptors,
  hiddenDescriptors,
  controls = DEFAULT_CONTROLS,
  sentimentKind = 'reviews',
  singleLocationDefault = false,
  clearOnGroupChange = true,
  label = 'Filters',
}: FilterBarProps) {
  const { filters, setFilters } = useFilters({ defaultDateDescriptor });
  const { can, hasSetting, hasFeature } = usePermission();
  const base = useBasePath();
  const has = (c: FilterControl) => controls.includes(c);
  const showGroup = has('group') && can('group', 'read');
  const showCategory =
    has('category') && hasSetting('experience_analysis') && can('insights', 'read');
  const showSaved =
    has('savedFilters') &&
    (hasSetting('saved_filters') || hasFeature('savedFilters')) &&
    can('user_preference', 'read');
  const extraControls = (['rating', 'sentiment'] as const).filter(has);
  const hasExtra = extraControls.length > 0 || showCategory;
  const extraSet = Boolean(filters.rating || filters.sentiment || filters.category);
  const [extraOpen, setExtraOpen] = useState(extraSet);
  const extraId = useId();
  // The extra filters open by themselves when one of them is set (spec 1 §2).
  useEffect(() => {
    if (extraSet) setExtraOpen(true);
  }, [extraSet]);

  const set = (patch: FilterPatch) => setFilters(patch);

  return (
    <section className="filter-bar" aria-label={label}>
      <div className="filter-bar__row">
        <DateRangePicker
          label="Date range"
          value={{ descriptor: filters.dateDescriptor, from: filters.from, to: filters.to }}
          descriptors={dateDescriptors}
          hiddenDescriptors={hiddenDescriptors}
          onChange={(v) =>
            set(
              v.descriptor === 'custom'
                ? { dateDescriptor: 'custom', from: v.from, to: v.to }
                : { dateDescriptor: v.descriptor },
            )
          }
        />
        {has('account') && <AccountControl />}
        {showGroup && (
          <GroupControl
            value={filters.groupId}
            onChange={(groupId) =>
              set(
                clearOnGroupChange
                  ? { groupId, locationId: null, search_terms: null }
                  : { groupId },
              )
            }
          />
        )}
        {has('location') && (
          <LocationControl
            value={filters.locationId}
            groupId={filters.groupId}
            addHref={can('location', 'create') ? withBase(base, '/settings/locations/new') : null}
            autoSelectSingle={singleLocationDefault}
            onChange={(locationId, replace) =>
              setFilters({ locationId }, replace ? { replace: true } : undefined)
            }
          />
        )}
        {has('source') && (
          <SourceControl value={filters.sourceId} onChange={(sourceId) => set({ sourceId })} />
        )}
        {hasExtra && (
          <button
            type="button"
            className="button button--secondary filter-bar__more"
            aria-expanded={extraOpen}
            aria-controls={extraId}
            onClick={() => setExtraOpen((o) => !o)}
          >
            {extraOpen ? 'Fewer filters' : 'More filters'}
          </button>
        )}
      </div>
      {hasExtra && (
        <div id={extraId} className="filter-bar__row filter-bar__extra" hidden={!extraOpen}>
          {has('rating') && (
            <Dropdown
              label="Rating"
              options={RATING_OPTIONS}
              value={filters.rating ?? ''}
              onChange={(v) => set({ rating: orNull(v) })}
            />
          )}
          {has('sentiment') && (
            <Dropdown
              label="Sentiment"
              options={sentimentOptions(sentimentKind)}
              value={normalizeSentiment(filters.sentiment, sentimentKind)}
              onChange={(v) => set({ sentiment: orNull(v) })}
            />
          )}
          {showCategory && (
            <CategoryControl
              value={filters.category}
              from={filters.from}
              to={filters.to}
              onChange={(category) => set({ category })}
            />
          )}
        </div>
      )}
      {showSaved && (
        <SavedFilters kind={sentimentKind} defaultDateDescriptor={defaultDateDescriptor} />
      )}
    </section>
  );
}

function normalizeSentiment(value: string | null, kind: SavedFilterKind): string {
  if (!value) return '';
  const positive = value === '1' || value === 'positive';
  if (kind === 'reviews') return positive ? '1' : '-1';
  return positive ? 'positive' : 'negative';
}

function AccountControl() {
  const accountId = useSession((s) => s.auth.account_id);
  const { data } = useAccount();
  const name = data?.name ?? '';
  return (
    <Dropdown
      label="Account"
      options={accountId != null ? [{ value: String(accountId), label: name }] : []}
      value={accountId != null ? String(accountId) : null}
      displayValue={name || '--'}
      onChange={() => undefined}
      disabled
    />
  );
}

function GroupControl({
  value,
  onChange,
}: {
  value: string | null;
  onChange: (groupId: string | null) => void;
}) {
  const list = usePagedOptions<Group>('groups', (api, page, keywords) =>
    api.groups.list({
      page,
      per_page: FILTER_PAGE_SIZE,
      keywords: keywords || undefined,
      search_type: keywords ? 'typeahead' : undefined,
      sort: keywords ? { by: 'relevance', order: 'desc' } : { by: 'name', order: 'asc' },
    }),
  );
  const selected = useGroup(
    value && !list.items.some((g) => String(g.id) === value) ? value : null,
  );
  const options: DropdownOption[] = [
    { value: '', label: 'All groups' },
    ...list.items.map((g) => ({ value: String(g.id), label: g.name })),
  ];
  const current = list.items.find((g) => String(g.id) === value) ?? selected.data;
  return (
    <Dropdown
      label="Group"
      options={options}
      value={value ?? ''}
      displayValue={value ? current?.name : 'All groups'}
      onChange={(v) => onChange(orNull(v))}
      searchable
      onSearch={list.search}
      onLoadMore={list.loadMore}
      hasMore={list.hasMore}
      loading={list.loading}
      error={list.error ? FILTER_TEXTS.groupsError : undefined}
    />
  );
}

function LocationControl({
  value,
  groupId,
  addHref,
  autoSelectSingle,
  onChange,
}: {
  value: string | null;
  groupId: string | null;
  addHref: string | null;
  autoSelectSingle: boolean;
  onChange: (locationId: string | null, replace?: boolean) => void;
}) {
  const group = groupId && /^\d+$/.test(groupId) ? Number(groupId) : undefined;
  const list = usePagedOptions<Location>(`locations:${group ?? ''}`, (api, page, keywords) =>
    api.locations.list({
      page,
      per_page: FILTER_PAGE_SIZE,
      group_id: group,
      keywords: keywords || undefined,
      search_type: keywords ? 'typeahead' : undefined,
      sort: { by: 'name', order: 'asc' },
    }),
  );
  const selectedLoaded = list.items.find((l) => String(l.id) === value);
  const selected = useLocation(value && value !== 'all' && !selectedLoaded ? value : null);
  const current = selectedLoaded ?? selected.data;

  // With a single-location default, the only available location is selected automatically.
  const only = !list.term && list.total === 1 ? list.items[0] : undefined;
  useEffect(() => {
    if (autoSelectSingle && only && !value) onChange(String(only.id), true);
  }, [autoSelectSingle, only, value, onChange]);

  const options: DropdownOption[] = [
    { value: '', label: 'All locations' },
    ...list.items.map((l) => ({
      value: String(l.id),
      label: l.name,
      description: [l.address, l.city].filter(Boolean).join(', '),
    })),
  ];
  return (
    <Dropdown
      label="Location"
      options={options}
      value={value && value !== 'all' ? value : ''}
      displayValue={value && value !== 'all' ? current?.name : 'All locations'}
      onChange={(v) => onChange(orNull(v))}
      searchable
      onSearch={list.search}
      onLoadMore={list.loadMore}
      hasMore={list.hasMore}
      loading={list.loading}
      error={list.error ? FILTER_TEXTS.locationsError : undefined}
      footer={
        addHref ? (
          <Link className="filter-bar__add" to={addHref}>
            {FILTER_TEXTS.addLocation}
          </Link>
        ) : undefined
      }
    />
  );
}

function SourceControl({
  value,
  onChange,
}: {
  value: string | null;
  onChange: (sourceId: string | null) => void;
}) {
  const list = usePagedOptions<Source>('sources', (api, page, keywords) =>
    api.sources.list({
      page,
      per_page: FILTER_PAGE_SIZE,
      keywords: keywords || undefined,
      sort: { by: 'ordinal,name', order: 'asc' },
    }),
  );
  const loaded = list.items.find((s) => String(s.id) === value);
  const selected = useSource(value && !loaded ? value : null);
  const options: DropdownOption[] = [
    { value: '', label: 'All sources' },
    ...list.items.map((s) => ({ value: String(s.id), label: s.name })),
  ];
  return (
    <Dropdown
      label="Source"
      options={options}
      value={value ?? ''}
      displayValue={value ? (loaded ?? selected.data)?.name : 'All sources'}
      onChange={(v) => onChange(orNull(v))}
      searchable
      onSearch={list.search}
      onLoadMore={list.loadMore}
      hasMore={list.hasMore}
      loading={list.loading}
      error={list.error ? FILTER_TEXTS.sourcesError : undefined}
    />
  );
}

function CategoryControl({
  value,
  from,
  to,
  onChange,
}: {
  value: string | null;
  from: string;
  to: string;
  onChange: (category: string | null) => void;
}) {
  const { data, error } = useCategoryRank({ published_after: from, published_before: to });
  const options: DropdownOption[] = [
    { value: '', label: 'All categories' },
    ...(data?.categories ?? []).map((c) => ({ value: c.category, label: c.category })),
  ];
  if (value && !options.some((o) => o.value === value)) options.push({ value, label: value });
  return (
    <Dropdown
      label="Category"
      options={options}
      value={value ?? ''}
      onChange={(v) => onChange(orNull(v))}
      error={error ? FILTER_TEXTS.categoriesError : undefined}
    />
  );
}
