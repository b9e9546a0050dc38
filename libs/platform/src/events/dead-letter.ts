import { jetstreamManager } from '@nats-io/jetstream';
import { DLQ_STREAM, DLQ_STREAM_SUBJECTS } from '@mise/contracts';
import { ensureStream } from './ensure-stream';

const NANOS_PER_SECOND = 1_000_000_000;

/** Headers of a dead-lettered message; its data is the original message's bytes, unchanged. */
export const DeadLetterHeaders = {
  reason: 'Mise-Dead-Letter-Reason',
  detail: 'Mise-Dead-Letter-Detail',
  subject: 'Mise-Original-Subject',
  consumer: 'Mise-Consumer',
  deliveries: 'Mise-Deliveries',
  streamSequence: 'Mise-Original-Sequence',
} as const;

/** Why a consumer gave up on a message. */
export type DeadLetterReason =
  'unreadable' | 'invalid-envelope' | 'type-mismatch' | 'foreign-subject' | 'handler-failed';

/** Creates the DLQ stream (`dlq.>`, kept 30 days) when it is missing. */
export function ensureDeadLetterStream(nc: Parameters<typeof jetstreamManager>[0]): Promise<void> {
  return ensureStream(nc, {
    name: DLQ_STREAM,
    subjects: DLQ_STREAM_SUBJECTS,
    duplicate_window: 120 * NANOS_PER_SECOND,
    max_age: 30 * 24 * 3600 * NANOS_PER_SECOND,
  });
}
