import type { AutoResponseRule } from '@plaudit/api-client';
import {
  AUTO_RESPONSE_MAX_DELAY_HOURS,
  autoResponseRuleCreateBody,
  safeParse,
} from '@plaudit/api-client/schemas';
import {
  toast,
  toastError,
  useApi,
  useAutoResponseRules,
  usePermission,
  useResponseTemplates,
  useSources,
} from '@plaudit/hooks';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { CardListState, OnOffBadge, SwitchButton } from '../../components/CardListState';
import { ConfirmDelete } from '../../components/ConfirmDelete';
import { usePageTitle } from '../../components/PageTitle';
import { useBasePath, withBase } from '../../lib/paths';
import {
  RatingChoice,
  ratingsText,
  SourceChoice,
  sourcesText,
} from '../response-templates/template-fields';
import '../response-templates/response-templates.css';

type Draft = {
  name: string;
  template_id: string;
  ratings: number[];
  source_ids: number[];
  without_text_only: boolean;
  delay_hours: string;
  smart_draft: boolean;
  smart_draft_lowest_rating: number;
};
const EMPTY: Draft = {
  name: '',
  template_id: '',
  ratings: [5],
  source_ids: [],
  without_text_only: true,
  delay_hours: '2',
  smart_draft: false,
  smart_draft_lowest_rating: 1,
};
const LABELS = { name: 'Name', template_id: 'Template', ratings: 'Ratings', delay_hours: 'Wait' };

const waitText = (h: number) =>
  h === 0 ? 'as soon as they arrive' : `${h} ${h === 1 ? 'hour' : 'hours'} after they arrive`;

/**
 * /settings/auto-response-rules: which arriving reviews get which template, after how long.
 * Administrators change rules; everyone who reads responses sees them.
 */
