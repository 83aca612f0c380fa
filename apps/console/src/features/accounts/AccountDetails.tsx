import type { Account, AccountLanguage } from '@plaudit/api-client';
import {
  ACCOUNT_LANGUAGE_LABELS,
  ACCOUNT_LANGUAGES,
  ACCOUNT_MESSAGES,
  accountUpdateBody,
  type FieldLabels,
  VERTICAL_LABELS,
  VERTICALS,
  type Vertical,
} from '@plaudit/api-client/schemas';
import { toast, useApi, usePermission } from '@plaudit/hooks';
import { Button, Select } from '@plaudit/ui-kit';
import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { fieldProps, schemaResolver } from '../../components/schema-form';
import { timeZoneLabel, timeZoneOptions } from './time-zones';

type Values = {
  name: string;
  support_phone: string;
  support_email: string;
  time_zone: string;
  vertical: Vertical;
  language: AccountLanguage;
};

/** The form's names for the fields, used in its messages ("Support phone must be ..."). */
const LABELS: FieldLabels = {
  name: 'Account name',
  support_phone: 'Support phone',
  support_email: 'Support email',
  time_zone: 'Time zone',
  vertical: 'Industry',
  language: 'Language',
};

const valuesOf = (a: Account): Values => ({
  name: a.name,
  support_phone: a.support_phone ?? '',
  support_email: a.support_email ?? '',
  time_zone: a.time_zone,
  vertical: a.vertical,
  language: a.language,
});

/** Checks with the server's schema (PATCH /accounts/{id}); one message per field. */
const resolver = schemaResolver<Values>(accountUpdateBody, LABELS);

/** The account's details, editable (Admins). Saved with one PATCH; the header follows. */
export function AccountDetailsForm({
  account,
  onSaved,
}: {
  account: Account;
  onSaved: (account: Account) => void;
}) {
  const { api, session } = useApi();
  const languageOn = usePermission().hasSetting('language_settings');
  const id = useId();
  const initial = useMemo(() => valuesOf(account), [account]);
  const { formState, handleSubmit, register, reset } = useForm<Values>({
    resolver,
    mode: 'onTouched',
    defaultValues: initial,
  });
  const { errors, isDirty } = formState;
  const [saving, setSaving] = useState(false);
  const zones = useMemo(() => timeZoneOptions(account.time_zone), [account.time_zone]);

  const save = handleSubmit(async (values) => {
    setSaving(true);
    try {
      const updated = await api.accounts.update(account.id, {
        name: values.name,
        support_phone: values.support_phone.trim() || null,
        support_email: values.support_email.trim() || null,
        time_zone: values.time_zone,
        vertical: values.vertical,
        ...(languageOn ? { language: values.language } : {}),
      });
      session.getState().updateSignedInAccount(updated);
      reset(valuesOf(updated));
      onSaved(updated);
      toast.success(ACCOUNT_MESSAGES.saved, 3000);
    } catch (err) {
      toast.error(err);
    } finally {
      setSaving(false);
    }
  });

  const { described, message } = fieldProps(id, errors);

  return (
    <form
      id="account-details"
      className="form form--card account-settings__card"
      aria-labelledby={`${id}-title`}
      onSubmit={(e) => void save(e)}
      noValidate
    >
      <h2 id={`${id}-title`}>Account details</h2>
      <div className="field">
        <label htmlFor={`${id}-name`}>{LABELS.name}</label>
        <input
          type="text"
          {...register('name')}
          {...described('name')}
          autoComplete="organization"
        />
        {message('name')}
      </div>
      <div className="field">
        <label htmlFor={`${id}-support_phone`}>{LABELS.support_phone}</label>
        <input
          {...register('support_phone')}
          {...described('support_phone', true)}
          type="tel"
          inputMode="tel"
          autoComplete="off"
        />
        <p id={`${id}-support_phone-hint`} className="field__hint">
          10 digits, e.g. (503) 555-0142. Leave empty for none.
        </p>
        {message('support_phone')}
      </div>
      <div className="field">
        <label htmlFor={`${id}-support_email`}>{LABELS.support_email}</label>
        <input
          {...register('support_email')}
          {...described('support_email')}
          type="email"
          autoComplete="off"
        />
        {message('support_email')}
      </div>
      <div className="field">
        <label htmlFor={`${id}-time_zone`}>{LABELS.time_zone}</label>
        <Select {...register('time_zone')} {...described('time_zone', true)}>
          {zones.map((z) => (
            <option key={z.value} value={z.value}>
              {z.label}
            </option>
          ))}
        </Select>
        <p id={`${id}-time_zone-hint`} className="field__hint">
          Scheduled exports are sent at their time in this time zone.
        </p>
        {message('time_zone')}
      </div>
      <div className="field">
        <label htmlFor={`${id}-vertical`}>{LABELS.vertical}</label>
        <Select {...register('vertical')} {...described('vertical', true)}>
          {VERTICALS.map((v) => (
            <option key={v} value={v}>
              {VERTICAL_LABELS[v]}
            </option>
          ))}
        </Select>
        <p id={`${id}-vertical-hint`} className="field__hint">
          Sets the experience categories and the industry benchmarks your reviews are compared with.
        </p>
        {message('vertical')}
      </div>
      <div className="field">
        <label htmlFor={`${id}-language`}>{LABELS.language}</label>
        <Select {...register('language')} {...described('language', true)} disabled={!languageOn}>
          {ACCOUNT_LANGUAGES.map((l) => (
            <option key={l} value={l}>
              {ACCOUNT_LANGUAGE_LABELS[l]}
            </option>
          ))}
        </Select>
        <p id={`${id}-language-hint`} className="field__hint">
          {languageOn
            ? 'The language of new review widgets.'
            : 'Language settings are not part of your plan. Contact support to turn them on.'}
        </p>
        {message('language')}
      </div>
      <div className="account-settings__actions">
        <Button type="submit" variant="primary" disabled={saving || !isDirty}>
          {saving ? 'Saving…' : 'Save Changes'}
        </Button>
        <Button
          type="button"
          variant="secondary"
          disabled={saving || !isDirty}
          onClick={() => reset(initial)}
        >
          Discard Changes
        </Button>
      </div>
    </form>
  );
}

/** The account's details for everyone who may not change them. */
export function AccountDetailsView({ account }: { account: Account }) {
  const none = <span className="account-settings__none">Not set</span>;
  return (
    <section
      id="account-details"
      className="card account-settings__card"
      aria-labelledby="account-details-title"
    >
      <h2 id="account-details-title">Account details</h2>
      <dl className="definition-list account-settings__list">
        <dt>{LABELS.name}</dt>
        <dd>{account.name}</dd>
        <dt>{LABELS.support_phone}</dt>
        <dd>{account.support_phone ?? none}</dd>
        <dt>{LABELS.support_email}</dt>
        <dd>{account.support_email ?? none}</dd>
        <dt>{LABELS.time_zone}</dt>
        <dd>{timeZoneLabel(account.time_zone)}</dd>
        <dt>{LABELS.vertical}</dt>
        <dd>{VERTICAL_LABELS[account.vertical]}</dd>
        <dt>{LABELS.language}</dt>
        <dd>{ACCOUNT_LANGUAGE_LABELS[account.language]}</dd>
      </dl>
      <p className="field__hint">Only Admins can change the account’s settings.</p>
    </section>
  );
}
