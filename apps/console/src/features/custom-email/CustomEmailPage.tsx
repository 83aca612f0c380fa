import { type CustomEmailSender, errorMessage } from '@plaudit/api-client';
import {
  CUSTOM_EMAIL_MESSAGES,
  customEmailBody,
  type FieldLabels,
  safeParse,
} from '@plaudit/api-client/schemas';
import { toast, toastError, useApi, useCustomEmail } from '@plaudit/hooks';
import { Button, Modal } from '@plaudit/ui-kit';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { usePageTitle } from '../../components/PageTitle';
import { fieldProps, schemaResolver } from '../../components/schema-form';
import { useBasePath, withBase } from '../../lib/paths';
import { formatDateTime } from '../reviews/review-helpers';
import './custom-email.css';

type Values = { from_name: string; from_address: string; color: string; logo_url: string };

const LABELS: FieldLabels = {
  from_name: 'Sender name',
  from_address: 'Sender address',
  color: 'Header colour',
  logo_url: 'Logo address',
};

const STATUS: Record<CustomEmailSender['status'], string> = {
  not_set: 'Plaudit sends your requests and alerts',
  pending: 'Waiting for the address to confirm',
  confirmed: 'Requests and alerts go out from this sender',
};

const valuesOf = (s: CustomEmailSender | undefined): Values => ({
  from_name: s?.from_name ?? '',
  from_address: s?.from_address ?? '',
  color: s?.color ?? '',
  logo_url: s?.logo_url ?? '',
});

const bodyOf = (v: Values) => ({
  from_name: v.from_name,
  from_address: v.from_address,
  color: v.color.trim() || null,
  logo_url: v.logo_url.trim() || null,
});

/** Checks with the server's schema (PUT /custom_email); one message per field. */
const resolver = schemaResolver<Values>(customEmailBody, LABELS, bodyOf);

/**
 * /settings/custom-email: the business's own sender for review requests and alerts, and the
 * request e-mail's colour and logo, with a live preview. A new address sends only after it
 * opens the confirmation link mailed to it; until then Plaudit's sender is used.
 */
export function CustomEmailPage() {
  usePageTitle('Custom E-mail');
  const base = useBasePath();
  const sender = useCustomEmail();
  return (
    <section className="page custom-email" aria-labelledby="page-title">
      <p className="breadcrumb">
        <Link to={withBase(base, '/settings')}>Back to Account &amp; Settings</Link>
      </p>
      <h1 id="page-title">Custom E-mail</h1>
      <p className="empty-state__description">
        Send review requests and alerts from your business’s own name and address, with your colour
        and logo. Plaudit mails a confirmation link to the address; nothing goes out from it until
        someone opens that link.
      </p>
      {sender.error ? (
        <div className="form-error" role="alert">
          <p>{errorMessage(sender.error, 'The sender could not be loaded.')}</p>
          <Button type="button" variant="secondary" size="sm" onClick={() => void sender.mutate()}>
            Try again
          </Button>
        </div>
      ) : !sender.data ? (
        <div
          className="card skeleton skeleton--lines"
          role="status"
          aria-label="Loading the sender"
        >
          <span style={{ width: '45%' }} />
          <span />
          <span style={{ width: '70%' }} />
        </div>
      ) : (
        <SenderForm sender={sender.data} onSaved={(s) => void sender.mutate(s, false)} />
      )}
    </section>
  );
}

