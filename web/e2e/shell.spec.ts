import { expect, test } from '@playwright/test';
import { newOwner, signInThroughIdp, signInWithOutlet } from './fixtures';

test('a visitor without a session is sent to the login page', async ({ page }) => {
  await page.goto('/overview');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Login / Sign up with Google' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'privacy policy' })).toBeVisible();
});

test('a new owner signs up through the identity provider and lands on onboarding', async ({
  page,
}) => {
  await signInThroughIdp(page, newOwner());
  await expect(page).toHaveURL(/\/onboarding$/);
});

test('the sidebar leads to the screens that exist, and Logout ends the session', async ({
  page,
}) => {
  const owner = await signInWithOutlet(page);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
  await nav.getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/settings/);
  await nav.getByRole('button', { name: 'Operations' }).click();
  await expect(page).toHaveURL(/\/operations$/);
  await expect(page.getByTestId('outlet-name')).toHaveText(`Outlet: ${owner.outletName}`);

  await nav.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/overview');
  await expect(page).toHaveURL(/\/login$/);
});

test('a signed-in owner who opens /login goes straight to the overview', async ({ page }) => {
  await signInWithOutlet(page);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/overview$/);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the floating button opens the sidebar, snaps to an edge and keeps its place after a reload', async ({
    page,
  }) => {
    await signInWithOutlet(page);
    const fab = page.getByTestId('floating-button');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(fab).toBeVisible();
    await expect(nav).toBeHidden();

    await fab.click();
    await expect(nav).toBeVisible();
    await nav.getByRole('link', { name: 'Settings' }).click();
    await expect(page).toHaveURL(/\/settings/);
    await expect(nav).toBeHidden();

    // Drag it towards the top-left: it comes to rest 16 px from the left edge.
    const start = (await fab.boundingBox())!;
    await page.mouse.move(start.x + 28, start.y + 28);
    await page.mouse.down();
    await page.mouse.move(120, 300, { steps: 8 });
    await page.mouse.up();
    await expect(nav).toBeHidden(); // a drag is not a tap
    await expect.poll(async () => (await fab.boundingBox())?.x).toBe(16);
    const placed = (await fab.boundingBox())!;
    expect(Math.round(placed.y)).toBe(272);

    await page.reload();
    await expect(fab).toBeVisible();
    const after = (await fab.boundingBox())!;
    expect({ x: Math.round(after.x), y: Math.round(after.y) }).toEqual({ x: 16, y: 272 });
  });
});
