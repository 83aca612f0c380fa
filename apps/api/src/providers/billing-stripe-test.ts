import type { Session } from '@plaudit/api-client/schemas';
import { afterAll, beforeAll, expect } from 'vitest';
import { startFakeStripe } from '../../test/fake-stripe';
import { startTestApi, type TestApi } from '../../test/test-api';
import { stripeBilling } from './billing-stripe';

/** Reads a JSON answer after checking its status. */
export const json = async <T>(res: Response, code: number): Promise<T> => {
  expect(res.status, await res.clone().text()).toBe(code);
  return (await res.json()) as T;
};

/**
 * The API on a fresh copy of the demo data with Stripe billing against a fake Stripe, signed in
 * as the expired account's admin and user. Its fields are filled once the file's `beforeAll` ran.
 */
export function stripeTest() {
  const s = {} as {
    api: TestApi;
    apiBase: string;
    admin: Session;
    user: Session;
  };
  let closeStripe: () => void;
  /** A billing call of the expired account, as its admin unless told. */
  const post = (path: string, body: unknown, auth = s.admin, method = 'POST') =>
    s.api.request(`/api/billing/${s.admin.account_id}${path}`, { method, auth, json: body });

  beforeAll(async () => {
    const stripe = await startFakeStripe();
    s.apiBase = stripe.apiBase;
    closeStripe = stripe.close;
    s.api = await startTestApi();
    s.api.deps.providers.billing = stripeBilling(s.api.db, {
      secretKey: 'sk_test_fake',
      apiBase: s.apiBase,
    });
    [s.admin, s.user] = await Promise.all([
      s.api.login('expired@demo.test'),
      s.api.login('expired-user@demo.test'),
    ]);
  });
  afterAll(async () => {
    closeStripe();
    await s.api.close();
  });
  return Object.assign(s, { post });
}
