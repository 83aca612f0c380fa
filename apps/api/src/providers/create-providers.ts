import { dirname, join } from 'node:path';
import type { ServerConfig } from '../config';
import type { Db } from '../db/open-database';
import { createBilling } from './billing-of';
import { createCompetitorPlaces } from './competitor-places';
import { createCustomerPhotos } from './customer-photos';
import { createRankingProvider } from './local-search-ranking';
import { createLocationProviders } from './location-providers';
import { outboxMail } from './mail';
import type { Providers } from './providers';
import { localResponsePublisher } from './response-publisher';
import { createSms } from './sms';
import { smtpMail } from './smtp-mail';

/** Real clients when configured by environment, local implementations otherwise. */
export function createProviders(config: ServerConfig, db: Db): Providers {
  return {
    billing: createBilling(db, process.env),
    mail: config.smtpUrl
      ? smtpMail(config.smtpUrl, process.env.MAIL_FROM || undefined)
      : outboxMail(config.outboxDir),
    sms: createSms(process.env, config.outboxDir),
    responsePublisher: localResponsePublisher(),
    // Photos under DATA_DIR/media (config.dataDir is DATA_DIR/pglite).
    locations: createLocationProviders(join(dirname(config.dataDir), 'media')),
    competitorPlaces: createCompetitorPlaces(process.env),
    localSearch: createRankingProvider(process.env),
    customerPhotos: createCustomerPhotos(process.env),
  };
}
