import { ApiError, type Location, type Source } from '@plaudit/api-client';
import {
  BILLING_MESSAGES,
  OPEN_STATUS_LABELS,
  OPEN_STATUSES,
  SOURCE_OVERRIDE_MESSAGES,
} from '@plaudit/api-client/schemas';
import {
  toast,
  useApi,
  useCountries,
  useFeatureFlags,
  usePermission,
  useSession,
  useStates,
} from '@plaudit/hooks';
import { Modal, Typeahead, type TypeaheadOption } from '@plaudit/ui-kit';
import { type FocusEvent, type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useBasePath, withBase } from '../../lib/paths';
import {
  useCategorySearch,
  useDirectories,
  useLocationIssues,
  useLocationPreview,
  useSourceOverrides,
  useSpecialHours,
} from './data';
import { HolidayHoursEditor } from './HolidayHoursEditor';
import { HoursEditor } from './HoursEditor';
import {
  type HolidayRow,
  holidayChanges,
  holidayErrors,
  holidayRowsFromApi,
  localToday,
  needsOverrideConfirmation,
} from './holiday-hours';
import { hoursErrors } from './hours';
import {
  DEFAULT_COUNTRY_NAME,
  emptyForm,
  FORM_MESSAGES,
  formErrors,
  formFromLocation,
  type LocationFormState,
  locationBody,
  type OverrideDraft,
  overridesToSave,
  type RequiredField,
} from './location-form';
import { NPI_MESSAGES, npiBlurError, npiSearchFromLocation, uniqueNpi } from './npi';
import { fillFromPlace, showQuickPlaceSearch } from './place-search';
import { QuickPlaceSearch } from './QuickPlaceSearch';
import { formatCents, LOCATION_FLAGS } from './shared';
import { useUnsavedGuard } from './useUnsavedGuard';

/** The skeleton shows for at least this long (spec 2 section 9). */
export const SKELETON_MIN_MS = 500;

type Props = {
  /** The location being edited; absent for a new location. */
  location?: Location;
  onCancel: () => void;
  onSaved: (location: Location, created: boolean) => void;
};

