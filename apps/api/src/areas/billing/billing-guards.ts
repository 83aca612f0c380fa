import { BILLING_MESSAGES } from '@plaudit/api-client/schemas';
import type { AuthContext } from '../../http/context';
import { forbidden } from '../../http/errors';
import { guard } from '../../http/permissions';

export const ADMINS_ONLY =
  'Only an administrator of your account can change billing. Please contact an admin.';
export const NO_PRICES = 'Prices are not shown for this account.';

/** Administrators only (403), before any input is read. */
export const admins = guard((auth) => {
  if (auth.userType !== 'administrator') throw forbidden(ADMINS_ONLY);
});
/** Administrators of accounts whose billing shows Plaudit's prices (not white-labelled). */
export const priceViewers = guard((auth) => {
  if (auth.userType !== 'administrator') throw forbidden(ADMINS_ONLY);
  if (auth.session.isWhitelabel) throw forbidden(NO_PRICES);
});

/**
 * A white-labelled account (a partner's client) is billed by its partner: its card and plan
 * are not changed here (403 with the message the billing pages show), so the pages and the
 * server say the same. Called after the account id is scoped, so another account stays 404.
 */
export function selfBilled(auth: AuthContext) {
  if (auth.session.isWhitelabel) throw forbidden(BILLING_MESSAGES.managedByPartner);
}
