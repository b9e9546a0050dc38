import { execFileSync } from 'node:child_process';
import { createHmac, randomUUID } from 'node:crypto';
import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';

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
 * A new owner who has finished onboarding by clicking through it: phone registered and one outlet
 * created; ends on /overview. Slow: only for journeys about onboarding itself. Every other journey
 * sets its owner up through the API (`ownerThroughApi` + `signInWithOutlet`).
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

/** A date as the app shows it: "05 March 2026". */
export const longDate = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: '2-digit',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** The stack's address (the one playwright.config.ts gives the browser). */
export const STACK_URL = process.env.MISE_E2E_URL ?? 'http://localhost:4000';

/** What the API answers: `data`, or the first error's message and code thrown. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

/**
 * An owner set up through the API, not by clicking through onboarding: a token from the dev
 * identity provider (as `npm run token` gets one), `signIn`, `updateOwnerContact`, `createOutlet`.
 * `gql` then calls the gateway as that owner in that outlet, to seed what a journey needs.
 */
export interface ApiOwner extends TestOwner {
  token: string;
  sessionId: string;
  outletId: string;
  outletName: string;
  outletAddress: string;
  gql: <T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
  ) => Promise<T>;
}

type DevLogin = (options: {
  issuer: string;
  clientId: string;
  redirectUri: string;
  email: string;
  name: string;
}) => Promise<{ access_token: string }>;