/** The add and edit form of spec 2 (every section), saved through one PATCH. */
export function LocationForm({ location, onCancel, onSaved }: Props) {
  const editing = Boolean(location);
  const { api } = useApi();
  const account = useSession((s) => s.account);
  const permission = usePermission();
  const flags = useFeatureFlags();
  const healthCare = account?.vertical === 'health_care';
  const isAdmin = permission.isUserType('administrator');
  const canUpdate = permission.can('location', 'update');
  const today = useMemo(() => localToday(), []);
  const specialHoursOn = !flags.has(LOCATION_FLAGS.noSpecialHours);

  const overridesQuery = useSourceOverrides(location?.id ?? null);
  const specialQuery = useSpecialHours(specialHoursOn ? (location?.id ?? null) : null, today);
  const placeIssues = useLocationIssues(
    location?.id ?? null,
    Boolean(location) && permission.can('issue', 'read'),
  );
  const preview = useLocationPreview(!editing && !flags.has(LOCATION_FLAGS.noBillingPreview));
  const usCountry = useCountries(
    editing ? null : { keywords: DEFAULT_COUNTRY_NAME, search_type: 'typeahead' },
  );

  const [minElapsed, setMinElapsed] = useState(false);
  useEffect(() => {
    const t = setTimeout(() => setMinElapsed(true), SKELETON_MIN_MS);
    return () => clearTimeout(t);
  }, []);

  const [form, setForm] = useState<LocationFormState | null>(null);
  const [initial, setInitial] = useState<LocationFormState | null>(null);
  const [holidays, setHolidays] = useState<HolidayRow[]>([]);
  const [initialHolidays, setInitialHolidays] = useState<HolidayRow[]>([]);
  const [touched, setTouched] = useState<Set<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const [confirmOverride, setConfirmOverride] = useState(false);
  const [npiNote, setNpiNote] = useState<{ error?: string; name?: string }>({});

  const ready =
    (!editing || (!overridesQuery.isLoading && (!specialHoursOn || !specialQuery.isLoading))) &&
    (editing || !usCountry.isLoading);

  // Initialise once the data is there.
  useEffect(() => {
    if (form || !ready) return;
    let next: LocationFormState;
    if (location) next = formFromLocation(location, overridesQuery.data?.items ?? []);
    else {
      const us = usCountry.data?.items.find((c) => c.name === DEFAULT_COUNTRY_NAME) ?? null;
      next = emptyForm(us ? { id: us.id, name: us.name } : null);
    }
    const rows = holidayRowsFromApi(specialQuery.data?.items ?? []);
    setForm(next);
    setInitial(next);
    setHolidays(rows);
    setInitialHolidays(rows);
  }, [form, ready, location, overridesQuery.data, specialQuery.data, usCountry.data]);

  useEffect(() => {
    if (overridesQuery.error) toast.alert(SOURCE_OVERRIDE_MESSAGES.loadError);
  }, [overridesQuery.error]);
  useEffect(() => {
    if (specialQuery.error) toast.alert(FORM_MESSAGES.specialHoursFetch);
  }, [specialQuery.error]);
  useEffect(() => {
    if (preview.error) toast.alert(BILLING_MESSAGES.previewError);
  }, [preview.error]);

  const dirty =
    form !== null &&
    (JSON.stringify(form) !== JSON.stringify(initial) ||
      JSON.stringify(holidays) !== JSON.stringify(initialHolidays));
  const guard = useUnsavedGuard(dirty && !saving);

  if (!form || !minElapsed) return <FormSkeleton />;

  const errors = formErrors(form);
  const hourProblems = hoursErrors(form.hours);
  const holidayProblems = specialHoursOn ? holidayErrors(holidays, today) : {};
  const npiError = healthCare ? npiBlurError(form.npi) : null;
  const limitReached = !editing && Boolean(preview.data?.trial_location_limit_reached);
  const saveDisabled = saving || Object.keys(holidayProblems).length > 0 || limitReached;

  const shown = (key: string) => (submitted || touched.has(key) ? errors[key] : undefined);
  const touch = (key: string) =>
    setTouched((t) => {
      if (t.has(key)) return t;
      const n = new Set(t);
      n.add(key);
      return n;
    });
  const patch = (p: Partial<LocationFormState>) => setForm((f) => (f ? { ...f, ...p } : f));
  const setOverride = (sourceId: number, p: Partial<OverrideDraft>) =>
    setForm((f) => {
      if (!f) return f;
      const cur = f.overrides[sourceId] ?? {
        source_id: sourceId,
        phoneOn: false,
        phone: '',
        websiteOn: false,
        website: '',
      };
      return { ...f, overrides: { ...f.overrides, [sourceId]: { ...cur, ...p } } };
    });

  const requiredBlur = (field: RequiredField) => () => touch(field);

  const lookupNpiNumber = async (value: string) => {
    const blur = npiBlurError(value);
    if (blur) return setNpiNote({ error: blur });
    if (!value.trim()) return setNpiNote({});
    try {
      const { results } = await api.npi.lookup(value.trim(), { account_id: account?.id });
      const match = uniqueNpi(results);
      setNpiNote(match ? { name: match.name } : { error: NPI_MESSAGES.notFound });
    } catch (err) {
      setNpiNote({
        error:
          err instanceof ApiError && err.status === 400
            ? NPI_MESSAGES.notFound
            : NPI_MESSAGES.unreachable,
      });
    }
  };

  const lookupNpiByName = async () => {
    const q = npiSearchFromLocation({
      public_name: form.public_name,
      city: form.city,
      state_code: form.state?.code ?? null,
      zipcode: form.zipcode,
    });
    if (!q) return setNpiNote({ error: NPI_MESSAGES.noMatch });
    try {
      const { results } = await api.npi.search({ ...q, account_id: account?.id });
      const match = uniqueNpi(results);
      if (!match) return setNpiNote({ error: NPI_MESSAGES.noMatch });
      patch({ npi: match.number });
      setNpiNote({ name: match.name });
    } catch {
      setNpiNote({ error: NPI_MESSAGES.unreachable });
    }
  };

  const doSave = async () => {
    setConfirmOverride(false);
    setSaving(true);
    const changes = specialHoursOn ? holidayChanges(initialHolidays, holidays) : null;
    const overrides = overridesToSave(form, editing ? initial : null);
    const body = locationBody(form, {
      healthCare,
      placeIdEditable: isAdmin,
      editing,
    });
    try {
      let saved: Location;
      if (location) {
        saved = await api.locations.save(location.id, {
          ...body,
          ...(changes ? { special_hours: changes } : {}),
          ...(overrides.length ? { source_overrides: overrides } : {}),
        });
      } else {
        saved = await api.locations.create(body as Parameters<typeof api.locations.create>[0]);
        if (changes || overrides.length)
          saved = await api.locations.save(saved.id, {
            ...(changes ? { special_hours: changes } : {}),
            ...(overrides.length ? { source_overrides: overrides } : {}),
          });
      }
      guard.release();
      toast.success(editing ? FORM_MESSAGES.updated : FORM_MESSAGES.created, 4000);
      onSaved(saved, !editing);
    } catch (err) {
      toast.error(err, FORM_MESSAGES.updateError);
      setSaving(false);
    }
  };

  const submit = () => {
    setSubmitted(true);
    const blocking = Object.keys(errors).length > 0 || Object.keys(hourProblems).length > 0;
    if (blocking) {
      toast.alert(FORM_MESSAGES.missingInfo, 5000);
      return;
    }
    if (npiError) {
      setNpiNote({ error: npiError });
      return;
    }
    if (saveDisabled) return;
    const changes = specialHoursOn ? holidayChanges(initialHolidays, holidays) : null;
    if (needsOverrideConfirmation(changes)) setConfirmOverride(true);
    else void doSave();
  };

  const cancel = () => guard.confirm(onCancel);

  return (
    <form
      className="location-form"
      noValidate
      aria-label={editing ? 'Edit location' : 'Add location'}
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      {!editing && (
        <PricePreview
          isAdmin={isAdmin}
          flagOff={flags.has(LOCATION_FLAGS.noBillingPreview)}
          cents={preview.data?.new_location_monthly_unit_cents ?? null}
          limitReached={limitReached}
          limit={preview.data?.trial_location_limit ?? null}
        />
      )}

      {showQuickPlaceSearch(editing, placeIssues.data?.items ?? []) && (
        <QuickPlaceSearch
          onChoose={(place, lookups) => {
            setForm((f) => (f ? fillFromPlace(f, place, lookups, healthCare) : f));
            if (healthCare && lookups.npi) setNpiNote({ name: lookups.npi.name });
          }}
        />
      )}

      <Section title="Location Information">
        <div className="form-grid">
          <TextField
            label="Internal Name"
            required
            value={form.name}
            error={shown('name')}
            onChange={(v) => patch({ name: v })}
            onBlur={requiredBlur('name')}
          />
          <TextField
            label="Public Name"
            required
            value={form.public_name}
            error={shown('public_name')}
            onChange={(v) => patch({ public_name: v })}
            onBlur={requiredBlur('public_name')}
          />
          <TextField
            label="Address"
            required
            value={form.address}
            error={shown('address')}
            onChange={(v) => patch({ address: v })}
            onBlur={requiredBlur('address')}
          />
          <TextField
            label="Address 2"
            value={form.address_2}
            onChange={(v) => patch({ address_2: v })}
          />
          <TextField
            label="City"
            required
            value={form.city}
            error={shown('city')}
            onChange={(v) => patch({ city: v })}
            onBlur={requiredBlur('city')}
          />
          <CountryField
            value={form.country}
            error={shown('country')}
            onBlur={() => touch('country')}
            onChange={(country) => {
              const changed = country?.id !== form.country?.id;
              patch({ country, ...(changed ? { state: null } : {}) });
            }}
          />
          <StateField
            countryId={form.country?.id ?? null}
            value={form.state}
            error={shown('state')}
            onBlur={() => touch('state')}
            onChange={(state) => patch({ state })}
          />
          <TextField
            label="Zipcode"
            required
            value={form.zipcode}
            error={shown('zipcode')}
            onChange={(v) => patch({ zipcode: v })}
            onBlur={requiredBlur('zipcode')}
          />
          <TextField
            label="Phone"
            type="tel"
            value={form.phone}
            error={shown('phone')}
            onChange={(v) => patch({ phone: v })}
            onBlur={() => touch('phone')}
          />
          <TextField
            label="Website"
            type="url"
            value={form.website}
            onChange={(v) => patch({ website: v })}
          />
          <TextField
            label="External ID"
            value={form.external_id}
            onChange={(v) => patch({ external_id: v })}
          />
          {isAdmin && (
            <TextField
              label="Google Place ID"
              value={form.google_place_id}
              onChange={(v) => patch({ google_place_id: v })}
            />
          )}
        </div>
      </Section>

      <Section title="Category">
        <CategoryField value={form.category} onChange={(category) => patch({ category })} />
      </Section>

      {editing && (
        <Section title="Business Status">
          <label className="field">
            <span className="field__label">Business Status</span>
            <select
              value={form.open_status}
              onChange={(e) =>
                patch({ open_status: e.target.value as LocationFormState['open_status'] })
              }
            >
              {OPEN_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {OPEN_STATUS_LABELS[s]}
                </option>
              ))}
            </select>
          </label>
        </Section>
      )}

      <Section title="Hours">
        <HoursEditor value={form.hours} onChange={(hours) => patch({ hours })} />
      </Section>

      {specialHoursOn && (
        <Section title="Holiday Hours">
          <HolidayHoursEditor rows={holidays} onChange={setHolidays} today={today} />
        </Section>
      )}

      {!flags.has(LOCATION_FLAGS.noDirectoryPublishing) && (
        <DirectoryOverrides
          form={form}
          errors={errors}
          show={(key) => submitted || touched.has(key)}
          onTouch={touch}
          setOverride={setOverride}
          clearAll={(sourceIds, on) =>
            setForm((f) => {
              if (!f) return f;
              const next = { ...f.overrides };
              for (const id of sourceIds)
                next[id] = on
                  ? {
                      ...(next[id] ?? {
                        source_id: id,
                        phone: '',
                        website: '',
                        phoneOn: false,
                        websiteOn: false,
                      }),
                      phoneOn: true,
                      websiteOn: true,
                    }
                  : {
                      ...(next[id] ?? { source_id: id }),
                      phoneOn: false,
                      phone: '',
                      websiteOn: false,
                      website: '',
                    };
              return { ...f, overrides: next };
            })
          }
        />
      )}

      {healthCare && (
        <Section title="NPI">
          <div className="field">
            <label htmlFor="location-npi">NPI</label>
            <div className="inline-row">
              <input
                id="location-npi"
                inputMode="numeric"
                value={form.npi}
                aria-invalid={Boolean(npiNote.error) || undefined}
                aria-describedby="location-npi-note"
                onChange={(e) => {
                  patch({ npi: e.target.value });
                  setNpiNote({});
                }}
                onBlur={(e) => void lookupNpiNumber(e.target.value)}
              />
              {!form.npi.trim() && (
                <button
                  type="button"
                  className="button button--secondary button--small"
                  onClick={() => void lookupNpiByName()}
                >
                  Find NPI
                </button>
              )}
            </div>
            <span id="location-npi-note">
              {npiNote.error && <span className="field__error">{npiNote.error}</span>}
              {npiNote.name && (
                <span className="field__hint">{NPI_MESSAGES.registeredTo(npiNote.name)}</span>
              )}
            </span>
          </div>
        </Section>
      )}

      {editing && canUpdate && location && <AutoSyncSection location={location} />}

      <fieldset className="form-actions" aria-label="Form actions">
        {dirty && <span className="form-actions__note">You have unsaved changes.</span>}
        <button type="button" className="button button--secondary" onClick={cancel}>
          Cancel
        </button>
        <button type="submit" className="button button--primary" disabled={saveDisabled}>
          {saving ? 'Saving…' : editing ? 'Save Location' : 'Add Location'}
        </button>
      </fieldset>

      <Modal
        open={confirmOverride}
        onClose={() => setConfirmOverride(false)}
        title="Override existing dates"
        description="Saving these holiday hours will override any hours already set for the same dates. Do you want to continue?"
        footer={
          <>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => setConfirmOverride(false)}
            >
              Cancel
            </button>
            <button type="button" className="button button--primary" onClick={() => void doSave()}>
              Continue
            </button>
          </>
        }
      />
      {guard.modal}
    </form>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `section-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <section className="form-section" aria-labelledby={id}>
      <h2 id={id} className="form-section__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

function TextField({
  label,
  value,
  onChange,
  onBlur,
  error,
  required,
  type = 'text',
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  onBlur?: () => void;
  error?: string | undefined;
  required?: boolean;
  type?: string;
}) {
  const id = `location-${label.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <div className="field">
      <label htmlFor={id}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      <input
        id={id}
        type={type}
        value={value}
        required={required}
        aria-invalid={Boolean(error) || undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
      />
      {error && (
        <span id={`${id}-error`} className="field__error">
          {error}
        </span>
      )}
    </div>
  );
}

