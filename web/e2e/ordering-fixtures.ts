import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { STACK_URL, type ApiOwner } from './fixtures';

/** Shared set-up of the ordering journeys (issue 12): guest calls, tables, variants. */

/** A tablet held upright at the counter or in the kitchen. */
export const TABLET = { width: 820, height: 1180 };

/** An order's card on the waiter's or the kitchen's dashboard, by its code. */
export const card = (page: Page, code: string) =>
  page.getByRole('article', { name: new RegExp(`^Order ${code},`) });

/** A public call, as the guest's page makes it: no Authorization, no session, no outlet. */
export async function guestGql<T>(query: string, variables: Record<string, unknown>): Promise<T> {
  const response = await fetch(`${STACK_URL}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  if (body.errors?.length) throw new Error(body.errors[0].message);
  return body.data as T;
}

export interface Placed {
  orderCode: string;
  statusToken: string;
}

/** A guest's order from a table, through the public `placeOrder`. */
export async function placeOrder(
  masked: string,
  tableName: string,
  items: { menuItemId: string; quantity: number; note?: string; optionIds?: string[] }[],
  note?: string,
): Promise<Placed> {
  const { placeOrder } = await guestGql<{ placeOrder: Placed }>(
    `mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { orderCode statusToken } }`,
    { input: { maskedOutletNumber: masked, tableName, requestId: randomUUID(), items, note } },
  );
  return placeOrder;
}

export async function maskedNumber(owner: ApiOwner): Promise<string> {
  const { currentOutlet } = await owner.gql<{ currentOutlet: { maskedOutletNumber: string } }>(
    '{ currentOutlet { maskedOutletNumber } }',
  );
  return currentOutlet.maskedOutletNumber;
}

/** A table made through the API; answers its QR code's link. */
export async function apiTable(owner: ApiOwner, name: string): Promise<string> {
  let link = '';
  // Catalogue learns of a new outlet from identity's event: retry until it knows this one.
  await expect
    .poll(
      () =>
        owner
          .gql<{ createOutletTable: { orderingLink: string } }>(
            'mutation ($name: String!) { createOutletTable(name: $name) { orderingLink } }',
            { name },
          )
          .then(
            ({ createOutletTable }) => {
              link = createOutletTable.orderingLink;
              return 'created';
            },
            (error: Error) => error.message,
          ),
      { timeout: 15_000 },
    )
    .toBe('created');
  return link;
}

/** A variant of ingredient options (SINGLE unless `multiple`); answers its id. */
export async function apiVariant(
  owner: ApiOwner,
  name: string,
  options: { ingredientId: string; addOnPrice: string; amount?: string }[],
  multiple?: { maxChoice: number },
): Promise<string> {
  const { createVariant } = await owner.gql<{ createVariant: { id: string } }>(
    'mutation ($name: String!) { createVariant(name: $name) { id } }',
    { name },
  );
  if (multiple) {
    await owner.gql(
      'mutation ($id: ID!, $max: Int!) { updateVariant(id: $id, variantType: MULTIPLE, maxChoice: $max) { id } }',
      { id: createVariant.id, max: multiple.maxChoice },
    );
  }
  for (const option of options) {
    await owner.gql(
      'mutation ($id: ID!, $input: VariantIngredientInput!) { addVariantIngredient(variantId: $id, input: $input) { id } }',
      { id: createVariant.id, input: { amount: '1', ...option } },
    );
  }
  return createVariant.id;
}

export async function addMenuVariant(owner: ApiOwner, menuItemId: string, variantId: string) {
  await owner.gql(
    'mutation ($m: ID!, $v: ID!) { addMenuVariant(menuItemId: $m, variantId: $v) { id } }',
    { m: menuItemId, v: variantId },
  );
}

interface MenuShape {
  categories: {
    items: { menuItemId: string; name: string; variants: { options: unknown[] }[] }[];
  }[];
}

/** The guest's menu of a table (null: the link is not valid), as sales has it now. */
export async function publicMenu(masked: string, tableName: string): Promise<MenuShape | null> {
  const { orderingMenu } = await guestGql<{ orderingMenu: MenuShape | null }>(
    'query ($m: String!, $t: String!) { orderingMenu(maskedOutletNumber: $m, tableName: $t) { categories { items { menuItemId name variants { options { name } } } } } }',
    { m: masked, t: tableName },
  );
  return orderingMenu;
}

/** Waits until the table's menu offers the item with `options` options in all (sales has both). */
export async function orderable(
  masked: string,
  tableName: string,
  menuItemId: string,
  options = 0,
): Promise<void> {
  await expect
    .poll(
      async () => {
        const items = (await publicMenu(masked, tableName))?.categories.flatMap((c) => c.items);
        const item = items?.find((i) => i.menuItemId === menuItemId);
        return item ? item.variants.reduce((n, v) => n + v.options.length, 0) : -1;
      },
      { timeout: 30_000 },
    )
    .toBe(options);
}
