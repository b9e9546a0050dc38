import { REJECT_REASON_MESSAGES, rejectReasonError } from './reject';

describe('reject reason', () => {
  it('is required: blank or only spaces is refused', () => {
    expect(rejectReasonError('')).toBe(REJECT_REASON_MESSAGES.required);
    expect(rejectReasonError('   ')).toBe(REJECT_REASON_MESSAGES.required);
    expect(rejectReasonError(undefined)).toBe(REJECT_REASON_MESSAGES.required);
  });

  it('takes up to 200 characters', () => {
    expect(rejectReasonError('Sold out of nasi lemak')).toBeNull();
    expect(rejectReasonError('x'.repeat(200))).toBeNull();
    expect(rejectReasonError('x'.repeat(201))).toBe(REJECT_REASON_MESSAGES.tooLong);
  });
});
