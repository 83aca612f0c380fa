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
import { Button, Modal, Select } from '@plaudit/ui-kit';
import { useEffect, useId, useMemo, useState } from 'react';
import { get, useForm } from 'react-hook-form';
import { AutoSyncSection } from './AutoSyncSection';
import { DirectoryOverrides } from './DirectoryOverrides';
import { FormSkeleton, Section } from './form-fields';
import { HOLIDAY_BLOCKS_SAVE, HolidayHoursEditor } from './HolidayHoursEditor';
import { HoursEditor } from './HoursEditor';
import {
  holidayChanges,
  holidayErrors,
  holidayRowsFromApi,
  localToday,
  needsOverrideConfirmation,
} from './holiday-hours';
import { LocationInfoFields } from './LocationInfoFields';
import {
  DEFAULT_COUNTRY_NAME,
  emptyForm,
  FORM_MESSAGES,
  formFromLocation,
  type LocationFormState,
  locationBody,
  type OverrideDraft,
  overridesToSave,
} from './location-form';
import { NpiField } from './NpiField';
import { npiBlurError } from './npi';
import { npiLookups } from './npi-lookups';
import { PricePreview, TrialLimitReached } from './PricePreview';
import { CategoryField } from './place-fields';
import { fillFromPlace, showQuickPlaceSearch } from './place-search';
import { QuickPlaceSearch } from './QuickPlaceSearch';
import {
  EMPTY_OVERRIDE,
  type FieldPath,
  type LocationFormValues,
  resolveLocationForm,
} from './resolve-location-form';
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
  const formId = useId().replace(/:/g, '');
  const { api } = useApi();
  const account = useSession((s) => s.account);
  const permission = usePermission();
  const flags = useFeatureFlags();
  const healthCare = account?.vertical === 'health_care';
  const isAdmin = permission.isUserType('administrator');
  const canUpdate = permission.can('location', 'update');
  const today = useMemo(() => localToday(), []);
  const specialHoursOn = flags.has(LOCATION_FLAGS.specialHours);

  const overridesQuery = useSourceOverrides(location?.id ?? null);
  const specialQuery = useSpecialHours(specialHoursOn ? (location?.id ?? null) : null, today);
  const placeIssues = useLocationIssues(
    location?.id ?? null,
    Boolean(location) && permission.can('issue', 'read'),
  );
  const preview = useLocationPreview(!editing && flags.has(LOCATION_FLAGS.billingPreview));
  const usCountry = useCountries(
    editing ? null : { keywords: DEFAULT_COUNTRY_NAME, search_type: 'typeahead' },
  );

  const [minElapsed, setMinElapsed] = useState(false);
  useEffect(() => {
    const t = setTimeout(() => setMinElapsed(true), SKELETON_MIN_MS);
    return () => clearTimeout(t);
  }, []);

  const { formState, getValues, handleSubmit, reset, setValue, watch } =
    useForm<LocationFormValues>({ resolver: resolveLocationForm, mode: 'onTouched' });
  const [initial, setInitial] = useState<LocationFormValues | null>(null);
  const [saving, setSaving] = useState(false);
  const [confirmOverride, setConfirmOverride] = useState(false);
  const [npiNote, setNpiNote] = useState<{ error?: string; name?: string }>({});

  // A new location waits for the billing preview too: at a trial's limit there is no form.
  const ready =
    (!editing || (!overridesQuery.isLoading && (!specialHoursOn || !specialQuery.isLoading))) &&
    (editing || (!usCountry.isLoading && !preview.isLoading));

  // Initialise once the data is there.
  useEffect(() => {
    if (initial || !ready) return;
    let next: LocationFormState;
    if (location) next = formFromLocation(location, overridesQuery.data?.items ?? []);
    else {
      const us = usCountry.data?.items.find((c) => c.name === DEFAULT_COUNTRY_NAME) ?? null;
      next = emptyForm(us ? { id: us.id, name: us.name } : null);
    }
    const values = { ...next, holidays: holidayRowsFromApi(specialQuery.data?.items ?? []) };
    reset(values);
    setInitial(values);
  }, [initial, ready, location, overridesQuery.data, specialQuery.data, usCountry.data, reset]);

  useEffect(() => {
    if (overridesQuery.error) toast.alert(SOURCE_OVERRIDE_MESSAGES.loadError);
  }, [overridesQuery.error]);
  useEffect(() => {
    if (specialQuery.error) toast.alert(FORM_MESSAGES.specialHoursFetch);
  }, [specialQuery.error]);
  useEffect(() => {
    if (preview.error) toast.alert(BILLING_MESSAGES.previewError);
  }, [preview.error]);

  const values = watch();
  const { errors, isDirty, isSubmitted, touchedFields } = formState;
  const dirty = initial !== null && isDirty;
  const guard = useUnsavedGuard(dirty && !saving);

  if (!initial || !minElapsed) return <FormSkeleton />;
  const form: LocationFormValues = { ...initial, ...values };

  const holidayProblems = specialHoursOn ? holidayErrors(form.holidays, today) : {};
  const npiError = healthCare ? npiBlurError(form.npi) : null;
  const limitReached = !editing && Boolean(preview.data?.trial_location_limit_reached);
  const holidayBlocks = Object.keys(holidayProblems).length > 0;
  const saveDisabled = saving || holidayBlocks || limitReached;

  /** A field's message once it was left or the form submitted. */
  const shown = (key: string): string | undefined =>
    isSubmitted || get(touchedFields, key)
      ? (get(errors, key) as { message?: string } | undefined)?.message
      : undefined;
  /** Marks a field as left, which checks it and shows its message. */
  const touch = (key: string) => {
    if (get(touchedFields, key)) return;
    setValue(key as FieldPath, get(getValues(), key), { shouldTouch: true, shouldValidate: true });
  };
  const patch = (p: Partial<LocationFormValues>) => {
    for (const [key, value] of Object.entries(p))
      setValue(key as FieldPath, value as never, {
        shouldDirty: true,
        shouldValidate: isSubmitted || Boolean(get(touchedFields, key)),
      });
  };
  const setOverride = (sourceId: number, p: Partial<OverrideDraft>) =>
    patch({
      overrides: {
        ...form.overrides,
        [sourceId]: { ...(form.overrides[sourceId] ?? EMPTY_OVERRIDE(sourceId)), ...p },
      },
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
    const now = getValues();
    const changes = specialHoursOn ? holidayChanges(initial.holidays, now.holidays) : null;
    const overrides = overridesToSave(now, editing ? initial : null);
    const body = locationBody(now, {
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

  const submit = handleSubmit(
    (checked) => {
      if (npiError) {
        setNpiNote({ error: npiError });
        return;
      }
      if (saveDisabled) return;
      const changes = specialHoursOn ? holidayChanges(initial.holidays, checked.holidays) : null;
      if (needsOverrideConfirmation(changes, initial.holidays)) setConfirmOverride(true);
      else void doSave();
    },
    () => toast.alert(FORM_MESSAGES.missingInfo, 5000),
  );

  const cancel = () => guard.confirm(onCancel);

  if (limitReached)
    return (
      <TrialLimitReached
        isAdmin={isAdmin}
        limit={preview.data?.trial_location_limit ?? null}
        onBack={onCancel}
      />
    );

  return (
    <form
      className="location-form"
      noValidate
      aria-label={editing ? 'Edit location' : 'Add location'}
      onSubmit={(e) => void submit(e)}
    >
      {!editing && (
        <PricePreview
          isAdmin={isAdmin}
          flagOff={!flags.has(LOCATION_FLAGS.billingPreview)}
          cents={preview.data?.new_location_monthly_unit_cents ?? null}
          limitReached={limitReached}
          limit={preview.data?.trial_location_limit ?? null}
        />
      )}

      {showQuickPlaceSearch(editing, placeIssues.data?.items ?? []) && (
        <QuickPlaceSearch
          onChoose={(place, lookups) => {
            patch(fillFromPlace(getValues(), place, lookups, healthCare));
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
            <Select
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
            </Select>
          </label>
        </Section>
      )}

      <Section title="Hours">
        <HoursEditor value={form.hours} onChange={(hours) => patch({ hours })} />
      </Section>

      {specialHoursOn && (
        <Section title="Holiday Hours">
          <HolidayHoursEditor
            rows={form.holidays}
            onChange={(holidays) => patch({ holidays })}
            today={today}
          />
        </Section>
      )}

      {flags.has(LOCATION_FLAGS.directoryPublishing) && (
        <DirectoryOverrides
          form={form}
          errorOf={shown}
          onTouch={touch}
          setOverride={setOverride}
          clearAll={(sourceIds, on) => {
            const next = { ...form.overrides };
            for (const id of sourceIds) {
              const cur = next[id] ?? EMPTY_OVERRIDE(id);
              next[id] = on
                ? { ...cur, phoneOn: true, websiteOn: true }
                : { ...cur, phoneOn: false, phone: '', websiteOn: false, website: '' };
            }
            patch({ overrides: next });
          }}
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
        <Button type="button" variant="secondary" onClick={cancel}>
          Cancel
        </Button>
        {holidayBlocks && (
          <span className="form-actions__note" id={`${formId}-blocked`}>
            {HOLIDAY_BLOCKS_SAVE}
          </span>
        )}
        <Button
          type="submit"
          variant="primary"
          disabled={saveDisabled}
          aria-describedby={holidayBlocks ? `${formId}-blocked` : undefined}
        >
          {saving ? 'Saving…' : editing ? 'Save Location' : 'Add Location'}
        </Button>
      </fieldset>

      <Modal
        open={confirmOverride}
        onClose={() => setConfirmOverride(false)}
        title="Override existing dates"
        description="Saving these holiday hours will override any hours already set for the same dates. Do you want to continue?"
        footer={
          <>
            <Button type="button" variant="secondary" onClick={() => setConfirmOverride(false)}>
              Cancel
            </Button>
            <Button type="button" variant="primary" onClick={() => void doSave()}>
              Continue
            </Button>
          </>
        }
      />
      {guard.modal}
    </form>
  );
}
