import { ownersSuite, signedInOwner, sqlStatementsOf, type TestOwner } from '@mise/testing';
import { startFinance } from './helpers';
import { addItem, createExpense, seedSupplier, setExpense } from './extras/fixtures';

interface Page {
  totalCount: number;
  nodes: Array<{ id: string; expenseNumber: string; expenseDate: string; grandTotal: string }>;
}

const PAST = `query($r: [_Any!]!, $search: String, $offset: Int!, $limit: Int!) {
  _entities(representations: $r) { ... on Supplier { id outletId
    expenses(search: $search, offset: $offset, limit: $limit) {
      totalCount nodes { id expenseNumber expenseDate grandTotal } } } } }`;

/**
 * Past Purchases (spec 3 §2.4): `Supplier.expenses` on procurement's Supplier, as the gateway asks
 * finance for it (`_entities` with the key `id outletId`).
 */
describe("a supplier's past purchases (Supplier.expenses)", () => {
  const s = ownersSuite(startFinance, 2);
  let supplierId: string;
  let otherSupplierId: string;
  const ids: Record<string, string> = {};

  const past = (
    o: TestOwner,
    ref: { id: string; outletId: string },
    v: { search?: string | null; offset?: number; limit?: number } = {},
  ) =>
    o.gql<{ _entities: Array<{ id: string; expenses: Page } | null> }>(PAST, {
      r: [{ __typename: 'Supplier', ...ref }],
      search: v.search ?? null,
      offset: v.offset ?? 0,
      limit: v.limit ?? 20,
    });

  beforeAll(async () => {
    supplierId = await seedSupplier(s.t, s.ana, 'Pasar Borong');
    otherSupplierId = await seedSupplier(s.t, s.ana, 'Kedai Runcit');
    const make = async (
      key: string,
      date: string,
      lines: Array<[string, string, string]>,
      state?: string,
      supplierName = 'Pasar Borong',
    ) => {
      const id = await createExpense(s.ana, {
        supplierName,
        expenseDate: date,
        expenseNumber: key,
      });
      for (const [name, ingredient, unitPrice] of lines) {
        await addItem(s.ana, id, { name, ingredient, unitPrice });
      }
      if (state) await setExpense(s.t, id, { state });
      ids[key] = id;
    };
    await make('A', '2026-11-01', [['Beras 5kg', 'Beras', '20.00']], 'CONFIRMED');
    await make('B', '2026-11-03', [['Minyak 2L', 'Minyak Masak', '15.50']]);
    await make('C', '2026-11-02', [['Gula 1kg', 'Gula', '3.10']], 'FLAGGED');
    await make('D', '2026-11-04', [['Beras Wangi', 'Beras', '30.00']], 'DELETED');
    await make('E', '2026-11-05', [['Beras 10kg', 'Beras', '38.00']], undefined, 'Kedai Runcit');
  });

  it('lists every expense but deleted ones naming the supplier, newest first, a page at a time', async () => {
    const res = await past(s.ana, { id: supplierId, outletId: s.ana.outletId });
    expect(res.errors).toBeUndefined();
    expect(res.data!._entities[0]!.expenses).toEqual({
      totalCount: 3,
      nodes: [
        { id: ids.B, expenseNumber: 'B', expenseDate: '2026-11-03', grandTotal: '15.50' },
        { id: ids.C, expenseNumber: 'C', expenseDate: '2026-11-02', grandTotal: '3.10' },
        { id: ids.A, expenseNumber: 'A', expenseDate: '2026-11-01', grandTotal: '20.00' },
      ],
    });
    const second = await past(
      s.ana,
      { id: supplierId, outletId: s.ana.outletId },
      {
        offset: 2,
        limit: 2,
      },
    );
    expect(second.data!._entities[0]!.expenses).toMatchObject({
      totalCount: 3,
      nodes: [{ id: ids.A }],
    });
    const beyond = await past(s.ana, { id: supplierId, outletId: s.ana.outletId }, { offset: 5 });
    expect(beyond.data!._entities[0]!.expenses).toEqual({ totalCount: 3, nodes: [] });
  });

  it('searches the item and ingredient names of the lines, case-insensitively', async () => {
    const ref = { id: supplierId, outletId: s.ana.outletId };
    const byIngredient = await past(s.ana, ref, { search: 'minyak masak' });
    expect(byIngredient.data!._entities[0]!.expenses.nodes.map((n) => n.id)).toEqual([ids.B]);
    const byItem = await past(s.ana, ref, { search: 'BERAS 5' });
    expect(byItem.data!._entities[0]!.expenses.nodes.map((n) => n.id)).toEqual([ids.A]);
    // the supplier's own name or the number is not a line's name
    const none = await past(s.ana, ref, { search: 'Pasar' });
    expect(none.data!._entities[0]!.expenses).toEqual({ totalCount: 0, nodes: [] });
    // the deleted expense's line (Beras Wangi) is not found either
    expect(
      (await past(s.ana, ref, { search: 'wangi' })).data!._entities[0]!.expenses.totalCount,
    ).toBe(0);
  });

  it("answers another owner nothing of the supplier, and no other outlet's expenses", async () => {
    const ref = { id: supplierId, outletId: s.ana.outletId };
    const intruder = await past(s.ben, ref);
    expect(intruder.errors).toBeUndefined();
    expect(intruder.data).toEqual({ _entities: [null] });
    // ben naming ana's supplier id under his own outlet: nothing (row-level security)
    const own = await past(s.ben, { id: supplierId, outletId: s.ben.outletId });
    expect(own.data!._entities[0]!.expenses).toEqual({ totalCount: 0, nodes: [] });
  });

  it('reads many suppliers in statements that do not grow with their number', async () => {
    const count = async (refs: string[]) =>
      sqlStatementsOf(s.t.app, (opts) =>
        s.ana.gql(
          PAST,
          {
            r: refs.map((id) => ({ __typename: 'Supplier', id, outletId: s.ana.outletId })),
            search: null,
            offset: 0,
            limit: 20,
          },
          opts,
        ),
      );
    const many = [supplierId, otherSupplierId];
    for (let n = 0; n < 8; n++) many.push(await seedSupplier(s.t, s.ana, `Supplier ${n}`));
    expect(await count(many)).toBe(await count([supplierId]));
    const both = await s.ana.gql<{ _entities: Array<{ expenses: Page }> }>(PAST, {
      r: [supplierId, otherSupplierId].map((id) => ({
        __typename: 'Supplier',
        id,
        outletId: s.ana.outletId,
      })),
      search: 'beras',
      offset: 0,
      limit: 20,
    });
    expect(both.data!._entities.map((e) => e.expenses.nodes.map((n) => n.id))).toEqual([
      [ids.A],
      [ids.E],
    ]);
    const fresh = await signedInOwner(s.t);
    expect((await past(fresh, { id: supplierId, outletId: fresh.outletId })).data).toEqual({
      _entities: [
        { id: supplierId, outletId: fresh.outletId, expenses: { totalCount: 0, nodes: [] } },
      ],
    });
  });
});
