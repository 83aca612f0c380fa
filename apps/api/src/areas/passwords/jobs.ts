import * as v from 'valibot';
import type { Db } from '../../db/open-database';
import { newToken } from '../../http/credentials';
import { defineJob, type JobRunContext } from '../../jobs/define-job';
import type { Providers } from '../../providers/providers';

export const RESET_MAIL_JOB = 'passwords.reset_mail';
/** A reset link works once, for one hour. */
export const RESET_TTL_MS = 60 * 60 * 1000;
/** At most this many reset mails go to one address an hour; more requests send nothing. */
export const RESET_MAILS_PER_HOUR = 3;

/**
 * The reset mail, sent by the worker: POST /passwords only queues the address,
 * so its answer takes the same time whether or not an account has it. Here an
 * unknown address, or one that had its three mails this hour, gets nothing.
 */
export const resetMailJob = defineJob({
  kind: RESET_MAIL_JOB,
  payload: v.object({ email: v.string() }),
  async handler(
    payload,
    { deps }: JobRunContext<{ db: Db; providers: Providers; publicOrigin: string }>,
  ) {
    const { db } = deps;
    const email = payload.email.toLowerCase();
    const user = await db
      .selectFrom('users')
      .select(['id', 'account_id', 'email', 'name'])
      .where((eb) => eb(eb.fn('lower', ['email']), '=', email))
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (!user) return;
    const { recent } = await db
      .selectFrom('password_resets')
      .select((eb) => eb.fn.countAll<number>().as('recent'))
      .where('account_id', '=', user.account_id)
      .where('user_id', '=', user.id)
      .where('created_at', '>', new Date(Date.now() - 60 * 60_000))
      .executeTakeFirstOrThrow();
    if (Number(recent) >= RESET_MAILS_PER_HOUR) return;
    const { token, hash } = newToken();
    await db
      .insertInto('password_resets')
      .values({
        account_id: user.account_id,
        user_id: user.id,
        token_hash: hash,
        expires_at: new Date(Date.now() + RESET_TTL_MS),
      })
      .execute();
    const link = `${deps.publicOrigin.replace(/\/$/, '')}/reset-password?token=${encodeURIComponent(token)}`;
    await deps.providers.mail.send({
      to: [user.email],
      subject: 'Reset your Plaudit password',
      text: [
        `Hello ${user.name},`,
        '',
        'Someone asked to reset the password of your Plaudit account. To choose a new password, open this link within one hour:',
        '',
        link,
        '',
        'If you did not ask for this, you can ignore this e-mail; your password stays the same.',
      ].join('\n'),
    });
  },
});
