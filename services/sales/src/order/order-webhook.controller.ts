import { Controller, HttpCode, Logger, Post, Req, Res } from '@nestjs/common';
import type { RawBodyRequest } from '@nestjs/common';
import type { Request, Response } from 'express';
import { SalesMessages as M } from '@mise/domain';
import { AppError, Db, Public } from '@mise/platform';
import { webhookBody } from '@mise/platform/edge';
import { outletByMaskedNumber } from '../shared/outlets';
import { AppOrderService, type OrderInput } from './app-order.service';
import {
  freshTimestamp,
  ORDER_SIGNATURE_HEADER,
  ORDER_TIMESTAMP_HEADER,
  OrderWebhookKeys,
  signatureMatches,
} from './order-webhook-keys';

/** A refusal's HTTP status; SERVICE_UNAVAILABLE ("try again": an owner did not answer) is a 503
 * with `Retry-After`, so the sender retries it. */
const HTTP_STATUS: Record<string, number> = {
  BAD_USER_INPUT: 400,
  NOT_FOUND: 404,
  SERVICE_UNAVAILABLE: 503,
};
const RETRY_AFTER_SECONDS = '5';

/**
 * `/webhooks/orders` (flows.md §4.3): an outside ordering site posts an order; the gateway
 * forwards the raw body (at most 256 KB). The sender signs `<X-Mise-Timestamp>.<body>` with the
 * outlet's own secret (its ordering address card); a timestamp more than 5 minutes from now, an
 * outlet without a secret or a wrong signature is refused with 401 and nothing is stored. Then
 * the order takes the guest's rules (`AppOrderWriter`), idempotent on the order code. The answer
 * names the order by its code only.
 */
@Public()
@Controller('webhooks')
export class OrderWebhookController {
  private readonly log = new Logger('orders-webhook');

  constructor(
    private readonly orders: AppOrderService,
    private readonly keys: OrderWebhookKeys,
    private readonly db: Db,
  ) {}

  @Post('orders')
  @HttpCode(200)
  async receive(@Req() req: RawBodyRequest<Request>, @Res() res: Response): Promise<void> {
    const raw = await webhookBody(req, res);
    if (!raw) return;
    const timestamp = freshTimestamp(req.headers[ORDER_TIMESTAMP_HEADER]);
    if (timestamp === null) {
      this.log.warn('refused an order webhook: missing or stale timestamp');
      res.status(401).json({ error: { message: M.webhook.stale } });
      return;
    }
    let body: Partial<OrderInput> & { channel?: string };
    try {
      body = JSON.parse(raw.toString('utf8')) as typeof body;
      if (!body || typeof body !== 'object' || Array.isArray(body))
        throw new Error('not an object');
    } catch {
      res.status(400).json({ error: { message: M.webhook.body, code: 'BAD_USER_INPUT' } });
      return;
    }
    const outlet = await outletByMaskedNumber(this.db, body.maskedOutletNumber);
    const secret = outlet
      ? await this.db.forOutlet(outlet.id, (tx) => this.keys.secretOf(tx, outlet.id))
      : null;
    // an unknown outlet, one without a secret and a wrong signature answer alike
    if (
      !outlet ||
      !secret ||
      !signatureMatches(raw, secret, timestamp, req.headers[ORDER_SIGNATURE_HEADER])
    ) {
      this.log.warn('refused an order webhook: bad or missing signature');
      res.status(401).json({ error: { message: M.webhook.signature } });
      return;
    }
    try {
      const { order, duplicate } = await this.orders.receive(outlet, {
        ...(body as OrderInput),
        channel: body.channel ?? 'WEB',
      });
      res.status(200).json({ orderCode: order.orderCode, duplicate });
    } catch (e) {
      if (e instanceof AppError && HTTP_STATUS[e.code]) {
        if (e.code === 'SERVICE_UNAVAILABLE') res.setHeader('Retry-After', RETRY_AFTER_SECONDS);
        res.status(HTTP_STATUS[e.code]).json({ error: { message: e.message, code: e.code } });
        return;
      }
      this.log.error(`order webhook failed: ${(e as Error).message}`);
      res.status(500).json({ error: { message: 'Internal server error' } });
    }
  }
}
