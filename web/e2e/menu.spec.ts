import { randomUUID } from 'node:crypto';
import { deflateSync, crc32 } from 'node:zlib';
import { CatalogueMessages, Messages } from '@mise/domain';
import { expect, test, type Locator, type Page } from '@playwright/test';
// The test kit's NATS helper (the file alone: the kit's index loads Nest): the journey plays the
// sales service, which does not exist yet, to give a version sales.
import { closeTestNats, publishEvent } from '../../libs/testing/src/nats';
import {
  apiIngredient,
  apiMenuItem,
  chooseOption,
  ownerThroughApi,
  signInWithOutlet,
} from './fixtures';

/** The table rows of a list (antd draws the header in its own table). */
const bodyRows = (scope: Page | Locator) => scope.locator('.ant-table-tbody tr.ant-table-row');
const errorModal = (page: Page) => page.getByRole('dialog', { name: 'Something went wrong' });

/** Saves the row being edited in a detail table and waits until it has left edit mode. */
async function saveRow(table: Locator): Promise<void> {
  await table.getByRole('button', { name: 'Save' }).click();
  await expect(table.getByRole('button', { name: 'Save' })).toHaveCount(0);
}

test.afterAll(closeTestNats);

/** A small PNG photo (an RGB gradient), made here so the journey needs no file. */
function pngPhoto(width = 96, height = 72): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x++) row.set([x * 2, y * 3, 128], 1 + x * 3);
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

test('menu: the list with its limit counter, add a menu item, and open it', async ({ page }) => {
  await signInWithOutlet(page, await ownerThroughApi());

  await page.getByRole('navigation').getByRole('link', { name: 'Menu' }).click();
  await expect(page).toHaveURL(/\/menu$/);
  await expect(page.getByRole('heading', { name: 'Menu', exact: true })).toBeVisible();
  await expect(page.getByText('Organize and monitor your menu items')).toBeVisible();
  await expect(page.getByTestId('menu-limit')).toHaveText('Menu limit: 0/10');
  for (const title of [
    'Menu Item',
    'Version',
    'Category',
    'Cost Per Serving (RM)',
    'Selling Price (RM)',
    'Gross Profit (RM)',
    'Food Cost (%)',
    'Updated On',
  ]) {
    await expect(page.getByRole('columnheader', { name: title, exact: true })).toBeVisible();
  }
  await expect(page.getByText(Messages.empty.noItemsFound)).toBeVisible();

  // Add: blank name and category are refused under the fields.
  await page.getByRole('button', { name: 'Add Menu Item' }).click();
  const add = page.getByRole('dialog', { name: 'Add Menu Item' });
  await add.getByRole('button', { name: 'Confirm' }).click();
  await expect(add.getByText(CatalogueMessages.menuItem.nameBlank)).toBeVisible();
  await expect(add.getByText(CatalogueMessages.menuItem.categoryBlank)).toBeVisible();
  await add.getByLabel('Name').fill('nasi lemak');
  await add.getByLabel('Category').fill('mains');
  await add.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(CatalogueMessages.menuItem.created)).toBeVisible();
  await expect(add).toBeHidden();
  const row = bodyRows(page).filter({ hasText: 'NASI LEMAK' });
  await expect(row).toContainText('MAINS');
  await expect(row).toContainText('v1');
  await expect(page.getByTestId('menu-limit')).toHaveText('Menu limit: 1/10');

  // The server refuses a name that exists (extra spaces and case aside): its message shows under
  // the Name field, and the generic error modal stays closed.
  await page.getByRole('button', { name: 'Add Menu Item' }).click();
  await add.getByLabel('Name').fill('Nasi Lemak');
  await add.getByLabel('Category').fill('mains');
  await add.getByRole('button', { name: 'Confirm' }).click();
  await expect(
    add.locator('.ant-form-item').filter({ has: page.getByLabel('Name') }),
  ).toContainText(CatalogueMessages.menuItem.nameTaken);
  await expect(errorModal(page)).toHaveCount(0);
  await add.getByRole('button', { name: 'Cancel' }).click();
  await expect(bodyRows(page)).toHaveCount(1);

  // The detail: name and category are there, the recipe is next.
  await row.click();
  await expect(page).toHaveURL(/\/menu\/[^/]+$/);
  await expect(page.getByRole('heading', { name: 'NASI LEMAK (v1)' })).toBeVisible();
  const prompt = page.getByTestId('recipe-prompt');
  await expect(prompt).toHaveText(CatalogueMessages.progress.ingredients);
  await expect(page.getByLabel('Recipe Name')).toHaveValue('NASI LEMAK');
  await expect(page.getByLabel('Recipe Name')).toBeDisabled();
  await expect(page.getByLabel('Category')).toHaveValue('MAINS');
});

