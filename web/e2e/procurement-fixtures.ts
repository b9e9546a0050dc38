import type { ApiOwner } from './fixtures';

export interface SentPo {
  id: string;
  purchaseOrderNumber: string;
  responseLink: string;
}

/**
 * A supplier "Fresh Farm Supplies" and a PO of two 5 kg lines at RM 4.50 (chicken breast × 2,
 * basmati rice × 1), sent: what the owner's screens would do, through the API.
 */
export async function sentPurchaseOrder(owner: ApiOwner): Promise<SentPo> {
  await owner.gql(`mutation { createSupplier(input: { name: "Fresh Farm Supplies" }) { id } }`);
  const { createPurchaseOrder: po } = await owner.gql<{ createPurchaseOrder: { id: string } }>(
    `mutation { createPurchaseOrder(supplierName: "Fresh Farm Supplies") { id } }`,
  );
  for (const [name, quantity] of [
    ['Chicken breast', '2'],
    ['Basmati rice', '1'],
  ]) {
    await owner.gql(
      `mutation($id: ID!, $input: PurchaseOrderItemInput!) { addPurchaseOrderItem(purchaseOrderId: $id, input: $input) { id } }`,
      {
        id: po.id,
        input: {
          inventoryName: name,
          ingredientName: name,
          amount: '5',
          unit: 'kg',
          quantity,
          cost: '4.50',
        },
      },
    );
  }
  const { sendPurchaseOrder } = await owner.gql<{ sendPurchaseOrder: SentPo }>(
    `mutation($id: ID!) { sendPurchaseOrder(id: $id) { id purchaseOrderNumber responseLink } }`,
    { id: po.id },
  );
  return sendPurchaseOrder;
}
