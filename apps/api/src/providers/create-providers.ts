import { dirname, join } from 'node:path';
import type { ServerConfig } from '../config';
import type { Db } from '../db/open-database';
import { signingKey } from '../db/signing';
import { createBilling } from './billing-of';
import { createCompetitorPlaces } from './competitor-places';
import { createCustomerPhotos } from './customer-photos';
import { createRankingProvider } from './local-search-ranking';
import { createLocationProviders } from './location-providers';
import { outboxMail } from './mail';
import type { Providers } from './providers';
import { localResponsePublisher } from './response-publisher';
import { createResponseWriter } from './response-writer';
import { createSms } from './sms';
import { smtpMail } from './smtp-mail';
import { diskStorage, type StorageSet } from './storage';
import { s3Client, s3Storage } from './storage-s3';

/**
 * Export files and photos: an S3-compatible bucket when STORAGE=s3 (keys under exports/ and
 * media/), else disk (EXPORT_DIR and DATA_DIR/media, links signed with the shared key).
 */
export function createStorage(config: ServerConfig, db: Db): StorageSet {
  if (config.s3) {
    const client = s3Client(config.s3);
    return {
      exports: s3Storage(client, config.s3.bucket, 'exports/'),
      media: s3Storage(client, config.s3.bucket, 'media/'),
    };
  }
  const signer = { secret: () => signingKey(db) };
  return {
    exports: diskStorage(config.exportDir, 'exports', signer),
    media: diskStorage(join(dirname(config.dataDir), 'media'), 'media', signer),
  };
}

/** Real clients when configured by environment, local implementations otherwise. */
export function createProviders(config: ServerConfig, db: Db): Providers {
  const storage = createStorage(config, db);
  return {
    billing: createBilling(db, process.env),
    mail: config.smtpUrl
      ? smtpMail(config.smtpUrl, process.env.MAIL_FROM || undefined)
      : outboxMail(config.outboxDir),
    sms: createSms(process.env, config.outboxDir),
    responsePublisher: localResponsePublisher(),
    // Photos under DATA_DIR/media (config.dataDir is DATA_DIR/pglite), or the bucket's media/.
    locations: createLocationProviders(
      join(dirname(config.dataDir), 'media'),
      process.env,
      storage.media,
    ),
    storage,
    competitorPlaces: createCompetitorPlaces(process.env),
    localSearch: createRankingProvider(process.env),
    customerPhotos: createCustomerPhotos(process.env),
    // AI_API_URL and AI_MODEL (AI_API_KEY): a model writes drafts; else the local writer.
    ...(() => {
      const writer = createResponseWriter(process.env);
      return writer ? { responseWriter: writer } : {};
    })(),
  };
}
