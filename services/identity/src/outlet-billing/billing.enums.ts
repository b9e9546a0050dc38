import { AmountType, BillingType } from '@mise/contracts';
import { registerEnumType } from '@nestjs/graphql';

registerEnumType(BillingType, { name: 'BillingType', description: 'ADD (+) or DEDUCT (-)' });
registerEnumType(AmountType, {
  name: 'AmountType',
  description: 'NUMBER: a flat RM amount; PERCENTAGE: a percent of the bill',
});

export { AmountType, BillingType };
