import { errorMessage, type PartnerScorecard } from '@plaudit/api-client';
import {
  usePartnerScorecardOverview,
  usePermission,
  useSession,
  useSharedPartnerScorecards,
} from '@plaudit/hooks';
import { useId } from 'react';
import { Link } from 'react-router';
import { usePageTitle } from '../../components/PageTitle';
import { useBasePath, withBase } from '../../lib/paths';
import { formatDate, formatDateTime } from '../reviews/review-helpers';
import { GradeBadge } from './ScorecardFigures';
import './partner-tools.css';
import { Button, buttonClass } from '@plaudit/ui-kit';

function LoadError({ error, retry, what }: { error: unknown; retry: () => void; what: string }) {
  return (
    <div className="form-error" role="alert">
      <p>{errorMessage(error, `The ${what} could not be loaded.`)}</p>
      <Button type="button" variant="secondary" onClick={retry}>
        Try again
      </Button>
    </div>
  );
}

function Loading({ label }: { label: string }) {
  return (
    <div className="skeleton skeleton--lines" role="status" aria-label={label}>
      <span />
      <span />
      <span />
    </div>
  );
}

/** The scorecards tool of a partner with PARTNER_SCORECARD: counts, newest scorecards and leads. */
function ScorecardsTool() {
  const id = useId();
  const base = useBasePath();
  const overview = usePartnerScorecardOverview();
  const o = overview.data;
  const to = (path: string) => withBase(base, path);
  return (
    <section className="card partner-tool" aria-labelledby={`${id}-title`}>
      <div className="page-header">
        <h2 id={`${id}-title`}>Scorecards</h2>
        <Link className={buttonClass('primary')} to={to('/partner-tools/scorecards')}>
          Open scorecards
        </Link>
      </div>
      <p className="empty-state__description">
        Grade a prospect’s online reputation from a place search, share it as a page with a lead
        form, and follow up on the leads it brings.
      </p>
      {overview.error ? (
        <LoadError
          error={overview.error}
          retry={() => void overview.mutate()}
          what="scorecard figures"
        />
      ) : !o ? (
        <Loading label="Loading scorecard figures" />
      ) : o.scorecards === 0 ? (
        <div className="empty-state">
          <p>You have not prepared a scorecard yet.</p>
          <Link className={buttonClass('primary')} to={to('/partner-tools/scorecards')}>
            Prepare your first scorecard
          </Link>
        </div>
      ) : (
        <>
          <dl className="scorecard-figures">
            <div>
              <dt>Scorecards</dt>
              <dd>{o.scorecards}</dd>
            </div>
            <div>
              <dt>Leads</dt>
              <dd>{o.leads}</dd>
            </div>
            <div>
              <dt>Leads in the last 30 days</dt>
              <dd>{o.leads_last_30_days}</dd>
            </div>
          </dl>
          <div className="scorecard-columns">
            <div>
              <h3>Recent scorecards</h3>
              <ul className="scorecard-recent">
                {o.recent.map((c) => (
                  <li key={c.id}>
                    <GradeBadge snapshot={c.latest} />
                    <Link to={to(`/partner-tools/scorecards/${c.id}`)}>{c.business_name}</Link>
                    <span className="field__hint">
                      {formatDate(c.created_at)} · {c.leads_count}{' '}
                      {c.leads_count === 1 ? 'lead' : 'leads'}
                    </span>
                  </li>
                ))}
              </ul>
            </div>
            <div>
              <h3>Recent leads</h3>
              {o.recent_leads.length ? (
                <ul className="scorecard-recent">
                  {o.recent_leads.map((l) => (
                    <li key={l.id}>
                      <Link to={to(`/partner-tools/scorecards/${l.scorecard_id}`)}>{l.name}</Link>
                      <span className="field__hint">
                        about {l.business_name} · {formatDateTime(l.created_at)}
                      </span>
                    </li>
                  ))}
                </ul>
              ) : (
                <p>No leads yet: share a scorecard’s public page to collect them.</p>
              )}
            </div>
          </div>
        </>
      )}
    </section>
  );
}

function SharedList({ cards }: { cards: PartnerScorecard[] }) {
  return (
    <ul className="scorecard-recent">
      {cards.map((c) => (
        <li key={c.id}>
          <GradeBadge snapshot={c.latest} />
          <a href={`/scorecardrequest/${encodeURIComponent(c.share_token)}`}>{c.business_name}</a>
          <span className="field__hint">
            {c.latest ? `run ${formatDate(c.latest.created_at)}` : 'not run yet'}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** A child account: the scorecards its partner prepared of its own locations. */
function SharedScorecards() {
  const id = useId();
  const shared = useSharedPartnerScorecards();
  return (
    <section className="card partner-tool" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Scorecards from your partner</h2>
      <p className="empty-state__description">
        Reputation scorecards your partner prepared of your locations: the grade, the figures behind
        it and how you compare with competitors nearby.
      </p>
      {shared.error ? (
        <LoadError
          error={shared.error}
          retry={() => void shared.mutate()}
          what="shared scorecards"
        />
      ) : !shared.data ? (
        <Loading label="Loading shared scorecards" />
      ) : shared.data.length === 0 ? (
        <p>Your partner has not shared a scorecard of your locations yet.</p>
      ) : (
        <SharedList cards={shared.data} />
      )}
    </section>
  );
}

/**
 * /partner-tools: the partner tools. A partner (parent) account with PARTNER_SCORECARD sees
 * the scorecards tool with its figures; a parent user without it is told who can give it;
 * a child account sees the scorecards its partner prepared of its locations.
 */
export function PartnerToolsLanding() {
  usePageTitle('Partner Tools');
  const { can } = usePermission();
  const isParent = useSession((s) => s.auth.isParent);
  const mayUse = can('partner_scorecard', 'read') && can('partner_scorecard', 'create');
  return (
    <section className="page partner-tools" aria-labelledby="page-title">
      <h1 id="page-title">Partner Tools</h1>
      {mayUse ? (
        <ScorecardsTool />
      ) : isParent ? (
        <section className="card partner-tool" aria-labelledby="scorecards-locked">
          <h2 id="scorecards-locked">Scorecards</h2>
          <p>
            Scorecards grade a prospect’s online reputation and collect leads. They need the Partner
            Scorecard permission, which Administrators and Managers of your account have: ask one of
            them if you need it.
          </p>
        </section>
      ) : (
        <SharedScorecards />
      )}
    </section>
  );
}
