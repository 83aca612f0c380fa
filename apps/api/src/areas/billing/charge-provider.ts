import { badRequest, HttpError } from '../../http/errors';
import {
  PaymentDeclined,
  type PaymentSource,
  PaymentSourceRefused,
  PLAN_INFO,
} from '../../providers/billing';

/** The provider's failure as an answer: a decline is 422 (402 would mean an inactive account). */
export async function charging<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (err instanceof PaymentDeclined) throw new HttpError(422, err.message);
    if (err instanceof PaymentSourceRefused) throw badRequest(err.message);
    if (err instanceof HttpError) throw err;
    console.error('billing provider failed:', err instanceof Error ? err.message : err);
    throw new HttpError(502, 'The billing service could not be reached. Please try again later.');
  }
}

export function paymentSource(body: {
  card?: { number: string; exp_month: number; exp_year: number; cvc: string; name?: string };
  payment_method_id?: string;
}): PaymentSource | undefined {
  if (body.card) return { card: body.card };
  if (body.payment_method_id) return { paymentMethodId: body.payment_method_id };
  return undefined;
}

/** The plan and location count a caller may choose (400 naming the rule otherwise). */
export function checkPlanChange(planCode: keyof typeof PLAN_INFO, count: number, inUse: number) {
  const min = PLAN_INFO[planCode].minLocations;
  if (count < min)
    throw badRequest(
      `location_count must be at least ${min} on the ${PLAN_INFO[planCode].name} plan`,
    );
  if (count < inUse)
    throw badRequest(`location_count must be at least ${inUse}, the account's locations`);
}
