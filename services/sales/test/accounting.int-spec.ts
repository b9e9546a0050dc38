import type { AccountingDocument } from '@mise/contracts';
import { AccountingMessages as A, accountingDocumentBalances, today } from '@mise/domain';
import {
  collectEvents,
  deliverEvent,
  eventually,
  ownersSuite,
  type TestOwner,
} from '@mise/testing';
import { arrangeMenu, type Menu, startSales } from './helpers';

interface Pushed {
  pushId: string;
  saleId: string;
  snapshot: AccountingDocument;
}

interface SaleView {
  id: string;
  saleDate: string;
  nettTotal: string;
  xeroId: string | null;
  accountingPush: { state: string; reason: string | null } | null;
}

const SALE = `id saleDate nettTotal xeroId accountingPush { state reason requestedAt updatedAt }`;
const CREATE = `mutation($input: SaleInput!) { createSale(input: $input) { ${SALE} } }`;
const SEND = `mutation($id: ID!) { sendSaleToAccounting(id: $id) { ${SALE} } }`;

/**
 * Send to Xero for sales (flows.md §4.11): the owner's ACCOUNTING connection projected by
 * revision, the refusals, the push request with its RECEIVABLE snapshot, and integrations'
 * answers setting `xeroId` or keeping the reason.
 */
describe('sales sent to Xero', () => {
  const s = ownersSuite(startSales, 1);
  let menu: Menu;
  beforeAll(async () => {
    menu = await arrangeMenu(s.t, s.ana);
  });

  const connect = (o: TestOwner, connected: boolean, revision: number) =>
    deliverEvent(s.t, 'integrations.connection.changed', {
      ownerId: o.ownerId,
      provider: 'ACCOUNTING',
      connected,
      tenantId: connected ? 'tenant-1' : null,
      revision,
    });

  async function sale(o: TestOwner): Promise<SaleView> {
    const res = await o.gql<{ createSale: SaleView }>(CREATE, {
      input: {
        saleDate: today(),
        items: [
          { menuItemId: menu.noodles.menuItemId, quantity: '2', optionIds: [menu.large, menu.hot] },
          { menuItemId: menu.tea.menuItemId, quantity: '1.5' },
        ],
        miscs: [{ name: 'Delivery', total: '4.00' }],
      },
    });
    expect(res.errors).toBeUndefined();
    return res.data!.createSale;
  }

  const view = async (o: TestOwner, id: string) =>
    (await o.gql<{ sale: SaleView }>(`query($id: ID!) { sale(id: $id) { ${SALE} } }`, { id })).data!
      .sale;

  const send = (o: TestOwner, id: string) =>
    o.gql<{ sendSaleToAccounting: SaleView }>(SEND, { id });

  const refusal = (res: {
    errors?: Array<{ message: string; extensions?: { code?: unknown } }>;
  }) => ({
    message: res.errors?.[0]?.message,
    code: res.errors?.[0]?.extensions?.code,
  });

  const pushes = (id: string) =>
    s.t.ownerSql(`SELECT 1 FROM accounting_pushes WHERE document_id = $1`, [id]);

  it('refuses until Xero is connected (by revision) and a sale that is not confirmed', async () => {
    const x = await sale(s.ana);
    expect(refusal(await send(s.ana, x.id))).toEqual({
      message: A.notConnected,
      code: 'BAD_USER_INPUT',
    });
    await connect(s.ana, true, 2);
    await connect(s.ana, false, 1); // older: ignored
    await s.t.ownerSql(`UPDATE sales SET sale_state = 'PROCESSING' WHERE id = $1`, [x.id]);
    expect(refusal(await send(s.ana, x.id))).toEqual({
      message: A.saleNotConfirmed,
      code: 'BAD_USER_INPUT',
    });
    expect(refusal(await send(s.ana, '00000000-0000-4000-8000-000000000000')).code).toBe(
      'NOT_FOUND',
    );
    await connect(s.ana, false, 3);
    await s.t.ownerSql(`UPDATE sales SET sale_state = 'CONFIRMED' WHERE id = $1`, [x.id]);
    expect(refusal(await send(s.ana, x.id)).message).toBe(A.notConnected);
    expect(await pushes(x.id)).toHaveLength(0);
    expect(await view(s.ana, x.id)).toMatchObject({ xeroId: null, accountingPush: null });
    await connect(s.ana, true, 4);
  });

  it('sends a confirmed sale as a RECEIVABLE; completed sets xeroId, failed keeps the reason', async () => {
    const x = await sale(s.ana);
    const c = await collectEvents<Pushed>(
      'sales.accounting-push.requested',
      (e) => e.outletId === s.ana.outletId && e.payload.saleId === x.id,
    );
    const res = await send(s.ana, x.id);
    expect(res.errors).toBeUndefined();
    expect(res.data!.sendSaleToAccounting).toMatchObject({
      id: x.id,
      accountingPush: { state: 'PENDING', reason: null },
    });
    await eventually(() => Promise.resolve(c.events.length >= 1));
    c.stop();
    const p = c.events[0].payload;
    // noodles (12.50 + 1.20 + 0.30) × 2 = 28.00; tea 3.35 × 1.5 = 5.03; misc 4.00
    expect(p.snapshot).toMatchObject({
      kind: 'RECEIVABLE',
      number: `SALE-${x.id.slice(0, 8).toUpperCase()}`,
      date: x.saleDate,
      dueDate: x.saleDate,
      reference: 'MANUAL',
      contact: { name: 'Cash Sales' },
      currency: 'MYR',
      total: x.nettTotal,
    });
    expect(x.nettTotal).toBe('37.03');
    expect(p.snapshot.lines).toEqual([
      expect.objectContaining({ quantity: '2', unitAmount: '14', lineAmount: '28.00' }),
      expect.objectContaining({ quantity: '1', unitAmount: '5.03', lineAmount: '5.03' }),
      { description: 'Delivery', quantity: '1', unitAmount: '4', lineAmount: '4.00' },
    ]);
    expect(accountingDocumentBalances(p.snapshot)).toBe(true);

    await deliverEvent(
      s.t,
      'integrations.accounting-push.completed',
      {
        pushId: p.pushId,
        documentType: 'EXPENSE',
        documentId: x.id,
        externalId: 'NO',
        reason: null,
      },
      s.ana.outletId,
    );
    expect((await view(s.ana, x.id)).xeroId).toBeNull();
    await deliverEvent(
      s.t,
      'integrations.accounting-push.completed',
      {
        pushId: p.pushId,
        documentType: 'SALE',
        documentId: x.id,
        externalId: 'INV-X1',
        reason: null,
      },
      s.ana.outletId,
    );
    expect(await view(s.ana, x.id)).toMatchObject({
      xeroId: 'INV-X1',
      accountingPush: { state: 'COMPLETED', reason: null },
    });

    const again = await send(s.ana, x.id);
    expect(again.errors).toBeUndefined();
    const [latest] = await s.t.ownerSql<{ push_id: string }>(
      `SELECT push_id FROM accounting_pushes WHERE document_id = $1 AND state = 'PENDING'`,
      [x.id],
    );
    await deliverEvent(
      s.t,
      'integrations.accounting-push.failed',
      {
        pushId: latest.push_id,
        documentType: 'SALE',
        documentId: x.id,
        externalId: null,
        reason: 'Account code is archived',
      },
      s.ana.outletId,
    );
    expect(await view(s.ana, x.id)).toMatchObject({
      xeroId: 'INV-X1',
      accountingPush: { state: 'FAILED', reason: 'Account code is archived' },
    });
  });
});
