import { BatchMessages, CatalogueMessages, Messages } from '@mise/domain';
import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  apiIngredient,
  apiMenuItem,
  chooseOption,
  ownerThroughApi,
  signInWithOutlet,
  type ApiOwner,
} from './fixtures';

/** The table rows of a list (antd draws the header in its own table). */
const bodyRows = (scope: Page | Locator) => scope.locator('.ant-table-tbody tr.ant-table-row');
const errorModal = (page: Page) => page.getByRole('dialog', { name: 'Something went wrong' });
const openDropdown = (page: Page) =>
  page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');

/** Saves the row being edited in a detail table and waits until it has left edit mode. */
async function saveRow(table: Locator): Promise<void> {
  await table.getByRole('button', { name: 'Save' }).click();
  await expect(table.getByRole('button', { name: 'Save' })).toHaveCount(0);
}

/** A batch item seeded through the API, with one ingredient row; answers its id. */
async function apiBatchItem(
  owner: ApiOwner,
  name: string,
  recipe?: { portionSize: string; ingredientId: string; amount: string; unitCost: string },
): Promise<string> {
  const { createBatchItem } = await owner.gql<{ createBatchItem: { id: string } }>(
    'mutation ($input: CreateBatchItemInput!) { createBatchItem(input: $input) { id } }',
    { input: { name, portionSize: recipe?.portionSize } },
  );
  const id = createBatchItem.id;
  if (recipe) {
    await owner.gql(
      'mutation ($id: ID!, $input: BatchIngredientInput!) { addBatchIngredient(batchItemId: $id, input: $input) { id } }',
      {
        id,
        input: {
          ingredientId: recipe.ingredientId,
          amount: recipe.amount,
          defaultUnitCost: recipe.unitCost,
        },
      },
    );
  }
  return id;
}

