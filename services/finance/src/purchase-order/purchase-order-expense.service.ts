import { Injectable } from '@nestjs/common';
import { type LookupRow, Requests } from '@mise/contracts';
import {
  cmp,
  dec,
  expenseItemTotal,
  ExpenseMessages as M,
  mul,
  roundStored,
  sameUnit,
  today,
} from '@mise/domain';
import {
  BadInputError,
  Bus,
  Db,
  isUniqueViolation,
  isUuid,
  NotFoundError,
  OwnerUnavailableError,
  type Tx,
} from '@mise/platform';
import { ExpenseItemEntity } from '../expense/expense.entity';
import type { ExpenseRow } from '../expense/expense.model';
import { type ChangedBy, ExpenseService } from '../expense/expense.service';
import { ReferencesProjection } from '../references/references.projection';

type PurchaseOrder = LookupRow<'purchase-order'>;

/** A PO line as the expense takes it: what arrived (or was ordered), at cost × amount each. */
interface Line {
  inventoryName: string;
  ingredientName: string;
  unit: string;
  amount: string;
  quantity: string;
  unitPrice: string;
}

/**
 * Save to Expenses (flows.md §4.9): the PO as procurement holds it now (`rpc.procurement.lookup`
 * kind `purchase-order`), refused while the supplier's differences wait for a decision and when
 * a live expense already holds it; its lines' names resolved by ONE `rpc.inventory.ensure-items`;
 * then, in one transaction, a DRAFT numbered as the PO with its supplier and lines (quantity
 * received when deliveries were recorded, else ordered; unit price = cost × amount), history
 * null → DRAFT and `finance.expense.saved` (revision 1), on which procurement marks the PO saved.
 * Requests are asked with no transaction open.
 */
@Injectable()
export class PurchaseOrderExpenseService {
  constructor(
    private readonly db: Db,
    private readonly bus: Bus,
    private readonly expenses: ExpenseService,
    private readonly refs: ReferencesProjection,
  ) {}

  async create(purchaseOrderId: string, by: ChangedBy): Promise<ExpenseRow> {
    const outletId = await this.db.outlet(async (tx) => {
      await this.notSavedYet(tx, purchaseOrderId);
      return tx.outletId!;
    });
    const po = await this.purchaseOrder(outletId, purchaseOrderId);
    if (po.pendingChanges > 0) {
      throw new BadInputError(M.purchaseOrderPendingChanges, 'purchaseOrderId');
    }
    const lines = linesOf(po);
    const resolved = await this.refs.ensureItems(
      outletId,
      lines.map((l) => ({
        inventoryName: l.inventoryName,
        ingredientName: l.ingredientName,
        unit: l.unit,
      })),
    );
    resolved.forEach((r, n) => {
      if (!sameUnit(r.unit, lines[n].unit)) {
        throw new BadInputError(M.unitMismatch(r.ingredientName, r.unit), 'purchaseOrderId');
      }
    });
    return this.db.outlet(async (tx) => {
      await this.notSavedYet(tx, po.id);
      const day = today();
      let id: string;
      try {
        await tx.manager.query(`SAVEPOINT purchase_order_expense`);
        [{ id }] = await tx.manager.query(
          `INSERT INTO expenses (outlet_id, expense_type, expense_state, paid_status, expense_number,
             supplier_id, supplier_name, expense_date, due_date, uploaded_by, purchase_order_id,
             purchase_order_number, revision)
           VALUES ($1, 'INVOICE', 'DRAFT', 'N_A', $2, $3, $4, $5, $5, $6, $7, $2, 0) RETURNING id`,
          [
            tx.outletId,
            po.purchaseOrderNumber,
            po.supplierId,
            po.supplierName,
            day,
            by.name || 'Anonymous',
            po.id,
          ],
        );
        await tx.manager.query(`RELEASE SAVEPOINT purchase_order_expense`);
      } catch (err) {
        // another request saved it between the check and this insert (one live expense per PO)
        if (!isUniqueViolation(err)) throw err;
        throw new BadInputError(M.purchaseOrderAlreadySaved, 'purchaseOrderId');
      }
      if (lines.length) {
        await tx.manager.getRepository(ExpenseItemEntity).insert(
          lines.map((l, n) => ({
            outletId: tx.outletId!,
            expenseId: id,
            position: n + 1,
            name: resolved[n].inventoryName,
            ingredient: resolved[n].ingredientName,
            unit: resolved[n].unit,
            amount: l.amount,
            quantity: l.quantity,
            unitPrice: l.unitPrice,
            total: expenseItemTotal(l.unitPrice, l.quantity),
            inventoryItemId: resolved[n].inventoryItemId,
            ingredientId: resolved[n].ingredientId,
          })),
        );
      }
      return this.expenses.commit(tx, id, by, { transitions: [[null, 'DRAFT']] });
    });
  }

  /** NOT_FOUND unless procurement holds the PO live in this outlet; "try again" when it is away. */
  private async purchaseOrder(outletId: string, id: string): Promise<PurchaseOrder> {
    const reply = await this.bus.request(Requests.lookup('procurement'), {
      outletId,
      kind: 'purchase-order',
      ids: [id],
    });
    if (!reply || !Array.isArray(reply.rows)) {
      throw new OwnerUnavailableError('procurement', 'purchase-order');
    }
    const po = (reply.rows as PurchaseOrder[]).find((r) => r.id === id.toLowerCase());
    if (!po || po.purchaseOrderState === 'DELETED' || !isUuid(po.supplierId)) {
      throw new NotFoundError(M.purchaseOrderNotFound);
    }
    return po;
  }

  private async notSavedYet(tx: Tx, purchaseOrderId: string): Promise<void> {
    const [live]: Array<{ id: string }> = await tx.manager.query(
      `SELECT id FROM expenses WHERE purchase_order_id = $1 AND expense_state <> 'DELETED' LIMIT 1`,
      [purchaseOrderId],
    );
    if (live) throw new BadInputError(M.purchaseOrderAlreadySaved, 'purchaseOrderId');
  }
}

/**
 * The PO's lines as expense lines (flows.md §4.9): the received quantity when the PO recorded
 * deliveries (a line of which nothing arrived is left out), else the ordered quantity; unit price
 * = cost (per unit of the ingredient) × amount (per unit bought), 6 decimals.
 */
export function linesOf(po: PurchaseOrder): Line[] {
  return po.items.flatMap((i) => {
    const quantity = dec(po.received ? i.receivedQuantity : i.quantity);
    if (cmp(quantity, 0) <= 0) return [];
    return [
      {
        inventoryName: i.inventoryName,
        ingredientName: i.ingredientName,
        unit: i.unit,
        amount: dec(i.amount),
        quantity,
        unitPrice: roundStored(mul(i.cost, i.amount)),
      },
    ];
  });
}
