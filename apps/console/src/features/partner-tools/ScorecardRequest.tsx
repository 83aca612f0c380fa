import { errorMessage, type PublicPartnerScorecard } from '@plaudit/api-client';
import {
  type PartnerScorecardLeadBody,
  partnerScorecardLeadBody,
} from '@plaudit/api-client/schemas';
import { useApi } from '@plaudit/hooks';
import { useEffect, useId, useState } from 'react';
import { useParams } from 'react-router';
import { usePageTitle } from '../../components/PageTitle';
import { FormFailure, fieldProps, SchemaField, useSchemaForm } from '../../components/schema-form';
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
type LeadValues = {
  name: string;
  email: string;
  phone: string;
  business: string;
  message: string;
  consent: boolean;
};

/** The lead form: name, e-mail, phone, business, message and consent (spec 1 patterns). */
function LeadForm({ token, card }: { token: string; card: PublicPartnerScorecard }) {
  const id = useId();
  const { api } = useApi();
  const [sent, setSent] = useState(false);
  const { formState, handleSubmit, register, failure, setFailure } = useSchemaForm<LeadValues>({
    schema: partnerScorecardLeadBody,
    labels: LABELS,
    // A message of the whole body (no path) is the name's, the form's first field.
    fieldOf: (issue) => (issue.path ? undefined : { field: 'name', message: issue.message }),
    mode: 'onSubmit',
    defaultValues: {
      name: '',
      email: '',
      phone: '',
      business: card.business_name,
      message: '',
      consent: false,
    },
  });
  const { errors, isSubmitting: sending } = formState;
  const { described, message } = fieldProps(id, errors);

  // Any failure to send (a refusal or no answer) shows above the Send button.
  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await api.partnerScorecards.sendLead(token, values as PartnerScorecardLeadBody);
      setSent(true);
    } catch (err) {
      setFailure(errorMessage(err, 'Your message could not be sent. Please try again.'));
    }
  });

  if (sent)
    return (
      <section className="card" aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`}>Thank you</h2>
        <p role="status">
          {card.partner_name} has your message and will get in touch about {card.business_name}.
        </p>
      </section>
    );

  const text = (f: 'name' | 'email' | 'phone' | 'business', type: string, auto: string) => (
    <SchemaField
      form={id}
      errors={errors}
      name={f}
      label={`${LABELS[f]}${f === 'name' || f === 'email' ? ' (required)' : ''}`}
      hint={f === 'phone' ? '10 digits, for example (512) 555-0123' : undefined}
    >
      {(wiring) => <input type={type} autoComplete={auto} {...wiring} {...register(f)} />}
    </SchemaField>
  );

  return (
    <section className="card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Talk to {card.partner_name}</h2>
      <p>Want a better grade? Leave your details and {card.partner_name} will contact you.</p>
      <form noValidate onSubmit={submit} className="scorecard-lead-form">
        {text('name', 'text', 'name')}
        {text('email', 'email', 'email')}
        {text('phone', 'tel', 'tel')}
        {text('business', 'text', 'organization')}
        <SchemaField form={id} errors={errors} name="message" label={LABELS.message}>
          {(wiring) => <textarea rows={4} {...wiring} {...register('message')} />}
        </SchemaField>
        <div className="field">
          <label className="scorecard-consent" htmlFor={`${id}-consent`}>
            <input type="checkbox" {...described('consent')} {...register('consent')} />
            <span>I agree that {card.partner_name} may contact me about this scorecard.</span>
          </label>
          {message('consent')}
        </div>
        <FormFailure message={failure} />
        <div className="button-row">
          <Button type="submit" variant="primary" disabled={sending}>
            {sending ? 'Sending…' : 'Send'}
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
