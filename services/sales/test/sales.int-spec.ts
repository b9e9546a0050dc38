import { IdentitySubjects, Requests, type SaleSavedEvent } from '@mise/contracts';
import { addDays, today } from '@mise/domain';
import { Bus } from '@mise/platform';
import {
  deliverEvent,
  expectEvent,
  purgeCheck,
  signedInOwner,
  sqlStatementsOf,
  ownersSuite,
} from '@mise/testing';
import { tenancy } from '../src/tenancy';
import { arrangeMenu, type Menu, postOrder, startSales } from './helpers';

const SALE = `id saleDate saleState sourceType sourceRef subTotal billingTotal miscTotal nettTotal editable
  items { menuItemId versionNumber name kind quantity salePrice costPerServing total mappedToStock
          options { variantName optionName optionId addOnPrice quantity mappedToStock } }
  miscs { name total } billings { name type amountType amount price }`;
const CREATE = `mutation($input: SaleInput!) { createSale(input: $input) { ${SALE} } }`;
const UPDATE = `mutation($id: ID!, $input: SaleInput!) { updateSale(id: $id, input: $input) { ${SALE} } }`;
const DELETE = `mutation($id: ID!) { deleteSale(id: $id) }`;
const SYNC = `mutation { syncAppOrders { status processed } }`;

interface SaleShape {
  id: string;
  saleDate: string;
  nettTotal: string;
  subTotal: string;
  miscTotal: string;
  editable: boolean;
  items: Array<{ total: string; kind: string; options: unknown[] }>;
}

