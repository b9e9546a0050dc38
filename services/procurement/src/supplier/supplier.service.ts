import { Injectable } from '@nestjs/common';
import { ProcurementSubjects, type SupplierSavedEvent } from '@mise/contracts';
import { PartyMessages } from '@mise/domain';
import { BadInputError, Db, type Tx } from '@mise/platform';
import { SupplierEntity } from '../party/party.entity';
import { PartyStore } from '../party/party.store';

export function supplierSavedPayload(row: SupplierEntity): SupplierSavedEvent {
  return { supplierId: row.id, name: row.name, revision: row.revision };
}

/**
 * Suppliers (spec 3 §2.4, §5.2): the party rules, `procurement.supplier.saved` / `.deleted` in
 * the change's transaction (finance projects them), and the delete refused while an expense
 * names the supplier (finance's `expense.saved`, drafts and DELETED included: `supplier_expenses`)
 * or a purchase order that is not deleted does.
 */
@Injectable()
export class SupplierService extends PartyStore<SupplierEntity> {
  constructor(db: Db) {
    super(db, SupplierEntity, 'supplier');
  }

  protected override async afterSave(tx: Tx, row: SupplierEntity): Promise<void> {
    await tx.emit(ProcurementSubjects.supplierSaved, supplierSavedPayload(row));
  }

  protected override async beforeDelete(tx: Tx, row: SupplierEntity): Promise<void> {
    const [use]: Array<{ expenses: boolean; orders: boolean }> = await tx.manager.query(
      `SELECT EXISTS (SELECT 1 FROM supplier_expenses WHERE supplier_id = $1 AND NOT deleted) AS expenses,
              EXISTS (SELECT 1 FROM purchase_orders
                      WHERE supplier_id = $1 AND purchase_order_state <> 'DELETED') AS orders`,
      [row.id],
    );
    if (use.expenses) throw new BadInputError(PartyMessages.supplier.usedByExpense);
    if (use.orders) throw new BadInputError(PartyMessages.supplier.usedByPurchaseOrder);
    // deleted purchase orders (their public links revoked) go with the supplier they name
    await tx.manager.query(
      `DELETE FROM purchase_orders WHERE supplier_id = $1 AND purchase_order_state = 'DELETED'`,
      [row.id],
    );
  }

  protected override async afterDelete(tx: Tx, row: SupplierEntity): Promise<void> {
    await tx.emit(ProcurementSubjects.supplierDeleted, {
      supplierId: row.id,
      revision: row.revision + 1,
    });
  }
}
