import { ADJUSTMENT_REASON_LABELS, ADJUSTMENT_REASONS, type AdjustmentReason } from '@mise/domain';
import { longDate } from '../../lib/format';

/**
 * Pure rules of the ingredient screens (/ingredients, /ingredients/:id): how ledger rows read in
 * words, the Recent Purchase Date cell, and which dates the adjustment date picker offers.
 */

/** The ledger's movement kinds (flows.md §3) in words, for the movement history. */
export const MOVEMENT_KIND_LABELS: Record<string, string> = {
  PURCHASE: 'Purchase',
  PURCHASE_RETURN: 'Purchase return',
  SALE_USAGE: 'Used by sales',
  PRODUCTION_USAGE: 'Used in batch production',
  PRODUCTION_OUTPUT: 'Batch production output',
  ADJUSTMENT: 'Stock adjustment',
  BATCH_ADJUSTMENT: 'Batch stock adjustment',
  CREDIT_INVOICE: 'Credit invoice',
  REVERSAL: 'Reversal',
};

/** The documents a ledger row comes from, in words. */
export const SOURCE_TYPE_LABELS: Record<string, string> = {
  EXPENSE: 'Expense',
  SALE: 'Sale',
  BATCH_STOCK_IN: 'Batch stock-in',
  ADJUSTMENT: 'Stock adjustment',
  BATCH_ADJUSTMENT: 'Batch stock adjustment',
  CREDIT_INVOICE: 'Credit invoice',
};

/** "SOME_KIND" -> "Some kind" for a value this screen does not know yet. */
function words(code: string): string {
  const text = code.toLowerCase().replace(/_/g, ' ').trim();
  return text ? text[0].toUpperCase() + text.slice(1) : '';
}

export function movementKindLabel(kind: string): string {
  return MOVEMENT_KIND_LABELS[kind] ?? words(kind);
}

/** The source document of a ledger row: its type in words and the start of its id. */
export function movementSourceLabel(sourceType: string, sourceId: string): string {
  const type = SOURCE_TYPE_LABELS[sourceType] ?? words(sourceType);
  return sourceId ? `${type} #${sourceId.slice(0, 8)}` : type;
}

/** The Recent Purchase Date cell: the date, or 'N/A' when never purchased (spec 2 §2). */
export function recentPurchaseDate(date: string | null | undefined): string {
  return date ? longDate(date) : 'N/A';
}

/** The reasons the adjustment modal offers, in the domain's order. */
export const REASON_OPTIONS = ADJUSTMENT_REASONS.map((value) => ({
  value,
  label: ADJUSTMENT_REASON_LABELS[value],
}));

export function reasonLabel(reason: string | null | undefined): string {
  if (!reason) return '';
  return ADJUSTMENT_REASON_LABELS[reason as AdjustmentReason] ?? words(reason);
}
