import { expect, test, type Page } from '@playwright/test';
import { apiIngredient, apiMenuItem, ownerThroughApi, type ApiOwner } from './fixtures';
import {
  addMenuVariant,
  apiTable,
  apiVariant,
  maskedNumber,
  publicMenu,
} from './ordering-fixtures';

/**
 * The guest ordering page (issue 12) on a phone: the table's QR link, the menu, a dish with a
 * SINGLE and a MULTIPLE variant (max choice held on screen), the cart with the outlet's billing
 * add-on, Place Order, then the status moving as the waiter confirms or rejects (through the
 * API here; the dashboards have their own journey). And the "not valid" page for wrong links.
 */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const INVALID = "This table's link is not valid";

/** The order's id in the waiter's queue (DRAFT), by its code. */
async function draftOrderId(owner: ApiOwner, orderCode: string): Promise<string> {
  const { liveOrders } = await owner.gql<{ liveOrders: { id: string; orderCode: string }[] }>(
    '{ liveOrders(status: DRAFT, limit: 100) { id orderCode } }',
  );
  const order = liveOrders.find((o) => o.orderCode === orderCode);
  if (!order) throw new Error(`${orderCode} is not in the waiter's queue`);
  return order.id;
}

async function orderCodeOn(page: Page): Promise<string> {
  const code = page.getByTestId('order-code');
  await expect(code).toHaveText(/\S{6,}/);
  return (await code.textContent())!.trim();
}

