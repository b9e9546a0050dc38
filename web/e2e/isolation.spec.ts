import { expect, test, type Page } from '@playwright/test';
import { newOwner, ownerThroughApi, signInWithOutlet } from './fixtures';

const SESSION = 'mise.session';

const sessionOutletId = (page: Page) =>
  page.evaluate(
    (key) => (JSON.parse(localStorage.getItem(key) ?? '{}') as { outletId?: string }).outletId,
    SESSION,
  );

test('an owner who puts another owner’s outlet id in the session never sees that outlet', async ({
  browser,
}) => {
  // Owner A exists only through the API; owner B signs in in the browser.
  const b = await browser.newContext();
  const page = await b.newPage();
  const [ownerA, ownerB] = await Promise.all([
    ownerThroughApi(newOwner('alya')),
    ownerThroughApi(newOwner('badrul')),
  ]);
  await signInWithOutlet(page, ownerB);
  const outletA = { name: ownerA.outletName };
  const outletB = { name: ownerB.outletName };
  const outletIdA = ownerA.outletId;
  expect(outletIdA).toBeTruthy();
  expect(await sessionOutletId(page)).toBe(ownerB.outletId);
  expect(await sessionOutletId(page)).not.toBe(outletIdA);

  // From here on, note whether A's outlet name ever reaches B: in an API answer or on screen.
  const leaks: string[] = [];
  page.on('response', async (response) => {
    if (!response.url().includes('/graphql')) return;
    const body = await response.text().catch(() => '');
    if (body.includes(outletA.name)) leaks.push(`API: ${body}`);
  });
  await page.addInitScript((name) => {
    const check = () => {
      if (document.body?.innerText.includes(name)) sessionStorage.setItem('leak', 'shown');
    };
    new MutationObserver(check).observe(document, {
      childList: true,
      subtree: true,
      characterData: true,
    });
  }, outletA.name);

  await page.evaluate(
    ({ key, outletId }) => {
      const s = JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, unknown>;
      localStorage.setItem(key, JSON.stringify({ ...s, outletId }));
    },
    { key: SESSION, outletId: outletIdA },
  );
  await page.reload();

  // The server refuses A's outlet and the polled user puts B's own outlet back.
  await expect(page.getByTestId('outlet-name')).toHaveText(`Outlet: ${outletB.name}`);
  await expect(page.getByText(outletA.name)).toHaveCount(0);
  await page.goto('/operations');
  await expect(page.getByRole('link', { name: 'Waiter Dashboard' })).toBeEnabled();
  await expect(page.getByText(outletA.name)).toHaveCount(0);
  expect(await sessionOutletId(page)).not.toBe(outletIdA);
  expect(await page.evaluate(() => sessionStorage.getItem('leak'))).toBeNull();
  expect(leaks).toEqual([]);

  await b.close();
});

test('an owner who is not an admin going to /admin lands on the overview', async ({ page }) => {
  const owner = await signInWithOutlet(page);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/overview$/);
  await expect(page.getByTestId('outlet-name')).toHaveText(`Outlet: ${owner.outletName}`);
  await expect(page.getByRole('heading', { name: 'Change Outlet' })).toHaveCount(0);
});
