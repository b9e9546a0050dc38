import { addDays, Messages, SalesMessages } from '@mise/domain';
import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  type ApiOwner,
  apiIngredient,
  apiMenuItem,
  chooseOption,
  ownerThroughApi,
  signInWithOutlet,
} from './fixtures';
import { ringUpAtLoyverse } from './pos-fixtures';

/**
 * Issue 24 phase 2: Loyverse receipts become sales. The owner connects Loyverse (the local
 * Loyverse of the stack, which approves at once and takes the receipts webhook), maps its "Main
 * Store" to the outlet, and a receipt rung up there arrives through `/webhooks/loyverse` →
 * integrations → `integrations.pos-receipt.received` → sales (a POS sale at the receipt's
 * prices) → inventory (the recipe's stock used). A name no menu item has is listed in the
 * notice until it is linked.
 */

/** The table rows of a list (antd draws the header in its own table). */
const bodyRows = (scope: Page | Locator) =>
  scope.locator('.ant-table-tbody tr.ant-table-row:not(.ant-table-expanded-row)');

/** The browser's today (Asia/Kuala_Lumpur, as the outlet's). */
const klToday = () => new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Kuala_Lumpur' });

/** An ingredient's stock through the API (inventory's ledger, written from sales' events). */
const stockOf = async (owner: ApiOwner, id: string) =>
  (
    await owner.gql<{ ingredient: { stockCount: string } }>(
      'query ($id: ID!) { ingredient(id: $id) { stockCount } }',
      { id },
    )
  ).ingredient.stockCount;

