import { readFile } from 'node:fs/promises';
import { CatalogueMessages, Messages } from '@mise/domain';
import { expect, test, type Download, type Locator, type Page } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { ownerThroughApi, signInWithOutlet, type ApiOwner } from './fixtures';

/** The table rows of the list (antd draws the header in its own table). */
const bodyRows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');

/** Catalogue learns of a new outlet from identity's event: wait until it knows this one. */
async function catalogueKnows(owner: ApiOwner): Promise<void> {
  await expect
    .poll(
      () =>
        owner.gql('{ outletTables(offset: 0, limit: 1) { totalCount } }').then(
          () => 'known',
          (error: Error) => error.message,
        ),
      { timeout: 15_000 },
    )
    .toBe('known');
}

async function apiTable(owner: ApiOwner, name: string): Promise<{ id: string; link: string }> {
  const { createOutletTable } = await owner.gql<{
    createOutletTable: { id: string; orderingLink: string };
  }>('mutation ($name: String!) { createOutletTable(name: $name) { id orderingLink } }', {
    name,
  });
  return { id: createOutletTable.id, link: createOutletTable.orderingLink };
}

async function downloadBytes(download: Download): Promise<Buffer> {
  const file = await download.path();
  return readFile(file);
}

/** What a scanner reads from RGBA pixels, or null. */
function scan(data: Uint8ClampedArray | Buffer, width: number, height: number): string | null {
  return jsQR(new Uint8ClampedArray(data), width, height)?.data ?? null;
}

/**
 * Any image the browser can open (WEBP, JPEG, SVG) as RGBA pixels: drawn on a canvas in the page,
 * so the test reads the file the way a phone's camera would see it printed.
 */
