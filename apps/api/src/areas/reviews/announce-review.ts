import { REVIEWS_CHANNEL, type Review } from '@plaudit/api-client/schemas';
import type { AppDeps } from '../../http/context';
import { locationProvidersOf } from '../../providers/location-providers';
import { emitWebhookEvent } from '../webhooks/emit-webhook-event';

/**
 * Tells the world a review arrived or changed, once it is stored and analysed: the account's
 * webhooks get `review.created` / `review.updated` with the whole review, and open review
 * lists hear of it on the live channel. (Alerts are queued with the review itself.)
 */
export async function announceReview(
  deps: Pick<AppDeps, 'db' | 'providers'>,
  review: Review,
  created: boolean,
): Promise<void> {
  await deps.db
    .transaction()
    .execute((tx) =>
      emitWebhookEvent(
        tx,
        review.account_id,
        created ? 'review.created' : 'review.updated',
        review,
      ),
    );
  locationProvidersOf(deps).realtime.publish(review.account_id, REVIEWS_CHANNEL, {
    event: 'review',
    action: created ? 'REVIEW_CREATED' : 'REVIEW_UPDATED',
    review_id: review.id,
    location_id: review.location_id,
  });
}