test('a Loyverse receipt becomes a POS sale, its unknown name is linked, and the stock goes down', async ({
  page,
}) => {
  test.slow(); // an OAuth round trip, a store mapping, a receipt through three services, a link
  const owner = await ownerThroughApi();
  const rice = await apiIngredient(owner, 'Rice', 'kg');
  const milk = await apiIngredient(owner, 'Milk', 'l');
  await apiMenuItem(owner, 'Nasi Lemak', 'Mains', {
    price: '12',
    ingredientId: rice,
    amount: '0.2',
    unitCost: '5',
  });
  await apiMenuItem(owner, 'Teh Tarik', 'Drinks', {
    price: '3.5',
    ingredientId: milk,
    amount: '0.1',
    unitCost: '6',
  });

  // Settings > Integrations: connect Loyverse, then send "Main Store"'s receipts to the outlet.
  await signInWithOutlet(page, owner);
  await page.goto('/settings?tab=integrations');
  const card = page.getByTestId('integration-loyverse');
  await card.getByRole('button', { name: 'Connect Loyverse', exact: true }).click();
  await expect(page.getByText(Messages.integrations.connected('Loyverse'))).toBeVisible();
  await expect(card.locator('.ant-tag')).toHaveText('Connected');
  const stores = card.getByTestId('pos-stores');
  await expect(stores).toContainText('Loyverse stores');
  const mainStore = stores.getByTestId('pos-store').filter({ hasText: 'Main Store' });
  await expect(mainStore).toContainText('Choose the outlet its receipts go to');
  await chooseOption(page, owner.outletName, mainStore.getByLabel('Outlet of Main Store'));
  await expect(
    page.getByText(`Main Store now sends its receipts to ${owner.outletName}`),
  ).toBeVisible();
  await expect(mainStore).not.toContainText('Choose the outlet its receipts go to');
  // Still mapped on a fresh load.
  await page.reload();
  await expect(
    page
      .getByTestId('integration-loyverse')
      .getByTestId('pos-store')
      .filter({ hasText: 'Main Store' }),
  ).toContainText(owner.outletName);

  // A receipt at the local Loyverse: 2 Nasi Lemak at the till's price (not the menu's 12.00)
  // and a drink no menu item is named after.
  const { receiptNumber, deliveries } = await ringUpAtLoyverse('Main Store', [
    { item_name: 'Nasi Lemak', quantity: 2, price: 10.5, total_money: 21 },
    { item_name: 'Kopi Special', quantity: 1, price: 4.2, total_money: 4.2 },
  ]);
  // Loyverse's delivery reached our webhook and was taken (anything else Loyverse retries).
  expect(deliveries.length).toBeGreaterThan(0);
  expect(deliveries.every((d) => d.status === 200)).toBe(true);

  const today = klToday();
  type PosSales = { posSales: { nodes: Array<{ id: string; sourceRef: string }> } };
  const posSales = () =>
    owner.gql<PosSales>(
      'query ($f: String!, $t: String!) { posSales(from: $f, to: $t, offset: 0, limit: 5) { nodes { id sourceRef } } }',
      { f: today, t: addDays(today, 1) },
    );
  await expect
    .poll(async () => (await posSales()).posSales.nodes.length, { timeout: 30_000 })
    .toBe(1);
  const [sale] = (await posSales()).posSales.nodes;

  // Sales > POS Sales: the receipt at its prices; the unknown name as a misc line of its total.
  await page.getByRole('link', { name: 'Sales' }).first().click();
  await expect(page).toHaveURL(/\/sales$/);
  await page.getByRole('tab', { name: 'POS Sales' }).click();
  const list = page.getByRole('region', { name: 'POS sales' });
  for (const title of [
    'Receipt Number',
    'Sale Date',
    'Sub Total (RM)',
    'Misc Total (RM)',
    'Nett Total (RM)',
  ]) {
    await expect(list.getByRole('columnheader', { name: title, exact: true })).toBeVisible();
  }
  await expect(bodyRows(list)).toHaveCount(1);
  // the sale's own row (expanded, its lines' tables have rows of their own)
  const row = list.locator(`tr[data-row-key="${sale.id}"]`);
  await expect(row.getByRole('cell')).toContainText([
    receiptNumber,
    today,
    'RM 21.00',
    'RM 4.20',
    'RM 25.20',
  ]);
  await expect(row.getByTestId('read-only-reason')).toHaveText(SalesMessages.readOnly.pos);
  await expect(list.getByRole('button', { name: /^(Edit|Delete) sale/ })).toHaveCount(0);
  await list.getByRole('button', { name: 'Expand All' }).click();
  const lines = list.getByTestId(`sale-lines-${sale.id}`);
  await expect(lines).toContainText(SalesMessages.sale.fromPos);
  const items = lines.getByRole('table', { name: 'Items' });
  await expect(bodyRows(items)).toHaveCount(1);
  await expect(bodyRows(items).first()).toContainText(/nasi lemak/i);
  await expect(bodyRows(items).first()).toContainText('RM 10.50');
  await expect(lines.getByRole('table', { name: 'Misc lines' })).toContainText('Kopi Special');
  await expect(lines.getByRole('table', { name: 'Misc lines' })).toContainText('RM 4.20');

  // The rice of 2 servings (2 × 0.2 kg) left the stock; seen on the ingredient's page too.
  await expect.poll(() => stockOf(owner, rice), { timeout: 30_000 }).toMatch(/^-0\.40*$/);

  // The notice lists the unknown name; Link sells it as the chosen menu item from now on.
  const notice = page.getByRole('alert').filter({ hasText: SalesMessages.pos.unmappedNotice(1) });
  await expect(notice).toBeVisible();
  const unlinked = notice.getByRole('list', { name: 'Not linked to a menu item' });
  await expect(unlinked.getByRole('listitem')).toHaveCount(1);
  await expect(unlinked.getByRole('listitem')).toContainText('Kopi Special');
  await notice.getByRole('button', { name: 'Link Kopi Special' }).click();
  const dialog = page.getByRole('dialog', { name: 'Link to a menu item' });
  await expect(dialog).toContainText('Kopi Special');
  await chooseOption(page, 'TEH TARIK (v1)', dialog.getByLabel('Menu Item'));
  await dialog.getByRole('button', { name: 'Link' }).click();
  await expect(page.getByText(SalesMessages.pos.linked('Kopi Special'))).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(notice).toHaveCount(0);

  // The same sale now sells it as Teh Tarik at the receipt's price: no misc line left.
  expect((await posSales()).posSales.nodes.map((n) => n.id)).toEqual([sale.id]);
  await expect(row.getByRole('cell')).toContainText([
    receiptNumber,
    today,
    'RM 25.20',
    'RM 0.00',
    'RM 25.20',
  ]);
  await expect(bodyRows(items)).toHaveCount(2);
  const teh = bodyRows(items).filter({ hasText: /teh tarik/i });
  await expect(teh).toContainText('RM 4.20');
  await expect(lines.getByRole('table', { name: 'Misc lines' })).toContainText('No misc lines');

  // Its milk (0.1 l) is used now too; the rice is used once, not again.
  await expect.poll(() => stockOf(owner, milk), { timeout: 30_000 }).toMatch(/^-0\.10*$/);
  expect(await stockOf(owner, rice)).toMatch(/^-0\.40*$/);
  await page.goto('/ingredients');
  await bodyRows(page).filter({ hasText: 'RICE' }).click();
  await expect(page.getByRole('heading', { name: 'RICE' })).toBeVisible();
  await expect(page.getByTestId('remaining-stock')).toHaveText('-0.4');
});