export function AutoResponseRulesPage() {
  usePageTitle('Auto-Responses');
  const base = useBasePath();
  const { api } = useApi();
  const { can, hasSetting } = usePermission();
  const canEdit = can('account', 'update');
  const autopilot = hasSetting('response_autopilot');
  const { data, error, mutate } = useAutoResponseRules({ per_page: 100 });
  const { data: sources } = useSources({ per_page: 100 });
  const [creating, setCreating] = useState(false);
  const [confirm, setConfirm] = useState<AutoResponseRule | null>(null);
  const sourceName = new Map((sources?.items ?? []).map((s) => [s.id, s.name]));

  const toggle = async (rule: AutoResponseRule) => {
    try {
      await api.autoResponseRules.update(rule.id, { enabled: !rule.enabled });
      toast.success(`“${rule.name}” is ${rule.enabled ? 'off' : 'on'}`, 3000);
      await mutate();
    } catch (err) {
      toastError(err, 'The rule could not be changed.');
    }
  };
  const remove = async (rule: AutoResponseRule) => {
    setConfirm(null);
    try {
      await api.autoResponseRules.remove(rule.id);
      toast.success(`Deleted “${rule.name}”`, 3000);
      await mutate();
    } catch (err) {
      toastError(err, 'The rule could not be deleted.');
    }
  };

  return (
    <section className="page" aria-labelledby="page-title">
      <p className="breadcrumb">
        <Link to={withBase(base, '/settings')}>Back to Account &amp; Settings</Link>
      </p>
      <header className="page-header">
        <h1 id="page-title">Auto-Responses</h1>
        {canEdit && !creating && (
          <button
            type="button"
            className="button button--primary"
            onClick={() => setCreating(true)}
          >
            New rule
          </button>
        )}
      </header>
      <p className="empty-state__description">
        Rules answer reviews that arrive while they are on, from a{' '}
        <Link to={withBase(base, '/settings/response-templates')}>response template</Link>.{' '}
        {autopilot
          ? 'Response autopilot is on: automatic responses are published.'
          : 'Automatic responses wait as drafts for someone to publish them (response autopilot is off).'}{' '}
        Each one shows in the review’s history, and writing your own response first cancels it.
      </p>
      {creating && (
        <RuleForm
          onCancel={() => setCreating(false)}
          onSaved={async () => {
            setCreating(false);
            await mutate();
          }}
        />
      )}
      <CardListState
        data={data?.items}
        error={error}
        onRetry={() => void mutate()}
        noun="rules"
        empty={{
          title: 'No rules yet',
          description:
            'For example: five-star reviews without text get “Thanks for the stars” two hours after they arrive.',
        }}
      >
        {(items) => (
          <ul className="card-grid" aria-label="Rules">
            {items.map((r) => (
              <li key={r.id} className="card">
                <h2>{r.name}</h2>
                <p>
                  {r.without_text_only ? 'Reviews without text' : 'Reviews'} with{' '}
                  {ratingsText(r.ratings)} from {sourcesText(r.source_ids, sourceName)} get{' '}
                  {r.smart_draft
                    ? `a smart draft (from ${r.smart_draft_lowest_rating} stars up; reviews that need a person are never answered)`
                    : `“${r.template_name}”`}{' '}
                  {waitText(r.delay_hours)}.
                </p>
                <OnOffBadge on={r.enabled} />
                {canEdit && (
                  <div className="button-row">
                    <SwitchButton on={r.enabled} name={r.name} onClick={() => void toggle(r)} />
                    <button
                      type="button"
                      className="link-button"
                      aria-label={`Delete ${r.name}`}
                      onClick={() => setConfirm(r)}
                    >
                      Delete
                    </button>
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
      </CardListState>
      <ConfirmDelete
        item={confirm}
        name={(x) => x.name}
        onConfirm={(x) => void remove(x)}
        onCancel={() => setConfirm(null)}
      >
        <p>Responses it has written stay; responses still waiting are not sent.</p>
      </ConfirmDelete>
    </section>
  );
}

function RuleForm({ onCancel, onSaved }: { onCancel: () => void; onSaved: () => Promise<void> }) {
  const { api } = useApi();
  const base = useBasePath();
  const id = useId();
  const { data: templates } = useResponseTemplates({ per_page: 100, sort: { by: 'name' } });
  const smartOn = usePermission().hasSetting('ai_smart_responses');
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof Draft>(k: K, v: Draft[K]) => setValues((x) => ({ ...x, [k]: v }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const body = {
      ...values,
      template_id: values.template_id ? Number(values.template_id) : undefined,
      delay_hours: values.delay_hours.trim() === '' ? Number.NaN : Number(values.delay_hours),
    };
    const parsed = safeParse(autoResponseRuleCreateBody, body, '', LABELS);
    if (!parsed.ok) {
      setErrors(Object.fromEntries(parsed.issues.map((i) => [i.path.split('.')[0]!, i.message])));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await api.autoResponseRules.create(parsed.value);
      toast.success('Rule created', 3000);
      await onSaved();
    } catch (err) {
      toastError(err, 'The rule could not be saved.');
    } finally {
      setBusy(false);
    }
  };

  if (templates && templates.items.length === 0)
    return (
      <div className="notice">
        <p>
          A rule answers with a template:{' '}
          <Link to={withBase(base, '/settings/response-templates')}>write a template</Link> first.
        </p>
      </div>
    );

  const error = (k: string) =>
    errors[k] && (
      <p id={`${id}-${k}-error`} className="field__error">
        {errors[k]}
      </p>
    );
  const describedBy = (k: string) => (errors[k] ? `${id}-${k}-error` : undefined);

  return (
    <form className="form form--card template-form" onSubmit={submit} noValidate>
      <h2>New rule</h2>
      <div className="field">
        <label htmlFor={`${id}-name`}>Name</label>
        <input
          id={`${id}-name`}
          value={values.name}
          maxLength={100}
          aria-invalid={Boolean(errors.name)}
          aria-describedby={describedBy('name')}
          onChange={(e) => set('name', e.target.value)}
        />
        {error('name')}
      </div>
      <RatingChoice
        legend="Reviews with these ratings"
        value={values.ratings}
        onChange={(v) => set('ratings', v)}
        error={errors.ratings}
      />
      <label className="check-option">
        <input
          type="checkbox"
          checked={values.without_text_only}
          onChange={(e) => set('without_text_only', e.target.checked)}
        />
        Only reviews without text
      </label>
      <SourceChoice value={values.source_ids} onChange={(v) => set('source_ids', v)} />
      <div className="field">
        <label htmlFor={`${id}-template`}>Answer with the template</label>
        <select
          id={`${id}-template`}
          value={values.template_id}
          aria-invalid={Boolean(errors.template_id)}
          aria-describedby={describedBy('template_id')}
          onChange={(e) => set('template_id', e.target.value)}
        >
          <option value="">Choose a template</option>
          {(templates?.items ?? []).map((t) => (
            <option key={t.id} value={t.id}>
              {t.name}
            </option>
          ))}
        </select>
        {errors.template_id && (
          <p id={`${id}-template_id-error`} className="field__error">
            Choose a template
          </p>
        )}
      </div>
      {smartOn && (
        <label className="check-option">
          <input
            type="checkbox"
            checked={values.smart_draft}
            onChange={(e) => set('smart_draft', e.target.checked)}
          />
          Answer with a smart draft instead (the template is kept for reviews in other languages)
        </label>
      )}
      {smartOn && values.smart_draft && (
        <div className="field">
          <label htmlFor={`${id}-lowest`}>Smart drafts from this rating up</label>
          <select
            id={`${id}-lowest`}
            value={values.smart_draft_lowest_rating}
            onChange={(e) => set('smart_draft_lowest_rating', Number(e.target.value))}
          >
            {[1, 2, 3, 4, 5].map((n) => (
              <option key={n} value={n}>
                {n} {n === 1 ? 'star' : 'stars'}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="field">
        <label htmlFor={`${id}-delay`}>Wait (hours after the review arrives)</label>
        <input
          id={`${id}-delay`}
          type="number"
          inputMode="numeric"
          min={0}
          max={AUTO_RESPONSE_MAX_DELAY_HOURS}
          value={values.delay_hours}
          aria-invalid={Boolean(errors.delay_hours)}
          aria-describedby={describedBy('delay_hours')}
          onChange={(e) => set('delay_hours', e.target.value)}
        />
        {error('delay_hours')}
      </div>
      <div className="button-row">
        <button type="button" className="button button--secondary" onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className="button button--primary" disabled={busy}>
          Create rule
        </button>
      </div>
    </form>
  );
}
