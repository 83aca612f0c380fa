import { COMPETITOR_SOURCES_ERROR } from '@plaudit/api-client';
import { useCompetitorSources, useFilters } from '@plaudit/hooks';
import { Dropdown, type DropdownOption } from '@plaudit/ui-kit';
import { FilterBar } from '../filters/FilterBar';
import { COMPETITOR_DATES, COMPETITOR_DEFAULT_DATE } from './competitors-format';

/**
 * The shared filter bar of the competitor reports: date, group and location as elsewhere; the
 * source list is the sources competitor reviews come from (GET /intel/accounts/{id}/sources),
 * with spec 1's own message when it cannot be read.
 */
export function CompetitorFilterBar() {
  const { filters } = useFilters({ defaultDateDescriptor: COMPETITOR_DEFAULT_DATE });
  return (
    <FilterBar
      label="Competitor filters"
      defaultDateDescriptor={COMPETITOR_DEFAULT_DATE}
      dateDescriptors={COMPETITOR_DATES}
      controls={['group', 'location']}
      clearOnGroupChange={false}
      activeExtra={filters.sourceId ? 1 : 0}
    >
      <CompetitorSourceControl />
    </FilterBar>
  );
}

function CompetitorSourceControl() {
  const { filters, setFilters } = useFilters({ defaultDateDescriptor: COMPETITOR_DEFAULT_DATE });
  const sources = useCompetitorSources();
  const items = sources.data?._embedded.sources ?? [];
  const options: DropdownOption[] = [
    { value: '', label: 'All sources' },
    ...items.map((s) => ({ value: s.rtx_source_id, label: s.name })),
  ];
  const value = filters.sourceId ?? '';
  return (
    <Dropdown
      label="Source"
      options={options}
      value={value}
      displayValue={
        value ? (items.find((s) => s.rtx_source_id === value)?.name ?? value) : 'All sources'
      }
      onChange={(v) => setFilters({ sourceId: v || null })}
      loading={!sources.data && !sources.error}
      error={sources.error ? COMPETITOR_SOURCES_ERROR : undefined}
    />
  );
}
