import { startTestApp, type TestApp } from '@mise/testing';
import { AppModule } from '../src/app.module';
import { type CatalogueConfig, loadCatalogueConfig } from '../src/config';
import { migrations } from '../src/migrations';

export type CatalogueTestApp = TestApp<CatalogueConfig>;

/** catalogue on a fresh database of its own (real Postgres and NATS). Close it in afterAll. */
export function startCatalogue(env: Record<string, string> = {}): Promise<CatalogueTestApp> {
  return startTestApp({
    service: 'catalogue',
    loadConfig: loadCatalogueConfig,
    module: (config) => AppModule.forRoot(config),
    migrations,
    env,
  });
}
