// identity as a test app in a process of its own, for a bench that runs it beside another
// subgraph (two Nest GraphQL apps cannot share one process: their `Outlet` types would clash).
// The parent forks it with BENCH_CHILD_ENV (JSON: extra env, e.g. a shared issuer); it answers
// { url } once up and stops on 'close'.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
require('reflect-metadata');
const { startTestApp } = require('../../libs/testing/dist/index.js');
const { AppModule } = require('../../services/identity/dist/app.module.js');
const { loadIdentityConfig } = require('../../services/identity/dist/config.js');
const { migrations } = require('../../services/identity/dist/migrations/index.js');

const t = await startTestApp({
  service: 'identity',
  loadConfig: loadIdentityConfig,
  module: (c) => AppModule.forRoot(c),
  migrations,
  env: { LOG_LEVEL: 'error', ...JSON.parse(process.env.BENCH_CHILD_ENV ?? '{}') },
});
process.on('message', async (m) => {
  if (m !== 'close') return;
  await t.close();
  process.exit(0);
});
process.send({ url: t.url });
