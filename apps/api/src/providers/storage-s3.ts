import { type Readable, Transform } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { S3Config } from '../config';
import { contentTypeOf, isStorageKey, readAll, type Storage } from './storage';

export type { S3Config };

/** Part size of streamed multipart uploads (S3's minimum is 5 MiB). */
const PART_SIZE = 8 * 1024 * 1024;
/** Longest presigned URL S3 accepts (SigV4: 7 days). */
const MAX_PRESIGN_SECONDS = 7 * 24 * 3600;

const isMissing = (err: unknown) =>
  err instanceof S3ServiceException &&
  (err.name === 'NoSuchKey' || err.name === 'NotFound' || err.$metadata.httpStatusCode === 404);

/** One S3 client per configuration (sockets are shared between the stores). */
export function s3Client(config: S3Config): S3Client {
  return new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // Checksums only where S3 requires them: S3-compatible stores (MinIO, R2, ...) differ in
    // which of the newer checksum headers and chunked trailers they accept.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/**
 * Files in an S3-compatible bucket under `prefix` (e.g. `exports/`). Uploads
 * go through lib-storage's `Upload`: one PutObject for a small body, a streamed
 * multipart upload (8 MiB parts, two at a time) for a large stream, so memory
 * stays flat whatever the file's size. Downloads are presigned GET URLs.
 */
export function s3Storage(client: S3Client, bucket: string, prefix = ''): Storage {
  const keyOf = (key: string) => {
    if (!isStorageKey(key)) throw new Error(`Bad storage key: ${key}`);
    return `${prefix}${key}`;
  };
  const open = async (key: string) => {
    if (!isStorageKey(key)) return null;
    try {
      return await client.send(new GetObjectCommand({ Bucket: bucket, Key: keyOf(key) }));
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  };
  return {
    kind: 's3',
    async put(key, body, contentType) {
      let bytes = 0;
      let counted: Uint8Array | Readable = body;
      if (body instanceof Uint8Array) bytes = body.byteLength;
      else {
        const counter = new Transform({
          transform(chunk: Buffer, _encoding, done) {
            bytes += chunk.byteLength;
            done(null, chunk);
          },
        });
        body.on('error', (err) => counter.destroy(err));
        counted = body.pipe(counter);
      }
      const upload = new Upload({
        client,
        params: { Bucket: bucket, Key: keyOf(key), Body: counted, ContentType: contentType },
        partSize: PART_SIZE,
        queueSize: 2,
        leavePartsOnError: false,
      });
      await upload.done();
      return { bytes };
    },
    async get(key) {
      const out = await open(key);
      if (!out?.Body) return null;
      return {
        bytes: await readAll(out.Body as Readable),
        contentType: out.ContentType ?? contentTypeOf(key),
      };
    },
    async stream(key) {
      const out = await open(key);
      if (!out?.Body) return null;
      return {
        body: out.Body as Readable,
        contentType: out.ContentType ?? contentTypeOf(key),
        size: out.ContentLength ?? 0,
      };
    },
    async delete(key) {
      if (!isStorageKey(key)) return;
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: keyOf(key) }));
    },
    async signedUrl(key, opts) {
      const command = new GetObjectCommand({
        Bucket: bucket,
        Key: keyOf(key),
        ...(opts.fileName
          ? { ResponseContentDisposition: `attachment; filename="${opts.fileName}"` }
          : {}),
        ...(opts.contentType ? { ResponseContentType: opts.contentType } : {}),
      });
      return getSignedUrl(client, command, {
        expiresIn: Math.min(MAX_PRESIGN_SECONDS, Math.max(1, Math.round(opts.expiresInSeconds))),
      });
    },
  };
}
