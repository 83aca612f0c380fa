import type { MailProvider } from './mail';

/**
 * External services behind interfaces. Each has a real client configured by
 * environment and a local implementation used by default and in tests.
 */
export type Providers = {
  mail: MailProvider;
};
