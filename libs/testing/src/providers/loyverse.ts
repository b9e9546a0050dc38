import { createHmac, randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { OAuthServer, send, type ProviderFailure } from './oauth-server';

/** A store of the merchant (`GET /v1.0/stores`). */
export interface LoyverseStore {
  id: string;
  name: string;
  address: string | null;
}

/** A modifier option on a receipt line. */
export interface LoyverseLineModifier {
  name: string;
  option: string;
  price: number;
}

/** A receipt line, as Loyverse sends it (the fields the service reads, money as JSON numbers). */
export interface LoyverseLineItem {
  item_name: string;
  variant_name: string | null;
  quantity: number;
  price: number;
  total_money: number;
  line_modifiers: LoyverseLineModifier[];
}

/** A receipt as Loyverse's API answers it (the fields the service reads). */
export interface LoyverseReceipt {
  receipt_number: string;
  receipt_type: 'SALE' | 'REFUND';
  refund_for: string | null;
  order: string | null;
  created_at: string;
  updated_at: string;
  receipt_date: string;
  cancelled_at: string | null;
  source: string;
  store_id: string;
  total_money: number;
  line_items: LoyverseLineItem[];
}

/** A webhook registered through the API. */
export interface LoyverseWebhook {
  id: string;
  merchant_id: string;
  url: string;
  type: string;
  status: 'ENABLED' | 'DISABLED';
  created_at: string;
  updated_at: string;
}

/** What a webhook delivery answered (status 0: the receiver could not be reached). */
export interface LoyverseDelivery {
  url: string;
  status: number;
  body: string;
}

export interface LoyverseFake {
  url: string;
  clientId: string;
  clientSecret: string;
  /** The merchant every authorization connects (business name "Demo Cafe"). */
  merchant: { id: string; business_name: string; email: string };
  /** "Main Store" and "Kiosk". */
  stores: LoyverseStore[];
  /** Every receipt, in the order added. */
  receipts: LoyverseReceipt[];
  /** The webhooks registered now. */
  webhooks: LoyverseWebhook[];
  /** Every delivery made, oldest first. */
  deliveries: LoyverseDelivery[];
  /**
   * Where deliveries go instead of each webhook's registered URL (a test's service listens on a
   * port known only once it runs): null, the registered URL.
   */
  deliverTo: string | null;
  /** False: receipts are kept but no webhook is called (an outage of the webhooks). */
  webhooksOn: boolean;
  server: OAuthServer;
  /**
   * Adds a receipt to the store (defaults filled: the next receipt number, now, one line) and,
   * when a webhook is registered and `webhooksOn`, POSTs `{merchant_id, type: 'receipts.update',
   * created_at, receipts: [r]}` to it signed with the client secret. Answers the receipt and
   * the deliveries made.
   */
  addReceipt(
    storeId: string,
    receipt?: Partial<LoyverseReceipt>,
  ): Promise<{ receipt: LoyverseReceipt; deliveries: LoyverseDelivery[] }>;
  /** POSTs `raw` to every registered webhook with this `X-Loyverse-Signature` (null: none). */
  deliver(raw: string | Buffer, signature: string | null): Promise<LoyverseDelivery[]>;
  /** base64(HMAC-SHA1(raw, client secret)): the signature Loyverse puts on a delivery. */
  sign(raw: string | Buffer): string;
  failNext(count: number, failure: ProviderFailure): void;
  close(): Promise<void>;
}

export interface LoyverseFakeOptions {
  port?: number;
  host?: string;
  clientId?: string;
  clientSecret?: string;
  /** Seconds an access token lives (default 7200). */
  accessTokenSeconds?: number;
}

const MAX_LIMIT = 250;
/** The local server's own control route (not Loyverse's): adds a receipt. */
export const LOCAL_RECEIPTS = '/_local/receipts';
const DEFAULT_LIMIT = 10;

/** The filters of a receipts page and where it starts, carried in the cursor. */
interface ReceiptQuery {
  store_id?: string;
  created_at_min?: string;
  created_at_max?: string;
  updated_at_min?: string;
  updated_at_max?: string;
  limit: number;
  offset: number;
}

/**
 * Loyverse on one local origin, at Loyverse's own paths: `GET /oauth/authorize` (approves at
 * once), `POST /oauth/token` (client id and secret in the form; code, refresh_token),
 * `GET /v1.0/merchant/` (the business), `GET /v1.0/stores` ("Main Store", "Kiosk"),
 * `GET /v1.0/receipts` (filters `store_id`, `created_at_min/max`, `updated_at_min/max`, `limit`
 * 1–250, newest `created_at` first, `cursor` paging) and `POST/GET /v1.0/webhooks`,
 * `DELETE /v1.0/webhooks/{id}`. Loyverse has no revocation endpoint and no PKCE.
 */
export async function startLoyverseFake(o: LoyverseFakeOptions = {}): Promise<LoyverseFake> {
  const merchant = { id: randomUUID(), business_name: 'Demo Cafe', email: 'owner@demo-cafe.test' };
  const stores: LoyverseStore[] = [
    { id: randomUUID(), name: 'Main Store', address: '1 Jalan Utama, Kuala Lumpur' },
    { id: randomUUID(), name: 'Kiosk', address: null },
  ];
  const receipts: LoyverseReceipt[] = [];
  const webhooks: LoyverseWebhook[] = [];
  const deliveries: LoyverseDelivery[] = [];
  let nextNumber = 1001;

  const unauthorized = (res: ServerResponse) =>
    send(res, 401, { errors: [{ code: 'UNAUTHORIZED', details: 'The access token is expired' }] });
  const badRequest = (res: ServerResponse, details: string, field?: string) =>
    send(res, 400, { errors: [{ code: 'INCORRECT_VALUE_TYPE', details, field }] });

  const listReceipts = (res: ServerResponse, url: URL) => {
    const q = url.searchParams;
    let query: ReceiptQuery;
    const cursor = q.get('cursor');
    if (cursor) {
      try {
        query = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as ReceiptQuery;
      } catch {
        return badRequest(res, 'The cursor is not valid', 'cursor');
      }
    } else {
      const limit = q.has('limit') ? Number(q.get('limit')) : DEFAULT_LIMIT;
      if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT) {
        return badRequest(res, `limit must be 1 to ${MAX_LIMIT}`, 'limit');
      }
      query = { limit, offset: 0 };
      for (const k of [
        'store_id',
        'created_at_min',
        'created_at_max',
        'updated_at_min',
        'updated_at_max',
      ] as const) {
        const v = q.get(k);
        if (v === null) continue;
        if (k !== 'store_id' && Number.isNaN(Date.parse(v))) {
          return badRequest(res, `${k} must be an ISO 8601 date`, k);
        }
        query[k] = v;
      }
    }
    const t = (s: string) => Date.parse(s);
    const matching = receipts
      .filter(
        (r) =>
          (!query.store_id || r.store_id === query.store_id) &&
          (!query.created_at_min || t(r.created_at) >= t(query.created_at_min)) &&
          (!query.created_at_max || t(r.created_at) <= t(query.created_at_max)) &&
          (!query.updated_at_min || t(r.updated_at) >= t(query.updated_at_min)) &&
          (!query.updated_at_max || t(r.updated_at) <= t(query.updated_at_max)),
      )
      .map((r, i) => ({ r, i }))
      // newest created_at first (the order added breaks ties, newest first)
      .sort((a, b) => t(b.r.created_at) - t(a.r.created_at) || b.i - a.i)
      .map((x) => x.r);
    const page = matching.slice(query.offset, query.offset + query.limit);
    const next = query.offset + query.limit;
    send(res, 200, {
      receipts: page,
      ...(next < matching.length
        ? {
            cursor: Buffer.from(JSON.stringify({ ...query, offset: next })).toString('base64url'),
          }
        : {}),
    });
  };

  /**
   * `POST /_local/receipts {store: name or id, receipt?}`: `addReceipt` over HTTP, for a browser
   * journey against `npm start`'s local Loyverse (another process). Not a Loyverse path.
   */
  const localReceipt = (res: ServerResponse, body: Buffer) => {
    let input: { store?: unknown; receipt?: Partial<LoyverseReceipt> };
    try {
      input = JSON.parse(body.toString('utf8')) as typeof input;
    } catch {
      return badRequest(res, 'The request body is not JSON');
    }
    const store = stores.find((x) => x.id === input.store || x.name === input.store);
    if (!store) return badRequest(res, 'store must be a store id or name', 'store');
    fake.addReceipt(store.id, input.receipt ?? {}).then(
      (added) => send(res, 200, added),
      (e: Error) => send(res, 500, { errors: [{ code: 'INTERNAL', details: e.message }] }),
    );
  };

  const api = (
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
    body: Buffer,
    srv: OAuthServer,
  ): boolean => {
    const path = url.pathname.replace(/\/$/, '');
    const method = req.method ?? 'GET';
    if (path === LOCAL_RECEIPTS && method === 'POST') {
      localReceipt(res, body);
      return true;
    }
    const known =
      path === '/v1.0/merchant' ||
      path === '/v1.0/stores' ||
      path === '/v1.0/receipts' ||
      path === '/v1.0/webhooks' ||
      path.startsWith('/v1.0/webhooks/');
    if (!known) return false;
    if (!srv.bearer(req)) {
      unauthorized(res);
      return true;
    }
    if (method === 'GET' && path === '/v1.0/merchant') {
      send(res, 200, {
        ...merchant,
        country: 'MY',
        currency: { code: 'MYR', decimal_places: 2 },
        created_at: '2026-01-01T00:00:00.000Z',
      });
      return true;
    }
    if (method === 'GET' && path === '/v1.0/stores') {
      const now = '2026-01-01T00:00:00.000Z';
      send(res, 200, {
        stores: stores.map((s) => ({ ...s, created_at: now, updated_at: now, deleted_at: null })),
      });
      return true;
    }
    if (method === 'GET' && path === '/v1.0/receipts') {
      listReceipts(res, url);
      return true;
    }
    if (method === 'GET' && path === '/v1.0/webhooks') {
      send(res, 200, { webhooks });
      return true;
    }
    if (method === 'POST' && path === '/v1.0/webhooks') {
      let input: Partial<LoyverseWebhook>;
      try {
        input = JSON.parse(body.toString('utf8')) as Partial<LoyverseWebhook>;
      } catch {
        badRequest(res, 'The request body is not JSON');
        return true;
      }
      if (!input.url || !/^https?:\/\//.test(input.url)) {
        badRequest(res, 'url must be an http(s) address', 'url');
        return true;
      }
      if (input.type !== 'receipts.update') {
        badRequest(res, 'type must be receipts.update', 'type');
        return true;
      }
      const now = new Date().toISOString();
      const hook: LoyverseWebhook = {
        id: randomUUID(),
        merchant_id: merchant.id,
        url: input.url,
        type: input.type,
        status: input.status === 'DISABLED' ? 'DISABLED' : 'ENABLED',
        created_at: now,
        updated_at: now,
      };
      webhooks.push(hook);
      send(res, 200, hook);
      return true;
    }
    const id = /^\/v1\.0\/webhooks\/([^/]+)$/.exec(path)?.[1];
    if (method === 'DELETE' && id) {
      const at = webhooks.findIndex((w) => w.id === id);
      if (at < 0) {
        send(res, 404, { errors: [{ code: 'NOT_FOUND', details: 'Webhook not found' }] });
        return true;
      }
      webhooks.splice(at, 1);
      send(res, 200, {});
      return true;
    }
    send(res, 405, { errors: [{ code: 'METHOD_NOT_ALLOWED', details: `${method} ${path}` }] });
    return true;
  };

  const server = new OAuthServer({
    port: o.port,
    host: o.host,
    clientId: o.clientId ?? 'local-loyverse-client',
    clientSecret: o.clientSecret,
    authorizePath: '/oauth/authorize',
    tokenPath: '/oauth/token',
    revokePath: null,
    pkce: false,
    rotateRefreshTokens: false,
    accessTokenSeconds: o.accessTokenSeconds ?? 7200,
    account: merchant.email,
    api,
  });
  await server.listen();

  const sign = (raw: string | Buffer) =>
    createHmac('sha1', server.clientSecret).update(raw).digest('base64');

  const fake: LoyverseFake = {
    url: server.url,
    clientId: server.clientId,
    clientSecret: server.clientSecret,
    merchant,
    stores,
    receipts,
    webhooks,
    deliveries,
    deliverTo: null,
    webhooksOn: true,
    server,
    sign,
    async deliver(raw, signature) {
      const made: LoyverseDelivery[] = [];
      for (const hook of webhooks.filter((w) => w.status === 'ENABLED')) {
        const to = fake.deliverTo ?? hook.url;
        const headers: Record<string, string> = { 'Content-Type': 'application/json' };
        if (signature !== null) headers['X-Loyverse-Signature'] = signature;
        let delivery: LoyverseDelivery;
        try {
          const res = await fetch(to, {
            method: 'POST',
            headers,
            body: raw,
            signal: AbortSignal.timeout(10_000),
          });
          delivery = { url: to, status: res.status, body: await res.text() };
        } catch {
          delivery = { url: to, status: 0, body: '' };
        }
        deliveries.push(delivery);
        made.push(delivery);
      }
      return made;
    },
    async addReceipt(storeId, partial = {}) {
      const now = new Date().toISOString();
      const lines: LoyverseLineItem[] = partial.line_items ?? [
        {
          item_name: 'Latte',
          variant_name: null,
          quantity: 1,
          price: 12.5,
          total_money: 12.5,
          line_modifiers: [],
        },
      ];
      const receipt: LoyverseReceipt = {
        receipt_number: `1-${nextNumber++}`,
        receipt_type: 'SALE',
        refund_for: null,
        order: null,
        created_at: now,
        updated_at: partial.updated_at ?? partial.created_at ?? now,
        receipt_date: partial.created_at ?? now,
        cancelled_at: null,
        source: 'point of sale',
        total_money: lines.reduce((cents, l) => cents + Math.round(l.total_money * 100), 0) / 100,
        ...partial,
        store_id: storeId,
        line_items: lines,
      };
      receipts.push(receipt);
      if (!fake.webhooksOn || !webhooks.length) return { receipt, deliveries: [] };
      const raw = JSON.stringify({
        merchant_id: merchant.id,
        type: 'receipts.update',
        created_at: new Date().toISOString(),
        receipts: [receipt],
      });
      return { receipt, deliveries: await fake.deliver(raw, sign(raw)) };
    },
    failNext: (count, failure) => server.failNext(count, failure),
    close: () => server.close(),
  };
  return fake;
}
