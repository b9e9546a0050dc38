import type { ApiOwner } from './fixtures';

/**
 * Issue 23's seeds through the API (contract docs/contracts/issue-23-invoices.md §1): clients,
 * draft invoices, lines, a sent invoice. Written before the procurement invoice backend was
 * merged: see invoices.spec.ts.
 */

export interface ApiClient {
  id: string;
  name: string;
}

/** A client; with `phone`, its one contact (WhatsApp), with `email` its e-mail. */
export async function apiClient(
  owner: ApiOwner,
  name: string,
  options: { phone?: string; email?: string } = {},
): Promise<ApiClient> {
  const { createClient } = await owner.gql<{ createClient: ApiClient }>(
    'mutation ($input: PartyInput!) { createClient(input: $input) { id name } }',
    {
      input: {
        name,
        email: options.email,
        contacts: options.phone ? [{ name, phoneNumber: options.phone }] : undefined,
      },
    },
  );
  return createClient;
}

export interface ApiInvoice {
  id: string;
  invoiceNumber: string;
  invoiceDate: string;
}

const INVOICE = 'id invoiceNumber invoiceDate';

/** A draft invoice for a client (by name, as the Add Invoice modal sends it). */
export async function apiDraftInvoice(owner: ApiOwner, clientName: string): Promise<ApiInvoice> {
  const { createInvoice } = await owner.gql<{ createInvoice: ApiInvoice }>(
    `mutation ($name: String!) { createInvoice(clientName: $name) { ${INVOICE} } }`,
    { name: clientName },
  );
  return createInvoice;
}

export async function apiInvoiceItem(
  owner: ApiOwner,
  invoiceId: string,
  menuItemId: string,
  quantity: string,
): Promise<void> {
  await owner.gql(
    'mutation ($id: ID!, $input: InvoiceItemInput!) { addInvoiceItem(invoiceId: $id, input: $input) { id } }',
    { id: invoiceId, input: { menuItemId, quantity } },
  );
}

/** A draft with one line of `quantity` × the menu item, sent (CONFIRMED, CREDIT). */
export async function apiSentInvoice(
  owner: ApiOwner,
  clientName: string,
  menuItemId: string,
  quantity: string,
): Promise<ApiInvoice> {
  const draft = await apiDraftInvoice(owner, clientName);
  await apiInvoiceItem(owner, draft.id, menuItemId, quantity);
  const { sendInvoice } = await owner.gql<{ sendInvoice: ApiInvoice }>(
    `mutation ($id: ID!) { sendInvoice(id: $id) { ${INVOICE} } }`,
    { id: draft.id },
  );
  return sendInvoice;
}

export async function apiInvoiceDueDate(
  owner: ApiOwner,
  invoiceId: string,
  dueDate: string,
): Promise<void> {
  await owner.gql(
    'mutation ($id: ID!, $dueDate: String!) { setInvoiceDueDate(id: $id, dueDate: $dueDate) { id } }',
    { id: invoiceId, dueDate },
  );
}
