import { Controller, HttpCode, Logger, Post, Req, Res } from '@nestjs/common';
import type { RawBodyRequest } from '@nestjs/common';
import type { Request, Response } from 'express';
import { Public } from '@mise/platform';
import { webhookBody } from '@mise/platform/edge';
import { WebhookRefused, WebhookService } from './webhook.service';

/** Stripe's webhook endpoint; the gateway forwards `/webhooks/stripe` here with the raw body. */
@Public()
@Controller('webhooks')
export class WebhookController {
  private readonly log = new Logger('stripe-webhook');

  constructor(private readonly webhooks: WebhookService) {}

  @Post('stripe')
  @HttpCode(200)
  async stripe(@Req() req: RawBodyRequest<Request>, @Res() res: Response): Promise<void> {
    const raw = await webhookBody(req, res);
    if (!raw) return;
    let event;
    try {
      event = this.webhooks.verify(raw, req.headers['stripe-signature']);
    } catch (e) {
      if (!(e instanceof WebhookRefused)) throw e;
      this.log.warn(`refused a webhook: ${e.message}`);
      res.status(400).json({ error: { message: 'Webhook signature verification failed' } });
      return;
    }
    try {
      const fresh = await this.webhooks.handle(event);
      res.status(200).json({ received: true, duplicate: !fresh });
    } catch (e) {
      // not committed: Stripe delivers it again
      this.log.error(`webhook ${event.type} ${event.id} failed: ${(e as Error).message}`);
      res.status(500).json({ error: { message: 'Internal server error' } });
    }
  }
}
