import { CatalogueMessages, Messages } from '@mise/domain';
import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  apiIngredient,
  chooseOption,
  ownerThroughApi,
  signInWithOutlet,
  type ApiOwner,
} from './fixtures';

/** The table rows of a list (antd draws the header in its own table). */
const bodyRows = (scope: Page | Locator) => scope.locator('.ant-table-tbody tr.ant-table-row');

/** Catalogue learns of a new outlet from identity's event: wait until it knows this one. */
async function catalogueKnows(owner: ApiOwner): Promise<void> {
  await expect
    .poll(
      () =>
        owner.gql('{ variants(offset: 0, limit: 1) { totalCount } }').then(
          () => 'known',
          (error: Error) => error.message,
        ),
      { timeout: 15_000 },
    )
    .toBe('known');
}

async function apiVariant(owner: ApiOwner, name: string): Promise<string> {
  const { createVariant } = await owner.gql<{ createVariant: { id: string } }>(
    'mutation ($name: String!) { createVariant(name: $name) { id } }',
    { name },
  );
  return createVariant.id;
}

/** Picks an ingredient in the row being edited by typing part of its name. */
async function pickIngredient(page: Page, rows: Locator, typed: string, label: string) {
  const field = rows.getByRole('combobox', { name: 'Ingredient', exact: true });
  await field.fill(typed);
  await expect(
    page
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
      .getByTitle(label, { exact: true }),
  ).toBeVisible();
  await chooseOption(page, label);
}

test('variants: the list, add with the blank and duplicate messages (the new variant opens), delete with a confirmation', async ({
  page,
}) => {
  const owner = await ownerThroughApi();
  await catalogueKnows(owner);
  await apiVariant(owner, 'Size');
  const toppings = await apiVariant(owner, 'Extra toppings');
  await owner.gql(
    'mutation ($id: ID!) { updateVariant(id: $id, variantType: MULTIPLE, maxChoice: 2) { id } }',
    { id: toppings },
  );
  await signInWithOutlet(page, owner);

  await page.getByRole('navigation').getByRole('link', { name: 'Variant' }).click();
  await expect(page).toHaveURL(/\/variant$/);
  await expect(page.getByRole('heading', { name: 'Variant', exact: true })).toBeVisible();
  for (const title of ['Variant Name', 'Type', 'Maximum Choice', 'Updated On']) {
    await expect(page.getByRole('columnheader', { name: title, exact: true })).toBeVisible();
  }
  // By name; type and maximum choice as saved.
  await expect(bodyRows(page)).toHaveCount(2);
  await expect(bodyRows(page).nth(0)).toContainText('EXTRA TOPPINGS');
  await expect(bodyRows(page).nth(0)).toContainText('MULTIPLE');
  await expect(bodyRows(page).nth(0).getByRole('cell', { name: '2', exact: true })).toBeVisible();
  await expect(bodyRows(page).nth(1)).toContainText('SIZE');
  await expect(bodyRows(page).nth(1)).toContainText('SINGLE');

  // Add: blank is refused under the field; a taken name (any case) is refused by the server.
  await page.getByRole('button', { name: 'Add Variant' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Variant' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText(CatalogueMessages.variant.nameBlank)).toBeVisible();
  await dialog.getByLabel('Name').fill('size');
  await dialog.getByRole('button', { name: 'Save' }).click();
  // Under the field it names, not in the error modal.
  await expect(dialog.getByText(CatalogueMessages.variant.nameTaken)).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Something went wrong' })).toHaveCount(0);

  // A new name: 'Variant created', and the new variant opens.
  await dialog.getByLabel('Name').fill('Garnish');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(CatalogueMessages.variant.created)).toBeVisible();
  await expect(page).toHaveURL(/\/variant\/[^/]+$/);
  await expect(page.getByRole('heading', { name: 'GARNISH' })).toBeVisible();
  await expect(page.getByLabel('Variant Name')).toHaveValue('GARNISH');
  await expect(page.getByLabel('Variant Name')).toBeDisabled();
  await expect(page.getByLabel('Maximum Choice')).toHaveValue('1');
  await page.getByRole('link', { name: 'Back to Variant' }).click();
  await expect(bodyRows(page)).toHaveCount(3);

  // Delete with the confirmation.
  const row = bodyRows(page).filter({ hasText: 'EXTRA TOPPINGS' });
  await row.getByRole('button', { name: 'Delete EXTRA TOPPINGS' }).click();
  await page
    .getByRole('dialog')
    .filter({ hasText: Messages.common.confirmDelete('EXTRA TOPPINGS') })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText('Variant deleted successfully')).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect(bodyRows(page)).toHaveCount(2);
});

