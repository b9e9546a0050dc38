import { SetMetadata } from '@nestjs/common';
import type { EventOf, EventSubject, ReplyOf, RequestOf, RequestSubject } from '@mise/contracts';
import type { Tx } from '../db/db.service';

export const EVENT_HANDLER = 'mise:event-handler';
export const RPC_HANDLER = 'mise:rpc-handler';

/** What an `@EventHandler(subject)` method must accept: that subject's envelope and the Tx. */
export type EventHandlerFn<S extends EventSubject> = (event: EventOf<S>, tx: Tx) => Promise<void>;

/** What an `@RpcHandler(subject)` method must be: that subject's request in, its reply out. */
export type RpcHandlerFn<S extends RequestSubject> = (data: RequestOf<S>) => Promise<ReplyOf<S>>;

/**
 * Marks a provider method as the handler of an event subject: `(event, tx) => Promise<void>`.
 * The method's `event` parameter must accept the subject's envelope (`EventOf<S>`), so a
 * handler written for another subject's payload does not compile.
 */
export function EventHandler<S extends EventSubject>(subject: S) {
  const mark = SetMetadata(EVENT_HANDLER, subject);
  return <F extends EventHandlerFn<S>>(
    target: object,
    key: string | symbol,
    descriptor: TypedPropertyDescriptor<F>,
  ): void => {
    mark(target, key, descriptor);
  };
}

/**
 * Marks a provider method as the answer to a request subject of `RequestMap`:
 * `(data: RequestOf<S>) => Promise<ReplyOf<S>>`, checked at compile time.
 */
export function RpcHandler<S extends RequestSubject>(subject: S) {
  const mark = SetMetadata(RPC_HANDLER, subject);
  return <F extends RpcHandlerFn<S>>(
    target: object,
    key: string | symbol,
    descriptor: TypedPropertyDescriptor<F>,
  ): void => {
    mark(target, key, descriptor);
  };
}
