import {
  formatNumber,
  formatRM,
  round,
  validateBillingAddOn,
  type AmountTypeValue,
  type BillingTypeValue,
  type FieldError,
} from '@mise/domain';

/** Settings > Billing (spec 2.11): how an add-on is shown and what the form sends. */

export const BILLING_TYPE_SIGN: Record<BillingTypeValue, string> = { ADD: '+', DEDUCT: '-' };

export const AMOUNT_TYPE_LABEL: Record<AmountTypeValue, string> = {
  NUMBER: 'Number',
  PERCENTAGE: 'Percentage',
};

/** A flat amount in RM ("RM 5.50"), a percentage with 2 decimals ("12.50%"). */
export function formatBillingAmount(amount: string, amountType: AmountTypeValue): string {
  return amountType === 'PERCENTAGE' ? `${formatNumber(amount, 2)}%` : formatRM(amount);
}

/** The add-on form's values (the amount as the input gives it: a decimal string or nothing). */
export interface BillingFormValues {
  name?: string | null;
  type?: BillingTypeValue | null;
  amount?: string | null;
  amountType?: AmountTypeValue | null;
  enabled?: boolean | null;
}

export const NEW_BILLING: BillingFormValues = {
  name: '',
  type: 'ADD',
  amount: null,
  amountType: 'NUMBER',
  enabled: true,
};

export function validateBillingForm(values: BillingFormValues): FieldError[] {
  return validateBillingAddOn({ ...values, amount: values.amount ?? null });
}

export interface BillingInput {
  name: string;
  type: BillingTypeValue;
  amount: string;
  amountType: AmountTypeValue;
  enabled: boolean;
}

/**
 * What create/update send, from values that passed `validateBillingForm`: the name trimmed, the
 * amount as an exact decimal string with 2 places ("5.5" -> "5.50").
 */
export function toBillingInput(values: BillingFormValues): BillingInput {
  if (validateBillingForm(values).length > 0) throw new Error('Invalid billing add-on');
  return {
    name: (values.name ?? '').trim(),
    type: values.type as BillingTypeValue,
    amount: round(values.amount as string, 2),
    amountType: values.amountType as AmountTypeValue,
    enabled: values.enabled as boolean,
  };
}
