import {
  errorMessage,
  type Webhook,
  type WebhookDelivery,
  type WebhookWithSecret,
} from '@plaudit/api-client';
import {
  toast,
  toastError,
  useApi,
  useSendWebhookTestEvent,
  useWebhookDeliveries,
  useWebhooks,
} from '@plaudit/hooks';
import { Table, type TableColumn } from '@plaudit/ui-kit';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { CardListState, OnOffBadge, SwitchButton } from '../../components/CardListState';
import { ConfirmDelete } from '../../components/ConfirmDelete';
import { usePageTitle } from '../../components/PageTitle';
import { useBasePath, withBase } from '../../lib/paths';
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
  usePageTitle('Webhooks');
  const base = useBasePath();
  const { api } = useApi();
  const { data, error, mutate } = useWebhooks({ per_page: 100 });
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<WebhookWithSecret | null>(null);
  const [confirm, setConfirm] = useState<Webhook | null>(null);
  const hooks = data?.items ?? [];

  const toggle = async (hook: Webhook) => {
    try {
      await api.webhooks.update(hook.id, { active: !hook.active });
      toast.success(`The webhook is ${hook.active ? 'off' : 'on'}`, 3000);
      await mutate();
    } catch (err) {
      toastError(err, 'The webhook could not be changed.');
    }
  };
  const remove = async (hook: Webhook) => {
    setConfirm(null);
    try {
      await api.webhooks.remove(hook.id);
      toast.success('Webhook deleted', 3000);
      if (created?.id === hook.id) setCreated(null);
      await mutate();
    } catch (err) {
      toastError(err, 'The webhook could not be deleted.');
    }
  };

  return (
    <section className="page" aria-labelledby="page-title">
      <p className="breadcrumb">
        <Link to={withBase(base, '/settings')}>Back to Account &amp; Settings</Link>
      </p>
      <header className="page-header">
        <h1 id="page-title">Webhooks</h1>
        {!creating && (
          <button
            type="button"
            className="button button--primary"
            onClick={() => setCreating(true)}
          >
            New webhook
          </button>
        )}
      </header>
      <p className="empty-state__description">
        Plaudit POSTs a JSON event to your address when reviews arrive or change and when responses
        are published. Each request carries a <code>Plaudit-Signature</code> header (HMAC-SHA256 of
        the timestamp and body with the webhook’s secret) for your server to check. Failed
        deliveries are retried for about three hours; after five failed deliveries in a row the
        webhook is switched off and administrators are e-mailed.
      </p>
      {created && <SecretNotice hook={created} onDone={() => setCreated(null)} />}
      {creating && (
        <WebhookForm
          onCancel={() => setCreating(false)}
          onSaved={async (hook) => {
            setCreating(false);
            setCreated(hook);
            await mutate();
          }}
        />
      )}
      <CardListState
        data={data?.items}
        error={error}
        onRetry={() => void mutate()}
        noun="webhooks"
        empty={{
          title: 'No webhooks yet',
          description: 'Connect your own systems, or Zapier with a “Catch Hook” address.',
        }}
      >
        {(items) => (
          <ul className="card-grid" aria-label="Webhooks">
            {items.map((h) => (
              <li key={h.id} className="card webhook-card">
                <h2 className="webhook-card__url">{h.url}</h2>
                <p>{h.events.map((e) => EVENT_LABELS[e]).join(' · ')}</p>
                <OnOffBadge on={h.active} />
                {h.disabled_reason && !h.active && (
                  <p className="form-error" role="note">
                    {h.disabled_reason}
                  </p>
                )}
                <div className="button-row">
                  <SwitchButton on={h.active} name={h.url} onClick={() => void toggle(h)} />
                  <TestEventButton hook={h} />
                  <button
                    type="button"
                    className="link-button"
                    aria-label={`Delete ${h.url}`}
                    onClick={() => setConfirm(h)}
                  >
                    Delete
                  </button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardListState>
      {hooks.length > 0 && <DeliveryLog hooks={hooks} />}
      <ConfirmDelete
        item={confirm}
        name={(x) => x.url}
        onConfirm={(x) => void remove(x)}
        onCancel={() => setConfirm(null)}
      >
        <p>Events are no longer sent there, and its delivery log is removed.</p>
      </ConfirmDelete>
    </section>
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
        <button type="button" className="button button--secondary" onClick={() => void copy()}>
          Copy secret
        </button>
        <button type="button" className="button button--quiet" onClick={onDone}>
          I have saved it
        </button>
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
      <button
        type="button"
        className="button button--secondary button--small"
        aria-label={`Send test event to ${hook.url}`}
        disabled={busy}
        onClick={() => void run()}
      >
        {busy ? 'Sending…' : 'Send test event'}
      </button>
      <p
        role="status"
        className={outcome && !outcome.ok ? 'form-error webhook-card__test' : 'webhook-card__test'}
      >
        {outcome?.text}
      </p>
    </>
  );
}

function DeliveryLog({ hooks }: { hooks: Webhook[] }) {
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
        <button
          type="button"
          className="button button--secondary button--small"
          disabled={isValidating}
          onClick={() => void mutate()}
        >
          Refresh
        </button>
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
