import type { Location } from '@plaudit/api-client';
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
  useLocationIssues,
  useLocationPreview,
  usePermission,
  useSession,
  useSourceOverrides,
  useSpecialHours,
} from '@plaudit/hooks';
import { Modal } from '@plaudit/ui-kit';
import { useEffect, useMemo, useState } from 'react';
import { AutoSyncSection } from './AutoSyncSection';
import { DirectoryOverrides } from './DirectoryOverrides';
import { FormSkeleton, Section } from './form-fields';
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
import { LocationInfoFields } from './LocationInfoFields';
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
} from './location-form';
import { NpiField } from './NpiField';
import { npiBlurError } from './npi';
import { npiLookups } from './npi-lookups';
import { PricePreview } from './PricePreview';
import { CategoryField } from './place-fields';
import { fillFromPlace, showQuickPlaceSearch } from './place-search';
import { QuickPlaceSearch } from './QuickPlaceSearch';
import { LOCATION_FLAGS } from './shared';
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

  const { lookupNpiNumber, lookupNpiByName } = npiLookups({
    api,
    accountId: account?.id,
    form,
    patch,
    setNote: setNpiNote,
  });

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

      <LocationInfoFields
        form={form}
        patch={patch}
        errorOf={shown}
        touch={touch}
        showPlaceId={isAdmin}
      />

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
        <NpiField
          value={form.npi}
          note={npiNote}
          onChange={(npi) => {
            patch({ npi });
            setNpiNote({});
          }}
          onLookUpNumber={(npi) => void lookupNpiNumber(npi)}
          onFind={() => void lookupNpiByName()}
        />
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
