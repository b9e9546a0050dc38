import { loadServiceConfig, type ServiceConfig } from '@mise/platform';

export type __Name__Config = ServiceConfig;

/** The service's validated config; add its own keys with `readEnv` (see libs/platform/README.md). */
export function load__Name__Config(
  env: Record<string, string | undefined> = process.env,
): __Name__Config {
  return loadServiceConfig('__name__', env);
}
