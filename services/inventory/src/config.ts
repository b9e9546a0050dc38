import { loadServiceConfig, type ServiceConfig } from '@mise/platform';

export type InventoryConfig = ServiceConfig;

/** The service's validated config; add its own keys with `readEnv` (see libs/platform/README.md). */
export function loadInventoryConfig(
  env: Record<string, string | undefined> = process.env,
): InventoryConfig {
  return loadServiceConfig('inventory', env);
}
