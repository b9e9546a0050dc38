import type { PosReceiptLine, PosReceiptReceivedEvent } from '@mise/contracts';
import { dateIn, roundMoney, roundStored } from '@mise/domain';
import type { LoyverseLine, LoyverseReceipt } from '../providers/loyverse-client';

/** A receipt read from Loyverse: the store it belongs to and the event it becomes. */
export interface ReadReceipt {
  storeId: string;
  event: PosReceiptReceivedEvent;
}

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v : null);

/** A JSON number (or a numeric string) as an exact decimal: `String(n)`, then rounded. */
function decimal(v: unknown, round: (x: string) => string): string {
  if (typeof v === 'number' && Number.isFinite(v)) return round(String(v));
  if (typeof v === 'string' && v.trim()) return round(v.trim());
  if (v === null || v === undefined) return round('0');
  throw new Error(`not a number: ${typeof v}`);
}
const money = (v: unknown) => decimal(v, roundMoney);
const quantity = (v: unknown) => decimal(v, roundStored);

const instant = (v: unknown): Date | null => {
  const s = text(v);
  if (!s) return null;
  const d = new Date(s);
  return Number.isNaN(d.getTime()) ? null : d;
};

function lineOf(l: LoyverseLine): PosReceiptLine {
  return {
    name: text(l.item_name)?.trim() ?? '',
    variantName: text(l.variant_name)?.trim() ?? null,
    quantity: quantity(l.quantity),
    price: money(l.price),
    total: money(l.total_money),
    options: (Array.isArray(l.line_modifiers) ? l.line_modifiers : []).map((m) => ({
      name: text(m?.name)?.trim() ?? '',
      option: text(m?.option)?.trim() ?? '',
      price: money(m?.price),
    })),
  };
}

/**
 * One Loyverse receipt → `integrations.pos-receipt.received` (contract phase 2 §1): ids as
 * `${merchantId}:${receipt_number}`, the receipt date in the outlets' business time zone,
 * amounts from Loyverse's JSON numbers as exact decimals (`String(n)` then rounded: money to 2
 * places, quantities to 6). Null when the receipt cannot be read (no number, store or date).
 */
export function readReceipt(merchantId: string, r: LoyverseReceipt): ReadReceipt | null {
  const number = text(r.receipt_number);
  const storeId = text(r.store_id);
  const created = instant(r.created_at);
  const date = instant(r.receipt_date) ?? created;
  const updated = instant(r.updated_at) ?? created;
  if (!number || !storeId || !date || !updated) return null;
  try {
    const refundFor = text(r.refund_for);
    const refund = r.receipt_type === 'REFUND';
    return {
      storeId,
      event: {
        provider: 'LOYVERSE',
        receiptId: `${merchantId}:${number}`,
        receiptNumber: number,
        receiptType: refund ? 'REFUND' : 'SALE',
        refundFor: refund && refundFor ? `${merchantId}:${refundFor}` : null,
        receiptDate: dateIn(date),
        cancelled: r.cancelled_at !== null && r.cancelled_at !== undefined,
        lines: (Array.isArray(r.line_items) ? r.line_items : []).map(lineOf),
        total: money(r.total_money),
        updatedAt: updated.toISOString(),
      },
    };
  } catch {
    return null;
  }
}
