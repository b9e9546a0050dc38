import { ExpenseMessages, ExtractionReviewReasons, Messages, today } from '@mise/domain';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { apiExpense } from './expenses-fixtures';
import {
  EINVOICE_XML,
  INVOICE_PDF,
  segarFreshCustomer,
  SUPPLIER,
  topUp500,
  ZUGFERD_PDF,
} from './expense-automate-fixtures';
import { ownerThroughApi, signInWithOutlet } from './fixtures';

/**
 * Issue 22: an invoice PDF read into line items by the finance worker and the engine, the one
 * line whose arithmetic fails marked for review, fixed by the owner, confirmed; the purchase
 * moves the ingredient's average price.
 */
const M = ExpenseMessages;
// The reading shares the machine with the journeys running beside it (OCR and PDFs in the
// worker): answers may take longer than the usual 10 s under load.
const expect = baseExpect.configure({ timeout: 20_000 });
/** A PDF with no page to read. */
const BLANK_PDF = {
  name: 'blank.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<<>>\n%%EOF\n'),
};
const details = (page: Page) => page.getByTestId('expense-details');
const mainButton = (page: Page) => page.getByTestId('expense-main-action');
const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();
const files = (page: Page) => page.getByTestId('expense-files');
const automateButton = (page: Page) =>
  files(page).getByRole('button', { name: 'Automate Expense' });
const itemRow = (page: Page, name: RegExp) => details(page).getByRole('row', { name });

/** Uploads the invoice PDF and runs Automate Expense through its confirmation. */
async function uploadAndAutomate(
  page: Page,
  tap = false,
  file: string | { name: string; mimeType: string; buffer: Buffer } = INVOICE_PDF,
  question = M.automateQuestion(100),
): Promise<void> {
  await expect(page.getByTestId('automate-reason')).toHaveText(M.automateNoFiles);
  await expect(automateButton(page)).toBeDisabled();
  await files(page).locator('input[type="file"]').setInputFiles(file);
  await expect(toast(page, Messages.upload.uploaded)).toBeVisible();
  await expect(files(page)).toContainText('Files (1 uploaded)');
  await expect(page.getByTestId('automate-reason')).toHaveCount(0);

  if (tap) await automateButton(page).tap();
  else await automateButton(page).click();
  const ask = page.getByRole('dialog').filter({ hasText: question });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Automate' }).click();
  await expect(toast(page, M.automateStarted)).toBeVisible();
}

