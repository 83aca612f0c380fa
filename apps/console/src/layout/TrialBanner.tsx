import { errorMessage } from '@plaudit/api-client';
import {
  INTEGRATION_CATALOGUE,
  type SetupProgress,
  type SetupStep,
  type SetupStepState,
} from '@plaudit/api-client/schemas';
import {
  readCookie,
  toast,
  useApi,
  usePermission,
  useSession,
  useSetupProgress,
  writeCookie,
} from '@plaudit/hooks';
import { Button, buttonClass } from '@plaudit/ui-kit';
import { Check, X } from 'lucide-react';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { Link, useLocation } from 'react-router';
import { ACCESS } from '../access/access';
import { useBasePath, withBase } from '../lib/paths';

/** Spec 1 section 9: a dismissed trial banner stays away for 2 days (per account). */
export const TRIAL_BANNER_DISMISS_DAYS = 2;
const dismissCookie = (accountId: number) => `plaudit_trial_banner_${accountId}`;
/** While Google reviews are on their way, the banner asks again this often. */
const FETCHING_REFRESH_MS = 10_000;

const STEP_TEXT: Record<SetupStep, { label: string; to: string; action: string }> = {
  invite_colleague: { label: 'Invite a colleague', to: '/settings/users/new', action: 'Invite' },
  integrate_facebook: {
    label: 'Integrate Facebook',
    to: '/settings/integrations',
    action: 'Connect',
  },
  ask_for_review: { label: 'Ask for a review', to: '/request-reviews', action: 'Ask' },
  respond_to_review: { label: 'Respond to a review', to: '/reviews', action: 'Respond' },
};
const STATE_TEXT: Record<SetupStepState, string> = {
  unstarted: 'Not started',
  started: 'In progress',
  completed: 'Done',
  skipped: 'Skipped',
};

/** Dismissals, so every component asking whether the banner shows hears of one at once. */
const dismissals = { version: 0, listeners: new Set<() => void>() };
const subscribeDismissals = (listener: () => void) => {
  dismissals.listeners.add(listener);
  return () => {
    dismissals.listeners.delete(listener);
  };
};
function dismissTrialBanner(accountId: number) {
  writeCookie(dismissCookie(accountId), '1', TRIAL_BANNER_DISMISS_DAYS);
  dismissals.version += 1;
  for (const listener of dismissals.listeners) listener();
}

/** Whether the signed-in account shows the trial banner (a trial with the trial_banner setting). */
export function useTrialBannerShown(): boolean {
  useSyncExternalStore(
    subscribeDismissals,
    () => dismissals.version,
    () => dismissals.version,
  );
  const account = useSession((s) => s.account);
  const auth = useSession((s) => s.auth);
  const permission = usePermission();
  return (
    account?.status === 'trial' &&
    // An ended trial is locked on billing, which says so itself.
    auth.account_active &&
    !auth.isParent &&
    !auth.isImpersonated &&
    permission.hasSetting('trial_banner') &&
    readCookie(dismissCookie(account.id)) === null
  );
}

const daysLeftText = (days: number) =>
  days <= 1 ? 'Your trial ends today' : `${days} days left in your trial`;

/**
 * The trial banner (spec 1 sections 4, 6 and 9): stage 1 welcomes and fetches Google reviews,
 * stage 2 shows the days left and the checklist, stage 3 the days left and more sources. The
 * stage and steps come from GET /accounts/{id}/setup_progress. Upgrade links are for
 * administrators only; the ask and respond items need campaign create; the colleague item links
 * to users settings with user create. Dismissed for 2 days by a cookie.
 */
