import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import {
  answerLookups,
  deliverEvent,
  ownersSuite,
  pinNinetyDayChecking,
  suiteCrossTenantCheck,
} from '@mise/testing';
import { startFinance } from './helpers';
import {
  added,
  addMisc,
  createExpense,
  done,
  expenseInput,
  item,
  daysFromToday,
} from './support/expenses';
import { answerFinanceRequests } from './support/stand-ins';

/**
 * The cross-tenant check (one file of this name in every service): owner B, given owner A's ids
 * of every aggregate, gets NOT_FOUND, null or nothing from every root field, mutation and entity
 * of the printed schema, and changes no row. Give it A's ids of each new aggregate.
 */
describe('finance: the cross-tenant check', () => {
  const s = ownersSuite(startFinance, 2);

  it("gives another owner none of the first owner's rows", async () => {
    await answerFinanceRequests(s.t);
    await pinNinetyDayChecking(s.t, false);
    // A's expenses: a draft with a line and a misc, a confirmed one, a deleted one
    const draft = await createExpense(s.ana, { expenseNumber: 'A-DRAFT' });
    const lines = await added(s.ana, draft.id, item());
    const withMisc = (await addMisc(s.ana, draft.id, { name: 'Delivery', total: '4' })).data!
      .addExpenseMisc;
    const confirmed = await createExpense(s.ana, { expenseNumber: 'A-CONFIRMED' });
    await added(s.ana, confirmed.id, item());
    await done(s.ana, 'confirmExpense', confirmed.id);
    // 24: A has Xero connected and sent the confirmed expense (B's owner has not)
    await deliverEvent(s.t, 'integrations.connection.changed', {
      ownerId: s.ana.ownerId,
      provider: 'ACCOUNTING',
      connected: true,
      tenantId: 'tenant-a',
      revision: 1,
    });
    await done(s.ana, 'sendExpenseToAccounting', confirmed.id);
    const deleted = await createExpense(s.ana, { expenseNumber: 'A-DELETED' });
    await done(s.ana, 'deleteExpense', deleted.id);
    // finance-extras: a file of A's draft (its row; no store needed to refuse B), and a PO of A's
    // outlet that procurement's stand-in holds (B's outlet holds none)
    const [file] = await s.t.ownerSql<{ id: string }>(
      `INSERT INTO expense_uploads (outlet_id, expense_id, key, file_name, content_type, size)
       VALUES ($1, $2, $3, 'invoice.pdf', 'application/pdf', 100) RETURNING id`,
      [s.ana.outletId, draft.id, `${s.ana.outletId}/finance/expenses/${draft.id}/file/x.pdf`],
    );
    // issue 22: A's line as extraction leaves it (marked for review), and a run of A's draft
    await s.t.ownerSql(
      `UPDATE expense_items SET source_description = 'BERAS', review_reasons = $2,
         reviewed = false, matched_by = 'NONE' WHERE id = $1`,
      [lines.items[0].id, ['no inventory item matched']],
    );
    const purchaseOrderId = randomUUID();
    const procurement = await answerLookups(s.t, ['procurement']);
    procurement.answer('procurement', (req) =>
      req.outletId === s.ana.outletId && req.ids?.includes(purchaseOrderId)
        ? [
            {
              id: purchaseOrderId,
              purchaseOrderNumber: 'A-PO',
              purchaseOrderState: 'CONFIRMED',
              supplierId: draft.supplierId!,
              supplierName: 'PASAR BORONG',
              pendingChanges: 0,
              received: false,
              items: [],
              revision: 1,
            },
          ]
        : [],
    );

    const calls = await suiteCrossTenantCheck(s, join(__dirname, '..'), {
      ids: [
        draft.id,
        confirmed.id,
        deleted.id,
        lines.items[0].id,
        withMisc.miscs[0].id,
        draft.supplierId!,
        file.id,
        purchaseOrderId,
      ],
      args: {
        'Query.expenses': { from: daysFromToday(-400), to: daysFromToday(1), offset: 0, limit: 20 },
        // a valid draft, so that only the id can be what is refused
        'Mutation.updateExpense': { input: expenseInput() },
        'Query.expenseOverview': { from: daysFromToday(-400), to: daysFromToday(1) },
      },
    });
    expect(calls.map((c) => c.field)).toEqual(
      expect.arrayContaining([
        'Query.expenses',
        'Query.expense',
        'Query.expenseWindow',
        'Mutation.createExpense',
        'Mutation.updateExpense',
        'Mutation.addExpenseItem',
        'Mutation.updateExpenseItem',
        'Mutation.deleteExpenseItem',
        'Mutation.addExpenseMisc',
        'Mutation.updateExpenseMisc',
        'Mutation.deleteExpenseMisc',
        'Mutation.confirmExpense',
        'Mutation.editConfirmedExpense',
        'Mutation.deleteExpense',
        'Mutation.restoreExpense',
        'Mutation.permanentlyDeleteExpense',
        '_entities Expense',
        // finance-extras
        'Query.expenseOverview',
        'Query.expensesToConfirm',
        'Query.financeProgress',
        'Mutation.requestExpenseUpload',
        'Mutation.attachExpenseUpload',
        'Mutation.deleteExpenseUpload',
        'Mutation.createExpenseFromPurchaseOrder',
        '_entities Supplier',
        '_entities OutletProgress',
        // 22: automated reading (A's draft has a file; A's line is marked for review)
        'Mutation.automateExpense',
        'Mutation.markExpenseItemReviewed',
        // 24: Send to Xero
        'Query.accountingConnected',
        'Mutation.sendExpenseToAccounting',
      ]),
    );
  });
});
