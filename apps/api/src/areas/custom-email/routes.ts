import {
  CUSTOM_EMAIL_COLOR,
  CUSTOM_EMAIL_MESSAGES,
  type CustomEmailPreview,
  customEmailBody,
  customEmailConfirmBody,
  customEmailPreviewBody,
} from '@plaudit/api-client/schemas';
import { Hono } from 'hono';
import { authenticate, loadSettings } from '../../http/authenticate';
import { clientAddress } from '../../http/client-address';
import type { AppEnv } from '../../http/context';
import { hashToken, newToken } from '../../http/credentials';
import { badRequest, forbidden } from '../../http/errors';
import { describeRoute } from '../../http/openapi/describe-route';
import { allow, guard } from '../../http/permissions';
import { limitRequests } from '../../http/rate-limit';
import { input } from '../../http/validate';
import { composeRequestMail } from '../campaigns/compose-request';
import { toCustomEmailSender } from './custom-sender';

/** A sender confirmation link works for three days. */
export const CUSTOM_EMAIL_LINK_TTL_MS = 3 * 24 * 60 * 60 * 1000;

/** The account's administrators (account update), with the `custom_email` setting on. */
const mayUseCustomEmail = guard(async (auth, c) => {
  const settings = await loadSettings(c.var.deps.db, auth.accountId);
  if (settings.custom_email !== true) throw forbidden(CUSTOM_EMAIL_MESSAGES.off);
});

/** Changes of the sender mail a link: at most 10 an hour per account. */
const changeLimit = limitRequests({
  name: 'custom-email-change',
  windowMs: 60 * 60_000,
  limit: 10,
  key: (c) => String(c.var.auth.accountId),
  message: 'Too many sender changes. Please wait an hour and try again.',
});
/** Wrong confirmation tokens from one client: 20 in 15 minutes. */
const confirmLimit = limitRequests({
  name: 'custom-email-confirm-client',
  windowMs: 15 * 60_000,
  limit: 20,
  key: clientAddress,
  count: 'failures',
  message: 'Too many attempts. Please wait a few minutes and try again.',
});

const PLAUDIT_COLOR = '#1f2a44';

/**
 * /custom_email: the account's own sender for review requests and alerts.
 * - GET: the sender and its status (not_set, pending, confirmed).
 * - PUT {from_name, from_address, color, logo_url}: a new address is `pending` and gets a
 *   three-day confirmation link; requests and alerts keep Plaudit's sender until it is opened.
 * - DELETE: back to Plaudit's sender.
 * - POST /confirmations {token}: the link's page confirms the address (no sign-in).
 * - POST /previews: the review request e-mail as these settings would send it.
 */
