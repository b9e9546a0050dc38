import {
  addLine,
  cartTotals,
  emptyCart,
  itemCount,
  MAX_LINES,
  optionLabel,
  placeOrderInput,
  removeLine,
  setQuantity,
  TOO_MANY_LINES,
  type Cart,
} from './cart';
import type { ChosenOption } from './choices';
import { uuidV4 } from './request-id';

const large: ChosenOption = {
  optionId: 'o-large',
  variantName: 'Size',
  name: 'Large',
  addOnPrice: '2.00',
};
const egg: ChosenOption = {
  optionId: 'o-egg',
  variantName: 'Add-ons',
  name: 'Egg',
  addOnPrice: '1.50',
};
const nasi = { menuItemId: 'm-nasi', name: 'Nasi Lemak', price: '12.50', note: '' };
let ids = 0;
const newId = () => `req-${++ids}`;

describe('the cart', () => {
  it('prices lines with their option add-ons and the billing add-ons to the cent', () => {
    const lines = [
      { price: '12.50', quantity: 2, options: [large, egg] }, // (12.50 + 2.00 + 1.50) × 2 = 32.00
      { price: '3.35', quantity: 3, options: [] }, // 10.05
    ];
    const totals = cartTotals(lines, [
      { name: 'Service charge', type: 'ADD', amountType: 'PERCENTAGE', amount: '10' },
      { name: 'Member', type: 'DEDUCT', amountType: 'NUMBER', amount: '5' },
      { name: 'SST', type: 'ADD', amountType: 'PERCENTAGE', amount: '6.5' },
    ]);
    expect(totals.lineTotals).toEqual(['32.00', '10.05']);
    expect(totals.subTotal).toBe('42.05');
    // 10% of 42.05 = 4.205 -> 4.21 (half-up); 6.5% of 42.05 = 2.73325 -> 2.73
    expect(totals.billings.map((b) => b.price)).toEqual(['4.21', '-5.00', '2.73']);
    expect(totals.billingTotal).toBe('1.94');
    expect(totals.total).toBe('43.99');
  });

  it('adds the same dish with the same options and note to one line, up to 99', () => {
    let cart: Cart = emptyCart;
    cart = addLine(cart, { ...nasi, options: [large], quantity: 2 }, newId).cart;
    cart = addLine(cart, { ...nasi, options: [large], quantity: 3 }, newId).cart;
    expect(cart.lines).toHaveLength(1);
    expect(cart.lines[0].quantity).toBe(5);
    cart = addLine(cart, { ...nasi, options: [large], quantity: 99 }, newId).cart;
    expect(cart.lines[0].quantity).toBe(99);
    cart = addLine(cart, { ...nasi, options: [egg], quantity: 1 }, newId).cart;
    cart = addLine(cart, { ...nasi, options: [large], quantity: 1, note: 'no chilli' }, newId).cart;
    expect(cart.lines).toHaveLength(3);
    expect(itemCount(cart)).toBe(101);
    expect(setQuantity(cart, cart.lines[1].key, 0).lines[1].quantity).toBe(1);
    expect(setQuantity(cart, cart.lines[1].key, 150).lines[1].quantity).toBe(99);
  });

  it('refuses a 51st different dish', () => {
    let cart: Cart = emptyCart;
    for (let i = 0; i < MAX_LINES; i++) {
      cart = addLine(cart, { ...nasi, menuItemId: `m-${i}`, options: [], quantity: 1 }, newId).cart;
    }
    const refused = addLine(cart, { ...nasi, options: [], quantity: 1 }, newId);
    expect(refused).toEqual({ cart, added: false, reason: TOO_MANY_LINES });
  });

  it('keeps one requestId per cart, so a retry sends the same one, and a new cart gets another', () => {
    let cart = addLine(emptyCart, { ...nasi, options: [], quantity: 1 }, newId).cart;
    const first = cart.requestId;
    expect(first).toBeTruthy();
    cart = addLine(cart, { ...nasi, options: [egg], quantity: 1 }, newId).cart;
    cart = setQuantity(cart, cart.lines[0].key, 3);
    const link = { maskedOutletNumber: 'ABCD2345', tableName: 'T1' };
    expect(placeOrderInput(cart, link).requestId).toBe(first);
    expect(placeOrderInput(cart, link).requestId).toBe(first);
    // Emptied, the next cart is a new order.
    cart = removeLine(removeLine(cart, cart.lines[0].key), cart.lines[1].key);
    expect(cart.requestId).toBeNull();
    cart = addLine(cart, { ...nasi, options: [], quantity: 1 }, newId).cart;
    expect(cart.requestId).not.toBe(first);
  });

  it('sends what placeOrder takes: ids, quantities, options, notes (no prices)', () => {
    let cart = addLine(
      emptyCart,
      { ...nasi, options: [large, egg], quantity: 2, note: ' less rice ' },
      newId,
    ).cart;
    cart = { ...cart, note: '  Birthday  ' };
    expect(placeOrderInput(cart, { maskedOutletNumber: 'ABCD2345', tableName: 'T1' })).toEqual({
      maskedOutletNumber: 'ABCD2345',
      tableName: 'T1',
      requestId: cart.requestId,
      note: 'Birthday',
      items: [
        { menuItemId: 'm-nasi', quantity: 2, optionIds: ['o-large', 'o-egg'], note: 'less rice' },
      ],
    });
  });

  it('labels options with their add-on', () => {
    expect(optionLabel(large)).toBe('Size: Large (+RM 2.00)');
    expect(optionLabel({ ...large, addOnPrice: '0' })).toBe('Size: Large');
  });
});

describe('uuidV4', () => {
  it('makes version 4 UUIDs from random bytes', () => {
    expect(uuidV4((b) => b.fill(0))).toBe('00000000-0000-4000-8000-000000000000');
    expect(uuidV4((b) => b.fill(255))).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
    expect(uuidV4()).not.toBe(uuidV4());
  });
});
