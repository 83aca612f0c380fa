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
  useListResource,
  usePermission,
  useResponseTemplates,
  useSources,
} from '@plaudit/hooks';
import { Button, Select } from '@plaudit/ui-kit';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { CardListPage } from '../../components/CardListPage';
import { OnOffBadge, SwitchButton } from '../../components/CardListState';
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
  const base = useBasePath();
  const { can, hasSetting } = usePermission();
  const canEdit = can('account', 'update');
  const autopilot = hasSetting('response_autopilot');
  const rules = useListResource(useAutoResponseRules({ per_page: 100 }), {
    remove: (api, r) => api.autoResponseRules.remove(r.id),
    removed: (r) => `Deleted “${r.name}”`,
    removeFailed: 'The rule could not be deleted.',
  });
  const { data: sources } = useSources({ per_page: 100 });
  const sourceName = new Map((sources?.items ?? []).map((s) => [s.id, s.name]));

  return (
    <CardListPage
      resource={rules}
      title="Auto-Responses"
      intro={
        <>
          Rules answer reviews that arrive while they are on, from a{' '}
          <Link to={withBase(base, '/settings/response-templates')}>response template</Link>.{' '}
          {autopilot
            ? 'Response autopilot is on: automatic responses are published.'
            : 'Automatic responses wait as drafts for someone to publish them (response autopilot is off).'}{' '}
          Each one shows in the review’s history, and writing your own response first cancels it.
        </>
      }
      addLabel="New rule"
      canAdd={canEdit}
      form={() => <RuleForm onCancel={rules.closeForm} onSaved={rules.saved} />}
      noun="rules"
      empty={{
        title: 'No rules yet',
        description:
          'For example: five-star reviews without text get “Thanks for the stars” two hours after they arrive.',
      }}
      listLabel="Rules"
      name={(r) => r.name}
      body={(r) => (
        <>
          <p>
            {r.without_text_only ? 'Reviews without text' : 'Reviews'} with {ratingsText(r.ratings)}{' '}
            from {sourcesText(r.source_ids, sourceName)} get{' '}
            {r.smart_draft
              ? `a smart draft (from ${r.smart_draft_lowest_rating} stars up; reviews that need a person are never answered)`
              : `“${r.template_name}”`}{' '}
            {waitText(r.delay_hours)}.
          </p>
          <OnOffBadge on={r.enabled} />
        </>
      )}
      actions={(r) =>
        canEdit && (
          <SwitchButton
            on={r.enabled}
            name={r.name}
            onClick={() =>
              void rules.change(
                (api) => api.autoResponseRules.update(r.id, { enabled: !r.enabled }),
                `“${r.name}” is ${r.enabled ? 'off' : 'on'}`,
                'The rule could not be changed.',
              )
            }
          />
        )
      }
      canDelete={canEdit}
      deleteNote={<p>Responses it has written stay; responses still waiting are not sent.</p>}
    />
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
        <Select
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
        </Select>
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
          <Select
            id={`${id}-lowest`}
            value={values.smart_draft_lowest_rating}
            onChange={(e) => set('smart_draft_lowest_rating', Number(e.target.value))}
          >
            {[1, 2, 3, 4, 5].map((n) => (
              <option key={n} value={n}>
                {n} {n === 1 ? 'star' : 'stars'}
              </option>
            ))}
          </Select>
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
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" variant="primary" disabled={busy}>
          Create rule
        </Button>
      </div>
    </form>
  );
}
