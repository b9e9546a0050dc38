import {
  checkOrderingAddress,
  checkRejectReason,
  formatOrderCode,
  isOrderCode,
  nextStatus,
  optionLabel,
  OrderingMessages as M,
  type OrderStatus,
  transitionError,
} from './ordering';

describe('order statuses', () => {
  it('moves DRAFT -> CONFIRMED -> SERVED, or DRAFT/CONFIRMED -> REJECTED', () => {
    expect(transitionError('confirm', 'DRAFT')).toBeNull();
    expect(transitionError('serve', 'CONFIRMED')).toBeNull();
    expect(transitionError('reject', 'DRAFT')).toBeNull();
    expect(transitionError('reject', 'CONFIRMED')).toBeNull();
    expect(nextStatus('confirm')).toBe('CONFIRMED');
    expect(nextStatus('serve')).toBe('SERVED');
    expect(nextStatus('reject')).toBe('REJECTED');
  });

  it("says why a move is refused in the waiter's words", () => {
    const cases: Array<[Parameters<typeof transitionError>[0], OrderStatus, string]> = [
      ['confirm', 'CONFIRMED', M.alreadyConfirmed],
      ['confirm', 'SERVED', M.alreadyServed],
      ['confirm', 'REJECTED', M.alreadyRejected],
      ['serve', 'DRAFT', M.notConfirmed],
      ['serve', 'SERVED', M.alreadyServed],
      ['reject', 'SERVED', M.alreadyServed],
      ['reject', 'REJECTED', M.alreadyRejected],
    ];
    for (const [action, status, message] of cases) {
      expect(transitionError(action, status)).toBe(message);
    }
  });

  it('takes a reject reason of 1 to 200 characters, trimmed', () => {
    expect(checkRejectReason(' Out of stock ')).toEqual({ reason: 'Out of stock' });
    expect(checkRejectReason('  ')).toEqual({ error: M.reasonBlank });
    expect(checkRejectReason(null)).toEqual({ error: M.reasonBlank });
    expect(checkRejectReason('x'.repeat(201))).toEqual({ error: M.reasonTooLong });
  });
});

describe('order codes and labels', () => {
  it('groups a code 4-4-2 and reads it back typed without dashes or in lower case', () => {
    expect(formatOrderCode('K7QM2XHPRA')).toBe('K7QM-2XHP-RA');
    expect(formatOrderCode('k7qm-2xhp ra')).toBe('K7QM-2XHP-RA');
    expect(isOrderCode('K7QM-2XHP-RA')).toBe(true);
    expect(isOrderCode('k7qm2xhpra')).toBe(true);
    expect(isOrderCode('K7QM-2XHP-R0')).toBe(false); // 0 is not in the alphabet
    expect(isOrderCode('K7QM-2XHP')).toBe(false);
    expect(isOrderCode(42)).toBe(false);
  });

  it('labels an option with its add-on when above 0', () => {
    expect(optionLabel('Size', 'Large', '2')).toBe('Size: Large (+2.00)');
    expect(optionLabel('Spice', 'Mild', '0.00')).toBe('Spice: Mild');
  });
});

describe('the ordering address', () => {
  it('clears on null or blank, keeps an http(s) URL without a trailing slash', () => {
    expect(checkOrderingAddress(null)).toEqual({ address: null });
    expect(checkOrderingAddress('  ')).toEqual({ address: null });
    expect(checkOrderingAddress(' https://eat.example.com/menu/ ')).toEqual({
      address: 'https://eat.example.com/menu',
    });
    expect(checkOrderingAddress('http://localhost:8080')).toEqual({
      address: 'http://localhost:8080',
    });
  });

  it('refuses other schemes, a query, a fragment, credentials and over 300 characters', () => {
    for (const url of [
      'ftp://eat.example.com',
      'javascript:alert(1)',
      'https://eat.example.com/?t=1',
      'https://eat.example.com/#x',
      'https://user:pw@eat.example.com',
      'eat.example.com',
    ]) {
      expect(checkOrderingAddress(url)).toEqual({ error: M.addressInvalid });
    }
    expect(checkOrderingAddress(`https://e.com/${'a'.repeat(300)}`)).toEqual({
      error: M.addressTooLong,
    });
  });
});
