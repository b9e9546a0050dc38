import { loadServiceConfigWith, type ServiceConfig } from '@mise/platform';

export type FinanceConfig = ServiceConfig;

/**
 * The service's validated config: the platform's settings plus the service's own variables, every
 * problem reported at once (libs/platform/README.md). An own key goes in the spec and onto the
 * result: `loadServiceConfigWith('finance', env, { MY_URL: { parse: parsers.url } },
 * { secrets: ['MY_SECRET'] })` → `{ base, own }`.
 */
export function loadFinanceConfig(
  env: Record<string, string | undefined> = process.env,
): FinanceConfig {
  return loadServiceConfigWith('finance', env, {}).base;
}