/** Calls `onBlur` when focus leaves the wrapper (typeaheads). */
function blurOut(fn: () => void) {
  return (e: FocusEvent<HTMLFieldSetElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) fn();
  };
}

function CountryField({
  value,
  onChange,
  error,
  onBlur,
}: {
  value: LocationFormState['country'];
  onChange: (v: LocationFormState['country']) => void;
  error?: string | undefined;
  onBlur: () => void;
}) {
  const [term, setTerm] = useState('');
  const { data, error: loadError } = useCountries({
    keywords: term || undefined,
    search_type: 'typeahead',
  });
  useEffect(() => {
    if (loadError) toast.alert(FORM_MESSAGES.countriesError);
  }, [loadError]);
  const options: TypeaheadOption[] = (data?.items ?? []).map((c) => ({
    value: String(c.id),
    label: c.name,
  }));
  return (
    <fieldset className="field field--bare" onBlur={blurOut(onBlur)}>
      <Typeahead
        label="Country *"
        options={options}
        selected={value ? { value: String(value.id), label: value.name } : null}
        onSearch={setTerm}
        matchMode="startsWith"
        required
        error={error}
        onSelect={(o) => onChange(o && !o.custom ? { id: Number(o.value), name: o.label } : null)}
      />
    </fieldset>
  );
}

