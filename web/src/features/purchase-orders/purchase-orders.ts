import {
  addDays,
  PROCUREMENT_SETUP_STEPS,
  type ProcurementSetupKey,
  isCalendarDate,
  periodRange,
  type CalendarDate,
  type DecimalInput,
  type RangeMode,
} from '@mise/domain';
import { longDate } from '../../lib/format';
import { defaultDateFilter, weeklyFrom, type DateFilterValue } from '../../lib/date-filter';

/**
 * The purchase-order screens' rules (spec 3 §2.3, §4.2, §5.3, §7.3), pure so they are tested
 * without a browser.
 */

/** At or above the limit: the counter is red and Add PO is disabled (§5.3, §9). */
export function atLimit(limit: { drafts: number; limit: number } | null | undefined): boolean {
  return Boolean(limit && limit.drafts >= limit.limit);
}

/** Send All: disabled with no drafts; refused when a draft has no items (§5.3). */
export function sendAllState(
  drafts: readonly { items: readonly unknown[] }[],
): 'none' | 'emptyDraft' | 'ready' {
  if (drafts.length === 0) return 'none';
  return drafts.some((d) => d.items.length === 0) ? 'emptyDraft' : 'ready';
}

/** Send PO: disabled with zero items, while an item is in edit, or while working (§5.3). */
export function sendDisabled(items: number, editing: boolean, working: boolean): boolean {
  return items === 0 || editing || working;
}

/**
 * The inventory names the autocomplete offers: those not already in this PO (§5.3), except the
 * row's own when it is being edited. Names compare case-insensitively.
 */
export function inventorySuggestions<T extends { name: string }>(
  found: readonly T[],
  usedInPo: readonly string[],
  own?: string | null,
): T[] {
  const used = new Set(
    usedInPo.map((n) => n.toUpperCase()).filter((n) => n !== own?.toUpperCase()),
  );
  return found.filter((item) => !used.has(item.name.toUpperCase()));
}

export { ingredientFill, type KnownIngredient } from '../../lib/known-ingredients';

/** Quantity typed: numeric, not below 0; anything else becomes 0 (§5.3). */
export function quantityValue(typed: DecimalInput | null | undefined): string {
  const text = typed === null || typed === undefined ? '' : String(typed).trim();
  return /^\d+(\.\d+)?$/.test(text) ? text : '0';
}

/** The URL of the PO list for a date filter (`startDate`, `endDate` exclusive, `selectedMode`). */
export function listSearch(value: DateFilterValue): string {
  const params = new URLSearchParams({
    startDate: value.range.start,
    endDate: value.range.end,
    visibleEndDate: value.range.shownEnd,
    selectedMode: value.mode,
  });
  return params.toString();
}

/** The PO list in weekly mode for the week of a PO (the supplier detail opens it in a new tab). */
export function weekListPath(purchaseOrderDate: CalendarDate): string {
  return `/purchase-order/list?${listSearch(weeklyFrom(purchaseOrderDate))}`;
}

const MODES: readonly RangeMode[] = ['weekly', 'monthly', 'yearly', 'custom'];

/**
 * The list's date filter from its URL: `selectedMode` and `startDate` (custom: and `endDate`,
 * exclusive); without a usable pair, the default (first of the month up to tomorrow).
 */
export function filterFromSearch(search: URLSearchParams, today: CalendarDate): DateFilterValue {
  const mode = search.get('selectedMode') as RangeMode | null;
  const start = search.get('startDate');
  const end = search.get('endDate');
  if (!mode || !MODES.includes(mode) || !start || !isCalendarDate(start)) {
    return defaultDateFilter(today);
  }
  if (mode === 'custom') {
    if (!end || !isCalendarDate(end) || end <= start) return defaultDateFilter(today);
    const range = periodRange('custom', start, addDays(end, -1));
    return { mode, range };
  }
  return { mode, range: periodRange(mode, start) };
}

/** Confirmed POs of a page grouped per supplier, in the order the server lists them. */
export function groupBySupplier<T extends { supplierId: string; supplierName: string }>(
  rows: readonly T[],
): { supplierId: string; supplierName: string; rows: T[] }[] {
  const groups = new Map<string, { supplierId: string; supplierName: string; rows: T[] }>();
  for (const row of rows) {
    const group = groups.get(row.supplierId);
    if (group) group.rows.push(row);
    else
      groups.set(row.supplierId, {
        supplierId: row.supplierId,
        supplierName: row.supplierName,
        rows: [row],
      });
  }
  return [...groups.values()];
}

/**
 * The messaging-app share (§7.3): a wa.me link with a greeting naming the PO number, the outlet
 * and the date, and the supplier's response link.
 */
export function whatsappShareText(po: {
  supplierName: string;
  purchaseOrderNumber: string;
  purchaseOrderDate: CalendarDate;
  outletName: string;
  responseLink: string;
}): string {
  return (
    `Hi ${po.supplierName}, this is purchase order ${po.purchaseOrderNumber} from ` +
    `${po.outletName}, dated ${longDate(po.purchaseOrderDate)}. ` +
    `Please view and respond to it here: ${po.responseLink}`
  );
}

export function whatsappShareLink(po: Parameters<typeof whatsappShareText>[0]): string {
  return `https://wa.me/?text=${encodeURIComponent(whatsappShareText(po))}`;
}

/** Where each onboarding step (§2.3) is done: Settings, Profile tab or Integrations. */
const SETUP_PLACES: Record<ProcurementSetupKey, { title: string; to: string; label: string }> = {
  ownerContact: {
    title: 'Owner contact',
    to: '/settings?tab=profile',
    label: 'Go to Settings, Profile',
  },
  outletAddress: {
    title: 'Outlet address',
    to: '/settings?tab=profile',
    label: 'Go to Settings, Profile',
  },
  mailConnected: {
    title: 'Mail access',
    to: '/settings?tab=integrations',
    label: 'Go to Settings, Integrations',
  },
};

/** The three onboarding steps in their order, with their texts and where each is done. */
export const SETUP_STEPS = PROCUREMENT_SETUP_STEPS.map((step) => ({
  ...step,
  ...SETUP_PLACES[step.key],
}));

/** The PO view page of a PO (`/po-view/{token}`), from its response link's token. */
export function poViewPath(responseLink: string): string {
  const token = responseLink.replace(/\/+$/, '').split('/').pop() ?? '';
  return `/po-view/${encodeURIComponent(token)}`;
}
