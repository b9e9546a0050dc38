import { SalesMessages } from '@mise/domain';
import { expect, test } from '@playwright/test';
import { apiIngredient, apiMenuItem, ownerThroughApi, signInWithOutlet } from './fixtures';
import {
  apiTable,
  card,
  guestGql,
  maskedNumber,
  orderable,
  placeOrder,
  TABLET,
  type Placed,
} from './ordering-fixtures';

async function orderStatus(order: Placed) {
  const { orderStatus } = await guestGql<{
    orderStatus: { status: string; rejectReason: string | null } | null;
  }>(
    'query ($c: String!, $t: String!) { orderStatus(orderCode: $c, token: $t) { status rejectReason } }',
    { c: order.orderCode, t: order.statusToken },
  );
  return orderStatus;
}

test('/operations opens the waiter and kitchen dashboards in the app', async ({ page }) => {
  await page.setViewportSize(TABLET);
  const owner = await signInWithOutlet(page);
  const masked = await maskedNumber(owner);
  await page.goto('/operations');
  const main = page.getByRole('main');
  const waiter = main.getByRole('link', { name: 'Waiter Dashboard' });
  const kitchen = main.getByRole('link', { name: 'Kitchen Dashboard' });
  await expect(waiter).toHaveAttribute('href', '/operations/waiter');
  await expect(kitchen).toHaveAttribute('href', '/operations/kitchen');

  await waiter.click();
  await expect(page).toHaveURL(/\/operations\/waiter$/);
  await expect(page.getByRole('heading', { name: 'Waiter Dashboard' })).toBeVisible();
  await expect(page.getByText('No orders waiting')).toBeVisible();
  await expect(page.getByTestId('live-state')).toContainText('Live');
  expect(page.url()).not.toContain(masked);

  await page.getByRole('link', { name: 'Back to Operations' }).click();
  await main.getByRole('link', { name: 'Kitchen Dashboard' }).click();
  await expect(page).toHaveURL(/\/operations\/kitchen$/);
  await expect(page.getByText('Nothing to prepare')).toBeVisible();

  // Sound: on until turned off, remembered on this device; the browser's unlock on the first tap.
  const sound = page.getByRole('switch', { name: 'Sound' });
  await expect(sound).toBeChecked();
  await page.getByRole('button', { name: 'Tap to enable sound' }).click();
  await expect(page.getByRole('button', { name: 'Tap to enable sound' })).toBeHidden();
  await sound.click();
  await expect(page.getByText('Sound off')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Sound' })).not.toBeChecked();
});

test('orders: the waiter confirms or rejects, the kitchen serves, Sync Now sells the served one', async ({
  page,
}) => {
  test.slow(); // seeds a menu and a table, then walks three screens
  const owner = await ownerThroughApi();
  const rice = await apiIngredient(owner, 'Rice', 'kg');
  const nasi = await apiMenuItem(owner, 'Nasi Lemak', 'Mains', {
    price: '12',
    ingredientId: rice,
    amount: '0.2',
    unitCost: '5',
  });
  await apiTable(owner, 'T5');
  const masked = await maskedNumber(owner);
  await orderable(masked, 'T5', nasi);

  await page.setViewportSize(TABLET);
  await signInWithOutlet(page, owner);
  await page.goto('/operations');
  await page.getByRole('main').getByRole('link', { name: 'Waiter Dashboard' }).click();
  await expect(page.getByText('No orders waiting')).toBeVisible();

  // A guest orders while the waiter's screen is open: it appears without a reload, lit and told.
  const first = await placeOrder(
    masked,
    'T5',
    [{ menuItemId: nasi, quantity: 2, note: 'No peanuts' }],
    'Birthday: bring a candle',
  );
  const firstCard = card(page, first.orderCode);
  await expect(firstCard).toBeVisible();
  await expect(firstCard).toContainText('T5');
  await expect(firstCard).toContainText(/2 ×\s*nasi lemak/i);
  await expect(firstCard).toContainText('Note: No peanuts');
  await expect(firstCard).toContainText('Order note: Birthday: bring a candle');
  await expect(firstCard).toContainText('RM 24.00');
  await expect(firstCard).toContainText('just now');
  await expect(firstCard).toContainText('New');
  await expect(page.getByRole('status').filter({ hasText: 'New order: T5' })).toBeAttached();

  // A failing poll says so and keeps the cards; the next good one clears it.
  await page.route('**/graphql', (route) =>
    route.request().postData()?.includes('LiveOrders') ? route.abort() : route.fallback(),
  );
  await expect(page.getByText('Cannot load new orders')).toBeVisible();
  await expect(page.getByTestId('live-state')).toContainText('Offline');
  await expect(firstCard).toBeVisible();
  await page.unroute('**/graphql');
  await expect(page.getByText('Cannot load new orders')).toBeHidden();
  await expect(page.getByTestId('live-state')).toContainText('Live');

  const second = await placeOrder(masked, 'T5', [{ menuItemId: nasi, quantity: 1 }]);
  const secondCard = card(page, second.orderCode);
  await expect(secondCard).toBeVisible();
  // Oldest first.
  await expect(page.getByTestId('order-card').first()).toHaveAccessibleName(
    new RegExp(`^Order ${first.orderCode},`),
  );

  // Confirm: the server's answer, and the card leaves.
  await firstCard.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(`Order ${first.orderCode} confirmed`)).toBeVisible();
  await expect(firstCard).toBeHidden();

  // Reject: a reason is required; the guest sees it.
  await secondCard.getByRole('button', { name: 'Reject' }).click();
  const dialog = page.getByRole('dialog', { name: `Reject order ${second.orderCode}` });
  await dialog.getByRole('button', { name: 'Reject order' }).click();
  await expect(dialog.getByText('Please give the guest a reason')).toBeVisible();
  await dialog.getByLabel('Reason').fill('Sorry, we ran out of rice');
  await dialog.getByRole('button', { name: 'Reject order' }).click();
  await expect(page.getByText(`Order ${second.orderCode} rejected`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(secondCard).toBeHidden();
  await expect(page.getByText('No orders waiting')).toBeVisible();
  expect(await orderStatus(second)).toEqual({
    status: 'REJECTED',
    rejectReason: 'Sorry, we ran out of rice',
  });
  expect((await orderStatus(first))?.status).toBe('CONFIRMED');

  // The kitchen has the confirmed order only, and marks it served.
  await page.getByRole('link', { name: 'Back to Operations' }).click();
  await page.getByRole('main').getByRole('link', { name: 'Kitchen Dashboard' }).click();
  await expect(page.getByRole('heading', { name: 'Kitchen Dashboard' })).toBeVisible();
  const kitchenCard = card(page, first.orderCode);
  await expect(kitchenCard).toBeVisible();
  await expect(card(page, second.orderCode)).toHaveCount(0);
  await expect(page.getByTestId('order-card')).toHaveCount(1);
  await kitchenCard.getByRole('button', { name: 'Mark served' }).click();
  await expect(page.getByText(`Order ${first.orderCode} served`)).toBeVisible();
  await expect(page.getByText('Nothing to prepare')).toBeVisible();
  expect((await orderStatus(first))?.status).toBe('SERVED');

  // Sync Now: exactly one sale, the served order; the rejected one never becomes a sale.
  // On a tablet the sidebar is a drawer behind the menu button.
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation').getByRole('link', { name: 'Sales' }).click();
  await expect(page.getByTestId('sync-status')).toHaveText(SalesMessages.status.unprocessed(1));
  await page.getByRole('button', { name: 'Sync Now' }).click();
  await expect(page.getByText(SalesMessages.syncCompleted('COMPLETED'))).toBeVisible();
  await expect(page.getByTestId('sync-status')).toHaveText(SalesMessages.status.allProcessed);
  const appSales = page.getByRole('region', { name: 'App sales' });
  const rows = appSales.locator('.ant-table-tbody tr.ant-table-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(first.orderCode);
  await expect(rows.first()).toContainText('RM 24.00');
  await expect(appSales.getByText(second.orderCode)).toHaveCount(0);
});

test("tables: the ordering address sends the QR codes to an outside site, or back to Mise's page", async ({
  page,
}) => {
  const owner = await ownerThroughApi();
  await apiTable(owner, 'T1');
  const masked = await maskedNumber(owner);
  await signInWithOutlet(page, owner);
  await page.getByRole('navigation').getByRole('link', { name: 'Tables' }).click();

  const address = page.getByRole('region', { name: 'Ordering address' });
  const qrData = page.getByRole('textbox', { name: 'Data', exact: true });
  await expect(address.getByRole('radio', { name: "Mise's ordering page" })).toBeChecked();

  // An outside site: checked as typed, saved, and the table's QR code follows it.
  await address.getByRole('radio', { name: 'An outside ordering site' }).check();
  const url = address.getByLabel('Ordering site address');
  await url.fill('order.example.com/?table=1');
  await address.getByRole('button', { name: 'Save' }).click();
  await expect(address.getByText('must be an http:// or https:// address')).toBeVisible();
  await url.fill('https://order.example.com/kedai');
  await address.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Ordering address saved')).toBeVisible();
  await expect(address).toContainText('Now: your ordering site, https://order.example.com/kedai');

  await page.getByRole('cell', { name: 'T1', exact: true }).click();
  await expect(qrData).toHaveValue(`https://order.example.com/kedai/${masked}?table=T1`);

  // Cleared: back to Mise's own page on this stack.
  await page.getByRole('link', { name: 'Back to Tables' }).click();
  await address.getByRole('radio', { name: "Mise's ordering page" }).check();
  await address.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByText("Ordering address cleared: your tables use Mise's ordering page"),
  ).toBeVisible();
  await page.getByRole('cell', { name: 'T1', exact: true }).click();
  const origin = new URL(page.url()).origin;
  await expect(qrData).toHaveValue(`${origin}/order/${masked}?table=T1`);
});