function StateField({
  countryId,
  value,
  onChange,
  error,
  onBlur,
}: {
  countryId: number | null;
  value: LocationFormState['state'];
  onChange: (v: LocationFormState['state']) => void;
  error?: string | undefined;
  onBlur: () => void;
}) {
  const [term, setTerm] = useState('');
  const { data, error: loadError } = useStates(
    countryId
      ? { country_id: countryId, keywords: term || undefined, search_type: 'typeahead' }
      : null,
  );
  useEffect(() => {
    if (loadError) toast.alert(FORM_MESSAGES.statesError);
  }, [loadError]);
  const items = data?.items ?? [];
  const options: TypeaheadOption[] = items.map((s) => ({ value: String(s.id), label: s.name }));
  return (
    <fieldset className="field field--bare" onBlur={blurOut(onBlur)}>
      <Typeahead
        label="State *"
        options={options}
        disabled={!countryId}
        selected={value ? { value: String(value.id), label: value.name } : null}
        onSearch={setTerm}
        matchMode="startsWith"
        required
        error={error}
        onSelect={(o) => {
          if (!o || o.custom) return onChange(null);
          const s = items.find((x) => String(x.id) === o.value);
          onChange({ id: Number(o.value), name: o.label, code: s?.code ?? null });
        }}
      />
    </fieldset>
  );
}

