import { isUuid } from '../ids';
import { publisherOf, type EventEnvelope } from '@mise/contracts';

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,9})?(Z|[+-]\d{2}:\d{2})$/;

/** Why an event was refused before any handler saw it (the `reason` of metrics and the DLQ). */
export type EnvelopeProblem = 'invalid-envelope' | 'type-mismatch' | 'foreign-subject';

export type EnvelopeCheck =
  { ok: true; event: EventEnvelope } | { ok: false; reason: EnvelopeProblem; detail: string };

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const optionalString = (v: unknown) => v === undefined || v === null || typeof v === 'string';

/**
 * Trusts an event by what can be checked, not by what it says: a well-formed envelope (uuid
 * `id`, ISO `occurredAt`, uuid-or-null `outletId`, numeric `version`, object `payload`), whose
 * `type` is the subject it was delivered on, and whose subject belongs to a known service (the
 * only one NATS lets publish it).
 */
export function checkEnvelope(data: unknown, subject: string): EnvelopeCheck {
  const bad = (detail: string): EnvelopeCheck => ({
    ok: false,
    reason: 'invalid-envelope',
    detail,
  });
  if (!isObject(data)) return bad('not an object');
  if (!isUuid(data.id)) return bad('id is not a uuid');
  if (typeof data.type !== 'string') return bad('type is missing');
  if (typeof data.version !== 'number' || !Number.isFinite(data.version)) {
    return bad('version is not a number');
  }
  if (
    typeof data.occurredAt !== 'string' ||
    !ISO_INSTANT.test(data.occurredAt) ||
    Number.isNaN(Date.parse(data.occurredAt))
  ) {
    return bad('occurredAt is not an ISO instant');
  }
  if (data.outletId !== null && !isUuid(data.outletId)) {
    return bad('outletId is neither a uuid nor null');
  }
  if (!optionalString(data.actorId) || !optionalString(data.correlationId)) {
    return bad('actorId or correlationId is not a string');
  }
  if (!isObject(data.payload)) return bad('payload is not an object');
  if (data.type !== subject) {
    return {
      ok: false,
      reason: 'type-mismatch',
      detail: `type ${data.type} on subject ${subject}`,
    };
  }
  if (!publisherOf(subject)) {
    return { ok: false, reason: 'foreign-subject', detail: `no service publishes ${subject}` };
  }
  return {
    ok: true,
    event: {
      ...(data as unknown as EventEnvelope),
      actorId: typeof data.actorId === 'string' ? data.actorId : null,
      correlationId: typeof data.correlationId === 'string' ? data.correlationId : null,
    },
  };
}
