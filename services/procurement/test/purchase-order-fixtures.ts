import { normalName } from '@mise/domain';
import {
  deliverEvent,
  eventPayload,
  type GqlResult,
  signedInOwner,
  type TestOwner,
} from '@mise/testing';
import type { ProcurementTestApp } from './helpers';

/** Every field of a PO and its items, as the screens read them. */
export const PO_FIELDS = `id outletId supplierId supplierName supplierEmail purchaseOrderNumber
  purchaseOrderDate purchaseOrderState purchaseOrderStatus outletRemarks supplierRemarks sent
  sendByEmail grandTotal savedToExpenseId revision
  items { id inventoryName ingredientName amount unit quantity cost total inSupplierStock }`;

export interface PoItem {
  id: string;
  inventoryName: string;
  ingredientName: string;
  amount: string;
  unit: string;
  quantity: string;
  cost: string;
  total: string;
  inSupplierStock: boolean | null;
}

export interface Po {
  id: string;
  outletId: string;
  supplierId: string;
  supplierName: string;
  supplierEmail: string | null;
  purchaseOrderNumber: string;
  purchaseOrderDate: string;
  purchaseOrderState: string;
  purchaseOrderStatus: string;
  outletRemarks: string | null;
  sent: boolean;
  sendByEmail: boolean;
  grandTotal: string;
  savedToExpenseId: string | null;
  revision: number;
  items: PoItem[];
}

/**
 * A signed-in owner whose outlet identity has announced (`identity.outlet.created`: the
 * sequential outlet number PO numbers start with, and the address).
 */
export async function poOwner(t: ProcurementTestApp, outletNumber = '100001'): Promise<TestOwner> {
  const o = await signedInOwner(t);
  await deliverEvent(
    t,
    'identity.outlet.created',
    eventPayload('identity.outlet.created', {
      outletId: o.outletId,
      ownerId: o.ownerId,
      outletName: 'Test Outlet',
      outletNumber,
      outletAddress: '1 Jalan Test',
    }),
    o.outletId,
  );
  return o;
}

/** The owner's MAIL connection as integrations announces it (`integrations.connection.changed`). */
export async function connectMail(t: ProcurementTestApp, o: TestOwner): Promise<void> {
  await deliverEvent(
    t,
    'integrations.connection.changed',
    eventPayload('integrations.connection.changed', {
      ownerId: o.ownerId,
      provider: 'MAIL',
      connected: true,
      revision: 1,
    }),
  );
}

/** A supplier row as the supplier module keeps it (name_key: lower-cased, spaces collapsed). */
export async function addSupplier(
  t: ProcurementTestApp,
  o: TestOwner,
  name: string,
  email: string | null = null,
): Promise<string> {
  const [row] = await t.ownerSql<{ id: string }>(
    `INSERT INTO suppliers (outlet_id, name, name_key, email) VALUES ($1, $2, $3, $4) RETURNING id`,
    [o.outletId, name, normalName(name).toLowerCase(), email],
  );
  return row.id;
}

export function data<T>(res: GqlResult<T>): T {
  if (res.errors?.length) throw new Error(`unexpected error: ${res.errors[0].message}`);
  return res.data!;
}

export async function createPo(o: TestOwner, supplierName: string): Promise<Po> {
  const res = await o.gql<{ createPurchaseOrder: Po }>(
    `mutation($n: String!) { createPurchaseOrder(supplierName: $n) { ${PO_FIELDS} } }`,
    { n: supplierName },
  );
  return data(res).createPurchaseOrder;
}

export interface ItemInput {
  inventoryName: string;
  ingredientName: string;
  quantity: string;
  amount?: string | null;
  unit?: string | null;
  cost?: string | null;
}

export function addItem(o: TestOwner, purchaseOrderId: string, input: ItemInput) {
  return o.gql<{ addPurchaseOrderItem: Po }>(
    `mutation($id: ID!, $input: PurchaseOrderItemInput!) {
       addPurchaseOrderItem(purchaseOrderId: $id, input: $input) { ${PO_FIELDS} } }`,
    { id: purchaseOrderId, input },
  );
}

export function sendPo(o: TestOwner, id: string, sendByEmail = false) {
  return o.gql<{ sendPurchaseOrder: Po }>(
    `mutation($id: ID!, $e: Boolean!) { sendPurchaseOrder(id: $id, sendByEmail: $e) { ${PO_FIELDS} } }`,
    { id, e: sendByEmail },
  );
}

/** A sent PO with one item, for lists. */
export async function sentPo(o: TestOwner, supplierName: string): Promise<Po> {
  const po = await createPo(o, supplierName);
  data(
    await addItem(o, po.id, { inventoryName: 'Rice 5kg', ingredientName: 'Rice', quantity: '1' }),
  );
  return data(await sendPo(o, po.id)).sendPurchaseOrder;
}

/** The error's code and message, for `toEqual`. */
export function failure(res: GqlResult<unknown>): { code: unknown; message: string } | null {
  const e = res.errors?.[0];
  return e ? { code: e.extensions?.code, message: e.message } : null;
}
