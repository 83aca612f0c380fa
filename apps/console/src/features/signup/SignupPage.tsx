import { errorMessage, isApiError } from '@plaudit/api-client';
import {
  type FieldLabels,
  PASSWORD_MIN,
  SIGNUP_MESSAGES,
  type SignupUserBody,
  signupUserBody,
  TRIAL_DAYS,
  VERTICALS,
  type Vertical,
} from '@plaudit/api-client/schemas';
import { useApi, useSession, useSignupPrices } from '@plaudit/hooks';
import { Button, Select } from '@plaudit/ui-kit';
import { useId, useState } from 'react';
import { Link, Navigate } from 'react-router';
import { AuthFrame } from '../../components/AuthFrame';
import { FormFailure, SchemaField, useSchemaForm } from '../../components/schema-form';
import { formatCents } from '../billing/billing-format';
import { CheckInbox } from './CheckInbox';

const LABELS: FieldLabels = {
  business_name: 'Business name',
  name: 'Your name',
  email: 'Work email',
  password: 'Password',
  vertical: 'Industry',
};

export const VERTICAL_LABELS: Record<Vertical, string> = {
  restaurant: 'Restaurants and hospitality',
  health_care: 'Health care',
  retail: 'Retail',
  services: 'Services',
};

type Fields = Omit<SignupUserBody, 'vertical'> & { vertical: Vertical | '' };
const EMPTY: Fields = { business_name: '', name: '', email: '', password: '', vertical: '' };

/**
 * /signup: a new business creates its account and first user, then confirms its address by the
 * mailed link (/signup/confirm). Fields are checked with the server's schema on submit; the
 * server's reason is shown for a refused password, else the spec's signup error text.
 */
export function SignupPage() {
  const { api } = useApi();
  const token = useSession((s) => s.auth.token);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const id = useId();
  const { formState, handleSubmit, register, reset, setError, failure, setFailure } =
    useSchemaForm<Fields>({
      schema: signupUserBody,
      labels: LABELS,
      fieldOf: (issue) =>
        issue.path === 'vertical'
          ? { field: 'vertical', message: 'Choose your industry' }
          : undefined,
      mode: 'onSubmit',
      defaultValues: EMPTY,
    });
  const { errors, isSubmitting: busy } = formState;

  if (token && !busy && !sentTo) return <Navigate to="/dashboard" replace />;
  if (sentTo) return <CheckInbox email={sentTo} onStartAgain={() => setSentTo(null)} />;

  // The server's reason for a refused password goes under the password; any other refusal (400,
  // 429) above the form, and every other failure is the spec's signup error text.
  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const answer = await api.signup.createUser(values as SignupUserBody);
      setSentTo(answer.email);
      reset(EMPTY);
    } catch (err) {
      const status = isApiError(err) ? err.status : 0;
      const message = status === 400 || status === 429 ? errorMessage(err) : SIGNUP_MESSAGES.failed;
      if (status === 400 && /password/i.test(message))
        setError('password', { type: 'server', message }, { shouldFocus: true });
      else setFailure(message);
    }
  });

  const field = (
    name: Exclude<keyof Fields, 'vertical'>,
    type: string,
    autoComplete: string,
    hint?: string,
  ) => (
    <SchemaField form={id} errors={errors} name={name} label={LABELS[name]} hint={hint}>
      {(wiring) => (
        <input type={type} autoComplete={autoComplete} required {...wiring} {...register(name)} />
      )}
    </SchemaField>
  );

  return (
    <AuthFrame title="Create your account">
      <p>Try Plaudit free for {TRIAL_DAYS} days. No card needed.</p>
      <AfterTrialPrices />
      <form className="form" onSubmit={submit} noValidate aria-busy={busy || undefined}>
        <FormFailure message={failure} />
        {field('business_name', 'text', 'organization')}
        {field('name', 'text', 'name')}
        {field('email', 'email', 'email')}
        {field(
          'password',
          'password',
          'new-password',
          `At least ${PASSWORD_MIN} characters. A few words you will remember make a strong password; common passwords are refused.`,
        )}
        <SchemaField form={id} errors={errors} name="vertical" label={LABELS.vertical}>
          {(wiring) => (
            <Select required {...wiring} {...register('vertical')}>
              <option value="">Choose your industry</option>
              {VERTICALS.map((v) => (
                <option key={v} value={v}>
                  {VERTICAL_LABELS[v]}
                </option>
              ))}
            </Select>
          )}
        </SchemaField>
        <Button type="submit" variant="primary" disabled={busy}>
          {busy ? 'Creating Account…' : 'Create Account'}
        </Button>
      </form>
      <p className="auth-links">
        Already have an account? <Link to="/login">Log in</Link>
      </p>
    </AuthFrame>
  );
}

/**
 * The whole price before the trial starts: each plan's monthly price per location and the
 * one-time setup of a first subscription (nothing while the prices cannot be read).
 */
function AfterTrialPrices() {
  const { data } = useSignupPrices();
  if (!data || data.plans.length === 0) return null;
  const plans = data.plans
    .map(
      (p) =>
        `${p.name} ${formatCents(p.unit_cents)}${p.min_locations > 1 ? ` from ${p.min_locations} locations` : ''}`,
    )
    .join(', ');
  return (
    <p className="field__hint" data-testid="signup-prices">
      After the trial: {plans} per location per month
      {data.setup_cents > 0
        ? `, plus a one-time setup of ${formatCents(data.setup_cents)} with your first subscription`
        : ''}
      . You pay nothing unless you choose a plan.
    </p>
  );
}
