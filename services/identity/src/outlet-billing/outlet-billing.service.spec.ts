import { AmountType, BillingType } from '@mise/contracts';
import { Messages } from '@mise/domain';
import { BadInputError } from '@mise/platform';
import { checkAddOn } from './outlet-billing.service';

const base = {
  name: 'Service charge',
  type: BillingType.ADD as BillingType,
  amount: '10',
  amountType: AmountType.PERCENTAGE as AmountType,
  enabled: true,
};

function messageOf(change: Partial<typeof base>): string | null {
  try {
    checkAddOn({ ...base, ...change });
    return null;
  } catch (e) {
    expect(e).toBeInstanceOf(BadInputError);
    return (e as Error).message;
  }
}

describe('checkAddOn', () => {
  it('accepts a valid add-on', () => {
    expect(messageOf({})).toBeNull();
    expect(messageOf({ amount: '9999999999.99', amountType: AmountType.NUMBER })).toBeNull();
  });

  it('applies the spec rules in order', () => {
    expect(messageOf({ name: '', amount: '0' })).toBe(Messages.billing.nameRequired);
    expect(messageOf({ amount: '0' })).toBe(Messages.billing.amountInvalid);
    expect(messageOf({ amount: '101' })).toBe(Messages.billing.percentageInvalid);
  });

  it('refuses amounts the numeric(12,2) column would round or overflow', () => {
    expect(messageOf({ amount: '12.345', amountType: AmountType.NUMBER })).toBe(
      Messages.billing.amountInvalid,
    );
    expect(messageOf({ amount: '10000000000', amountType: AmountType.NUMBER })).toBe(
      Messages.billing.amountInvalid,
    );
    expect(messageOf({ amount: '1e3', amountType: AmountType.NUMBER })).toBe(
      Messages.billing.amountInvalid,
    );
  });
});
