import { createHmac, timingSafeEqual } from 'node:crypto';
import { Controller, HttpCode, Inject, Logger, Post, Req, Res } from '@nestjs/common';
import type { RawBodyRequest } from '@nestjs/common';
import type { Request, Response } from 'express';
import { Public, SERVICE_CONFIG } from '@mise/platform';
import { webhookBody } from '@mise/platform/edge';
import type { IntegrationsConfig } from '../config';
import type { LoyverseReceipt } from '../providers/loyverse-client';
import { PosService } from './pos.service';

/** The header of Loyverse's signature: base64(HMAC-SHA1(raw body, the OAuth client secret)). */
export const LOYVERSE_SIGNATURE_HEADER = 'x-loyverse-signature';

/** Whether `signature` is Loyverse's signature of `raw` under `secret` (constant time). */
export function loyverseSignatureMatches(raw: Buffer, secret: string, signature: unknown): boolean {
  if (typeof signature !== 'string' || !signature.trim()) return false;
  const expected = Buffer.from(createHmac('sha1', secret).update(raw).digest('base64'));
  const given = Buffer.from(signature.trim());
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * `/webhooks/loyverse` (contract phase 2 §1): Loyverse posts `receipts.update` deliveries; the
 * gateway forwards the raw body. A missing or wrong signature (LOYVERSE_CLIENT_SECRET) is
 * refused with 401 and nothing is stored; an unknown merchant is answered 200 and ignored
 * (Loyverse retries anything else). The events are written in one transaction, nothing else.
 */
@Public()
@Controller('webhooks')
export class PosWebhookController {
  private readonly log = new Logger('loyverse-webhook');

  constructor(
    private readonly pos: PosService,
    @Inject(SERVICE_CONFIG) private readonly config: IntegrationsConfig,
  ) {}

  @Post('loyverse')
  @HttpCode(200)
  async receive(@Req() req: RawBodyRequest<Request>, @Res() res: Response): Promise<void> {
    const raw = await webhookBody(req, res);
    if (!raw) return;
    const secret = this.config.providers.loyverse.clientSecret;
    if (!secret || !loyverseSignatureMatches(raw, secret, req.headers[LOYVERSE_SIGNATURE_HEADER])) {
      this.log.warn('refused a Loyverse webhook: bad or missing signature');
      res.status(401).json({ error: { message: 'The signature does not match' } });
      return;
    }
    let body: { merchant_id?: unknown; type?: unknown; receipts?: unknown };
    try {
      body = JSON.parse(raw.toString('utf8')) as typeof body;
      if (!body || typeof body !== 'object' || Array.isArray(body))
        throw new Error('not an object');
    } catch {
      res.status(400).json({ error: { message: 'The body is not a JSON object' } });
      return;
    }
    if (
      body.type !== 'receipts.update' ||
      typeof body.merchant_id !== 'string' ||
      !Array.isArray(body.receipts)
    ) {
      res.status(200).json({ ignored: true });
      return;
    }
    try {
      const done = await this.pos.receiveWebhook(
        body.merchant_id,
        body.receipts as LoyverseReceipt[],
      );
      res.status(200).json({ received: done.sent, pending: done.pending });
    } catch (e) {
      // nothing was written (one transaction): Loyverse delivers it again
      this.log.error(`Loyverse webhook failed: ${(e as Error).message}`);
      res.status(500).json({ error: { message: 'Internal server error' } });
    }
  }
}
