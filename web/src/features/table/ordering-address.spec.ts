import { OrderingMessages } from '@mise/domain';
import {
  ORDERING_ADDRESS_REQUIRED,
  orderingAddressError,
  orderingAddressInput,
  orderingAddressValues,
  webhookSecretText,
} from './ordering-address';

const M = {
  required: ORDERING_ADDRESS_REQUIRED,
  invalid: OrderingMessages.addressInvalid,
  tooLong: OrderingMessages.addressTooLong,
};
const outside = (url: string) => ({ mode: 'outside' as const, url });

describe('ordering address', () => {
  it("starts on Mise's page when none is saved, else on the saved address", () => {
    expect(orderingAddressValues(null)).toEqual({ mode: 'mise', url: '' });
    expect(orderingAddressValues('https://order.example.com')).toEqual(
      outside('https://order.example.com'),
    );
  });

  it("sends null for Mise's page (clears) and the trimmed address otherwise", () => {
    expect(orderingAddressInput({ mode: 'mise', url: 'https://left.over' })).toBeNull();
    expect(orderingAddressInput(outside('  https://order.example.com/t  '))).toBe(
      'https://order.example.com/t',
    );
  });

  it('takes http and https addresses with a path', () => {
    expect(orderingAddressError(outside('https://order.example.com'))).toBeNull();
    expect(orderingAddressError(outside('http://localhost:8080/menu/'))).toBeNull();
    expect(orderingAddressError({ mode: 'mise', url: 'not checked' })).toBeNull();
  });

  it('refuses a blank, another scheme, a query, a fragment, credentials or spaces', () => {
    expect(orderingAddressError(outside('  '))).toBe(M.required);
    for (const url of [
      'order.example.com',
      'ftp://order.example.com',
      'javascript:alert(1)',
      'https://order.example.com/?table=1',
      'https://order.example.com/#menu',
      'https://user:pw@order.example.com',
      'https://order.example.com/a b',
    ]) {
      expect(orderingAddressError(outside(url))).toBe(M.invalid);
    }
  });

  it('refuses more than 300 characters', () => {
    const base = 'https://order.example.com/';
    expect(orderingAddressError(outside(base + 'a'.repeat(300 - base.length)))).toBeNull();
    expect(orderingAddressError(outside(base + 'a'.repeat(301 - base.length)))).toBe(M.tooLong);
  });
});

describe('the signing secret panel', () => {
  it('says when the current secret was made, or that orders are refused without one', () => {
    expect(webhookSecretText('24 Nov 2026')).toContain('made on 24 Nov 2026');
    expect(webhookSecretText(null)).toContain('orders from a site are refused until you make one');
  });
});
