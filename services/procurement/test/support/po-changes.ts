import { randomBytes } from 'node:crypto';
import type { TestOwner } from '@mise/testing';
import type { ProcurementTestApp } from '../helpers';

/** 20-beyond: the PO fields the changes and receiving screens read. */
export const CHANGES_FIELDS = `id grandTotal revision pendingChanges purchaseOrderStatus
  items { id inventoryName ingredientName amount quantity cost total inSupplierStock
          supplierUnitPrice priceDecision substituteName substituteUnitPrice substituteDecision
          receivedQuantity }
  receipts { id receiptDate lines { itemId inventoryName quantity } }`;

export interface ChangesItem {
  id: string;
  inventoryName: string;
  ingredientName: string;
  cost: string;
  total: string;
  quantity: string;
  supplierUnitPrice: string | null;
  priceDecision: string | null;
  substituteName: string | null;
  substituteUnitPrice: string | null;
  substituteDecision: string | null;
  receivedQuantity: string;
}

export interface ChangesPo {
  id: string;
  grandTotal: string;
  revision: number;
  pendingChanges: number;
  purchaseOrderStatus: string;
  items: ChangesItem[];
  receipts: Array<{
    id: string;
    receiptDate: string;
    lines: Array<{ itemId: string; inventoryName: string; quantity: string }>;
  }>;
}

export interface Answer {
  id: string;
  inSupplierStock: boolean;
  unitPrice?: string | null;
  substitute?: { name: string; unitPrice?: string | null } | null;
}

/** A fresh client address (the public miss limit counts per address). */
export const newIp = () =>
  `203.0.113.${Math.floor(Math.random() * 250) + 1}-${randomBytes(3).toString('hex')}`;

/** The supplier's answer on the public page, from its own address. */
export function respond(t: ProcurementTestApp, token: string, items: Answer[], ip = newIp()) {
  return t.gql<{
    respondToPurchaseOrder: {
      items: Array<{
        id: string;
        inSupplierStock: boolean | null;
        supplierUnitPrice: string | null;
        substituteName: string | null;
        substituteUnitPrice: string | null;
      }>;
    };
  }>(
    `mutation($t: String!, $i: [SupplierItemAnswer!]!) {
       respondToPurchaseOrder(token: $t, items: $i) {
         items { id inSupplierStock supplierUnitPrice substituteName substituteUnitPrice } } }`,
    { t: token, i: items },
    { headers: { 'x-client-ip': ip } },
  );
}

export async function readPo(o: TestOwner, id: string): Promise<ChangesPo> {
  const res = await o.gql<{ purchaseOrder: ChangesPo }>(
    `query($id: ID!) { purchaseOrder(id: $id) { ${CHANGES_FIELDS} } }`,
    { id },
  );
  if (res.errors) throw new Error(res.errors[0].message);
  return res.data!.purchaseOrder;
}

export interface Decision {
  itemId: string;
  kind: 'PRICE' | 'SUBSTITUTE';
  accept: boolean;
  ingredientName?: string;
}

export function resolveChanges(o: TestOwner, id: string, decisions: Decision[]) {
  return o.gql<{ resolvePurchaseOrderChanges: ChangesPo }>(
    `mutation($id: ID!, $d: [PurchaseOrderChangeInput!]!) {
       resolvePurchaseOrderChanges(id: $id, decisions: $d) { ${CHANGES_FIELDS} } }`,
    { id, d: decisions },
  );
}

export function recordReceipt(
  o: TestOwner,
  id: string,
  date: string,
  lines: Array<{ itemId: string; quantity: string }>,
) {
  return o.gql<{ recordPurchaseOrderReceipt: ChangesPo }>(
    `mutation($id: ID!, $date: String!, $l: [PurchaseOrderReceiptLineInput!]!) {
       recordPurchaseOrderReceipt(id: $id, date: $date, lines: $l) { ${CHANGES_FIELDS} } }`,
    { id, date, l: lines },
  );
}