test('variant detail: MULTIPLE with a maximum choice, two priced ingredient rows, the final add-on price following edits and removals', async ({
  page,
}) => {
  test.slow(); // five row saves, each answered by the whole variant and checked, then a reload
  const owner = await ownerThroughApi();
  await catalogueKnows(owner);
  await apiIngredient(owner, 'Cheddar', 'g');
  await apiIngredient(owner, 'Fried Egg', 'pcs');
  const id = await apiVariant(owner, 'Extra toppings');
  await signInWithOutlet(page, owner);
  await page.getByRole('navigation').getByRole('link', { name: 'Variant' }).click();
  await bodyRows(page).filter({ hasText: 'EXTRA TOPPINGS' }).click();
  await expect(page).toHaveURL(new RegExp(`/variant/${id}$`));
  await expect(page.getByRole('heading', { name: 'EXTRA TOPPINGS' })).toBeVisible();
  await expect(page.getByLabel('Variant Name')).toHaveValue('EXTRA TOPPINGS');
  await expect(page.getByLabel('Variant Name')).toBeDisabled();

  // SINGLE forces 1 and disables Maximum Choice; MULTIPLE takes a number.
  const maxChoice = page.getByLabel('Maximum Choice');
  await expect(maxChoice).toHaveValue('1');
  await expect(maxChoice).toBeDisabled();
  await chooseOption(page, 'MULTIPLE', page.getByLabel('Variant Type'));
  await expect(maxChoice).toBeEnabled();
  await maxChoice.fill('0');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText(CatalogueMessages.variant.maxChoiceInvalid)).toBeVisible();
  await maxChoice.fill('2');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Variant updated successfully')).toBeVisible();

  // Ingredient rows: none chosen is refused; cheddar at RM 2.50, a fried egg at RM 3.00.
  const ingredients = page.getByRole('region', { name: 'Variant ingredients' });
  const total = page.getByTestId('final-add-on-price');
  await expect(total).toHaveText('RM 0.00');
  await ingredients.getByRole('button', { name: 'Add Ingredient' }).click();
  await ingredients.getByRole('button', { name: 'Save' }).click();
  await expect(ingredients.getByText(CatalogueMessages.ingredient.select)).toBeVisible();
  await pickIngredient(page, ingredients, 'ched', 'CHEDDAR (g)');
  await ingredients.getByLabel('Amount').fill('30');
  await ingredients.getByLabel('Add-on Price').fill('2.50');
  await ingredients.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Ingredient added to the variant')).toBeVisible();
  await expect(bodyRows(ingredients)).toHaveCount(1);
  await expect(bodyRows(ingredients).first()).toContainText('CHEDDAR');
  await expect(bodyRows(ingredients).first()).toContainText('30.0 g');
  await expect(bodyRows(ingredients).first()).toContainText('RM 2.50');
  await expect(total).toHaveText('RM 2.50');

  // The same ingredient on a second row is refused under the field.
  await ingredients.getByRole('button', { name: 'Add Ingredient' }).click();
  await pickIngredient(page, ingredients, 'ched', 'CHEDDAR (g)');
  await ingredients.getByRole('button', { name: 'Save' }).click();
  await expect(ingredients.getByText(CatalogueMessages.ingredient.same)).toBeVisible();
  await pickIngredient(page, ingredients, 'egg', 'FRIED EGG (pcs)');
  await ingredients.getByLabel('Amount').fill('1');
  await ingredients.getByLabel('Add-on Price').fill('3');
  await ingredients.getByRole('button', { name: 'Save' }).click();
  await expect(bodyRows(ingredients)).toHaveCount(2);
  await expect(total).toHaveText('RM 5.50');

  // Edit the cheddar row's price: the total follows.
  const cheddar = bodyRows(ingredients).filter({ hasText: 'CHEDDAR' });
  await cheddar.getByRole('button', { name: 'Edit' }).click();
  await ingredients.getByLabel('Add-on Price').fill('1.75');
  await ingredients.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Ingredient updated')).toBeVisible();
  await expect(total).toHaveText('RM 4.75');

  // Remove the egg row (with a confirmation): the total drops to the cheddar's price.
  await bodyRows(ingredients)
    .filter({ hasText: 'FRIED EGG' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await page
    .getByRole('dialog')
    .filter({ hasText: Messages.common.confirmDelete('FRIED EGG') })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText('Ingredient removed from the variant')).toBeVisible();
  await expect(bodyRows(ingredients)).toHaveCount(1);
  await expect(total).toHaveText('RM 1.75');

  // What was saved is what a fresh load shows.
  await page.reload();
  await expect(page.getByLabel('Maximum Choice')).toHaveValue('2');
  await expect(page.getByTestId('final-add-on-price')).toHaveText('RM 1.75');
  await expect(bodyRows(ingredients)).toHaveCount(1);
});

test('variants: delete is refused while a menu item offers the variant', async ({ page }) => {
  const owner = await ownerThroughApi();
  await catalogueKnows(owner);
  const variantId = await apiVariant(owner, 'Sauce');
  const { createMenuItem } = await owner.gql<{ createMenuItem: { id: string } }>(
    'mutation ($input: CreateMenuItemInput!) { createMenuItem(input: $input) { id } }',
    { input: { name: 'Chicken chop', category: 'Western' } },
  );
  await owner.gql(
    'mutation ($m: ID!, $v: ID!) { addMenuVariant(menuItemId: $m, variantId: $v) { id } }',
    { m: createMenuItem.id, v: variantId },
  );
  await signInWithOutlet(page, owner);
  await page.getByRole('navigation').getByRole('link', { name: 'Variant' }).click();
  const row = bodyRows(page).filter({ hasText: 'SAUCE' });
  await row.getByRole('button', { name: 'Delete SAUCE' }).click();
  await page
    .getByRole('dialog')
    .filter({ hasText: Messages.common.confirmDelete('SAUCE') })
    .getByRole('button', { name: 'Delete' })
    .click();
  const error = page.getByRole('dialog', { name: 'Something went wrong' });
  await expect(error).toContainText(CatalogueMessages.variant.usedByMenuItem);
  await error.getByRole('button', { name: 'Confirm' }).click();
  await expect(row).toHaveCount(1);
});

test('variants on a phone: the list scrolls inside its table and the detail fits the screen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const owner = await ownerThroughApi();
  await catalogueKnows(owner);
  await apiVariant(owner, 'Spice level');
  await signInWithOutlet(page, owner);
  await page.goto('/variant');
  await expect(bodyRows(page)).toHaveCount(1);
  const docWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
  expect(await docWidth()).toBeLessThanOrEqual(390);
  await bodyRows(page).first().click();
  await expect(page.getByRole('heading', { name: 'SPICE LEVEL' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Update' })).toBeVisible();
  expect(await docWidth()).toBeLessThanOrEqual(390);
});
