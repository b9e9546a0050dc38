import { randomUUID } from 'node:crypto';
import { Db } from '@mise/platform';
import type { TestOwner } from '@mise/testing';
import { PublicLinks } from '../../src/public/public-links.service';
import type { ProcurementTestApp } from '../helpers';

export interface SeededOrder {
  id: string;
  number: string;
  itemIds: string[];
  token: string;
}

/**
 * An order of `owner`'s outlet written as the purchase-order module would (a supplier, the order,
 * its items at positions 0..n-1), with its public link made by PublicLinks in a transaction of
 * the outlet, and the outlet profile the page shows (identity's projection rows).
 */
export async function seedPurchaseOrder(
  t: ProcurementTestApp,
  owner: TestOwner,
  o: {
    state?: 'DRAFT' | 'CONFIRMED' | 'DELETED';
    items?: number;
    supplierName?: string;
    outletRemarks?: string | null;
  } = {},
): Promise<SeededOrder> {
  const supplierId = randomUUID();
  const id = randomUUID();
  const supplierName = o.supplierName ?? 'Fresh Farm Supplies';
  const number = `10${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const items = o.items ?? 3;
  await t.ownerSql(
    `INSERT INTO outlet_profiles (outlet_id, outlet_number, outlet_name, outlet_address, contact_number, revision)
     VALUES ($1, '100001', 'Kedai Ana', E'1 Jalan Test\\n50000 Kuala Lumpur', '+60123456789', 1)
     ON CONFLICT DO NOTHING`,
    [owner.outletId],
  );
  await t.ownerSql(
    `INSERT INTO owner_contacts (owner_id, email, whatsapp_number, revision)
     VALUES ($1, $2, '+60123456789', 1) ON CONFLICT DO NOTHING`,
    [owner.ownerId, owner.email],
  );
  await t.ownerSql(
    `INSERT INTO suppliers (id, outlet_id, name, name_key, email) VALUES ($1, $2, $3, $4, 'sales@farm.test')`,
    [supplierId, owner.outletId, supplierName, `${supplierName.toLowerCase()} ${supplierId}`],
  );
  await t.ownerSql(
    `INSERT INTO purchase_orders (id, outlet_id, supplier_id, supplier_name, purchase_order_number,
       purchase_order_date, purchase_order_state, purchase_order_status, outlet_remarks, sent, grand_total)
     VALUES ($1, $2, $3, $4, $5, '2026-11-24', $6, $7, $8, $9, $10)`,
    [
      id,
      owner.outletId,
      supplierId,
      supplierName,
      number,
      o.state ?? 'CONFIRMED',
      o.state === 'DRAFT' ? 'N_A' : 'PENDING',
      o.outletRemarks === undefined ? 'Deliver before 9 am' : o.outletRemarks,
      o.state !== 'DRAFT',
      (25 * items).toFixed(2),
    ],
  );
  const itemIds: string[] = [];
  for (let n = 0; n < items; n++) {
    const itemId = randomUUID();
    itemIds.push(itemId);
    await t.ownerSql(
      `INSERT INTO purchase_order_items (id, outlet_id, purchase_order_id, position, inventory_name,
         ingredient_name, amount, unit, quantity, cost, total)
       VALUES ($1, $2, $3, $4, $5, $5, 5, 'kg', 2, 2.5, 25)`,
      [itemId, owner.outletId, id, n, `Item ${n + 1}`],
    );
  }
  const token = await t.app
    .get(Db)
    .forOutlet(owner.outletId, (tx) =>
      t.app.get(PublicLinks).create(tx, { kind: 'PO', documentId: id, outletId: owner.outletId }),
    );
  return { id, number, itemIds, token };
}

/** Revokes an order's link as the purchase-order module's delete does. */
export function revokeLink(t: ProcurementTestApp, owner: TestOwner, id: string): Promise<void> {
  return t.app
    .get(Db)
    .forOutlet(owner.outletId, (tx) => t.app.get(PublicLinks).revoke(tx, 'PO', id));
}