test('batch: add a batch product and build its recipe to completion; the list shows its costs', async ({
  page,
}) => {
  test.slow(); // four row saves (one creating an ingredient), a form save and a reload
  const owner = await ownerThroughApi();
  await apiIngredient(owner, 'Chilli', 'kg');
  await signInWithOutlet(page, owner);

  await page.getByRole('navigation').getByRole('link', { name: 'Batch Product' }).click();
  await expect(page).toHaveURL(/\/batch$/);
  await expect(page.getByRole('heading', { name: 'Batch Product' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Batch List', selected: true })).toBeVisible();
  await expect(page.getByText(BatchMessages.item.noItems, { exact: true })).toBeVisible();

  // Add: a blank name is refused under the field; the new item opens.
  await page.getByRole('button', { name: 'Add Batch Product' }).click();
  const add = page.getByRole('dialog', { name: 'Add Batch Product' });
  await add.getByRole('button', { name: 'Confirm' }).click();
  await expect(add.getByText(BatchMessages.item.nameBlank)).toBeVisible();
  await add.getByLabel('Name').fill('sambal');
  await add.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(BatchMessages.item.created)).toBeVisible();
  await expect(page).toHaveURL(/\/batch\/[^/]+$/);
  await expect(page.getByRole('heading', { name: 'Batch Ingredients' })).toBeVisible();
  await expect(page.getByTestId('batch-title')).toHaveText('SAMBAL (v1)');
  const prompt = page.getByTestId('batch-prompt');
  const progressBar = page.getByRole('region', { name: 'Batch progress' }).getByRole('progressbar');
  await expect(prompt).toHaveText(BatchMessages.progress.ingredients);
  await expect(progressBar).toHaveAttribute('aria-valuenow', '33');

  // The recipe: a row needs an ingredient; CHILLI (known, no purchase yet: its cost is typed).
  const recipe = page.getByRole('region', { name: 'Batch recipe' });
  for (const title of ['Ingredient', 'Amount', 'Cost per Unit (RM)', 'Cost (RM)']) {
    await expect(recipe.getByRole('columnheader', { name: title, exact: true })).toBeVisible();
  }
  await recipe.getByRole('button', { name: 'Add Ingredient' }).click();
  await recipe.getByRole('button', { name: 'Save' }).click();
  await expect(recipe.getByText(CatalogueMessages.ingredient.select)).toBeVisible();
  await recipe.getByRole('combobox', { name: 'Ingredient', exact: true }).fill('chil');
  await openDropdown(page).getByText('CHILLI (kg)').click();
  await recipe.getByLabel('Amount').fill('2');
  await recipe.getByLabel('Cost per Unit').fill('10');
  await saveRow(recipe);
  await expect(page.getByText('Ingredient added to the batch recipe')).toBeVisible();
  await expect(bodyRows(recipe).filter({ hasText: 'CHILLI' })).toContainText('RM 20.0000');
  await expect(prompt).toHaveText(BatchMessages.progress.portionSize);

  // A name inventory does not know: created there in the unit chosen.
  await recipe.getByRole('button', { name: 'Add Ingredient' }).click();
  await recipe.getByRole('combobox', { name: 'Ingredient', exact: true }).fill('Shallots');
  // the unit list is virtual and opens scrolled to the chosen 'Unit (unit)': filter it first
  await recipe.getByLabel('Unit of the new ingredient').fill('Gram');
  await chooseOption(page, 'Gram (g)', recipe.getByLabel('Unit of the new ingredient'));
  await recipe.getByLabel('Amount').fill('500');
  await recipe.getByLabel('Cost per Unit').fill('0.01');
  await saveRow(recipe);
  await expect(bodyRows(recipe).filter({ hasText: 'SHALLOTS' })).toContainText('RM 5.0000');
  await expect(page.getByTestId('batch-cost')).toHaveText('RM 25.0000');

  // The same ingredient twice is refused.
  await recipe.getByRole('button', { name: 'Add Ingredient' }).click();
  await recipe.getByRole('combobox', { name: 'Ingredient', exact: true }).fill('chilli');
  await recipe.getByRole('button', { name: 'Save' }).click();
  await expect(recipe.getByText(CatalogueMessages.ingredient.same)).toBeVisible();
  await recipe.getByRole('button', { name: 'Cancel' }).click();
  await expect(bodyRows(recipe)).toHaveCount(2);

  // The portion size completes the recipe; the portion cost follows as it is typed.
  await page.getByLabel('Portion Size').fill('10');
  await expect(prompt).toHaveText(BatchMessages.progress.completed);
  await expect(page.getByTestId('portion-cost')).toHaveText('RM 2.5000');
  await page.getByLabel('Par level (portions)').fill('20');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText(BatchMessages.item.updated)).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Portion Size')).toHaveValue('10.0');
  await expect(page.getByLabel('Par level (portions)')).toHaveValue('20.0');
  await expect(prompt).toHaveText(BatchMessages.progress.completed);
  await expect(progressBar).toHaveAttribute('aria-valuenow', '100');

  // The list shows its costs.
  await page.getByRole('link', { name: 'Back to Batch List' }).click();
  const listed = bodyRows(page).filter({ hasText: 'SAMBAL' });
  await expect(listed).toContainText('v1');
  await expect(listed).toContainText('RM 25.0000');
  await expect(listed).toContainText('10.0');
  await expect(listed).toContainText('RM 2.5000');
});

test('batch: a menu item uses it (cost per serving = portions × portion cost), then Update makes version 2', async ({
  page,
}) => {
  const owner = await ownerThroughApi();
  const chilli = await apiIngredient(owner, 'Chilli', 'kg');
  const batchId = await apiBatchItem(owner, 'Sambal', {
    portionSize: '10',
    ingredientId: chilli,
    amount: '2.5',
    unitCost: '10',
  });
  const menuId = await apiMenuItem(owner, 'Nasi Lemak', 'Mains');
  await signInWithOutlet(page, owner);

  // A menu item uses 2 portions: its cost per serving is 2 × the portion cost.
  await page.goto(`/menu/${menuId}`);
  const batches = page.getByRole('region', { name: 'Batch Ingredients' });
  for (const title of [
    'Batch Ingredient',
    'Amount (portions)',
    'Cost per Portion (RM)',
    'Cost per Serving (RM)',
  ]) {
    await expect(batches.getByRole('columnheader', { name: title, exact: true })).toBeVisible();
  }
  await batches.getByRole('button', { name: 'Add Batch Ingredient' }).click();
  await batches.getByRole('button', { name: 'Save' }).click();
  await expect(batches.getByText(CatalogueMessages.ingredient.selectBatch)).toBeVisible();
  await chooseOption(page, 'SAMBAL (v1)', batches.getByLabel('Batch Ingredient'));
  await batches.getByLabel('Amount (portions)').fill('2');
  await saveRow(batches);
  await expect(page.getByText('Batch ingredient added to the recipe')).toBeVisible();
  const sambalRow = bodyRows(batches).filter({ hasText: 'SAMBAL (v1)' });
  await expect(sambalRow).toContainText('RM 2.5000');
  await expect(sambalRow).toContainText('RM 5.0000');
  await expect(page.getByTestId('cost-per-serving')).toHaveText('RM 5.0000');

  // The version is used now: its rows are read-only and Update makes version 2 after a confirm.
  await page.goto(`/batch/${batchId}`);
  const recipe = page.getByRole('region', { name: 'Batch recipe' });
  await expect(page.getByTestId('batch-title')).toHaveText('SAMBAL (v1)');
  await expect(recipe.getByRole('button', { name: 'Add Ingredient' })).toBeDisabled();
  await expect(bodyRows(recipe).getByRole('button', { name: 'Edit' }).first()).toBeDisabled();
  await page.getByLabel('Portion Size').fill('12');
  await page.getByRole('button', { name: 'Update' }).click();
  const confirm = page
    .getByRole('dialog')
    .filter({ hasText: BatchMessages.item.usedByMenuConfirm });
  await confirm.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByTestId('batch-title')).toHaveText('SAMBAL (v2)');
  await expect(page).not.toHaveURL(new RegExp(`/batch/${batchId}$`));
  await expect(page.getByLabel('Portion Size')).toHaveValue('12.0');
  await expect(bodyRows(recipe)).toHaveCount(1);
  await expect(recipe.getByRole('button', { name: 'Add Ingredient' })).toBeEnabled();
  await expect(page.getByTestId('portion-cost')).toHaveText('RM 2.0833');

  // The list shows only the newest version; the menu item keeps version 1.
  await page.getByRole('link', { name: 'Back to Batch List' }).click();
  const newest = bodyRows(page).filter({ hasText: 'SAMBAL' });
  await expect(newest).toHaveCount(1);
  await expect(newest).toContainText('v2');
  await page.goto(`/menu/${menuId}`);
  await expect(bodyRows(batches).filter({ hasText: 'SAMBAL (v1)' })).toHaveCount(1);
});

