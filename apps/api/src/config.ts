import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root, found from this file (works from src or a bundle). */
export function repoRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'pnpm-workspace.yaml')) && dirname(dir) !== dir) dir = dirname(dir);
  return dir;
}

export type ServerConfig = {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  publicOrigin: string;
  outboxDir: string;
  smtpUrl: string | undefined;
  /** Where export files are written (env EXPORT_DIR; default <DATA_DIR>/exports). */
  exportDir: string;
  /** Runs the job worker in this process (env WORKER=false turns it off). */
  worker: boolean;
  /** Built files served beside the API: console at /, loader at /embed, examples. */
  staticRoots: { console: string; embed: string; examples: string };
  seedWhenEmpty: boolean;
  /** A demo review arrives about this often (env DEMO_REVIEWS=false: never; DEMO_REVIEWS_EVERY_MS). */
  demoReviewsEveryMs: number | null;
  /** Each connected review site is read this often (env REVIEW_SYNC=false: never; REVIEW_SYNC_EVERY_MS). */
  reviewSyncEveryMs: number | null;
  /** Reverse proxies in front whose X-Forwarded-For names the client (env TRUST_PROXY, default 0). */
  trustProxy: number;
  /** Embedded PGlite runs in a worker thread (env PGLITE_WORKER=false: in the main thread). */
  pgliteWorker: boolean;
};

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const root = repoRoot();
  const port = Number(env.PORT ?? 8787);
  const host = env.HOST ?? '127.0.0.1';
  const dataDir = resolve(root, env.DATA_DIR ?? '.data');
  return {
    port,
    host,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: join(dataDir, 'pglite'),
    publicOrigin: env.PUBLIC_ORIGIN ?? `http://localhost:${port}`,
    outboxDir: resolve(root, env.OUTBOX_DIR ?? join(dataDir, 'outbox')),
    smtpUrl: env.SMTP_URL || undefined,
    exportDir: resolve(root, env.EXPORT_DIR ?? join(dataDir, 'exports')),
    worker: env.WORKER !== 'false',
    staticRoots: {
      console: join(root, 'apps/console/dist'),
      embed: join(root, 'apps/loader/dist/embed'),
      examples: join(root, 'examples'),
    },
    seedWhenEmpty: env.SEED !== 'false',
    demoReviewsEveryMs:
      env.DEMO_REVIEWS === 'false'
        ? null
        : Math.max(10_000, Number(env.DEMO_REVIEWS_EVERY_MS ?? 180_000) || 180_000),
    reviewSyncEveryMs:
      env.REVIEW_SYNC === 'false'
        ? null
        : Math.max(60_000, Number(env.REVIEW_SYNC_EVERY_MS ?? 1_800_000) || 1_800_000),
    trustProxy: Math.max(0, Math.trunc(Number(env.TRUST_PROXY ?? 0)) || 0),
    pgliteWorker: env.PGLITE_WORKER !== 'false',
  };
}
