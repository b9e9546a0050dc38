import { expect, test, type Page } from '@playwright/test';
import { signInWithOutlet } from './fixtures';

/** The current outlet's numbers, asked of the API the way the app asks (token, session, outlet). */
async function currentOutletNumbers(page: Page) {
  return page.evaluate(async () => {
    const tokenKey = Object.keys(localStorage).find((k) => k.startsWith('oidc.user:'));
    const token = (
      JSON.parse(localStorage.getItem(tokenKey ?? '') ?? '{}') as { access_token?: string }
    ).access_token;
    const { outletId, sessionId } = JSON.parse(localStorage.getItem('mise.session') ?? '{}') as {
      outletId: string;
      sessionId: string;
    };
    const response = await fetch('/graphql', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${token}`,
        'x-session-id': sessionId,
        'x-outlet-id': outletId,
      },
      body: JSON.stringify({
        query: 'query($id: ID!) { outlet(id: $id) { outletNumber maskedOutletNumber } }',
        variables: { id: outletId },
      }),
    });
    const body = (await response.json()) as {
      data: { outlet: { outletNumber: string; maskedOutletNumber: string } };
    };
    return body.data.outlet;
  });
}

test('the waiter and kitchen dashboards open the ordering site by masked number', async ({
  page,
  context,
}) => {
  await signInWithOutlet(page);
  await page.goto('/operations');
  const { outletNumber, maskedOutletNumber } = await currentOutletNumbers(page);
  expect(maskedOutletNumber).not.toBe(outletNumber);

  const waiter = page.getByRole('link', { name: 'Waiter Dashboard' });
  const kitchen = page.getByRole('link', { name: 'Kitchen Dashboard' });
  const path = `/dashboard/${encodeURIComponent(maskedOutletNumber)}?status=`;
  await expect(waiter).toHaveAttribute('href', new RegExp(`^https?://[^/]+${escape(path)}draft$`));
  await expect(kitchen).toHaveAttribute(
    'href',
    new RegExp(`^https?://[^/]+${escape(path)}confirmed$`),
  );
  for (const link of [waiter, kitchen]) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
  }
  await expect(page.getByText(outletNumber, { exact: true })).toHaveCount(0);

  // The ordering site is outside this stack: answer for it, and see the kitchen open in a new tab.
  await context.route(/\/dashboard\//, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Ordering</title>' }),
  );
  const [tab] = await Promise.all([context.waitForEvent('page'), kitchen.click()]);
  await tab.waitForLoadState();
  expect(tab.url()).toContain(`${path}confirmed`);
  expect(page.url()).toMatch(/\/operations$/);
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
