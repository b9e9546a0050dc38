// The integrations' providers for the dev stack (issue 24): for each of Google (mail), Xero
// (accounting) and Loyverse (point of sale), the provider itself when its client id and secret
// are set (<P>_CLIENT_ID, <P>_CLIENT_SECRET; register {PUBLIC_URL}/<p>/callback as its redirect
// URI), otherwise the local server of the test kit (libs/testing/src/providers), which speaks the
// provider's OAuth and API at the provider's paths and approves every authorization at once.
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT } from '../lib/dev-stack.mjs';
import { say } from './log.mjs';

/** key, the env prefix, the port variable and default, the test kit's starter, what it is. */
const PROVIDERS = [
  { key: 'google', prefix: 'GOOGLE', port: 4581, start: 'startGoogleFake', what: 'mail (Gmail)' },
  { key: 'xero', prefix: 'XERO', port: 4582, start: 'startXeroFake', what: 'accounting' },
  {
    key: 'loyverse',
    prefix: 'LOYVERSE',
    port: 4583,
    start: 'startLoyverseFake',
    what: 'point of sale',
  },
];

/** True when the real provider is configured (its client id and secret). */
const usesReal = (env, p) =>
  Boolean(env[`${p.prefix}_CLIENT_ID`] && env[`${p.prefix}_CLIENT_SECRET`]);

/** [port, what, variable] of each local provider `npm start` will run (for the port check). */
export function providerPorts(env) {
  return PROVIDERS.filter((p) => !usesReal(env, p)).map((p) => [
    Number(env[`MISE_${p.prefix}_PORT`] || p.port),
    `the local ${p.key}`,
    `MISE_${p.prefix}_PORT`,
  ]);
}

/**
 * Starts the local providers that are not configured for real. Answers `{ env }` for the
 * integrations service and `urls` (key → the local server's URL) for .data/dev-stack.json.
 */
export async function startProviders(env) {
  const out = { env: {}, urls: {} };
  let testing = null;
  for (const p of PROVIDERS) {
    if (usesReal(env, p)) {
      say(`${p.what}: using ${p.key} (${p.prefix}_CLIENT_ID, ${p.prefix}_CLIENT_SECRET)`);
      Object.assign(out.env, {
        [`${p.prefix}_CLIENT_ID`]: env[`${p.prefix}_CLIENT_ID`],
        [`${p.prefix}_CLIENT_SECRET`]: env[`${p.prefix}_CLIENT_SECRET`],
        ...(env[`${p.prefix}_BASE_URL`] && {
          [`${p.prefix}_BASE_URL`]: env[`${p.prefix}_BASE_URL`],
        }),
      });
      continue;
    }
    testing ??= createRequire(import.meta.url)(
      path.join(ROOT, 'libs/testing/dist/providers/index.js'),
    );
    const fake = await testing[p.start]({ port: Number(env[`MISE_${p.prefix}_PORT`] || p.port) });
    say(`${p.what}: local ${p.key} server on ${fake.url} (approves every connection)`);
    out.urls[p.key] = fake.url;
    Object.assign(out.env, {
      [`${p.prefix}_CLIENT_ID`]: fake.clientId,
      [`${p.prefix}_CLIENT_SECRET`]: fake.clientSecret,
      [`${p.prefix}_BASE_URL`]: fake.url,
    });
  }
  return out;
}
