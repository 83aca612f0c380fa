// The signup messages apart from the signup schemas (signup.ts re-exports them): the sign-in
// screen compares an error with one of them without downloading valibot and the schemas.

/** Texts of the way in (spec 1 section 8 gives the failure; the others are designed). */
export const SIGNUP_MESSAGES = {
  failed: 'There was an issue creating your account. Please refresh and try again.',
  breached:
    'This password appears in a list of passwords exposed in data breaches. Please choose another one.',
  sameAsEmail: 'Your password must not be your email address.',
  expired: 'This confirmation link has expired or was already used. We can send you a new one.',
  unconfirmed:
    'Please confirm your email address first: open the link we sent you, or ask for a new one.',
  tooMany: 'Too many signups from this network. Please wait an hour and try again.',
} as const;
