import type { INestApplication } from '@nestjs/common';
import { bootstrapService } from '@mise/platform';
import { eventually, type TestApp, type TestOwner, until } from '@mise/testing';
// inventory itself, restarted in this process once it was down
import { AppModule as InventoryModule } from '../../inventory/src/app.module';
import type { InventoryConfig } from '../../inventory/src/config';
import { type Menu, postOrder, type SalesTestApp } from './helpers';
import { startSalesWithInventory } from './with-inventory';

const SYNC = `mutation { syncAppOrders { status processed } }`;
/**
 * The fault test of issue 11: inventory is down while Sync Now writes sales; started again, it
 * applies every depletion (ingredients, a variant option, a batch option) exactly once.
 */
describe('depletion when inventory is down during a sync', () => {
  let sales: SalesTestApp;
  let inventory: TestApp<InventoryConfig>;
  let restarted: INestApplication | null = null;
  let ana: TestOwner;
  let menu: Menu;

  const usage = () =>
    inventory.ownerSql<{ item_id: string; rows: number; quantity: string }>(
      `SELECT item_id::text, count(*)::int AS rows, sum(quantity)::text AS quantity
         FROM stock_movements WHERE kind = 'SALE_USAGE' AND outlet_id = $1
        GROUP BY item_id`,
      [ana.outletId],
    );

  beforeAll(async () => {
    ({ sales, inventory, ana, menu } = await startSalesWithInventory());
  });
  afterAll(async () => {
    await restarted?.close();
    await inventory.close().catch(() => undefined);
    await sales.close();
  });

  it('applies the depletion of every synced order exactly once after inventory is back', async () => {
    await inventory.app.close();
    for (const [code, items] of [
      ['F-1', [{ menuItemId: menu.noodles.menuItemId, quantity: 2, optionIds: [menu.large] }]],
      [
        'F-2',
        [
          { menuItemId: menu.noodles.menuItemId, quantity: 1, optionIds: [menu.egg] },
          { menuItemId: menu.tea.menuItemId, quantity: 1 },
        ],
      ],
    ] as const) {
      const res = await postOrder(sales, {
        maskedOutletNumber: menu.masked,
        orderCode: code,
        items,
      });
      expect(res.status).toBe(200);
    }
    const synced = await ana.gql(SYNC);
    expect(synced.errors).toBeUndefined();
    expect(synced.data).toEqual({
      syncAppOrders: { status: 'COMPLETED', processed: 2 },
    });
    await eventually(async () => {
      const [row] = await sales.ownerSql<{ n: number }>(
        `SELECT count(*)::int AS n FROM outbox WHERE published_at IS NULL`,
      );
      return row.n === 0;
    });
    expect(await usage()).toEqual([]);

    restarted = await bootstrapService(
      InventoryModule.forRoot(inventory.config),
      inventory.config,
      [],
      { port: 0 },
    );
    const noodle = menu.noodles.ingredients[0].ingredientId;
    const large = menu.size.ingredients[0].ingredientId;
    const egg = menu.size.batchItems[0].batchItemId;
    const expected = [
      { item_id: noodle, rows: 2, quantity: '-0.600000' }, // 0.2 × 2 + 0.2 × 1
      { item_id: large, rows: 1, quantity: '-2.000000' }, // 1 × 1 × 2
      { item_id: egg, rows: 1, quantity: '-0.250000' }, // 1 ÷ 4 × 1
    ].sort((a, b) => a.item_id.localeCompare(b.item_id));
    const sorted = async () => (await usage()).sort((a, b) => a.item_id.localeCompare(b.item_id));
    await until(sorted, (r) => JSON.stringify(r) === JSON.stringify(expected), 'depletion', 20_000);
    // and nothing more arrives
    await new Promise((r) => setTimeout(r, 1500));
    expect(await sorted()).toEqual(expected);
  });
});
