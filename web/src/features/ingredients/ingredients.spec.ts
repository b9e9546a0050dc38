import { InventoryMessages } from '@mise/domain';
import {
  REASON_OPTIONS,
  movementKindLabel,
  movementSourceLabel,
  reasonLabel,
  recentPurchaseDate,
} from './ingredients';
import { adjustmentLockText, isAdjustmentDateDisabled } from '../../lib/adjustment-window';

describe('ingredient screens', () => {
  it('names every ledger kind in words, and unknown ones readably', () => {
    expect(movementKindLabel('PURCHASE')).toBe('Purchase');
    expect(movementKindLabel('SALE_USAGE')).toBe('Used by sales');
    expect(movementKindLabel('ADJUSTMENT')).toBe('Stock adjustment');
    expect(movementKindLabel('REVERSAL')).toBe('Reversal');
    expect(movementKindLabel('NEW_KIND')).toBe('New kind');
  });

  it('shows the source document type with the start of its id', () => {
    expect(movementSourceLabel('EXPENSE', '1234567890abcdef')).toBe('Expense #12345678');
    expect(movementSourceLabel('ADJUSTMENT', '')).toBe('Stock adjustment');
  });

  it("shows 'N/A' for an ingredient never purchased", () => {
    expect(recentPurchaseDate(null)).toBe('N/A');
    expect(recentPurchaseDate('2026-03-05')).toBe('05 March 2026');
  });

  it('offers the six reasons of the waste log', () => {
    expect(REASON_OPTIONS.map((o) => o.label)).toEqual([
      'Waste',
      'Spoilage',
      'Staff meal',
      'Breakage',
      'Count correction',
      'Other',
    ]);
    expect(reasonLabel('STAFF_MEAL')).toBe('Staff meal');
    expect(reasonLabel(null)).toBe('');
  });

  it('disables future dates, and dates before the 90-day window when it is on', () => {
    const on = { today: '2026-11-22', earliestDate: '2026-08-23' };
    expect(isAdjustmentDateDisabled('2026-11-23', on)).toBe(true);
    expect(isAdjustmentDateDisabled('2026-11-22', on)).toBe(false);
    expect(isAdjustmentDateDisabled('2026-08-23', on)).toBe(false);
    expect(isAdjustmentDateDisabled('2026-08-22', on)).toBe(true);
    const off = { today: '2026-11-22', earliestDate: null };
    expect(isAdjustmentDateDisabled('2020-01-01', off)).toBe(false);
  });

  it('locks credit-invoice rows and rows outside the window', () => {
    expect(adjustmentLockText({ creditInvoice: true, editable: false })).toBe(
      InventoryMessages.adjustment.creditInvoice,
    );
    expect(adjustmentLockText({ creditInvoice: false, editable: false })).toBe(
      'Older than 90 days',
    );
    expect(adjustmentLockText({ creditInvoice: false, editable: true })).toBeNull();
  });
});
