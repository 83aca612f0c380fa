import type { BillingProvider } from './billing';
import type { CompetitorPlacesProvider } from './competitor-places';
import type { CustomerPhotosProvider } from './customer-photos';
import type { DirectorySyncProvider } from './directory-sync';
import type { ListingScanProvider } from './listing-scan';
import type { RankingProvider } from './local-search-ranking';
import type { LocationProviders } from './location-providers';
import type { MailProvider } from './mail';
import type { ResponsePublisher } from './response-publisher';
import type { ResponseWriter } from './response-writer';
import type { SmsProvider } from './sms';
import type { StorageSet } from './storage';

/**
 * External services behind interfaces. Each has a real client configured by
 * environment and a local implementation used by default and in tests.
 */
export type Providers = {
  mail: MailProvider;
  /** Text messages (SMS alerts); the outbox beside the mail outbox when absent. */
  sms?: SmsProvider;
  /** Publishes review responses to directories; the local publisher when absent. */
  responsePublisher?: ResponsePublisher;
  /** Places, NPI, photo storage and processing, real-time channels; local ones when absent. */
  locations?: LocationProviders;
  /** Subscriptions, cards, invoices, prices; the local ledger in the app's database when absent. */
  billing?: BillingProvider;
  /** Listing directory sync (Auto Sync, bulk actions); the local one when absent. */
  directorySync?: DirectorySyncProvider;
  /** Competitor places and their public reviews; the local demo one when absent. */
  competitorPlaces?: CompetitorPlacesProvider;
  /** Local search results per grid point (Places Text Search or the simulator); the simulator when absent. */
  localSearch?: RankingProvider;
  /** A prospect's listings across directories (partner scorecards); the local scan when absent. */
  listingScan?: ListingScanProvider;
  /** Export files and photos: disk under DATA_DIR when absent, or an S3-compatible bucket (STORAGE=s3). */
  storage?: StorageSet;
  /** Customer photos of a location's listing (Places API or none); the local one when absent. */
  customerPhotos?: CustomerPhotosProvider;
  /**
   * Drafts of replies (smart responses) by a model behind the OpenAI-compatible Chat
   * Completions API; when absent, the local writer drafts them (no model, no network).
   */
  responseWriter?: ResponseWriter;
};
