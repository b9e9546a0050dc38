#!/usr/bin/env node
// npm run screens: the README's screenshots (docs/screens/*.png) from the running stack, or one
// started for the purpose: an owner with an outlet, a billing add-on, on a 1440x900 screen.
import path from 'node:path';
import { gql, launchChromium, onboardedOwner } from './lib/browser.mjs';
import { ROOT } from './lib/dev-stack.mjs';
import { ensureStack } from './lib/ensure-stack.mjs';

const OUT = path.join(ROOT, 'docs/screens');
const stack = await ensureStack();
const browser = await launchChromium();
try {
  const { state, token, outletId } = await onboardedOwner(browser, stack.gateway, {
    email: `screens-${Date.now()}@example.com`,
    name: 'Aisyah Rahman',
    outlet: { outletName: 'Kopi Kita, Bangsar', outletAddress: '12 Jalan Telawi 3, Bangsar' },
  });
  await gql(
    stack.gateway,
    token,
    `mutation {
      a: createOutletBilling(input: { name: "Service charge", type: ADD, amount: "10", amountType: PERCENTAGE, enabled: true }) { id }
      b: createOutletBilling(input: { name: "Member discount", type: DEDUCT, amount: "5.50", amountType: NUMBER, enabled: true }) { id }
    }`,
    {},
    { 'x-outlet-id': outletId },
  );
  const context = await browser.newContext({
    baseURL: stack.gateway,
    storageState: state,
    viewport: { width: 1440, height: 900 },
  });
  const page = await context.newPage();
  // Each shot waits for the data and for antd's entrance animations to finish.
  const settle = async () => {
    await page.getByText('Outlet: Kopi Kita, Bangsar').waitFor();
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(800);
  };
  await page.goto('/overview');
  await page.getByText('Welcome to Mise, Aisyah').waitFor();
  await settle();
  await page.screenshot({ path: path.join(OUT, 'overview.png') });
  await page.goto('/settings?tab=billing');
  await page.getByText('Member discount').waitFor();
  await settle();
  await page.screenshot({ path: path.join(OUT, 'settings.png') });
  console.log(`wrote ${path.relative(ROOT, OUT)}/overview.png and settings.png`);
} finally {
  await browser.close();
  await stack.stop();
}