describe('sales: manual sales, lists, calendar, analytics and tenancy', () => {
  const s = ownersSuite(startSales, 2);
  /** The suite's own outlets' sales (other test apps' events make sales in other outlets). */
  const ourSales = () =>
    s.t.ownerSql(`SELECT id FROM sales WHERE outlet_id = ANY($1::uuid[]) ORDER BY id`, [
      [s.ana.outletId, s.ben.outletId],
    ]);
  let menu: Menu;
  const day = today();

  const setNinetyDays = async (value: boolean, revision: number) => {
    await deliverEvent(
      s.t,
      IdentitySubjects.adminSettingChanged,
      {
        key: 'enable90DaysChecking',
        value,
        revision,
      },
      s.ana.outletId,
    );
  };

  const manual = (saleDate = day) => ({
    saleDate,
    items: [
      { menuItemId: menu.noodles.menuItemId, quantity: '2', optionIds: [menu.large, menu.hot] },
      { menuItemId: menu.tea.menuItemId, quantity: '1.5' },
    ],
    miscs: [{ name: 'Delivery', total: '4.00' }],
  });

  beforeAll(async () => {
    menu = await arrangeMenu(s.t, s.ana, [
      { name: 'SERVICE', type: 'ADD', amountType: 'PERCENTAGE', amount: '10.00' },
      { name: 'VOUCHER', type: 'DEDUCT', amountType: 'NUMBER', amount: '1.50' },
    ]);
  });

  it('creates a MANUAL sale priced from the menu, CONFIRMED, and emits sale.saved revision 1', async () => {
    const { event } = await expectEvent<SaleSavedEvent>(
      'sales.sale.saved',
      (e) => e.outletId === s.ana.outletId && e.payload.sourceType === 'MANUAL',
    );
    const res = await s.ana.gql<{ createSale: SaleShape }>(CREATE, { input: manual() });
    expect(res.errors).toBeUndefined();
    // noodles (12.50 + 1.20 + 0.30) × 2 = 28.00; tea 3.35 × 1.5 = 5.025 → 5.03; misc 4.00
    expect(res.data!.createSale).toMatchObject({
      saleDate: day,
      saleState: 'CONFIRMED',
      sourceType: 'MANUAL',
      sourceRef: null,
      subTotal: '33.03',
      billingTotal: '0.00',
      miscTotal: '4.00',
      nettTotal: '37.03',
      editable: true,
      items: [
        { kind: 'VARIANT', quantity: '2', salePrice: '12.50', total: '28.00', mappedToStock: true },
        { kind: 'REGULAR', quantity: '1.5', total: '5.03', mappedToStock: false },
      ],
      miscs: [{ name: 'Delivery', total: '4.00' }],
      billings: [],
    });
    const e = await event;
    expect(e.payload).toMatchObject({
      saleId: res.data!.createSale.id,
      saleState: 'CONFIRMED',
      sourceType: 'MANUAL',
      revision: 1,
      items: [
        { menuItemId: menu.noodles.menuItemId, quantity: '2', options: expect.any(Array) },
        { menuItemId: menu.tea.menuItemId, quantity: '1.5', options: [] },
      ],
    });
    expect(await s.ana.gql(`{ salesProgress { saleAdded } }`)).toMatchObject({
      data: { salesProgress: { saleAdded: true } },
    });
    expect(await s.ben.gql(`{ salesProgress { saleAdded } }`)).toMatchObject({
      data: { salesProgress: { saleAdded: false } },
    });
  });

  it('edits a MANUAL sale as a new revision and deletes it with sale.deleted', async () => {
    const created = await s.ana.gql<{ createSale: SaleShape }>(CREATE, { input: manual() });
    const id = created.data!.createSale.id;
    const saved = await expectEvent<SaleSavedEvent>(
      'sales.sale.saved',
      (e) => e.payload.saleId === id && e.payload.revision === 2,
    );
    const updated = await s.ana.gql<{ updateSale: SaleShape }>(UPDATE, {
      id,
      input: {
        saleDate: addDays(day, -1),
        items: [{ menuItemId: menu.tea.menuItemId, quantity: '2' }],
      },
    });
    expect(updated.errors).toBeUndefined();
    expect(updated.data!.updateSale).toMatchObject({
      saleDate: addDays(day, -1),
      nettTotal: '6.70',
    });
    expect((await saved.event).payload).toMatchObject({ revision: 2, saleDate: addDays(day, -1) });
    const deleted = await expectEvent(
      'sales.sale.deleted',
      (e) => (e.payload as { saleId: string }).saleId === id,
    );
    expect((await s.ana.gql(DELETE, { id })).data).toEqual({ deleteSale: true });
    expect((await deleted.event).payload).toEqual({
      saleId: id,
      sourceType: 'MANUAL',
      sourceRef: null,
      revision: 3,
    });
    expect(await s.t.ownerSql(`SELECT 1 FROM sales_items s WHERE s.sale_id = $1`, [id])).toEqual(
      [],
    );
    expect(
      (await s.ana.gql(`query($id: ID!) { sale(id: $id) { id } }`, { id })).errors?.[0],
    ).toMatchObject({
      message: 'Sale not found',
      extensions: { code: 'NOT_FOUND' },
    });
  });

  it('refuses bad manual sales with clear messages and writes nothing', async () => {
    const before = await ourSales();
    const cases: Array<[object, string, string]> = [
      [
        { ...manual(), saleDate: '2026-02-30' },
        'Sale date must be a date (YYYY-MM-DD)',
        'BAD_USER_INPUT',
      ],
      [
        { saleDate: day, items: [], miscs: [] },
        'A sale needs at least one item or misc line',
        'BAD_USER_INPUT',
      ],
      [
        { saleDate: day, items: [{ menuItemId: menu.tea.menuItemId, quantity: '0' }] },
        'Quantity must be a number above 0 with at most 1 decimal',
        'BAD_USER_INPUT',
      ],
      [
        { saleDate: day, items: [], miscs: [{ name: ' ', total: '1.00' }] },
        'Misc name cannot be blank',
        'BAD_USER_INPUT',
      ],
      [
        {
          saleDate: day,
          items: [
            {
              menuItemId: menu.noodles.menuItemId,
              quantity: '1',
              optionIds: [menu.mild, menu.hot],
            },
          ],
        },
        'Choose at most 1 option of SPICE',
        'BAD_USER_INPUT',
      ],
      [
        {
          saleDate: day,
          items: [{ menuItemId: '00000000-0000-4000-8000-000000000009', quantity: '1' }],
        },
        'Invalid menu item.',
        'NOT_FOUND',
      ],
    ];
    for (const [input, message, code] of cases) {
      const res = await s.ana.gql(CREATE, { input });
      expect(res.errors?.[0]).toMatchObject({ message, extensions: { code } });
    }
    expect(await ourSales()).toEqual(before);
  });

  it('says "try again" and writes nothing when catalogue does not answer for a menu item it never heard of', async () => {
    const before = await ourSales();
    const input = {
      saleDate: day,
      items: [{ menuItemId: '00000000-0000-4000-8000-00000000000a', quantity: '1' }],
    };
    s.t.lookups.answer('catalogue', 'silent');
    try {
      const res = await s.ana.gql(CREATE, { input });
      expect(res.errors?.[0]).toMatchObject({
        message: expect.stringMatching(/try again/i),
        extensions: { code: 'SERVICE_UNAVAILABLE' },
      });
    } finally {
      s.t.lookups.answer('catalogue', 'nothing');
    }
    expect(await ourSales()).toEqual(before);
    // catalogue back, and it does not know the id either: the sale's own message
    const again = await s.ana.gql(CREATE, { input });
    expect(again.errors?.[0]).toMatchObject({
      message: 'Invalid menu item.',
      extensions: { code: 'NOT_FOUND' },
    });
  });

  it('lists app sales with items and billing lines, the calendar, billing analytics and unmapped items', async () => {
    for (const code of ['CAL-1', 'CAL-2']) {
      const res = await postOrder(s.t, {
        maskedOutletNumber: menu.masked,
        orderCode: code,
        items: [{ menuItemId: menu.noodles.menuItemId, quantity: 1, optionIds: [menu.extra] }],
      });
      expect(res.status).toBe(200);
    }
    expect((await s.ana.gql(SYNC)).data).toEqual({
      syncAppOrders: { status: 'COMPLETED', processed: 2 },
    });

    const to = addDays(day, 1);
    const page = await s.ana.gql<{
      appSales: { totalCount: number; nodes: Array<SaleShape & { billings: unknown[] }> };
    }>(
      `query($from: String!, $to: String!) { appSales(from: $from, to: $to, limit: 5) { totalCount nodes { ${SALE} } } }`,
      {
        from: day,
        to,
      },
    );
    expect(page.errors).toBeUndefined();
    expect(page.data!.appSales.totalCount).toBe(2);
    // 12.50 + 0.50 = 13.00; +1.30 −1.50 = −0.20; nett 12.80
    expect(page.data!.appSales.nodes[0]).toMatchObject({
      sourceType: 'APP',
      subTotal: '13.00',
      billingTotal: '-0.20',
      nettTotal: '12.80',
      editable: false,
      // The line names the chosen option (EXTRA CHEESE), not only its variant (SIZE).
      items: [
        {
          kind: 'VARIANT',
          options: [{ variantName: 'SIZE', optionName: 'EXTRA CHEESE', mappedToStock: false }],
        },
      ],
      billings: [
        { name: 'SERVICE', type: 'ADD', amountType: 'PERCENTAGE', amount: '10.00', price: '1.30' },
        { name: 'VOUCHER', type: 'DEDUCT', amountType: 'NUMBER', amount: '1.50', price: '-1.50' },
      ],
    });
    const all = await s.ana.gql<{ sales: { totalCount: number; nodes: SaleShape[] } }>(
      `query($from: String!, $to: String!) { sales(from: $from, to: $to) { totalCount nodes { sourceType } } }`,
      { from: day, to },
    );
    expect(all.data!.sales.totalCount).toBe(3); // the manual sale of the first test and two APP
    const empty = await s.ana.gql<{ appSales: { totalCount: number } }>(
      `{ appSales(from: "2020-01-01", to: "2020-02-01") { totalCount } }`,
    );
    expect(empty.data!.appSales.totalCount).toBe(0);

    const month = day.slice(0, 7);
    const calendar = await s.ana.gql<{ salesCalendar: unknown[] }>(
      `query($m: String!) { salesCalendar(month: $m) { date nettTotal appNettTotal sales } }`,
      { m: month },
    );
    expect(calendar.data!.salesCalendar).toContainEqual({
      date: day,
      nettTotal: '62.63', // manual 37.03 + two app sales 12.80
      appNettTotal: '25.60',
      sales: 3,
    });

    const analytics = await s.ana.gql(
      `query($f: String!, $t: String!) { billingAnalytics(from: $f, to: $t) { name type amount price } }`,
      { f: day, t: to },
    );
    expect(analytics.data).toEqual({
      billingAnalytics: [
        { name: 'SERVICE', type: 'ADD', amount: '10.00', price: '2.60' },
        { name: 'VOUCHER', type: 'DEDUCT', amount: '1.50', price: '-3.00' },
      ],
    });

    const unmapped = await s.ana.gql(
      `query($f: String!, $t: String!) { unmappedItems(from: $f, to: $t) { menuItemId name versionNumber optionName } }`,
      { f: day, t: to },
    );
    expect(unmapped.data).toEqual({
      unmappedItems: [
        {
          menuItemId: menu.noodles.menuItemId,
          name: 'NOODLES',
          versionNumber: 2,
          optionName: 'SIZE',
        },
        { menuItemId: menu.tea.menuItemId, name: 'TEA', versionNumber: 1, optionName: null },
      ],
    });
    const bad = await s.ana.gql(`{ salesCalendar(month: "2026-13") { date } }`);
    expect(bad.errors?.[0]).toMatchObject({ message: 'Month must be YYYY-MM' });
  });

  it('refuses to edit or delete a synced sale by hand', async () => {
    const [app] = await s.t.ownerSql<{ id: string }>(
      `SELECT id FROM sales WHERE outlet_id = $1 AND source_type = 'APP' LIMIT 1`,
      [s.ana.outletId],
    );
    const res = await s.ana.gql(DELETE, { id: app.id });
    expect(res.errors?.[0]).toMatchObject({
      message: 'Only manual sales can be edited or deleted here',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('keeps manual sales to the 90-day window while the admin setting is on', async () => {
    const old = addDays(day, -100);
    const refused = await s.ana.gql(CREATE, { input: manual(old) });
    expect(refused.errors?.[0]).toMatchObject({
      message: 'Sales older than 90 days cannot be added, edited or deleted',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    await setNinetyDays(false, 10);
    const created = await s.ana.gql<{ createSale: SaleShape }>(CREATE, { input: manual(old) });
    expect(created.errors).toBeUndefined();
    expect(created.data!.createSale.editable).toBe(true);
    const id = created.data!.createSale.id;
    await setNinetyDays(true, 11);
    const edit = await s.ana.gql(UPDATE, { id, input: manual(day) });
    expect(edit.errors?.[0].message).toBe(
      'Sales older than 90 days cannot be added, edited or deleted',
    );
    expect((await s.ana.gql(DELETE, { id })).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const read = await s.ana.gql<{ sale: SaleShape }>(
      `query($id: ID!) { sale(id: $id) { ${SALE} } }`,
      { id },
    );
    expect(read.data!.sale).toMatchObject({ saleDate: old, editable: false });
  });

  it("answers rpc.sales.lookup with the saved payload, only in the sale's outlet", async () => {
    const [sale] = await s.t.ownerSql<{ id: string }>(
      `SELECT id FROM sales WHERE outlet_id = $1 AND source_type = 'APP' LIMIT 1`,
      [s.ana.outletId],
    );
    const bus = s.t.app.get(Bus);
    const reply = await bus.request(Requests.lookup('sales'), {
      outletId: s.ana.outletId,
      kind: 'sale',
      ids: [sale.id],
    });
    expect(reply?.rows).toEqual([
      expect.objectContaining({ saleId: sale.id, sourceType: 'APP', revision: 1 }),
    ]);
    const other = await bus.request(Requests.lookup('sales'), {
      outletId: s.ben.outletId,
      kind: 'sale',
      ids: [sale.id],
    });
    expect(other?.rows).toEqual([]);
  });

  it('reads a page of 5 app sales with their lines in as many SQL statements as a page of 2', async () => {
    const cat = await signedInOwner(s.t);
    const catMenu = await arrangeMenu(s.t, cat, [
      { name: 'SERVICE', type: 'ADD', amountType: 'PERCENTAGE', amount: '10.00' },
    ]);
    for (let i = 0; i < 5; i++) {
      await postOrder(s.t, {
        maskedOutletNumber: catMenu.masked,
        orderCode: `PAGE-${i}`,
        items: [
          { menuItemId: catMenu.noodles.menuItemId, quantity: 1, optionIds: [catMenu.large] },
          { menuItemId: catMenu.tea.menuItemId, quantity: 2 },
        ],
      });
    }
    expect((await cat.gql(SYNC)).data).toEqual({
      syncAppOrders: { status: 'COMPLETED', processed: 5 },
    });
    const statements = (limit: number) =>
      sqlStatementsOf(s.t.app, async (opts) => {
        const res = await cat.gql<{ appSales: { nodes: unknown[] } }>(
          `query($f: String!, $t: String!) { appSales(from: $f, to: $t, limit: ${limit}) { nodes { ${SALE} } } }`,
          { f: day, t: addDays(day, 1) },
          opts,
        );
        expect(res.errors).toBeUndefined();
        expect(res.data?.appSales.nodes).toHaveLength(limit);
      });
    const small = await statements(2);
    // (a page of sales with every line field costs about 700 in the list-aware cost: 5 fit in 5,000)
    const large = await statements(5);
    expect(small).toBeGreaterThan(0);
    expect(large).toBe(small);
  });

  it('counts sales and app orders for the admin analysis and purges them with the outlet', async () => {
    const bus = s.t.app.get(Bus);
    const counts = await bus.request(Requests.analysisCounts('sales'), {
      outletIds: [s.ana.outletId, s.ben.outletId],
    });
    const [{ sales, orders }] = await s.t.ownerSql<{ sales: number; orders: number }>(
      `SELECT (SELECT count(*)::int FROM sales WHERE outlet_id = $1) AS sales,
              (SELECT count(*)::int FROM app_orders WHERE outlet_id = $1) AS orders`,
      [s.ana.outletId],
    );
    expect(sales).toBeGreaterThan(0);
    expect(counts?.counts[s.ana.outletId]).toEqual({ sales, app_order: orders });
    expect(counts?.counts[s.ben.outletId]).toEqual({ sales: 0, app_order: 0 });

    // every table with an outlet_id is in the tenancy's list, and none keeps a row of the outlet
    const before = await purgeCheck(s.t, { tenancy, outlet: s.ana });
    expect(before).toMatchObject({
      sales: sales,
      app_orders: orders,
      menu_items: expect.any(Number),
    });
    expect(before.sales_items).toBeGreaterThan(0);
    expect(before.menu_items).toBeGreaterThan(0);
    // a table left out of the list is named (ben's outlet: ana's is gone)
    const forgetful = { tables: tenancy.tables.filter((x) => x.table !== 'variants') };
    await expect(purgeCheck(s.t, { tenancy: forgetful, outlet: s.ben })).rejects.toThrow(
      "variants has an outlet_id column but is not in the tenancy's tables",
    );
  });
});