export function TrialBanner() {
  const shown = useTrialBannerShown();
  const account = useSession((s) => s.account);
  const user = useSession((s) => s.user);
  const progress = useSetupProgress(shown, {
    refreshInterval: (p) => (p && p.stage === 1 && p.google_connected ? FETCHING_REFRESH_MS : 0),
  });
  // The banner stays while the pages change under it: a step done on one page shows on the next.
  const { pathname } = useLocation();
  const revalidate = progress.mutate;
  useEffect(() => {
    if (shown) void revalidate();
  }, [pathname, shown, revalidate]);
  if (!shown || !account) return null;
  const dismiss = () => dismissTrialBanner(account.id);
  const data = progress.data;
  return (
    <section className="trial-banner" aria-labelledby="trial-banner-title">
      <div className="trial-banner__art" aria-hidden="true">
        <TrialArt />
      </div>
      <div className="trial-banner__body">
        {!data ? (
          progress.error ? (
            <p id="trial-banner-title" role="alert">
              Unable to load your trial checklist: {errorMessage(progress.error)}
            </p>
          ) : (
            <p id="trial-banner-title" className="skeleton-text" aria-busy="true">
              Loading your trial…
            </p>
          )
        ) : data.stage === 1 ? (
          <StageWelcome progress={data} name={user?.name ?? ''} />
        ) : (
          <>
            <h2 id="trial-banner-title" className="trial-banner__title">
              {daysLeftText(account.daysLeftInTrial)}
            </h2>
            {data.stage === 2 ? (
              <Checklist progress={data} onChange={(p) => progress.mutate(p, false)} />
            ) : (
              <MoreSources />
            )}
          </>
        )}
      </div>
      <div className="trial-banner__actions">
        <UpgradeLink />
        <Button
          type="button"
          variant="ghost-inverse"
          size="sm"
          className="trial-banner__close"
          onClick={dismiss}
        >
          <X size={16} aria-hidden="true" focusable="false" />
          <span>Dismiss</span>
        </Button>
      </div>
    </section>
  );
}

function StageWelcome({ progress, name }: { progress: SetupProgress; name: string }) {
  const base = useBasePath();
  const permission = usePermission();
  const first = name.split(' ')[0];
  return (
    <>
      <h2 id="trial-banner-title" className="trial-banner__title">
        Welcome to Plaudit{first ? `, ${first}` : ''}!
      </h2>
      {progress.google_connected ? (
        <p role="status">
          We are fetching your Google reviews. They appear here within a few minutes.
        </p>
      ) : permission.check(ACCESS.integrations) ? (
        <p>
          Connect your Google Business Profile and we fetch your Google reviews.{' '}
          <Link className="trial-banner__link" to={withBase(base, '/settings/integrations')}>
            Connect Google
          </Link>
        </p>
      ) : (
        <p>Your Google reviews arrive once an administrator connects Google.</p>
      )}
    </>
  );
}