test('menu detail: build the recipe with a known ingredient and a new one created in inventory', async ({
  page,
}) => {
  const owner = await ownerThroughApi();
  await apiIngredient(owner, 'Rice', 'kg');
  const id = await apiMenuItem(owner, 'Nasi Lemak', 'Mains');
  await signInWithOutlet(page, owner);
  await page.goto(`/menu/${id}`);
  const prompt = page.getByTestId('recipe-prompt');
  await expect(prompt).toHaveText(CatalogueMessages.progress.ingredients);
  const ingredients = page.getByRole('region', { name: 'Ingredients', exact: true });
  for (const title of ['Ingredient', 'Amount', 'Cost per Unit (RM)', 'Cost per Serving (RM)']) {
    await expect(ingredients.getByRole('columnheader', { name: title, exact: true })).toBeVisible();
  }

  // A row needs an ingredient; then RICE (known, no purchase yet: its cost is typed).
  await ingredients.getByRole('button', { name: 'Add Ingredient' }).click();
  await ingredients.getByRole('button', { name: 'Save' }).click();
  await expect(ingredients.getByText(CatalogueMessages.ingredient.select)).toBeVisible();
  const picker = ingredients.getByRole('combobox', { name: 'Ingredient', exact: true });
  // Under load the search's answer can redraw the list as the click lands: pick until it holds.
  await expect(async () => {
    await picker.fill('ric');
    await page
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
      .getByText('RICE (kg)')
      .click({ timeout: 2000 });
    await expect(picker).toHaveValue(/^RICE/, { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await ingredients.getByLabel('Amount').fill('0.2');
  await ingredients.getByLabel('Cost per Unit').fill('4');
  await saveRow(ingredients);
  await expect(page.getByText('Ingredient added to the recipe')).toBeVisible();
  const rice = bodyRows(ingredients).filter({ hasText: 'RICE' });
  await expect(rice).toContainText('0.2 kg');
  await expect(rice).toContainText('RM 4.0000');
  await expect(rice).toContainText('RM 0.8000');
  await expect(prompt).toHaveText(CatalogueMessages.progress.price);

  // A name inventory does not know: created there in the unit chosen.
  await ingredients.getByRole('button', { name: 'Add Ingredient' }).click();
  await ingredients.getByRole('combobox', { name: 'Ingredient', exact: true }).fill('Sambal paste');
  // the unit list is virtual and opens scrolled to the chosen 'Unit (unit)': filter it first
  await ingredients.getByLabel('Unit of the new ingredient').fill('Gram');
  await chooseOption(page, 'Gram (g)', ingredients.getByLabel('Unit of the new ingredient'));
  await ingredients.getByLabel('Amount').fill('30');
  await ingredients.getByLabel('Cost per Unit').fill('0.05');
  await saveRow(ingredients);
  const sambal = bodyRows(ingredients).filter({ hasText: 'SAMBAL PASTE' });
  await expect(sambal).toContainText('30.0 g');
  await expect(sambal).toContainText('RM 1.5000');
  await expect(page.getByTestId('cost-per-serving')).toHaveText('RM 2.3000');
  const known = await owner.gql<{ ingredients: { nodes: { name: string; unit: string }[] } }>(
    '{ ingredients(search: "sambal") { nodes { name unit } } }',
  );
  expect(known.ingredients.nodes).toEqual([{ name: 'SAMBAL PASTE', unit: 'g' }]);

  // The same ingredient twice is refused.
  await ingredients.getByRole('button', { name: 'Add Ingredient' }).click();
  await ingredients.getByRole('combobox', { name: 'Ingredient', exact: true }).fill('rice');
  await ingredients.getByRole('button', { name: 'Save' }).click();
  await expect(ingredients.getByText(CatalogueMessages.ingredient.same)).toBeVisible();
  await ingredients.getByRole('button', { name: 'Cancel' }).click();
  await expect(bodyRows(ingredients)).toHaveCount(2);
});

test('menu detail: price the recipe, gross profit and food cost follow, the recipe is complete, and the list shows the figures', async ({
  page,
}) => {
  const owner = await ownerThroughApi();
  const rice = await apiIngredient(owner, 'Rice', 'kg');
  const sambal = await apiIngredient(owner, 'Sambal paste', 'g');
  const id = await apiMenuItem(owner, 'Nasi Lemak', 'Mains', {
    price: '0',
    ingredientId: rice,
    amount: '0.2',
    unitCost: '4',
  });
  await owner.gql(
    'mutation ($id: ID!, $input: MenuIngredientInput!) { addMenuIngredient(menuItemId: $id, input: $input) { id } }',
    { id, input: { ingredientId: sambal, amount: '30', defaultUnitCost: '0.05' } },
  );
  await signInWithOutlet(page, owner);
  await page.goto(`/menu/${id}`);
  const prompt = page.getByTestId('recipe-prompt');
  await expect(prompt).toHaveText(CatalogueMessages.progress.price);
  await expect(page.getByTestId('cost-per-serving')).toHaveText('RM 2.3000');
  const ingredients = page.getByRole('region', { name: 'Ingredients', exact: true });
  // The row named RICE (the other row's "no purchase price yet" has "rice" in it too).
  const riceRow = bodyRows(ingredients).filter({
    has: page.getByRole('cell', { name: 'RICE', exact: true }),
  });
  // Without a price it stays off the guests' ordering page (issue 19 §1b.1).
  const onPage = page.getByRole('switch', { name: 'On the ordering page' });
  await expect(onPage).toBeDisabled();
  await expect(onPage).not.toBeChecked();
  await expect(page.getByTestId('ordering-page-hint')).toHaveText(
    CatalogueMessages.menuItem.orderingNeedsPrice,
  );

  // The price: gross profit and food cost follow as it is typed; Update completes the recipe.
  await page.getByLabel('Menu Price').fill('10');
  await expect(page.getByTestId('gross-profit')).toHaveText('RM 7.7000');
  await expect(page.getByTestId('food-cost')).toHaveText('23.00%');
  await expect(prompt).toHaveText(CatalogueMessages.progress.completed);
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Menu item updated successfully')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Menu Price')).toHaveValue('10.00');
  await expect(prompt).toHaveText(CatalogueMessages.progress.completed);
  // Priced: the owner puts it on the ordering page.
  await expect(onPage).toBeEnabled();
  await onPage.click();
  await expect(page.getByText(CatalogueMessages.menuItem.onOrderingPage)).toBeVisible();
  await expect(onPage).toBeChecked();

  // Edit a row: more rice.
  await riceRow.getByRole('button', { name: 'Edit' }).click();
  await ingredients.getByLabel('Amount').fill('0.3');
  await saveRow(ingredients);
  await expect(page.getByText('Recipe ingredient updated')).toBeVisible();
  await expect(page.getByTestId('cost-per-serving')).toHaveText('RM 2.7000');

  // The list shows the new figures.
  await page.getByRole('link', { name: 'Back to Menu' }).click();
  const listed = bodyRows(page).filter({ hasText: 'NASI LEMAK' });
  await expect(listed).toContainText('RM 2.70');
  await expect(listed).toContainText('RM 10.00');
  await expect(listed).toContainText('RM 7.30');
  await expect(listed).toContainText('27.00');
  await expect(listed.getByRole('cell', { name: 'On', exact: true })).toBeVisible();

  // The overview's checklist: the menu-item and recipe-ingredient steps are done.
  await page.getByRole('navigation').getByRole('link', { name: 'Overview' }).click();
  const steps = page.getByLabel('Get started').getByRole('list', { name: 'Steps' });
  await expect(page.getByTestId('checklist-count')).toHaveText('2 of 4 done');
  await expect(steps.getByRole('listitem').nth(0)).not.toContainText('To do');
  await expect(steps.getByRole('listitem').nth(1)).not.toContainText('To do');
  await expect(steps.getByRole('listitem').nth(2)).toContainText('To do');
});

test('menu: the food-cost target marks and filters dishes above it; duplicate and delete', async ({
  page,
}) => {
  const owner = await ownerThroughApi();
  const tea = await apiIngredient(owner, 'Tea leaves', 'g');
  await apiMenuItem(owner, 'Teh Tarik', 'Drinks', {
    price: '3',
    ingredientId: tea,
    amount: '10',
    unitCost: '0.15',
  });
  await apiMenuItem(owner, 'Kopi', 'Drinks', {
    price: '5',
    ingredientId: tea,
    amount: '5',
    unitCost: '0.2',
  });
  await signInWithOutlet(page, owner);
  await page.goto('/menu');

  // TEH TARIK costs 1.50 of 3.00: 50% food cost, above the 35% target. KOPI is at 20%.
  const target = page.getByLabel('Food cost target (%)');
  await expect(target).toHaveValue('35.00');
  const teh = bodyRows(page).filter({ hasText: 'TEH TARIK' });
  const kopi = bodyRows(page).filter({ hasText: 'KOPI' });
  await expect(teh).toContainText('50.00');
  await expect(teh.getByText('Above target')).toBeVisible();
  await expect(kopi).toContainText('20.00');
  await expect(kopi.getByText('Above target')).toHaveCount(0);
  await page.getByRole('checkbox', { name: 'Above target' }).check();
  await expect(bodyRows(page)).toHaveCount(1);
  await expect(bodyRows(page).first()).toContainText('TEH TARIK');
  await page.getByRole('checkbox', { name: 'Above target' }).uncheck();
  await expect(bodyRows(page)).toHaveCount(2);

  // A target of 60%: nothing is above it.
  await target.fill('60');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Food cost target saved')).toBeVisible();
  await expect(teh.getByText('Above target')).toHaveCount(0);

  // Duplicate: a new name is needed, then the copy has the same recipe.
  await teh.getByRole('button', { name: 'Duplicate TEH TARIK' }).click();
  const duplicate = page.getByRole('dialog', { name: 'Duplicate Menu Item' });
  await duplicate.getByRole('button', { name: 'Confirm' }).click();
  await expect(duplicate.getByText(CatalogueMessages.menuItem.duplicateNameBlank)).toBeVisible();
  await duplicate.getByLabel('New Name').fill('teh ais');
  await duplicate.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(CatalogueMessages.menuItem.duplicated)).toBeVisible();
  const copy = bodyRows(page).filter({ hasText: 'TEH AIS' });
  await expect(copy).toContainText('RM 1.50');
  await expect(copy).toContainText('v1');
  await expect(page.getByTestId('menu-limit')).toHaveText('Menu limit: 3/10');

  // Search.
  const search = page.getByRole('textbox', { name: 'Search Menu Item' });
  await search.fill('teh');
  await search.press('Enter');
  await expect(bodyRows(page)).toHaveCount(2);
  await search.fill('');
  await search.press('Enter');
  await expect(bodyRows(page)).toHaveCount(3);

  // Delete asks first.
  await kopi.getByRole('button', { name: 'Delete KOPI' }).click();
  await page
    .getByRole('dialog')
    .filter({ hasText: Messages.common.confirmDelete('KOPI') })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText('Menu item deleted successfully')).toBeVisible();
  await expect(kopi).toHaveCount(0);
  await expect(page.getByTestId('menu-limit')).toHaveText('Menu limit: 2/10');
});

