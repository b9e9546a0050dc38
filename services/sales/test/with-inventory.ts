import {
  publishEvent,
  signedInOwner,
  startTestApp,
  type TestApp,
  type TestOwner,
  until,
} from '@mise/testing';
// inventory itself, in this process: the consumer of the sales the tests make
import { AppModule as InventoryModule } from '../../inventory/src/app.module';
import { type InventoryConfig, loadInventoryConfig } from '../../inventory/src/config';
import { migrations as inventoryMigrations } from '../../inventory/src/migrations';
import { arrangeMenu, type Menu, type SalesTestApp, startSales } from './helpers';

export interface SalesWithInventory {
  sales: SalesTestApp;
  inventory: TestApp<InventoryConfig>;
  ana: TestOwner;
  menu: Menu;
}

/**
 * Sales and inventory in this process (the depletion tests): both trust the same test issuer
 * (passport's strategy is one per process), ana's outlet is known to both, the menu arranged in
 * sales, and inventory holds its five recipes (menu items, the variant options, the egg batch)
 * before this answers.
 */
export async function startSalesWithInventory(): Promise<SalesWithInventory> {
  const sales = await startSales();
  const inventory = await startTestApp({
    service: 'inventory',
    loadConfig: loadInventoryConfig,
    module: (config) => InventoryModule.forRoot(config),
    migrations: inventoryMigrations,
    env: {
      JWT_ISSUER: sales.idp.issuer,
      JWKS_URI: sales.idp.jwksUri,
      JWT_AUDIENCE: sales.idp.audience,
    },
  });
  const ana = await signedInOwner(sales);
  await inventory.ownerSql(
    `INSERT INTO outlets (id, owner_id, outlet_name, masked_outlet_number, revision, occurred_at)
     SELECT $1, $2, 'Test Outlet', 'x', 1, now()`,
    [ana.outletId, ana.ownerId],
  );
  const menu = await arrangeMenu(sales, ana);
  const egg = menu.size.batchItems[0];
  await publishEvent(
    'catalogue.batch-item.saved',
    {
      batchItemId: egg.batchItemId,
      batchId: egg.batchItemId,
      versionNumber: 1,
      name: 'EGG',
      portionSize: '4',
      ingredients: [],
      revision: 1,
    },
    ana.outletId,
  );
  await until(
    () =>
      inventory.ownerSql<{ n: number }>(
        `SELECT (SELECT count(*) FROM menu_item_recipes WHERE known AND outlet_id = $1)::int
              + (SELECT count(*) FROM variant_recipes WHERE known AND outlet_id = $1)::int
              + (SELECT count(*) FROM batch_item_recipes WHERE known AND outlet_id = $1)::int AS n`,
        [ana.outletId],
      ),
    (r) => r[0].n === 5,
    'recipes in inventory',
  );
  return { sales, inventory, ana, menu };
}
