import { SalesMessages } from '@mise/domain';
import { expect, test } from '@playwright/test';
import {
  apiIngredient,
  apiMenuItem,
  ownerThroughApi,
  signInWithOutlet,
  STACK_URL,
  type ApiOwner,
} from './fixtures';
import {
  addMenuVariant,
  apiTable,
  apiVariant,
  card,
  maskedNumber,
  orderable,
  TABLET,
} from './ordering-fixtures';

/**
 * Issue 12's whole loop, each part on its own device: a guest's phone orders at the table from
 * its QR link, the waiter's tablet confirms, the kitchen marks it served, Sync Now books the sale
 * and stock falls by the recipe and the chosen option.
 */
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

async function stockOf(owner: ApiOwner, id: string): Promise<string> {
  const { ingredient } = await owner.gql<{ ingredient: { stockCount: string } }>(
    'query ($id: ID!) { ingredient(id: $id) { stockCount } }',
    { id },
  );
  return ingredient.stockCount;
}

test('ordering, the whole loop: phone order at the table, waiter confirms, kitchen serves, Sync Now sells it and stock falls', async ({
  page,
  browser,
}) => {
  test.slow(); // seeds a menu with a variant and a table, then walks two devices
  const owner = await ownerThroughApi();
  const rice = await apiIngredient(owner, 'Rice', 'kg');
  const egg = await apiIngredient(owner, 'Egg');
  const nasi = await apiMenuItem(owner, 'Nasi Lemak', 'Mains', {
    price: '12',
    ingredientId: rice,
    amount: '0.2',
    unitCost: '5',
  });
  await addMenuVariant(
    owner,
    nasi,
    await apiVariant(owner, 'Add-on', [{ ingredientId: egg, addOnPrice: '1.50' }]),
  );
  const link = new URL(await apiTable(owner, 'T3'));
  await orderable(await maskedNumber(owner), 'T3', nasi, 1);

  // The waiter's tablet is open before the guest orders.
  await page.setViewportSize(TABLET);
  await signInWithOutlet(page, owner);
  await page.goto('/operations');
  await page.getByRole('main').getByRole('link', { name: 'Waiter Dashboard' }).click();
  await expect(page.getByText('No orders waiting')).toBeVisible();

  // The guest's phone opens the table's QR link: two Nasi Lemak with an egg each.
  const phone = await browser.newContext(PHONE);
  const guest = await phone.newPage();
  await guest.goto(`${STACK_URL}${link.pathname}${link.search}`);
  await expect(guest.getByText('Table T3')).toBeVisible();
  await guest
    .locator('.dish')
    .filter({ hasText: /nasi lemak/i })
    .click();
  const sheet = guest.getByRole('dialog', { name: /nasi lemak/i });
  await sheet.getByRole('radio', { name: /egg/i }).click();
  await sheet.getByRole('button', { name: 'Increase quantity' }).click();
  await sheet.getByRole('button', { name: 'Add to order · RM 27.00' }).click();
  await guest.getByRole('button', { name: /^View order/ }).click();
  await guest
    .getByRole('dialog', { name: 'Your order' })
    .getByRole('button', { name: 'Place Order' })
    .click();
  const status = guest.getByTestId('order-status');
  await expect(status).toHaveText('Received');
  const code = (await guest.getByTestId('order-code').textContent())!.trim();

  // The waiter: the order appears without a reload; Confirm. The guest sees it move.
  const waiterCard = card(page, code);
  await expect(waiterCard).toContainText('T3');
  await expect(waiterCard).toContainText(/2 ×\s*nasi lemak/i);
  await expect(waiterCard).toContainText(/egg/i);
  await expect(waiterCard).toContainText('RM 27.00');
  await waiterCard.getByRole('button', { name: 'Confirm' }).click();
  await expect(status).toHaveText('Confirmed', { timeout: 15_000 });

  // The kitchen: Mark served.
  await page.getByRole('link', { name: 'Back to Operations' }).click();
  await page.getByRole('main').getByRole('link', { name: 'Kitchen Dashboard' }).click();
  await card(page, code).getByRole('button', { name: 'Mark served' }).click();
  await expect(page.getByText('Nothing to prepare')).toBeVisible();
  await expect(status).toHaveText('Served', { timeout: 15_000 });
  await phone.close();

  // Sync Now books the sale; stock falls by 2 × 0.2 kg of rice and 2 eggs.
  await page.goto('/sales');
  await expect(page.getByTestId('sync-status')).toHaveText(SalesMessages.status.unprocessed(1));
  await page.getByRole('button', { name: 'Sync Now' }).click();
  await expect(page.getByText(SalesMessages.syncCompleted('COMPLETED'))).toBeVisible();
  await expect(page.getByRole('region', { name: 'App sales' }).getByText(code)).toBeVisible();
  await expect.poll(() => stockOf(owner, rice), { timeout: 20_000 }).toMatch(/^-0\.40*$/);
  await expect.poll(() => stockOf(owner, egg), { timeout: 20_000 }).toMatch(/^-2(\.0+)?$/);
});
