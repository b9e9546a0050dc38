import { expect, test } from '@playwright/test';
import { ownerThroughApi, type ApiOwner } from './fixtures';

/**
 * Issue 21's test across the money services, through the gateway of the running stack (no
 * browser): an expense confirmed in finance becomes PURCHASE rows in inventory, which set the
 * ingredient's average and last price, which recost the menu item in catalogue; a credit memo
 * returns stock at the same average; editing the confirmed invoice reverses its purchases.
 */
test('an expense through the books: finance → inventory → catalogue, read through the gateway', async () => {
  const owner = await ownerThroughApi();
  const { createIngredient } = await owner.gql<{ createIngredient: { id: string } }>(
    'mutation { createIngredient(input: { name: "Chicken", unit: "kg" }) { id } }',
  );
  const ingredientId = createIngredient.id;
  const { createMenuItem } = await owner.gql<{ createMenuItem: { id: string } }>(
    'mutation { createMenuItem(input: { name: "Chicken Rice", category: "Mains" }) { id } }',
  );
  const menuItemId = createMenuItem.id;
  await owner.gql(
    `mutation($m: ID!, $i: ID!) { addMenuIngredient(menuItemId: $m, input: { ingredientId: $i, amount: "0.2" }) { id } }`,
    { m: menuItemId, i: ingredientId },
  );
  const books = async () => {
    const r = await owner.gql<{
      ingredient: { averagePrice: string; lastPrice: string; stockCount: string };
      menuItem: { costPerServing: string; ingredients: Array<{ unitCostSource: string }> };
    }>(
      `query($i: ID!, $m: ID!) { ingredient(id: $i) { averagePrice lastPrice stockCount }
         menuItem(id: $m) { costPerServing ingredients { unitCostSource } } }`,
      { i: ingredientId, m: menuItemId },
    );
    // the last price is one of the latest purchase's lines (two lines of one expense share a
    // moment): whether it is set is what counts here
    return {
      stock: Number(r.ingredient.stockCount),
      average: Number(r.ingredient.averagePrice),
      lastPriced: [12, 15].includes(Number(r.ingredient.lastPrice)),
      cost: Number(r.menuItem.costPerServing),
      source: r.menuItem.ingredients[0]?.unitCostSource,
    };
  };
  expect(await books()).toEqual({
    stock: 0,
    average: 0,
    lastPriced: false,
    cost: 0,
    source: 'NONE',
  });

  const today = new Date().toISOString().slice(0, 10);
  const expense = async (
    o: ApiOwner,
    type: string,
    number: string,
    lines: Array<[name: string, quantity: string, unitPrice: string]>,
  ) => {
    const { createExpense } = await o.gql<{ createExpense: { id: string } }>(
      `mutation($type: ExpenseType!, $n: String!, $d: String!) { createExpense(input: {
         expenseType: $type, expenseNumber: $n, supplierName: "Fresh Farm", expenseDate: $d,
         dueDate: $d, paidStatus: UNPAID }) { id } }`,
      { type, n: number, d: today },
    );
    for (const [name, quantity, unitPrice] of lines) {
      await o.gql(
        `mutation($e: ID!, $name: String!, $q: String!, $p: String!) { addExpenseItem(expenseId: $e,
           input: { name: $name, ingredient: "chicken", unit: "kg", amount: "1", quantity: $q, unitPrice: $p }) { id } }`,
        { e: createExpense.id, name, q: quantity, p: unitPrice },
      );
    }
    const { confirmExpense } = await o.gql<{
      confirmExpense: { expenseState: string; grandTotal: string; supplierName: string };
    }>('mutation($e: ID!) { confirmExpense(id: $e) { expenseState grandTotal supplierName } }', {
      e: createExpense.id,
    });
    return { id: createExpense.id, ...confirmExpense };
  };

  // 10 kg at 12.00 and 10 kg at 15.00 (two inventory items of one ingredient): average 13.50
  const invoice = await expense(owner, 'INVOICE', 'INV-1', [
    ['Chicken breast 1kg', '10', '12'],
    ['Chicken thigh 1kg', '10', '15'],
  ]);
  expect(invoice).toMatchObject({
    expenseState: 'CONFIRMED',
    grandTotal: '270.00',
    supplierName: 'FRESH FARM',
  });
  await expect.poll(books, { timeout: 30_000 }).toEqual({
    stock: 20,
    average: 13.5,
    lastPriced: true,
    cost: 2.7, // 0.2 kg × 13.50
    source: 'AVERAGE',
  });

  // a credit memo sends 5 kg back: stock 15, the average and the recipe's cost kept
  await expense(owner, 'CREDITMEMO', 'CN-1', [['Chicken breast 1kg', '5', '12']]);
  await expect
    .poll(books, { timeout: 30_000 })
    .toEqual({ stock: 15, average: 13.5, lastPriced: true, cost: 2.7, source: 'AVERAGE' });

  // editing the invoice unconfirms it: its purchases are reversed, the return stays
  const { editConfirmedExpense } = await owner.gql<{
    editConfirmedExpense: { expenseState: string };
  }>('mutation($e: ID!) { editConfirmedExpense(id: $e) { expenseState } }', { e: invoice.id });
  expect(editConfirmedExpense.expenseState).toBe('DRAFT');
  await expect
    .poll(books, { timeout: 30_000 })
    .toEqual({ stock: -5, average: 0, lastPriced: false, cost: 0, source: 'NONE' });

  // the expenses overview counts the credit memo negative: −60.00 for today
  const { expenseOverview } = await owner.gql<{ expenseOverview: { total: string } }>(
    'query($f: String!, $t: String!) { expenseOverview(from: $f, to: $t) { total } }',
    // a report range is at most 1,100 days: today and tomorrow (exclusive end)
    { f: today, t: new Date(Date.now() + 86_400_000).toISOString().slice(0, 10) },
  );
  expect(expenseOverview.total).toBe('-60.00');
});
