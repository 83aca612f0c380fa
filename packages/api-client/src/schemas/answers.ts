/**
 * The schemas of the server's answers by the type name a route answers with
 * (`describeRoute({ returns: 'VisualReport' })`), and of the named types they refer to: the
 * server's OpenAPI document is generated from them (each name is a component), and each type
 * is `Infer<>`-ed from its schema, so the document and the types cannot disagree.
 */
import type * as v from 'valibot';
import { categoryAnswer } from './categories';
import {
  disputeAnswer,
  disputeOutcomeAnswer,
  disputeReasonAnswer,
  disputeStatusAnswer,
  reviewDisputeAnswer,
} from './disputes';
import {
  bulkActionAnswer,
  bulkActionsResultAnswer,
  directoryOverrideAnswer,
  directoryStatusAnswer,
  googlePostContentAnswer,
  integrationAnswer,
  integrationOverviewAnswer,
  integrationStatusAnswer,
  listingDirectoriesAnswer,
  listingDirectoryAnswer,
  listingDirectoryEntryAnswer,
  listingLocationAnswer,
  listingsOverviewAnswer,
  locationEligibilityAnswer,
  locationSyncStatusAnswer,
  oauthTokenAnswer,
  publishResultAnswer,
} from './local-listings-answers';
import { locationAnswer, openStatusAnswer } from './locations';
import { reviewNoteAnswer } from './review-notes';
import {
  responseAnswer,
  responseStatusAnswer,
  reviewAnswer,
  reviewStatusAnswer,
  reviewTypeAnswer,
} from './reviews';
import { directoryCodeAnswer, sourceAnswer } from './sources';
import { reviewTagAnswer, tagAnswer } from './tags';
import {
  visualReportAnswer,
  visualReportBlockKindAnswer,
  visualReportDataAnswer,
  visualReportDisplayAnswer,
  visualReportSharingAnswer,
} from './visual-reports';
import {
  webhookAnswer,
  webhookDeliveryAnswer,
  webhookDeliveryStatusAnswer,
  webhookWithSecretAnswer,
} from './webhooks';

/** Typed as plain schemas, so the declarations do not spell out each schema's type again. */
export const answerSchemas: Readonly<Record<string, v.GenericSchema>> = {
  Category: categoryAnswer,
  ReviewNote: reviewNoteAnswer,
  Source: sourceAnswer,
  Webhook: webhookAnswer,
  WebhookDelivery: webhookDeliveryAnswer,
  WebhookDeliveryStatus: webhookDeliveryStatusAnswer,
  WebhookWithSecret: webhookWithSecretAnswer,
  DirectoryCode: directoryCodeAnswer,
  Dispute: disputeAnswer,
  DisputeOutcome: disputeOutcomeAnswer,
  DisputeReason: disputeReasonAnswer,
  DisputeStatus: disputeStatusAnswer,
  Location: locationAnswer,
  OpenStatus: openStatusAnswer,
  Response: responseAnswer,
  ResponseStatus: responseStatusAnswer,
  Review: reviewAnswer,
  ReviewDispute: reviewDisputeAnswer,
  ReviewStatus: reviewStatusAnswer,
  ReviewTag: reviewTagAnswer,
  ReviewType: reviewTypeAnswer,
  Tag: tagAnswer,
  VisualReport: visualReportAnswer,
  VisualReportBlockKind: visualReportBlockKindAnswer,
  VisualReportData: visualReportDataAnswer,
  VisualReportDisplay: visualReportDisplayAnswer,
  VisualReportSharing: visualReportSharingAnswer,
  // local-listings
  BulkAction: bulkActionAnswer,
  BulkActionsResult: bulkActionsResultAnswer,
  DirectoryOverride: directoryOverrideAnswer,
  DirectoryStatus: directoryStatusAnswer,
  GooglePostContent: googlePostContentAnswer,
  Integration: integrationAnswer,
  IntegrationOverview: integrationOverviewAnswer,
  IntegrationStatus: integrationStatusAnswer,
  ListingDirectories: listingDirectoriesAnswer,
  ListingDirectory: listingDirectoryAnswer,
  ListingDirectoryEntry: listingDirectoryEntryAnswer,
  ListingLocation: listingLocationAnswer,
  ListingsOverview: listingsOverviewAnswer,
  LocationEligibility: locationEligibilityAnswer,
  LocationSyncStatus: locationSyncStatusAnswer,
  OauthToken: oauthTokenAnswer,
  PublishResult: publishResultAnswer,
};
