import { expect, test, type Page } from '@playwright/test';
import { reopenUntil, signInWithOutlet } from './fixtures';

/** /menu shows `text` as its limit counter (catalogue hears billing's event: reload until then). */
async function menuLimitShows(page: Page, text: string): Promise<void> {
  const counter = page.getByTestId('menu-limit');
  await reopenUntil(
    page,
    '/menu',
    counter,
    () => expect(counter).toHaveText(text, { timeout: 5_000 }),
    45_000,
  );
}

/** The hosted checkout page of the payment provider (the local Stripe-shaped server here). */
async function onHostedCheckout(page: Page, product: string): Promise<void> {
  await expect(page.getByRole('heading', { name: product })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay' })).toBeVisible();
}

test('an owner buys a plan through the hosted checkout, then cancels it softly and for good', async ({
  page,
}) => {
  test.slow(); // two trips to the hosted checkout and two 2-second reloads
  await signInWithOutlet(page);
  await page.goto('/settings');
  await expect(page.getByRole('tab', { name: 'Subscription', selected: true })).toBeVisible();
  // no plan bought: the free plan and its 10 menu items
  const current = page.locator('.ant-card').filter({ hasText: 'Current plan' });
  await expect(current.getByText('Free', { exact: true })).toBeVisible();
  await expect(current.getByText('10', { exact: true })).toBeVisible();
  const starter = page.getByRole('row', { name: /Starter/ });
  await expect(starter).toContainText('RM 29.00 / Monthly');
  await expect(starter).toContainText('30');
  await expect(page.getByRole('row', { name: /Unlimited/ })).toContainText('RM 99.00 / Monthly');
  await expect(
    page
      .getByRole('row', { name: /Unlimited/ })
      .getByRole('cell')
      .nth(2),
  ).toHaveText('Unlimited');

  // A checkout cancelled on the hosted page lands on "Payment Cancelled" and is given up.
  await starter.getByRole('button', { name: 'Purchase' }).click();
  await onHostedCheckout(page, 'Starter plan');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText('Payment Cancelled')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(current.getByText('Free', { exact: true })).toBeVisible();

  // Bought: the thank-you page, then the Subscription tab shows the plan ACTIVE.
  await starter.getByRole('button', { name: 'Purchase' }).click();
  await onHostedCheckout(page, 'Starter plan');
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByText('Thank you for your purchase!')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  const status = page.getByTestId('subscription-status');
  await expect(status).toHaveText('Active');
  await expect(page.getByText('Monthly', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Purchase' })).toHaveCount(0);
  // The plan's limit reaches the menu screen (billing.subscription.changed -> catalogue).
  await menuLimitShows(page, 'Menu limit: 0/30');
  await page.goto('/settings');

  // Upgrade to Growth after a confirmation (Stripe prorates): its limit reaches the menu screen.
  const growth = page.locator('.ant-table-row', { hasText: 'Growth' });
  await growth.getByRole('button', { name: 'Upgrade' }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: 'Upgrade' }).click();
  await expect(page.getByText('Your plan is now Growth.')).toBeVisible();
  await expect(growth).toContainText('Current plan');
  await expect(status).toHaveText('Active');
  await menuLimitShows(page, 'Menu limit: 0/100');
  await page.goto('/settings');

  // Cancel: "Cancelled" (it runs to the end of the period), after the reload.
  await page.getByRole('button', { name: 'Cancel Subscription' }).click();
  await page
    .locator('.ant-popconfirm')
    .getByRole('button', { name: 'Cancel Subscription' })
    .click();
  await expect(status).toHaveText('Cancelled');
  await expect(page.getByRole('button', { name: 'Purchase' }).first()).toBeVisible();

  // Cancel permanently.
  await page.getByRole('button', { name: 'Cancel Permanently' }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: 'Cancel Permanently' }).click();
  await expect(status).toHaveText('Cancelled permanently');
  await expect(page.getByRole('button', { name: 'Cancel Permanently' })).toHaveCount(0);
  // Without a plan the menu limit is the free 10 again.
  await menuLimitShows(page, 'Menu limit: 0/10');
});

test('an owner buys a top-up and the credits rise', async ({ page }) => {
  await signInWithOutlet(page);
  await page.goto('/settings?tab=topups');
  await expect(page.getByRole('tab', { name: 'Topups', selected: true })).toBeVisible();
  const credits = page.locator('.ant-statistic').filter({ hasText: 'Current credits' });
  await expect(credits).toContainText('0');
  const pack = page.getByRole('row', { name: /500 credits/ });
  await expect(pack).toContainText('RM 45.00');
  await pack.getByRole('button', { name: 'Buy' }).click();
  await onHostedCheckout(page, '500 credits');
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByText('Thank you for your purchase!')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('tab', { name: 'Topups' }).click();
  await expect(credits).toContainText('500');
});
