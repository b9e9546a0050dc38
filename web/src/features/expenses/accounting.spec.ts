import {
  accountingPollInterval,
  accountingStatus,
  canSendToXero,
  ACCOUNTING_POLL_MS,
} from './accounting';

describe('Send to Xero', () => {
  it('offers Send to Xero when never sent', () => {
    expect(accountingStatus(null, null)).toEqual({
      text: null,
      tone: null,
      action: 'Send to Xero',
    });
  });

  it('says Sending to Xero… with no button while the push waits, and polls every 3 s', () => {
    const push = { state: 'PENDING' as const, reason: null };
    expect(accountingStatus('X-1', push)).toEqual({
      text: 'Sending to Xero…',
      tone: 'processing',
      action: null,
    });
    expect(accountingPollInterval(push)).toBe(ACCOUNTING_POLL_MS);
    expect(ACCOUNTING_POLL_MS).toBe(3000);
    expect(accountingPollInterval({ state: 'COMPLETED' })).toBeUndefined();
    expect(accountingPollInterval(null)).toBeUndefined();
  });

  it("shows Xero's id once completed", () => {
    expect(accountingStatus('INV-9', { state: 'COMPLETED', reason: null })).toMatchObject({
      text: 'In Xero: INV-9',
      tone: 'success',
    });
  });

  it("shows Xero's refusal with Send again", () => {
    expect(accountingStatus(null, { state: 'FAILED', reason: 'Contact is archived' })).toEqual({
      text: 'Xero refused: Contact is archived',
      tone: 'error',
      action: 'Send again',
    });
  });

  it('is offered only on a confirmed document with Xero connected', () => {
    expect(canSendToXero('CONFIRMED', true)).toBe(true);
    expect(canSendToXero('CONFIRMED', false)).toBe(false);
    expect(canSendToXero('CONFIRMED', undefined)).toBe(false);
    expect(canSendToXero('DRAFT', true)).toBe(false);
  });
});
