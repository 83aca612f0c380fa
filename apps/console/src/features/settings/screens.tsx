import { errorMessage } from '@plaudit/api-client';
import { type Requirement, toast, useApi, usePermission, useSession } from '@plaudit/hooks';
import { Button } from '@plaudit/ui-kit';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { ACCESS } from '../../access/access';
import { usePageTitle } from '../../components/PageTitle';
import { useBasePath, withBase } from '../../lib/paths';
import { PasswordForm } from '../auth/PasswordForm';
import { ChangeEmailForm } from '../email-changes/screens';
import { SignInHistory } from '../users/SignInHistory';

type SettingsArea = {
  href: string;
  title: string;
  description: string;
  access?: Requirement;
  parent?: boolean;
};

/** The settings areas, each with the gate of its route. */
export const SETTINGS_AREAS: SettingsArea[] = [
  {
    href: '/settings/profile',
    title: 'Profile',
    description: 'Your name, email address and password.',
  },
  {
    href: '/settings/account',
    title: 'Account',
    description: 'Your account’s name, support contacts, time zone, industry, language and owner.',
    access: ACCESS.accountSettings,
    parent: false,
  },
  {
    href: '/settings/users',
    title: 'Users',
    description: 'Invite people, change their user type or remove them.',
    access: ACCESS.users,
  },
  {
    href: '/settings/locations',
    title: 'Locations',
    description: 'Addresses, hours and listings of your locations.',
    access: ACCESS.locations,
    parent: false,
  },
  {
    href: '/settings/groups/new',
    title: 'Groups',
    description: 'Group locations to filter and compare them together.',
    access: ACCESS.groupCreate,
    parent: false,
  },
  {
    href: '/settings/integrations',
    title: 'Integrations',
    description: 'Connect review sites and tools to your account.',
    access: ACCESS.integrations,
    parent: false,
  },
  {
    href: '/settings/target-score',
    title: 'Target Score',
    description: 'The rating and review targets of your account and locations.',
    access: ACCESS.targetScore,
    parent: false,
  },
  {
    href: '/settings/response-templates',
    title: 'Response Templates',
    description: 'Replies your team uses often, with the reviewer’s name filled in.',
    access: ACCESS.responseTemplates,
    parent: false,
  },
  {
    href: '/settings/response-voice',
    title: 'Response Voice',
    description: 'How drafted replies sound: tone, sign-off and words to avoid.',
    access: ACCESS.responseVoice,
    parent: false,
  },
  {
    href: '/settings/auto-response-rules',
    title: 'Auto-Responses',
    description: 'Rules that answer arriving reviews from a template.',
    access: ACCESS.autoResponseRules,
    parent: false,
  },
  {
    href: '/settings/alerts',
    title: 'Alerts',
    description: 'E-mails and text messages when reviews you care about arrive.',
    access: ACCESS.alerts,
    parent: false,
  },
  {
    href: '/settings/webhooks',
    title: 'Webhooks',
    description: 'Send review and response events to your own systems or Zapier.',
    access: ACCESS.webhooks,
    parent: false,
  },
  {
    href: '/settings/custom-email',
    title: 'Custom E-mail',
    description: 'Send review requests and alerts from your own name and address, with your logo.',
    access: ACCESS.customEmail,
    parent: false,
  },
  {
    href: '/settings/billing',
    title: 'Billing',
    description: 'Your plan, payment method and invoices.',
    access: ACCESS.billing,
    parent: false,
  },
  {
    href: '/settings/partner-apps',
    title: 'Partner Apps',
    description: 'Your own apps on the Plaudit API: allowed origins and sign in with Plaudit.',
    access: ACCESS.partnerApps,
    parent: true,
  },
  {
    href: '/settings/authorized-apps',
    title: 'Authorized Apps',
    description: 'Apps you allowed to use your Plaudit account, and revoking them.',
  },
  {
    href: '/settings/scheduled-exports/manage',
    title: 'Scheduled Exports',
    description: 'Exports sent by email on a schedule.',
    access: ACCESS.scheduledExports,
    parent: false,
  },
];

