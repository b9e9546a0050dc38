import { randomUUID } from 'node:crypto';
import {
  type MenuItemSavedEvent,
  type PosReceiptReceivedEvent,
  type SaleDeletedEvent,
  type SaleSavedEvent,
} from '@mise/contracts';
import { SalesMessages } from '@mise/domain';
import {
  deliverEvent,
  eventPayload,
  expectEvent,
  ownersSuite,
  signedInOwner,
  sqlStatementsOf,
  type TestOwner,
} from '@mise/testing';
import { arrangeMenu, type Menu, startSales } from './helpers';

/**
 * Point-of-sale receipts become POS sales (contract issue 24 phase 2 §2, §3): integrations'
 * `integrations.pos-receipt.received` events are published on NATS as integrations would (the
 * envelope's outletId the mapped outlet), and the sale each original receipt wants is read back
 * through GraphQL and SQL.
 */

type Line = PosReceiptReceivedEvent['lines'][number];

const SALE = `id saleDate sourceType sourceRef subTotal miscTotal nettTotal editable readOnlyReason
  items { menuItemId name quantity salePrice total mappedToStock
          options { optionId optionName addOnPrice } }
  miscs { name total }`;
const POS_SALES = `query($from: String!, $to: String!) {
  posSales(from: $from, to: $to, offset: 0, limit: 5) { totalCount nodes { ${SALE} } } }`;
const ONE_SALE = `query($id: ID!) { sale(id: $id) { ${SALE} } }`;
const UNMAPPED = `query($from: String!, $to: String!) {
  posUnmappedItems(from: $from, to: $to) { posName quantity receipts lastSeen } }`;
const MAP = `mutation($posName: String!, $menuItemId: ID!) {
  mapPosItem(posName: $posName, menuItemId: $menuItemId) }`;

interface SaleRow {
  id: string;
  sale_date: string;
  nett_total: string;
  revision: number;
}

interface SaleNode {
  id: string;
  sourceRef: string;
  nettTotal: string;
  items: Array<{ name: string; quantity: string; salePrice: string; total: string }>;
  miscs: Array<{ name: string; total: string }>;
}

const line = (name: string, quantity: string, price: string, over: Partial<Line> = {}): Line => ({
  name,
  variantName: null,
  quantity,
  price,
  total: '0.00',
  options: [],
  ...over,
});

