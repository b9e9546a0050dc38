import { loadServiceConfigWith, type ServiceConfig } from '@mise/platform';

export type InventoryConfig = ServiceConfig;

/** The service's validated config; its own keys go in the spec (see libs/platform/README.md). */
export function loadInventoryConfig(
  env: Record<string, string | undefined> = process.env,
): InventoryConfig {
  return loadServiceConfigWith('inventory', env, {}).base;
}