test('menu: at the limit of 10 the counter is red and a new or duplicated menu is refused with the plan message', async ({
  page,
}) => {
  const owner = await ownerThroughApi();
  for (let i = 1; i <= 10; i++)
    await apiMenuItem(owner, `Dish ${String(i).padStart(2, '0')}`, 'Mains');
  await signInWithOutlet(page, owner);
  await page.goto('/menu');

  const counter = page.getByTestId('menu-limit');
  await expect(counter).toHaveText('Menu limit: 10/10');
  await expect(counter).toHaveClass(/ant-tag-red/);
  await expect(page.getByTestId('pager-status')).toHaveText('Showing page 1 of 1');
  await expect(bodyRows(page)).toHaveCount(10);

  await page.getByRole('button', { name: 'Add Menu Item' }).click();
  const add = page.getByRole('dialog', { name: 'Add Menu Item' });
  await add.getByLabel('Name').fill('Dish 11');
  await add.getByLabel('Category').fill('Mains');
  await add.getByRole('button', { name: 'Confirm' }).click();
  // The server's refusal names no field: it shows in the form, by its buttons (no error modal).
  await expect(add.getByTestId('form-problem')).toHaveText(CatalogueMessages.menuItem.limitReached);
  await expect(errorModal(page)).toHaveCount(0);
  await add.getByRole('button', { name: 'Cancel' }).click();

  await bodyRows(page)
    .filter({ hasText: 'DISH 01' })
    .getByRole('button', { name: 'Duplicate DISH 01' })
    .click();
  const duplicate = page.getByRole('dialog', { name: 'Duplicate Menu Item' });
  await duplicate.getByLabel('New Name').fill('Dish 12');
  await duplicate.getByRole('button', { name: 'Confirm' }).click();
  await expect(duplicate.getByTestId('form-problem')).toHaveText(
    CatalogueMessages.menuItem.limitReached,
  );
  await expect(errorModal(page)).toHaveCount(0);
  await expect(counter).toHaveText('Menu limit: 10/10');
});

