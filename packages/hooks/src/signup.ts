import type { ApiError, SignupPrices } from '@plaudit/api-client';
import useSWR from 'swr';
import { useApi } from './api/api-provider';

/**
 * GET /signup/prices: the prices after the free trial, for the signup page. Asked signed in or
 * not (the page is public), so it is keyed apart from the account-scoped data hooks.
 */
export function useSignupPrices() {
  const { api } = useApi();
  return useSWR<SignupPrices, ApiError>(['@plaudit-public', 'signupPrices'], () =>
    api.signup.prices(),
  );
}