describe('sales: POS sales from point-of-sale receipts', () => {
  const s = ownersSuite(startSales, 2);
  let menu: Menu;
  let clock = Date.parse('2026-11-20T10:00:00Z');
  const merchant = randomUUID();
  let number = 1000;

  beforeAll(async () => {
    menu = await arrangeMenu(s.t, s.ana);
  });

  /** A receipt of this test's merchant, a fresh number and a later updatedAt each time. */
  const receipt = (
    lines: Line[],
    over: Partial<PosReceiptReceivedEvent> = {},
  ): PosReceiptReceivedEvent => {
    number += 1;
    clock += 1000;
    return eventPayload('integrations.pos-receipt.received', {
      receiptId: `${merchant}:1-${number}`,
      receiptNumber: `1-${number}`,
      receiptType: 'SALE',
      refundFor: null,
      receiptDate: '2026-11-20',
      cancelled: false,
      lines,
      updatedAt: new Date(clock).toISOString(),
      ...over,
    });
  };
  const refundOf = (original: PosReceiptReceivedEvent, lines: Line[]) =>
    receipt(lines, { receiptType: 'REFUND', refundFor: original.receiptId });
  /** The same receipt again with a newer updatedAt (Loyverse changed it). */
  const newer = (r: PosReceiptReceivedEvent, over: Partial<PosReceiptReceivedEvent> = {}) => {
    clock += 1000;
    return { ...r, updatedAt: new Date(clock).toISOString(), ...over };
  };

  const deliver = (r: PosReceiptReceivedEvent, owner: TestOwner = s.ana) =>
    deliverEvent(s.t, 'integrations.pos-receipt.received', r, owner.outletId);

  const salesOf = (r: PosReceiptReceivedEvent) =>
    s.t.ownerSql<SaleRow>(
      `SELECT id, to_char(sale_date, 'YYYY-MM-DD') AS sale_date, nett_total::text, revision
         FROM sales WHERE source_type = 'POS' AND source_ref = $1`,
      [r.receiptId],
    );

  /** The receipt's sale as its owner reads it. */
  const posSale = async (r: PosReceiptReceivedEvent, owner: TestOwner = s.ana) => {
    const [row] = await salesOf(r);
    if (!row) return undefined;
    const res = await owner.gql<{ sale: SaleNode }>(ONE_SALE, { id: row.id });
    expect(res.errors).toBeUndefined();
    return res.data!.sale;
  };

  it('makes one POS sale of a receipt at the receipt prices, read-only, with sale.saved', async () => {
    const r = receipt(
      [
        line(' noodles ', '2', '11.00', {
          options: [
            { name: 'Size', option: 'egg', price: '2.00' },
            { name: 'Sauce', option: 'Chili', price: '0.50' },
          ],
        }),
        line('Tea', '1.5', '3.00'),
        line('Mystery Cake', '1', '8.00'),
      ],
      { total: '47.50', receiptDate: '2026-11-19' },
    );
    const { event } = await expectEvent<SaleSavedEvent>(
      'sales.sale.saved',
      (e) => e.payload.sourceRef === r.receiptId,
    );
    await deliver(r);
    const [row] = await salesOf(r);
    const e = await event;
    expect(e.outletId).toBe(s.ana.outletId);
    expect(e.payload).toMatchObject({
      saleId: row.id,
      saleDate: '2026-11-19',
      sourceType: 'POS',
      sourceRef: r.receiptId,
      revision: 1,
      items: [
        {
          menuItemId: menu.noodles.menuItemId,
          quantity: '2',
          options: [{ variantBatchItemId: menu.egg, variantIngredientId: null, quantity: '1' }],
        },
        { menuItemId: menu.tea.menuItemId, quantity: '1.5', options: [] },
      ],
      // (11.00 + 0.50 chili, no such option) × 2 + 2.00 egg × 2 = 27.00; 3.00 × 1.5 = 4.50
      subTotal: '31.50',
      // + the unlinked Mystery Cake 8.00
      nettTotal: '39.50',
    });

    const res = await s.ana.gql<{ posSales: { totalCount: number; nodes: unknown[] } }>(POS_SALES, {
      from: '2026-11-19',
      to: '2026-11-20',
    });
    expect(res.errors).toBeUndefined();
    expect(res.data!.posSales.totalCount).toBe(1);
    expect(res.data!.posSales.nodes).toEqual([
      {
        id: row.id,
        saleDate: '2026-11-19',
        sourceType: 'POS',
        sourceRef: r.receiptId,
        subTotal: '31.50',
        miscTotal: '8.00',
        nettTotal: '39.50',
        editable: false,
        readOnlyReason: 'from the point of sale',
        items: [
          {
            menuItemId: menu.noodles.menuItemId,
            name: 'NOODLES',
            quantity: '2',
            salePrice: '11.50',
            total: '27.00',
            mappedToStock: true,
            options: [{ optionId: menu.egg, optionName: 'EGG', addOnPrice: '2.00' }],
          },
          {
            menuItemId: menu.tea.menuItemId,
            name: 'TEA',
            quantity: '1.5',
            salePrice: '3.00',
            total: '4.50',
            mappedToStock: false,
            options: [],
          },
        ],
        miscs: [{ name: 'Mystery Cake', total: '8.00' }],
      },
    ]);
    // another owner sees none of it
    const ben = await s.ben.gql<{ posSales: { totalCount: number } }>(POS_SALES, {
      from: '2026-11-19',
      to: '2026-11-20',
    });
    expect(ben.data!.posSales.totalCount).toBe(0);
  });

  it('refuses to edit or delete a POS sale by hand, and changes nothing', async () => {
    const r = receipt([line('TEA', '2', '3.35')]);
    await deliver(r);
    const [row] = await salesOf(r);
    const update = await s.ana.gql(
      `mutation($id: ID!, $input: SaleInput!) { updateSale(id: $id, input: $input) { id } }`,
      {
        id: row.id,
        input: {
          saleDate: '2026-11-20',
          items: [{ menuItemId: menu.tea.menuItemId, quantity: '1' }],
        },
      },
    );
    const del = await s.ana.gql(`mutation($id: ID!) { deleteSale(id: $id) }`, { id: row.id });
    for (const res of [update, del]) {
      expect(res.errors?.[0]).toMatchObject({
        message: 'This sale comes from the point of sale: change it there',
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
    expect(SalesMessages.sale.fromPos).toBe(
      'This sale comes from the point of sale: change it there',
    );
    expect(await salesOf(r)).toEqual([row]);
  });

  it('keeps one sale for the same receipt twice and for an older snapshot after a newer one', async () => {
    const r = receipt([line('NOODLES', '1', '12.00')]);
    await deliver(r);
    await deliver(r);
    const [first] = await salesOf(r);
    expect(first).toMatchObject({ nett_total: '12.00', revision: 1 });
    // a newer snapshot that changes nothing of the sale: the same sale, untouched
    const same = newer(r);
    await deliver(same);
    expect(await salesOf(r)).toEqual([first]);
    // a newer snapshot with 3: rewritten in place; the older one delivered late changes nothing
    const three = newer(r, { lines: [line('NOODLES', '3', '12.00')] });
    await deliver(three);
    await deliver(same);
    await deliver(r);
    expect(await salesOf(r)).toEqual([{ ...first, nett_total: '36.00', revision: 2 }]);
  });

  it('converges a refund that arrives before its original, and the original twice', async () => {
    const r = receipt([line('NOODLES', '3', '12.00'), line('TEA', '2', '3.00')]);
    const refund = refundOf(r, [line('noodles', '1', '12.00')]);
    await deliver(refund);
    expect(await salesOf(r)).toEqual([]);
    expect(await salesOf(refund)).toEqual([]);
    await deliver(r);
    await deliver(r);
    await deliver(refund);
    const [row] = await salesOf(r);
    expect(row).toMatchObject({ nett_total: '30.00', revision: 1 });
    expect((await posSale(r))!.items).toEqual([
      expect.objectContaining({ name: 'NOODLES', quantity: '2', total: '24.00' }),
      expect.objectContaining({ name: 'TEA', quantity: '2', total: '6.00' }),
    ]);
  });

  it('lowers the quantities on a partial refund and removes the sale on a full one (sale.deleted)', async () => {
    const r = receipt([line('NOODLES', '2', '12.00'), line('TEA', '3', '3.00')]);
    await deliver(r);
    const [row] = await salesOf(r);
    expect(row.nett_total).toBe('33.00');
    // one tea back: lower; a line of another variant is no line of the receipt
    await deliver(
      refundOf(r, [line('TEA', '1', '3.00'), line('NOODLES', '1', '12.00', { variantName: 'XL' })]),
    );
    expect(await salesOf(r)).toEqual([{ ...row, nett_total: '30.00', revision: 2 }]);
    expect((await posSale(r))!.items.map((i) => [i.name, i.quantity])).toEqual([
      ['NOODLES', '2'],
      ['TEA', '2'],
    ]);
    // the rest back, more than was left of the tea: nothing left, the sale deleted
    const { event } = await expectEvent<SaleDeletedEvent>(
      'sales.sale.deleted',
      (e) => e.payload.saleId === row.id,
    );
    await deliver(refundOf(r, [line('Noodles', '2', '12.00'), line('Tea', '5', '3.00')]));
    expect(await salesOf(r)).toEqual([]);
    expect((await event).payload).toEqual({
      saleId: row.id,
      sourceType: 'POS',
      sourceRef: r.receiptId,
      revision: 3,
    });
    expect(await s.t.ownerSql(`SELECT 1 FROM sales_items WHERE sale_id = $1`, [row.id])).toEqual(
      [],
    );
  });

  it('makes no sale of a cancelled receipt, and removes it when a receipt is cancelled', async () => {
    const cancelled = receipt([line('TEA', '1', '3.00')], { cancelled: true });
    await deliver(cancelled);
    expect(await salesOf(cancelled)).toEqual([]);
    const r = receipt([line('TEA', '1', '3.00')]);
    await deliver(r);
    expect(await salesOf(r)).toHaveLength(1);
    await deliver(newer(r, { cancelled: true }));
    expect(await salesOf(r)).toEqual([]);
  });

  it('links "name (variant)" to a menu item of that name, else the name alone', async () => {
    const iced: MenuItemSavedEvent = {
      ...menu.tea,
      menuItemId: randomUUID(),
      menuId: randomUUID(),
      name: 'Tea  (ICED)',
      price: '4.00',
      revision: 1,
    };
    await deliverEvent(s.t, 'catalogue.menu-item.saved', iced, s.ana.outletId);
    const r = receipt([
      line('tea', '1', '4.20', { variantName: 'Iced' }),
      line('TEA', '1', '3.10', { variantName: 'Hot' }),
    ]);
    await deliver(r);
    expect((await posSale(r))!.items).toEqual([
      expect.objectContaining({ name: 'Tea  (ICED)', salePrice: '4.20' }),
      expect.objectContaining({ name: 'TEA', salePrice: '3.10' }),
    ]);
  });

  describe('names not linked to a menu item', () => {
    let dan: TestOwner;
    let danMenu: Menu;
    const from = '2026-10-01';
    const to = '2026-11-01';

    beforeAll(async () => {
      dan = await signedInOwner(s.t);
      danMenu = await arrangeMenu(s.t, dan);
    });

    const unmapped = async (owner: TestOwner = dan) => {
      const res = await owner.gql<{ posUnmappedItems: unknown[] }>(UNMAPPED, { from, to });
      expect(res.errors).toBeUndefined();
      return res.data!.posUnmappedItems;
    };

    it('lists them, and linking one sells the receipts that had it again', async () => {
      const a = receipt([line('Banana Leaf', '2', '9.00'), line('TEA', '1', '3.00')], {
        receiptDate: '2026-10-05',
      });
      const b = receipt([line('banana  leaf ', '1', '9.50')], { receiptDate: '2026-10-07' });
      const c = receipt([line('Kaya Toast', '1', '4.00', { variantName: 'Double' })], {
        receiptDate: '2026-10-06',
      });
      const refund = refundOf(b, [line('Banana Leaf', '0.5', '9.50')]);
      for (const r of [a, b, c, refund]) await deliver(r, dan);
      expect(await unmapped()).toEqual([
        { posName: 'banana  leaf', quantity: '2.5', receipts: 2, lastSeen: '2026-10-07' },
        { posName: 'Kaya Toast (Double)', quantity: '1', receipts: 1, lastSeen: '2026-10-06' },
      ]);
      // never dropped: sold as misc lines meanwhile
      const [saleA] = await salesOf(a);
      expect(saleA.nett_total).toBe('21.00');

      const mapped = await dan.gql<{ mapPosItem: number }>(MAP, {
        posName: 'BANANA LEAF',
        menuItemId: danMenu.noodles.menuItemId,
      });
      expect(mapped.errors).toBeUndefined();
      expect(mapped.data!.mapPosItem).toBe(2);
      expect(await unmapped()).toEqual([
        { posName: 'Kaya Toast (Double)', quantity: '1', receipts: 1, lastSeen: '2026-10-06' },
      ]);
      expect(await posSale(a, dan)).toMatchObject({
        id: saleA.id,
        nettTotal: '21.00',
        items: [
          { name: 'NOODLES', quantity: '2', salePrice: '9.00', total: '18.00' },
          { name: 'TEA', quantity: '1', salePrice: '3.00', total: '3.00' },
        ],
        miscs: [],
      });
      expect(await posSale(b, dan)).toMatchObject({
        nettTotal: '4.75',
        items: [{ name: 'NOODLES', quantity: '0.5', total: '4.75' }],
      });
      // a new receipt with the name is linked at once
      const d = receipt([line('Banana leaf', '1', '9.00')], { receiptDate: '2026-10-08' });
      await deliver(d, dan);
      expect(await unmapped()).toHaveLength(1);
      expect((await salesOf(d))[0].nett_total).toBe('9.00');
      // the other owner's list is their own
      expect(await unmapped(s.ana)).toEqual([]);
    });

    it('refuses a blank name or a menu item it does not know, and writes nothing', async () => {
      const blank = await dan.gql(MAP, { posName: '  ', menuItemId: danMenu.tea.menuItemId });
      expect(blank.errors?.[0]).toMatchObject({
        message: 'Point-of-sale item name cannot be blank',
        extensions: { code: 'BAD_USER_INPUT' },
      });
      const long = await dan.gql(MAP, {
        posName: 'x'.repeat(201),
        menuItemId: danMenu.tea.menuItemId,
      });
      expect(long.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
      const bad = await dan.gql(MAP, { posName: 'Kaya Toast (Double)', menuItemId: 'not-an-id' });
      expect(bad.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
      // one nobody knows, and another owner's
      for (const menuItemId of [randomUUID(), menu.tea.menuItemId]) {
        const res = await dan.gql(MAP, { posName: 'Kaya Toast (Double)', menuItemId });
        expect(res.errors?.[0]).toMatchObject({
          message: SalesMessages.item.invalid,
          extensions: { code: 'NOT_FOUND' },
        });
      }
      const aliases = await s.t.ownerSql(
        `SELECT pos_name FROM pos_item_aliases WHERE outlet_id = $1 ORDER BY pos_name`,
        [dan.outletId],
      );
      expect(aliases).toEqual([{ pos_name: 'banana leaf' }]);
    });

    it('links in a constant number of SQL statements per receipt, whatever its lines', async () => {
      const eve = await signedInOwner(s.t);
      const eveMenu = await arrangeMenu(s.t, eve);
      const many = Array.from({ length: 6 }, (_, i) => line(`Other ${i}`, '1', '1.00'));
      const deliverAll = async (name: string, receipts: number, extra: Line[] = []) => {
        for (let i = 0; i < receipts; i++) {
          await deliver(
            receipt([line(name, '1', '2.00'), ...extra], { receiptDate: '2026-10-10' }),
            eve,
          );
        }
      };
      // every receipt keeps a line linked to nothing (a misc line), as the wide one does
      const other = [line('Other', '1', '1.00')];
      await deliverAll('One', 1, other);
      await deliverAll('Wide', 1, many);
      await deliverAll('Two', 2, other);
      await deliverAll('Three', 3, other);
      const statements = (posName: string, expected: number) =>
        sqlStatementsOf(s.t.app, async (opts) => {
          const res = await eve.gql<{ mapPosItem: number }>(
            MAP,
            { posName, menuItemId: eveMenu.noodles.menuItemId },
            opts,
          );
          expect(res.errors).toBeUndefined();
          expect(res.data!.mapPosItem).toBe(expected);
        });
      const one = await statements('One', 1);
      const wide = await statements('Wide', 1);
      const two = await statements('Two', 2);
      const three = await statements('Three', 3);
      // the outbox relay, woken by the commit, may count a statement or two of its own here
      const noise = 2;
      expect(Math.abs(wide - one)).toBeLessThanOrEqual(noise);
      expect(Math.abs(three - two - (two - one))).toBeLessThanOrEqual(noise);
      // per receipt: its counter, refunds, names, aliases, unmapped, converge (3), the sale
      // (find, 3 deletes, save, items, miscs), its daily roll-ups (3) and its event
      expect(three - two).toBeLessThanOrEqual(23);
    });
  });
});
