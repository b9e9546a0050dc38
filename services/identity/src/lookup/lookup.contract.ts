import { Requests, type LookupReply, type LookupRequest, type LookupRow } from '@mise/contracts';

/** rpc.identity.lookup (flows.md §0 rule 5): typed by `RequestMap` in `@mise/contracts`. */
export const IDENTITY_LOOKUP_SUBJECT = Requests.lookup('identity');

export type IdentityLookupRequest = LookupRequest<'identity'>;
export type IdentityLookupReply = LookupReply<'identity'>;

/** Rows as the matching identity events carry them (created/updated payload + revision). */
export type OutletLookupRow = LookupRow<'outlet'>;
export type OwnerLookupRow = LookupRow<'owner'>;
export type AdminSettingLookupRow = LookupRow<'admin-setting'>;

/** At most this many ids per request; more are ignored. */
export const MAX_LOOKUP_IDS = 100;
