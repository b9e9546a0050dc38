import { expect, test } from '@playwright/test';
import { newOwner, signInThroughIdp } from './fixtures';

test('a visitor without a session is sent to the login page', async ({ page }) => {
  await page.goto('/overview');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Login / Sign up with Google' })).toBeVisible();
});

test('a new owner signs up through the identity provider and lands on onboarding', async ({
  page,
}) => {
  await signInThroughIdp(page, newOwner());
  await expect(page).toHaveURL(/\/onboarding$/);
});
