import { loadServiceConfig, type ServiceConfig } from '@mise/platform';

export type BillingConfig = ServiceConfig;

/** The service's validated config; add its own keys with `readEnv` (see libs/platform/README.md). */
export function loadBillingConfig(
  env: Record<string, string | undefined> = process.env,
): BillingConfig {
  return loadServiceConfig('billing', env);
}
