import { randomUUID } from 'node:crypto';
import { checkEnvelope } from './envelope';

const good = (over: Record<string, unknown> = {}) => ({
  id: randomUUID(),
  type: 'identity.outlet.deleted',
  version: 1,
  occurredAt: '2026-11-22T10:00:00.000Z',
  outletId: randomUUID(),
  actorId: null,
  correlationId: 'c-1',
  payload: { outletId: 'x' },
  ...over,
});

describe('checkEnvelope', () => {
  it('accepts a well-formed envelope on its own subject, with or without an outlet', () => {
    expect(checkEnvelope(good(), 'identity.outlet.deleted').ok).toBe(true);
    expect(checkEnvelope(good({ outletId: null }), 'identity.outlet.deleted').ok).toBe(true);
    expect(checkEnvelope(good({ actorId: undefined }), 'identity.outlet.deleted')).toMatchObject({
      ok: true,
      event: { actorId: null },
    });
  });

  it.each([
    ['not an object', 'a string'],
    ['an array', [good()]],
    ['a non-uuid id', good({ id: '1' })],
    ['a missing type', good({ type: undefined })],
    ['a string version', good({ version: '1' })],
    ['an occurredAt that is no instant', good({ occurredAt: '2026-13-45' })],
    ['a local time without zone', good({ occurredAt: '2026-11-22T10:00:00' })],
    ['an outletId that is no uuid', good({ outletId: 'abc' })],
    ['a missing outletId', good({ outletId: undefined })],
    ['a numeric actorId', good({ actorId: 7 })],
    ['a null payload', good({ payload: null })],
    ['an array payload', good({ payload: [] })],
  ])('refuses %s as invalid-envelope', (_name, data) => {
    expect(checkEnvelope(data, 'identity.outlet.deleted')).toMatchObject({
      ok: false,
      reason: 'invalid-envelope',
    });
  });

  it('refuses an envelope whose type is not the subject it came on', () => {
    expect(checkEnvelope(good(), 'procurement.supplier.saved')).toMatchObject({
      ok: false,
      reason: 'type-mismatch',
    });
  });

  it('refuses a subject no known service publishes', () => {
    expect(
      checkEnvelope(good({ type: 'evil.outlet.deleted' }), 'evil.outlet.deleted'),
    ).toMatchObject({ ok: false, reason: 'foreign-subject' });
  });
});
