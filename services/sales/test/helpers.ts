import { startTestApp, type TestApp } from '@mise/testing';
import { AppModule } from '../src/app.module';
import { type SalesConfig, loadSalesConfig } from '../src/config';
import { migrations } from '../src/migrations';

export type SalesTestApp = TestApp<SalesConfig>;

/** sales on a fresh database of its own (real Postgres and NATS). Close it in afterAll. */
export function startSales(env: Record<string, string> = {}): Promise<SalesTestApp> {
  return startTestApp({
    service: 'sales',
    loadConfig: loadSalesConfig,
    module: (config) => AppModule.forRoot(config),
    migrations,
    env,
  });
}
