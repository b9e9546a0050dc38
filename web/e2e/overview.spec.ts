import { expect, test } from '@playwright/test';
import { newOwner, ownerThroughApi, signInWithOutlet } from './fixtures';

test('a new outlet starts the overview with nothing of the checklist done', async ({ page }) => {
  await signInWithOutlet(page, await ownerThroughApi(newOwner('farid')));

  await expect(page.getByRole('heading', { name: 'Welcome to Mise, Farid' })).toBeVisible();
  const card = page.getByLabel('Get started');
  await expect(card.getByText('Get started', { exact: true })).toBeVisible();
  const steps = card.getByRole('list', { name: 'Steps' }).getByRole('listitem');
  await expect(steps).toHaveCount(4);
  await expect(steps.nth(0)).toContainText('Add your first menu item');
  await expect(steps.nth(1)).toContainText('Add a recipe ingredient');
  await expect(steps.nth(2)).toContainText('Record an expense');
  await expect(steps.nth(3)).toContainText('Record a sale');
  for (let i = 0; i < 4; i++) await expect(steps.nth(i)).toContainText('To do');
  await expect(card.getByText('0 of 4 done')).toBeVisible();
  await expect(card.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  await expect(card.getByText('0%')).toBeVisible();
});
