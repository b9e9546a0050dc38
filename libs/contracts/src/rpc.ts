/**
 * Request/reply between services (NATS core, always with a timeout; flows.md §0). Subjects come
 * from `Requests`; `RequestMap` types each subject's request and reply, so `Bus.request` and
 * `@RpcHandler` check both.
 */
import type {
  BatchItemSavedEvent,
  MenuItemSavedEvent,
  TableSavedEvent,
  VariantSavedEvent,
} from './catalogue.events';
import type { SubscriptionStatus } from './enums';
import type {
  AdminSettingChangedEvent,
  OutletCreatedEvent,
  OutletUpdatedEvent,
  OwnerUpdatedEvent,
} from './identity.events';
import type { IngredientSavedEvent, InventoryItemSavedEvent } from './inventory.events';
import type { SupplierSavedEvent } from './procurement.events';
import type { SaleSavedEvent } from './sales.events';
import type { ServiceName } from './services';

/**
 * The spec's per-outlet record counts of the admin analysis, each answered by one service.
 * Identity's analysis, the services' replies and the web's columns all read this one list.
 */
export const ANALYSIS_COUNTS = {
  menu_item: 'catalogue',
  variant: 'catalogue',
  batch_item: 'catalogue',
  ingredient: 'inventory',
  inventory: 'inventory',
  sales: 'sales',
  app_order: 'sales',
  expense: 'finance',
  supplier: 'procurement',
  client: 'procurement',
  purchase_order: 'procurement',
  invoice: 'procurement',
} as const;

export type AnalysisCountName = keyof typeof ANALYSIS_COUNTS;
export const ANALYSIS_COUNT_NAMES = Object.keys(ANALYSIS_COUNTS) as AnalysisCountName[];

/** rpc.<service>.analysis-counts: per-outlet record counts for the admin account analysis. */
export interface AnalysisCountsRequest {
  outletIds: string[];
}

export interface AnalysisCountsReply {
  /** the answering service's name */
  service: string;
  /** outletId -> count name (only the names this service answers) -> count */
  counts: Record<string, Partial<Record<AnalysisCountName, number>>>;
  /** outletId -> the latest business record this service holds, if any */
  lastBusiness: Record<string, { date: string; module: string }>;
  /** billing only: outletId -> the outlet's current subscription */
  subscriptions?: Record<string, { status: SubscriptionStatus; planName: string | null }>;
}

/** What each service answers `rpc.<service>.lookup` for (flows.md §0): the owner of the kind. */
export const LOOKUP_KINDS = {
  identity: ['outlet', 'owner', 'admin-setting'],
  catalogue: ['menu-item', 'variant', 'batch-item', 'table'],
  inventory: ['ingredient', 'inventory-item'],
  sales: ['sale'],
  procurement: ['supplier', 'purchase-order'],
} as const;

export type LookupService = keyof typeof LOOKUP_KINDS;
export type LookupKind<S extends LookupService = LookupService> = (typeof LOOKUP_KINDS)[S][number];

/**
 * One row of a look-up: the same shape as the kind's `.saved` (or identity's latest) event
 * payload, with the aggregate's current revision, so the asker upserts it as if the event came.
 */
export interface LookupRowMap {
  outlet: Omit<OutletUpdatedEvent, 'changedFields'> &
    Pick<OutletCreatedEvent, 'outletNumber' | 'maskedOutletNumber'>;
  owner: OwnerUpdatedEvent;
  'admin-setting': AdminSettingChangedEvent;
  'menu-item': MenuItemSavedEvent;
  variant: VariantSavedEvent;
  'batch-item': BatchItemSavedEvent;
  table: TableSavedEvent;
  ingredient: IngredientSavedEvent;
  'inventory-item': InventoryItemSavedEvent;
  supplier: SupplierSavedEvent;
  sale: SaleSavedEvent;
  'purchase-order': PurchaseOrderLookupRow;
}

/**
 * Look-up kind `purchase-order` (issue 21, flows.md §4.9): what finance reads to save a PO to
 * expenses. No event carries a PO; the row is the PO as procurement holds it now (every state;
 * the asker refuses what it cannot use). Decimals as stored (exact strings).
 */
export interface PurchaseOrderLookupRow {
  id: string;
  purchaseOrderNumber: string;
  purchaseOrderState: 'DRAFT' | 'CONFIRMED' | 'DELETED';
  supplierId: string;
  supplierName: string;
  /** differences of the supplier's offer still waiting for the outlet's decision */
  pendingChanges: number;
  /** true when at least one delivery was recorded (the lines' `receivedQuantity` then count) */
  received: boolean;
  items: Array<{
    inventoryName: string;
    ingredientName: string;
    /** of the ingredient's unit, per unit bought */
    amount: string;
    unit: string;
    quantity: string;
    /** per unit of the ingredient */
    cost: string;
    /** Σ of the deliveries */
    receivedQuantity: string;
  }>;
}

