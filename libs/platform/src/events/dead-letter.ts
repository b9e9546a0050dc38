import { jetstreamManager } from '@nats-io/jetstream';
import { DLQ_STREAM, DLQ_STREAM_SUBJECTS } from '@mise/contracts';

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
export async function ensureDeadLetterStream(
  nc: Parameters<typeof jetstreamManager>[0],
): Promise<void> {
  const jsm = await jetstreamManager(nc);
  try {
    await jsm.streams.info(DLQ_STREAM);
  } catch (e) {
    if (!String((e as Error).message).includes('not found')) throw e;
    await jsm.streams
      .add({
        name: DLQ_STREAM,
        subjects: DLQ_STREAM_SUBJECTS,
        duplicate_window: 120 * NANOS_PER_SECOND,
        max_age: 30 * 24 * 3600 * NANOS_PER_SECOND,
      })
      .catch((err: Error) => {
        if (!err.message.includes('already in use')) throw err;
      });
  }
}
