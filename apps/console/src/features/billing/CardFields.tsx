import { type CardInput, cardInput, safeParse } from '@plaudit/api-client/schemas';
import { useId } from 'react';
import type { FieldErrors, Path, Resolver, UseFormRegister } from 'react-hook-form';
import { SchemaField } from '../../components/schema-form';

/** The card as typed (text, so a half-typed number stays as it is). */
export type CardDraft = { number: string; exp: string; cvc: string; name: string };
export const EMPTY_CARD: CardDraft = { number: '', exp: '', cvc: '', name: '' };

const LABELS = {
  number: 'Card number',
  exp_month: 'Expiry month',
  exp_year: 'Expiry year',
  cvc: 'Security code',
  name: 'Name on card',
};

/**
 * The typed card checked with the server's own schema (Luhn, length, expiry not past):
 * the card, or the message of each field. MM/YY expiry.
 */
export function checkCard(
  draft: CardDraft,
): { ok: true; card: CardInput } | { ok: false; errors: Partial<Record<keyof CardDraft, string>> } {
  const m = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(draft.exp);
  if (!m) return { ok: false, errors: { exp: 'Enter the expiry as MM/YY' } };
  const year = m[2]!.length === 2 ? 2000 + Number(m[2]) : Number(m[2]);
  const parsed = safeParse(
    cardInput,
    {
      number: draft.number,
      exp_month: Number(m[1]),
      exp_year: year,
      cvc: draft.cvc.trim(),
      ...(draft.name.trim() ? { name: draft.name.trim() } : {}),
    },
    '',
    LABELS,
  );
  if (parsed.ok) return { ok: true, card: parsed.value };
  const errors: Partial<Record<keyof CardDraft, string>> = {};
  for (const issue of parsed.issues) {
    const field =
      issue.path.startsWith('exp') || issue.message.includes('expired') ? 'exp' : issue.path;
    const key = (
      ['number', 'exp', 'cvc', 'name'].includes(field) ? field : 'number'
    ) as keyof CardDraft;
    errors[key] ??= issue.message;
  }
  return { ok: false, errors };
}

/** The card's messages as react-hook-form errors (none when the card passes). */
export function cardFieldErrors(draft: CardDraft): FieldErrors<CardDraft> {
  const checked = checkCard(draft);
  if (checked.ok) return {};
  return Object.fromEntries(
    Object.entries(checked.errors).map(([key, message]) => [key, { type: 'validate', message }]),
  ) as FieldErrors<CardDraft>;
}

/** A react-hook-form resolver for a card form: the server's card schema (checkCard). */
export const cardResolver: Resolver<CardDraft> = async (values) => {
  const errors = cardFieldErrors(values);
  return Object.keys(errors).length ? { values: {}, errors } : { values, errors: {} };
};

/**
 * The card fields of the local billing provider's form, registered in the caller's
 * react-hook-form form (whose values hold the card's). The number goes to the server once,
 * which checks it and keeps only brand, last 4 digits and expiry. With Stripe the console
 * would use Stripe's own card form instead (see BillingEditPage).
 */
export function CardFields<V extends CardDraft>({
  register,
  errors,
}: {
  register: UseFormRegister<V>;
  errors: FieldErrors<V>;
}) {
  const id = useId();
  const field = (
    key: keyof CardDraft,
    label: string,
    props: Partial<React.InputHTMLAttributes<HTMLInputElement>>,
  ) => (
    <SchemaField form={id} errors={errors} name={key as Path<V>} label={label}>
      {(wiring) => (
        // An explicit type: autocomplete tokens are checked against it (HTML_CodeSniffer, 1.3.5).
        <input type="text" {...wiring} {...props} {...register(key as Path<V>)} />
      )}
    </SchemaField>
  );
  return (
    <fieldset className="billing-card-fields">
      <legend>Card</legend>
      {field('name', 'Name on card', { autoComplete: 'cc-name', maxLength: 120 })}
      {field('number', 'Card number', {
        autoComplete: 'cc-number',
        inputMode: 'numeric',
        maxLength: 23,
        placeholder: '1234 1234 1234 1234',
      })}
      <div className="billing-card-fields__row">
        {field('exp', 'Expiry (MM/YY)', {
          autoComplete: 'cc-exp',
          inputMode: 'numeric',
          maxLength: 7,
          placeholder: 'MM/YY',
        })}
        {field('cvc', 'Security code', {
          autoComplete: 'cc-csc',
          inputMode: 'numeric',
          maxLength: 4,
        })}
      </div>
    </fieldset>
  );
}
