import { loadServiceConfigWith, parsers, type ServiceConfig } from '@mise/platform';

export interface CatalogueConfig extends ServiceConfig {
  /** Where a table's QR code sends guests: `{orderingUrl}/{maskedOutletNumber}?table={name}`. */
  orderingUrl: string;
}

/** The service's validated config (problems of both halves reported together). */
export function loadCatalogueConfig(
  env: Record<string, string | undefined> = process.env,
): CatalogueConfig {
  const { base, own } = loadServiceConfigWith('catalogue', env, {
    ORDERING_URL: { parse: parsers.url },
    PUBLIC_URL: { default: 'http://localhost:4000', parse: parsers.url },
  });
  const orderingUrl = own.ORDERING_URL ?? `${own.PUBLIC_URL.replace(/\/+$/, '')}/order`;
  return { ...base, orderingUrl: orderingUrl.replace(/\/+$/, '') };
}
