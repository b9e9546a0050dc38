/**
 * Every event on the bus travels in this envelope. `id` doubles as the JetStream
 * `Nats-Msg-Id`, so a re-published event is stored once; consumers record it in their inbox.
 */
export interface EventEnvelope<P = unknown, S extends string = string> {
  id: string;
  type: S;
  version: number;
  occurredAt: string;
  outletId: string | null;
  actorId: string | null;
  correlationId: string | null;
  payload: P;
}
