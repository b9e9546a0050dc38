import { loadServiceConfigWith, parsers, type ServiceConfig } from '@mise/platform';

export interface ProcurementConfig extends ServiceConfig {
  /**
   * `PUBLIC_LINK_SECRET`: the key public link tokens are derived with (base64url HMAC-SHA256 of
   * the document and a per-link nonce; src/public/public-links.service.ts). Required in
   * production, where a committed development value is refused; unset elsewhere: the committed
   * development value `mise-dev-public-links`.
   */
  publicLinkSecret: string;
  /** `WEB_ORIGIN`: where the web app is served, the origin of the links in PDFs and e-mails. */
  webOrigin: string;
}

/** The development value of PUBLIC_LINK_SECRET (refused with NODE_ENV=production). */
export const DEV_PUBLIC_LINK_SECRET = 'mise-dev-public-links';

/**
 * The service's validated config: the platform's settings plus the service's own variables, every
 * problem reported at once (libs/platform/README.md).
 */
export function loadProcurementConfig(
  env: Record<string, string | undefined> = process.env,
): ProcurementConfig {
  const { base, own } = loadServiceConfigWith(
    'procurement',
    env,
    {
      PUBLIC_LINK_SECRET: {},
      WEB_ORIGIN: { default: 'http://localhost:4000', parse: parsers.url },
    },
    { secrets: ['PUBLIC_LINK_SECRET'], requiredInProduction: ['PUBLIC_LINK_SECRET'] },
  );
  return {
    ...base,
    publicLinkSecret: own.PUBLIC_LINK_SECRET || DEV_PUBLIC_LINK_SECRET,
    webOrigin: String(own.WEB_ORIGIN).replace(/\/$/, ''),
  };
}
