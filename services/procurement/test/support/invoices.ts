import { randomUUID } from 'node:crypto';
import type { MenuItemSavedEvent } from '@mise/contracts';
import { normalName } from '@mise/domain';
import { deliverEvent, type TestOwner } from '@mise/testing';
import type { ProcurementTestApp } from '../helpers';
import { data } from '../purchase-order-fixtures';

/** Every field of an invoice, as the screens read them. */
export const INVOICE_FIELDS = `id outletId clientId clientName clientEmail clientPhone invoiceNumber
  invoiceDate dueDate paymentDate invoiceState invoiceStatus outletRemarks clientRemarks
  sendByEmail sent overdue itemsTotal miscTotal grandTotal revision clientLink savedToSaleId
  items { id menuItemId menuId name category sellingPrice quantity confirmedPrice total }
  miscs { id name total }`;

export interface Invoice {
  id: string;
  outletId: string;
  clientId: string;
  clientName: string;
  clientEmail: string | null;
  clientPhone: string | null;
  invoiceNumber: string;
  invoiceDate: string;
  dueDate: string;
  paymentDate: string | null;
  invoiceState: string;
  invoiceStatus: string | null;
  outletRemarks: string | null;
  clientRemarks: string | null;
  sendByEmail: boolean;
  sent: boolean;
  overdue: boolean;
  itemsTotal: string;
  miscTotal: string;
  grandTotal: string;
  revision: number;
  clientLink: string;
  savedToSaleId: string | null;
  items: Array<{
    id: string;
    menuItemId: string;
    menuId: string;
    name: string;
    category: string;
    sellingPrice: string;
    quantity: string;
    confirmedPrice: string;
    total: string;
  }>;
  miscs: Array<{ id: string; name: string; total: string }>;
}

/** A client row as the client module keeps it. */
export async function addClient(
  t: ProcurementTestApp,
  o: TestOwner,
  name: string,
  more: { email?: string; phone?: string } = {},
): Promise<string> {
  const [row] = await t.ownerSql<{ id: string }>(
    `INSERT INTO clients (outlet_id, name, name_key, email, address, contact)
     VALUES ($1, $2, $3, $4, '["8 Jalan Pelanggan", "47300 Petaling Jaya"]'::jsonb, $5)
     RETURNING id`,
    [
      o.outletId,
      name,
      normalName(name).toLowerCase(),
      more.email ?? null,
      more.phone ? JSON.stringify({ name: 'Aminah', phoneNumber: more.phone }) : null,
    ],
  );
  return row.id;
}

/** A menu item version as catalogue announces it (`catalogue.menu-item.saved`). */
export async function addMenuItem(
  t: ProcurementTestApp,
  o: TestOwner,
  name: string,
  price: string,
  over: Partial<MenuItemSavedEvent> = {},
): Promise<MenuItemSavedEvent> {
  const item: MenuItemSavedEvent = {
    menuItemId: randomUUID(),
    menuId: randomUUID(),
    versionNumber: 1,
    name,
    category: 'MAINS',
    price,
    costPerServing: '1.00',
    ingredients: [],
    batchIngredients: [],
    variantIds: [],
    revision: 1,
    ...over,
  };
  await deliverEvent(t, 'catalogue.menu-item.saved', item, o.outletId);
  return item;
}

export async function createInvoice(o: TestOwner, clientName: string): Promise<Invoice> {
  const res = await o.gql<{ createInvoice: Invoice }>(
    `mutation($n: String!) { createInvoice(clientName: $n) { ${INVOICE_FIELDS} } }`,
    { n: clientName },
  );
  return data(res).createInvoice;
}

export function addInvoiceItem(
  o: TestOwner,
  invoiceId: string,
  input: { menuItemId: string; quantity: string },
) {
  return o.gql<{ addInvoiceItem: Invoice }>(
    `mutation($id: ID!, $input: InvoiceItemInput!) {
       addInvoiceItem(invoiceId: $id, input: $input) { ${INVOICE_FIELDS} } }`,
    { id: invoiceId, input },
  );
}

export function addInvoiceMisc(
  o: TestOwner,
  invoiceId: string,
  input: { name: string; total: string },
) {
  return o.gql<{ addInvoiceMisc: Invoice }>(
    `mutation($id: ID!, $input: InvoiceMiscInput!) {
       addInvoiceMisc(invoiceId: $id, input: $input) { ${INVOICE_FIELDS} } }`,
    { id: invoiceId, input },
  );
}

export function sendInvoice(o: TestOwner, id: string, sendByEmail = false) {
  return o.gql<{ sendInvoice: Invoice }>(
    `mutation($id: ID!, $e: Boolean!) { sendInvoice(id: $id, sendByEmail: $e) { ${INVOICE_FIELDS} } }`,
    { id, e: sendByEmail },
  );
}

export function setInvoiceStatus(o: TestOwner, id: string, status: string, date: string) {
  return o.gql<{ setInvoiceStatus: Invoice }>(
    `mutation($id: ID!, $s: InvoiceStatus!, $d: String!) {
       setInvoiceStatus(id: $id, status: $s, date: $d) { ${INVOICE_FIELDS} } }`,
    { id, s: status, d: date },
  );
}

/** A sent invoice with one line of `menuItemId` (quantity 2). */
export async function sentInvoice(
  o: TestOwner,
  clientName: string,
  menuItemId: string,
): Promise<Invoice> {
  const inv = await createInvoice(o, clientName);
  data(await addInvoiceItem(o, inv.id, { menuItemId, quantity: '2' }));
  return data(await sendInvoice(o, inv.id)).sendInvoice;
}

/** The token of a client link (`…/client-view/{token}`). */
export const tokenOf = (inv: Pick<Invoice, 'clientLink'>): string =>
  inv.clientLink.split('/client-view/')[1] ?? '';
