import {
  errorMessage,
  type Webhook,
  type WebhookDelivery,
  type WebhookWithSecret,
} from '@plaudit/api-client';
import {
  useListResource,
  useSendWebhookTestEvent,
  useWebhookDeliveries,
  useWebhooks,
} from '@plaudit/hooks';
import { Button, Table, type TableColumn } from '@plaudit/ui-kit';
import { useId, useState } from 'react';
import { CardListPage } from '../../components/CardListPage';
import { OnOffBadge, SwitchButton } from '../../components/CardListState';
import { formatDateTime } from '../reviews/review-helpers';
import { EVENT_LABELS, WebhookForm } from './WebhookForm';
import '../reviews/reviews.css';
import '../response-templates/response-templates.css';

const STATUS_LABELS: Record<WebhookDelivery['status'], string> = {
  pending: 'Retrying',
  delivered: 'Delivered',
  failed: 'Failed',
};

/**
 * /settings/webhooks: where the account's events are sent (administrators, with webhooks in
 * the plan). The signing secret shows once, at creation; the delivery log shows each attempt.
 */
export function WebhooksPage() {
  const [created, setCreated] = useState<WebhookWithSecret | null>(null);
  const webhooks = useListResource(useWebhooks({ per_page: 100 }), {
    remove: (api, h) => api.webhooks.remove(h.id),
    removed: () => 'Webhook deleted',
    removeFailed: 'The webhook could not be deleted.',
    onRemoved: (h) => {
      if (created?.id === h.id) setCreated(null);
    },
  });
  const hooks = webhooks.items ?? [];

  return (
    <CardListPage
      resource={webhooks}
      title="Webhooks"
      intro={
        <>
          Plaudit POSTs a JSON event to your address when reviews arrive or change and when
          responses are published. Each request carries a <code>Plaudit-Signature</code> header
          (HMAC-SHA256 of the timestamp and body with the webhook’s secret) for your server to
          check. Failed deliveries are retried for about three hours; after five failed deliveries
          in a row the webhook is switched off and administrators are e-mailed.
        </>
      }
      addLabel="New webhook"
      notice={created && <SecretNotice hook={created} onDone={() => setCreated(null)} />}
      form={() => (
        <WebhookForm
          onCancel={webhooks.closeForm}
          onSaved={async (hook) => {
            setCreated(hook);
            await webhooks.saved();
          }}
        />
      )}
      noun="webhooks"
      empty={{
        title: 'No webhooks yet',
        description: 'Connect your own systems, or Zapier with a “Catch Hook” address.',
      }}
      listLabel="Webhooks"
      cardClassName="card webhook-card"
      titleClassName="webhook-card__url"
      name={(h) => h.url}
      body={(h) => (
        <>
          <p>{h.events.map((e) => EVENT_LABELS[e]).join(' · ')}</p>
          <OnOffBadge on={h.active} />
          {h.disabled_reason && !h.active && (
            <p className="form-error" role="note">
              {h.disabled_reason}
            </p>
          )}
        </>
      )}
      actions={(h) => (
        <>
          <SwitchButton
            on={h.active}
            name={h.url}
            onClick={() =>
              void webhooks.change(
                (api) => api.webhooks.update(h.id, { active: !h.active }),
                `The webhook is ${h.active ? 'off' : 'on'}`,
                'The webhook could not be changed.',
              )
            }
          />
          <TestEventButton hook={h} />
        </>
      )}
      deleteNote={<p>Events are no longer sent there, and its delivery log is removed.</p>}
      after={hooks.length > 0 && <DeliveryLog hooks={hooks} />}
    />
  );
}

