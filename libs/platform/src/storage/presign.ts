import { createHash, createHmac } from 'node:crypto';

/**
 * AWS Signature Version 4 for query-string (presigned) URLs, with the headers the caller chooses
 * to sign. The S3 SDKs leave `content-length` out of a presigned PUT; signing it binds the upload
 * to the size the service checked: S3 and MinIO refuse a body of any other length
 * (SignatureDoesNotMatch, 403). The test kit's store verifies URLs with `presignedSignature`.
 */
export interface PresignInput {
  method: string;
  /** `/bucket/key` (path-style), made of URL-safe characters only. */
  path: string;
  region: string;
  accessKey: string;
  secretKey: string;
  expiresSeconds: number;
  /** Lower-case header names to sign, with their values; `host` is required. */
  headers: Record<string, string>;
  date?: Date;
}

const ALGORITHM = 'AWS4-HMAC-SHA256';

/** RFC 3986 encoding, as SigV4 wants it. */
export function rfc3986(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** `20261124T195000Z` */
export function amzDate(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** The signature of a presigned request: its query (without X-Amz-Signature) and signed headers. */
export function presignedSignature(req: {
  method: string;
  path: string;
  query: ReadonlyArray<readonly [string, string]>;
  headers: Record<string, string>;
  signedHeaders: readonly string[];
  region: string;
  secretKey: string;
  amzDate: string;
}): string {
  const query = req.query
    .map(([k, v]) => `${rfc3986(k)}=${rfc3986(v)}`)
    .sort()
    .join('&');
  const headers = req.signedHeaders
    .map(
      (h) =>
        `${h}:${String(req.headers[h] ?? '')
          .trim()
          .replace(/ +/g, ' ')}\n`,
    )
    .join('');
  const canonical = [
    req.method.toUpperCase(),
    req.path,
    query,
    headers,
    req.signedHeaders.join(';'),
    'UNSIGNED-PAYLOAD',
  ].join('\n');
  const day = req.amzDate.slice(0, 8);
  const scope = `${day}/${req.region}/s3/aws4_request`;
  const toSign = [
    ALGORITHM,
    req.amzDate,
    scope,
    createHash('sha256').update(canonical).digest('hex'),
  ].join('\n');
  let key: Buffer = createHmac('sha256', `AWS4${req.secretKey}`).update(day).digest();
  for (const part of [req.region, 's3', 'aws4_request']) {
    key = createHmac('sha256', key).update(part).digest();
  }
  return createHmac('sha256', key).update(toSign).digest('hex');
}

/** The presigned URL's path and query (append to the store's origin). */
export function presignV4(input: PresignInput): string {
  const date = amzDate(input.date ?? new Date());
  const signedHeaders = Object.keys(input.headers)
    .map((h) => h.toLowerCase())
    .sort();
  const query: Array<[string, string]> = [
    ['X-Amz-Algorithm', ALGORITHM],
    ['X-Amz-Credential', `${input.accessKey}/${date.slice(0, 8)}/${input.region}/s3/aws4_request`],
    ['X-Amz-Date', date],
    ['X-Amz-Expires', String(input.expiresSeconds)],
    ['X-Amz-SignedHeaders', signedHeaders.join(';')],
  ];
  const signature = presignedSignature({
    method: input.method,
    path: input.path,
    query,
    headers: Object.fromEntries(
      Object.entries(input.headers).map(([k, v]) => [k.toLowerCase(), v]),
    ),
    signedHeaders,
    region: input.region,
    secretKey: input.secretKey,
    amzDate: date,
  });
  const qs = [...query, ['X-Amz-Signature', signature]]
    .map(([k, v]) => `${rfc3986(k)}=${rfc3986(v)}`)
    .join('&');
  return `${input.path}?${qs}`;
}