function SenderForm({
  sender,
  onSaved,
}: {
  sender: CustomEmailSender;
  onSaved: (s: CustomEmailSender) => void;
}) {
  const { api } = useApi();
  const id = useId();
  const initial = useMemo(() => valuesOf(sender), [sender]);
  const { formState, handleSubmit, register, reset, watch } = useForm<Values>({
    resolver,
    mode: 'onTouched',
    defaultValues: initial,
  });
  const { errors, isDirty } = formState;
  const [saving, setSaving] = useState(false);
  const [confirmRemove, setConfirmRemove] = useState(false);

  const save = handleSubmit(async (values) => {
    setSaving(true);
    try {
      const saved = await api.customEmail.update(bodyOf(values));
      reset(valuesOf(saved));
      onSaved(saved);
      if (saved.status === 'pending')
        toast.success(CUSTOM_EMAIL_MESSAGES.sent(saved.from_address ?? ''), 8000);
      else toast.success('Sender saved', 3000);
    } catch (err) {
      toastError(err, 'The sender could not be saved.');
    } finally {
      setSaving(false);
    }
  });

  const remove = async () => {
    setConfirmRemove(false);
    try {
      await api.customEmail.remove();
      const cleared: CustomEmailSender = {
        ...sender,
        status: 'not_set',
        from_name: null,
        from_address: null,
        color: null,
        logo_url: null,
        confirmed_at: null,
        updated_at: null,
      };
      reset(valuesOf(undefined));
      onSaved(cleared);
      toast.success('Requests and alerts go out from Plaudit again', 3000);
    } catch (err) {
      toastError(err, 'The sender could not be removed.');
    }
  };

  const { described, message } = fieldProps(id, errors);

  const color = watch('color');
  const logo = watch('logo_url');
  const name = watch('from_name');
  const address = watch('from_address');

  return (
    <div className="custom-email__layout">
      <form
        className="form form--card"
        aria-labelledby={`${id}-title`}
        onSubmit={(e) => void save(e)}
        noValidate
      >
        <h2 id={`${id}-title`}>Sender</h2>
        <p className={`custom-email__status custom-email__status--${sender.status}`} role="status">
          {STATUS[sender.status]}
          {sender.status === 'confirmed' && sender.confirmed_at
            ? ` (confirmed ${formatDateTime(sender.confirmed_at)})`
            : sender.status === 'pending'
              ? `: open the link we sent to ${sender.from_address}.`
              : '.'}
        </p>
        <div className="field">
          <label htmlFor={`${id}-from_name`}>{LABELS.from_name}</label>
          <input
            {...register('from_name')}
            {...described('from_name')}
            type="text"
            autoComplete="organization"
          />
          {message('from_name')}
        </div>
        <div className="field">
          <label htmlFor={`${id}-from_address`}>{LABELS.from_address}</label>
          <input
            {...register('from_address')}
            {...described('from_address', true)}
            type="email"
            autoComplete="email"
          />
          <p id={`${id}-from_address-hint`} className="field__hint">
            A new address must confirm a link we e-mail to it before anything is sent from it.
          </p>
          {message('from_address')}
        </div>
        <div className="field">
          <label htmlFor={`${id}-color`}>{LABELS.color}</label>
          <input
            {...register('color')}
            {...described('color', true)}
            placeholder="#1f2a44"
            autoComplete="off"
          />
          <p id={`${id}-color-hint`} className="field__hint">
            A colour like #1f2a44. Leave empty for your white label’s colour.
          </p>
          {message('color')}
        </div>
        <div className="field">
          <label htmlFor={`${id}-logo_url`}>{LABELS.logo_url}</label>
          <input
            {...register('logo_url')}
            {...described('logo_url', true)}
            type="url"
            placeholder="https://"
            autoComplete="off"
          />
          <p id={`${id}-logo_url-hint`} className="field__hint">
            An https address of your logo, shown 40 px tall in the e-mail’s header.
          </p>
          {message('logo_url')}
        </div>
        <div className="button-row">
          <Button type="submit" variant="primary" disabled={saving || !isDirty}>
            {saving ? 'Saving…' : 'Save Sender'}
          </Button>
          {sender.status !== 'not_set' && (
            <Button type="button" variant="secondary" onClick={() => setConfirmRemove(true)}>
              Use Plaudit’s sender
            </Button>
          )}
        </div>
      </form>
      <Preview name={name} address={address} color={color} logo={logo} />
      <Modal
        open={confirmRemove}
        onClose={() => setConfirmRemove(false)}
        title="Use Plaudit’s sender?"
        footer={
          <div className="button-row">
            <Button type="button" variant="secondary" onClick={() => setConfirmRemove(false)}>
              Cancel
            </Button>
            <Button type="button" variant="primary" onClick={() => void remove()}>
              Use Plaudit’s Sender
            </Button>
          </div>
        }
      >
        <p>
          Review requests and alerts will go out from Plaudit again, with your white label’s look.
          You can set a sender again at any time.
        </p>
      </Modal>
    </div>
  );
}

