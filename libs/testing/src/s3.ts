import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'minio';
import { presignedSignature } from '@mise/platform';

/** The S3 store of a test file: a bucket of its own, and a client to arrange and assert objects. */
export interface TestS3 {
  endpoint: string;
  bucket: string;
  /** S3_* variables for `startTestApp({ env })`: storage on, the bucket made by the service. */
  env: Record<string, string>;
  client: Client;
  /** All object keys under a prefix. */
  keys(prefix?: string): Promise<string[]>;
  /** An object's bytes. */
  read(key: string): Promise<Buffer>;
  close(): Promise<void>;
}

interface S3rverInstance {
  run(): Promise<{ port: number }>;
  close(): Promise<void>;
  /** Koa's middleware list: composed when run() starts listening. */
  middleware: Array<(ctx: KoaContext, next: () => Promise<void>) => Promise<void>>;
}
interface KoaContext {
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
  status: number;
  body: unknown;
  type: string;
}
type S3rverClass = new (options: Record<string, unknown>) => S3rverInstance;

/**
 * The S3 protocol for tests: the machine's store when `TEST_S3_ENDPOINT` is set (with
 * `TEST_S3_ACCESS_KEY`, `TEST_S3_SECRET_KEY`), otherwise s3rver in this process on a free port.
 * Each call gets a fresh bucket name; close() empties and removes it.
 */
export async function startTestS3(): Promise<TestS3> {
  const bucket = `mise-test-${randomBytes(4).toString('hex')}`;
  const region = 'us-east-1';
  let endpoint = process.env.TEST_S3_ENDPOINT;
  let accessKey = process.env.TEST_S3_ACCESS_KEY ?? 'minioadmin';
  let secretKey = process.env.TEST_S3_SECRET_KEY ?? 'minioadmin';
  let stop = async (): Promise<void> => {};
  if (!endpoint) {
    // s3rver ships no types; its constructor takes these options (README of s3rver 3.7)
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const S3rver = require('s3rver') as S3rverClass;
    const directory = await mkdtemp(join(tmpdir(), 'mise-s3-'));
    const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
    // s3rver accepts any V4 signature; S3 and MinIO check it, signed headers (content-length) too
    server.middleware.unshift(verifyPresignedV4('S3RVER'));
    const { port } = await server.run();
    endpoint = `http://127.0.0.1:${port}`;
    accessKey = 'S3RVER';
    secretKey = 'S3RVER';
    stop = async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    };
  }
  const url = new URL(endpoint);
  const client = new Client({
    endPoint: url.hostname,
    port: Number(url.port) || (url.protocol === 'https:' ? 443 : 80),
    useSSL: url.protocol === 'https:',
    accessKey,
    secretKey,
    region,
    pathStyle: true,
  });
  const keys = async (prefix = ''): Promise<string[]> => {
    if (!(await client.bucketExists(bucket))) return [];
    const out: string[] = [];
    for await (const item of client.listObjects(bucket, prefix, true)) {
      const name = (item as { name?: string }).name;
      if (name) out.push(name);
    }
    return out.sort();
  };
  return {
    endpoint,
    bucket,
    env: {
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY: accessKey,
      S3_SECRET_KEY: secretKey,
      S3_REGION: region,
      S3_BUCKET: bucket,
    },
    client,
    keys,
    async read(key) {
      const chunks: Buffer[] = [];
      for await (const chunk of await client.getObject(bucket, key)) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    },
    async close() {
      // one by one: s3rver's multi-object delete races on shared folders
      for (const key of await keys()) await client.removeObject(bucket, key);
      if (await client.bucketExists(bucket)) await client.removeBucket(bucket);
      await stop();
    },
  };
}

/**
 * What S3 and MinIO do with a presigned (query-string) V4 URL and s3rver does not: recompute the
 * signature over the method, path, query and the signed headers as received (`content-length`
 * included) and answer 403 SignatureDoesNotMatch, or AccessDenied once expired.
 */
function verifyPresignedV4(secretKey: string) {
  return async (ctx: KoaContext, next: () => Promise<void>): Promise<void> => {
    const [path, raw = ''] = ctx.url.split('?');
    const params = new URLSearchParams(raw);
    if (!params.has('X-Amz-Algorithm')) return next();
    const given = params.get('X-Amz-Signature') ?? '';
    const date = params.get('X-Amz-Date') ?? '';
    const region = (params.get('X-Amz-Credential') ?? '').split('/')[2] ?? '';
    const signedHeaders = (params.get('X-Amz-SignedHeaders') ?? '').split(';');
    const headers: Record<string, string> = {};
    for (const h of signedHeaders) headers[h] = String(ctx.headers[h] ?? '');
    const query = [...params].filter(([k]) => k !== 'X-Amz-Signature');
    const expected = presignedSignature({
      method: ctx.method,
      path,
      query,
      headers,
      signedHeaders,
      region,
      secretKey,
      amzDate: date,
    });
    const iso = date.replace(
      /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/,
      '$1-$2-$3T$4:$5:$6Z',
    );
    const expires = Date.parse(iso) + Number(params.get('X-Amz-Expires') ?? 0) * 1000;
    const refuse = (code: string) => {
      ctx.status = 403;
      ctx.type = 'application/xml';
      ctx.body = `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code></Error>`;
    };
    if (given !== expected) return refuse('SignatureDoesNotMatch');
    if (!(expires > Date.now())) return refuse('AccessDenied');
    return next();
  };
}

/** What a `request…Upload` mutation answers: where and how the browser sends the file. */
export interface PresignedPut {
  url: string;
  headers: Array<{ name: string; value: string }>;
}

/** Sends `body` to a presigned PUT as the browser does; the store's HTTP status. */
export async function putPresigned(ticket: PresignedPut, body: Buffer): Promise<number> {
  const res = await fetch(ticket.url, {
    method: 'PUT',
    headers: Object.fromEntries(ticket.headers.map((h) => [h.name, h.value])),
    body,
  });
  return res.status;
}
