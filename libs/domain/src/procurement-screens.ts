/**
 * Texts of the purchase-order screens that only the web shows (spec 3 §2.3, §8); the service's
 * own texts (and the ones both share) are `PurchaseOrderMessages` in purchase-order.ts.
 */
export const ProcurementScreenMessages = {
  popupsBlocked: 'Please allow popups for this site.',
  /** Not in the spec (issue 20): Save to Expenses waits for the expenses screen. */
  expensesLater: 'Expenses come with the expenses screen',
  noUploads: 'No invoices uploaded yet',
  noRemarks: 'No remarks',
  setupComplete: 'Setup Complete',
  setupCompleteHint: 'You are ready to send purchase orders to your suppliers.',
  noPurchaseOrders: 'No purchase orders in this period',
  noSupplierPurchaseOrders: 'No purchase orders yet',
} as const;
