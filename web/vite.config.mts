import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { productionBuild } from './build-options';

// `npm run dev -w web`: the app on :5173 with the gateway (`npm start`, :4000) behind /graphql and
// /oidc. The production build goes to web/dist, which the gateway serves at /.
const gateway = process.env.MISE_GATEWAY_URL ?? 'http://localhost:4000';

export default defineConfig({
  plugins: [react()],
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
  build: productionBuild,
});
