/**
 * Purchase orders' rules and texts (spec 3 §2.3, §3, §4.2, §5.3, §9; flows.md §7): the draft
 * limit, the document number, item totals and the grand total (exact, half-up to the cent), the
 * item checks and the procurement set-up steps. The procurement service and the web use these.
 */
import { boundedDecimal, DecimalBounds, normalName, rangeText, upperName } from './bounds';
import { cmp, type Decimal, type DecimalInput, mul, roundMoney, sum } from './money';
import { DEFAULT_TIME_ZONE, zonedParts } from './today';

/** A PO's state and status (the enums of `@mise/contracts`, held equal by the spec's typecheck). */
export type PurchaseOrderStateValue = 'DRAFT' | 'CONFIRMED' | 'DELETED';
export type PurchaseOrderStatusValue = 'PENDING' | 'ACCEPTED' | 'N_A';

/** At most this many draft purchase orders per outlet (spec 3 §9). */
export const PURCHASE_ORDER_DRAFT_LIMIT = 10;
/** Lines one purchase order may hold (a bound on what one document carries). */
export const MAX_PURCHASE_ORDER_ITEMS = 100;
/** The unit of an item whose ingredient has none (spec 3 §5.3). */
export const DEFAULT_PO_UNIT = 'unit';

export const PurchaseOrderMessages = {
  supplierBlank: 'Supplier name cannot be blank',
  supplierUnknown:
    'No matching supplier name found. Please add new supplier details before making purchase order',
  limitReached: 'Limit has been reached, please send or delete PO before creating new',
  inventoryBlank: 'Select an inventory!',
  ingredientBlank: 'Select an ingredient!',
  quantityBlank: 'Enter a quantity!',
  noItemToDelete: 'No item to delete.',
  noItems: 'This PO has no inventory item entries!',
  someWithoutItems: 'Some POs have no inventory item entries!',
  /** Not in the spec (issue 20): the server's refusals, worded plainly. */
  quantityInvalid: `Quantity must be ${rangeText(DecimalBounds.quantity, 'zero')}`,
  amountInvalid: `Unit amount must be ${rangeText(DecimalBounds.quantity, 'aboveZero')}`,
  costInvalid: `Cost per unit must be ${rangeText(DecimalBounds.unitCost, 'zero')}`,
  nameTooLong: 'Names must be at most 100 characters long',
  unitTooLong: 'Unit must be at most 100 characters long',
  inventoryUsed: 'This inventory item is already on this purchase order',
  tooManyItems: `A purchase order can have at most ${MAX_PURCHASE_ORDER_ITEMS} items`,
  notDraft: 'Only draft purchase orders can be changed. This one was already sent or deleted.',
  notFound: 'Purchase order not found',
  itemNotFound: 'Purchase order item not found',
  noSupplierEmail: "Add the supplier's e-mail address to send by e-mail",
  mailNotConnected: 'Connect your mail in Settings, Integrations to send by e-mail',
  rangeInvalid: 'The date range is not valid',
  /** Success texts the web shows. */
  created: 'Purchase order created',
  deleted: 'Purchase order deleted',
  sent: 'Purchase order sent',
  remarksUpdated: 'Outlet remarks updated',
  itemSaved: 'Item saved',
  itemDeleted: 'Item deleted',
  confirmSend: 'Are you sure you want to send the following PO?',
  confirmSendAll: 'Are you sure you want to send all POs?',
  sendingProgress: (n: number, total: number) => `Sending Purchase Order ${n} of ${total}`,
  allSent: (total: number) => `All Purchase Orders ${total} of ${total} Sent!`,
  noDrafts: 'No Draft Purchase Orders',
  noDraftsHint: 'Create your first purchase order to get started',
} as const;

/** Whether another draft may be made (the counter is red at or above the limit). */
export function purchaseOrderLimitReached(
  drafts: number,
  limit = PURCHASE_ORDER_DRAFT_LIMIT,
): boolean {
  return drafts >= limit;
}

/** The digit after the outlet number: '8' for purchase orders, '9' for invoices (spec 3 §3). */
export const DOCUMENT_NUMBER_KIND = { PO: '8', INVOICE: '9' } as const;
export type DocumentNumberKind = keyof typeof DOCUMENT_NUMBER_KIND;

/**
 * `outletNumber + kind digit + YYMMDDHHmmss` of `instant` in the outlet's time zone
 * (flows.md §7): e.g. outlet 100001, a PO stamped 2026-11-24 09:05:07 -> "1000018261124090507".
 */
export function documentNumber(
  outletNumber: string,
  kind: DocumentNumberKind,
  instant: Date,
  timeZone: string = DEFAULT_TIME_ZONE,
): string {
  const parts = zonedParts(instant, timeZone, 'stamp');
  const stamp = (['year', 'month', 'day', 'hour', 'minute', 'second'] as const)
    .map((t) => parts[t] ?? '00')
    .join('');
  return `${outletNumber}${DOCUMENT_NUMBER_KIND[kind]}${stamp}`;
}

