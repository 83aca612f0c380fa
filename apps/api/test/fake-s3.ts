import { createHash, createHmac, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for an S3-compatible service (node:http, loopback), speaking the
 * documented REST format with path-style addresses (`/{bucket}/{key}`): PutObject,
 * GetObject, HeadObject, DeleteObject, CreateMultipartUpload (`POST ?uploads`),
 * UploadPart (`PUT ?partNumber&uploadId`), CompleteMultipartUpload (`POST ?uploadId`,
 * XML body), AbortMultipartUpload, and presigned GETs (`X-Amz-*` query). Every request
 * must carry an AWS Signature Version 4 — the Authorization header or the presigned
 * query — which is checked against the access key and secret (403
 * SignatureDoesNotMatch otherwise); a presigned URL past X-Amz-Expires is 403.
 */
export type FakeS3 = {
  url: string;
  objects: Map<string, { bytes: Buffer; contentType: string }>;
  /** Every request as `METHOD path?query` (keys as sent). */
  requests: string[];
  close(): Promise<void>;
};

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) =>
  createHmac('sha256', key).update(data).digest();

function xml(res: ServerResponse, status: number, body: string) {
  res.writeHead(status, { 'content-type': 'application/xml' });
  res.end(`<?xml version="1.0" encoding="UTF-8"?>\n${body}`);
}
const error = (res: ServerResponse, status: number, code: string, message: string) =>
  xml(res, status, `<Error><Code>${code}</Code><Message>${message}</Message></Error>`);

/** The query's raw `name=value` pairs (as encoded by the client), sorted by name. */
function canonicalQuery(rawQuery: string, drop: string[] = []) {
  return rawQuery
    .split('&')
    .filter(Boolean)
    .map((pair) => (pair.includes('=') ? pair : `${pair}=`))
    .filter((pair) => !drop.includes(pair.slice(0, pair.indexOf('='))))
    .sort((a, b) => {
      const ka = a.slice(0, a.indexOf('='));
      const kb = b.slice(0, b.indexOf('='));
      return ka < kb ? -1 : ka > kb ? 1 : a < b ? -1 : 1;
    })
    .join('&');
}

function signature(
  secret: string,
  req: IncomingMessage,
  opts: {
    signedHeaders: string;
    payloadHash: string;
    amzDate: string;
    scope: string;
    query: string;
  },
) {
  const [rawPath] = (req.url ?? '/').split('?');
  const headers = opts.signedHeaders
    .split(';')
    .map(
      (h) =>
        `${h}:${String(req.headers[h] ?? '')
          .trim()
          .replace(/\s+/g, ' ')}\n`,
    )
    .join('');
  const canonical = [
    req.method,
    rawPath,
    opts.query,
    headers,
    opts.signedHeaders,
    opts.payloadHash,
  ].join('\n');
  const [date, region, service] = opts.scope.split('/');
  const key = hmac(hmac(hmac(hmac(`AWS4${secret}`, date!), region!), service!), 'aws4_request');
  const toSign = ['AWS4-HMAC-SHA256', opts.amzDate, opts.scope, sha256(canonical)].join('\n');
  return createHmac('sha256', key).update(toSign).digest('hex');
}

/** 'ok', or why the request's SigV4 signature is refused. */
function checkSignature(req: IncomingMessage, accessKeyId: string, secret: string): string {
  const [, rawQuery = ''] = (req.url ?? '').split('?');
  const params = new URLSearchParams(rawQuery);
  const auth = req.headers.authorization;
  if (auth) {
    const m =
      /^AWS4-HMAC-SHA256 Credential=([^/]+)\/([^,]+), ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/.exec(
        auth,
      );
    if (!m) return 'malformed Authorization header';
    const [, akid, scope, signedHeaders, given] = m as unknown as string[];
    if (akid !== accessKeyId) return 'unknown access key';
    const expected = signature(secret, req, {
      signedHeaders: signedHeaders!,
      payloadHash: String(req.headers['x-amz-content-sha256'] ?? 'UNSIGNED-PAYLOAD'),
      amzDate: String(req.headers['x-amz-date'] ?? ''),
      scope: scope!,
      query: canonicalQuery(rawQuery),
    });
    return expected === given ? 'ok' : 'signature does not match';
  }
  if (params.get('X-Amz-Algorithm') === 'AWS4-HMAC-SHA256' && params.get('X-Amz-Signature')) {
    const credential = params.get('X-Amz-Credential') ?? '';
    const [akid, ...scope] = credential.split('/');
    if (akid !== accessKeyId) return 'unknown access key';
    const amzDate = params.get('X-Amz-Date') ?? '';
    const signedAt = Date.parse(
      amzDate.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'),
    );
    const expires = Number(params.get('X-Amz-Expires'));
    if (!Number.isFinite(signedAt) || !(expires > 0)) return 'bad presigned date or expiry';
    if (Date.now() > signedAt + expires * 1000) return 'expired';
    const expected = signature(secret, req, {
      signedHeaders: params.get('X-Amz-SignedHeaders') ?? 'host',
      payloadHash: 'UNSIGNED-PAYLOAD',
      amzDate,
      scope: scope.join('/'),
      query: canonicalQuery(rawQuery, ['X-Amz-Signature']),
    });
    return expected === params.get('X-Amz-Signature') ? 'ok' : 'signature does not match';
  }
  return 'no AWS Signature Version 4';
}

