import { errorMessage, type PublicPartnerScorecard } from '@plaudit/api-client';
import { partnerScorecardLeadBody, safeParse } from '@plaudit/api-client/schemas';
import { useApi } from '@plaudit/hooks';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useParams } from 'react-router';
import { usePageTitle } from '../../components/PageTitle';
import { formatDate } from '../reviews/review-helpers';
import { SnapshotReport } from './ScorecardFigures';
import './partner-tools.css';
import { Button } from '@plaudit/ui-kit';

type Load =
  | { kind: 'loading' }
  | { kind: 'ready'; card: PublicPartnerScorecard }
  | { kind: 'error'; message: string; notFound: boolean };

const LABELS = {
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  business: 'Business',
  message: 'Message',
  consent: 'Consent',
};
type Field = keyof typeof LABELS;

/** The lead form: name, e-mail, phone, business, message and consent (spec 1 patterns). */
function LeadForm({ token, card }: { token: string; card: PublicPartnerScorecard }) {
  const id = useId();
  const { api } = useApi();
  const [values, setValues] = useState({
    name: '',
    email: '',
    phone: '',
    business: card.business_name,
    message: '',
    consent: false,
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = safeParse(partnerScorecardLeadBody, values, '', LABELS);
    if (!parsed.ok) {
      const next: Partial<Record<Field, string>> = {};
      for (const i of parsed.issues) next[(i.path || 'name') as Field] ??= i.message;
      setErrors(next);
      document.getElementById(`${id}-${Object.keys(next)[0]}`)?.focus();
      return;
    }
    setErrors({});
    setFailure(null);
    setState('sending');
    try {
      await api.partnerScorecards.sendLead(token, parsed.value);
      setState('sent');
    } catch (err) {
      setFailure(errorMessage(err, 'Your message could not be sent. Please try again.'));
      setState('idle');
    }
  };

  if (state === 'sent')
    return (
      <section className="card" aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`}>Thank you</h2>
        <p role="status">
          {card.partner_name} has your message and will get in touch about {card.business_name}.
        </p>
      </section>
    );

  const described = (f: Field, hint?: string) =>
    [errors[f] ? `${id}-${f}-error` : '', hint ?? ''].filter(Boolean).join(' ') || undefined;
  const error = (f: Field) =>
    errors[f] ? (
      <p id={`${id}-${f}-error`} className="form-error">
        {errors[f]}
      </p>
    ) : null;
  const text = (f: 'name' | 'email' | 'phone' | 'business', type: string, auto: string) => (
    <div className="field">
      <label htmlFor={`${id}-${f}`}>
        {LABELS[f]}
        {f === 'name' || f === 'email' ? ' (required)' : ''}
      </label>
      <input
        id={`${id}-${f}`}
        type={type}
        autoComplete={auto}
        value={values[f]}
        aria-invalid={errors[f] ? true : undefined}
        aria-describedby={described(f, f === 'phone' ? `${id}-phone-hint` : undefined)}
        onChange={(e) => setValues({ ...values, [f]: e.target.value })}
      />
      {f === 'phone' && (
        <p id={`${id}-phone-hint`} className="field__hint">
          10 digits, for example (512) 555-0123
        </p>
      )}
      {error(f)}
    </div>
  );

  return (
    <section className="card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Talk to {card.partner_name}</h2>
      <p>Want a better grade? Leave your details and {card.partner_name} will contact you.</p>
      <form noValidate onSubmit={(e) => void submit(e)} className="scorecard-lead-form">
        {text('name', 'text', 'name')}
        {text('email', 'email', 'email')}
        {text('phone', 'tel', 'tel')}
        {text('business', 'text', 'organization')}
        <div className="field">
          <label htmlFor={`${id}-message`}>{LABELS.message}</label>
          <textarea
            id={`${id}-message`}
            rows={4}
            value={values.message}
            aria-invalid={errors.message ? true : undefined}
            aria-describedby={described('message')}
            onChange={(e) => setValues({ ...values, message: e.target.value })}
          />
          {error('message')}
        </div>
        <div className="field">
          <label className="scorecard-consent" htmlFor={`${id}-consent`}>
            <input
              id={`${id}-consent`}
              type="checkbox"
              checked={values.consent}
              aria-invalid={errors.consent ? true : undefined}
              aria-describedby={described('consent')}
              onChange={(e) => setValues({ ...values, consent: e.target.checked })}
            />
            <span>I agree that {card.partner_name} may contact me about this scorecard.</span>
          </label>
          {error('consent')}
        </div>
        {failure && (
          <p className="form-error" role="alert">
            {failure}
          </p>
        )}
        <div className="button-row">
          <Button type="submit" variant="primary" disabled={state === 'sending'}>
            {state === 'sending' ? 'Sending…' : 'Send'}
          </Button>
        </div>
      </form>
    </section>
  );
}

/** /scorecardrequest/:id: the shared scorecard (no login), branded with the partner's name. */
export function ScorecardRequest() {
  const { id: token = '' } = useParams();
  const { api } = useApi();
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  usePageTitle(
    load.kind === 'ready' ? `Scorecard: ${load.card.business_name}` : 'Scorecard Request',
  );
  useEffect(() => {
    let live = true;
    api.partnerScorecards.publicGet(token).then(
      (card) => live && setLoad({ kind: 'ready', card }),
      (err) =>
        live &&
        setLoad({
          kind: 'error',
          notFound: (err as { status?: number }).status === 404,
          message: errorMessage(err, 'The scorecard could not be loaded.'),
        }),
    );
    return () => {
      live = false;
    };
  }, [api, token]);

  return (
    <main id="main" className="scorecard-public">
      {load.kind === 'ready' && (
        <header
          className="scorecard-public__brand"
          style={
            load.card.brand
              ? { background: load.card.brand.background_color, color: load.card.brand.text_color }
              : undefined
          }
        >
          <p>{load.card.partner_name}</p>
        </header>
      )}
      <section className="page partner-tools" aria-labelledby="page-title">
        {load.kind === 'loading' && (
          <>
            <h1 id="page-title">Scorecard</h1>
            <div
              className="card skeleton skeleton--lines"
              role="status"
              aria-label="Loading the scorecard"
            >
              <span />
              <span />
              <span />
            </div>
          </>
        )}
        {load.kind === 'error' && (
          <>
            <h1 id="page-title">Scorecard</h1>
            <p className="form-error" role="alert">
              {load.notFound
                ? 'This scorecard link does not work. It may have been removed, or the link was not copied whole.'
                : load.message}
            </p>
          </>
        )}
        {load.kind === 'ready' && (
          <>
            <h1 id="page-title">Reputation scorecard: {load.card.business_name}</h1>
            <p className="field__hint">
              {load.card.address ? `${load.card.address} · ` : ''}prepared by{' '}
              {load.card.partner_name} on {formatDate(load.card.prepared_at)}
            </p>
            <SnapshotReport snapshot={load.card.snapshot} businessName={load.card.business_name} />
            <LeadForm token={token} card={load.card} />
          </>
        )}
      </section>
    </main>
  );
}
