// The page's data, typed by codegen from supplier.graphql (types only: nothing of src/generated
// reaches the bundle).
import type { SupplierViewFieldsFragment } from '../generated/graphql';

export type {
  AttachSupplierUploadMutation,
  AttachSupplierUploadMutationVariables,
  DeleteSupplierUploadMutation,
  DeleteSupplierUploadMutationVariables,
  PurchaseOrderPdfQuery,
  PurchaseOrderPdfQueryVariables,
  RequestSupplierUploadMutation,
  RequestSupplierUploadMutationVariables,
  RespondToPurchaseOrderMutation,
  RespondToPurchaseOrderMutationVariables,
  SupplierPurchaseOrderQuery,
  SupplierPurchaseOrderQueryVariables,
} from '../generated/graphql';
export type SupplierView = SupplierViewFieldsFragment;
export type SupplierViewItem = SupplierView['items'][number];
