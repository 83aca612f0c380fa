import type { Account, SignIn } from '@plaudit/api-client';
import { ApiProvider, createSessionStore, EMPTY_AUTH } from '@plaudit/hooks';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SignInHistory } from '../users/SignInHistory';
import { PartnerSignInConsent } from './PartnerSignInConsent';

const ACCOUNT = {
  id: 1,
  name: 'Blue Fern Bistro',
  parent_id: 2,
  partner_owner_sign_in: false,
} as Account;

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

function setup(
  node: (onSaved: (a: Account) => void) => React.ReactNode,
  auth: Partial<typeof EMPTY_AUTH>,
  answer: (path: string, body: unknown) => Response,
) {
  const calls: { path: string; body: unknown }[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://test');
    const body = init?.body ? JSON.parse(String(init.body)) : null;
    calls.push({ path: url.pathname, body });
    return answer(url.pathname, body);
  };
  const session = createSessionStore({ storage: null, window: null });
  session.setState({
    auth: { ...EMPTY_AUTH, token: 't0k3n', account_id: 1, user_id: 5, ...auth },
  });
  const saved: Account[] = [];
  render(
    <ApiProvider baseUrl="/api" fetch={fetch} session={session} loadOnMount={false}>
      {node((a) => saved.push(a))}
    </ApiProvider>,
  );
  return { calls, saved };
}

describe('PartnerSignInConsent', () => {
  it('lets the owner of a child account allow the partner to sign in as them', async () => {
    const { calls, saved } = setup(
      (onSaved) => <PartnerSignInConsent account={ACCOUNT} onSaved={onSaved} />,
      { isAccountOwner: true },
      (_path, body) => json({ ...ACCOUNT, ...(body as object) }),
    );
    const toggle = screen.getByRole('switch', { name: 'Let my partner sign in as me' });
    expect((toggle as HTMLInputElement).checked).toBe(false);
    fireEvent.click(toggle);
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(calls).toEqual([{ path: '/api/accounts/1', body: { partner_owner_sign_in: true } }]);
    expect(saved[0]?.partner_owner_sign_in).toBe(true);
  });

  it('is not shown to others, to an owner acting through a partner, or without a partner', () => {
    const none = () => json({}, 500);
    setup((s) => <PartnerSignInConsent account={ACCOUNT} onSaved={s} />, {}, none);
    setup(
      (s) => <PartnerSignInConsent account={ACCOUNT} onSaved={s} />,
      { isAccountOwner: true, isImpersonated: true },
      none,
    );
    setup(
      (s) => <PartnerSignInConsent account={{ ...ACCOUNT, parent_id: null }} onSaved={s} />,
      { isAccountOwner: true },
      none,
    );
    expect(screen.queryByRole('switch')).toBeNull();
  });
});

describe('SignInHistory', () => {
  it('lists the sign-ins, naming the partner user who signed in as the user', async () => {
    const items: SignIn[] = [
      {
        id: 2,
        user_id: 5,
        method: 'impersonated',
        impersonated: true,
        created_at: '2026-03-04T15:07:00Z',
        expires_at: '2026-04-03T15:07:00Z',
        revoked_at: null,
        issued_by: {
          user_id: 9,
          name: 'Pat Partner',
          email: 'partner@demo.test',
          account_id: 2,
          account_name: 'Summit Hospitality Partners',
        },
      },
      {
        id: 1,
        user_id: 5,
        method: 'password',
        impersonated: false,
        created_at: '2026-03-01T09:00:00Z',
        expires_at: '2026-03-31T09:00:00Z',
        revoked_at: null,
        issued_by: null,
      },
    ];
    const { calls } = setup(
      () => <SignInHistory userId={5} />,
      {},
      () =>
        json({
          _embedded: { sign_ins: items },
          _total: 2,
          _total_pages: 1,
          _page: 1,
          _per_page: 20,
        }),
    );
    const list = await screen.findByRole('list', { name: 'Sign-ins' });
    expect(calls[0]?.path).toBe('/api/users/5/sign_ins');
    const rows = list.querySelectorAll('li');
    expect(rows[0]?.textContent).toContain(
      'by Pat Partner (partner@demo.test) of Summit Hospitality Partners',
    );
    expect(rows[0]?.textContent).toContain('Impersonated');
    expect(rows[1]?.textContent).toContain('Signed in');
    expect(rows[1]?.textContent).not.toContain('Partner');
  });
});
