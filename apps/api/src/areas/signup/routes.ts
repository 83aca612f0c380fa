import {
  confirmBody,
  confirmResendBody,
  SIGNUP_MESSAGES,
  type SignupPrices,
  type SignupResult,
  signupUserBody,
  TRIAL_DAYS,
} from '@plaudit/api-client/schemas';
import { Hono } from 'hono';
import { clientAddress } from '../../http/client-address';
import type { AppEnv } from '../../http/context';
import { hashPassword, hashToken } from '../../http/credentials';
import { badRequest } from '../../http/errors';
import { describeRoute } from '../../http/openapi/describe-route';
import { limitRequests } from '../../http/rate-limit';
import { input } from '../../http/validate';
import { enqueue } from '../../jobs/queue';
import { PLAN_INFO } from '../../providers/billing';
import { billingOf } from '../../providers/billing-of';
import { requireAcceptablePassword } from '../auth/check-new-password';
import { startSession } from '../auth/start-session';
import { useEmailedLink } from '../auth/use-emailed-link';
import { charging } from '../billing/charge-provider';
import { confirmationMailJob } from './jobs';
import { TRIAL_SETTINGS } from './trial-settings';

/** One network creates at most 10 accounts an hour (refused input creates nothing and is not counted). */
const signupLimit = limitRequests({
  name: 'signup-client',
  windowMs: 60 * 60_000,
  limit: 10,
  key: clientAddress,
  count: 'successes',
  message: SIGNUP_MESSAGES.tooMany,
});
/** Confirmation mails asked for by one client: 10 in 15 minutes. */
const resendLimit = limitRequests({
  name: 'confirm-resend-client',
  windowMs: 15 * 60_000,
  limit: 10,
  key: clientAddress,
  message: 'Too many requests. Please wait a few minutes and try again.',
});
/** Wrong confirmation tokens from one client: 20 in 15 minutes. */
const confirmLimit = limitRequests({
  name: 'confirm-token-client',
  windowMs: 15 * 60_000,
  limit: 20,
  key: clientAddress,
  count: 'failures',
  message: 'Too many attempts. Please wait a few minutes and try again.',
});

const isUniqueViolation = (err: unknown) => (err as { code?: string })?.code === '23505';

/**
 * POST /signup/user: a new business's account (pending until its address is confirmed, with the
 * trial's settings) and its first user (administrator and owner). The confirmation mail is
 * queued in the same transaction. An address that already has an account gets the same answer
 * (and a mail saying so), so signup does not tell who uses Plaudit.
 */
export function signupRoutes() {
  const app = new Hono<AppEnv>();
  /**
   * GET /signup/prices: the prices after the trial, for the signup page (no credentials): every
   * plan's price per location and month, and the one-time setup of a first subscription.
   */
  app.get('/prices', describeRoute({ returns: 'SignupPrices' }), async (c) => {
    const catalog = await charging(() => billingOf(c.var.deps).catalog());
    const answer: SignupPrices = {
      trial_days: TRIAL_DAYS,
      currency: 'USD',
      interval_unit: 'month',
      plans: catalog.plans.map((p) => ({
        code: p.code,
        name: PLAN_INFO[p.code].name,
        unit_cents: p.unitCents,
        min_locations: PLAN_INFO[p.code].minLocations,
      })),
      setup_cents: catalog.setupCents,
    };
    c.header('Cache-Control', 'public, max-age=300');
    return c.json(answer);
  });
  app.post(
    '/user',
    describeRoute({ returns: 'SignupResult', status: 201 }),
    signupLimit,
    input('json', signupUserBody),
    async (c) => {
      const { db } = c.var.deps;
      const body = c.req.valid('json');
      requireAcceptablePassword(body.password, body.email);
      const email = body.email.toLowerCase();
      const passwordHash = await hashPassword(body.password);
      try {
        await db.transaction().execute(async (tx) => {
          const taken = await tx
            .selectFrom('users')
            .select('id')
            .where((eb) => eb(eb.fn('lower', ['email']), '=', email))
            .where('deleted_at', 'is', null)
            .executeTakeFirst();
          if (!taken) {
            const account = await tx
              .insertInto('accounts')
              .values({
                name: body.business_name,
                status: 'pending',
                plan_code: 'trial',
                vertical: body.vertical,
                segment: 'Self-serve signup',
              })
              .returning('id')
              .executeTakeFirstOrThrow();
            await tx
              .insertInto('account_settings')
              .values(
                Object.entries(TRIAL_SETTINGS).map(([code, value]) => ({
                  account_id: account.id,
                  code,
                  value,
                })),
              )
              .execute();
            await tx
              .insertInto('users')
              .values({
                account_id: account.id,
                email: body.email,
                name: body.name,
                user_type: 'administrator',
                owner: true,
                password_hash: passwordHash,
                confirmed_at: null,
              })
              .execute();
          }
          await enqueue(tx, confirmationMailJob, { email });
        });
      } catch (err) {
        // Two signups with one address at once: the second one is 'already has an account'.
        if (!isUniqueViolation(err)) throw err;
        await enqueue(db, confirmationMailJob, { email });
      }
      return c.json({ status: 'confirmation_sent', email: body.email } satisfies SignupResult, 201);
    },
  );
  return app;
}

/**
 * /confirm:
 * - POST {email}: a new confirmation link for an unconfirmed address (always 202, queued).
 * - PATCH {token}: confirms the address once, starts the TRIAL_DAYS trial (the account goes
 *   from pending to trial) and answers a new session; a used or expired link is a 400.
 */
export function confirmRoutes() {
  const app = new Hono<AppEnv>();
  app.post(
    '/',
    describeRoute({ returns: 'SignupResult', status: 202 }),
    resendLimit,
    input('json', confirmResendBody),
    async (c) => {
      const body = c.req.valid('json');
      await enqueue(c.var.deps.db, confirmationMailJob, { email: body.email.toLowerCase() });
      return c.json({ status: 'confirmation_sent', email: body.email } satisfies SignupResult, 202);
    },
  );
  app.patch(
    '/',
    describeRoute({ returns: 'Session' }),
    confirmLimit,
    input('json', confirmBody),
    async (c) => {
      const { db } = c.var.deps;
      const body = c.req.valid('json');
      const link = await db
        .selectFrom('signup_confirmations as s')
        .innerJoin('users as u', 'u.id', 's.user_id')
        .select(['s.id', 's.account_id', 's.user_id'])
        .where('s.token_hash', '=', hashToken(body.token))
        .where('s.used_at', 'is', null)
        .where('s.expires_at', '>', new Date())
        .where('u.deleted_at', 'is', null)
        .executeTakeFirst();
      if (!link) throw badRequest(SIGNUP_MESSAGES.expired);
      const now = new Date();
      await db.transaction().execute(async (tx) => {
        await useEmailedLink(tx, 'signup_confirmations', link, now, SIGNUP_MESSAGES.expired, {
          endOthers: true,
        });
        await tx
          .updateTable('users')
          .set({ confirmed_at: now, updated_at: now })
          .where('id', '=', link.user_id)
          .where('account_id', '=', link.account_id)
          .execute();
        await tx
          .updateTable('accounts')
          .set({
            status: 'trial',
            trial_started_at: now,
            trial_ended_at: new Date(now.getTime() + TRIAL_DAYS * 86_400_000),
            updated_at: now,
          })
          .where('id', '=', link.account_id)
          .where('status', '=', 'pending')
          .execute();
      });
      return c.json(await startSession(db, { id: link.user_id, account_id: link.account_id }));
    },
  );
  return app;
}
