// The guest ordering page's figures (issue 12, "Measured"):
//  1. its initial JavaScript, gzip -9: the order.html entry and every chunk it imports statically,
//     from the production build's manifest (web/dist; `npm run build -w web` first); target 100 KB;
//  2. Lighthouse 13 with its mobile defaults (simulated slow 4G, a mid-range phone) in Debian's
//     Chromium on a table's page of the local stack (an outlet with 3 categories of 3 dishes and a
//     10% service charge, seeded through the API), median of 3 runs: performance score, LCP, TBT,
//     CLS. Lighthouse is not a dependency: `npx -y lighthouse@13` fetches it.
// Prints only; nothing passes or fails on a number.
//
//   node scripts/bench/order-page.mjs     (or import { benchOrderPage } from here)
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { gql } from '../lib/browser.mjs';
import { ROOT } from '../lib/dev-stack.mjs';
import { ensureStack } from '../lib/ensure-stack.mjs';
import { devLogin } from '../lib/oidc-login.mjs';

const DIST = path.join(ROOT, 'web/dist');
const RUNS = 3;
const CHROME = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** order.html's (or another entry's) chunk and its static imports: files, raw and gzip bytes. */
export function orderPageJs(dist = DIST, entry = 'order.html') {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entry);
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const bytes = readFileSync(path.join(dist, file));
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
  }
  return { files: files.size, raw, gzip };
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const kb = (n) => (n / 1024).toFixed(1);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function until(what, check, timeoutMs = 30_000) {
  const started = Date.now();
  for (;;) {
    try {
      const value = await check();
      if (value) return value;
    } catch {
      // not yet
    }
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await sleep(500);
  }
}

/** An owner with an outlet, a menu of 9 dishes (the free plan allows 10), a service charge and table B1: the page's URL. */
async function seedTable(gateway) {
  const id = Date.now().toString(36);
  const { access_token: token } = await devLogin({
    issuer: `${gateway}/oidc`,
    clientId: 'mise-cli',
    redirectUri: 'http://127.0.0.1/callback',
    email: `bench-order-${id}@bench.mise.test`,
    name: 'Bench Owner',
  });
  const { signIn } = await gql(gateway, token, 'mutation { signIn { sessionId } }');
  const session = { 'x-session-id': signIn.sessionId };
  await gql(
    gateway,
    token,
    'mutation { updateOwnerContact(input: { whatsappNumber: "+60123456789" }) { id } }',
    {},
    session,
  );
  const { createOutlet } = await gql(
    gateway,
    token,
    'mutation ($i: CreateOutletInput!) { createOutlet(input: $i) { id } }',
    { i: { outletName: `Bench Kopitiam ${id}`, outletAddress: '1 Jalan Bench' } },
    session,
  );
  const as = (query, variables) =>
    gql(gateway, token, query, variables, { ...session, 'x-outlet-id': createOutlet.id });
  await until('the services to know the outlet', () =>
    as('{ catalogueProgress { menuItemAdded } salesProgress { saleAdded } }'),
  );
  await as(
    'mutation { createOutletBilling(input: { name: "Service charge", type: ADD, amount: "10", amountType: PERCENTAGE, enabled: true }) { id } }',
  );
  for (const category of ['Mains', 'Noodles', 'Drinks']) {
    for (let i = 1; i <= 3; i++) {
      const { createMenuItem } = await as(
        'mutation ($input: CreateMenuItemInput!) { createMenuItem(input: $input) { id } }',
        { input: { name: `${category} dish ${i}`, category } },
      );
      await as(
        'mutation ($id: ID!, $input: UpdateMenuItemInput!) { updateMenuItem(id: $id, input: $input) { id } }',
        { id: createMenuItem.id, input: { price: `${8 + i}.50` } },
      );
      await as('mutation ($id: ID!) { setMenuItemOnOrderingPage(id: $id, on: true) { id } }', {
        id: createMenuItem.id,
      });
    }
  }
  await as('mutation { createOutletTable(name: "B1") { id } }');
  const { currentOutlet } = await as('{ currentOutlet { maskedOutletNumber } }');
  const masked = currentOutlet.maskedOutletNumber;
  await until('the menu on the public page', async () => {
    const res = await fetch(`${gateway}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query:
          'query ($m: String!) { orderingMenu(maskedOutletNumber: $m, tableName: "B1") { categories { items { name } } } }',
        variables: { m: masked },
      }),
    });
    const body = await res.json();
    return body.data?.orderingMenu?.categories.flatMap((c) => c.items).length === 9;
  });
  return `${gateway}/order/${masked}?table=B1`;
}

/**
 * One Lighthouse run, tried again (up to twice) when Lighthouse itself fails to record the load
 * (its intermittent NO_NAVSTART / trace errors); a failed try is reported, never counted.
 */
function lighthouseRun(url, out) {
  for (let attempt = 1; ; attempt++) {
    try {
      return lighthouse(url, out);
    } catch (error) {
      if (attempt >= 3) throw error;
      console.log(
        `(Lighthouse try ${attempt} failed, trying again: ${error.message.split('\n').pop()})`,
      );
    }
  }
}

function lighthouse(url, out) {
  const result = spawnSync(
    'npx',
    [
      '-y',
      'lighthouse@13',
      url,
      '--only-categories=performance',
      '--output=json',
      `--output-path=${out}`,
      `--chrome-path=${CHROME}`,
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage',
      '--quiet',
    ],
    { cwd: ROOT, encoding: 'utf8', env: { ...process.env, CHROME_PATH: CHROME } },
  );
  if (result.status !== 0) {
    throw new Error(`lighthouse failed (${result.status}): ${(result.stderr || '').slice(-800)}`);
  }
  const report = JSON.parse(readFileSync(out, 'utf8'));
  const audit = (id) => report.audits[id]?.numericValue;
  return {
    score: Math.round((report.categories.performance.score ?? 0) * 100),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
  };
}

export async function benchOrderPage() {
  console.log('\n== guest ordering page: initial JavaScript (production build, gzip -9)');
  const js = orderPageJs();
  console.log('| page | chunks | raw KB | gzip KB | target |');
  console.log('|---|---|---|---|---|');
  console.log(`| /order/{masked}?table= | ${js.files} | ${kb(js.raw)} | ${kb(js.gzip)} | 100 |`);

  console.log(
    `\n== guest ordering page: Lighthouse 13 mobile defaults, Debian Chromium, median of ${RUNS}`,
  );
  const stack = await ensureStack();
  const tmp = mkdtempSync(path.join(tmpdir(), 'order-page-lh-'));
  try {
    const url = await seedTable(stack.gateway);
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(lighthouseRun(url, path.join(tmp, `run-${i}.json`)));
    const pick = (key) => median(runs.map((r) => r[key]));
    console.log('| run | score | LCP ms | TBT ms | CLS |');
    console.log('|---|---|---|---|---|');
    runs.forEach((r, i) =>
      console.log(
        `| ${i + 1} | ${r.score} | ${r.lcp.toFixed(0)} | ${r.tbt.toFixed(0)} | ${r.cls.toFixed(3)} |`,
      ),
    );
    console.log(
      `| median | ${pick('score')} | ${pick('lcp').toFixed(0)} | ${pick('tbt').toFixed(0)} | ${pick('cls').toFixed(3)} |`,
    );
  } catch (error) {
    console.log(`Lighthouse not measured: ${error.message}`);
  } finally {
    rmSync(tmp, { recursive: true, force: true });
    await stack.stop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await benchOrderPage();
  process.exit(0);
}