async function graphql<T>(
  token: string,
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<T> {
  const response = await fetch(`${STACK_URL}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...headers },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as {
    data?: T;
    errors?: { message: string; extensions?: { code?: string } }[];
  };
  if (body.errors?.length) {
    throw new ApiError(body.errors[0].message, body.errors[0].extensions?.code);
  }
  if (!body.data) throw new ApiError(`HTTP ${response.status} without data`);
  return body.data;
}

/** The outlet an owner set up through the API gets: a name unique to the owner unless given. */
export interface OutletInput {
  name: string;
  address: string;
}

export async function ownerThroughApi(
  owner: TestOwner = newOwner(),
  outlet: OutletInput = {
    name: `Kedai ${owner.name.split(' ')[1]}`,
    address: '12 Jalan Ampang, Kuala Lumpur',
  },
): Promise<ApiOwner> {
  const loginModule = (await import(path.join(ROOT, 'scripts/lib/oidc-login.mjs'))) as {
    devLogin: DevLogin;
  };
  const { access_token: token } = await loginModule.devLogin({
    issuer: `${STACK_URL}/oidc`,
    clientId: 'mise-cli',
    // Never served: the helper reads the code from the redirect.
    redirectUri: 'http://127.0.0.1/callback',
    email: owner.email,
    name: owner.name,
  });
  const { signIn } = await graphql<{ signIn: { sessionId: string } }>(
    token,
    'mutation { signIn { sessionId } }',
  );
  const session = { 'x-session-id': signIn.sessionId };
  await graphql(
    token,
    'mutation ($input: UpdateOwnerContactInput!) { updateOwnerContact(input: $input) { id } }',
    { input: { whatsappNumber: `+60${MY_PHONE.replace(/\s/g, '')}` } },
    session,
  );
  const { createOutlet } = await graphql<{ createOutlet: { id: string } }>(
    token,
    'mutation ($input: CreateOutletInput!) { createOutlet(input: $input) { id } }',
    { input: { outletName: outlet.name, outletAddress: outlet.address } },
    session,
  );
  const outletId = createOutlet.id;
  const apiOwner: ApiOwner = {
    ...owner,
    token,
    sessionId: signIn.sessionId,
    outletId,
    outletName: outlet.name,
    outletAddress: outlet.address,
    gql: (query, variables) =>
      graphql(token, query, variables, { ...session, 'x-outlet-id': outletId }),
  };
  // Other services learn of the new outlet from identity's event: wait until every outlet-scoped
  // service knows it (one root field of each; any of them answers 'Outlet not found' until then).
  // Seen taking over 15 s on the 2-core CI machine under load, hence the longer wait.
  await expect
    .poll(
      () =>
        apiOwner
          .gql(
            '{ inventoryProgress { recipeAdded } catalogueProgress { menuItemAdded } outletBilling { credits } salesProgress { saleAdded } procurementSetup { percent } expenseWindow { checking } }',
          )
          .then(
            () => 'known',
            (error: Error) => error.message,
          ),
      { timeout: 40_000 },
    )
    .toBe('known');
  return apiOwner;
}

/** Picks an option of the open antd Select dropdown by its text. */
export async function chooseOption(page: Page, label: string, field?: Locator): Promise<void> {
  const dropdown = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
  if (!field) {
    await dropdown.getByTitle(label, { exact: true }).click();
    return;
  }
  // With the field: open it, pick, and check the field shows the choice; a click that lands while
  // the dropdown is still sliding in is lost now and then, so the whole pick is retried.
  const select = field.locator(
    'xpath=ancestor::*[contains(concat(" ", @class, " "), " ant-select ")][1]',
  );
  await expect(async () => {
    if (!(await dropdown.isVisible())) await field.click();
    await dropdown.getByTitle(label, { exact: true }).click({ timeout: 2000 });
    await expect(select).toContainText(label, { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
}

/**
 * Opens `url` until `check` passes: what the page shows follows the stack's events, which a busy
 * machine applies in its own time. Each try first waits for `ready` (the page has loaded: on a
 * loaded machine that alone takes seconds, so it has the usual timeout), then checks briefly.
 */
export async function reopenUntil(
  page: Page,
  url: string,
  ready: Locator,
  check: () => Promise<void>,
  timeout = 90_000,
): Promise<void> {
  await expect(async () => {
    await page.goto(url);
    await expect(ready).toBeVisible({ timeout: 20_000 });
    await check();
  }).toPass({ timeout, intervals: [1_000, 2_000, 4_000] });
}

/** An owner set up through the API, then signed in in the browser: ends on /overview. */
export async function signInWithOutlet(page: Page, owner?: ApiOwner): Promise<ApiOwner> {
  const apiOwner = owner ?? (await ownerThroughApi());
  await signInThroughIdp(page, apiOwner);
  await expect(page).toHaveURL(/\/overview$/);
  await expect(page.getByTestId('outlet-name')).toHaveText(`Outlet: ${apiOwner.outletName}`);
  return apiOwner;
}

/** Seeds an ingredient through the API; answers its id. */
export async function apiIngredient(owner: ApiOwner, name: string, unit = 'unit'): Promise<string> {
  const { createIngredient } = await owner.gql<{ createIngredient: { id: string } }>(
    'mutation ($input: CreateIngredientInput!) { createIngredient(input: $input) { id } }',
    { input: { name, unit } },
  );
  return createIngredient.id;
}

/** Seeds an inventory item mapped to an ingredient through the API; answers its id. */
export async function apiInventoryItem(
  owner: ApiOwner,
  name: string,
  ingredientId: string,
): Promise<string> {
  const { createInventoryItem } = await owner.gql<{ createInventoryItem: { id: string } }>(
    'mutation ($input: CreateInventoryItemInput!) { createInventoryItem(input: $input) { id } }',
    { input: { name, ingredientId } },
  );
  return createInventoryItem.id;
}

/**
 * A menu item seeded through the API; answers its (version) id. With `recipe`, its price (a
 * price above 0 also turns "On the ordering page" on, so guests can order it) and, when an
 * ingredient is given, one recipe row; without an ingredient it has no recipe ("not mapped to
 * stock" when sold).
 */
export async function apiMenuItem(
  owner: ApiOwner,
  name: string,
  category: string,
  recipe?: { price: string; ingredientId?: string; amount?: string; unitCost?: string },
): Promise<string> {
  const { createMenuItem } = await owner.gql<{ createMenuItem: { id: string } }>(
    'mutation ($input: CreateMenuItemInput!) { createMenuItem(input: $input) { id } }',
    { input: { name, category } },
  );
  const id = createMenuItem.id;
  if (recipe) {
    await owner.gql(
      'mutation ($id: ID!, $input: UpdateMenuItemInput!) { updateMenuItem(id: $id, input: $input) { id } }',
      { id, input: { price: recipe.price } },
    );
    if (Number(recipe.price) > 0) {
      await owner.gql(
        'mutation ($id: ID!) { setMenuItemOnOrderingPage(id: $id, on: true) { id } }',
        { id },
      );
    }
  }
  if (recipe?.ingredientId) {
    await owner.gql(
      'mutation ($id: ID!, $input: MenuIngredientInput!) { addMenuIngredient(menuItemId: $id, input: $input) { id } }',
      {
        id,
        input: {
          ingredientId: recipe.ingredientId,
          amount: recipe.amount,
          defaultUnitCost: recipe.unitCost,
        },
      },
    );
  }
  return id;
}

/** An app order as an outside ordering site posts it to `/webhooks/orders` (prices ignored). */
export interface WebhookOrder {
  orderCode: string;
  items: { menuItemId: string; quantity: number; optionIds?: string[] }[];
  channel?: 'WEB' | 'WHATSAPP';
  orderTimestamp?: string;
}

/** Each owner's webhook signing secret, made once per run (a new one replaces the old). */
const webhookSecrets = new WeakMap<ApiOwner, Promise<string>>();

function webhookSecretOf(owner: ApiOwner): Promise<string> {
  let secret = webhookSecrets.get(owner);
  if (!secret) {
    secret = owner
      .gql<{ rotateOrderWebhookSecret: { secret: string } }>(
        'mutation { rotateOrderWebhookSecret { secret } }',
      )
      .then((r) => r.rotateOrderWebhookSecret.secret);
    webhookSecrets.set(owner, secret);
  }
  return secret;
}

/**
 * Posts an order for the owner's outlet to the gateway's `/webhooks/orders`, signed as an
 * outside site does: `X-Mise-Timestamp` (Unix seconds) and `X-Mise-Signature: sha256=<HMAC-SHA256
 * of "<timestamp>.<raw body>">` with the outlet's own secret (made through
 * `rotateOrderWebhookSecret` once per owner). `secret` signs with another key.
 * Answers the HTTP status and body.
 */
export async function postOrder(
  owner: ApiOwner,
  order: WebhookOrder,
  secret?: string,
): Promise<{ status: number; body: unknown }> {
  const { currentOutlet } = await owner.gql<{ currentOutlet: { maskedOutletNumber: string } }>(
    '{ currentOutlet { maskedOutletNumber } }',
  );
  const key = secret ?? (await webhookSecretOf(owner));
  const raw = JSON.stringify({ maskedOutletNumber: currentOutlet.maskedOutletNumber, ...order });
  const timestamp = Math.floor(Date.now() / 1000);
  const signature = createHmac('sha256', key).update(`${timestamp}.${raw}`).digest('hex');
  const response = await fetch(`${STACK_URL}/webhooks/orders`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-mise-timestamp': String(timestamp),
      'x-mise-signature': `sha256=${signature}`,
    },
    body: raw,
  });
  return { status: response.status, body: await response.json().catch(() => null) };
}
