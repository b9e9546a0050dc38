import { CatalogueMessages, InventoryMessages, Messages } from '@mise/domain';
import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  apiIngredient,
  apiMenuItem,
  longDate,
  ownerThroughApi,
  signInWithOutlet,
  type ApiOwner,
  reopenUntil,
} from './fixtures';

/** The table rows of a list (antd draws the header in its own table). */
const bodyRows = (scope: Page | Locator) => scope.locator('.ant-table-tbody tr.ant-table-row');

async function outletToday(owner: ApiOwner): Promise<string> {
  const { adjustmentWindow } = await owner.gql<{ adjustmentWindow: { today: string } }>(
    '{ adjustmentWindow { today } }',
  );
  return adjustmentWindow.today;
}

/**
 * A never-bought ingredient costs a recipe 0 (issue 21, "say why a cost is 0"): the menu item
 * says "no purchase price yet" beside it, its "Opening stock" link opens the form for it, and
 * once the opening stock is saved the recipe costs it at that price and the note is gone. A stock
 * count then sets the stock on hand (only the changed line is sent) and its entry is deleted.
 */
test('opening stock: a recipe line with no purchase price gets one; a stock count; delete', async ({
  page,
}) => {
  test.slow(); // three screens, a price that travels from inventory to catalogue
  const owner = await ownerThroughApi();
  const rice = await apiIngredient(owner, 'Rice', 'kg');
  await apiIngredient(owner, 'Salt', 'kg');
  const today = await outletToday(owner);
  const menuId = await apiMenuItem(owner, 'Nasi Lemak', 'Mains', {
    price: '10',
    ingredientId: rice,
    amount: '0.2',
    unitCost: '0',
  });
  await signInWithOutlet(page, owner);

  // The recipe: rice costs 0 and says why, with the ways to a price.
  await page.goto(`/menu/${menuId}`);
  const ingredients = page.getByRole('region', { name: 'Ingredients', exact: true });
  const riceRow = bodyRows(ingredients).filter({ hasText: 'RICE' });
  await expect(riceRow).toContainText('RM 0.0000');
  const note = riceRow.getByTestId('no-purchase-price');
  await expect(note).toContainText(CatalogueMessages.ingredient.noPurchasePrice);
  await expect(note.getByRole('link', { name: 'Record an expense' })).toHaveAttribute(
    'href',
    '/expenses',
  );
  await expect(page.getByTestId('cost-per-serving')).toHaveText('RM 0.0000');

  // "Opening stock" opens the form for rice; a quantity of 0 is refused under its field.
  await note.getByRole('link', { name: 'Opening stock' }).click();
  await expect(page).toHaveURL(`/ingredients/stock?opening=${rice}`);
  const dialog = page.getByRole('dialog').filter({ hasText: 'Add Opening Stock' });
  await expect(dialog.getByLabel('Ingredient')).toBeVisible();
  await expect(dialog).toContainText('RICE (kg)');
  await dialog.getByLabel('Quantity').fill('0');
  await dialog.getByLabel('Unit Cost (RM)').fill('4.5');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText(InventoryMessages.stockEntry.quantityInvalid)).toBeVisible();
  await dialog.getByLabel('Quantity').fill('10');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(InventoryMessages.stockEntry.openingAdded)).toBeVisible();
  // The form is closed and the link is done: a reload opens nothing.
  await expect(page).toHaveURL(/\/ingredients\/stock$/);
  const opening = page.getByRole('region', { name: 'Opening Stock entries' });
  const openingRow = bodyRows(opening).filter({ hasText: 'RICE' });
  await expect(openingRow).toContainText(longDate(today));
  await expect(openingRow).toContainText('10.0');
  await expect(openingRow).toContainText('RM 4.5000');

  // The recipe costs rice at its new average price; the note is gone.
  const cost = page.getByTestId('cost-per-serving');
  await reopenUntil(page, `/menu/${menuId}`, cost, () =>
    expect(cost).toHaveText('RM 0.9000', { timeout: 2_000 }),
  );
  await expect(riceRow).toContainText('RM 4.5000');
  await expect(riceRow.getByTestId('no-purchase-price')).toHaveCount(0);

  // A stock count: 8 kg of rice found, salt left as it is (only rice is sent).
  await page.goto('/ingredients/stock?tab=count');
  const toCount = page.getByRole('region', { name: 'Ingredients to count' });
  await expect(bodyRows(toCount).filter({ hasText: 'RICE' })).toContainText('10.0 kg');
  const save = page.getByRole('button', { name: /^Save Count/ });
  await expect(save).toBeDisabled();
  // Salt counted as what is on hand (0): nothing to book, Save stays off.
  await toCount.getByLabel('Counted SALT').fill('0');
  await expect(page.getByTestId('count-changes')).toHaveText('0 ingredients change');
  await expect(save).toBeDisabled();
  await toCount.getByLabel('Counted RICE').fill('8');
  await expect(page.getByTestId('count-changes')).toHaveText('1 ingredient changes');
  await save.click();
  await expect(page.getByText(InventoryMessages.stockEntry.countAdded)).toBeVisible();
  await expect(bodyRows(toCount).filter({ hasText: 'RICE' })).toContainText('8.0 kg');
  const counts = page.getByRole('region', { name: 'Stock Counts entries' });
  const countRow = bodyRows(counts).filter({ hasText: 'RICE' });
  await expect(countRow).toContainText('-2.0');
  await expect(bodyRows(counts)).toHaveCount(1);

  // Delete the count (after the question): rice is back to 10 kg.
  await countRow.getByRole('button', { name: 'Delete stock count of RICE' }).click();
  await page
    .getByRole('dialog')
    .filter({
      hasText: Messages.common.confirmDelete(`the stock count of RICE on ${longDate(today)}`),
    })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText(InventoryMessages.stockEntry.deleted)).toBeVisible();
  await expect(bodyRows(counts)).toHaveCount(0);
  await expect(bodyRows(toCount).filter({ hasText: 'RICE' })).toContainText('10.0 kg');
});