/** /settings: links to the settings areas this user may open. */
export function SettingsPage() {
  usePageTitle('Account & Settings');
  const base = useBasePath();
  const permission = usePermission();
  const isParent = useSession((s) => s.auth.isParent);
  const areas = SETTINGS_AREAS.filter(
    (area) =>
      (area.parent === undefined || area.parent === isParent) &&
      (!area.access || permission.check(area.access)),
  );
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title">Account &amp; Settings</h1>
      <ul className="card-grid">
        {areas.map((area) => (
          <li key={area.href} className="card">
            <h2>
              <Link to={withBase(base, area.href)}>{area.title}</Link>
            </h2>
            <p>{area.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** /settings/profile: the name (PATCH /users/{id}), the e-mail change (confirmed by mail) and the password change. */
export function ProfilePage() {
  usePageTitle('Profile');
  const base = useBasePath();
  const userId = useSession((s) => s.auth.user_id);
  return (
    <section className="page" aria-labelledby="page-title">
      <p className="breadcrumb">
        <Link to={withBase(base, '/settings')}>Back to Account &amp; Settings</Link>
      </p>
      <h1 id="page-title">Profile</h1>
      <ProfileForm />
      <ChangeEmailForm />
      <ChangePasswordForm />
      <SignInHistory userId={userId} />
    </section>
  );
}

/** Read Only and Email Only users change nothing, not even their name (the server says 403). */
const READ_ONLY_TYPES = new Set(['read_only', 'email_only']);

function ProfileForm() {
  const { api, session } = useApi();
  const userId = useSession((s) => s.auth.user_id);
  const readOnly = useSession((s) => READ_ONLY_TYPES.has(s.auth.user_type ?? ''));
  const isShadowing = useSession((s) => s.auth.isShadowing || s.parentAuth !== null);
  const user = useSession((s) => s.user);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const errorId = useId();
  const hintId = useId();

  useEffect(() => {
    if (user) setName(user.name);
  }, [user]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (userId == null) return;
    setBusy(true);
    setError(null);
    try {
      const updated = await api.users.update(userId, { name: name.trim() });
      session.getState().updateSignedInUser(updated);
      toast.success('Profile updated', 3000);
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  // A Read Only user's details are shown, not a form: a form without a way to submit it is one
  // a keyboard user is stuck in (WCAG 3.2.2).
  const Frame = readOnly ? 'section' : 'form';
  return (
    <Frame
      className="form form--card"
      onSubmit={readOnly ? undefined : submit}
      aria-labelledby="profile-details"
    >
      <h2 id="profile-details">Your details</h2>
      {isShadowing && (
        <p className="field__hint">You are acting in a child account as its partner.</p>
      )}
      <p id={errorId} className="form-error" role="alert" hidden={!error}>
        {error}
      </p>
      <div className="field">
        <label htmlFor="profile-name">Name</label>
        <input
          id="profile-name"
          type="text"
          autoComplete="name"
          required
          maxLength={120}
          value={name}
          readOnly={readOnly}
          aria-describedby={readOnly ? hintId : undefined}
          onChange={(e) => setName(e.target.value)}
        />
        {readOnly && (
          <p id={hintId} className="field__hint">
            Read Only users cannot change their profile. Ask an administrator.
          </p>
        )}
      </div>
      {!readOnly && (
        <Button
          type="submit"
          variant="primary"
          disabled={busy || !user || !name.trim() || name.trim() === user.name}
        >
          Save Changes
        </Button>
      )}
    </Frame>
  );
}

function ChangePasswordForm() {
  const { api } = useApi();
  return (
    <PasswordForm
      askCurrent
      submitLabel="Change Password"
      className="form form--card"
      labelledBy="profile-password"
      onSubmit={async ({ current_password, password }) => {
        await api.passwords.change({ current_password, new_password: password });
        toast.success('Password changed', 3000);
      }}
    >
      <h2 id="profile-password">Change password</h2>
    </PasswordForm>
  );
}
