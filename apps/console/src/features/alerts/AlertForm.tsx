import type { Alert, AlertChannel } from '@plaudit/api-client';
import { alertCreateBody, safeParse } from '@plaudit/api-client/schemas';
import {
  toast,
  toastError,
  useApi,
  useGroups,
  useLocations,
  usePermission,
  useSession,
  useUsers,
} from '@plaudit/hooks';
import { Button, Dropdown, Select } from '@plaudit/ui-kit';
import { type FormEvent, useId, useState } from 'react';
import { SourceChoice } from '../response-templates/template-fields';

type Draft = {
  user_id: string;
  name: string;
  max_rating: string;
  source_ids: number[];
  location_ids: number[];
  group_ids: number[];
  keywords: string;
  frequency: 'instant' | 'daily';
  channels: AlertChannel[];
  phone: string;
};
const EMPTY: Draft = {
  user_id: '',
  name: '',
  max_rating: '2',
  source_ids: [],
  location_ids: [],
  group_ids: [],
  keywords: '',
  frequency: 'instant',
  channels: ['email'],
  phone: '',
};
const LABELS = { name: 'Name', phone: 'Mobile number', keywords: 'Keywords' };

const draftOf = (a: Alert): Draft => ({
  user_id: String(a.user_id),
  name: a.name,
  max_rating: a.max_rating === null ? '' : String(a.max_rating),
  source_ids: a.source_ids,
  location_ids: a.location_ids,
  group_ids: a.group_ids,
  keywords: a.keywords.join(', '),
  frequency: a.frequency,
  channels: a.channels,
  phone: a.phone ?? '',
});