/** Expected total of a line: cost per unit × unit amount × quantity, half-up to the cent. */
export function purchaseOrderItemTotal(
  cost: DecimalInput,
  amount: DecimalInput,
  quantity: DecimalInput,
): Decimal {
  return roundMoney(mul(mul(cost, amount), quantity));
}

/** The PO's grand total: the sum of its lines' (rounded) totals, 2 decimals. */
export function purchaseOrderGrandTotal(items: ReadonlyArray<{ total: DecimalInput }>): Decimal {
  return roundMoney(sum(items.map((i) => i.total)));
}

export interface PurchaseOrderItemText {
  inventoryName: string;
  ingredientName: string;
  amount?: string | null;
  unit?: string | null;
  quantity: string;
  cost?: string | null;
}

export interface CheckedPurchaseOrderItem {
  inventoryName: string;
  ingredientName: string;
  amount: Decimal;
  unit: string;
  quantity: Decimal;
  cost: Decimal;
  total: Decimal;
}

export type PurchaseOrderItemCheck =
  | { ok: true; item: CheckedPurchaseOrderItem }
  | { ok: false; field: keyof PurchaseOrderItemText; message: string };

/**
 * An item as typed, checked (spec 3 §5.3) and made ready to store: names upper-cased like
 * inventory's, amount 1, unit 'unit' and cost 0 by default, the total computed.
 */
export function checkPurchaseOrderItem(input: PurchaseOrderItemText): PurchaseOrderItemCheck {
  const M = PurchaseOrderMessages;
  const fail = (field: keyof PurchaseOrderItemText, message: string) =>
    ({ ok: false, field, message }) as const;
  const inventoryName = upperName(input.inventoryName);
  if (!inventoryName) return fail('inventoryName', M.inventoryBlank);
  const ingredientName = upperName(input.ingredientName);
  if (!ingredientName) return fail('ingredientName', M.ingredientBlank);
  if (inventoryName.length > 100 || ingredientName.length > 100) {
    return fail(inventoryName.length > 100 ? 'inventoryName' : 'ingredientName', M.nameTooLong);
  }
  if (!(input.quantity ?? '').trim()) return fail('quantity', M.quantityBlank);
  const quantity = boundedDecimal(input.quantity, DecimalBounds.quantity);
  if (!quantity.ok || cmp(quantity.value, 0) < 0) return fail('quantity', M.quantityInvalid);
  const amountText = (input.amount ?? '').trim() || '1';
  const amount = boundedDecimal(amountText, DecimalBounds.quantity);
  if (!amount.ok || cmp(amount.value, 0) <= 0) return fail('amount', M.amountInvalid);
  const costText = (input.cost ?? '').trim() || '0';
  const cost = boundedDecimal(costText, DecimalBounds.unitCost);
  if (!cost.ok || cmp(cost.value, 0) < 0) return fail('cost', M.costInvalid);
  const unit = normalName(input.unit) || DEFAULT_PO_UNIT;
  if (unit.length > 100) return fail('unit', M.unitTooLong);
  return {
    ok: true,
    item: {
      inventoryName,
      ingredientName,
      amount: amount.value,
      unit,
      quantity: quantity.value,
      cost: cost.value,
      total: purchaseOrderItemTotal(cost.value, amount.value, quantity.value),
    },
  };
}

/** The three steps of procurement onboarding (spec 3 §2.3), in order, with their texts. */
export const PROCUREMENT_SETUP_STEPS = [
  {
    key: 'ownerContact',
    text: "Add the owner's contact number in Settings, Profile tab",
  },
  { key: 'outletAddress', text: "Add the outlet's address in Settings, Profile tab" },
  { key: 'mailConnected', text: 'Authorise mail access in Settings, Integrations' },
] as const;

export type ProcurementSetupKey = (typeof PROCUREMENT_SETUP_STEPS)[number]['key'];

/** Percent done (0, 33, 67, 100) and the first unfinished step's text (null when all done). */
export function procurementSetupProgress(done: Record<ProcurementSetupKey, boolean>): {
  percent: number;
  nextStep: string | null;
} {
  const count = PROCUREMENT_SETUP_STEPS.filter((s) => done[s.key]).length;
  const next = PROCUREMENT_SETUP_STEPS.find((s) => !done[s.key]);
  return {
    percent: Math.round((count * 100) / PROCUREMENT_SETUP_STEPS.length),
    nextStep: next ? next.text : null,
  };
}

/**
 * The status a screen shows (spec 3 §4.2, as written): PENDING is 'PO CREATED' when the e-mail
 * flag was set, else 'Saved' on the list and 'EMAIL SENT' on the create view; ACCEPTED is
 * 'RESPONDED'; anything else 'N/A'.
 */
export function purchaseOrderStatusText(
  status: PurchaseOrderStatusValue,
  sendByEmail: boolean,
  view: 'list' | 'create',
): string {
  if (status === 'ACCEPTED') return 'RESPONDED';
  if (status !== 'PENDING') return 'N/A';
  if (sendByEmail) return 'PO CREATED';
  return view === 'list' ? 'Saved' : 'EMAIL SENT';
}
