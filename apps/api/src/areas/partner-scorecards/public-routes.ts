import {
  PARTNER_SCORECARD_TOKEN,
  type PartnerScorecardLeadBody,
  type PublicPartnerScorecard,
  partnerScorecardLeadBody,
} from '@plaudit/api-client/schemas';
import { Hono } from 'hono';
import type { Db } from '../../db/open-database';
import { clientAddress } from '../../http/client-address';
import type { AppDeps, AppEnv } from '../../http/context';
import { notFound } from '../../http/errors';
import { describeRoute } from '../../http/openapi/describe-route';
import { limitRequests } from '../../http/rate-limit';
import { input, readBody } from '../../http/validate';
import { snapshotsOf } from './scorecard-reads';

const HEX = /^#[0-9a-fA-F]{6}$/;

/** Page views per address: generous (a prospect reloads), but a scraper is stopped. */
export const PUBLIC_VIEW_LIMIT = 120;
/** Lead form answers per address in 10 minutes (each mails the partner's administrators). */
export const LEAD_LIMIT = 5;

const viewLimit = limitRequests({
  name: 'partner-scorecard-views',
  windowMs: 60_000,
  limit: PUBLIC_VIEW_LIMIT,
  key: (c) => clientAddress(c),
  message: 'Too many requests. Please try again in a minute.',
});
const leadLimit = limitRequests({
  name: 'partner-scorecard-leads',
  windowMs: 10 * 60_000,
  limit: LEAD_LIMIT,
  key: (c) => clientAddress(c),
  message: 'Too many messages from this address. Please try again in a few minutes.',
});

/** The scorecard a share token opens (null: no such token, or not a token at all). */
async function cardOfToken(db: Db, token: string) {
  if (!PARTNER_SCORECARD_TOKEN.test(token)) return null;
  return (
    (await db
      .selectFrom('partner_scorecards as c')
      .innerJoin('accounts as a', 'a.id', 'c.account_id')
      .leftJoin('whitelabels as w', 'w.id', 'a.whitelabel_id')
      .select([
        'w.navigation_background_color as brand_background',
        'w.main_text_color as brand_text',
        'c.id',
        'c.account_id',
        'c.business_name',
        'c.address',
        'a.name as partner_name',
      ])
      .where('c.share_token', '=', token)
      .executeTakeFirst()) ?? null
  );
}

/** Mails the lead to the partner account's administrators (a failure is logged, not answered). */
async function mailLead(
  deps: AppDeps,
  card: { id: number; account_id: number; business_name: string },
  lead: PartnerScorecardLeadBody,
) {
  const admins = await deps.db
    .selectFrom('users')
    .select('email')
    .where('account_id', '=', card.account_id)
    .where('user_type', '=', 'administrator')
    .where('deleted_at', 'is', null)
    .execute();
  if (!admins.length) return;
  const link = `${deps.publicOrigin.replace(/\/$/, '')}/partner-tools/scorecards/${card.id}`;
  const lines = [
    `Someone answered the lead form of your scorecard of ${card.business_name}.`,
    '',
    `Name: ${lead.name}`,
    `Email: ${lead.email}`,
    ...(lead.phone ? [`Phone: ${lead.phone}`] : []),
    ...(lead.business ? [`Business: ${lead.business}`] : []),
    ...(lead.message ? ['', 'Message:', lead.message] : []),
    '',
    `They agreed to be contacted. See every lead of this scorecard: ${link}`,
  ];
  await deps.providers.mail
    .send({
      to: admins.map((a) => a.email),
      subject: `New lead from your scorecard of ${card.business_name}`,
      text: lines.join('\n'),
    })
    .catch((err: Error) => console.error(`scorecard lead mail failed: ${err.message}`));
}

/**
 * /public/partner_scorecards/{token}: the public scorecard page's data and its lead form
 * (no login; the token is the 22-character random share token, never the serial id).
 */
export function publicPartnerScorecardRoutes() {
  const app = new Hono<AppEnv>();

  app.get(
    '/:token',
    describeRoute({
      returns: 'PublicPartnerScorecard',
      summary: 'A shared scorecard, its newest snapshot (no login)',
    }),
    viewLimit,
    async (c) => {
      const { db } = c.var.deps;
      const card = await cardOfToken(db, c.req.param('token'));
      if (!card) throw notFound('Scorecard');
      const [snapshot] = await snapshotsOf(db, card.account_id, [card.id], true);
      if (!snapshot) throw notFound('Scorecard');
      delete (snapshot as Partial<{ scorecard_id: number }>).scorecard_id;
      const answer: PublicPartnerScorecard = {
        partner_name: card.partner_name,
        brand:
          card.brand_background &&
          card.brand_text &&
          HEX.test(card.brand_background) &&
          HEX.test(card.brand_text)
            ? { background_color: card.brand_background, text_color: card.brand_text }
            : null,
        business_name: card.business_name,
        address: card.address,
        prepared_at: snapshot.created_at,
        snapshot,
      };
      c.header('cache-control', 'private, max-age=60');
      return c.json(answer);
    },
  );

  app.post(
    '/:token/leads',
    describeRoute({
      status: 201,
      returns: { type: 'object', properties: { ok: { const: true } }, required: ['ok'] },
      summary: 'The lead form: stored for the partner and mailed to its administrators',
    }),
    leadLimit,
    input('json', partnerScorecardLeadBody, { deferred: true }),
    async (c) => {
      const { deps } = c.var;
      const card = await cardOfToken(deps.db, c.req.param('token'));
      if (!card) throw notFound('Scorecard');
      const lead = await readBody(c);
      await deps.db
        .insertInto('partner_scorecard_leads')
        .values({
          account_id: card.account_id,
          scorecard_id: card.id,
          name: lead.name,
          email: lead.email,
          phone: lead.phone || null,
          business: lead.business || null,
          message: lead.message || null,
          consent: lead.consent,
        })
        .execute();
      await mailLead(deps, card, lead);
      return c.json({ ok: true as const }, 201);
    },
  );

  return app;
}
