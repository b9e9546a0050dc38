/** Payloads of the request/reply look-ups (NATS core, with a timeout). */

/** rpc.<service>.analysis-counts: per-outlet record counts for the admin account analysis. */
export interface AnalysisCountsRequest {
  outletIds: string[];
}

export interface AnalysisCountsReply {
  service: string;
  /** outletId -> count name (spec's names: menu_item, sales, expense, ...) -> count */
  counts: Record<string, Record<string, number>>;
  /** outletId -> the latest business record this service holds, if any */
  lastBusiness: Record<string, { date: string; module: string }>;
}
