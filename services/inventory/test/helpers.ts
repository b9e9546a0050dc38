import { randomUUID } from 'node:crypto';
import { CatalogueSubjects, type BatchItemSavedEvent } from '@mise/contracts';
import {
  answerLookups,
  publishEvent,
  signedInOwner,
  startTestApp,
  type TestApp,
  type TestOwner,
  until,
} from '@mise/testing';
import { Db } from '@mise/platform';
import { AppModule } from '../src/app.module';
import { type InventoryConfig, loadInventoryConfig } from '../src/config';
import { Ledger, LedgerQueries } from '../src/ledger';
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

/** inventory with the ledger's services at hand and one signed-in owner's outlet (the ledger's suites). */
export async function startLedger(): Promise<{
  t: InventoryTestApp;
  ledger: Ledger;
  queries: LedgerQueries;
  db: Db;
  outletId: string;
}> {
  const t = await startInventory();
  return {
    t,
    ledger: t.app.get(Ledger),
    queries: t.app.get(LedgerQueries),
    db: t.app.get(Db),
    outletId: (await signedInOwner(t)).outletId,
  };
}

/** Publishes an event as its producer's outbox relay would. */
export const publish = publishEvent;

/**
 * catalogue's `batch-item.saved` for the owner's outlet (a SAMBAL of 4 portions, no ingredients,
 * unless `over` says), published and waited for until the projection holds that revision.
 */
export async function batchItemSaved(
  t: InventoryTestApp,
  owner: TestOwner,
  over: Partial<BatchItemSavedEvent> = {},
): Promise<BatchItemSavedEvent> {
  const e: BatchItemSavedEvent = {
    batchItemId: randomUUID(),
    batchId: randomUUID(),
    versionNumber: 1,
    name: 'SAMBAL',
    portionSize: '4',
    ingredients: [],
    parLevel: null,
    revision: 1,
    ...over,
  };
  await publishEvent(CatalogueSubjects.batchItemSaved, e, owner.outletId);
  await until(
    () =>
      t.ownerSql(`SELECT 1 FROM batch_item_recipes WHERE batch_item_id = $1 AND revision = $2`, [
        e.batchItemId,
        e.revision,
      ]),
    (r) => r.length === 1,
    `batch item ${e.name}`,
  );
  return e;
}