test('menu detail: upload a photo through the crop step, see it, delete it; add and remove a variant', async ({
  page,
}) => {
  const owner = await ownerThroughApi();
  const id = await apiMenuItem(owner, 'Roti Canai', 'Breakfast');
  await owner.gql('mutation { createVariant(name: "Extra egg") { id } }');
  await signInWithOutlet(page, owner);
  await page.goto(`/menu/${id}`);
  await expect(page.getByRole('heading', { name: 'ROTI CANAI (v1)' })).toBeVisible();

  await expect(page.getByText(CatalogueMessages.menuItem.noPhoto)).toBeVisible();
  await page.locator('input[type="file"]').setInputFiles({
    name: 'roti.png',
    mimeType: 'image/png',
    buffer: pngPhoto(),
  });
  const crop = page.getByRole('dialog', { name: 'Crop Photo' });
  await expect(crop).toBeVisible();
  await crop.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText(Messages.upload.uploaded)).toBeVisible();
  const photo = page.getByRole('img', { name: 'Photo of ROTI CANAI' });
  await expect(photo).toBeVisible();
  // The server keeps a 300×300 PNG.
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]))
    .toEqual([300, 300]);
  await expect(page.getByText(CatalogueMessages.menuItem.noPhoto)).toHaveCount(0);

  await page.getByRole('button', { name: 'Delete Photo' }).click();
  await page
    .getByRole('dialog')
    .filter({ hasText: 'Are you sure' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText('Photo deleted successfully')).toBeVisible();
  await expect(page.getByText(CatalogueMessages.menuItem.noPhoto)).toBeVisible();

  // Variants: a row needs one picked; EXTRA EGG is added, then removed.
  const variants = page.getByRole('region', { name: 'Variants' });
  await variants.getByRole('button', { name: 'Add Variant' }).click();
  await variants.getByRole('button', { name: 'Save' }).click();
  await expect(variants.getByText(CatalogueMessages.variantRow.select)).toBeVisible();
  await chooseOption(page, 'EXTRA EGG', variants.getByLabel('Variant'));
  await saveRow(variants);
  await expect(page.getByText('Variant added to the menu item')).toBeVisible();
  const egg = bodyRows(variants).filter({ hasText: 'EXTRA EGG' });
  await expect(egg).toContainText('Single');
  await egg.getByRole('button', { name: 'Delete' }).click();
  await page
    .getByRole('dialog')
    .filter({ hasText: Messages.common.confirmDelete('EXTRA EGG') })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText('Variant removed from the menu item')).toBeVisible();
  await expect(egg).toHaveCount(0);
});

