import type { Alert, AlertChannel } from '@plaudit/api-client';
import { type AlertCreateBody, alertCreateBody } from '@plaudit/api-client/schemas';
import {
  toast,
  useApi,
  useGroups,
  useLocations,
  usePermission,
  useSession,
  useUsers,
} from '@plaudit/hooks';
import { Button, Dropdown, Select } from '@plaudit/ui-kit';
import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { FormFailure, fieldProps, SchemaField, useSchemaForm } from '../../components/schema-form';
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

/** The body the form sends (POST or PATCH /alerts). */
const bodyOf = (values: Draft, managesOthers: boolean) => {
  const sms = values.channels.includes('sms');
  return {
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
};

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
  const toBody = (values: Draft) => bodyOf(values, managesOthers);
  const { control, formState, handleSubmit, register, setValue, watch, failure, saving } =
    useSchemaForm<Draft>({
      schema: alertCreateBody,
      labels: LABELS,
      toBody,
      // The whole body's checks: a text message needs the number; SMS is for instant alerts.
      fieldOf: (i) =>
        i.message.startsWith('phone')
          ? { field: 'phone', message: 'Enter the mobile number for text messages' }
          : i.path === ''
            ? { field: 'channels', message: i.message }
            : undefined,
      defaultValues: alert ? draftOf(alert) : { ...EMPTY, user_id: String(me ?? '') },
      fallback: 'The alert could not be saved.',
    });
  const { errors, isSubmitting } = formState;
  const { described, message } = fieldProps(id, errors);
  const [channels, frequency] = watch(['channels', 'frequency']);
  const sms = channels.includes('sms');

  const submit = handleSubmit(
    saving(async (values) => {
      const body = toBody(values) as AlertCreateBody;
      if (alert) await api.alerts.update(alert.id, body);
      else await api.alerts.create(body);
      toast.success(alert ? 'Alert saved' : 'Alert created', 3000);
      await onSaved();
    }),
  );

  return (
    <form className="form form--card template-form" onSubmit={submit} noValidate>
      <h2>{alert ? `Edit “${alert.name}”` : 'New alert'}</h2>
      <FormFailure message={failure} />
      <SchemaField form={id} errors={errors} name="name" label="Name">
        {(wiring) => <input maxLength={100} {...wiring} {...register('name')} />}
      </SchemaField>
      {managesOthers && (
        <div className="field">
          <label htmlFor={`${id}-user`}>Send to</label>
          <Select id={`${id}-user`} {...register('user_id')}>
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
        <Select id={`${id}-rating`} {...register('max_rating')}>
          <option value="">Any rating</option>
          {[1, 2, 3, 4].map((r) => (
            <option key={r} value={r}>
              {r === 1 ? '1 star' : `${r} stars or less`}
            </option>
          ))}
        </Select>
      </div>
      <Controller
        control={control}
        name="source_ids"
        render={({ field }) => <SourceChoice value={field.value} onChange={field.onChange} />}
      />
      <Controller
        control={control}
        name="location_ids"
        render={({ field }) => (
          <Dropdown
            label="Locations"
            multiple
            placeholder="Every location"
            options={(locations?.items ?? []).map((l) => ({
              value: String(l.id),
              label: l.name,
            }))}
            value={field.value.map(String)}
            onChange={(v) => field.onChange(v.map(Number))}
          />
        )}
      />
      {(groups?.items.length ?? 0) > 0 && (
        <Controller
          control={control}
          name="group_ids"
          render={({ field }) => (
            <Dropdown
              label="Groups"
              multiple
              placeholder="Every group"
              options={(groups?.items ?? []).map((g) => ({ value: String(g.id), label: g.name }))}
              value={field.value.map(String)}
              onChange={(v) => field.onChange(v.map(Number))}
            />
          )}
        />
      )}
      <SchemaField
        form={id}
        errors={errors}
        name="keywords"
        label="Mentioning any of (optional)"
        hint="Separate words with commas."
      >
        {(wiring) => <input placeholder="cold, wait, rude" {...wiring} {...register('keywords')} />}
      </SchemaField>
      <fieldset className="field rating-choice">
        <legend>How often</legend>
        <label className="check-option">
          <input type="radio" value="instant" {...register('frequency')} />
          As each review arrives
        </label>
        <label className="check-option">
          <input
            type="radio"
            value="daily"
            {...register('frequency', {
              // Digests come by e-mail: a daily alert drops text messages.
              onChange: (e: { target: { value: string } }) => {
                if (e.target.value === 'daily') setValue('channels', ['email']);
              },
            })}
          />
          A daily digest
        </label>
      </fieldset>
      <Controller
        control={control}
        name="channels"
        render={({ field }) => {
          const toggle = (c: AlertChannel, on: boolean) =>
            field.onChange(on ? [...field.value, c] : field.value.filter((x) => x !== c));
          return (
            <fieldset
              className="field rating-choice"
              aria-describedby={described('channels')['aria-describedby']}
            >
              <legend>By</legend>
              <label className="check-option">
                <input
                  type="checkbox"
                  ref={field.ref}
                  checked={field.value.includes('email')}
                  onBlur={field.onBlur}
                  onChange={(e) => toggle('email', e.target.checked)}
                />
                E-mail
              </label>
              {(smsAllowed || sms) && (
                <label className="check-option">
                  <input
                    type="checkbox"
                    checked={sms}
                    disabled={!smsAllowed || frequency === 'daily'}
                    onChange={(e) => toggle('sms', e.target.checked)}
                  />
                  Text message (instant alerts only)
                </label>
              )}
              {message('channels')}
            </fieldset>
          );
        }}
      />
      {sms && (
        <SchemaField form={id} errors={errors} name="phone" label="Mobile number">
          {(wiring) => (
            <input
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              placeholder="+15551234567"
              {...wiring}
              {...register('phone')}
            />
          )}
        </SchemaField>
      )}
      <div className="button-row">
        <Button type="button" variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" variant="primary" disabled={isSubmitting}>
          {alert ? 'Save alert' : 'Create alert'}
        </Button>
      </div>
    </form>
  );
}
