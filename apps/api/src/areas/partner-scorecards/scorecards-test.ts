import type { PartnerScorecard, Session } from '@plaudit/api-client/schemas';
import { afterAll, beforeAll } from 'vitest';
import { makeUser } from '../../../test/partner-fixtures';
import { type ExportTest, json, startExportTest } from '../../../test/run-export';

/** A lead form filled in as a prospect would. */
export const LEAD = {
  name: 'Rosa Diaz',
  email: 'rosa@example.com',
  phone: '(512) 555-0123',
  business: 'Rosa’s Tacos',
  message: 'Call me after 3pm.',
  consent: true,
};

/**
 * The API on a copy of the demo data, signed in as the demo partner, a manager, a user and
 * another partner of its own, and the partner's child account's admin (`childAdmin`), with the
 * partner's calls and the public page's. Its fields are filled once the file's `beforeAll` ran.
 */
export function scorecardsTest() {
  const sc = {} as {
    t: ExportTest;
    partner: Session;
    manager: Session;
    plainUser: Session;
    childAdmin: Session;
    otherPartner: Session;
    /** The first seeded scorecard. */
    seededId: number;
  };
  const get = (path: string, auth: Session = sc.partner) =>
    sc.t.api.request(`/api${path}`, { auth });
  const send = (method: string, path: string, body: unknown, auth: Session = sc.partner) =>
    sc.t.api.request(`/api${path}`, { method, auth, json: body });
  const from = (address: string) => ({ 'x-forwarded-for': address });
  const publicGet = (token: string, address = '198.51.100.1') =>
    sc.t.api.request(`/api/public/partner_scorecards/${token}`, { headers: from(address) });
  const sendLead = (token: string, body: unknown, address: string) =>
    sc.t.api.request(`/api/public/partner_scorecards/${token}/leads`, {
      method: 'POST',
      json: body,
      headers: from(address),
    });

  beforeAll(async () => {
    sc.t = await startExportTest();
    sc.partner = await sc.t.api.login('partner@demo.test');
    sc.childAdmin = sc.t.admin;
    sc.manager = await makeUser(sc.t.api, {
      accountId: sc.partner.account_id,
      userType: 'manager',
    });
    sc.plainUser = await makeUser(sc.t.api, { accountId: sc.partner.account_id, userType: 'user' });
    sc.otherPartner = await makeUser(sc.t.api, { parentAccountName: 'Other Partner Co' });
    const list = await json<{ _embedded: { partner_scorecards: PartnerScorecard[] } }>(
      await get('/partner_scorecards'),
      200,
    );
    sc.seededId = list._embedded.partner_scorecards[0]!.id;
  });
  afterAll(() => sc.t.api.close());
  return Object.assign(sc, { get, send, publicGet, sendLead });
}
