import {
  AmountType,
  BillingType,
  type OrderStatus as OrderStatusEnum,
  type UnitCostSource as UnitCostSourceEnum,
  type VariantType,
} from '@mise/contracts';
import type { UnitCostSource, VariantTypeName } from './catalogue';
import type { OrderStatus } from './ordering';
import {
  validateBillingAddOn,
  validateOutletInput,
  validateOwnerPhone,
  validateProfileInput,
  type AmountTypeValue,
  type BillingAddOnInput,
  type BillingTypeValue,
} from './validation';

// The local unions must keep the enum values of @mise/contracts (checked by the typecheck).
const _billingTypes: BillingTypeValue[] = [BillingType.ADD, BillingType.DEDUCT];
const _amountTypes: AmountTypeValue[] = [AmountType.NUMBER, AmountType.PERCENTAGE];
// and the same values both ways for the unions of the enums declared in @mise/contracts
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const _sameUnions: [
  Same<BillingTypeValue, BillingType>,
  Same<AmountTypeValue, AmountType>,
  Same<VariantTypeName, VariantType>,
  Same<OrderStatus, OrderStatusEnum>,
  Same<UnitCostSource, UnitCostSourceEnum>,
] = [true, true, true, true, true];

describe('validateOutletInput', () => {
  it('passes a named outlet with an address', () => {
    expect(
      validateOutletInput({ outletName: 'Kedai Kopi', outletAddress: '1 Jalan Ampang' }),
    ).toEqual([]);
  });

  it('reports blank name and address in field order', () => {
    expect(validateOutletInput({ outletName: '  ', outletAddress: undefined })).toEqual([
      { field: 'outletName', message: 'Outlet Name cannot be blank!' },
      { field: 'outletAddress', message: 'Outlet Address cannot be blank!' },
    ]);
  });
});

describe('validateOwnerPhone', () => {
  it('passes a valid number and reports blank or invalid ones', () => {
    expect(validateOwnerPhone('+60 12-345 6789')).toEqual([]);
    expect(validateOwnerPhone('')).toEqual([
      { field: 'whatsappNumber', message: 'Phone number cannot be blank!' },
    ]);
    expect(validateOwnerPhone('12345')).toEqual([
      { field: 'whatsappNumber', message: 'Phone number is invalid!' },
    ]);
  });
});

describe('validateProfileInput', () => {
  const valid = {
    outletAddress: '1 Jalan Ampang',
    contactNumber: '012-345 6789',
    name: 'Aminah binti Ali',
    accountNumber: '1234567890',
    bankName: 'Maybank',
  };

  it('passes a complete profile', () => {
    expect(validateProfileInput(valid)).toEqual([]);
  });

  it('reports every missing field in order', () => {
    expect(validateProfileInput({})).toEqual([
      { field: 'outletAddress', message: 'Kindly fill in the address' },
      { field: 'contactNumber', message: 'Kindly fill in the contact number' },
      { field: 'name', message: 'Kindly fill in the beneficiary name' },
      { field: 'accountNumber', message: 'Kindly fill in the account number' },
      { field: 'bankName', message: 'Kindly fill in the bank name' },
    ]);
  });

  it('rejects an invalid contact number', () => {
    expect(validateProfileInput({ ...valid, contactNumber: '0123' })).toEqual([
      { field: 'contactNumber', message: 'Invalid contact number' },
    ]);
  });
});

describe('validateBillingAddOn', () => {
  const valid: BillingAddOnInput = {
    name: 'Service charge',
    type: 'ADD',
    amount: '10',
    amountType: 'PERCENTAGE',
    enabled: true,
  };
  const messagesFor = (change: Partial<BillingAddOnInput>) =>
    validateBillingAddOn({ ...valid, ...change }).map((e) => e.message);

  it('passes valid flat and percentage add-ons', () => {
    expect(validateBillingAddOn(valid)).toEqual([]);
    expect(messagesFor({ amount: 2.5, amountType: 'NUMBER', type: 'DEDUCT' })).toEqual([]);
    expect(messagesFor({ amount: '1' })).toEqual([]);
    expect(messagesFor({ amount: '100' })).toEqual([]);
  });

  it('needs a name', () => {
    expect(validateBillingAddOn({ ...valid, name: ' ' })).toEqual([
      { field: 'name', message: 'Kindly fill in the billing name' },
    ]);
  });

  it.each([['0'], [0], ['-1'], [-1], ['abc'], [''], [null]])(
    'says amount %p is not a valid amount',
    (amount) => {
      expect(messagesFor({ amount })).toEqual(['Kindly fill in a valid amount']);
      expect(messagesFor({ amount, amountType: 'NUMBER' })).toEqual([
        'Kindly fill in a valid amount',
      ]);
    },
  );

  it('keeps a percentage within 1 to 100', () => {
    expect(messagesFor({ amount: '150' })).toEqual(['Kindly fill in a valid percentage (1-100%)']);
    expect(messagesFor({ amount: '100.01' })).toEqual([
      'Kindly fill in a valid percentage (1-100%)',
    ]);
    expect(messagesFor({ amount: '0.5' })).toEqual(['Kindly fill in a valid percentage (1-100%)']);
    expect(messagesFor({ amount: '150', amountType: 'NUMBER' })).toEqual([]);
  });

  it('needs a type, an amount type and the enabled flag', () => {
    expect(validateBillingAddOn({ name: 'Tip', amount: '5' })).toEqual([
      { field: 'type', message: 'Kindly choose the billing type' },
      { field: 'amountType', message: 'Kindly choose the amount type' },
      { field: 'enabled', message: 'Kindly choose whether the billing is enabled' },
    ]);
  });

  it('reports several problems in field order', () => {
    expect(validateBillingAddOn({ ...valid, name: '', amount: '-1' }).map((e) => e.field)).toEqual([
      'name',
      'amount',
    ]);
  });
});
