import type { ServerConfig } from '../config';
import { outboxMail } from './mail';
import type { Providers } from './providers';

/** Real clients when configured by environment, local implementations otherwise. */
export function createProviders(config: ServerConfig): Providers {
  return {
    mail: outboxMail(config.outboxDir),
  };
}
