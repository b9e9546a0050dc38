import { loadServiceConfig, type ServiceConfig } from '@mise/platform';

export type SalesConfig = ServiceConfig;

/** The service's validated config; add its own keys with `readEnv` (see libs/platform/README.md). */
export function loadSalesConfig(
  env: Record<string, string | undefined> = process.env,
): SalesConfig {
  return loadServiceConfig('sales', env);
}
