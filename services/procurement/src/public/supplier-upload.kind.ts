import { defineUploadKind } from '@mise/platform';

/** The supplier's invoice on the public page: one at a time, PDF, JPEG or PNG up to 20 MB. */
export const SUPPLIER_UPLOAD = defineUploadKind({
  kind: 'purchase-order-supplier',
  aggregate: 'purchase-orders',
  role: 'supplier',
});