test('expenses: an invoice PDF automated, its wrong line marked, fixed and confirmed; the ingredient’s average price moves', async ({
  page,
}) => {
  test.slow();
  const owner = await ownerThroughApi();
  const tomato = await segarFreshCustomer(owner);
  const id = await apiExpense(owner, {
    expenseNumber: 'DRAFT-SF',
    supplierName: SUPPLIER,
    expenseDate: today(),
  });
  await signInWithOutlet(page, owner);
  await topUp500(page);
  await page.goto(`/expenses?expense=${id}`);
  await expect(page.getByTestId('expense-credits')).toHaveText('Credits: 500');

  await uploadAndAutomate(page);
  // Read by the worker (the progress shows while PROCESSING, for as long as it lasts).
  await expect(toast(page, M.processed(4))).toBeVisible({ timeout: 30_000 });
  await expect(details(page).getByTestId('expense-state')).toHaveText('Processed');
  await expect(page.getByTestId('extraction-progress')).toHaveCount(0);

  for (const [name, total] of [
    [/TOMATO/, 'RM 22.50'],
    [/CHICKEN BREAST/, 'RM 24.00'],
    [/COOKING OIL/, 'RM 28.90'],
    // As read: 3 × RM 3.20 (the printed RM 9.90 does not add up).
    [/ONION RED/, 'RM 9.60'],
  ] as const) {
    await expect(itemRow(page, name)).toContainText(total);
  }
  // The lines and the SST read as a miscellaneous line.
  await expect(details(page).getByRole('row', { name: /SST/ })).toContainText('RM 5.12');
  await expect(page.getByTestId('grand-total')).toHaveText('RM 90.12');
  // Only ONION RED is marked, with why.
  const onion = itemRow(page, /ONION RED/);
  await expect(details(page).getByTestId('line-check')).toHaveCount(1);
  await expect(onion.getByTestId('line-check')).toHaveText('Check');
  await expect(onion.getByTestId('line-reasons')).toContainText(ExtractionReviewReasons.arithmetic);
  // The owner sees what the document printed for that line.
  await expect(onion.getByTestId('line-printed-amount')).toContainText('RM 9.90');
  await expect(onion.getByRole('button', { name: 'Looks right' })).toBeVisible();
  await expect(page.getByTestId('review-pending')).toHaveText(M.reviewPending(1));
  // Only the lines kept are charged (the hold of 100 settles at 4).
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId('expense-credits')).toHaveText('Credits: 496', {
      timeout: 10_000,
    });
  }).toPass({ timeout: 60_000 });

  // Read from the document: the supplier known, the number, date and total; Use these, Save.
  const proposals = page.getByTestId('extraction-proposals');
  await expect(proposals.getByTestId('proposed-supplier')).toHaveText(SUPPLIER);
  await expect(proposals).toContainText('existing');
  await expect(proposals.getByTestId('proposed-number')).toHaveText('INV-1001');
  await expect(proposals.getByTestId('proposed-date')).toHaveText('02 November 2026');
  await expect(proposals.getByTestId('proposed-total')).toHaveText('RM 90.42');
  await expect(proposals).toContainText(/\(lines: RM 90\.12\s?\)/);
  await expect(page.getByTestId('embedded-invoice')).toHaveCount(0);
  await proposals.getByRole('button', { name: 'Use these' }).click();
  await expect(details(page).getByLabel('Expense No.')).toHaveValue('INV-1001');
  await expect(details(page).getByLabel('Expense Date')).toHaveValue('02 November 2026');
  await expect(mainButton(page)).toHaveText('Save Draft');
  await mainButton(page).click();
  await expect(toast(page, M.saved)).toBeVisible();
  await expect(details(page)).toContainText('Invoice INV-1001');

  // Confirm waits for the marked line.
  await expect(mainButton(page)).toHaveText('Confirm Draft');
  await mainButton(page).click();
  await expect(details(page).getByTestId('form-problem')).toHaveText(M.reviewPending(1));
  await expect(details(page).getByTestId('expense-state')).not.toHaveText('Confirmed');

  // Fixed: RM 9.90 for 3 kg is RM 3.30 a kg. The edit clears the mark.
  await onion.getByRole('button', { name: 'Edit' }).click();
  await details(page).getByLabel('Unit Price', { exact: true }).fill('3.30');
  await details(page).getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(page, M.itemSaved)).toBeVisible();
  await expect(onion).toContainText('RM 9.90');
  await expect(page.getByTestId('grand-total')).toHaveText('RM 90.42');
  await expect(details(page).getByTestId('line-check')).toHaveCount(0);
  await expect(page.getByTestId('review-pending')).toHaveCount(0);

  await mainButton(page).click();
  await expect(toast(page, M.confirmed)).toBeVisible();
  await expect(details(page).getByTestId('expense-state')).toHaveText('Confirmed');

  // 10 kg at RM 3.00 and 5 kg at RM 4.50: RM 3.50 a kg on average.
  await page.goto(`/ingredients/${tomato}`);
  await expect(async () => {
    await page.reload();
    await expect(
      page.locator('.ant-descriptions-item').filter({ hasText: 'Average Price Per Unit' }),
    ).toContainText('RM 3.5000', { timeout: 10_000 });
  }).toPass({ timeout: 45_000 });
});

test('expenses: a PDF with nothing to read ends FLAGGED with why; Resolve reads it again', async ({
  page,
}) => {
  test.slow();
  const owner = await ownerThroughApi();
  const id = await apiExpense(owner, {
    expenseNumber: 'BLANK-1',
    supplierName: SUPPLIER,
    expenseDate: today(),
  });
  await signInWithOutlet(page, owner);
  // Without credits Automate says so.
  await page.goto(`/expenses?expense=${id}`);
  await files(page).locator('input[type="file"]').setInputFiles(BLANK_PDF);
  await expect(files(page)).toContainText('Files (1 uploaded)');
  await expect(page.getByTestId('automate-reason')).toHaveText(M.automateNoCredits);
  await expect(automateButton(page)).toBeDisabled();
  await files(page).getByRole('button', { name: 'Delete blank.pdf' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(files(page)).toContainText('Files (0 uploaded)');

  await topUp500(page);
  await page.goto(`/expenses?expense=${id}`);
  await uploadAndAutomate(page, false, BLANK_PDF);
  await expect(details(page).getByTestId('expense-state')).toHaveText('Flagged', {
    timeout: 30_000,
  });
  const flagged = page.getByTestId('expense-flagged');
  await expect(flagged).toBeVisible();
  await expect(flagged).not.toHaveText('');
  await expect(toast(page, M.processed(0))).toHaveCount(0);
  // Nothing read, nothing charged.
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId('expense-credits')).toHaveText('Credits: 500', {
      timeout: 10_000,
    });
  }).toPass({ timeout: 60_000 });

  await expect(mainButton(page)).toHaveText('Resolve');
  await mainButton(page).click();
  const ask = page.getByRole('dialog').filter({ hasText: M.automateQuestion(100) });
  await ask.getByRole('button', { name: 'Automate' }).click();
  await expect(toast(page, M.automateStarted)).toBeVisible();
  await expect(details(page).getByTestId('expense-state')).toHaveText('Flagged', {
    timeout: 30_000,
  });
  const { expense } = await owner.gql<{
    expense: { expenseState: string; extraction: { state: string; creditsCharged: number } };
  }>('query ($id: ID!) { expense(id: $id) { expenseState extraction { state creditsCharged } } }', {
    id,
  });
  expect(expense.expenseState).toBe('FLAGGED');
  expect(expense.extraction.creditsCharged).toBe(0);
});

