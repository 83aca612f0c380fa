import type { Group, Location, Source } from '@plaudit/api-client';
import {
  useAccount,
  useCategoryRank,
  useGroup,
  useLocation,
  useSession,
  useSource,
} from '@plaudit/hooks';
import { Dropdown, type DropdownOption } from '@plaudit/ui-kit';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { FILTER_PAGE_SIZE, FILTER_TEXTS, orNull } from './filter-texts';
import { pagedDropdownProps, usePagedOptions } from './usePagedOptions';
import './filters.css';

export function AccountControl() {
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

export function GroupControl({
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
      {...pagedDropdownProps(list, FILTER_TEXTS.groupsError)}
    />
  );
}

export function LocationControl({
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
      {...pagedDropdownProps(list, FILTER_TEXTS.locationsError)}
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

export function SourceControl({
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
      {...pagedDropdownProps(list, FILTER_TEXTS.sourcesError)}
    />
  );
}

export function CategoryControl({
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