test('batch list: empty and search-empty states, duplicate opens the copy, delete asks and a used batch is refused', async ({
  page,
}) => {
  test.slow(); // three searches, a duplicate that opens the copy, two deletes
  const owner = await ownerThroughApi();
  const beef = await apiIngredient(owner, 'Beef', 'kg');
  await signInWithOutlet(page, owner);
  await page.goto('/batch');
  await expect(page.getByText(BatchMessages.item.noItems, { exact: true })).toBeVisible();

  const rendang = await apiBatchItem(owner, 'Rendang paste', {
    portionSize: '4',
    ingredientId: beef,
    amount: '1',
    unitCost: '30',
  });
  await apiBatchItem(owner, 'Acar');
  const menuId = await apiMenuItem(owner, 'Nasi Rendang', 'Mains');
  await owner.gql(
    'mutation ($id: ID!, $input: MenuBatchIngredientInput!) { addMenuBatchIngredient(menuItemId: $id, input: $input) { id } }',
    { id: menuId, input: { batchItemId: rendang, amount: '1' } },
  );
  await page.reload();
  for (const title of [
    'Batch Ingredient',
    'Version',
    'Batch Cost (RM)',
    'Portion Size',
    'Portion Cost (RM)',
    'Updated On',
  ]) {
    await expect(page.getByRole('columnheader', { name: title, exact: true })).toBeVisible();
  }
  await expect(bodyRows(page)).toHaveCount(2);
  await expect(bodyRows(page).nth(0)).toContainText('ACAR');
  const rendangRow = bodyRows(page).filter({ hasText: 'RENDANG PASTE' });
  await expect(rendangRow).toContainText('RM 30.0000');
  await expect(rendangRow).toContainText('RM 7.5000');

  // Search: a name nothing has shows the search-empty text.
  const search = page.getByRole('textbox', { name: 'Search Batch Ingredient' });
  await search.fill('nothing like it');
  await search.press('Enter');
  await expect(page.getByText(BatchMessages.item.noItemsFound, { exact: true })).toBeVisible();
  await search.fill('rendang');
  await search.press('Enter');
  await expect(bodyRows(page)).toHaveCount(1);
  await search.fill('');
  await search.press('Enter');
  await expect(bodyRows(page)).toHaveCount(2);

  // Duplicate: a new name is needed; the copy opens with the recipe.
  await rendangRow.getByRole('button', { name: 'Duplicate RENDANG PASTE' }).click();
  const duplicate = page.getByRole('dialog', { name: 'Duplicate Batch Item' });
  await duplicate.getByRole('button', { name: 'Confirm' }).click();
  await expect(duplicate.getByText(BatchMessages.item.duplicateNameBlank)).toBeVisible();
  await duplicate.getByLabel('New Name').fill('rendang paste pedas');
  await duplicate.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(BatchMessages.item.duplicated)).toBeVisible();
  await expect(page.getByTestId('batch-title')).toHaveText('RENDANG PASTE PEDAS (v1)');
  const recipe = page.getByRole('region', { name: 'Batch recipe' });
  await expect(bodyRows(recipe).filter({ hasText: 'BEEF' })).toContainText('RM 30.0000');
  await expect(page.getByTestId('batch-prompt')).toHaveText(BatchMessages.progress.completed);
  await page.getByRole('link', { name: 'Back to Batch List' }).click();
  await expect(bodyRows(page)).toHaveCount(3);

  // Delete asks first; an unused batch goes, a batch a menu item uses is refused.
  await bodyRows(page)
    .filter({ hasText: 'ACAR' })
    .getByRole('button', { name: 'Delete ACAR' })
    .click();
  await page
    .getByRole('dialog')
    .filter({ hasText: Messages.common.confirmDelete('ACAR') })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText('Batch item deleted successfully')).toBeVisible();
  await expect(bodyRows(page)).toHaveCount(2);
  await page.getByRole('button', { name: 'Delete RENDANG PASTE', exact: true }).click();
  await page
    .getByRole('dialog')
    .filter({ hasText: Messages.common.confirmDelete('RENDANG PASTE') })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(errorModal(page)).toContainText(BatchMessages.item.usedByMenuItem);
  await errorModal(page).getByRole('button', { name: 'Confirm' }).click();
  await expect(bodyRows(page)).toHaveCount(2);
});

