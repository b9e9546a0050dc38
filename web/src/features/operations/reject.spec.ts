import { MAX_REJECT_REASON, OrderingMessages } from '@mise/domain';
import { validateRejectReason } from './reject';

const problem = (value: unknown) =>
  validateRejectReason(value).then(
    () => null,
    (error: Error) => error.message,
  );

describe('reject reason', () => {
  it('is required: blank or only spaces is refused with the server words', async () => {
    expect(await problem('')).toBe(OrderingMessages.reasonBlank);
    expect(await problem('   ')).toBe(OrderingMessages.reasonBlank);
    expect(await problem(undefined)).toBe(OrderingMessages.reasonBlank);
  });

  it('takes up to 200 characters', async () => {
    expect(MAX_REJECT_REASON).toBe(200);
    expect(await problem('Sold out of nasi lemak')).toBeNull();
    expect(await problem('x'.repeat(200))).toBeNull();
    expect(await problem('x'.repeat(201))).toBe(OrderingMessages.reasonTooLong);
  });
});
