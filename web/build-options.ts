import type { BuildOptions } from 'vite';

/**
 * The production build of the web app (vite.config.mts), in a file of its own so a unit test can
 * hold it to what matters: no source maps next to the app (they would publish its source).
 */
export const productionBuild = {
  outDir: 'dist',
  sourcemap: false,
  // The benchmark reads which chunks each route loads (scripts/bench/web.mjs).
  manifest: true,
  chunkSizeWarningLimit: 1500,
} satisfies BuildOptions;

/**
 * The guest ordering page (issue 12): a second entry of its own (React only, no antd, Apollo or
 * router), built as dist/order.html; the gateway answers it for `/order` and `/order/*`.
 */
export const ORDER_PAGE = {
  html: 'order.html',
  route: /^\/order(\/.*)?$/,
} as const;

/**
 * The pages outsiders open from a link: a purchase order's (issue 20) `/supplier-view/{token}` and
 * `/po-view/{token}`, an invoice's (issue 23) `/client-view/{token}`; one small entry
 * (`src/public-entry/main.tsx`, React only, no antd), built as dist/supplier.html; the gateway
 * answers it for the three paths.
 */
export const SUPPLIER_PAGE = {
  html: 'supplier.html',
  route: /^\/(supplier-view|po-view|client-view)(\/.*)?$/,
} as const;