/** Create or edit an alert (who, which reviews, how often, by which channel). */
export function AlertForm({
  alert,
  managesOthers,
  onCancel,
  onSaved,
}: {
  alert: Alert | null;
  managesOthers: boolean;
  onCancel: () => void;
  onSaved: () => Promise<void>;
}) {
  const { api } = useApi();
  const id = useId();
  const { hasSetting } = usePermission();
  const smsAllowed = hasSetting('sms_alerts');
  const me = useSession((s) => s.auth.user_id);
  const { data: users } = useUsers(managesOthers ? { per_page: 100 } : null);
  const { data: locations } = useLocations({ per_page: 250, sort: { by: 'name', order: 'asc' } });
  const { data: groups } = useGroups({ per_page: 100 });
  const [values, setValues] = useState<Draft>(
    alert ? draftOf(alert) : { ...EMPTY, user_id: String(me ?? '') },
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof Draft>(k: K, v: Draft[K]) => setValues((x) => ({ ...x, [k]: v }));
  const sms = values.channels.includes('sms');

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const body = {
      ...(managesOthers && values.user_id ? { user_id: Number(values.user_id) } : {}),
      name: values.name,
      max_rating: values.max_rating === '' ? null : Number(values.max_rating),
      source_ids: values.source_ids,
      location_ids: values.location_ids,
      group_ids: values.group_ids,
      keywords: values.keywords
        .split(',')
        .map((k) => k.trim())
        .filter(Boolean),
      frequency: values.frequency,
      channels: values.channels,
      phone: sms ? values.phone.trim() || null : null,
    };
    const parsed = safeParse(alertCreateBody, body, '', LABELS);
    if (!parsed.ok) {
      setErrors(
        Object.fromEntries(
          parsed.issues.map((i) => [
            i.message.startsWith('phone') ? 'phone' : i.path.split('.')[0] || 'form',
            i.message.startsWith('phone') ? 'Enter the mobile number for text messages' : i.message,
          ]),
        ),
      );
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      if (alert) await api.alerts.update(alert.id, parsed.value);
      else await api.alerts.create(parsed.value);
      toast.success(alert ? 'Alert saved' : 'Alert created', 3000);
      await onSaved();
    } catch (err) {
      toastError(err, 'The alert could not be saved.');
    } finally {
      setBusy(false);
    }
  };

  const error = (k: string) =>
    errors[k] && (
      <p id={`${id}-${k}-error`} className="field__error">
        {errors[k]}
      </p>
    );
  const describedBy = (k: string) => (errors[k] ? `${id}-${k}-error` : undefined);
  const toggleChannel = (c: AlertChannel, on: boolean) =>
    set('channels', on ? [...values.channels, c] : values.channels.filter((x) => x !== c));

  return (
    <form className="form form--card template-form" onSubmit={submit} noValidate>
      <h2>{alert ? `Edit “${alert.name}”` : 'New alert'}</h2>
      <div className="field">
        <label htmlFor={`${id}-name`}>Name</label>
        <input
          id={`${id}-name`}
          value={values.name}
          maxLength={100}
          aria-invalid={Boolean(errors.name)}
          aria-describedby={describedBy('name')}
          onChange={(e) => set('name', e.target.value)}
        />
        {error('name')}
      </div>
      {managesOthers && (
        <div className="field">
          <label htmlFor={`${id}-user`}>Send to</label>
          <Select
            id={`${id}-user`}
            value={values.user_id}
            onChange={(e) => set('user_id', e.target.value)}
          >
            {(users?.items ?? []).map((u) => (
              <option key={u.id} value={u.id}>
                {u.name} ({u.email})
              </option>
            ))}
          </Select>
        </div>
      )}
      <div className="field">
        <label htmlFor={`${id}-rating`}>Reviews rated</label>
        <Select
          id={`${id}-rating`}
          value={values.max_rating}
          onChange={(e) => set('max_rating', e.target.value)}
        >
          <option value="">Any rating</option>
          {[1, 2, 3, 4].map((r) => (
            <option key={r} value={r}>
              {r === 1 ? '1 star' : `${r} stars or less`}
            </option>
          ))}
        </Select>
      </div>
      <SourceChoice value={values.source_ids} onChange={(v) => set('source_ids', v)} />
      <Dropdown
        label="Locations"
        multiple
        placeholder="Every location"
        options={(locations?.items ?? []).map((l) => ({ value: String(l.id), label: l.name }))}
        value={values.location_ids.map(String)}
        onChange={(v) => set('location_ids', v.map(Number))}
      />
      {(groups?.items.length ?? 0) > 0 && (
        <Dropdown
          label="Groups"
          multiple
          placeholder="Every group"
          options={(groups?.items ?? []).map((g) => ({ value: String(g.id), label: g.name }))}
          value={values.group_ids.map(String)}
          onChange={(v) => set('group_ids', v.map(Number))}
        />
      )}
      <div className="field">
        <label htmlFor={`${id}-keywords`}>Mentioning any of (optional)</label>
        <input
          id={`${id}-keywords`}
          value={values.keywords}
          placeholder="cold, wait, rude"
          aria-describedby={`${id}-keywords-hint`}
          onChange={(e) => set('keywords', e.target.value)}
        />
        <p id={`${id}-keywords-hint`} className="field__hint">
          Separate words with commas.
        </p>
        {error('keywords')}
      </div>
      <fieldset className="field rating-choice">
        <legend>How often</legend>
        <label className="check-option">
          <input
            type="radio"
            name={`${id}-frequency`}
            checked={values.frequency === 'instant'}
            onChange={() => set('frequency', 'instant')}
          />
          As each review arrives
        </label>
        <label className="check-option">
          <input
            type="radio"
            name={`${id}-frequency`}
            checked={values.frequency === 'daily'}
            onChange={() =>
              // Digests come by e-mail: a daily alert drops text messages.
              setValues((x) => ({ ...x, frequency: 'daily', channels: ['email'] }))
            }
          />
          A daily digest
        </label>
      </fieldset>
      <fieldset className="field rating-choice" aria-describedby={describedBy('channels')}>
        <legend>By</legend>
        <label className="check-option">
          <input
            type="checkbox"
            checked={values.channels.includes('email')}
            onChange={(e) => toggleChannel('email', e.target.checked)}
          />
          E-mail
        </label>
        {(smsAllowed || sms) && (
          <label className="check-option">
            <input
              type="checkbox"
              checked={sms}
              disabled={!smsAllowed || values.frequency === 'daily'}
              onChange={(e) => toggleChannel('sms', e.target.checked)}
            />
            Text message (instant alerts only)
          </label>
        )}
        {error('channels')}
      </fieldset>
      {sms && (
        <div className="field">
          <label htmlFor={`${id}-phone`}>Mobile number</label>
          <input
            id={`${id}-phone`}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="+15551234567"
            value={values.phone}
            aria-invalid={Boolean(errors.phone)}
            aria-describedby={describedBy('phone')}
            onChange={(e) => set('phone', e.target.value)}
          />
          {error('phone')}
        </div>
      )}
      {error('form')}
      <div className="button-row">
        <Button type="button" variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" variant="primary" disabled={busy}>
          {alert ? 'Save alert' : 'Create alert'}
        </Button>
      </div>
    </form>
  );
}