/** The request e-mail as the server would render it with the typed colour and logo. */
function Preview({
  name,
  address,
  color,
  logo,
}: {
  name: string;
  address: string;
  color: string;
  logo: string;
}) {
  const { api } = useApi();
  const [html, setHtml] = useState<string | null>(null);
  const [subject, setSubject] = useState('');
  useEffect(() => {
    const body = bodyOf({ from_name: name, from_address: address, color, logo_url: logo });
    const wanted = { color: body.color, logo_url: body.logo_url };
    // Only values the server accepts; a half-typed colour keeps the last preview.
    const ok =
      safeParse(customEmailBody.entries.color, wanted.color).ok &&
      safeParse(customEmailBody.entries.logo_url, wanted.logo_url).ok;
    if (!ok) return;
    let cancelled = false;
    const timer = setTimeout(() => {
      api.customEmail.preview(wanted).then(
        (p) => {
          if (cancelled) return;
          setHtml(p.html);
          setSubject(p.subject);
        },
        () => undefined,
      );
    }, 300);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [api, color, logo, name, address]);
  return (
    <section className="card custom-email__preview" aria-labelledby="custom-email-preview-title">
      <h2 id="custom-email-preview-title">Preview of a review request</h2>
      <dl className="custom-email__headers">
        <dt>From</dt>
        <dd data-testid="preview-from">
          {name.trim() || 'Plaudit'} &lt;{address.trim() || 'no-reply address'}&gt;
        </dd>
        <dt>Subject</dt>
        <dd>{subject || '…'}</dd>
      </dl>
      {html ? (
        <PreviewFrame html={html} />
      ) : (
        <div
          className="skeleton custom-email__frame"
          role="status"
          aria-label="Loading the preview"
        />
      )}
    </section>
  );
}

/**
 * The e-mail's HTML in a frame without scripts. E-mails style with `style` attributes, which the
 * console's Content Security Policy refuses in markup (a srcdoc frame, and even a parsed
 * document, inherits it); the same styles set through the CSSOM are allowed. So the attributes
 * are renamed before parsing and applied as CSSOM styles after. The HTML is the server's own
 * rendering, whose text escapes quotes: ` style="` only ever starts an attribute.
 */
function PreviewFrame({ html }: { html: string }) {
  const ref = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    const doc = ref.current?.contentDocument;
    if (!doc) return;
    const parsed = new DOMParser().parseFromString(
      html.replaceAll(' style="', ' data-preview-style="'),
      'text/html',
    );
    const body = doc.adoptNode(parsed.body);
    if (doc.body) doc.documentElement.replaceChild(body, doc.body);
    else doc.documentElement.appendChild(body);
    for (const el of body.querySelectorAll<HTMLElement>('[data-preview-style]')) {
      el.style.cssText = el.dataset.previewStyle ?? '';
      el.removeAttribute('data-preview-style');
    }
    if (body.hasAttribute('data-preview-style')) {
      body.style.cssText = body.dataset.previewStyle ?? '';
      body.removeAttribute('data-preview-style');
    }
  }, [html]);
  return (
    <iframe
      ref={ref}
      title="Review request e-mail preview"
      className="custom-email__frame"
      sandbox="allow-same-origin"
    />
  );
}
