import { Controller, HttpCode, Logger, Post, Req, Res } from '@nestjs/common';
import type { RawBodyRequest } from '@nestjs/common';
import type { Request, Response } from 'express';
import { Public } from '@mise/platform';
import { WebhookRefused, WebhookService } from './webhook.service';

/** Reads the body when no parser did (a content type other than JSON). */
async function rawBodyOf(req: RawBodyRequest<Request>): Promise<Buffer> {
  if (req.rawBody) return req.rawBody;
  if (req.readableEnded) return Buffer.alloc(0);
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Stripe's webhook endpoint; the gateway forwards `/webhooks/stripe` here with the raw body. */
@Public()
@Controller('webhooks')
export class WebhookController {
  private readonly log = new Logger('stripe-webhook');

  constructor(private readonly webhooks: WebhookService) {}

  @Post('stripe')
  @HttpCode(200)
  async stripe(@Req() req: RawBodyRequest<Request>, @Res() res: Response): Promise<void> {
    let event;
    try {
      event = this.webhooks.verify(await rawBodyOf(req), req.headers['stripe-signature']);
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
