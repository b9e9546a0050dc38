import { InventoryMessages } from '@mise/domain';

/**
 * The adjustment screens' date limits and row locks (ingredient and batch stock adjustments, spec
 * 2 §5): the date picker offers today back to the server's earliest date; credit-invoice rows and
 * rows outside the 90-day window have no Edit / Delete.
 */

/** The adjustment window the server answers (`adjustmentWindow`). */
export interface AdjustmentDateWindow {
  today: string;
  /** Earliest date allowed; null when the 90-day check is off. */
  earliestDate?: string | null;
}

/**
 * Whether the date picker disables a day (YYYY-MM-DD): after today, or before the earliest date
 * the 90-day check allows. The server refuses the same dates.
 */
export function isAdjustmentDateDisabled(date: string, window: AdjustmentDateWindow): boolean {
  if (date > window.today) return true;
  return !!window.earliestDate && date < window.earliestDate;
}

/** Why an adjustment row has no Edit / Delete, or null when it has them. */
export function adjustmentLockText(row: {
  creditInvoice: boolean;
  editable: boolean;
}): string | null {
  if (row.creditInvoice) return InventoryMessages.adjustment.creditInvoice;
  if (!row.editable) return 'Older than 90 days';
  return null;
}