/** Category typeahead (500 ms debounce, 25 a page). */
export const CATEGORY_DEBOUNCE_MS = 500;

function CategoryField({
  value,
  onChange,
}: {
  value: LocationFormState['category'];
  onChange: (v: LocationFormState['category']) => void;
}) {
  const [term, setTerm] = useState('');
  const { data, error, isLoading } = useCategorySearch(term);
  const options: TypeaheadOption[] = (data?.items ?? []).map((c) => ({
    value: String(c.id),
    label: c.name,
  }));
  return (
    <div className="field">
      <Typeahead
        label="Category"
        options={options}
        selected={value ? { value: String(value.id), label: value.name } : null}
        onSearch={setTerm}
        debounceMs={CATEGORY_DEBOUNCE_MS}
        matchMode="none"
        loading={isLoading}
        error={error ? FORM_MESSAGES.categoryPickerError : undefined}
        onSelect={(o) => onChange(o && !o.custom ? { id: Number(o.value), name: o.label } : null)}
      />
    </div>
  );
}

function DirectoryOverrides({
  form,
  errors,
  show,
  onTouch,
  setOverride,
  clearAll,
}: {
  form: LocationFormState;
  errors: Record<string, string>;
  show: (key: string) => boolean;
  onTouch: (key: string) => void;
  setOverride: (sourceId: number, p: Partial<OverrideDraft>) => void;
  clearAll: (sourceIds: number[], on: boolean) => void;
}) {
  const { directories, error } = useDirectories();
  useEffect(() => {
    if (error) toast.alert(FORM_MESSAGES.sourceDataError);
  }, [error]);
  const anyOn = Object.values(form.overrides).some((o) => o.phoneOn || o.websiteOn);
  return (
    <section className="form-section" aria-labelledby="section-directory-overrides">
      <div className="form-section__header">
        <h2 id="section-directory-overrides" className="form-section__title">
          Directory-Specific Phone and Website
        </h2>
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() =>
            clearAll(
              directories.map((d) => d.id),
              !anyOn,
            )
          }
        >
          {anyOn ? 'Turn Off All Directory Overrides' : 'Turn On All Directory Overrides'}
        </button>
      </div>
      <p className="field__hint">{SOURCE_OVERRIDE_MESSAGES.utmNote}</p>
      <div className="override-grid">
        {directories.map((d: Source) => {
          const o = form.overrides[d.id];
          const phoneKey = `override.${d.id}.phone`;
          const webKey = `override.${d.id}.website`;
          return (
            <fieldset key={d.id} className="override">
              <legend>{d.name}</legend>
              <label className="check">
                <input
                  type="checkbox"
                  checked={Boolean(o?.phoneOn)}
                  onChange={(e) =>
                    setOverride(d.id, {
                      phoneOn: e.target.checked,
                      ...(e.target.checked ? {} : { phone: '' }),
                    })
                  }
                />
                {d.name} phone
              </label>
              {o?.phoneOn && (
                <div className="field">
                  <input
                    type="tel"
                    aria-label={`${d.name} phone number`}
                    value={o.phone}
                    aria-invalid={Boolean(show(phoneKey) && errors[phoneKey]) || undefined}
                    onChange={(e) => setOverride(d.id, { phone: e.target.value })}
                    onBlur={() => onTouch(phoneKey)}
                  />
                  {show(phoneKey) && errors[phoneKey] && (
                    <span className="field__error">{errors[phoneKey]}</span>
                  )}
                </div>
              )}
              <label className="check">
                <input
                  type="checkbox"
                  checked={Boolean(o?.websiteOn)}
                  onChange={(e) =>
                    setOverride(d.id, {
                      websiteOn: e.target.checked,
                      ...(e.target.checked ? {} : { website: '' }),
                    })
                  }
                />
                {d.name} website
              </label>
              {o?.websiteOn && (
                <div className="field">
                  <input
                    type="url"
                    aria-label={`${d.name} website`}
                    value={o.website}
                    aria-invalid={Boolean(show(webKey) && errors[webKey]) || undefined}
                    onChange={(e) => setOverride(d.id, { website: e.target.value })}
                    onBlur={() => onTouch(webKey)}
                  />
                  {show(webKey) && errors[webKey] && (
                    <span className="field__error">{errors[webKey]}</span>
                  )}
                </div>
              )}
            </fieldset>
          );
        })}
      </div>
    </section>
  );
}

