import { headers, type MsgHdrs } from '@nats-io/transport-node';
import { EVENT_ORIGIN_HEADER } from '@mise/contracts';

/*
 * The origin of an event (`ServiceConfig.eventOrigin`, tests only): which test file's apps
 * published it. Deployments have none, publish without the header and apply every event.
 */

/** Headers stamping a published event with `origin` (none without an origin). */
export function originHeaders(origin: string | null): MsgHdrs | undefined {
  if (!origin) return undefined;
  const h = headers();
  h.set(EVENT_ORIGIN_HEADER, origin);
  return h;
}

/** A message this process must not apply: it has an origin and the message is of another one. */
export function ofOtherOrigin(m: { headers?: MsgHdrs }, origin: string | null): boolean {
  return origin !== null && m.headers?.get(EVENT_ORIGIN_HEADER) !== origin;
}
