import type { Review } from '@plaudit/api-client';
import { fillResponseTemplate, rankResponseTemplates } from '@plaudit/api-client/schemas';
import { useAccount, useResponseTemplates, useSession } from '@plaudit/hooks';
import { Button, Select } from '@plaudit/ui-kit';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useBasePath, withBase } from '../../lib/paths';

/**
 * "Start from a template": the account's templates, the ones meant for this review's rating
 * and source first, the best of them suggested. Choosing one fills the response with its
 * placeholders replaced; text already typed is only replaced when the user says so.
 */
export function ResponseTemplatePicker({
  review,
  current,
  onPick,
}: {
  review: Review;
  current: string;
  onPick: (text: string) => void;
}) {
  const id = useId();
  const base = useBasePath();
  const accountId = useSession((s) => s.auth.account_id);
  const { data: account } = useAccount(accountId);
  const { data } = useResponseTemplates({ per_page: 100, sort: { by: 'name' } });
  const [pending, setPending] = useState<string | null>(null);
  const templates = data?.items ?? [];
  if (!data) return null;
  if (templates.length === 0)
    return (
      <p className="review-card__meta">
        Save replies you use often as{' '}
        <Link to={withBase(base, '/settings/response-templates')}>response templates</Link>.
      </p>
    );
  const fitting = rankResponseTemplates(templates, review);
  const others = templates.filter((t) => !fitting.includes(t));
  const suggested = fitting[0];
  const textOf = (templateId: string) => {
    const t = templates.find((x) => String(x.id) === templateId);
    return t
      ? fillResponseTemplate(t.content, { ...review, business_name: account?.name ?? '' })
      : '';
  };
  const choose = (templateId: string) => {
    if (!templateId) return;
    if (current.trim() === '') onPick(textOf(templateId));
    else setPending(templateId);
  };
  return (
    <div className="response-template-picker">
      <div className="field">
        <label htmlFor={`${id}-template`}>Start from a template</label>
        <Select id={`${id}-template`} value="" onChange={(e) => choose(e.target.value)}>
          <option value="">
            {suggested ? `Suggested: ${suggested.name}` : 'Choose a template'}
          </option>
          {fitting.length > 0 && (
            <optgroup label={`For ${review.rating ? `${review.rating}-star` : 'unrated'} reviews`}>
              {fitting.map((t) => (
                <option key={t.id} value={t.id}>
                  {t.name}
                </option>
              ))}
            </optgroup>
          )}
          {others.length > 0 && (
            <optgroup label="Other templates">
              {others.map((t) => (
                <option key={t.id} value={t.id}>
                  {t.name}
                </option>
              ))}
            </optgroup>
          )}
        </Select>
      </div>
      {suggested && !pending && current.trim() === '' && (
        <Button
          type="button"
          variant="secondary"
          size="sm"
          onClick={() => onPick(textOf(String(suggested.id)))}
        >
          Use “{suggested.name}”
        </Button>
      )}
      {pending && (
        <div className="notice" role="alertdialog" aria-label="Replace your text?">
          <p>Replace the text you wrote with this template?</p>
          <span className="button-row">
            <Button
              type="button"
              variant="primary"
              size="sm"
              onClick={() => {
                onPick(textOf(pending));
                setPending(null);
              }}
            >
              Replace
            </Button>
            <Button type="button" variant="secondary" size="sm" onClick={() => setPending(null)}>
              Keep my text
            </Button>
          </span>
        </div>
      )}
    </div>
  );
}
