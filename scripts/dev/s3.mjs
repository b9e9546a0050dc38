// Object storage for the dev stack: S3_ENDPOINT (+ S3_ACCESS_KEY, S3_SECRET_KEY) when set,
// otherwise s3rver (an S3-compatible server from npm) with its files in .data/s3.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DATA_DIR } from '../lib/dev-stack.mjs';
import { say } from './log.mjs';
import { startProcess, waitForPort } from './processes.mjs';

/** The buckets the services need; s3rver creates them at start (browser uploads allowed by CORS). */
export const BUCKETS = ['mise-files'];

const S3_DIR = path.join(DATA_DIR, 's3');
const CORS = fileURLToPath(new URL('./s3-cors.xml', import.meta.url));

/** Returns `{ endpoint, accessKey, secretKey, process? }`. */
export async function startS3(env = process.env) {
  if (env.S3_ENDPOINT) {
    say(`object storage: using S3_ENDPOINT (${env.S3_ENDPOINT})`);
    return {
      endpoint: env.S3_ENDPOINT,
      accessKey: env.S3_ACCESS_KEY ?? '',
      secretKey: env.S3_SECRET_KEY ?? '',
    };
  }
  const port = Number(env.MISE_S3_PORT || 4569);
  const cli = path.join(
    path.dirname(createRequire(import.meta.url).resolve('s3rver/package.json')),
    'bin/s3rver.js',
  );
  fs.mkdirSync(S3_DIR, { recursive: true });
  const child = startProcess({
    name: 's3',
    command: process.execPath,
    args: [
      cli,
      '--directory',
      S3_DIR,
      '--address',
      '127.0.0.1',
      '--port',
      String(port),
      ...BUCKETS.flatMap((bucket) => ['--configure-bucket', bucket, CORS]),
    ],
    marker: S3_DIR,
  });
  await waitForPort('127.0.0.1', port, child, 's3rver');
  say(`object storage (s3rver) is up on 127.0.0.1:${port}, buckets: ${BUCKETS.join(', ')}`);
  return {
    endpoint: `http://127.0.0.1:${port}`,
    accessKey: 'S3RVER',
    secretKey: 'S3RVER',
    process: child,
  };
}
