import type { AnalysisCountsReply } from '@mise/contracts';

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

/**
 * Adds a service's own part to its `rpc.<service>.analysis-counts` reply (billing: each outlet's
 * subscription, flows.md §4.13). Provide `{ provide: ANALYSIS_REPLY_HOOK, useExisting: X }` where
 * X has `extendAnalysis(outletIds, reply)`; it runs after the declared counts.
 */
export interface AnalysisReplyHook {
  extendAnalysis(outletIds: string[], reply: AnalysisCountsReply): Promise<void>;
}

export const ANALYSIS_REPLY_HOOK = Symbol('ANALYSIS_REPLY_HOOK');