async function pixelsInBrowser(
  page: Page,
  bytes: Buffer,
  mime: string,
): Promise<{ width: number; height: number; data: number[] }> {
  return page.evaluate(
    async ({ base64, type }) => {
      const image = new Image();
      image.src = `data:${type};base64,${base64}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.naturalWidth;
      canvas.height = image.naturalHeight;
      const context = canvas.getContext('2d')!;
      context.drawImage(image, 0, 0);
      const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
      return { width: canvas.width, height: canvas.height, data: Array.from(data) };
    },
    { base64: bytes.toString('base64'), type: mime },
  );
}

/** How many dark pixels the band under the symbol (rows 300..) holds: the table's name. */
function darkPixelsUnderSymbol(data: ArrayLike<number>, width: number, height: number): number {
  let dark = 0;
  for (let y = 300; y < height; y++) {
    for (let x = 0; x < width; x++) if (data[(y * width + x) * 4] < 128) dark++;
  }
  return dark;
}

async function downloadAs(page: Page, panel: Locator, format: string): Promise<Download> {
  await panel.getByLabel('Format').click();
  await page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
    .getByTitle(format, { exact: true })
    .click();
  const waiting = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Download' }).click();
  return waiting;
}

test('tables: by name, add with the blank and duplicate messages, search', async ({ page }) => {
  const owner = await ownerThroughApi();
  await catalogueKnows(owner);
  await apiTable(owner, 'B2');
  await apiTable(owner, 'A1');
  await signInWithOutlet(page, owner);

  await page.getByRole('navigation').getByRole('link', { name: 'Tables' }).click();
  await expect(page).toHaveURL(/\/table$/);
  await expect(page.getByRole('heading', { name: 'Tables' })).toBeVisible();
  for (const title of ['Table Name', 'Created On']) {
    await expect(page.getByRole('columnheader', { name: title, exact: true })).toBeVisible();
  }
  // By name ascending.
  await expect(bodyRows(page)).toHaveCount(2);
  await expect(bodyRows(page).nth(0)).toContainText('A1');
  await expect(bodyRows(page).nth(1)).toContainText('B2');
  await expect(page.getByTestId('pager-status')).toHaveText('Showing page 1 of 1');

  // Add: blank refused under the field, then Patio 5.
  await page.getByRole('button', { name: 'Add Table' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Table' });
  await dialog.getByLabel('Table Name').fill('   ');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText(CatalogueMessages.table.nameBlank)).toBeVisible();
  await dialog.getByLabel('Table Name').fill('Patio 5');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Table added successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(bodyRows(page)).toHaveCount(3);
  await expect(bodyRows(page).nth(2)).toContainText('Patio 5');

  // The same name again, whatever its case: the server's message.
  await page.getByRole('button', { name: 'Add Table' }).click();
  await dialog.getByLabel('Table Name').fill('patio 5');
  await dialog.getByRole('button', { name: 'Save' }).click();
  // Under the field it names, not in the error modal.
  await expect(
    dialog.locator('.ant-form-item').filter({ has: page.getByLabel('Table Name') }),
  ).toContainText(CatalogueMessages.table.nameTaken);
  await expect(page.getByRole('dialog', { name: 'Something went wrong' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(bodyRows(page)).toHaveCount(3);

  // Search (Enter runs it at once).
  const search = page.getByRole('textbox', { name: 'Search Tables' });
  await search.fill('pat');
  await search.press('Enter');
  await expect(bodyRows(page)).toHaveCount(1);
  await search.fill('no such table');
  await search.press('Enter');
  await expect(page.getByText(Messages.empty.noItemsFound)).toBeVisible();
  await search.fill('');
  await search.press('Enter');
  await expect(bodyRows(page)).toHaveCount(3);
});

test('tables: a row opens /table/{name}; delete asks only for a confirmation', async ({ page }) => {
  const owner = await ownerThroughApi();
  await catalogueKnows(owner);
  await apiTable(owner, 'A1');
  await apiTable(owner, 'B2');
  await apiTable(owner, 'Patio 5');
  await signInWithOutlet(page, owner);
  await page.getByRole('navigation').getByRole('link', { name: 'Tables' }).click();
  await expect(bodyRows(page)).toHaveCount(3);

  // A row opens /table/{name}; back again.
  await bodyRows(page).filter({ hasText: 'Patio 5' }).click();
  await expect(page).toHaveURL(/\/table\/Patio%205$/);
  await expect(page.getByRole('heading', { name: 'Patio 5' })).toBeVisible();
  await expect(page.getByText('QR Code for Table Patio 5')).toBeVisible();
  await page.getByRole('link', { name: 'Back to Tables' }).click();
  await expect(page).toHaveURL(/\/table$/);

  // Delete asks only for a confirmation; Cancel keeps the table.
  const a1 = bodyRows(page).filter({ hasText: 'A1' });
  await a1.getByRole('button', { name: 'Delete A1' }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: Messages.common.confirmDelete('A1') });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(a1).toHaveCount(1);
  await a1.getByRole('button', { name: 'Delete A1' }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Table deleted successfully')).toBeVisible();
  await expect(a1).toHaveCount(0);
  await page.reload();
  await expect(bodyRows(page)).toHaveCount(2);

  // A name the outlet has no table of says so on the page (no error modal).
  await page.goto('/table/No%20such%20table');
  await expect(page.getByText(CatalogueMessages.table.notFound)).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Something went wrong' })).toHaveCount(0);
});

test('table QR: the downloaded PNG and WEBP decode back to the ordering link; the data is editable', async ({
  page,
}) => {
  // Five downloads, each decoded in the page: more than the default minute on a busy machine.
  test.slow();
  const owner = await ownerThroughApi();
  await catalogueKnows(owner);
  const table = await apiTable(owner, 'Teras 7');
  expect(table.link).toContain('table=Teras%207');
  await signInWithOutlet(page, owner);
  await page.getByRole('navigation').getByRole('link', { name: 'Tables' }).click();
  await bodyRows(page).filter({ hasText: 'Teras 7' }).click();

  const panel = page.getByRole('region', { name: 'QR Code for Table Teras 7' });
  await expect(panel).toBeVisible();
  const data = panel.getByLabel('Data');
  await expect(data).toHaveValue(table.link);
  await expect(panel.getByRole('img', { name: 'QR Code for Table Teras 7' })).toBeVisible();

  // PNG (the default format): the 300x300 symbol, a scanner reads the link, and the table's name
  // is written in a band under it (300x340).
  let waiting = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Download' }).click();
  let download = await waiting;
  expect(download.suggestedFilename()).toBe('table-teras-7-qr.png');
  const png = PNG.sync.read(await downloadBytes(download));
  expect([png.width, png.height]).toEqual([300, 340]);
  expect(scan(png.data, png.width, png.height)).toBe(table.link);
  expect(darkPixelsUnderSymbol(png.data, png.width, png.height)).toBeGreaterThan(50);

  // SVG: the name is text under the symbol.
  const svg = (await downloadBytes(await downloadAs(page, panel, 'SVG'))).toString('utf8');
  expect(svg).toMatch(/<text [^>]*>Table Teras 7<\/text>/);
  const svgPixels = await pixelsInBrowser(page, Buffer.from(svg), 'image/svg+xml');
  expect([svgPixels.width, svgPixels.height]).toEqual([300, 340]);
  expect(scan(Buffer.from(svgPixels.data), 300, 340)).toBe(table.link);

  // JPEG: the name under it too.
  const jpeg = await pixelsInBrowser(
    page,
    await downloadBytes(await downloadAs(page, panel, 'JPEG')),
    'image/jpeg',
  );
  expect([jpeg.width, jpeg.height]).toEqual([300, 340]);
  expect(darkPixelsUnderSymbol(jpeg.data, 300, 340)).toBeGreaterThan(50);

  // WEBP: a real WEBP file (RIFF....WEBP), 300x340, that reads back as the link too.
  download = await downloadAs(page, panel, 'WEBP');
  expect(download.suggestedFilename()).toBe('table-teras-7-qr.webp');
  const webp = await downloadBytes(download);
  expect(webp.subarray(0, 4).toString('latin1')).toBe('RIFF');
  expect(webp.subarray(8, 12).toString('latin1')).toBe('WEBP');
  const webpPixels = await pixelsInBrowser(page, webp, 'image/webp');
  expect([webpPixels.width, webpPixels.height]).toEqual([300, 340]);
  expect(scan(Buffer.from(webpPixels.data), 300, 340)).toBe(table.link);
  expect(darkPixelsUnderSymbol(webpPixels.data, 300, 340)).toBeGreaterThan(50);

  // The data field is editable: the downloaded code holds what was typed; blank disables Download.
  await data.fill('');
  await expect(panel.getByRole('button', { name: 'Download' })).toBeDisabled();
  await data.fill('https://example.com/menu');
  await panel.getByLabel('Format').click();
  await page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
    .getByTitle('PNG', { exact: true })
    .click();
  waiting = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Download' }).click();
  download = await waiting;
  const edited = PNG.sync.read(await downloadBytes(download));
  expect(scan(edited.data, edited.width, edited.height)).toBe('https://example.com/menu');
  await panel.getByRole('button', { name: 'Reset to ordering link' }).click();
  await expect(data).toHaveValue(table.link);
});

test('tables on a phone: the list fits and the QR panel stacks within the screen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const owner = await ownerThroughApi();
  await catalogueKnows(owner);
  await apiTable(owner, 'Counter 1');
  await signInWithOutlet(page, owner);
  await page.goto('/table');
  await expect(bodyRows(page)).toHaveCount(1);
  const docWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
  expect(await docWidth()).toBeLessThanOrEqual(390);

  await bodyRows(page).first().click();
  const panel = page.getByRole('region', { name: 'QR Code for Table Counter 1' });
  const image = panel.getByRole('img', { name: 'QR Code for Table Counter 1' });
  await expect(image).toBeVisible();
  const box = await image.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  const download = panel.getByRole('button', { name: 'Download' });
  await download.scrollIntoViewIfNeeded();
  const button = await download.boundingBox();
  expect(button!.x + button!.width).toBeLessThanOrEqual(390);
  expect(await docWidth()).toBeLessThanOrEqual(390);
});
