import { GUEST_TOKEN_KEY, guestToken } from './guest-token';
import { readTableLink } from './link';
import { forgetOrder, saveOrder, savedOrders } from './saved-orders';
import { billingLabel, isFinalStatus } from './status';

describe('the table link', () => {
  it('reads /order/{masked}?table={name}, else null (the invalid link page)', () => {
    expect(readTableLink('/order/ABCD2345', '?table=T%201')).toEqual({
      maskedOutletNumber: 'ABCD2345',
      tableName: 'T 1',
    });
    expect(readTableLink('/order/ABCD2345/', '?table=A')).not.toBeNull();
    expect(readTableLink('/order/ABCD2345', '')).toBeNull();
    expect(readTableLink('/order/ABCD2345', '?table=%20')).toBeNull();
    expect(readTableLink('/order', '?table=A')).toBeNull();
    expect(readTableLink('/order/a/b', '?table=A')).toBeNull();
    expect(readTableLink('/order/%E0%A4%A', '?table=A')).toBeNull();
  });
});

describe('saved orders', () => {
  const link = { maskedOutletNumber: 'ABCD2345', tableName: 'T1' };
  const memory = () => {
    const data = new Map<string, string>();
    return {
      getItem: (k: string) => data.get(k) ?? null,
      setItem: (k: string, v: string) => void data.set(k, v),
    };
  };

  it("keeps this table's orders newest first for a day, and forgets on request", () => {
    const store = memory();
    saveOrder(store, { ...link, orderCode: 'A', token: 'ta' }, 1000);
    saveOrder(store, { ...link, tableName: 't1', orderCode: 'B', token: 'tb' }, 2000);
    saveOrder(store, { ...link, tableName: 'T2', orderCode: 'C', token: 'tc' }, 3000);
    expect(savedOrders(store, link, 4000).map((o) => o.orderCode)).toEqual(['B', 'A']);
    expect(savedOrders(store, link, 1000 + 24 * 3600 * 1000).map((o) => o.orderCode)).toEqual([
      'B',
    ]);
    forgetOrder(store, 'B', 4000);
    expect(savedOrders(store, link, 4000).map((o) => o.orderCode)).toEqual(['A']);
  });

  it('survives garbage in storage', () => {
    const store = memory();
    store.setItem('mise.order.placed', '{not json');
    expect(savedOrders(store, link)).toEqual([]);
  });
});

describe('status', () => {
  it('stops at served and rejected; labels percentage add-ons', () => {
    expect(['DRAFT', 'CONFIRMED', 'SERVED', 'REJECTED'].map(isFinalStatus)).toEqual([
      false,
      false,
      true,
      true,
    ]);
    expect(
      billingLabel({ name: 'Service charge', amountType: 'PERCENTAGE', amount: '10.00' }),
    ).toBe('Service charge (10%)');
    expect(billingLabel({ name: 'Packing', amountType: 'NUMBER', amount: '1.00' })).toBe('Packing');
  });
});

describe('the guest token', () => {
  it('is made once, random and well formed, and kept for the next requests', () => {
    const data = new Map<string, string>();
    const store = {
      getItem: (k: string) => data.get(k) ?? null,
      setItem: (k: string, v: string) => void data.set(k, v),
    };
    const first = guestToken(store);
    expect(first).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(data.get(GUEST_TOKEN_KEY)).toBe(first);
    expect(guestToken(store)).toBe(first);
    expect(guestToken({ getItem: () => null, setItem: () => undefined })).not.toBe(first);
    data.set(GUEST_TOKEN_KEY, 'bad token!');
    expect(guestToken(store)).not.toBe('bad token!');
  });
});
