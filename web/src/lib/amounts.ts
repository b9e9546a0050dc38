import {
  Precision,
  formatQuantity,
  formatRM,
  formatRMUnitCost,
  isDecimal,
  type DecimalInput,
} from '@mise/domain';

/**
 * How numbers are shown and typed (spec 9): money in RM with 2 decimals, unit costs (and average
 * prices) in RM with 4, quantities with 1. Values are exact decimal strings, never floats.
 */
export type AmountKind = 'money' | 'unitCost' | 'quantity';

export const AMOUNT_INPUT: Record<
  AmountKind,
  { precision: number; step: string; prefix?: string }
> = {
  money: { precision: Precision.money, step: '0.01', prefix: 'RM' },
  unitCost: { precision: Precision.unitCost, step: '0.0001', prefix: 'RM' },
  quantity: { precision: Precision.quantity, step: '0.1' },
};

/** The text of an amount in a cell or a total; "-" when there is none. */
export function formatAmount(
  value: DecimalInput | null | undefined,
  kind: AmountKind = 'money',
): string {
  if (value === null || value === undefined || value === '' || !isDecimal(value)) return '-';
  switch (kind) {
    case 'money':
      return formatRM(value);
    case 'unitCost':
      return formatRMUnitCost(value);
    case 'quantity':
      return formatQuantity(value);
  }
}
