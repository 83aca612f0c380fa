import { errorMessage } from '@plaudit/api-client';
import {
  BILLING_MESSAGES,
  type SmsCreditPreview,
  type SmsPack,
  type SmsPackCode,
  smsCreditsBody,
} from '@plaudit/api-client/schemas';
import { toast, useApi } from '@plaudit/hooks';
import { Button, Select } from '@plaudit/ui-kit';
import { useEffect, useId, useState } from 'react';
import { SchemaField, useSchemaForm } from '../../components/schema-form';
import { formatCents } from './billing-format';

/** Spec 1 section 4: an SMS purchase is processing, completed or failed. */
type Purchase =
  | { status: 'idle' }
  | { status: 'processing' }
  | { status: 'completed'; credits: number; balance: number }
  | { status: 'failed'; message: string };

/** SMS credits: the balance, a pack and quantity with its preview, and the purchase. */
export function SmsCredits({
  accountId,
  balance,
  packs,
  hasCard,
  onPurchased,
}: {
  accountId: number;
  balance: number;
  packs: SmsPack[];
  hasCard: boolean;
  onPurchased: () => void;
}) {
  const { api } = useApi();
  const id = useId();
  // The pack and quantity, checked on submit with the server's SMS credits rule.
  const { formState, handleSubmit, register, watch } = useSchemaForm<{
    pack: SmsPackCode;
    quantity: number;
  }>({
    schema: smsCreditsBody,
    labels: { pack_code: 'Pack', quantity: 'Quantity' },
    toBody: ({ pack, quantity }) => ({ pack_code: pack, quantity }),
    fieldOf: (issue) =>
      issue.path === 'pack_code' ? { field: 'pack', message: issue.message } : undefined,
    defaultValues: { pack: packs[0]?.code ?? 'sms_500', quantity: 1 },
    mode: 'onSubmit',
  });
  const { errors } = formState;
  const [pack, quantity] = watch(['pack', 'quantity']);
  const [preview, setPreview] = useState<SmsCreditPreview | null>(null);
  const [previewError, setPreviewError] = useState<string | null>(null);
  const [purchase, setPurchase] = useState<Purchase>({ status: 'idle' });

  useEffect(() => {
    let cancelled = false;
    setPreview(null);
    setPreviewError(null);
    api.billing
      .smsCreditsPreview(accountId, { pack_code: pack, quantity })
      .then((p) => {
        if (!cancelled) setPreview(p);
      })
      .catch((err: unknown) => {
        if (!cancelled) setPreviewError(errorMessage(err, BILLING_MESSAGES.pricingPreviewError));
      });
    return () => {
      cancelled = true;
    };
  }, [api, accountId, pack, quantity]);

  const buy = handleSubmit(async ({ pack, quantity }) => {
    setPurchase({ status: 'processing' });
    try {
      const bought = await api.billing.purchaseSmsCredits(accountId, { pack_code: pack, quantity });
      setPurchase({ status: 'completed', credits: bought.credits, balance: bought.balance });
      toast.success(`${bought.credits.toLocaleString('en-US')} SMS credits added`, 3000);
      onPurchased();
    } catch (err) {
      setPurchase({
        status: 'failed',
        message: errorMessage(err, BILLING_MESSAGES.smsPurchaseFailed),
      });
    }
  });

  return (
    <section className="card billing-sms" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>SMS credits</h2>
      <p>
        Balance: <strong>{balance.toLocaleString('en-US')}</strong> credits. One credit sends one
        text message (review requests and alerts).
      </p>
      <form className="form billing-sms__form" onSubmit={buy} noValidate>
        <div className="billing-sms__fields">
          <SchemaField form={id} errors={errors} name="pack" label="Pack">
            {(wiring) => (
              <Select {...wiring} {...register('pack')}>
                {packs.map((p) => (
                  <option key={p.code} value={p.code}>
                    {p.credits.toLocaleString('en-US')} credits ({formatCents(p.total_cents)})
                  </option>
                ))}
              </Select>
            )}
          </SchemaField>
          <SchemaField form={id} errors={errors} name="quantity" label="Quantity">
            {(wiring) => (
              <Select {...wiring} {...register('quantity', { valueAsNumber: true })}>
                {[1, 2, 3, 4, 5, 10].map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </Select>
            )}
          </SchemaField>
        </div>
        <p aria-live="polite">
          {previewError ? (
            <span className="field__error">{previewError}</span>
          ) : preview ? (
            <>
              {preview.credits.toLocaleString('en-US')} credits for{' '}
              <strong>{formatCents(preview.total_cents)}</strong>, charged to your card on file.
            </>
          ) : (
            'Calculating…'
          )}
        </p>
        {!hasCard && <p className="field__error">Add a card on the Billing Details page first.</p>}
        {purchase.status === 'failed' && (
          <p className="form-error" role="alert">
            {purchase.message}
          </p>
        )}
        <p
          role="status"
          className={purchase.status === 'completed' ? 'billing-sms__done' : 'pk-visually-hidden'}
        >
          {purchase.status === 'processing'
            ? 'Processing your purchase…'
            : purchase.status === 'completed'
              ? `Purchase completed: ${purchase.credits.toLocaleString('en-US')} credits added. New balance ${purchase.balance.toLocaleString('en-US')}.`
              : ''}
        </p>
        <div className="button-row">
          <Button
            type="submit"
            variant="secondary"
            disabled={!hasCard || !preview || purchase.status === 'processing'}
          >
            {purchase.status === 'processing' ? 'Processing…' : 'Buy SMS credits'}
          </Button>
        </div>
      </form>
    </section>
  );
}
