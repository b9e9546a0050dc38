import { loadServiceConfigWith, type ServiceConfig } from '@mise/platform';

type Env = Record<string, string | undefined>;

export interface SalesConfig extends ServiceConfig {
  /**
   * `ORDERS_WEBHOOK_SECRET`: the key of the HMAC-SHA256 signature `/webhooks/orders` checks;
   * null (unset): every webhook is refused with 401.
   */
  ordersWebhookSecret: string | null;
  /**
   * `ORDER_TOKEN_SECRET`: the key of a guest order's status token (base64url HMAC-SHA256 of the
   * order id); required in production (a boot error, not a failing guest order); null (unset,
   * development only): `placeOrder` and `orderStatus` refuse to work (no token can be made).
   */
  orderTokenSecret: string | null;
}

/** The service's validated config: the platform's keys plus the order webhook's and tokens' secrets. */
export function loadSalesConfig(env: Env = process.env): SalesConfig {
  const { base, own } = loadServiceConfigWith(
    'sales',
    env,
    { ORDERS_WEBHOOK_SECRET: {}, ORDER_TOKEN_SECRET: {} },
    {
      secrets: ['ORDERS_WEBHOOK_SECRET', 'ORDER_TOKEN_SECRET'],
      requiredInProduction: ['ORDER_TOKEN_SECRET'],
    },
  );
  return {
    ...base,
    ordersWebhookSecret: own.ORDERS_WEBHOOK_SECRET ?? null,
    orderTokenSecret: own.ORDER_TOKEN_SECRET ?? null,
  };
}
