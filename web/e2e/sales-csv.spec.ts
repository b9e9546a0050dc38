import { readFile } from 'node:fs/promises';
import { SalesMessages } from '@mise/domain';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiMenuItem, ownerThroughApi, signInWithOutlet } from './fixtures';

/** The table rows of a list (antd draws the header in its own table). */
const bodyRows = (scope: Page | Locator) =>
  scope.locator('.ant-table-tbody tr.ant-table-row:not(.ant-table-expanded-row)');

/** The browser's today (Asia/Kuala_Lumpur, as the outlet's). */
const klToday = () => new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Kuala_Lumpur' });

const longDate = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: '2-digit',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

const csvFile = (name: string, text: string) => ({
  name,
  mimeType: 'text/csv',
  buffer: Buffer.from(text, 'utf8'),
});

test('Import CSV: the template, a bad row refused with its reason, then a good file imported', async ({
  page,
}) => {
  test.slow(); // two uploads through storage and an import
  const owner = await ownerThroughApi();
  await apiMenuItem(owner, 'Nasi Lemak', 'Mains', { price: '12' });
  const today = klToday();

  await signInWithOutlet(page, owner);
  await page.goto('/sales');
  await page.getByRole('tab', { name: 'Manual Sales' }).click();
  const manual = page.getByRole('region', { name: 'Manual sales' });
  await expect(manual.getByText('No manual sales found')).toBeVisible();
  await manual.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import CSV' });
  const importButton = dialog.getByRole('button', { name: 'Import', exact: true });
  await expect(importButton).toBeDisabled();

  // Download template: the header line and one example row.
  const waiting = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download template' }).click();
  const download = await waiting;
  expect(download.suggestedFilename()).toBe('sales-template.csv');
  const template = (await readFile(await download.path(), 'utf8')).trim().split(/\r?\n/);
  expect(template[0]).toBe('date,menu item,version,quantity,sale price');
  expect(template).toHaveLength(2);

  // One good row and one unknown item: the reason shows in red, Import stays disabled.
  const chooser = dialog.locator('input[type=file]');
  await chooser.setInputFiles(
    csvFile(
      'bad.csv',
      `date,menu item,version,quantity,sale price\n${today},NASI LEMAK,,2,\n${today},ROTI BAKAR,,1,3\n`,
    ),
  );
  await expect(dialog.getByTestId('csv-summary')).toContainText('2 rows, 1 with problems');
  const preview = dialog.getByRole('table', { name: 'CSV preview' });
  const reason = SalesMessages.csv.row(3, SalesMessages.csv.unknownItem('ROTI BAKAR'));
  const badCell = preview.getByText(reason);
  await expect(badCell).toBeVisible();
  await expect(badCell).toHaveClass(/ant-typography-danger/);
  await expect(bodyRows(preview).first().getByRole('cell')).toContainText([
    '2',
    today,
    'NASI LEMAK',
    '1', // blank: the highest version
    '2',
    'RM 12.00',
    'RM 24.00',
  ]);
  await expect(importButton).toBeDisabled();
  // Nothing was written: after a reload the list is still empty.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await page.reload();
  await page.getByRole('tab', { name: 'Manual Sales' }).click();
  await expect(manual.getByText('No manual sales found')).toBeVisible();

  // A good file: two rows of the day make one sale; Import writes it and the list shows it.
  await manual.getByRole('button', { name: 'Import CSV' }).click();
  await expect(dialog.getByTestId('csv-summary')).toHaveCount(0);
  await dialog
    .locator('input[type=file]')
    .setInputFiles(
      csvFile(
        'good.csv',
        `date,menu item,version,quantity,sale price\n${today},NASI LEMAK,1,2,\n${today},nasi lemak,,1,10.50\n`,
      ),
    );
  await expect(dialog.getByTestId('csv-summary')).toContainText('2 rows, 0 with problems');
  await expect(dialog.getByTestId('csv-summary')).toContainText(
    'Good rows make 1 sale, 2 lines, total RM 34.50',
  );
  await expect(importButton).toBeEnabled();
  await importButton.click();
  await expect(page.getByText('Imported 1 sale (2 lines)')).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = bodyRows(manual);
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('cell')).toContainText([today, 'RM 34.50', 'RM 0.00', 'RM 34.50']);
  // The calendar's day cells show app sales only (spec 2 §2): the CSV sale does not count there.
  const todayCell = page
    .getByRole('table', { name: 'Sales calendar' })
    .getByRole('button', { name: new RegExp(`^${longDate(today)}`) });
  await expect(todayCell).toBeVisible();
  await expect(todayCell).not.toContainText('RM');
  await expect(page.getByRole('dialog', { name: 'Something went wrong' })).toHaveCount(0);
});
