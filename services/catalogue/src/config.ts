import {
  ConfigError,
  loadServiceConfig,
  parsers,
  readEnv,
  type ServiceConfig,
} from '@mise/platform';

export interface CatalogueConfig extends ServiceConfig {
  /** Where a table's QR code sends guests: `{orderingUrl}/{maskedOutletNumber}?table={name}`. */
  orderingUrl: string;
}

/** The service's validated config (problems of both halves reported together). */
export function loadCatalogueConfig(
  env: Record<string, string | undefined> = process.env,
): CatalogueConfig {
  const problems: string[] = [];
  let own: { ORDERING_URL?: string; PUBLIC_URL: string } | undefined;
  let service: ServiceConfig | undefined;
  try {
    own = readEnv(env, {
      ORDERING_URL: { parse: parsers.url },
      PUBLIC_URL: { default: 'http://localhost:4000', parse: parsers.url },
    });
  } catch (e) {
    if (!(e instanceof ConfigError)) throw e;
    problems.push(...e.problems);
  }
  try {
    service = loadServiceConfig('catalogue', env);
  } catch (e) {
    if (!(e instanceof ConfigError)) throw e;
    problems.push(...e.problems);
  }
  if (problems.length || !own || !service) throw new ConfigError(problems);
  const orderingUrl = own.ORDERING_URL ?? `${own.PUBLIC_URL.replace(/\/+$/, '')}/order`;
  return { ...service, orderingUrl: orderingUrl.replace(/\/+$/, '') };
}
