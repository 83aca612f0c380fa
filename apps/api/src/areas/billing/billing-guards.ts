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
