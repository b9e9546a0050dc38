import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';

/**
 * Helpers every journey shares. Each test signs up its own owner (a fresh e-mail), so tests run in
 * parallel and never see each other's outlets.
 */
const ROOT = path.resolve(__dirname, '../..');

export interface TestOwner {
  email: string;
  name: string;
}

export function newOwner(label = 'owner'): TestOwner {
  const id = randomUUID().slice(0, 8);
  return {
    email: `${label}-${id}@e2e.mise.test`,
    name: `${label[0].toUpperCase()}${label.slice(1)} ${id}`,
  };
}

/** Login page -> the dev identity provider's form -> back in the app (onboarding or a landing). */
export async function signInThroughIdp(page: Page, owner: TestOwner): Promise<void> {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Login / Sign up with Google' }).click();
  await page.getByLabel('E-mail').fill(owner.email);
  await page.getByLabel('Name', { exact: true }).fill(owner.name);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(
    (url) => !url.pathname.startsWith('/oidc') && url.pathname !== '/auth0/callback',
  );
}

/** A valid Malaysian mobile number, in the local format the phone input takes. */
export const MY_PHONE = '12 345 6789';

/**
 * A new owner who has finished onboarding: phone registered and one outlet created; ends on
 * /overview.
 */
export async function signUpWithOutlet(
  page: Page,
  owner: TestOwner = newOwner(),
  outlet = { name: `Kedai ${owner.name.split(' ')[1]}`, address: '12 Jalan Ampang, Kuala Lumpur' },
): Promise<{ owner: TestOwner; outlet: typeof outlet }> {
  await signInThroughIdp(page, owner);
  await expect(page).toHaveURL(/\/onboarding$/);
  await page.getByRole('textbox', { name: 'Phone number' }).fill(MY_PHONE);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Outlet Name').fill(outlet.name);
  await page.getByLabel('Outlet Address').fill(outlet.address);
  await page.getByRole('button', { name: 'Create outlet' }).click();
  await expect(page).toHaveURL(/\/overview$/);
  await expect(page.getByTestId('outlet-name')).toHaveText(`Outlet: ${outlet.name}`);
  return { owner, outlet };
}

/** Makes an owner admin the way an operator does (`npm run admin -- grant`), on the running stack. */
export function grantAdmin(email: string): void {
  execFileSync(process.execPath, [path.join(ROOT, 'scripts/admin.mjs'), 'grant', email], {
    cwd: ROOT,
    stdio: 'pipe',
  });
}
