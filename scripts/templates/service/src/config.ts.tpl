import { loadServiceConfigWith, type ServiceConfig } from '@mise/platform';

export type __Name__Config = ServiceConfig;

/**
 * The service's validated config: the platform's settings plus the service's own variables, every
 * problem reported at once (libs/platform/README.md). An own key goes in the spec and onto the
 * result: `loadServiceConfigWith('__name__', env, { MY_URL: { parse: parsers.url } },
 * { secrets: ['MY_SECRET'] })` → `{ base, own }`.
 */
export function load__Name__Config(
  env: Record<string, string | undefined> = process.env,
): __Name__Config {
  return loadServiceConfigWith('__name__', env, {}).base;
}
