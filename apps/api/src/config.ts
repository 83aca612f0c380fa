import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root, found from this file (works from src or a bundle). */
export function repoRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'pnpm-workspace.yaml')) && dirname(dir) !== dir) dir = dirname(dir);
  return dir;
}

/** An S3-compatible bucket (see providers/storage-s3.ts). */
export type S3Config = {
  endpoint: string | undefined;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
};

/** STORAGE=s3 and its settings; a missing bucket or key is an error at start, not at the first upload. */
export function readS3Config(env: NodeJS.ProcessEnv): S3Config | null {
  const kind = (env.STORAGE ?? 'disk').toLowerCase();
  if (kind === 'disk') return null;
  if (kind !== 's3') throw new Error(`STORAGE must be disk or s3, not ${env.STORAGE}`);
  const missing = ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'].filter((k) => !env[k]);
  if (missing.length) throw new Error(`STORAGE=s3 needs ${missing.join(', ')}`);
  const endpoint = env.S3_ENDPOINT || undefined;
  if (endpoint && !/^https?:\/\//.test(endpoint))
    throw new Error('S3_ENDPOINT must be an http(s) address');
  return {
    endpoint,
    region: env.S3_REGION || 'us-east-1',
    bucket: env.S3_BUCKET!,
    accessKeyId: env.S3_ACCESS_KEY_ID!,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
    // MinIO and most S3-compatible stores want path-style addresses: the default with an endpoint.
    forcePathStyle: env.S3_FORCE_PATH_STYLE
      ? env.S3_FORCE_PATH_STYLE === 'true'
      : endpoint !== undefined,
  };
}

export type ServerConfig = {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  publicOrigin: string;
  /** WEBHOOKS_ALLOW_PRIVATE=true: webhooks may reach private and loopback addresses (local development). */
  webhooksAllowPrivate: boolean;
  outboxDir: string;
  smtpUrl: string | undefined;
  /** Where export files are written (env EXPORT_DIR; default <DATA_DIR>/exports). */
  exportDir: string;
  /**
   * Where export files and photos are kept: null for disk (EXPORT_DIR and DATA_DIR/media),
   * or an S3-compatible bucket (env STORAGE=s3 with S3_BUCKET, S3_REGION, S3_ENDPOINT,
   * S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_FORCE_PATH_STYLE).
   */
  s3: S3Config | null;
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
  /** How often the worker looks for due scheduled exports (env SCHEDULED_EXPORTS_EVERY_MS, default 60 s). */
  schedulerIntervalMs: number;
  /** How often the worker looks for due daily alert digests (env ALERT_DIGESTS_EVERY_MS, default 5 min). */
  digestIntervalMs: number;
  /** How long a resolved session token is believed in this process (env AUTH_CACHE_MS, 0-5000, default 2000). */
  authCacheMs: number;
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
    webhooksAllowPrivate: env.WEBHOOKS_ALLOW_PRIVATE === 'true',
    outboxDir: resolve(root, env.OUTBOX_DIR ?? join(dataDir, 'outbox')),
    smtpUrl: env.SMTP_URL || undefined,
    exportDir: resolve(root, env.EXPORT_DIR ?? join(dataDir, 'exports')),
    s3: readS3Config(env),
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
    schedulerIntervalMs: Math.max(200, Number(env.SCHEDULED_EXPORTS_EVERY_MS ?? 60_000) || 60_000),
    digestIntervalMs: Math.max(200, Number(env.ALERT_DIGESTS_EVERY_MS ?? 300_000) || 300_000),
    authCacheMs: Math.min(5_000, Math.max(0, Math.trunc(Number(env.AUTH_CACHE_MS ?? 2_000)) || 0)),
    pgliteWorker: env.PGLITE_WORKER !== 'false',
  };
}
