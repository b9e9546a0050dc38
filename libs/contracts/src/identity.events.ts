import type { EventEnvelope } from './envelope';

/** Subjects of the identity service: `<service>.<aggregate>.<past-verb>`. */
export const IdentitySubjects = {
  ownerRegistered: 'identity.owner.registered',
  ownerUpdated: 'identity.owner.updated',
  outletCreated: 'identity.outlet.created',
  outletUpdated: 'identity.outlet.updated',
  outletDeleted: 'identity.outlet.deleted',
  adminSettingChanged: 'identity.admin-setting.changed',
} as const;

/**
 * Every payload but `outlet.deleted` carries the aggregate's `revision`: +1 per committed change
 * of that owner, outlet or setting. Projections apply an event only when its revision is newer
 * than the one they hold (flows.md §0 rules 2-3).
 */
export interface OwnerRegisteredEvent {
  ownerId: string;
  /** The issuer's `sub` the owner signs in as (match actors by it). */
  subject: string | null;
  email: string;
  firstName: string;
  lastName: string;
  isAdmin: boolean;
  revision: number;
}

/** Contact details, the admin flag or the subject changed. Carries the owner's state after it. */
export interface OwnerUpdatedEvent {
  ownerId: string;
  /** null only for an owner registered before subjects were kept who has not signed in since */
  subject: string | null;
  email: string;
  firstName: string;
  lastName: string;
  whatsappNumber: string | null;
  isAdmin: boolean;
  revision: number;
}

export interface OutletCreatedEvent {
  outletId: string;
  ownerId: string;
  outletName: string;
  outletNumber: string;
  maskedOutletNumber: string;
  outletAddress: string;
  revision: number;
}

export interface OutletPaymentDetails {
  /** Beneficiary name */
  name: string | null;
  accountNumber: string | null;
  bank: string | null;
}

/** One of the outlet's enabled billing add-ons (a charge added to or deducted from a bill). */
export interface OutletBillingAddOn {
  name: string;
  type: 'ADD' | 'DEDUCT';
  /** RM (NUMBER) or percent of the sub total (PERCENTAGE) */
  amountType: 'NUMBER' | 'PERCENTAGE';
  /** decimal string, 2 places */
  amount: string;
}

/** Carries the outlet's state after the change and the names of the fields that changed. */
export interface OutletUpdatedEvent {
  outletId: string;
  ownerId: string;
  outletName: string;
  outletAddress: string;
  /** E.164 */
  contactNumber: string | null;
  paymentDetails: OutletPaymentDetails;
  /**
   * The enabled billing add-ons after the change, in creation order; present when they changed
   * (`changedFields` has `billings`), absent otherwise (sales projects them for app orders).
   */
  billings?: OutletBillingAddOn[];
  changedFields: string[];
  revision: number;
}

/** No revision: a deletion is final (consumers keep a tombstone). */
export interface OutletDeletedEvent {
  outletId: string;
  ownerId: string;
  outletName: string;
}

export interface AdminSettingChangedEvent {
  key: 'enable90DaysChecking';
  value: boolean;
  revision: number;
}

export interface IdentityEventMap {
  'identity.owner.registered': OwnerRegisteredEvent;
  'identity.owner.updated': OwnerUpdatedEvent;
  'identity.outlet.created': OutletCreatedEvent;
  'identity.outlet.updated': OutletUpdatedEvent;
  'identity.outlet.deleted': OutletDeletedEvent;
  'identity.admin-setting.changed': AdminSettingChangedEvent;
}

export type IdentityEvent<S extends keyof IdentityEventMap = keyof IdentityEventMap> =
  EventEnvelope<IdentityEventMap[S], S>;
