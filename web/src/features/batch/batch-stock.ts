import {
  BatchMessages,
  batchAdjustmentUnits,
  checkStockInQuantity,
  isDecimal,
  type BatchAdjustmentType,
  type CalendarDate,
  type FieldError,
} from '@mise/domain';

/**
 * Pure rules of the batch stock screens (/batch-production, /batch-stock,
 * /batch-stock/adjustment/:id; spec 2 §2, §5): stock-in rows, the calendar's amounts, and the
 * batch adjustment's amount (always a deduction, in stock units or portions).
 */

/** The calendar's amount per day: each production day's total batch cost. */
export function calendarAmounts(
  days: readonly { date: CalendarDate; totalCost: string }[],
): Record<CalendarDate, string> {
  return Object.fromEntries(days.map((day) => [day.date, day.totalCost]));
}

/** A stock-in row as the form edits it. */
export interface StockInValues {
  batchItemId?: string | null;
  quantity?: string | null;
}

/**
 * A stock-in (spec 2 §5): a batch item must be chosen ('Select or enter a batch item'); the
 * quantity is not blank, not 0 and at least 1. The same version twice on a day is the server's
 * to refuse (it knows every row of the day).
 */
export function validateStockIn(values: StockInValues): FieldError[] {
  const errors: FieldError[] = [];
  if (!values.batchItemId) {
    errors.push({ field: 'batchItemId', message: BatchMessages.stockIn.selectItem });
  }
  const quantity = checkStockInQuantity(values.quantity);
  if ('error' in quantity) errors.push({ field: 'quantity', message: quantity.error });
  return errors;
}

/** What Save sends for a valid row. */
export function stockInInput(values: StockInValues): { batchItemId: string; quantity: string } {
  const quantity = checkStockInQuantity(values.quantity);
  return {
    batchItemId: values.batchItemId ?? '',
    quantity: 'quantity' in quantity ? quantity.quantity : '',
  };
}

export const ADJUSTMENT_TYPE_OPTIONS: { value: BatchAdjustmentType; label: string }[] = [
  { value: 'STOCK', label: 'Stock' },
  { value: 'PORTION', label: 'Portion' },
];

/**
 * The amount field is forced negative (spec 2 §5): whatever is typed reads as a deduction.
 * Blank stays blank.
 */
export function forceNegative(value: string | null | undefined): string | null {
  const text = (value ?? '').trim();
  if (!text) return null;
  if (text.startsWith('-')) return text;
  return `-${text.replace(/^\+/, '')}`;
}

/**
 * The minus button: flips the sign of what is typed (for keypads without a minus key); what is
 * saved is still the deduction (`forceNegative`).
 */
export function toggleMinus(value: string | null | undefined): string | null {
  const text = (value ?? '').trim();
  if (!text) return null;
  return text.startsWith('-') ? text.slice(1) : `-${text}`;
}

/**
 * A batch adjustment's amount (spec 2 §5): a number that is not 0 once converted to stock units
 * ('Adjustment amount cannot be 0!'); portions are divided by the portion size.
 */
export function batchAdjustmentAmountError(
  amount: string | null | undefined,
  type: BatchAdjustmentType,
  portionSize: string,
): string | null {
  const text = (amount ?? '').trim();
  if (!isDecimal(text)) return BatchMessages.adjustment.amountInvalid;
  return batchAdjustmentUnits(text, type, portionSize) === null
    ? BatchMessages.adjustment.amountZero
    : null;
}
