import { Inject, Injectable } from '@nestjs/common';
import { SERVICE_CONFIG } from '@mise/platform';
import type { IntegrationsConfig } from '../config';
import { endpointsOf } from './provider';
import { ProviderCallError, retryAfterSeconds } from './retry';

/** A store of the merchant. */
export interface LoyverseStore {
  id: string;
  name: string;
}

/** A receipt line as Loyverse sends it (money as JSON numbers). */
export interface LoyverseLine {
  item_name?: unknown;
  variant_name?: unknown;
  quantity?: unknown;
  price?: unknown;
  total_money?: unknown;
  line_modifiers?: Array<{ name?: unknown; option?: unknown; price?: unknown }> | null;
}

/** A receipt as Loyverse sends it: read defensively (it comes from outside). */
export interface LoyverseReceipt {
  receipt_number?: unknown;
  receipt_type?: unknown;
  refund_for?: unknown;
  created_at?: unknown;
  updated_at?: unknown;
  receipt_date?: unknown;
  cancelled_at?: unknown;
  store_id?: unknown;
  total_money?: unknown;
  line_items?: LoyverseLine[] | null;
}

/** The most receipts one page may hold. */
export const RECEIPTS_PAGE_SIZE = 250;

/**
 * A small client of Loyverse's API v1.0 (stores, receipts, webhooks) over `fetch`, its origin
 * from LOYVERSE_BASE_URL (the local Loyverse) or api.loyverse.com, like the Xero client. A
 * failure throws `ProviderCallError` (status, Loyverse's words, Retry-After) for `withRetries`.
 */
@Injectable()
export class LoyverseClient {
  private readonly base: string;
  private readonly timeoutMs: number;

  constructor(@Inject(SERVICE_CONFIG) config: IntegrationsConfig) {
    this.base = `${endpointsOf('loyverse', config.providers.loyverse.baseUrl).api}/v1.0`;
    this.timeoutMs = config.mail.timeoutMs;
  }

  async stores(accessToken: string): Promise<LoyverseStore[]> {
    const res = await this.call<{ stores?: Array<{ id?: unknown; name?: unknown }> }>(
      accessToken,
      'GET',
      '/stores',
    );
    return (res.stores ?? [])
      .filter((s) => typeof s.id === 'string' && s.id)
      .map((s) => ({ id: s.id as string, name: typeof s.name === 'string' ? s.name : '' }));
  }

  /** One page of receipts updated at or after `updatedMin` (newest first), and the next cursor. */
  async receipts(
    accessToken: string,
    page: { updatedMin: Date; cursor: string | null },
  ): Promise<{ receipts: LoyverseReceipt[]; cursor: string | null }> {
    const q = new URLSearchParams(
      page.cursor
        ? { cursor: page.cursor, limit: String(RECEIPTS_PAGE_SIZE) }
        : { updated_at_min: page.updatedMin.toISOString(), limit: String(RECEIPTS_PAGE_SIZE) },
    );
    const res = await this.call<{ receipts?: LoyverseReceipt[]; cursor?: string | null }>(
      accessToken,
      'GET',
      `/receipts?${q.toString()}`,
    );
    return {
      receipts: Array.isArray(res.receipts) ? res.receipts : [],
      cursor: typeof res.cursor === 'string' && res.cursor ? res.cursor : null,
    };
  }

  /** Registers the receipts webhook at `url`: answers its id. */
  async createWebhook(accessToken: string, url: string): Promise<string> {
    const res = await this.call<{ id?: unknown }>(accessToken, 'POST', '/webhooks', {
      url,
      type: 'receipts.update',
      status: 'ENABLED',
    });
    if (typeof res.id !== 'string') throw new ProviderCallError(200, 'no webhook id answered');
    return res.id;
  }

  /** Deletes a webhook; one already gone (404) is fine. */
  async deleteWebhook(accessToken: string, id: string): Promise<void> {
    try {
      await this.call(accessToken, 'DELETE', `/webhooks/${encodeURIComponent(id)}`);
    } catch (e) {
      if (e instanceof ProviderCallError && e.status === 404) return;
      throw e;
    }
  }

  private async call<T>(
    accessToken: string,
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    body?: unknown,
  ): Promise<T> {
    const headers: Record<string, string> = {
      Authorization: `Bearer ${accessToken}`,
      Accept: 'application/json',
    };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    let res: Response;
    let text: string;
    try {
      res = await fetch(`${this.base}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      text = await res.text();
    } catch {
      throw new ProviderCallError(null, 'no answer in time');
    }
    if (res.ok) {
      try {
        return (text ? JSON.parse(text) : {}) as T;
      } catch {
        throw new ProviderCallError(502, 'Loyverse answered something that is not JSON');
      }
    }
    let why = `HTTP ${res.status}`;
    try {
      const e = JSON.parse(text) as { errors?: Array<{ code?: string; details?: string }> };
      const first = e.errors?.[0];
      why = first?.details || first?.code || why;
    } catch {
      // not JSON: the status says it
    }
    throw new ProviderCallError(res.status, why, retryAfterSeconds(res.headers.get('retry-after')));
  }
}
