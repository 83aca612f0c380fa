import { useGroups, useLocations, useSources } from '@plaudit/hooks';
import { Dropdown, Select } from '@plaudit/ui-kit';
import { Field, invalid } from './widget-fields';

export function LocationSelect({
  value,
  onChange,
  error,
  required,
}: {
  value: number | null;
  onChange: (id: number | null) => void;
  error?: string | undefined;
  required: boolean;
}) {
  const { data, error: loadError } = useLocations({
    per_page: 250,
    sort: { by: 'name', order: 'asc' },
  });
  return (
    <Field id="widget-location" label={required ? 'Location' : 'Location (optional)'} error={error}>
      <Select
        id="widget-location"
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)}
        {...invalid('widget-location', error)}
      >
        <option value="">{required ? 'Choose a location' : 'All locations'}</option>
        {data?.items.map((l) => (
          <option key={l.id} value={l.id}>
            {l.name}
          </option>
        ))}
      </Select>
      {loadError && (
        <p className="field__error">
          Unable to fetch locations at this time. Please reload or try again later.
        </p>
      )}
    </Field>
  );
}

export function CoveragePickers({
  locationIds,
  groupIds,
  onLocations,
  onGroups,
}: {
  locationIds: number[];
  groupIds: number[];
  onLocations: (ids: number[]) => void;
  onGroups: (ids: number[]) => void;
}) {
  const { data: locations } = useLocations({ per_page: 250, sort: { by: 'name', order: 'asc' } });
  const { data: groups } = useGroups({ per_page: 100 });
  return (
    <>
      <Dropdown
        label="Locations"
        multiple
        searchable
        placeholder="All locations"
        options={(locations?.items ?? []).map((l) => ({ value: String(l.id), label: l.name }))}
        value={locationIds.map(String)}
        onChange={(v) => onLocations(v.map(Number))}
        loading={!locations}
      />
      {(groups?.items.length ?? 0) > 0 && (
        <Dropdown
          label="Groups"
          multiple
          placeholder="No groups"
          options={(groups?.items ?? []).map((g) => ({ value: String(g.id), label: g.name }))}
          value={groupIds.map(String)}
          onChange={(v) => onGroups(v.map(Number))}
        />
      )}
      <p className="field__hint">With no location or group chosen, every location is covered.</p>
    </>
  );
}

export function SourcePicker({
  value,
  onChange,
}: {
  value: number[];
  onChange: (ids: number[]) => void;
}) {
  const { data } = useSources({ per_page: 100 });
  return (
    <Dropdown
      label="Review sources"
      multiple
      placeholder="All sources"
      options={(data?.items ?? []).map((s) => ({ value: String(s.id), label: s.name }))}
      value={value.map(String)}
      onChange={(v) => onChange(v.map(Number))}
      loading={!data}
    />
  );
}

/** Testimonial Carousel: search the account's reviews and pick up to 15, in order. */
