import { errorMessage, isApiError } from '@plaudit/api-client';
import {
  type FieldLabels,
  PASSWORD_MIN,
  SIGNUP_MESSAGES,
  type SignupUserBody,
  safeParse,
  signupUserBody,
  TRIAL_DAYS,
  VERTICALS,
  type Vertical,
} from '@plaudit/api-client/schemas';
import { useApi, useSession, useSignupPrices } from '@plaudit/hooks';
import { Button, Select } from '@plaudit/ui-kit';
import { type FormEvent, useId, useState } from 'react';
import { Link, Navigate } from 'react-router';
import { AuthFrame } from '../../components/AuthFrame';
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
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof Fields, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const id = useId();

  if (token && !busy && !sentTo) return <Navigate to="/dashboard" replace />;
  if (sentTo) return <CheckInbox email={sentTo} onStartAgain={() => setSentTo(null)} />;

  const set = (name: keyof Fields) => (value: string) => {
    setFields((f) => ({ ...f, [name]: value }));
    setErrors((e) => ({ ...e, [name]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const parsed = safeParse(signupUserBody, fields, '', LABELS);
    if (!parsed.ok) {
      const next: Partial<Record<keyof Fields, string>> = {};
      for (const issue of parsed.issues)
        next[issue.path as keyof Fields] ??=
          issue.path === 'vertical' ? 'Choose your industry' : issue.message;
      setErrors(next);
      document.getElementById(`${id}-${parsed.issues[0]?.path}`)?.focus();
      return;
    }
    setBusy(true);
    try {
      const answer = await api.signup.createUser(parsed.value);
      setSentTo(answer.email);
      setFields(EMPTY);
    } catch (err) {
      const status = isApiError(err) ? err.status : 0;
      const message = status === 400 || status === 429 ? errorMessage(err) : SIGNUP_MESSAGES.failed;
      if (status === 400 && /password/i.test(message)) setErrors({ password: message });
      else setFormError(message);
    } finally {
      setBusy(false);
    }
  };

  const field = (
    name: Exclude<keyof Fields, 'vertical'>,
    type: string,
    autoComplete: string,
    hint?: string,
  ) => (
    <div className="field">
      <label htmlFor={`${id}-${name}`}>{LABELS[name]}</label>
      <input
        id={`${id}-${name}`}
        type={type}
        autoComplete={autoComplete}
        required
        value={fields[name]}
        onChange={(e) => set(name)(e.target.value)}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={
          [errors[name] && `${id}-${name}-error`, hint && `${id}-${name}-hint`]
            .filter(Boolean)
            .join(' ') || undefined
        }
      />
      {hint && (
        <p id={`${id}-${name}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      {errors[name] && (
        <p id={`${id}-${name}-error`} className="field__error">
          {errors[name]}
        </p>
      )}
    </div>
  );

  return (
    <AuthFrame title="Create your account">
      <p>Try Plaudit free for {TRIAL_DAYS} days. No card needed.</p>
      <AfterTrialPrices />
      <form className="form" onSubmit={submit} noValidate aria-busy={busy || undefined}>
        <p className="form-error" role="alert" hidden={!formError}>
          {formError}
        </p>
        {field('business_name', 'text', 'organization')}
        {field('name', 'text', 'name')}
        {field('email', 'email', 'email')}
        {field(
          'password',
          'password',
          'new-password',
          `At least ${PASSWORD_MIN} characters. A few words you will remember make a strong password; common passwords are refused.`,
        )}
        <div className="field">
          <label htmlFor={`${id}-vertical`}>{LABELS.vertical}</label>
          <Select
            id={`${id}-vertical`}
            required
            value={fields.vertical}
            onChange={(e) => set('vertical')(e.target.value)}
            aria-invalid={errors.vertical ? true : undefined}
            aria-describedby={errors.vertical ? `${id}-vertical-error` : undefined}
          >
            <option value="">Choose your industry</option>
            {VERTICALS.map((v) => (
              <option key={v} value={v}>
                {VERTICAL_LABELS[v]}
              </option>
            ))}
          </Select>
          {errors.vertical && (
            <p id={`${id}-vertical-error`} className="field__error">
              {errors.vertical}
            </p>
          )}
        </div>
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
