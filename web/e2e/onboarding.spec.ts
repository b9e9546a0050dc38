import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { MY_PHONE, newOwner, signInThroughIdp } from './fixtures';

test('a new owner registers a phone number and creates an outlet', async ({ page }) => {
  // A first name of their own, so the greeting is theirs and no other test's.
  const label = `nadia${randomUUID().slice(0, 4).replace(/\d/g, 'x')}`;
  const owner = newOwner(label);
  const firstName = owner.name.split(' ')[0];
  const outletName = `Warung ${owner.name.split(' ')[1]}`;

  await signInThroughIdp(page, owner);
  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(page.getByText(`Welcome to Mise, ${firstName}!`)).toBeVisible();

  // Skipping ahead to the outlet without a phone number is sent back to the phone.
  const phone = page.getByRole('textbox', { name: 'Phone number' });
  const cont = page.getByRole('button', { name: 'Continue' });
  await page.getByRole('button', { name: 'Your outlet' }).click();
  await page.getByLabel('Outlet Name').fill(outletName);
  await page.getByLabel('Outlet Address').fill('8 Lorong Kurau, Bangsar');
  await page.getByRole('button', { name: 'Create outlet' }).click();
  await expect(page.getByText('Kindly fill in your phone number')).toBeVisible();
  await expect(phone).toBeVisible();

  // Phone step: blank, then invalid, then a valid number.
  await cont.click();
  await expect(page.getByText('Phone number cannot be blank!')).toBeVisible();
  await phone.fill('123');
  await cont.click();
  await expect(page.getByText('Phone number is invalid!')).toBeVisible();
  await phone.fill(MY_PHONE);
  await cont.click();
  await expect(page.getByText('Number Registered')).toBeVisible();

  // Outlet step: both fields are required.
  const create = page.getByRole('button', { name: 'Create outlet' });
  await create.click();
  await expect(page.getByText('Outlet Name cannot be blank!')).toBeVisible();
  await expect(page.getByText('Outlet Address cannot be blank!')).toBeVisible();
  await page.getByLabel('Outlet Name').fill(outletName);
  await create.click();
  await expect(page.getByText('Outlet Name cannot be blank!')).toBeHidden();
  await expect(page.getByText('Outlet Address cannot be blank!')).toBeVisible();
  await page.getByLabel('Outlet Address').fill('8 Lorong Kurau, Bangsar');
  await create.click();

  await expect(page.getByText('Outlet Created')).toBeVisible();
  await expect(page).toHaveURL(/\/overview$/);
  await expect(page.getByTestId('outlet-name')).toHaveText(`Outlet: ${outletName}`);

  // Onboarding is over: a reload keeps the owner on the overview.
  await page.reload();
  await expect(page.getByTestId('outlet-name')).toHaveText(`Outlet: ${outletName}`);
  await expect(page.getByRole('heading', { name: `Welcome to Mise, ${firstName}` })).toBeVisible();
  await expect(page).toHaveURL(/\/overview$/);
});

test('an owner who left after registering the phone resumes at the outlet step', async ({
  page,
}) => {
  const owner = newOwner();
  await signInThroughIdp(page, owner);
  await page.getByRole('textbox', { name: 'Phone number' }).fill(MY_PHONE);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Number Registered')).toBeVisible();

  await page.reload();
  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(page.getByLabel('Outlet Name')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Phone number' })).toHaveCount(0);
});
