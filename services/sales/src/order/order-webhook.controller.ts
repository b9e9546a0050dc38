import { createHmac, timingSafeEqual } from 'node:crypto';
import { Controller, HttpCode, Inject, Logger, Post, Req, Res } from '@nestjs/common';
import type { RawBodyRequest } from '@nestjs/common';
import type { Request, Response } from 'express';
import { SalesMessages as M } from '@mise/domain';
import { AppError, Public, SERVICE_CONFIG } from '@mise/platform';
import { webhookBody } from '@mise/platform/edge';
import type { SalesConfig } from '../config';
import { AppOrderService, type OrderInput } from './app-order.service';

/** The header carrying `sha256=<hex HMAC-SHA256 of the raw body>`. */
export const ORDER_SIGNATURE_HEADER = 'x-mise-signature';

/** `sha256=<hex>` of `body` under `secret`: what a sender puts in `X-Mise-Signature`. */
export function orderSignature(body: Buffer | string, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

const HTTP_STATUS: Record<string, number> = { BAD_USER_INPUT: 400, NOT_FOUND: 404 };

/**
 * `/webhooks/orders` (flows.md §4.3): an outside ordering site posts an order; the gateway
 * forwards the raw body. The signature is checked on those bytes (401, nothing stored), then
 * the order goes to the same method as `placeOrder` (idempotent on the order code).
 */
@Public()
@Controller('webhooks')
export class OrderWebhookController {
  private readonly log = new Logger('orders-webhook');

  constructor(
    private readonly orders: AppOrderService,
    @Inject(SERVICE_CONFIG) private readonly config: SalesConfig,
  ) {}

  @Post('orders')
  @HttpCode(200)
  async receive(@Req() req: RawBodyRequest<Request>, @Res() res: Response): Promise<void> {
    const raw = await webhookBody(req, res);
    if (!raw) return;
    if (!this.signed(raw, req.headers[ORDER_SIGNATURE_HEADER])) {
      this.log.warn('refused an order webhook: bad or missing signature');
      res.status(401).json({ error: { message: M.webhook.signature } });
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
    try {
      const { order, duplicate } = await this.orders.receive({
        ...(body as OrderInput),
        channel: body.channel ?? 'WEB',
      });
      res.status(200).json({ orderId: order.id, duplicate });
    } catch (e) {
      if (e instanceof AppError && HTTP_STATUS[e.code]) {
        res.status(HTTP_STATUS[e.code]).json({ error: { message: e.message, code: e.code } });
        return;
      }
      this.log.error(`order webhook failed: ${(e as Error).message}`);
      res.status(500).json({ error: { message: 'Internal server error' } });
    }
  }

  private signed(raw: Buffer, header: string | string[] | undefined): boolean {
    const secret = this.config.ordersWebhookSecret;
    if (!secret || typeof header !== 'string') return false;
    const expected = Buffer.from(orderSignature(raw, secret));
    const given = Buffer.from(header.trim());
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}
