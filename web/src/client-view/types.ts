// The page's data, typed by codegen from client.graphql (types only: nothing of src/generated
// reaches the bundle).
import type { ClientViewFieldsFragment } from '../generated/graphql';

export type {
  AttachClientUploadMutation,
  AttachClientUploadMutationVariables,
  ClientInvoiceQuery,
  ClientInvoiceQueryVariables,
  DeleteClientUploadMutation,
  DeleteClientUploadMutationVariables,
  InvoicePdfQuery,
  InvoicePdfQueryVariables,
  RequestClientUploadMutation,
  RequestClientUploadMutationVariables,
  RespondToInvoiceMutation,
  RespondToInvoiceMutationVariables,
} from '../generated/graphql';
export type ClientView = ClientViewFieldsFragment;
export type ClientViewUpload = ClientView['proofs'][number];