export function customEmailRoutes() {
  const app = new Hono<AppEnv>();
  app.use('/', authenticate());
  app.use('/previews', authenticate());

  app.get(
    '/',
    describeRoute({ returns: 'CustomEmailSender' }),
    allow('account', 'update'),
    mayUseCustomEmail,
    async (c) => {
      const accountId = c.var.auth.accountId;
      const row = await c.var.deps.db
        .selectFrom('custom_email_senders')
        .selectAll()
        .where('account_id', '=', accountId)
        .executeTakeFirst();
      return c.json(toCustomEmailSender(accountId, row));
    },
  );

  app.put(
    '/',
    describeRoute({ returns: 'CustomEmailSender' }),
    allow('account', 'update'),
    mayUseCustomEmail,
    changeLimit,
    input('json', customEmailBody),
    async (c) => {
      const auth = c.var.auth;
      const body = c.req.valid('json');
      const { db, providers, publicOrigin } = c.var.deps;
      const now = new Date();
      const before = await db
        .selectFrom('custom_email_senders')
        .selectAll()
        .where('account_id', '=', auth.accountId)
        .executeTakeFirst();
      const sameAddress =
        before !== undefined &&
        before.from_address.toLowerCase() === body.from_address.toLowerCase();
      // A new address must confirm again; the same one keeps its confirmation.
      const link = sameAddress && before?.confirmed_at ? null : newToken();
      const values = {
        from_name: body.from_name,
        from_address: body.from_address,
        color: body.color,
        logo_url: body.logo_url,
        updated_by_user_id: auth.userId,
        updated_at: now,
        ...(link
          ? {
              confirmed_at: null,
              token_hash: link.hash,
              token_expires_at: new Date(now.getTime() + CUSTOM_EMAIL_LINK_TTL_MS),
            }
          : {}),
      };
      const row = await db
        .insertInto('custom_email_senders')
        .values({ account_id: auth.accountId, ...values })
        .onConflict((oc) => oc.column('account_id').doUpdateSet(values))
        .returningAll()
        .executeTakeFirstOrThrow();
      if (link) {
        const origin = publicOrigin.replace(/\/$/, '');
        await providers.mail.send({
          to: [body.from_address],
          subject: 'Confirm this address as your review requests’ sender',
          text: [
            'Hello,',
            '',
            `Someone at your business asked Plaudit to send review requests and alerts as "${body.from_name}" <${body.from_address}>. To allow it, open this link within three days:`,
            '',
            `${origin}/confirm-sender?token=${encodeURIComponent(link.token)}`,
            '',
            'If you did not expect this, ignore this e-mail: nothing is sent from this address until the link is opened.',
          ].join('\n'),
        });
      }
      return c.json(toCustomEmailSender(auth.accountId, row));
    },
  );

  app.delete(
    '/',
    describeRoute({ status: 204 }),
    allow('account', 'update'),
    mayUseCustomEmail,
    async (c) => {
      await c.var.deps.db
        .deleteFrom('custom_email_senders')
        .where('account_id', '=', c.var.auth.accountId)
        .execute();
      return c.body(null, 204);
    },
  );

  app.post(
    '/confirmations',
    describeRoute({ returns: 'CustomEmailSender' }),
    confirmLimit,
    input('json', customEmailConfirmBody),
    async (c) => {
      const { db } = c.var.deps;
      const body = c.req.valid('json');
      const now = new Date();
      // One statement: a link confirms once, however many times it is opened at the same moment.
      const row = await db
        .updateTable('custom_email_senders')
        .set({ confirmed_at: now, token_hash: null, token_expires_at: null })
        .where('token_hash', '=', hashToken(body.token))
        .where('token_expires_at', '>', now)
        .returningAll()
        .executeTakeFirst();
      if (!row) throw badRequest(CUSTOM_EMAIL_MESSAGES.expired);
      return c.json(toCustomEmailSender(row.account_id, row));
    },
  );

  app.post(
    '/previews',
    describeRoute({ returns: 'CustomEmailPreview' }),
    allow('account', 'update'),
    mayUseCustomEmail,
    input('json', customEmailPreviewBody),
    async (c) => {
      const body = c.req.valid('json');
      const { db } = c.var.deps;
      // Without a colour or logo of its own, the e-mail keeps the white label's (the account's,
      // else its partner's), as sending does.
      const account = await db
        .selectFrom('accounts as a')
        .leftJoin('accounts as p', 'p.id', 'a.parent_id')
        .leftJoin('whitelabels as w', (j) =>
          j.on((eb) => eb('w.id', '=', eb.fn.coalesce('a.whitelabel_id', 'p.whitelabel_id'))),
        )
        .select(['a.name', 'w.navigation_background_color as color', 'w.logo_left as logo'])
        .where('a.id', '=', c.var.auth.accountId)
        .executeTakeFirstOrThrow();
      const color = body.color ?? account.color;
      const logo = body.logo_url ?? account.logo;
      const brand = {
        business_name: account.name,
        location_name: account.name,
        color: color && CUSTOM_EMAIL_COLOR.test(color) ? color : PLAUDIT_COLOR,
        logo: logo && /^https?:\/\//.test(logo) ? logo : null,
      };
      const mail = composeRequestMail(
        {
          subject: 'How was your visit to {location_name}?',
          content:
            'Hi {first_name},\n\nThank you for visiting {location_name}. How would you rate your visit?',
          layout: 'branded',
          header_text: null,
          header_image: null,
          use_header_image: false,
          feedback_type: 'stars',
        },
        brand,
        { email: 'jordan@example.com', phone: null, first_name: 'Jordan', last_name: null },
        { page: '#', answer: () => '#', open: 'data:,', unsubscribe: '#' },
      );
      return c.json({ subject: mail.subject, html: mail.html ?? '' } satisfies CustomEmailPreview);
    },
  );

  return app;
}