test('variant detail: a batch row with its add-on price joins the final add-on price', async ({
  page,
}) => {
  const owner = await ownerThroughApi();
  const egg = await apiIngredient(owner, 'Egg', 'unit');
  await apiBatchItem(owner, 'Sambal', {
    portionSize: '10',
    ingredientId: egg,
    amount: '10',
    unitCost: '0.5',
  });
  const { createVariant } = await owner.gql<{ createVariant: { id: string } }>(
    'mutation { createVariant(name: "Extra sambal") { id } }',
  );
  await signInWithOutlet(page, owner);
  await page.goto(`/variant/${createVariant.id}`);

  const batches = page.getByRole('region', { name: 'Variant batch items' });
  await batches.getByRole('button', { name: 'Add Batch Ingredient' }).click();
  await batches.getByRole('button', { name: 'Save' }).click();
  await expect(batches.getByText(CatalogueMessages.ingredient.selectBatch)).toBeVisible();
  await chooseOption(page, 'SAMBAL (v1)', batches.getByLabel('Batch Ingredient'));
  await batches.getByLabel('Amount (portions)').fill('1');
  await batches.getByLabel('Add-on Price').fill('1.5');
  await saveRow(batches);
  await expect(page.getByText('Batch ingredient added to the variant')).toBeVisible();
  await expect(bodyRows(batches).filter({ hasText: 'SAMBAL (v1)' })).toContainText('RM 1.50');
  await expect(page.getByTestId('final-add-on-price')).toHaveText('RM 1.50');

  // Edit the row: the total follows.
  await bodyRows(batches).getByRole('button', { name: 'Edit' }).click();
  await batches.getByLabel('Add-on Price').fill('2');
  await saveRow(batches);
  await expect(page.getByTestId('final-add-on-price')).toHaveText('RM 2.00');
});

test('batch detail on a phone: the fields stack and nothing overflows the screen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const owner = await ownerThroughApi();
  const egg = await apiIngredient(owner, 'Egg', 'unit');
  const id = await apiBatchItem(owner, 'Telur masin', {
    portionSize: '12',
    ingredientId: egg,
    amount: '12',
    unitCost: '0.6',
  });
  await signInWithOutlet(page, owner);
  await page.goto(`/batch/${id}`);
  await expect(page.getByTestId('batch-title')).toHaveText('TELUR MASIN (v1)');
  await expect(page.getByTestId('portion-cost')).toHaveText('RM 0.6000');
  const size = await page.getByLabel('Portion Size').boundingBox();
  const remarks = await page.getByLabel('Remarks').boundingBox();
  expect(size && remarks && remarks.y > size.y).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // An unknown id shows the not-found state.
  await page.goto('/batch/00000000-0000-4000-8000-000000000000');
  await expect(page.getByText(BatchMessages.item.notFound)).toBeVisible();
});
