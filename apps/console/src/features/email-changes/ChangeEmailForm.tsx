import { EMAIL_CHANGE_MESSAGES, emailChangeBody } from '@plaudit/api-client/schemas';
import { useApi, useSession } from '@plaudit/hooks';
import { Button } from '@plaudit/ui-kit';
import { useState } from 'react';
import { FormFailure, SchemaField, useSchemaForm } from '../../components/schema-form';

type Values = { email: string; current_password: string };
const bodyOf = (v: Values) => ({ email: v.email.trim(), current_password: v.current_password });

/**
 * The signed-in user's own e-mail change (POST /email_changes): the new address and the
 * current password. Nothing changes until the link sent to the new address is opened.
 */
export function ChangeEmailForm() {
  const { api } = useApi();
  const email = useSession((s) => s.user?.email ?? s.auth.email);
  const isShadowing = useSession((s) => s.auth.isShadowing || s.parentAuth !== null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { formState, handleSubmit, register, reset, watch, failure, saving } =
    useSchemaForm<Values>({
      schema: emailChangeBody,
      labels: { email: 'New email address', current_password: 'Current password' },
      toBody: bodyOf,
      defaultValues: { email: '', current_password: '' },
    });
  const { errors, isSubmitting: busy } = formState;
  const [next, password] = watch(['email', 'current_password']);

  const submit = handleSubmit(
    saving(async (values) => {
      setSentTo(null);
      const answer = await api.emailChanges.request(bodyOf(values));
      setSentTo(answer.email);
      reset();
    }),
  );

  return (
    <form
      className="form form--card"
      onSubmit={submit}
      aria-labelledby="profile-email-change"
      noValidate
    >
      <h2 id="profile-email-change">Email address</h2>
      <p>
        You sign in as <strong>{email}</strong>.
      </p>
      {isShadowing ? (
        <p className="field__hint">{EMAIL_CHANGE_MESSAGES.fromOwnAccount}</p>
      ) : (
        <>
          <FormFailure message={failure} />
          <p className="form-status" role="status" hidden={!sentTo}>
            {sentTo && EMAIL_CHANGE_MESSAGES.sent(sentTo)}
          </p>
          <SchemaField form="email-change" errors={errors} name="email" label="New email address">
            {(wiring) => (
              <input
                type="email"
                autoComplete="email"
                required
                {...wiring}
                {...register('email')}
              />
            )}
          </SchemaField>
          <SchemaField
            form="email-change"
            errors={errors}
            name="current_password"
            label="Current password"
          >
            {(wiring) => (
              <input
                type="password"
                autoComplete="current-password"
                required
                {...wiring}
                {...register('current_password')}
              />
            )}
          </SchemaField>
          <Button type="submit" variant="primary" disabled={busy || !next.trim() || !password}>
            Send Confirmation Link
          </Button>
        </>
      )}
    </form>
  );
}