function Checklist({
  progress,
  onChange,
}: {
  progress: SetupProgress;
  onChange: (p: SetupProgress) => void;
}) {
  const base = useBasePath();
  const { api } = useApi();
  const permission = usePermission();
  const [busy, setBusy] = useState<SetupStep | null>(null);
  const visible = (step: SetupStep) =>
    step === 'ask_for_review' || step === 'respond_to_review'
      ? permission.can('campaign', 'create')
      : true;
  const linked = (step: SetupStep) =>
    step === 'invite_colleague'
      ? permission.can('user', 'create')
      : step === 'integrate_facebook'
        ? permission.check(ACCESS.integrations)
        : true;
  const mayChange = (step: SetupStep) =>
    step === 'invite_colleague'
      ? permission.can('user', 'create')
      : step === 'integrate_facebook'
        ? permission.can('integration', 'create')
        : permission.can('campaign', 'create');
  const skip = async (step: SetupStep, state: 'skipped' | 'unstarted') => {
    setBusy(step);
    try {
      onChange(await api.accountsSetup.updateStep(progress.account_id, step, { state }));
    } catch (err) {
      toast.alert(errorMessage(err, 'The checklist could not be updated.'));
    } finally {
      setBusy(null);
    }
  };
  const steps = progress.steps.filter((s) => visible(s.step));
  const done = steps.filter((s) => s.state === 'completed' || s.state === 'skipped').length;
  return (
    <div className="trial-checklist">
      <p className="trial-checklist__summary">
        Get the most out of your trial: {done} of {steps.length} done.
      </p>
      <ul className="trial-checklist__items">
        {steps.map(({ step, state }) => {
          const text = STEP_TEXT[step];
          const finished = state === 'completed' || state === 'skipped';
          return (
            <li key={step} className={`trial-step trial-step--${state}`}>
              <span className="trial-step__mark" aria-hidden="true">
                {state === 'completed' ? <Check size={14} focusable="false" /> : null}
              </span>
              {!finished && linked(step) ? (
                <Link className="trial-banner__link" to={withBase(base, text.to)}>
                  {text.label}
                </Link>
              ) : (
                <span>{text.label}</span>
              )}
              <span className="trial-step__state">{STATE_TEXT[state]}</span>
              {state !== 'completed' && mayChange(step) && (
                <button
                  type="button"
                  className="link-button trial-step__skip"
                  disabled={busy === step}
                  onClick={() => void skip(step, state === 'skipped' ? 'unstarted' : 'skipped')}
                  aria-label={`${state === 'skipped' ? 'Undo skip' : 'Skip'}: ${text.label}`}
                >
                  {state === 'skipped' ? 'Undo' : 'Skip'}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** Review sites that only matter to one industry. */
const SITE_VERTICAL: Record<string, string> = {
  opentable: 'restaurant',
  healthgrades: 'health_care',
  zocdoc: 'health_care',
};

function MoreSources() {
  const base = useBasePath();
  const permission = usePermission();
  const vertical = useSession((s) => s.account?.vertical);
  const sites = INTEGRATION_CATALOGUE.filter(
    (e) =>
      ['review_site', 'maps', 'social'].includes(e.category) &&
      e.code !== 'google' &&
      e.code !== 'facebook' &&
      (SITE_VERTICAL[e.code] ?? vertical) === vertical,
  );
  return (
    <div>
      <p>Your checklist is done. Bring in reviews from more sources:</p>
      <ul className="trial-sources">
        {sites.map((s) => (
          <li key={s.code}>{s.display_name}</li>
        ))}
      </ul>
      {permission.check(ACCESS.integrations) && (
        <Link className="trial-banner__link" to={withBase(base, '/settings/integrations')}>
          Connect more sources
        </Link>
      )}
    </div>
  );
}

/** Spec 1 section 6: the upgrade link is for administrators; the others are told whom to ask. */
function UpgradeLink() {
  const base = useBasePath();
  const permission = usePermission();
  if (!permission.isUserType('administrator'))
    return <p className="trial-banner__note">Ask an administrator to upgrade.</p>;
  return (
    <Link className={buttonClass('inverse', 'sm')} to={withBase(base, '/settings/billing/edit')}>
      Upgrade Now
    </Link>
  );
}

/** The banner's picture (shown from 890 px wide): a card of stars. */
function TrialArt() {
  return (
    <svg viewBox="0 0 120 80" width="120" height="80" focusable="false" aria-hidden="true">
      <rect x="8" y="10" width="104" height="60" rx="8" fill="#fff" opacity="0.95" />
      {[0, 1, 2, 3, 4].map((i) => (
        <path
          key={i}
          transform={`translate(${20 + i * 18} 22) scale(0.7)`}
          d="M12 2l3.1 6.3 6.9 1-5 4.9 1.2 6.8L12 17.8 5.8 21l1.2-6.8-5-4.9 6.9-1z"
          fill="#f59e0b"
        />
      ))}
      <rect x="20" y="46" width="70" height="6" rx="3" fill="#cbd5e1" />
      <rect x="20" y="56" width="48" height="6" rx="3" fill="#e2e8f0" />
    </svg>
  );
}
