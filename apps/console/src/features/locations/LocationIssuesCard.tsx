import type { Location } from '@plaudit/api-client';
import { ELIGIBILITY_REASONS } from '@plaudit/api-client/schemas';
import {
  toast,
  useApi,
  useLocationEligibility,
  useLocationIssues,
  usePermission,
} from '@plaudit/hooks';
import { Button, buttonClass } from '@plaudit/ui-kit';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useBasePath, withBase } from '../../lib/paths';
import { FORM_MESSAGES } from './location-form';
import { COPY_CONFIRM_MS, COPY_MESSAGES, copyText } from './shared';

export function CopyRow({ label, url }: { label: string; url: string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const t = setTimeout(() => setCopied(false), COPY_CONFIRM_MS);
    return () => clearTimeout(t);
  }, [copied]);
  return (
    <li>
      <span className="link-list__label">{label}</span>
      <a href={url} target="_blank" rel="noreferrer" className="link-list__url">
        {url}
      </a>
      <Button
        type="button"
        variant="secondary"
        size="sm"
        aria-label={`Copy Link: ${label}`}
        onClick={async () => {
          if (await copyText(url)) setCopied(true);
          else toast.alert(COPY_MESSAGES.failed);
        }}
      >
        Copy Link
      </Button>
      <span aria-live="polite" className="link-list__status">
        {copied ? COPY_MESSAGES.copied : ''}
      </span>
    </li>
  );
}

export function IssuesCard({ location }: { location: Location }) {
  const { api } = useApi();
  const base = useBasePath();
  const permission = usePermission();
  const issues = useLocationIssues(location.id, true);
  const eligibility = useLocationEligibility(location.id, permission.can('local_listing', 'read'));
  useEffect(() => {
    if (issues.error) toast.alert(FORM_MESSAGES.issuesError);
  }, [issues.error]);
  const items = issues.data?.items ?? [];
  const missingIntegration =
    eligibility.data?.status_reason === ELIGIBILITY_REASONS.noIntegration &&
    permission.can('integration', 'read');
  const setMuted = async (issueId: number, muted: boolean) => {
    try {
      await api.issues.update(issueId, { muted });
      await issues.mutate();
    } catch (err) {
      toast.error(err);
    }
  };
  return (
    <section className="card" aria-labelledby="details-issues">
      <h2 id="details-issues" className="card__title">
        Integration Issues
      </h2>
      {missingIntegration && (
        <p>
          <Link
            className={buttonClass('primary', 'sm')}
            to={withBase(base, '/settings/integrations')}
          >
            Integrate Now
          </Link>
        </p>
      )}
      {items.length === 0 ? (
        <p className="issue-status">No Issues</p>
      ) : (
        <ul className="issue-list">
          {items.map((i) => (
            <li key={i.id}>
              <strong className={i.muted ? 'issue-status--muted' : 'issue-status--found'}>
                {i.muted ? 'Issue Muted' : 'Issue Found'}
              </strong>{' '}
              {i.description}{' '}
              {permission.can('issue', 'update') && (
                <button
                  type="button"
                  className="link-button"
                  onClick={() => void setMuted(i.id, !i.muted)}
                >
                  {i.muted ? 'Unmute' : 'Mute'}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
