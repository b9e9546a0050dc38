import { InventoryMessages } from '@mise/domain';
import { ownersSuite, pinNinetyDayChecking, sqlStatementsOf, type TestOwner } from '@mise/testing';
import { startInventory } from './helpers';

const M = InventoryMessages.stockEntry;
const ENTRY =
  'id kind date ingredientId ingredientName unit quantity unitCost countedQuantity remarks editable';

const days = (date: string, n: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** Opening stock and stock counts (issue 21): what the screens send and what the books show. */
describe('opening stock and stock counts', () => {
  const s = ownersSuite(startInventory);
  let today: string;

  beforeAll(async () => {
    await pinNinetyDayChecking(s.t, true);
    today = (
      await s.ana.gql<{ adjustmentWindow: { today: string } }>(`{ adjustmentWindow { today } }`)
    ).data!.adjustmentWindow.today;
  });

  const ingredient = async (o: TestOwner, name: string, unit = 'kg') => {
    const res = await o.gql<{ createIngredient: { id: string } }>(
      `mutation($i: CreateIngredientInput!) { createIngredient(input: $i) { id } }`,
      { i: { name, unit } },
    );
    expect(res.errors).toBeUndefined();
    return res.data!.createIngredient.id;
  };
  const opening = (o: TestOwner, input: Record<string, unknown>) =>
    o.gql<{ recordOpeningStock: Record<string, unknown> }>(
      `mutation($i: RecordOpeningStockInput!) { recordOpeningStock(input: $i) { ${ENTRY} } }`,
      { i: input },
    );
  const count = (o: TestOwner, input: Record<string, unknown>) =>
    o.gql<{ countStock: Array<Record<string, unknown>> }>(
      `mutation($i: CountStockInput!) { countStock(input: $i) { ${ENTRY} } }`,
      { i: input },
    );
  const adjust = (o: TestOwner, ingredientId: string, adjustmentDate: string, amount: string) =>
    o.gql(`mutation($i: CreateStockAdjustmentInput!) { createStockAdjustment(input: $i) { id } }`, {
      i: { ingredientId, adjustmentDate, amount },
    });
  const state = async (o: TestOwner, id: string) =>
    (
      await o.gql<{
        ingredient: { stockCount: string; averagePrice: string; lastPrice: string };
      }>(`query($id: ID!) { ingredient(id: $id) { stockCount averagePrice lastPrice } }`, { id })
    ).data!.ingredient;
  const movements = async (o: TestOwner, id: string) =>
    (
      await o.gql<{
        ingredientMovements: {
          nodes: Array<{ kind: string; quantity: string; unitCost: string; movementDate: string }>;
        };
      }>(
        `query($id: ID!) { ingredientMovements(ingredientId: $id, limit: 50) { nodes { kind quantity unitCost movementDate } } }`,
        { id },
      )
    ).data!.ingredientMovements.nodes;
  const error = (res: { errors?: Array<{ message: string; extensions?: { code?: unknown } }> }) =>
    res.errors && { message: res.errors[0].message, code: res.errors[0].extensions?.code };

  it('records opening stock that sets the average as a purchase would, and deletes it', async () => {
    const o = s.ana;
    const rice = await ingredient(o, 'Rice');
    const res = await opening(o, {
      ingredientId: rice,
      date: days(today, -5),
      quantity: '10',
      unitCost: '2.5',
      remarks: ' first day ',
    });
    expect(res.errors).toBeUndefined();
    expect(res.data!.recordOpeningStock).toEqual({
      id: expect.any(String),
      kind: 'OPENING',
      date: days(today, -5),
      ingredientId: rice,
      ingredientName: 'RICE',
      unit: 'kg',
      quantity: '10',
      unitCost: '2.5',
      countedQuantity: null,
      remarks: 'first day',
      editable: true,
    });
    // an opening stock is no purchase: the average moves, the last price does not
    expect(await state(o, rice)).toEqual({ stockCount: '10', averagePrice: '2.5', lastPrice: '0' });
    expect(await movements(o, rice)).toEqual([
      { kind: 'OPENING', quantity: '10', unitCost: '2.5', movementDate: days(today, -5) },
    ]);

    const del = await o.gql<{ deleteStockEntry: boolean }>(
      `mutation($id: ID!) { deleteStockEntry(id: $id) }`,
      { id: res.data!.recordOpeningStock.id },
    );
    expect(del.data?.deleteStockEntry).toBe(true);
    expect(await state(o, rice)).toEqual({ stockCount: '0', averagePrice: '0', lastPrice: '0' });
    expect(await movements(o, rice)).toEqual([]);
    const again = await o.gql(`mutation($id: ID!) { deleteStockEntry(id: $id) }`, {
      id: res.data!.recordOpeningStock.id,
    });
    expect(error(again)).toEqual({ message: M.notFound, code: 'NOT_FOUND' });
  });

  it('books counted − on hand at the end of the date at the average, nothing for no difference', async () => {
    const o = s.ana;
    const [oil, salt, pepper] = [
      await ingredient(o, 'Oil', 'l'),
      await ingredient(o, 'Salt'),
      await ingredient(o, 'Pepper'),
    ];
    expect(
      (
        await opening(o, {
          ingredientId: oil,
          date: days(today, -10),
          quantity: '20',
          unitCost: '4',
        })
      ).errors,
    ).toBeUndefined();
    expect(
      (
        await opening(o, {
          ingredientId: salt,
          date: days(today, -10),
          quantity: '5',
          unitCost: '1.2',
        })
      ).errors,
    ).toBeUndefined();
    expect((await adjust(o, oil, days(today, -8), '3')).errors).toBeUndefined(); // 17 on hand
    // a later deduction does not count on the count's date
    expect((await adjust(o, oil, days(today, -2), '1')).errors).toBeUndefined();

    const res = await count(o, {
      date: days(today, -6),
      lines: [
        { ingredientId: oil, countedQuantity: '15.5' }, // 1.5 less than 17
        { ingredientId: salt, countedQuantity: '5' }, // as on hand
        { ingredientId: pepper, countedQuantity: '2' }, // none on hand: 2 found, at average 0
      ],
      remarks: 'month end',
    });
    expect(res.errors).toBeUndefined();
    expect(
      res.data!.countStock.map((e) => [
        e.kind,
        e.ingredientName,
        e.countedQuantity,
        e.quantity,
        e.unitCost,
      ]),
    ).toEqual([
      ['COUNT', 'OIL', '15.5', '-1.5', '4'],
      ['COUNT', 'SALT', '5', '0', '1.2'],
      ['COUNT', 'PEPPER', '2', '2', '0'],
    ]);
    expect(await state(o, oil)).toMatchObject({ stockCount: '14.5', averagePrice: '4' });
    expect(await state(o, salt)).toMatchObject({ stockCount: '5', averagePrice: '1.2' });
    expect(await state(o, pepper)).toMatchObject({ stockCount: '2', averagePrice: '0' });
    expect((await movements(o, salt)).map((m) => m.kind)).toEqual(['OPENING']);
    expect((await movements(o, oil))[1]).toEqual({
      kind: 'COUNT',
      quantity: '-1.5',
      unitCost: '4',
      movementDate: days(today, -6),
    });

    // counted again the same day, as found: no difference
    const same = await count(o, {
      date: days(today, -6),
      lines: [{ ingredientId: oil, countedQuantity: '15.5' }],
    });
    expect(same.data!.countStock[0]).toMatchObject({ quantity: '0', countedQuantity: '15.5' });

    // the list: by date, newest first, of a kind, [from, to)
    const list = await o.gql<{
      stockEntries: {
        totalCount: number;
        nodes: Array<{ kind: string; ingredientName: string; date: string }>;
      };
    }>(
      `query($from: String!, $to: String!) { stockEntries(kind: COUNT, from: $from, to: $to, limit: 10) { totalCount nodes { kind ingredientName date } } }`,
      { from: days(today, -6), to: days(today, -5) },
    );
    expect(list.data!.stockEntries.totalCount).toBe(4);
    expect(new Set(list.data!.stockEntries.nodes.map((n) => n.kind))).toEqual(new Set(['COUNT']));
    const openings = await o.gql<{ stockEntries: { totalCount: number } }>(
      `query($from: String!, $to: String!) { stockEntries(kind: OPENING, from: $from, to: $to) { totalCount } }`,
      { from: days(today, -10), to: days(today, -6) },
    );
    expect(openings.data!.stockEntries.totalCount).toBe(2);

    // deleting the oil line reverses its difference
    const oilLine = res.data!.countStock[0].id as string;
    await o.gql(`mutation($id: ID!) { deleteStockEntry(id: $id) }`, { id: oilLine });
    expect(await state(o, oil)).toMatchObject({ stockCount: '16' });
  });

  it('refuses bad input with clear messages and dates outside the 90-day window', async () => {
    const o = s.ana;
    const flour = await ingredient(o, 'Flour');
    const cases: Array<[Promise<{ errors?: never }>, string, string]> = [
      [
        count(o, { date: today, lines: [{ ingredientId: flour, countedQuantity: '-1' }] }) as never,
        'Counted quantity cannot be negative.',
        'BAD_USER_INPUT',
      ],
      [
        count(o, {
          date: today,
          lines: [{ ingredientId: flour, countedQuantity: 'lots' }],
        }) as never,
        M.countedInvalid,
        'BAD_USER_INPUT',
      ],
      [count(o, { date: today, lines: [] }) as never, M.noLines, 'BAD_USER_INPUT'],
      [
        count(o, {
          date: today,
          lines: [
            { ingredientId: flour, countedQuantity: '1' },
            { ingredientId: flour, countedQuantity: '2' },
          ],
        }) as never,
        M.countedTwice,
        'BAD_USER_INPUT',
      ],
      [
        count(o, {
          date: 'yesterday',
          lines: [{ ingredientId: flour, countedQuantity: '1' }],
        }) as never,
        M.dateInvalid,
        'BAD_USER_INPUT',
      ],
      [
        count(o, {
          date: days(today, 1),
          lines: [{ ingredientId: flour, countedQuantity: '1' }],
        }) as never,
        M.dateInFuture,
        'BAD_USER_INPUT',
      ],
      [
        count(o, {
          date: days(today, -100),
          lines: [{ ingredientId: flour, countedQuantity: '1' }],
        }) as never,
        M.outsideWindow,
        'BAD_USER_INPUT',
      ],
      [
        opening(o, { ingredientId: flour, date: today, quantity: '0', unitCost: '1' }) as never,
        M.quantityInvalid,
        'BAD_USER_INPUT',
      ],
      [
        opening(o, { ingredientId: flour, date: today, quantity: '1', unitCost: '-1' }) as never,
        M.unitCostInvalid,
        'BAD_USER_INPUT',
      ],
      [
        opening(o, {
          ingredientId: flour,
          date: days(today, -100),
          quantity: '1',
          unitCost: '1',
        }) as never,
        M.outsideWindow,
        'BAD_USER_INPUT',
      ],
      [
        opening(o, {
          ingredientId: '00000000-0000-4000-8000-000000000000',
          date: today,
          quantity: '1',
          unitCost: '1',
        }) as never,
        InventoryMessages.ingredient.notFound,
        'NOT_FOUND',
      ],
    ];
    for (const [res, message, code] of cases) expect(error(await res)).toEqual({ message, code });
    expect(await state(o, flour)).toMatchObject({ stockCount: '0' });

    // an entry that fell out of the window cannot be deleted; with checking off, it can
    await pinNinetyDayChecking(s.t, false);
    const old = await opening(o, {
      ingredientId: flour,
      date: days(today, -100),
      quantity: '1',
      unitCost: '1',
    });
    expect(old.data!.recordOpeningStock).toMatchObject({ editable: true });
    await pinNinetyDayChecking(s.t, true);
    const refused = await o.gql(`mutation($id: ID!) { deleteStockEntry(id: $id) }`, {
      id: old.data!.recordOpeningStock.id,
    });
    expect(error(refused)).toEqual({ message: M.outsideWindow, code: 'BAD_USER_INPUT' });
    expect(await state(o, flour)).toMatchObject({ stockCount: '1' });
  });

  it('costs the same statements for a count of 2 ingredients as of 8', async () => {
    const o = s.ana;
    const ids: string[] = [];
    for (let i = 0; i < 8; i++) {
      const id = await ingredient(o, `Counted ${i}`);
      ids.push(id);
      expect(
        (
          await opening(o, {
            ingredientId: id,
            date: days(today, -3),
            quantity: '4',
            unitCost: '1',
          })
        ).errors,
      ).toBeUndefined();
    }
    const statements = (n: number, counted: string) =>
      sqlStatementsOf(s.t.app, async (opts) => {
        const res = await o.gql<{ countStock: unknown[] }>(
          `mutation($i: CountStockInput!) { countStock(input: $i) { id quantity } }`,
          {
            i: {
              date: days(today, -1),
              lines: ids
                .slice(0, n)
                .map((ingredientId) => ({ ingredientId, countedQuantity: counted })),
            },
          },
          opts,
        );
        expect(res.data?.countStock).toHaveLength(n);
      });
    expect(await statements(8, '3')).toBe(await statements(2, '2'));
  });
});
