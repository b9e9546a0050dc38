// The web app's figures:
//  1. initial JavaScript of the login and overview routes: the entry chunk plus every chunk the
//     route's screen and layouts import, gzip-compressed, from the production build (web/dist);
//  2. time from navigation to a usable overview (header with the outlet, the checklist shown) in
//     headless Debian Chromium on the local stack, each run in a fresh browser context (cold HTTP
//     cache, signed in from stored local state): the median of 5 runs.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT } from '../lib/dev-stack.mjs';
import { launchChromium, onboardedOwner } from '../lib/browser.mjs';
import { ensureStack } from '../lib/ensure-stack.mjs';

const DIST = path.join(ROOT, 'web/dist');
const RUNS = 5;

/** Route -> the source modules whose chunks it needs before its screen can show. */
const ROUTES = {
  '/login': ['src/features/login/LoginPage.tsx'],
  '/overview': [
    'src/app/SignedIn.tsx',
    'src/app/Shell.tsx',
    'src/features/overview/OverviewPage.tsx',
  ],
};

function initialJs(manifest, modules) {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit('index.html');
  for (const m of modules) visit(m);
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const bytes = readFileSync(path.join(DIST, file));
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
  }
  return { files: files.size, raw, gzip };
}

const kb = (n) => (n / 1024).toFixed(1);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function timeToUsableOverview(gateway) {
  const browser = await launchChromium();
  try {
    // One owner, signed in through the login page and the dev identity provider.
    const { state } = await onboardedOwner(browser, gateway, {
      email: `bench-${Date.now()}@bench.mise.test`,
      name: 'Bench Owner',
      outlet: { outletName: 'Bench Bistro', outletAddress: '1 Jalan Bench' },
    });
    const times = [];
    for (let i = 0; i < RUNS; i++) {
      const context = await browser.newContext({ baseURL: gateway, storageState: state });
      const p = await context.newPage();
      await p.goto('/overview');
      await p.getByTestId('outlet-name').filter({ hasText: 'Outlet: Bench Bistro' }).waitFor();
      await p.getByText('Get started').first().waitFor();
      times.push(await p.evaluate(() => performance.now()));
      await context.close();
    }
    return times;
  } finally {
    await browser.close();
  }
}

export async function webBench() {
  console.log('\n== web: initial JavaScript per route (production build, gzip -9)');
  const manifest = JSON.parse(readFileSync(path.join(DIST, '.vite/manifest.json'), 'utf8'));
  console.log('| route | chunks | raw KB | gzip KB | target |');
  console.log('|---|---|---|---|---|');
  for (const [route, modules] of Object.entries(ROUTES)) {
    const r = initialJs(manifest, modules);
    console.log(`| ${route} | ${r.files} | ${kb(r.raw)} | ${kb(r.gzip)} | 200 |`);
  }

  console.log(`\n== web: navigation to a usable /overview, headless Chromium, ${RUNS} cold runs`);
  const stack = await ensureStack();
  try {
    const times = await timeToUsableOverview(stack.gateway);
    console.log(`runs (ms): ${times.map((t) => t.toFixed(0)).join(', ')}`);
    console.log(`median: ${median(times).toFixed(0)} ms`);
  } finally {
    await stack.stop();
  }
}

/** The part `npm run bench` runs (scripts/bench/index.mjs). */
export const bench = webBench;