/** Auto Sync: publishing per directory, saved at once; busy for 2 s after each save. */
function AutoSyncSection({ location }: { location: Location }) {
  const { api } = useApi();
  const [enabled, setEnabled] = useState<Record<number, boolean>>(() =>
    Object.fromEntries(location.directories.map((d) => [d.rtx_source_id, d.directory_enabled])),
  );
  const [busy, setBusy] = useState<Record<number, boolean>>({});
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  useEffect(() => () => timers.current.forEach(clearTimeout), []);
  const toggle = async (sourceId: number, on: boolean) => {
    setBusy((b) => ({ ...b, [sourceId]: true }));
    try {
      await api.locationSourceOverrides.create({
        location_id: location.id,
        source_id: sourceId,
        enabled: on,
      });
      setEnabled((e) => ({ ...e, [sourceId]: on }));
      toast.success(SOURCE_OVERRIDE_MESSAGES.saved, 3000);
    } catch {
      toast.alert(SOURCE_OVERRIDE_MESSAGES.publishingError);
    }
    timers.current.push(setTimeout(() => setBusy((b) => ({ ...b, [sourceId]: false })), 2000));
  };
  return (
    <section className="form-section" aria-labelledby="section-auto-sync">
      <h2 id="section-auto-sync" className="form-section__title">
        Auto Sync
      </h2>
      <p className="field__hint">Publish this location's information to each directory.</p>
      <ul className="auto-sync">
        {location.directories.map((d) => (
          <li key={d.rtx_source_id}>
            <label className="check">
              <input
                type="checkbox"
                checked={Boolean(enabled[d.rtx_source_id])}
                disabled={busy[d.rtx_source_id]}
                onChange={(e) => void toggle(d.rtx_source_id, e.target.checked)}
              />
              {d.directory_name}
            </label>
            {busy[d.rtx_source_id] && <span className="field__hint"> Saving…</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}

function PricePreview({
  isAdmin,
  flagOff,
  cents,
  limitReached,
  limit,
}: {
  isAdmin: boolean;
  flagOff: boolean;
  cents: number | null;
  limitReached: boolean;
  limit: number | null;
}) {
  const base = useBasePath();
  return (
    <div className="price-preview">
      {limitReached && (
        <p className="form-error" role="alert">
          Unable to Add Location. Trial accounts can have {limit ?? 1} location.{' '}
          <Link to={withBase(base, '/settings/billing/edit')}>Upgrade</Link> to add more locations.
        </p>
      )}
      {!flagOff &&
        (isAdmin && cents !== null ? (
          <p className="field__hint">
            Adding a location costs {formatCents(cents)} per month. See{' '}
            <Link to={withBase(base, '/settings/billing')}>billing</Link>.
          </p>
        ) : (
          <p className="field__hint">{BILLING_MESSAGES.mayIncurCosts}</p>
        ))}
    </div>
  );
}

function FormSkeleton() {
  return (
    <div className="form-skeleton" role="status" aria-label="Loading location form">
      {Array.from({ length: 6 }, (_, i) => (
        <div key={i} className="form-skeleton__bar" />
      ))}
    </div>
  );
}
