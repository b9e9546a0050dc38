import { answerLookups, publishEvent, startTestApp, type TestApp } from '@mise/testing';
import { AppModule } from '../src/app.module';
import { type InventoryConfig, loadInventoryConfig } from '../src/config';
import { migrations } from '../src/migrations';

export type InventoryTestApp = TestApp<InventoryConfig> & {
  /** catalogue's stand-in: knows no recipe the projections lack, unless a test says (null: none) */
  lookups: Awaited<ReturnType<typeof answerLookups<'catalogue'>>> | null;
};

/**
 * inventory on a fresh database of its own (real Postgres and NATS), with catalogue's look-ups
 * answered by a stand-in (`standIns: false` for a test that answers them itself). Close it in
 * afterAll.
 */
export async function startInventory(
  env: Record<string, string> = {},
  opts: { standIns?: boolean } = {},
): Promise<InventoryTestApp> {
  const t = await startTestApp({
    service: 'inventory',
    loadConfig: loadInventoryConfig,
    module: (config) => AppModule.forRoot(config),
    migrations,
    env,
  });
  const lookups = opts.standIns === false ? null : await answerLookups(t, ['catalogue']);
  return Object.assign(t, { lookups });
}

/** Publishes an event as its producer's outbox relay would. */
export const publish = publishEvent;
