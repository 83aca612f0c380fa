import {
  type DateDescriptor,
  type FilterPatch,
  type SavedFilterKind,
  sentimentFor,
  useFilters,
  usePermission,
} from '@plaudit/hooks';
import { Button, DateRangePicker, Dropdown, type DropdownOption } from '@plaudit/ui-kit';
import { SlidersHorizontal } from 'lucide-react';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { useBasePath, withBase } from '../../lib/paths';
import { useMediaQuery } from '../../lib/useMediaQuery';
import { SavedFilters } from './SavedFilters';
import './filters.css';
import {
  AccountControl,
  CategoryControl,
  GroupControl,
  LocationControl,
  SourceControl,
} from './filter-controls';
import { orNull } from './filter-texts';

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
  /** false: no date range (a screen of current state, such as the listings). Default true. */
  dates?: boolean;
  /** The screen's own filters (status, search, ...), inside the same panel. */
  children?: ReactNode;
  /** How many of the screen's own filters are set (counted on the phone's Filters button). */
  activeExtra?: number;
};

/** Phones: the panel folds behind one Filters button so the figures come first. */
export const PHONE_QUERY = '(max-width: 640px)';

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
  children,
  activeExtra = 0,
  dates = true,
}: FilterBarProps) {
  const phone = useMediaQuery(PHONE_QUERY);
  const [panelOpen, setPanelOpen] = useState(false);
  const panelId = useId();
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
  const active =
    [
      filters.groupId,
      filters.locationId,
      filters.sourceId,
      filters.rating,
      filters.sentiment,
    ].filter((v) => v && v !== 'all').length +
    (filters.category ? 1 : 0) +
    activeExtra;

  return (
    <section className={`filter-bar${phone ? ' filter-bar--phone' : ''}`} aria-label={label}>
      {phone && (
        <Button
          type="button"
          variant="secondary"
          className="filter-bar__toggle"
          aria-expanded={panelOpen}
          aria-controls={panelId}
          onClick={() => setPanelOpen((o) => !o)}
        >
          <SlidersHorizontal size={16} aria-hidden="true" focusable="false" />
          {panelOpen ? 'Hide filters' : 'Filters'}
          {active > 0 && <span className="filter-bar__count">{active} set</span>}
        </Button>
      )}
      <div id={panelId} className="filter-bar__panel" hidden={phone && !panelOpen}>
        <div className="filter-bar__row">
          {dates && (
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
          )}
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
            <Button
              type="button"
              variant="secondary"
              className="filter-bar__more"
              aria-expanded={extraOpen}
              aria-controls={extraId}
              onClick={() => setExtraOpen((o) => !o)}
            >
              {extraOpen ? 'Fewer filters' : 'More filters'}
            </Button>
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
                value={sentimentFor(filters.sentiment, sentimentKind) ?? ''}
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
        {children && <div className="filter-bar__row filter-bar__own">{children}</div>}
        {showSaved && (
          <SavedFilters kind={sentimentKind} defaultDateDescriptor={defaultDateDescriptor} />
        )}
      </div>
    </section>
  );
}