function SecretNotice({ hook, onDone }: { hook: WebhookWithSecret; onDone: () => void }) {
  const id = useId();
  const [copied, setCopied] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(hook.secret);
      setCopied('copied');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <section className="notice webhook-secret" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Copy the signing secret now</h2>
      <p id={`${id}-hint`}>
        It is shown only this once. Your server uses it to check the Plaudit-Signature header of
        each request.
      </p>
      <label className="pk-visually-hidden" htmlFor={`${id}-secret`}>
        Signing secret
      </label>
      <input
        id={`${id}-secret`}
        className="webhook-secret__value"
        readOnly
        value={hook.secret}
        aria-describedby={`${id}-hint`}
        onFocus={(e) => e.currentTarget.select()}
      />
      <div className="button-row">
        <Button variant="secondary" onClick={() => void copy()}>
          Copy secret
        </Button>
        <Button variant="link" onClick={onDone}>
          I have saved it
        </Button>
        <span role="status" aria-live="polite">
          {copied === 'copied'
            ? 'Copied!'
            : copied === 'failed'
              ? 'Unable to copy to clipboard'
              : ''}
        </span>
      </div>
    </section>
  );
}

/** What a test event's delivery came to, in words. */
export function testEventOutcome(d: WebhookDelivery): string {
  if (d.status === 'delivered')
    return `Test event delivered: the receiver answered ${d.response_status ?? 'with success'}.`;
  return `Test event not delivered: ${d.error ?? (d.response_status ? `the receiver answered ${d.response_status}` : 'no answer')}.`;
}

/**
 * Sends a signed test event to the webhook now (switched on or off) and shows what its
 * receiver answered; the delivery also appears in the log below.
 */
function TestEventButton({ hook }: { hook: Webhook }) {
  const send = useSendWebhookTestEvent();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const run = async () => {
    setBusy(true);
    setOutcome(null);
    try {
      const d = await send(hook.id);
      setOutcome({ ok: d.status === 'delivered', text: testEventOutcome(d) });
    } catch (err) {
      setOutcome({ ok: false, text: errorMessage(err, 'The test event could not be sent.') });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        aria-label={`Send test event to ${hook.url}`}
        disabled={busy}
        onClick={() => void run()}
      >
        {busy ? 'Sending…' : 'Send test event'}
      </Button>
      <p
        role="status"
        className={outcome && !outcome.ok ? 'form-error webhook-card__test' : 'webhook-card__test'}
      >
        {outcome?.text}
      </p>
    </>
  );
}

function DeliveryLog({ hooks }: { hooks: readonly Webhook[] }) {
  const { data, error, mutate, isValidating } = useWebhookDeliveries({ per_page: 25 });
  const urlOf = new Map(hooks.map((h) => [h.id, h.url]));
  const columns: TableColumn<WebhookDelivery>[] = [
    {
      key: 'created_at',
      header: 'Sent',
      rowHeader: true,
      cell: (d) => <time dateTime={d.created_at}>{formatDateTime(d.created_at)}</time>,
    },
    { key: 'event', header: 'Event', cell: (d) => <code>{d.event}</code> },
    {
      key: 'webhook',
      header: 'Address',
      cell: (d) => <span className="webhook-log__url">{urlOf.get(d.webhook_id) ?? '—'}</span>,
    },
    {
      key: 'status',
      header: 'Result',
      cell: (d) => (
        <span>
          {STATUS_LABELS[d.status]}
          {d.response_status ? ` (${d.response_status})` : ''}
          {d.status !== 'delivered' && d.error ? ` — ${d.error}` : ''}
        </span>
      ),
    },
    { key: 'attempts', header: 'Attempts', align: 'right', cell: (d) => d.attempts },
  ];
  return (
    <section aria-labelledby="delivery-log-title" className="webhook-log">
      <div className="page-header">
        <h2 id="delivery-log-title">Recent deliveries</h2>
        <Button variant="secondary" size="sm" disabled={isValidating} onClick={() => void mutate()}>
          Refresh
        </Button>
      </div>
      {error ? (
        <p className="form-error" role="alert">
          {errorMessage(error, 'The delivery log could not be loaded.')}
        </p>
      ) : (
        <Table
          caption="Recent deliveries"
          columns={columns}
          rows={data?.items ?? []}
          getRowId={(d) => String(d.id)}
          loading={!data}
          emptyText="Nothing sent yet. Events appear here as they happen."
        />
      )}
    </section>
  );
}
