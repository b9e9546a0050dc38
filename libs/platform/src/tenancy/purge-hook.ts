/**
 * Runs after a service has deleted a deleted outlet's rows, in the same event delivery (a failure
 * retries the whole purge, so it must be idempotent). Storage plugs in here to remove the
 * outlet's objects: provide `{ provide: OUTLET_PURGE_HOOK, useFactory: (s: Storage) =>
 * ({ purgeOutlet: (id) => s.purgePrefix(id) }), inject: [Storage] }` in any module.
 */
export interface OutletPurgeHook {
  purgeOutlet(outletId: string): Promise<void>;
}

export const OUTLET_PURGE_HOOK = Symbol('OUTLET_PURGE_HOOK');
