import { ApiError, CAMPAIGN_ERRORS, errorMessage } from '@plaudit/api-client';
import { toastError, useApi, useCampaignResponses, useCampaignSummary } from '@plaudit/hooks';
import { Button, Pager } from '@plaudit/ui-kit';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { usePageTitle } from '../../components/PageTitle';
import { useBasePath, withBase } from '../../lib/paths';
import { saveBlob } from '../exports/download';
import { ExportControl } from '../exports/ExportControl';
import { formatDateTime } from '../reviews/review-helpers';
import {
  ScheduleExportButton,
  ScheduleExportFlyout,
} from '../scheduled-exports/ScheduleExportFlyout';
import { FEEDBACK_TEXT, STATUS_TEXT, scoreLabel } from './campaign-texts';
import { ScoreBars } from './ScoreBars';
import './campaigns.css';

const COMMENTS_PAGE = 20;

/**
 * /request-reviews/microsurveys/:id/summaries: a campaign's answers. The question, how many
 * answered, the score's distribution, average and NPS, every custom attribute's values with
 * their answers, the comments, and the exports (the answers as microsurvey_responses, the
 * attributes as a CSV).
 */
export function MicrosurveySummaryPage() {
  const { id } = useParams();
  const base = useBasePath();
  const { api } = useApi();
  const summary = useCampaignSummary(id);
  const [page, setPage] = useState(1);
  const comments = useCampaignResponses(id, {
    with_comment: true,
    page,
    per_page: COMMENTS_PAGE,
  });
  const s = summary.data;
  usePageTitle(s ? `${s.campaign.name} – Microsurvey Summary` : 'Microsurvey Summary');
  const back = (
    <p className="breadcrumb">
      <Link to={withBase(base, '/request-reviews')}>Back to Ask Tool</Link>
    </p>
  );
  if (summary.error)
    return (
      <section className="page campaigns" aria-labelledby="page-title">
        {back}
        <h1 id="page-title">Microsurvey Summary</h1>
        <div className="form-error" role="alert">
          <p>
            {summary.error instanceof ApiError && summary.error.status === 404
              ? CAMPAIGN_ERRORS.CAMPAIGN_NOT_FOUND
              : errorMessage(summary.error, 'The summary could not be loaded.')}
          </p>
          <Button type="button" variant="secondary" onClick={() => void summary.mutate()}>
            Try again
          </Button>
        </div>
      </section>
    );
  if (!s)
    return (
      <section className="page campaigns" aria-busy="true" aria-labelledby="page-title">
        {back}
        <h1 id="page-title">Microsurvey Summary</h1>
        <div
          className="card skeleton skeleton--lines"
          role="status"
          aria-label="Loading the summary"
        >
          <span style={{ width: '50%' }} />
          <span />
        </div>
      </section>
    );
  const p = s.campaign.progress;
  const attributesCsv = async () => {
    try {
      saveBlob(
        await api.campaigns.attributesCsv(s.campaign.id),
        `microsurvey-${s.campaign.id}-custom-attributes.csv`,
      );
    } catch (err) {
      toastError(err, 'The file could not be downloaded.');
    }
  };
  return (
    <section className="page campaigns" aria-labelledby="page-title">
      {back}
      <header className="page-header">
        <h1 id="page-title">{s.campaign.name}</h1>
        <div className="button-row">
          <ExportControl
            label="Export answers"
            resource="microsurvey_responses"
            resourceId={s.campaign.id}
            filters={() => ({ campaign_id: s.campaign.id, published_after: '2000-01-01' })}
          />
          <ScheduleExportButton />
          <Button type="button" variant="secondary" onClick={attributesCsv}>
            Custom attributes CSV
          </Button>
        </div>
      </header>
      <p>
        <span className={`status-pill status-pill--${s.campaign.status}`}>
          {STATUS_TEXT[s.campaign.status]}
        </span>{' '}
        {FEEDBACK_TEXT[s.campaign.feedback_type]}
        {s.campaign.sent_at ? ` · sent ${formatDateTime(s.campaign.sent_at)}` : ''}
        {s.campaign.status === 'draft' && (
          <>
            {' · '}
            <Link to={withBase(base, `/request-reviews/campaigns/${s.campaign.id}`)}>
              Edit the draft
            </Link>
          </>
        )}
      </p>
      <p className="summary-question">{s.question}</p>
      <div className="campaign-figures">
        {(
          [
            ['Requests sent', p.sent],
            ['Answers', s.responses],
            ['Answer rate', p.sent ? `${Math.round((p.responded / p.sent) * 100)}%` : '—'],
            [s.nps != null ? 'NPS' : 'Average score', s.nps ?? s.average_score ?? '—'],
          ] as const
        ).map(([label, value]) => (
          <section key={label} className="card" aria-label={label}>
            <h2>{label}</h2>
            <p>{typeof value === 'number' ? value.toLocaleString() : value}</p>
          </section>
        ))}
      </div>
      <div className="campaign-charts">
        <section className="card" aria-labelledby="answers-title">
          <h2 id="answers-title">Scores</h2>
          {s.responses ? (
            <ScoreBars label="Answers by score" distribution={s.distribution} />
          ) : (
            <p>No answers yet.</p>
          )}
        </section>
        {s.attributes.map((a) => (
          <section key={a.name} className="card" aria-labelledby={`attr-${a.name}`}>
            <h2 id={`attr-${a.name}`}>{a.name}</h2>
            <div className="table-scroll">
              <table className="simple-table">
                <caption className="pk-visually-hidden">{`Answers by ${a.name}`}</caption>
                <thead>
                  <tr>
                    <th scope="col">Value</th>
                    <th scope="col">Answers</th>
                    <th scope="col">Average</th>
                  </tr>
                </thead>
                <tbody>
                  {a.values.map((v) => (
                    <tr key={v.value}>
                      <th scope="row">{v.value}</th>
                      <td>{v.responses}</td>
                      <td>{v.average_score ?? '—'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
        ))}
      </div>
      <section className="card" aria-labelledby="comments-title">
        <h2 id="comments-title">Comments</h2>
        {comments.error ? (
          <p className="form-error" role="alert">
            {errorMessage(comments.error, 'The comments could not be loaded.')}
          </p>
        ) : !comments.data ? (
          <p role="status">Loading comments…</p>
        ) : comments.data.items.length === 0 ? (
          <p>No comments yet.</p>
        ) : (
          <ul className="comment-list">
            {comments.data.items.map((c) => (
              <li key={c.id}>
                <p>{c.comment}</p>
                <p className="field__hint">
                  {`${[c.first_name, c.last_name].filter(Boolean).join(' ') || c.email || 'Anonymous'} · answered ${scoreLabel(s.campaign.feedback_type, c.score)} · ${formatDateTime(c.created_at)}`}
                </p>
              </li>
            ))}
          </ul>
        )}
        {comments.data && comments.data.paging.totalPages > 1 && (
          <Pager
            page={page}
            pageCount={comments.data.paging.totalPages}
            label="Comment pages"
            onPageChange={setPage}
          />
        )}
      </section>
      <ScheduleExportFlyout
        exportType="microsurvey_responses"
        resourceId={s.campaign.id}
        defaultDateDescriptor="thirtyDays"
        filters={() => ({ campaign_id: s.campaign.id })}
      />
    </section>
  );
}
