/**
 * Shared enums, declared once: an `as const` object (the values, what the API and the events
 * carry) and a type of the same name (the union of its values). A service registers the object
 * for GraphQL once, in the model file of the module that owns it
 * (`registerEnumType(VariantType, { name: 'VariantType' })`); everything else imports it from
 * here. `libs/domain` and the web keep plain unions, held equal to these by a typecheck
 * (`libs/domain/src/validation.spec.ts`).
 */
type ValueOf<T> = T[keyof T];

/** Outlet billing add-on: '+' adds to a bill, '-' deducts from it. */
export const BillingType = { ADD: 'ADD', DEDUCT: 'DEDUCT' } as const;
export type BillingType = ValueOf<typeof BillingType>;

/** Outlet billing add-on amount: a flat amount (RM) or a percentage. */
export const AmountType = { NUMBER: 'NUMBER', PERCENTAGE: 'PERCENTAGE' } as const;
export type AmountType = ValueOf<typeof AmountType>;

export const SubscriptionStatus = {
  ACTIVE: 'ACTIVE',
  CANCELLED: 'CANCELLED',
  INACTIVE: 'INACTIVE',
  PAYMENT_FAILED: 'PAYMENT_FAILED',
  PENDING_CANCEL: 'PENDING_CANCEL',
  PENDING_PAYMENT: 'PENDING_PAYMENT',
} as const;
export type SubscriptionStatus = ValueOf<typeof SubscriptionStatus>;

export const BillingPeriod = {
  MONTHLY: 'MONTHLY',
  QUARTERLY: 'QUARTERLY',
  SEMIANNUAL: 'SEMIANNUAL',
  ANNUAL: 'ANNUAL',
} as const;
export type BillingPeriod = ValueOf<typeof BillingPeriod>;

/** Admin account analysis: how recently an outlet did business. */
export const ActivityStatus = {
  ACTIVE: 'ACTIVE',
  INACTIVE: 'INACTIVE',
  UNUSED: 'UNUSED',
  EMPTY: 'EMPTY',
} as const;
export type ActivityStatus = ValueOf<typeof ActivityStatus>;

/** A variant's choice: SINGLE picks one option (maxChoice 1), MULTIPLE up to maxChoice. */
export const VariantType = { SINGLE: 'SINGLE', MULTIPLE: 'MULTIPLE' } as const;
export type VariantType = ValueOf<typeof VariantType>;

/**
 * The branch of the unit cost rule that costed a recipe line: the average price, the last price,
 * the line's default unit cost (no purchase price yet), or NONE (no price at all: the cost is 0).
 */
export const UnitCostSource = {
  AVERAGE: 'AVERAGE',
  LAST: 'LAST',
  DEFAULT: 'DEFAULT',
  NONE: 'NONE',
} as const;
export type UnitCostSource = ValueOf<typeof UnitCostSource>;

/** A guest's or an outside site's order: DRAFT → CONFIRMED → SERVED, or REJECTED. */
export const OrderStatus = {
  DRAFT: 'DRAFT',
  CONFIRMED: 'CONFIRMED',
  SERVED: 'SERVED',
  REJECTED: 'REJECTED',
} as const;
export type OrderStatus = ValueOf<typeof OrderStatus>;

/** A sale's state: CONFIRMED from creation; PROCESSING only inside a CSV import. */
export const SaleState = {
  PROCESSING: 'PROCESSING',
  CONFIRMED: 'CONFIRMED',
  PROCESSED: 'PROCESSED',
} as const;
export type SaleState = ValueOf<typeof SaleState>;

/** Where a sale came from. */
export const SaleSourceType = {
  APP: 'APP',
  CSV: 'CSV',
  INVOICE: 'INVOICE',
  MANUAL: 'MANUAL',
  POS: 'POS',
} as const;
export type SaleSourceType = ValueOf<typeof SaleSourceType>;

/** Purchase order state (spec 3 §4.2): drafted, sent, or deleted (soft). */
export const PurchaseOrderState = {
  DRAFT: 'DRAFT',
  CONFIRMED: 'CONFIRMED',
  DELETED: 'DELETED',
} as const;
export type PurchaseOrderState = ValueOf<typeof PurchaseOrderState>;

/** Purchase order status: N_A while a draft, PENDING once sent, ACCEPTED once the supplier answered. */
export const PurchaseOrderStatus = {
  PENDING: 'PENDING',
  ACCEPTED: 'ACCEPTED',
  N_A: 'N_A',
} as const;
export type PurchaseOrderStatus = ValueOf<typeof PurchaseOrderStatus>;

/** Integrations (issue 24): the three providers, POS (Loyverse), MAIL (Google), ACCOUNTING (Xero). */
export const IntegrationProvider = { POS: 'POS', MAIL: 'MAIL', ACCOUNTING: 'ACCOUNTING' } as const;
export type IntegrationProvider = ValueOf<typeof IntegrationProvider>;

/** Integrations: the state of an owner's connection to a provider. */
export const ConnectionState = {
  NOT_CONNECTED: 'NOT_CONNECTED',
  CONNECTED: 'CONNECTED',
  NEEDS_RECONNECT: 'NEEDS_RECONNECT',
} as const;
export type ConnectionState = ValueOf<typeof ConnectionState>;