test('expenses: a MyInvois e-invoice (XML) is read exactly without credits; a ZUGFeRD PDF says it carries its invoice and charges nothing', async ({
  page,
}) => {
  test.slow();
  const owner = await ownerThroughApi();
  await segarFreshCustomer(owner);
  const xmlId = await apiExpense(owner, {
    expenseNumber: 'XML-1',
    supplierName: SUPPLIER,
    expenseDate: today(),
  });
  const pdfId = await apiExpense(owner, {
    expenseNumber: 'ZF-1',
    supplierName: 'Nordfrisch',
    expenseDate: today(),
  });
  await signInWithOutlet(page, owner);

  // No credits: an e-invoice runs all the same, and says it is free.
  await page.goto(`/expenses?expense=${xmlId}`);
  await expect(page.getByTestId('expense-credits')).toHaveText('Credits: 0');
  await uploadAndAutomate(page, false, EINVOICE_XML, M.automateQuestionFree);
  await expect(toast(page, M.processed(2))).toBeVisible({ timeout: 30_000 });
  await expect(itemRow(page, /TOMATO/)).toContainText('RM 22.50');
  await expect(itemRow(page, /CHICKEN BREAST/)).toContainText('RM 24.00');
  await expect(details(page).getByTestId('line-check')).toHaveCount(0);
  await expect(page.getByTestId('grand-total')).toHaveText('RM 49.29');
  await expect(page.getByTestId('extraction-proposals').getByTestId('proposed-number')).toHaveText(
    'INV-2026-77',
  );
  await mainButton(page).click();
  await expect(toast(page, M.confirmed)).toBeVisible();

  // A PDF is reserved for, but its embedded invoice costs nothing.
  await topUp500(page);
  await page.goto(`/expenses?expense=${pdfId}`);
  await uploadAndAutomate(page, false, ZUGFERD_PDF);
  await expect(toast(page, M.processed(3))).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('embedded-invoice')).toHaveText(M.embeddedInvoice);
  const proposals = page.getByTestId('extraction-proposals');
  await expect(proposals.getByTestId('proposed-supplier')).toHaveText('NORDFRISCH GMBH');
  await expect(proposals).toContainText('new supplier');
  await expect(proposals.getByTestId('proposed-number')).toHaveText('RE-2026-0042');
  // Items this outlet never bought: offered as new, never guessed.
  await expect(details(page).getByTestId('line-new-item')).toHaveCount(3);
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId('expense-credits')).toHaveText('Credits: 500', {
      timeout: 10_000,
    });
  }).toPass({ timeout: 60_000 });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('expenses: automated on a phone, the marked line checked with Looks right, then confirmed', async ({
    page,
  }) => {
    test.slow();
    const owner = await ownerThroughApi();
    await segarFreshCustomer(owner);
    const id = await apiExpense(owner, {
      expenseNumber: 'PHONE-SF',
      supplierName: SUPPLIER,
      expenseDate: today(),
    });
    await signInWithOutlet(page, owner);
    await topUp500(page);
    await page.goto(`/expenses?expense=${id}`);

    await uploadAndAutomate(page, true);
    await expect(toast(page, M.processed(4))).toBeVisible({ timeout: 30_000 });
    // The line to check as a card above the table, with Looks right.
    const card = page.getByTestId('review-card');
    await expect(card).toHaveCount(1);
    await expect(card).toContainText('ONION RED');
    await expect(card).toContainText(ExtractionReviewReasons.arithmetic);
    await expect(card).toContainText('RM 3.20');
    await expect(card).toContainText('RM 9.60');
    // Nothing wider than the screen (the line table scrolls inside its frame).
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );

    await mainButton(page).tap();
    await expect(details(page).getByTestId('form-problem')).toHaveText(M.reviewPending(1));
    await card.getByRole('button', { name: 'Looks right' }).tap();
    await expect(toast(page, M.lineReviewed)).toBeVisible();
    await expect(card).toHaveCount(0);
    await expect(details(page).getByTestId('line-check')).toHaveCount(0);
    await expect(page.getByTestId('review-pending')).toHaveCount(0);
    await mainButton(page).tap();
    await expect(toast(page, M.confirmed)).toBeVisible();
    await expect(details(page).getByTestId('expense-state')).toHaveText('Confirmed');
  });
});
