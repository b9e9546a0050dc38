import { SetMetadata } from '@nestjs/common';
import type { EventSubject } from '@mise/contracts';

export const EVENT_HANDLER = 'mise:event-handler';
export const RPC_HANDLER = 'mise:rpc-handler';

/** Marks a provider method as the handler of an event subject: `(event, tx) => Promise<void>`. */
export const EventHandler = (subject: EventSubject): MethodDecorator =>
  SetMetadata(EVENT_HANDLER, subject);

/** Marks a provider method as the answer to a NATS request subject: `(data) => Promise<reply>`. */
export const RpcHandler = (subject: string): MethodDecorator => SetMetadata(RPC_HANDLER, subject);
