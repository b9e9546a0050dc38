import type { IncomingMessage, ServerResponse } from 'node:http';
import { graphqlErrorBody } from './errors';
import { GRAPHQL_BODY_LIMIT_BYTES, PAYLOAD_TOO_LARGE_MESSAGE } from './limits';

/**
 * One body limit for every webhook (`/webhooks/stripe`, `/webhooks/orders`), at the gateway and
 * in the service: the same 256 KB as `/graphql`, so one message says it. Nothing is read past it
 * and a declared larger `Content-Length` is refused before the first byte.
 */
export const WEBHOOK_BODY_LIMIT_BYTES = GRAPHQL_BODY_LIMIT_BYTES;

/** A webhook body past `WEBHOOK_BODY_LIMIT_BYTES`: answered 413 before any signature check. */
export class WebhookBodyTooLarge extends Error {
  constructor() {
    super('webhook body too large');
  }
}

/** A `Content-Length` above `limit` (no byte needs reading to refuse it). */
export function declaresTooLarge(req: IncomingMessage, limit = WEBHOOK_BODY_LIMIT_BYTES): boolean {
  const declared = Number(req.headers['content-length']);
  return Number.isFinite(declared) && declared > limit;
}

/**
 * The raw bytes of a webhook request, exactly as sent: the JSON parser's copy (`rawBody`, already
 * bounded by the parser's limit) or the stream read up to `limit`. Throws `WebhookBodyTooLarge`
 * for a declared or streamed body past the limit (the rest is never read).
 */
export async function readWebhookBody(
  req: IncomingMessage & { rawBody?: Buffer },
  limit = WEBHOOK_BODY_LIMIT_BYTES,
): Promise<Buffer> {
  if (req.rawBody) return req.rawBody;
  if (declaresTooLarge(req, limit)) throw new WebhookBodyTooLarge();
  if (req.readableEnded) return Buffer.alloc(0);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) throw new WebhookBodyTooLarge();
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** The 413 of a webhook body past the limit; the connection closes (the rest is never read). */
export function refuseTooLarge(res: ServerResponse): void {
  res.statusCode = 413;
  res.setHeader('content-type', 'application/json; charset=utf-8');
  res.setHeader('connection', 'close');
  res.end(JSON.stringify(graphqlErrorBody('PAYLOAD_TOO_LARGE', PAYLOAD_TOO_LARGE_MESSAGE)));
}

/**
 * What a service's webhook route starts with: its raw body (`readWebhookBody`), or null once a
 * body past the limit has been answered 413.
 */
export async function webhookBody(
  req: IncomingMessage & { rawBody?: Buffer },
  res: ServerResponse,
): Promise<Buffer | null> {
  try {
    return await readWebhookBody(req);
  } catch (error) {
    if (!(error instanceof WebhookBodyTooLarge)) throw error;
    refuseTooLarge(res);
    return null;
  }
}
