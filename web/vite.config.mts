import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { ORDER_PAGE, productionBuild, SUPPLIER_PAGE } from './build-options';

// `npm run dev -w web`: the app on :5173 with the gateway (`npm start`, :4000) behind /graphql and
// /oidc. The production build goes to web/dist, which the gateway serves at /; its second entry,
// order.html, is the guest ordering page the gateway answers for /order/*.
const gateway = process.env.MISE_GATEWAY_URL ?? 'http://localhost:4000';
const page = (file: string) => fileURLToPath(new URL(file, import.meta.url));

/**
 * The dev server answers /order and /order/* with order.html, /supplier-view/*, /po-view/* and
 * /client-view/* with supplier.html, as the gateway does.
 */
const orderPageInDev: Plugin = {
  name: 'mise-order-page',
  configureServer(server) {
    server.middlewares.use((req, _res, next) => {
      const [pathname, query] = (req.url ?? '').split('?');
      const entry = [ORDER_PAGE, SUPPLIER_PAGE].find((p) => p.route.test(pathname));
      if (entry) req.url = `/${entry.html}${query === undefined ? '' : `?${query}`}`;
      next();
    });
  },
};

export default defineConfig({
  plugins: [react(), orderPageInDev],
  resolve: {
    alias: {
      '@mise/contracts': fileURLToPath(new URL('../libs/contracts/src/index.ts', import.meta.url)),
      '@mise/domain': fileURLToPath(new URL('../libs/domain/src/index.ts', import.meta.url)),
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: { '/graphql': gateway },
  },
  build: {
    ...productionBuild,
    rolldownOptions: {
      input: {
        main: page('./index.html'),
        order: page(`./${ORDER_PAGE.html}`),
        supplier: page(`./${SUPPLIER_PAGE.html}`),
      },
    },
  },
});