test('guest ordering: the QR link, search, a dish with options, the cart with its add-on, Place Order, and the status as the waiter confirms or rejects', async ({
  page,
}) => {
  test.slow(); // seeds a menu with variants, then two orders and their status changes
  const owner = await ownerThroughApi();
  await owner.gql(
    'mutation ($input: CreateOutletBillingInput!) { createOutletBilling(input: $input) { id } }',
    {
      input: {
        name: 'Service charge',
        type: 'ADD',
        amount: '10',
        amountType: 'PERCENTAGE',
        enabled: true,
      },
    },
  );
  const [large, egg, chicken, sambal] = await Promise.all(
    ['Large portion', 'Egg', 'Chicken', 'Sambal'].map((name) => apiIngredient(owner, name)),
  );
  const nasi = await apiMenuItem(owner, 'Nasi Lemak', 'Mains', { price: '12.50' });
  await apiMenuItem(owner, 'Teh Tarik', 'Drinks', { price: '3.50' });
  const size = await apiVariant(owner, 'Size', [{ ingredientId: large, addOnPrice: '2.00' }]);
  const toppings = await apiVariant(
    owner,
    'Toppings',
    [
      { ingredientId: egg, addOnPrice: '1.50' },
      { ingredientId: chicken, addOnPrice: '4.00' },
      { ingredientId: sambal, addOnPrice: '0.50' },
    ],
    { maxChoice: 2 },
  );
  for (const variantId of [size, toppings]) await addMenuVariant(owner, nasi, variantId);
  const link = new URL(await apiTable(owner, 'T5'));
  const masked = await maskedNumber(owner);
  // The table's QR link points at this page.
  expect(`${link.pathname}${link.search}`).toBe(`/order/${masked}?table=T5`);

  // Sales learns the menu and the table from catalogue's events.
  await expect
    .poll(
      async () => {
        const menu = await publicMenu(masked, 'T5');
        if (!menu) return 'no menu yet';
        const items = menu.categories.flatMap((c) => c.items);
        const dish = items.find((i) => /nasi lemak/i.test(i.name));
        return `${items.length} items, ${dish?.variants.map((v) => v.options.length).join('+')} options`;
      },
      { timeout: 30_000 },
    )
    .toBe('2 items, 1+3 options');

  // Scan: the outlet's name, the table, the menu by category.
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { level: 1, name: owner.outletName })).toBeVisible();
  await expect(page.getByText('Table T5')).toBeVisible();
  const categories = page.getByRole('navigation', { name: 'Categories' });
  await expect(categories.getByRole('button')).toHaveText([/drinks/i, /mains/i]);
  const dishes = page.locator('.dish');
  await expect(dishes).toHaveCount(2);
  await expect(dishes.filter({ hasText: /nasi lemak/i })).toContainText('RM 12.50');

  // Search, then open the dish.
  await page.getByRole('searchbox', { name: 'Search the menu' }).fill('nasi');
  await expect(dishes).toHaveCount(1);
  await dishes.first().click();
  const sheet = page.getByRole('dialog', { name: /nasi lemak/i });
  await expect(sheet).toBeVisible();

  // SINGLE: one at a time; MULTIPLE: at most 2, the third disabled.
  const largeRadio = sheet.getByRole('radio', { name: /large portion/i });
  await expect(sheet.getByText('+RM 2.00')).toBeVisible();
  await largeRadio.click();
  await expect(largeRadio).toBeChecked();
  await expect(sheet.getByText('Choose up to 2')).toBeVisible();
  await sheet.getByRole('checkbox', { name: /egg/i }).click();
  await sheet.getByRole('checkbox', { name: /chicken/i }).click();
  await expect(sheet.getByRole('checkbox', { name: /sambal/i })).toBeDisabled();
  await sheet.getByRole('checkbox', { name: /egg/i }).click();
  await expect(sheet.getByRole('checkbox', { name: /sambal/i })).toBeEnabled();
  await sheet.getByRole('checkbox', { name: /egg/i }).click();
  await expect(sheet.getByRole('checkbox', { name: /sambal/i })).toBeDisabled();

  // Two of them: (12.50 + 2.00 + 1.50 + 4.00) × 2.
  await sheet.getByRole('button', { name: 'Increase quantity' }).click();
  await sheet.getByLabel('Note for the kitchen (optional)').fill('Less rice');
  await sheet.getByRole('button', { name: 'Add to order · RM 40.00' }).click();
  await expect(sheet).toBeHidden();

  // The cart: the line, its options, the 10% service charge as the server computes it.
  const bar = page.getByRole('button', { name: /^View order/ });
  await expect(bar).toHaveText('View order · 2 items · RM 44.00');
  await bar.click();
  const cart = page.getByRole('dialog', { name: 'Your order' });
  await expect(cart.getByRole('list', { name: 'Dishes' })).toContainText(
    /large portion \(\+RM 2\.00\)/i,
  );
  await expect(cart).toContainText('Note: Less rice');
  const totals = cart.getByLabel('Totals');
  await expect(totals).toContainText('Sub totalRM 40.00');
  await expect(totals).toContainText('Service charge (10%)RM 4.00');
  await expect(totals).toContainText('TotalRM 44.00');
  await cart.getByRole('button', { name: 'Place Order' }).click();

  // The order code and "Received"; the waiter confirms: "Confirmed" without a reload.
  const status = page.getByTestId('order-status');
  await expect(status).toHaveText('Received');
  const firstCode = await orderCodeOn(page);
  await expect(page.getByLabel('Totals')).toContainText('TotalRM 44.00');
  await owner.gql('mutation ($id: ID!) { confirmOrder(id: $id) { id } }', {
    id: await draftOrderId(owner, firstCode),
  });
  await expect(status).toHaveText('Confirmed', { timeout: 15_000 });
  await expect(page.getByText('The kitchen is preparing your order')).toBeVisible();

  // A reload shows the status again (kept in the browser).
  await page.reload();
  await expect(page.getByTestId('order-code')).toHaveText(firstCode);
  await expect(status).toHaveText('Confirmed');

  // A second order, rejected with a reason the guest reads.
  await page.getByRole('button', { name: 'Start a new order' }).click();
  await page
    .locator('.dish')
    .filter({ hasText: /teh tarik/i })
    .click();
  await page
    .getByRole('dialog', { name: /teh tarik/i })
    .getByRole('button', { name: 'Add to order · RM 3.50' })
    .click();
  await page.getByRole('button', { name: /^View order/ }).click();
  await page
    .getByRole('dialog', { name: 'Your order' })
    .getByRole('button', { name: 'Place Order' })
    .click();
  await expect(status).toHaveText('Received');
  const secondCode = await orderCodeOn(page);
  expect(secondCode).not.toBe(firstCode);
  await owner.gql('mutation ($id: ID!, $r: String!) { rejectOrder(id: $id, reason: $r) { id } }', {
    id: await draftOrderId(owner, secondCode),
    r: 'Sorry, the tea has run out',
  });
  await expect(status).toHaveText('Rejected', { timeout: 15_000 });
  await expect(page.getByText('Reason: Sorry, the tea has run out')).toBeVisible();
});

test('guest ordering: a wrong masked number, a wrong table or no table is "not valid"', async ({
  page,
}) => {
  const owner = await ownerThroughApi();
  await apiTable(owner, 'A1');
  const masked = await maskedNumber(owner);
  await expect
    .poll(async () => ((await publicMenu(masked, 'A1')) ? 'known' : 'unknown'), { timeout: 30_000 })
    .toBe('known');

  for (const path of [
    `/order/ZZZZZZZZ?table=A1`,
    `/order/${masked}?table=NOPE`,
    `/order/${masked}`,
    '/order',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: INVALID })).toBeVisible();
  }
  // The right link: the page, and an empty menu says so.
  await page.goto(`/order/${masked}?table=a1`);
  await expect(page.getByText('This outlet has no dishes to order yet.')).toBeVisible();
});
