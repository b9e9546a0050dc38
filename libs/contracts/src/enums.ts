/** Shared enums. Values are what the API and the events carry. */

/** Outlet billing add-on: '+' adds to a bill, '-' deducts from it. */
export enum BillingType {
  ADD = 'ADD',
  DEDUCT = 'DEDUCT',
}

/** Outlet billing add-on amount: a flat amount (RM) or a percentage. */
export enum AmountType {
  NUMBER = 'NUMBER',
  PERCENTAGE = 'PERCENTAGE',
}

export enum SubscriptionStatus {
  ACTIVE = 'ACTIVE',
  CANCELLED = 'CANCELLED',
  INACTIVE = 'INACTIVE',
  PAYMENT_FAILED = 'PAYMENT_FAILED',
  PENDING_CANCEL = 'PENDING_CANCEL',
  PENDING_PAYMENT = 'PENDING_PAYMENT',
}

export enum BillingPeriod {
  MONTHLY = 'MONTHLY',
  QUARTERLY = 'QUARTERLY',
  SEMIANNUAL = 'SEMIANNUAL',
  ANNUAL = 'ANNUAL',
}

/** Admin account analysis: how recently an outlet did business. */
export enum ActivityStatus {
  ACTIVE = 'ACTIVE',
  INACTIVE = 'INACTIVE',
  UNUSED = 'UNUSED',
  EMPTY = 'EMPTY',
}
