import { Messages } from '@mise/domain';
import {
  BILLING_TYPE_SIGN,
  NEW_BILLING,
  formatBillingAmount,
  toBillingInput,
  validateBillingForm,
  type BillingFormValues,
} from './billing';

const valid: BillingFormValues = {
  name: 'Service charge',
  type: 'ADD',
  amount: '10',
  amountType: 'PERCENTAGE',
  enabled: true,
};

const messages = (values: BillingFormValues) => validateBillingForm(values).map((e) => e.message);

describe('billing add-ons (spec 2.11, 5)', () => {
  it('shows a flat amount in RM and a percentage with 2 decimals', () => {
    expect(formatBillingAmount('5.5', 'NUMBER')).toBe('RM 5.50');
    expect(formatBillingAmount('1234.5', 'NUMBER')).toBe('RM 1,234.50');
    expect(formatBillingAmount('12.5', 'PERCENTAGE')).toBe('12.50%');
    expect(formatBillingAmount('10.00', 'PERCENTAGE')).toBe('10.00%');
  });

  it('shows + for an add-on that adds and - for one that deducts', () => {
    expect(BILLING_TYPE_SIGN.ADD).toBe('+');
    expect(BILLING_TYPE_SIGN.DEDUCT).toBe('-');
  });

  it('starts a new add-on as an enabled flat addition with no name or amount', () => {
    expect(NEW_BILLING).toEqual({
      name: '',
      type: 'ADD',
      amount: null,
      amountType: 'NUMBER',
      enabled: true,
    });
    expect(messages(NEW_BILLING)).toEqual([
      Messages.billing.nameRequired,
      Messages.billing.amountInvalid,
    ]);
  });

  it('asks for a name, an amount above 0 and a percentage within 1..100', () => {
    expect(messages(valid)).toEqual([]);
    expect(messages({ ...valid, name: '  ' })).toEqual([Messages.billing.nameRequired]);
    expect(messages({ ...valid, amount: '0' })).toEqual([Messages.billing.amountInvalid]);
    expect(messages({ ...valid, amount: null })).toEqual([Messages.billing.amountInvalid]);
    expect(messages({ ...valid, amount: '-1', amountType: 'NUMBER' })).toEqual([
      Messages.billing.amountInvalid,
    ]);
    expect(messages({ ...valid, amount: '150' })).toEqual([Messages.billing.percentageInvalid]);
    expect(messages({ ...valid, amount: '0.5' })).toEqual([Messages.billing.percentageInvalid]);
    expect(messages({ ...valid, amount: '100' })).toEqual([]);
    expect(messages({ ...valid, amount: '150', amountType: 'NUMBER' })).toEqual([]);
  });

  it('sends the name trimmed and the amount as an exact decimal string with 2 places', () => {
    expect(toBillingInput({ ...valid, name: ' Service charge ' })).toEqual({
      name: 'Service charge',
      type: 'ADD',
      amount: '10.00',
      amountType: 'PERCENTAGE',
      enabled: true,
    });
    expect(
      toBillingInput({ ...valid, type: 'DEDUCT', amount: '5.5', amountType: 'NUMBER' }).amount,
    ).toBe('5.50');
    expect(() => toBillingInput({ ...valid, amount: '0' })).toThrow();
  });
});
