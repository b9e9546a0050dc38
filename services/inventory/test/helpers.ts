import { publishEvent, startTestApp, type TestApp } from '@mise/testing';
import { AppModule } from '../src/app.module';
import { type InventoryConfig, loadInventoryConfig } from '../src/config';
import { migrations } from '../src/migrations';

export type InventoryTestApp = TestApp<InventoryConfig>;

/** inventory on a fresh database of its own (real Postgres and NATS). Close it in afterAll. */
export function startInventory(env: Record<string, string> = {}): Promise<InventoryTestApp> {
  return startTestApp({
    service: 'inventory',
    loadConfig: loadInventoryConfig,
    module: (config) => AppModule.forRoot(config),
    migrations,
    env,
  });
}

/** Publishes an event as its producer's outbox relay would. */
export const publish = publishEvent;
