import { expect, test } from '@playwright/test';
import { signInWithOutlet } from './fixtures';

test('the payment result pages thank or report the cancellation, then go to Settings', async ({
  page,
}) => {
  await signInWithOutlet(page);

  await page.goto('/payment/success');
  await expect(page.getByText('Thank you for your purchase!')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/settings$/);

  await page.goto('/payment/cancel');
  await expect(page.getByText('Payment Cancelled')).toBeVisible();
  await expect(page.getByText('Thank you for your purchase!')).toHaveCount(0);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/settings$/);
});