test('menu on a phone: the list scrolls sideways, the modal and the detail fit the screen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const owner = await ownerThroughApi();
  const id = await apiMenuItem(owner, 'Mee Goreng', 'Noodles');
  await signInWithOutlet(page, owner);
  await page.goto('/menu');
  await expect(bodyRows(page)).toHaveCount(1);
  const scroller = page.locator('.ant-table-content').first();
  expect(await scroller.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await page.getByRole('button', { name: 'Add Menu Item' }).click();
  const dialog = page.locator('.ant-modal').filter({ hasText: 'Add Menu Item' });
  const box = await dialog.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  await page.keyboard.press('Escape');

  await page.goto(`/menu/${id}`);
  await expect(page.getByRole('heading', { name: 'MEE GORENG (v1)' })).toBeVisible();
  await expect(page.getByText(CatalogueMessages.menuItem.noPhoto)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('menu at 1440 px: a 100-character name is cut with the whole name on hover, the Actions stay in view', async ({
  page,
}) => {
  const owner = await ownerThroughApi();
  const long = `NASI ${'LEMAK '.repeat(20)}`.slice(0, 100).trim();
  await apiMenuItem(owner, long, 'Mains');
  await signInWithOutlet(page, owner);
  await page.goto('/menu');
  await expect(bodyRows(page)).toHaveCount(1);
  const name = bodyRows(page).first().locator('.mise-name');
  await expect(name).toHaveAttribute('title', long);
  expect((await name.boundingBox())!.width).toBeLessThanOrEqual(280);
  const duplicate = page.getByRole('button', { name: `Duplicate ${long}` });
  const box = (await duplicate.boundingBox())!;
  const table = (await page.locator('.ant-table').first().boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(table.x + table.width);
  expect(box.x + box.width).toBeLessThanOrEqual(1440);
});

test.describe('menu on a phone held in the hand', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the tables say they scroll sideways; the floating button stays on the screen', async ({
    page,
  }) => {
    const owner = await ownerThroughApi();
    const id = await apiMenuItem(owner, 'Mee Goreng', 'Noodles');
    await signInWithOutlet(page, owner);
    const onScreen = async () => {
      const fab = page.getByTestId('floating-button');
      await expect(fab).toBeVisible();
      const box = (await fab.boundingBox())!;
      const screen = await page.evaluate(() => ({
        width: window.visualViewport?.width ?? window.innerWidth,
        height: window.visualViewport?.height ?? window.innerHeight,
      }));
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(screen.width);
      expect(box.y + box.height).toBeLessThanOrEqual(screen.height);
    };

    await page.goto('/menu');
    await expect(bodyRows(page)).toHaveCount(1);
    await expect(page.getByTestId('scroll-hint').first()).toHaveText('Scroll →');
    await onScreen();
    // Scrolled to the end, the hint goes.
    await page
      .locator('.ant-table-content')
      .first()
      .evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    await expect(page.getByTestId('scroll-hint')).toHaveCount(0);

    await page.goto(`/menu/${id}`);
    await expect(page.getByRole('heading', { name: 'MEE GORENG (v1)' })).toBeVisible();
    await onScreen();
  });
});

