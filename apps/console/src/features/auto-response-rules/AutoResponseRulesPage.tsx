import {
  AUTO_RESPONSE_MAX_DELAY_HOURS,
  type AutoResponseRuleCreateBody,
  autoResponseRuleCreateBody,
} from '@plaudit/api-client/schemas';
import {
  toast,
  useApi,
  useAutoResponseRules,
  useListResource,
  usePermission,
  useResponseTemplates,
  useSources,
} from '@plaudit/hooks';
import { Button, Select } from '@plaudit/ui-kit';
import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { Link } from 'react-router';
import { CardListPage } from '../../components/CardListPage';
import { OnOffBadge, SwitchButton } from '../../components/CardListState';
import { FormFailure, fieldProps, useSchemaForm } from '../../components/schema-form';
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
  /** The select's value: a number as text. */
  smart_draft_lowest_rating: number | string;
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

/** The body the form sends: ids and numbers from the fields' text. */
const bodyOf = (v: Draft) => ({
  ...v,
  template_id: v.template_id ? Number(v.template_id) : undefined,
  delay_hours: v.delay_hours.trim() === '' ? Number.NaN : Number(v.delay_hours),
  smart_draft_lowest_rating: Number(v.smart_draft_lowest_rating),
});

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
  const { control, formState, handleSubmit, register, watch, failure, saving } =
    useSchemaForm<Draft>({
      schema: autoResponseRuleCreateBody,
      labels: LABELS,
      toBody: bodyOf,
      fieldOf: (i) =>
        i.path.startsWith('template_id')
          ? { field: 'template_id', message: 'Choose a template' }
          : undefined,
      defaultValues: EMPTY,
      fallback: 'The rule could not be saved.',
    });
  const { errors, isSubmitting } = formState;
  const { described, message } = fieldProps(id, errors);
  const smartDraft = watch('smart_draft');

  const submit = handleSubmit(
    saving(async (values) => {
      await api.autoResponseRules.create(bodyOf(values) as AutoResponseRuleCreateBody);
      toast.success('Rule created', 3000);
      await onSaved();
    }),
  );

  if (templates && templates.items.length === 0)
    return (
      <div className="notice">
        <p>
          A rule answers with a template:{' '}
          <Link to={withBase(base, '/settings/response-templates')}>write a template</Link> first.
        </p>
      </div>
    );

  return (
    <form className="form form--card template-form" onSubmit={submit} noValidate>
      <h2>New rule</h2>
      <FormFailure message={failure} />
      <div className="field">
        <label htmlFor={`${id}-name`}>Name</label>
        <input maxLength={100} {...described('name')} {...register('name')} />
        {message('name')}
      </div>
      <Controller
        control={control}
        name="ratings"
        render={({ field }) => (
          <RatingChoice
            legend="Reviews with these ratings"
            value={field.value}
            onChange={field.onChange}
            error={errors.ratings?.message}
            inputRef={field.ref}
          />
        )}
      />
      <label className="check-option">
        <input type="checkbox" {...register('without_text_only')} />
        Only reviews without text
      </label>
      <Controller
        control={control}
        name="source_ids"
        render={({ field }) => <SourceChoice value={field.value} onChange={field.onChange} />}
      />
      <div className="field">
        <label htmlFor={`${id}-template_id`}>Answer with the template</label>
        <Select {...described('template_id')} {...register('template_id')}>
          <option value="">Choose a template</option>
          {(templates?.items ?? []).map((t) => (
            <option key={t.id} value={t.id}>
              {t.name}
            </option>
          ))}
        </Select>
        {message('template_id')}
      </div>
      {smartOn && (
        <label className="check-option">
          <input type="checkbox" {...register('smart_draft')} />
          Answer with a smart draft instead (the template is kept for reviews in other languages)
        </label>
      )}
      {smartOn && smartDraft && (
        <div className="field">
          <label htmlFor={`${id}-lowest`}>Smart drafts from this rating up</label>
          <Select id={`${id}-lowest`} {...register('smart_draft_lowest_rating')}>
            {[1, 2, 3, 4, 5].map((n) => (
              <option key={n} value={n}>
                {n} {n === 1 ? 'star' : 'stars'}
              </option>
            ))}
          </Select>
        </div>
      )}
      <div className="field">
        <label htmlFor={`${id}-delay_hours`}>Wait (hours after the review arrives)</label>
        <input
          type="number"
          inputMode="numeric"
          min={0}
          max={AUTO_RESPONSE_MAX_DELAY_HOURS}
          {...described('delay_hours')}
          {...register('delay_hours')}
        />
        {message('delay_hours')}
      </div>
      <div className="button-row">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" variant="primary" disabled={isSubmitting}>
          Create rule
        </Button>
      </div>
    </form>
  );
}