async function bodyOf(req: IncomingMessage): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of req) parts.push(part as Buffer);
  return Buffer.concat(parts);
}

export async function startFakeS3(opts: {
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
}): Promise<FakeS3> {
  const objects = new Map<string, { bytes: Buffer; contentType: string }>();
  const uploads = new Map<
    string,
    { key: string; contentType: string; parts: Map<number, Buffer> }
  >();
  const requests: string[] = [];

  const server = createServer(async (req, res) => {
    try {
      const [rawPath = '/', rawQuery = ''] = (req.url ?? '/').split('?');
      requests.push(`${req.method} ${req.url}`);
      const verdict = checkSignature(req, opts.accessKeyId, opts.secretAccessKey);
      if (verdict === 'expired') return error(res, 403, 'AccessDenied', 'Request has expired');
      if (verdict !== 'ok') return error(res, 403, 'SignatureDoesNotMatch', verdict);
      const [, bucket, ...keyParts] = rawPath.split('/');
      const key = keyParts.map(decodeURIComponent).join('/');
      if (bucket !== opts.bucket) return error(res, 404, 'NoSuchBucket', 'No such bucket');
      const q = new URLSearchParams(rawQuery);
      const body = await bodyOf(req);
      const etag = `"${createHash('md5').update(body).digest('hex')}"`;

      if (req.method === 'POST' && q.has('uploads')) {
        const uploadId = randomUUID();
        uploads.set(uploadId, {
          key,
          contentType: String(req.headers['content-type'] ?? 'application/octet-stream'),
          parts: new Map(),
        });
        return xml(
          res,
          200,
          `<InitiateMultipartUploadResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Bucket>${bucket}</Bucket><Key>${key}</Key><UploadId>${uploadId}</UploadId></InitiateMultipartUploadResult>`,
        );
      }
      if (req.method === 'PUT' && q.has('uploadId')) {
        const upload = uploads.get(q.get('uploadId')!);
        if (!upload) return error(res, 404, 'NoSuchUpload', 'No such upload');
        upload.parts.set(Number(q.get('partNumber')), body);
        res.writeHead(200, { etag });
        return res.end();
      }
      if (req.method === 'POST' && q.has('uploadId')) {
        const upload = uploads.get(q.get('uploadId')!);
        if (!upload) return error(res, 404, 'NoSuchUpload', 'No such upload');
        const listed = [...body.toString('utf8').matchAll(/<PartNumber>(\d+)<\/PartNumber>/g)].map(
          (m) => Number(m[1]),
        );
        if (listed.length === 0 || listed.some((n) => !upload.parts.has(n)))
          return error(res, 400, 'InvalidPart', 'A listed part was not uploaded');
        objects.set(key, {
          bytes: Buffer.concat(listed.map((n) => upload.parts.get(n)!)),
          contentType: upload.contentType,
        });
        uploads.delete(q.get('uploadId')!);
        return xml(
          res,
          200,
          `<CompleteMultipartUploadResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Location>http://${req.headers.host}/${bucket}/${key}</Location><Bucket>${bucket}</Bucket><Key>${key}</Key><ETag>&quot;${randomUUID()}-${listed.length}&quot;</ETag></CompleteMultipartUploadResult>`,
        );
      }
      if (req.method === 'DELETE' && q.has('uploadId')) {
        uploads.delete(q.get('uploadId')!);
        res.writeHead(204);
        return res.end();
      }
      if (req.method === 'PUT') {
        objects.set(key, {
          bytes: body,
          contentType: String(req.headers['content-type'] ?? 'application/octet-stream'),
        });
        res.writeHead(200, { etag });
        return res.end();
      }
      if (req.method === 'DELETE') {
        objects.delete(key);
        res.writeHead(204);
        return res.end();
      }
      if (req.method === 'GET' || req.method === 'HEAD') {
        const object = objects.get(key);
        if (!object) {
          if (req.method === 'HEAD') {
            res.writeHead(404);
            return res.end();
          }
          return error(res, 404, 'NoSuchKey', 'The specified key does not exist.');
        }
        res.writeHead(200, {
          'content-type': q.get('response-content-type') ?? object.contentType,
          'content-length': String(object.bytes.length),
          etag: `"${createHash('md5').update(object.bytes).digest('hex')}"`,
          ...(q.get('response-content-disposition')
            ? { 'content-disposition': q.get('response-content-disposition')! }
            : {}),
        });
        return res.end(req.method === 'HEAD' ? undefined : object.bytes);
      }
      return error(res, 405, 'MethodNotAllowed', 'Not supported by the fake');
    } catch (err) {
      error(res, 500, 'InternalError', String(err));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    objects,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