test('menu detail: a version with sales is frozen; Create New Version opens the next version with its recipe', async ({
  page,
}) => {
  const owner = await ownerThroughApi();
  const rice = await apiIngredient(owner, 'Rice', 'kg');
  const id = await apiMenuItem(owner, 'Nasi Goreng', 'Mains', {
    price: '8',
    ingredientId: rice,
    amount: '0.2',
    unitCost: '5',
  });
  // A sale of version 1, as the sales service announces it (flows.md §1).
  await publishEvent(
    'sales.sale.saved',
    {
      saleId: randomUUID(),
      saleDate: '2026-11-20',
      saleState: 'CONFIRMED',
      sourceType: 'MANUAL',
      sourceRef: null,
      items: [{ salesItemId: randomUUID(), menuItemId: id, quantity: '1', options: [] }],
      subTotal: '8.00',
      nettTotal: '8.00',
      revision: 1,
    },
    owner.outletId,
  );
  await expect
    .poll(
      () =>
        owner
          .gql<{ menuItem: { hasSales: boolean } }>(
            'query ($id: ID!) { menuItem(id: $id) { hasSales } }',
            { id },
          )
          .then((d) => d.menuItem.hasSales),
      { timeout: 15_000 },
    )
    .toBe(true);
  await signInWithOutlet(page, owner);
  await page.goto(`/menu/${id}`);

  // Version 1 is kept as it was sold: fields and recipe rows are disabled.
  await expect(page.getByRole('heading', { name: 'NASI GORENG (v1)' })).toBeVisible();
  await expect(page.getByLabel('Menu Price')).toBeDisabled();
  await expect(page.getByLabel('Category')).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Update' })).toHaveCount(0);
  const ingredients = page.getByRole('region', { name: 'Ingredients', exact: true });
  await expect(ingredients.getByRole('button', { name: 'Add Ingredient' })).toBeDisabled();
  await expect(bodyRows(ingredients).getByRole('button', { name: 'Edit' })).toBeDisabled();

  // Create New Version asks first, then opens version 2 with the same recipe, editable.
  await page.getByRole('button', { name: 'Create New Version' }).click();
  const confirm = page.getByRole('dialog').filter({
    hasText: CatalogueMessages.menuItem.hasSalesConfirm,
  });
  await confirm.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'NASI GORENG (v2)' })).toBeVisible();
  await expect(page).not.toHaveURL(new RegExp(`/menu/${id}$`));
  await expect(page.getByLabel('Menu Price')).toBeEnabled();
  await expect(page.getByLabel('Menu Price')).toHaveValue('8.00');
  await expect(bodyRows(ingredients).filter({ hasText: 'RICE' })).toContainText('RM 1.0000');
  await page.getByLabel('Menu Price').fill('9');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Menu item updated successfully')).toBeVisible();

  // The list shows only the newest version; the menu cannot be deleted while a version has sales.
  await page.getByRole('link', { name: 'Back to Menu' }).click();
  const row = bodyRows(page).filter({ hasText: 'NASI GORENG' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('v2');
  await expect(row).toContainText('RM 9.00');
  await row.getByRole('button', { name: 'Delete NASI GORENG' }).click();
  await page
    .getByRole('dialog')
    .filter({ hasText: Messages.common.confirmDelete('NASI GORENG') })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(errorModal(page)).toContainText(CatalogueMessages.menuItem.deleteHasSales);
});
