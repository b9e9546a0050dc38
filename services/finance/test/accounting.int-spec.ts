import type { AccountingDocument } from '@mise/contracts';
import { AccountingMessages as A } from '@mise/domain';
import {
  collectEvents,
  deliverEvent,
  eventually,
  ownersSuite,
  pinNinetyDayChecking,
  type TestOwner,
} from '@mise/testing';
import { startFinance } from './helpers';
import {
  added,
  addMisc,
  byId,
  createExpense,
  done,
  item,
  refusal,
  type ExpenseView,
} from './support/expenses';
import { answerFinanceRequests, type StandIns } from './support/stand-ins';

interface Pushed {
  pushId: string;
  expenseId: string;
  snapshot: AccountingDocument;
}

const PUSH = `id xeroId accountingPush { state reason requestedAt updatedAt }`;

interface PushView {
  id: string;
  xeroId: string | null;
  accountingPush: { state: string; reason: string | null } | null;
}

/**
 * Send to Xero (flows.md §4.11): the owner's ACCOUNTING connection projected by revision, the
 * refusals, the push request with its typed snapshot (a BILL, a CREDIT_NOTE), and integrations'
 * answers setting `xeroId` or keeping the reason.
 */
describe('expenses sent to Xero', () => {
  const s = ownersSuite(startFinance, 1);
  let standIns: StandIns;
  beforeAll(async () => {
    standIns = await answerFinanceRequests(s.t);
    await pinNinetyDayChecking(s.t, false);
  });
  afterAll(() => standIns?.stop());

  const connect = (o: TestOwner, connected: boolean, revision: number, provider = 'ACCOUNTING') =>
    deliverEvent(s.t, 'integrations.connection.changed', {
      ownerId: o.ownerId,
      provider: provider as 'ACCOUNTING',
      connected,
      tenantId: connected ? 'tenant-1' : null,
      revision,
    });

  const connected = async (o: TestOwner) =>
    (await o.gql<{ accountingConnected: boolean }>(`{ accountingConnected }`)).data
      ?.accountingConnected;

  const view = async (o: TestOwner, id: string) =>
    (await o.gql<{ expense: PushView }>(`query($id: ID!) { expense(id: $id) { ${PUSH} } }`, { id }))
      .data!.expense;

  async function confirmed(o: TestOwner, over: Record<string, unknown> = {}): Promise<ExpenseView> {
    const e = await createExpense(o, { expenseNumber: `X-${Math.random()}`, ...over });
    await added(o, e.id, item({ quantity: '3', unitPrice: '0.3333' }));
    await added(
      o,
      e.id,
      item({
        name: 'Minyak',
        ingredient: 'Minyak',
        unit: 'l',
        amount: '1',
        quantity: '4',
        unitPrice: '6',
      }),
    );
    await addMisc(o, e.id, { name: 'Delivery', total: '3' });
    return done(o, 'confirmExpense', e.id);
  }

  async function pushed(o: TestOwner, id: string): Promise<Pushed> {
    const c = await collectEvents<Pushed>(
      'finance.accounting-push.requested',
      (x) => x.outletId === o.outletId && x.payload.expenseId === id,
    );
    const after = await done(o, 'sendExpenseToAccounting', id);
    expect(after.id).toBe(id);
    await eventually(() => Promise.resolve(c.events.length >= 1));
    c.stop();
    return c.events[0].payload;
  }

  it('projects the connection by revision and refuses until Xero is connected', async () => {
    const e = await confirmed(s.ana);
    expect(await connected(s.ana)).toBe(false);
    expect(refusal(await byId(s.ana, 'sendExpenseToAccounting', e.id))).toEqual({
      message: A.notConnected,
      code: 'BAD_USER_INPUT',
    });
    await connect(s.ana, true, 1, 'MAIL'); // another provider: nothing
    expect(await connected(s.ana)).toBe(false);
    await connect(s.ana, true, 2);
    expect(await connected(s.ana)).toBe(true);
    await connect(s.ana, false, 1); // older: ignored
    expect(await connected(s.ana)).toBe(true);
    await connect(s.ana, false, 3);
    expect(await connected(s.ana)).toBe(false);
    expect(refusal(await byId(s.ana, 'sendExpenseToAccounting', e.id)).message).toBe(
      A.notConnected,
    );
    const rows = await s.t.ownerSql(`SELECT 1 FROM accounting_pushes WHERE document_id = $1`, [
      e.id,
    ]);
    expect(rows).toHaveLength(0);
    expect((await view(s.ana, e.id)).accountingPush).toBeNull();
    await connect(s.ana, true, 4);
  });

  it('refuses an expense that is not confirmed, and an unknown one, changing nothing', async () => {
    const draft = await createExpense(s.ana, { expenseNumber: 'DRAFT-X' });
    expect(refusal(await byId(s.ana, 'sendExpenseToAccounting', draft.id))).toEqual({
      message: A.expenseNotConfirmed,
      code: 'BAD_USER_INPUT',
    });
    expect(
      refusal(await byId(s.ana, 'sendExpenseToAccounting', '00000000-0000-4000-8000-000000000000'))
        .code,
    ).toBe('NOT_FOUND');
    expect(
      await s.t.ownerSql(`SELECT 1 FROM accounting_pushes WHERE document_id = $1`, [draft.id]),
    ).toHaveLength(0);
  });

  it('sends a confirmed INVOICE as a BILL whose lines sum to the total; completed sets xeroId', async () => {
    const e = await confirmed(s.ana, { expenseNumber: 'BILL-1' });
    const p = await pushed(s.ana, e.id);
    expect(p.snapshot).toEqual({
      kind: 'BILL',
      number: 'BILL-1',
      date: e.expenseDate,
      dueDate: e.dueDate,
      reference: null,
      contact: { name: 'PASAR BORONG', email: null },
      currency: 'MYR',
      lines: [
        { description: 'BERAS 5KG × 3', quantity: '1', unitAmount: '1.00', lineAmount: '1.00' },
        { description: 'MINYAK', quantity: '4', unitAmount: '6', lineAmount: '24.00' },
        { description: 'Delivery', quantity: '1', unitAmount: '3', lineAmount: '3.00' },
      ],
      total: '28.00',
    });
    expect(e.grandTotal).toBe('28.00');
    expect(await view(s.ana, e.id)).toMatchObject({
      xeroId: null,
      accountingPush: { state: 'PENDING', reason: null },
    });
    await deliverEvent(
      s.t,
      'integrations.accounting-push.completed',
      {
        pushId: p.pushId,
        documentType: 'EXPENSE',
        documentId: e.id,
        externalId: 'XERO-1',
        reason: null,
      },
      s.ana.outletId,
    );
    expect(await view(s.ana, e.id)).toMatchObject({
      xeroId: 'XERO-1',
      accountingPush: { state: 'COMPLETED', reason: null },
    });
    // a re-push is a new request (integrations updates the bill it made)
    const again = await pushed(s.ana, e.id);
    expect(again.pushId).not.toBe(p.pushId);
    expect(await view(s.ana, e.id)).toMatchObject({
      xeroId: 'XERO-1',
      accountingPush: { state: 'PENDING' },
    });
  });

  it('sends a CREDITMEMO as a CREDIT_NOTE; a failure keeps the reason, a sale answer is not ours', async () => {
    const e = await confirmed(s.ana, { expenseType: 'CREDITMEMO', expenseNumber: 'CN-1' });
    const p = await pushed(s.ana, e.id);
    expect(p.snapshot).toMatchObject({ kind: 'CREDIT_NOTE', number: 'CN-1', total: '28.00' });
    await deliverEvent(
      s.t,
      'integrations.accounting-push.completed',
      {
        pushId: p.pushId,
        documentType: 'SALE',
        documentId: e.id,
        externalId: 'NOT-MINE',
        reason: null,
      },
      s.ana.outletId,
    );
    await deliverEvent(
      s.t,
      'integrations.accounting-push.failed',
      {
        pushId: p.pushId,
        documentType: 'EXPENSE',
        documentId: e.id,
        externalId: null,
        reason: 'Contact is archived',
      },
      s.ana.outletId,
    );
    expect(await view(s.ana, e.id)).toMatchObject({
      xeroId: null,
      accountingPush: { state: 'FAILED', reason: 'Contact is archived' },
    });
  });
});
