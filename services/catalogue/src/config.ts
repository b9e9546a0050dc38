import { loadServiceConfig, type ServiceConfig } from '@mise/platform';

export type CatalogueConfig = ServiceConfig;

/** The service's validated config; add its own keys with `readEnv` (see libs/platform/README.md). */
export function loadCatalogueConfig(
  env: Record<string, string | undefined> = process.env,
): CatalogueConfig {
  return loadServiceConfig('catalogue', env);
}
