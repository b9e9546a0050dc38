import { randomUUID } from 'node:crypto';
import {
  answerLookups,
  publishEvent,
  startTestApp,
  type TestApp,
  type TestOwner,
  eventually,
} from '@mise/testing';
import { AppModule } from '../src/app.module';
import type { BatchLine } from '../src/batch/batch-costing';
import { type CatalogueConfig, loadCatalogueConfig } from '../src/config';
import { migrations } from '../src/migrations';

export type CatalogueTestApp = TestApp<CatalogueConfig> & {
  /** inventory's stand-in: knows no ingredient the projection lacks, unless a test says */
  lookups: Awaited<ReturnType<typeof answerLookups<'inventory'>>>;
};

/** catalogue on a fresh database of its own (real Postgres and NATS). Close it in afterAll. */
export async function startCatalogue(env: Record<string, string> = {}): Promise<CatalogueTestApp> {
  const t = await startTestApp({
    service: 'catalogue',
    loadConfig: loadCatalogueConfig,
    module: (config) => AppModule.forRoot(config),
    migrations,
    env,
  });
  return Object.assign(t, { lookups: await answerLookups(t, ['inventory']) });
}

export interface TestIngredient {
  id: string;
  revision: number;
}

/** Inventory's `inventory.ingredient.saved` for the owner's outlet, waited for in the projection. */
export async function ingredientSaved(
  t: CatalogueTestApp,
  owner: TestOwner,
  prices: { averagePrice?: string; lastPrice?: string; name?: string; unit?: string } = {},
  ingredient: TestIngredient = { id: randomUUID(), revision: 0 },
): Promise<TestIngredient> {
  const next = { id: ingredient.id, revision: ingredient.revision + 1 };
  await publishEvent(
    'inventory.ingredient.saved',
    {
      ingredientId: next.id,
      name: prices.name ?? 'RICE',
      unit: prices.unit ?? 'kg',
      averagePrice: prices.averagePrice ?? '0',
      lastPrice: prices.lastPrice ?? '0',
      revision: next.revision,
    },
    owner.outletId,
  );
  await eventually(async () => {
    const rows = await t.ownerSql<{ revision: number }>(
      `SELECT revision FROM ingredient_costs WHERE id = $1`,
      [next.id],
    );
    return rows[0]?.revision === next.revision;
  });
  return next;
}

export const MENU_FIELDS = `id menuId versionNumber name category keywords description price
  costPerServing grossProfit foodCostPercent aboveFoodCostTarget hasSales onOrderingPage
  ingredients { id ingredientId amount defaultUnitCost unitCost costEditable costPerServing }
  variants { id variantId variant { id name } }`;

export interface MenuItemShape {
  id: string;
  menuId: string;
  versionNumber: number;
  name: string;
  category: string;
  keywords: string | null;
  description: string | null;
  price: string;
  costPerServing: string;
  grossProfit: string;
  foodCostPercent: string;
  aboveFoodCostTarget: boolean;
  hasSales: boolean;
  onOrderingPage: boolean;
  /** a recipe line as a batch's (its cost per serving instead of the batch line's cost) */
  ingredients: Array<Omit<BatchLine, 'cost'> & { costPerServing: string }>;
  variants: Array<{ id: string; variantId: string; variant: { id: string; name: string } }>;
}

export async function createMenuItem(
  owner: TestOwner,
  name: string,
  category = 'Mains',
): Promise<MenuItemShape> {
  const res = await owner.gql<{ createMenuItem: MenuItemShape }>(
    `mutation($i: CreateMenuItemInput!) { createMenuItem(input: $i) { ${MENU_FIELDS} } }`,
    { i: { name, category } },
  );
  if (res.errors) throw new Error(JSON.stringify(res.errors));
  return res.data!.createMenuItem;
}
