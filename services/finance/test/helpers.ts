import { startTestApp, type TestApp } from '@mise/testing';
import { AppModule } from '../src/app.module';
import { type FinanceConfig, loadFinanceConfig } from '../src/config';
import { migrations } from '../src/migrations';

export type FinanceTestApp = TestApp<FinanceConfig>;

/** finance on a fresh database of its own (real Postgres and NATS). Close it in afterAll. */
export function startFinance(env: Record<string, string> = {}): Promise<FinanceTestApp> {
  return startTestApp({
    service: 'finance',
    loadConfig: loadFinanceConfig,
    module: (config) => AppModule.forRoot(config),
    migrations,
    env,
  });
}
