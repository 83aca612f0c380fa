import { CONFIRMATION_HOURS } from '@plaudit/api-client/schemas';
import * as v from 'valibot';
import type { Db } from '../../db/open-database';
import { newToken } from '../../http/credentials';
import { defineJob, type JobRunContext } from '../../jobs/define-job';
import type { Providers } from '../../providers/providers';

export const CONFIRMATION_MAIL_JOB = 'signup.confirmation_mail';
/** At most this many confirmation mails go to one address an hour; more requests send nothing. */
export const CONFIRMATION_MAILS_PER_HOUR = 5;

/**
 * The mail of a signup or a resend, sent by the worker (the request only queues the address, so
 * its answer says nothing about who has an account):
 * - an unconfirmed user gets a new confirmation link (the older ones stop working), working
 *   once and for CONFIRMATION_HOURS;
 * - a confirmed user (someone signed up again with their address) is told they already have an
 *   account, with the links to log in and to reset the password;
 * - an unknown address gets nothing.
 */
export const confirmationMailJob = defineJob({
  kind: CONFIRMATION_MAIL_JOB,
  payload: v.object({ email: v.string() }),
  async handler(
    payload,
    { deps }: JobRunContext<{ db: Db; providers: Providers; publicOrigin: string }>,
  ) {
    const { db } = deps;
    const origin = deps.publicOrigin.replace(/\/$/, '');
    const email = payload.email.toLowerCase();
    const user = await db
      .selectFrom('users')
      .select(['id', 'account_id', 'email', 'name', 'confirmed_at'])
      .where((eb) => eb(eb.fn('lower', ['email']), '=', email))
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (!user) return;
    if (user.confirmed_at) {
      await deps.providers.mail.send({
        to: [user.email],
        subject: 'You already have a Plaudit account',
        text: [
          `Hello ${user.name},`,
          '',
          'Someone tried to create a Plaudit account with this email address, which already has one. You can log in here:',
          '',
          `${origin}/login`,
          '',
          `If you forgot your password, you can choose a new one here: ${origin}/forgot-password`,
          '',
          'If this was not you, you can ignore this e-mail.',
        ].join('\n'),
      });
      return;
    }
    const now = new Date();
    const { recent } = await db
      .selectFrom('signup_confirmations')
      .select((eb) => eb.fn.countAll<number>().as('recent'))
      .where('account_id', '=', user.account_id)
      .where('user_id', '=', user.id)
      .where('created_at', '>', new Date(now.getTime() - 60 * 60_000))
      .executeTakeFirstOrThrow();
    if (Number(recent) >= CONFIRMATION_MAILS_PER_HOUR) return;
    const { token, hash } = newToken();
    await db.transaction().execute(async (tx) => {
      await tx
        .updateTable('signup_confirmations')
        .set({ used_at: now })
        .where('account_id', '=', user.account_id)
        .where('user_id', '=', user.id)
        .where('used_at', 'is', null)
        .execute();
      await tx
        .insertInto('signup_confirmations')
        .values({
          account_id: user.account_id,
          user_id: user.id,
          token_hash: hash,
          expires_at: new Date(now.getTime() + CONFIRMATION_HOURS * 3_600_000),
        })
        .execute();
    });
    await deps.providers.mail.send({
      to: [user.email],
      subject: 'Confirm your email address for Plaudit',
      text: [
        `Hello ${user.name},`,
        '',
        `Welcome to Plaudit! To confirm your email address and start your free trial, open this link within ${CONFIRMATION_HOURS} hours:`,
        '',
        `${origin}/signup/confirm?token=${encodeURIComponent(token)}`,
        '',
        'If you did not sign up for Plaudit, you can ignore this e-mail.',
      ].join('\n'),
    });
  },
});