test('opening stock on a phone: the note, the tabs, the form and the count fit the screen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const owner = await ownerThroughApi();
  const rice = await apiIngredient(owner, 'Rice', 'kg');
  const menuId = await apiMenuItem(owner, 'Nasi Lemak', 'Mains', {
    price: '10',
    ingredientId: rice,
    amount: '0.2',
    unitCost: '1.5',
  });
  await signInWithOutlet(page, owner);
  const fits = async () =>
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );

  // A default unit cost, no purchase: the note shows on the phone too.
  await page.goto(`/menu/${menuId}`);
  const ingredients = page.getByRole('region', { name: 'Ingredients', exact: true });
  const riceRow = bodyRows(ingredients).filter({ hasText: 'RICE' });
  await expect(riceRow).toContainText('RM 1.5000');
  await expect(riceRow.getByTestId('no-purchase-price')).toContainText(
    CatalogueMessages.ingredient.noPurchasePrice,
  );
  await fits();

  await page.goto('/ingredients/stock');
  await expect(page.getByRole('tab', { name: 'Opening Stock', selected: true })).toBeVisible();
  await fits();
  await page.getByRole('button', { name: 'Add Opening Stock' }).click();
  const dialog = page.locator('.ant-modal').filter({ hasText: 'Add Opening Stock' });
  const box = await dialog.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  await page.keyboard.press('Escape');

  await page.getByRole('tab', { name: 'Stock Count' }).click();
  await expect(page).toHaveURL(/tab=count/);
  const toCount = page.getByRole('region', { name: 'Ingredients to count' });
  await expect(toCount.getByLabel('Counted RICE')).toBeVisible();
  await fits();
});

test('no purchase price yet: the batch recipe and the variant options say so too', async ({
  page,
}) => {
  const owner = await ownerThroughApi();
  const chilli = await apiIngredient(owner, 'Chilli', 'kg');
  const cheese = await apiIngredient(owner, 'Cheese', 'kg');
  const { createBatchItem: batch } = await owner.gql<{ createBatchItem: { id: string } }>(
    'mutation ($input: CreateBatchItemInput!) { createBatchItem(input: $input) { id } }',
    { input: { name: 'Sambal', portionSize: '10' } },
  );
  await owner.gql(
    'mutation ($id: ID!, $input: BatchIngredientInput!) { addBatchIngredient(batchItemId: $id, input: $input) { id } }',
    { id: batch.id, input: { ingredientId: chilli, amount: '2', defaultUnitCost: '3.5' } },
  );
  const { createVariant: variant } = await owner.gql<{ createVariant: { id: string } }>(
    'mutation ($name: String!) { createVariant(name: $name) { id } }',
    { name: 'Extra Toppings' },
  );
  await owner.gql(
    'mutation ($id: ID!, $input: VariantIngredientInput!) { addVariantIngredient(variantId: $id, input: $input) { id } }',
    { id: variant.id, input: { ingredientId: cheese, amount: '0.05', addOnPrice: '2' } },
  );
  await signInWithOutlet(page, owner);

  // The batch recipe: chilli costs its default 3.50 a kg, no purchase yet.
  await page.goto(`/batch/${batch.id}`);
  const recipe = page.getByRole('region', { name: 'Batch recipe' });
  const chilliRow = bodyRows(recipe).filter({ hasText: 'CHILLI' });
  await expect(chilliRow).toContainText('RM 3.5000');
  await expect(chilliRow.getByTestId('no-purchase-price')).toContainText(
    CatalogueMessages.ingredient.noPurchasePrice,
  );
  await expect(chilliRow.getByRole('link', { name: 'Opening stock' })).toHaveAttribute(
    'href',
    `/ingredients/stock?opening=${chilli}`,
  );

  // The variant option: cheese has no price at all, so it costs 0.
  await page.goto(`/variant/${variant.id}`);
  const options = page.getByRole('region', { name: 'Variant ingredients' });
  const cheeseRow = bodyRows(options).filter({ hasText: 'CHEESE' });
  await expect(cheeseRow).toContainText('RM 0.0000');
  await expect(cheeseRow.getByTestId('no-purchase-price')).toContainText(
    CatalogueMessages.ingredient.noPurchasePrice,
  );
  await cheeseRow.getByText(CatalogueMessages.ingredient.noPurchasePrice).hover();
  await expect(page.getByRole('tooltip')).toHaveText(
    CatalogueMessages.ingredient.noPurchasePriceHint('NONE'),
  );
});
