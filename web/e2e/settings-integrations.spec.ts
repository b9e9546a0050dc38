import { expect, test, type Page } from '@playwright/test';
import { Messages } from '@mise/domain';
import { signInWithOutlet, STACK_URL } from './fixtures';

/**
 * Settings > Integrations (spec 1 §2.11, issue 24): connect and disconnect Loyverse, Google and
 * Xero through their OAuth flows. The stack's local providers approve the authorize step at once
 * (302 back to `/{provider}/callback` with a code and the state), so Connect ends back on the tab.
 */

/** The accounts the local providers approve as (libs/testing/src/providers). */
const PROVIDERS = [
  { name: 'Loyverse', slug: 'loyverse', account: 'Business: Demo Cafe' },
  { name: 'Google', slug: 'google', account: 'Account: mise.owner@gmail.com' },
  { name: 'Xero', slug: 'xero', account: 'Organisation: Demo Company (MY)' },
] as const;

const card = (page: Page, slug: string) => page.getByTestId(`integration-${slug}`);

async function openIntegrations(page: Page): Promise<void> {
  await page.goto('/settings?tab=integrations');
  await expect(page.getByRole('tab', { name: 'Integrations', selected: true })).toBeVisible();
}

test("a provider's refusal on its own page shows 'Connection was cancelled' and the way back", async ({
  page,
}) => {
  await signInWithOutlet(page);
  await page.goto('/google/callback?error=access_denied&state=anything');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Google was not connected');
  await expect(alert).toContainText(Messages.integrations.cancelled);
  await page.getByRole('button', { name: 'Back to Settings' }).click();
  await expect(page).toHaveURL(/\/settings\?tab=integrations$/);
  await expect(page.getByRole('tab', { name: 'Integrations', selected: true })).toBeVisible();
});

test.describe('with the integrations service', () => {
  test('connects and disconnects Loyverse, Google and Xero from Settings', async ({ page }) => {
    test.slow(); // three OAuth round trips and three disconnects
    await signInWithOutlet(page);
    await openIntegrations(page);
    for (const { slug } of PROVIDERS) {
      await expect(card(page, slug).locator('.ant-tag')).toHaveText('Not connected');
      await expect(card(page, slug).getByTestId('integration-account')).toHaveCount(0);
    }

    for (const { name, slug, account } of PROVIDERS) {
      // Connect: the provider's authorize page, straight back to the callback, then the tab.
      await card(page, slug)
        .getByRole('button', { name: `Connect ${name}`, exact: true })
        .click();
      await expect(page.getByText(Messages.integrations.connected(name))).toBeVisible();
      await expect(page).toHaveURL(/\/settings\?tab=integrations$/);
      await expect(card(page, slug).locator('.ant-tag')).toHaveText('Connected');
      await expect(card(page, slug).getByTestId('integration-account')).toHaveText(account);
      await expect(
        card(page, slug).getByRole('button', { name: `Connect ${name}`, exact: true }),
      ).toHaveCount(0);
    }
    // Still there on a fresh load.
    await openIntegrations(page);
    for (const { slug, account } of PROVIDERS) {
      await expect(card(page, slug).locator('.ant-tag')).toHaveText('Connected');
      await expect(card(page, slug).getByTestId('integration-account')).toHaveText(account);
    }

    for (const { name, slug } of PROVIDERS) {
      await card(page, slug)
        .getByRole('button', { name: `Disconnect ${name}` })
        .click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toContainText(Messages.integrations.confirmDisconnect(name));
      // Cancel first: nothing changes.
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toHaveCount(0);
      await expect(card(page, slug).locator('.ant-tag')).toHaveText('Connected');

      await card(page, slug)
        .getByRole('button', { name: `Disconnect ${name}` })
        .click();
      await page.getByRole('dialog').getByRole('button', { name: 'Disconnect' }).click();
      await expect(page.getByText(Messages.integrations.disconnected(name))).toBeVisible();
      await expect(card(page, slug).locator('.ant-tag')).toHaveText('Not connected');
      await expect(card(page, slug).getByTestId('integration-account')).toHaveCount(0);
      await expect(
        card(page, slug).getByRole('button', { name: `Connect ${name}`, exact: true }),
      ).toBeVisible();
    }
    await openIntegrations(page);
    for (const { slug } of PROVIDERS) {
      await expect(card(page, slug).locator('.ant-tag')).toHaveText('Not connected');
    }
  });

  test('a tampered state is refused with the reason; the genuine one then connects', async ({
    page,
  }) => {
    const owner = await signInWithOutlet(page);
    // The owner's own connection request, followed to the provider's answer by hand.
    const { startConnection } = await owner.gql<{ startConnection: { authorizeUrl: string } }>(
      'mutation { startConnection(provider: ACCOUNTING) { authorizeUrl } }',
    );
    const answer = await fetch(startConnection.authorizeUrl, { redirect: 'manual' });
    expect(answer.status).toBe(302);
    const back = new URL(answer.headers.get('location') ?? '', STACK_URL);
    expect(back.pathname).toBe('/xero/callback');
    const code = back.searchParams.get('code') ?? '';
    const state = back.searchParams.get('state') ?? '';

    await page.goto(
      `/xero/callback?code=${encodeURIComponent(code)}&state=${encodeURIComponent(`${state}x`)}`,
    );
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Xero was not connected');
    await expect(alert).toContainText(
      'The connection request has expired or is not yours: connect again',
    );
    await page.getByRole('button', { name: 'Back to Settings' }).click();
    await expect(page).toHaveURL(/\/settings\?tab=integrations$/);
    await expect(card(page, 'xero').locator('.ant-tag')).toHaveText('Not connected');

    await page.goto(`/xero/callback${back.search}`);
    await expect(page.getByText(Messages.integrations.connected('Xero'))).toBeVisible();
    await expect(card(page, 'xero').getByTestId('integration-account')).toHaveText(
      'Organisation: Demo Company (MY)',
    );
  });
});
