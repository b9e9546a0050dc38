import { startTestApp, type TestApp } from '@mise/testing';
import { AppModule } from '../src/app.module';
import { type BillingConfig, loadBillingConfig } from '../src/config';
import { migrations } from '../src/migrations';

export type BillingTestApp = TestApp<BillingConfig>;

/** billing on a fresh database of its own (real Postgres and NATS). Close it in afterAll. */
export function startBilling(env: Record<string, string> = {}): Promise<BillingTestApp> {
  return startTestApp({
    service: 'billing',
    loadConfig: loadBillingConfig,
    module: (config) => AppModule.forRoot(config),
    migrations,
    env,
  });
}
