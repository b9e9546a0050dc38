import { ConfigError, loadServiceConfig, readEnv, type ServiceConfig } from '@mise/platform';

type Env = Record<string, string | undefined>;

export interface SalesConfig extends ServiceConfig {
  /**
   * `ORDERS_WEBHOOK_SECRET`: the key of the HMAC-SHA256 signature `/webhooks/orders` checks;
   * null (unset): every webhook is refused with 401.
   */
  ordersWebhookSecret: string | null;
  /**
   * `ORDER_TOKEN_SECRET`: the key of a guest order's status token (base64url HMAC-SHA256 of the
   * order id); null (unset): `placeOrder` and `orderStatus` refuse to work (no token can be made).
   */
  orderTokenSecret: string | null;
}

/** The service's validated config: the platform's keys plus the order webhook's and tokens' secrets. */
export function loadSalesConfig(env: Env = process.env): SalesConfig {
  const problems: string[] = [];
  let base: ServiceConfig | undefined;
  try {
    base = loadServiceConfig('sales', env);
  } catch (e) {
    if (!(e instanceof ConfigError)) throw e;
    problems.push(...e.problems);
  }
  let own: { ORDERS_WEBHOOK_SECRET?: string; ORDER_TOKEN_SECRET?: string } | undefined;
  try {
    own = readEnv(env, { ORDERS_WEBHOOK_SECRET: {}, ORDER_TOKEN_SECRET: {} });
  } catch (e) {
    if (!(e instanceof ConfigError)) throw e;
    problems.push(...e.problems);
  }
  if (problems.length || !base || !own) throw new ConfigError(problems);
  return {
    ...base,
    ordersWebhookSecret: own.ORDERS_WEBHOOK_SECRET ?? null,
    orderTokenSecret: own.ORDER_TOKEN_SECRET ?? null,
  };
}