export type LookupRow<K extends LookupKind = LookupKind> = LookupRowMap[K] & { revision: number };

/**
 * rpc.<owner>.lookup: rows of `kind` in the outlet, by `ids` (or by `email` for owners, by
 * `names` for tables). Ids the
 * owner does not know (or holds deleted) are simply not in `rows`.
 */
export interface LookupRequest<S extends LookupService = LookupService> {
  outletId: string;
  kind: LookupKind<S>;
  ids?: string[];
  email?: string;
  /** kind `table` only: by name, case-insensitively (what a guest's table link names) */
  names?: string[];
}

export interface LookupReply<S extends LookupService = LookupService> {
  rows: Array<LookupRow<LookupKind<S>>>;
}

/** rpc.billing.credits-reserve (flows.md §4.6): hold up to `requested` credits for an extraction. */
export interface CreditsReserveRequest {
  outletId: string;
  reservationId: string;
  expenseId: string;
  /** whole credits, min(available, 100) as finance sees it */
  requested: number;
}

export interface CreditsReserveReply {
  /** min(requested, available); 0 when the outlet has none (or the reservation was settled) */
  granted: number;
}

/**
 * rpc.procurement.ensure-supplier (flows.md §10): the supplier of that name in the outlet
 * (case-insensitively), made upper-cased when there is none (its `supplier.saved` follows).
 */
export interface EnsureSupplierRequest {
  outletId: string;
  name: string;
}

/** The supplier found or made. A name that cannot be a supplier's (blank, too long) gets no reply. */
export interface EnsureSupplierReply {
  supplierId: string;
  name: string;
  revision: number;
}

/**
 * rpc.inventory.ensure-items (issue 21): the inventory items and ingredients an expense's (or a
 * purchase order's) lines name, each found case-insensitively or made (names upper-cased; an
 * ingredient made with the line's unit; an item pointing at another ingredient relinked); their
 * `inventory.*.saved` events follow.
 */
export interface EnsureItemsRequest {
  outletId: string;
  lines: Array<{ inventoryName: string; ingredientName: string; unit: string }>;
}

/** One row per requested line, in the same order; `unit` is the ingredient's actual unit. */
export interface EnsureItemsReply {
  rows: Array<{
    inventoryItemId: string;
    inventoryName: string;
    ingredientId: string;
    ingredientName: string;
    unit: string;
  }>;
}

/** Request/reply subjects (NATS core, not JetStream). */
export const Requests = {
  /** Admin outlet analysis: each service answers with its per-outlet record counts. */
  analysisCounts: <S extends ServiceName>(service: S) => `rpc.${service}.analysis-counts` as const,
  /** A missing projection row: ask the owner of the kind (flows.md §0 rules 5, 7). */
  lookup: <S extends LookupService>(service: S) => `rpc.${service}.lookup` as const,
  /** Finance asks billing to hold credits for an extraction. */
  creditsReserve: 'rpc.billing.credits-reserve',
  /** Finance asks procurement for the supplier an expense names (found or made). */
  ensureSupplier: 'rpc.procurement.ensure-supplier',
  /** Finance (and procurement) ask inventory for the items and ingredients lines name (found or made). */
  ensureItems: 'rpc.inventory.ensure-items',
} as const;

/**
 * Who sends which request (flows.md §0): NATS lets a service publish only these request subjects
 * (its user in deploy/nats, generated by scripts/lib/deploy-files.mjs). A look-up may be asked by
 * any service that keeps a projection of the owner's rows; the admin analysis is identity's; only
 * finance holds credits. Plain data: the deploy scripts read this file before anything is built.
 */
export const REQUEST_SENDERS = {
  lookup: 'any other service',
  analysisCounts: ['identity'],
  creditsReserve: ['finance'],
  ensureSupplier: ['finance'],
  ensureItems: ['finance', 'procurement'],
} as const satisfies Record<keyof typeof Requests, 'any other service' | readonly ServiceName[]>;

/** Request subject -> its request and reply types. */
export type RequestMap = {
  [S in ServiceName as `rpc.${S}.analysis-counts`]: {
    request: AnalysisCountsRequest;
    reply: AnalysisCountsReply;
  };
} & {
  [S in LookupService as `rpc.${S}.lookup`]: { request: LookupRequest<S>; reply: LookupReply<S> };
} & {
  'rpc.billing.credits-reserve': { request: CreditsReserveRequest; reply: CreditsReserveReply };
} & {
  'rpc.procurement.ensure-supplier': { request: EnsureSupplierRequest; reply: EnsureSupplierReply };
} & {
  'rpc.inventory.ensure-items': { request: EnsureItemsRequest; reply: EnsureItemsReply };
};

export type RequestSubject = keyof RequestMap;
export type RequestOf<S extends RequestSubject> = RequestMap[S]['request'];
export type ReplyOf<S extends RequestSubject> = RequestMap[S]['reply'];
