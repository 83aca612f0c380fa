import type { OauthProvider } from '@plaudit/api-client/schemas';
import type { AppDeps } from '../../http/context';
import { openSecret, sealSecret } from '../../http/secret-box';
import { oauthClientConfig, refreshAccessToken } from '../../providers/oauth';
import {
  AccessRevokedError,
  isSandboxToken,
  reviewSiteClient,
  type SiteReview,
} from '../../providers/review-sites';
import { ingestReview } from '../reviews/ingest-review';
import { matchPlaces } from './match-places';

/** Pages read per place and sync: a first sync reads the recent past, later ones what is new. */
const MAX_PAGES = 10;
/** A token this close to its end is refreshed first. */
const REFRESH_MARGIN_MS = 5 * 60_000;

export type SyncDeps = Pick<AppDeps, 'db' | 'providers'>;
export type SyncResult =
  | { status: 'stopped'; reason: string }
  | { status: 'synced'; places: number; created: number; updated: number };

const httpUrl = (url: string | null | undefined) =>
  url && /^https?:\/\//i.test(url) ? url.slice(0, 2000) : null;

/** A site's review in the words of POST /api/reviews (sites send what they like: it is clipped). */
const arrivalOf = (r: SiteReview, locationId: number, sourceId: number) => ({
  location_id: locationId,
  source_id: sourceId,
  external_id: r.external_id.slice(0, 200),
  rating: Math.min(5, Math.max(1, Math.round(r.rating))),
  title: r.title ? r.title.slice(0, 300) : null,
  content: r.content.slice(0, 10_000),
  author_name: (r.author_name.trim() || 'Anonymous').slice(0, 200),
  published_at: new Date(r.published_at).toISOString(),
  url: httpUrl(r.url),
});

/** The connection's access token, refreshed when it is about to end and a refresh token exists. */
async function accessToken(deps: SyncDeps, integrationId: number, provider: OauthProvider) {
  const { db } = deps;
  const token = await db
    .selectFrom('oauth_tokens')
    .select(['id', 'access_token_box', 'refresh_token_box', 'expires_at'])
    .where('integration_id', '=', integrationId)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!token?.access_token_box) return null;
  const access = await openSecret(db, token.access_token_box);
  const ending =
    token.expires_at && new Date(token.expires_at).getTime() - Date.now() < REFRESH_MARGIN_MS;
  if (!ending || isSandboxToken(access)) return access;
  if (!token.refresh_token_box) throw new AccessRevokedError(provider, 'the access has ended');
  const fresh = await refreshAccessToken(
    oauthClientConfig(provider),
    await openSecret(db, token.refresh_token_box),
  );
  await db
    .updateTable('oauth_tokens')
    .set({
      access_token_box: await sealSecret(db, fresh.access_token),
      ...(fresh.refresh_token
        ? { refresh_token_box: await sealSecret(db, fresh.refresh_token) }
        : {}),
      expires_at: fresh.expires_in ? new Date(Date.now() + fresh.expires_in * 1000) : null,
    })
    .where('id', '=', token.id)
    .execute();
  return fresh.access_token;
}

/**
 * Reads one connection's new reviews from its review site: finds which of the site's places
 * are the account's locations (kept in location_integration_refs), then reads each place's
 * reviews newest first until it reaches the newest one the last sync saw, and hands each to
 * ingestReview (so a review read twice is updated, never added twice). A rate limit
 * (RateLimitedError) ends the sync where it is; what was read is kept. A token the site
 * refuses marks the integration expired.
 */
export async function syncReviews(deps: SyncDeps, integrationId: number): Promise<SyncResult> {
  const { db } = deps;
  const integration = await db
    .selectFrom('integrations as i')
    .innerJoin('accounts as a', 'a.id', 'i.account_id')
    .select(['i.id', 'i.account_id', 'i.source_code', 'i.status', 'a.name', 'a.vertical'])
    .where('i.id', '=', integrationId)
    .executeTakeFirst();
  if (integration?.status !== 'active')
    return { status: 'stopped', reason: 'the integration is not connected' };
  const provider = integration.source_code as OauthProvider;
  const accountId = integration.account_id;
  try {
    const token = await accessToken(deps, integrationId, provider);
    if (!token) return { status: 'stopped', reason: 'the integration has no access token' };
    const source = await db
      .selectFrom('sources')
      .select('id')
      .where('code', '=', provider)
      .executeTakeFirstOrThrow();
    const locations = await db
      .selectFrom('locations')
      .select(['id', 'name', 'google_place_id', 'website'])
      .where('account_id', '=', accountId)
      .orderBy('id')
      .execute();
    const client = reviewSiteClient(provider, token, integration);
    const { places } = await client.listPlaces(locations);
    const pairs = matchPlaces(locations, places);
    const refs = new Map(
      (
        await db
          .selectFrom('location_integration_refs')
          .select(['location_id', 'reference_id', 'synced_until'])
          .where('integration_id', '=', integrationId)
          .execute()
      ).map((r) => [r.location_id, r]),
    );
    let created = 0;
    let updated = 0;
    for (const { location, place } of pairs) {
      const ref = refs.get(location.id);
      // A place that changed since last time starts again from the beginning.
      const since =
        ref?.reference_id === place.reference_id && ref.synced_until
          ? new Date(ref.synced_until).getTime()
          : null;
      let newest = since;
      let cursor: string | null = null;
      for (let page = 0; page < MAX_PAGES; page++) {
        const { reviews, next_cursor } = await client.fetchReviews(place, cursor);
        let reachedSeen = false;
        for (const review of reviews) {
          const changed = Date.parse(review.updated_at);
          if (since !== null && changed <= since) {
            reachedSeen = true;
            continue;
          }
          const { created: isNew } = await ingestReview(
            deps,
            accountId,
            arrivalOf(review, location.id, source.id),
          );
          if (isNew) created++;
          else updated++;
          newest = Math.max(newest ?? 0, changed);
        }
        cursor = next_cursor;
        if (reachedSeen || !cursor) break;
      }
      await db
        .insertInto('location_integration_refs')
        .values({
          account_id: accountId,
          integration_id: integrationId,
          location_id: location.id,
          reference_id: place.reference_id,
          synced_until: newest === null ? null : new Date(newest),
        })
        .onConflict((oc) =>
          oc.columns(['integration_id', 'location_id']).doUpdateSet({
            reference_id: place.reference_id,
            synced_until: newest === null ? null : new Date(newest),
          }),
        )
        .execute();
    }
    await db
      .updateTable('integrations')
      .set({ last_synced_at: new Date(), last_sync_error: null })
      .where('id', '=', integrationId)
      .execute();
    return { status: 'synced', places: pairs.length, created, updated };
  } catch (err) {
    if (err instanceof AccessRevokedError) {
      await db
        .updateTable('integrations')
        .set({ status: 'expired', last_sync_error: err.message, updated_at: new Date() })
        .where('id', '=', integrationId)
        .execute();
      return { status: 'stopped', reason: err.message };
    }
    await db
      .updateTable('integrations')
      .set({ last_sync_error: (err as Error).message.slice(0, 500) })
      .where('id', '=', integrationId)
      .execute();
    throw err;
  }
}
