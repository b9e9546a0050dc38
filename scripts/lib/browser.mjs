// Headless Debian Chromium for the scripts (bench, screenshots), and an owner signed in through
// the login page and the dev identity provider, onboarded over the API.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** Debian's Chromium with the same flags as the browser journeys (web/e2e/chromium.json). */
export async function launchChromium() {
  const { chromium } = require('@playwright/test');
  const { executablePath, args } = JSON.parse(
    readFileSync(new URL('../../web/e2e/chromium.json', import.meta.url), 'utf8'),
  );
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? executablePath, args });
}

export async function gql(base, token, query, variables, headers = {}) {
  const res = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...headers },
    body: JSON.stringify({ query, variables }),
  });
  const body = await res.json();
  if (body.errors) throw new Error(body.errors[0].message);
  return body.data;
}

/**
 * Signs a new owner in through the web app, registers a phone and creates an outlet over the API,
 * and answers the browser storage state of that session (for new contexts) with the token.
 */
export async function onboardedOwner(browser, gateway, { email, name, outlet }) {
  const context = await browser.newContext({ baseURL: gateway });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByRole('button', { name: 'Login / Sign up with Google' }).click();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(/\/onboarding$/);
  const token = await page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('oidc.user:'));
    return JSON.parse(localStorage.getItem(key)).access_token;
  });
  await gql(
    gateway,
    token,
    'mutation { updateOwnerContact(input: { whatsappNumber: "012-345 6789" }) { id } }',
  );
  const { createOutlet } = await gql(
    gateway,
    token,
    'mutation($i: CreateOutletInput!) { createOutlet(input: $i) { id } }',
    { i: outlet },
  );
  await page.evaluate((outletId) => {
    const s = JSON.parse(localStorage.getItem('mise.session'));
    localStorage.setItem('mise.session', JSON.stringify({ ...s, outletId }));
  }, createOutlet.id);
  const state = await context.storageState();
  await context.close();
  return { state, token, outletId: createOutlet.id };
}
