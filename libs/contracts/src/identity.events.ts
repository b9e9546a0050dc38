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

export interface OwnerRegisteredEvent {
  ownerId: string;
  email: string;
  firstName: string;
  lastName: string;
  isAdmin: boolean;
}

/** Contact details or the admin flag changed. Carries the owner's state after the change. */
export interface OwnerUpdatedEvent {
  ownerId: string;
  email: string;
  firstName: string;
  lastName: string;
  whatsappNumber: string | null;
  isAdmin: boolean;
}

export interface OutletCreatedEvent {
  outletId: string;
  ownerId: string;
  outletName: string;
  outletNumber: string;
  maskedOutletNumber: string;
}

/** Carries the outlet's state after the change and the names of the fields that changed. */
export interface OutletUpdatedEvent {
  outletId: string;
  ownerId: string;
  outletName: string;
  changedFields: string[];
}

export interface OutletDeletedEvent {
  outletId: string;
  ownerId: string;
  outletName: string;
}

export interface AdminSettingChangedEvent {
  key: 'enable90DaysChecking';
  value: boolean;
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
