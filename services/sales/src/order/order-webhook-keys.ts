import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { WEBHOOK_TOLERANCE_SECONDS } from '@mise/domain';
import { Db, SERVICE_CONFIG, type Tx } from '@mise/platform';
import type { SalesConfig } from '../config';

/** The header carrying `sha256=<hex HMAC-SHA256 of "<timestamp>.<raw body>">`. */
export const ORDER_SIGNATURE_HEADER = 'x-mise-signature';
/** The header carrying the Unix time (seconds) the sender signed at. */
export const ORDER_TIMESTAMP_HEADER = 'x-mise-timestamp';

const hmac = (key: string, data: Buffer | string) =>
  createHmac('sha256', key).update(data).digest();

/**
 * `sha256=<hex>` of `<timestamp>.<body>` under an outlet's secret: what a sender puts in
 * `X-Mise-Signature`, with `timestamp` in `X-Mise-Timestamp`.
 */
export function orderSignature(body: Buffer | string, secret: string, timestamp: number): string {
  const signed = Buffer.concat([Buffer.from(`${timestamp}.`), Buffer.from(body)]);
  return `sha256=${hmac(secret, signed).toString('hex')}`;
}

/**
 * An outlet's signing secret: derived from `ORDERS_WEBHOOK_SECRET` (the service's key, never
 * given out), the outlet and the random key id stored for it. The database holds only the id.
 */
export function outletWebhookSecret(master: string, outletId: string, keyId: string): string {
  return `mwh_${hmac(master, `${outletId}.${keyId}`).toString('base64url')}`;
}

/** Whether `signature` signs `raw` at `timestamp` under `secret` (constant time). */
export function signatureMatches(
  raw: Buffer,
  secret: string,
  timestamp: number,
  signature: unknown,
): boolean {
  if (typeof signature !== 'string') return false;
  const expected = Buffer.from(orderSignature(raw, secret, timestamp));
  const given = Buffer.from(signature.trim());
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** `X-Mise-Timestamp` as seconds when it is within the tolerance of now; null otherwise. */
export function freshTimestamp(header: unknown, now = Date.now()): number | null {
  if (typeof header !== 'string' || !/^\d{1,12}$/.test(header.trim())) return null;
  const seconds = Number(header.trim());
  return Math.abs(now / 1000 - seconds) <= WEBHOOK_TOLERANCE_SECONDS ? seconds : null;
}

/**
 * Each outlet's own webhook signing secret (issue 19): made on the ordering address card, shown
 * once, replaced by the next; an outlet without one receives no webhook order.
 */
@Injectable()
export class OrderWebhookKeys {
  constructor(
    private readonly db: Db,
    @Inject(SERVICE_CONFIG) private readonly config: SalesConfig,
  ) {}

  /** When the current outlet's secret was made; null before the first. */
  async createdAt(): Promise<Date | null> {
    const rows: Array<{ created_at: Date }> = await this.db.outlet((tx) =>
      tx.manager.query(`SELECT created_at FROM order_webhook_keys`),
    );
    return rows[0]?.created_at ?? null;
  }

  /** A new secret for the current outlet (the previous one stops working); shown only here. */
  async rotate(outletId: string): Promise<{ secret: string; createdAt: Date }> {
    const master = this.master();
    const keyId = randomBytes(18).toString('base64url');
    const [row]: Array<{ created_at: Date }> = await this.db.outlet((tx) =>
      tx.manager.query(
        `INSERT INTO order_webhook_keys (outlet_id, key_id) VALUES ($1, $2)
         ON CONFLICT (outlet_id) DO UPDATE SET key_id = EXCLUDED.key_id, created_at = now()
         RETURNING created_at`,
        [outletId, keyId],
      ),
    );
    return { secret: outletWebhookSecret(master, outletId, keyId), createdAt: row.created_at };
  }

  /** The outlet's secret, in its scope; null when it has none (or the service has no key). */
  async secretOf(tx: Tx, outletId: string): Promise<string | null> {
    const master = this.config.ordersWebhookSecret;
    if (!master) return null;
    const rows: Array<{ key_id: string }> = await tx.manager.query(
      `SELECT key_id FROM order_webhook_keys WHERE outlet_id = $1`,
      [outletId],
    );
    return rows[0] ? outletWebhookSecret(master, outletId, rows[0].key_id) : null;
  }

  private master(): string {
    const master = this.config.ordersWebhookSecret;
    if (!master) throw new Error('ORDERS_WEBHOOK_SECRET is not set: webhook orders are off');
    return master;
  }
}
