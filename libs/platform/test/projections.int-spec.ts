import type { ModuleRef } from '@nestjs/core';
import { randomBytes, randomUUID } from 'node:crypto';
import { DataSource, type MigrationInterface, type QueryRunner } from 'typeorm';
import { TEST_ADMIN_URL } from '@mise/testing';
import {
  changedRows,
  converge,
  createConvergedSourcesTable,
  Db,
  dropDatabase,
  enableRowLevelSecurity,
  FINAL_REVISION,
  provisionDatabase,
  runMigrations,
  tombstoneByRevision,
  upsertByRevision,
  type Tx,
} from '../src';
import { OutboxSignal } from '../src/events/outbox-signal';

class ProjectionTestTables1760000000003 implements MigrationInterface {
  name = 'ProjectionTestTables1760000000003';
  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE ingredients (
      id uuid PRIMARY KEY, outlet_id uuid NOT NULL, name text, unit text,
      revision integer NOT NULL, deleted boolean NOT NULL DEFAULT false)`);
    await enableRowLevelSecurity(q, 'ingredients');
    await createConvergedSourcesTable(q);
    await q.query(`CREATE TABLE ledger (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(), outlet_id uuid NOT NULL,
      source_id text NOT NULL, item text NOT NULL, quantity numeric NOT NULL,
      reverses_id uuid, recorded_at timestamptz NOT NULL DEFAULT clock_timestamp())`);
    await enableRowLevelSecurity(q, 'ledger');
  }
  async down(): Promise<void> {}
}

/** A sale as `sales.sale.saved` / `.deleted` snapshot it: what inventory converges from. */
interface SaleSnapshot {
  saleId: string;
  revision: number;
  state: 'CONFIRMED' | 'PROCESSING' | 'DELETED';
  items: Array<{ item: string; quantity: string }>;
}

type Usage = { item: string; quantity: string };

describe('projections on real Postgres', () => {
  const database = `test_projections_${randomBytes(4).toString('hex')}`;
  let ds: DataSource;
  let db: Db;
  const outlet = randomUUID();
  const otherOutlet = randomUUID();

  beforeAll(async () => {
    const { appUrl, ownerUrl } = await provisionDatabase({
      adminUrl: TEST_ADMIN_URL,
      database,
      appRole: 'mise_projections_test_app',
      appPassword: 'mise-test',
    });
    await runMigrations(ownerUrl, [ProjectionTestTables1760000000003]);
    ds = await new DataSource({ type: 'postgres', url: appUrl }).initialize();
    // the access look-up (third argument) is only for outlet loaders, which this suite does not use
    db = new Db(ds, new OutboxSignal({ service: 'inventory' }), {} as ModuleRef);
  });
  afterAll(async () => {
    await ds?.destroy();
    await dropDatabase(TEST_ADMIN_URL, database);
  });

  const inOutlet = <T>(fn: (tx: Tx) => Promise<T>, outletId = outlet) =>
    db.transaction(fn, { outletId });

  it('counts the rows an UPDATE or DELETE changed (changedRows), not the length of its answer', async () => {
    const id = randomUUID();
    await inOutlet((tx) =>
      upsertByRevision(tx, {
        table: 'ingredients',
        key: { id },
        revision: 1,
        values: { outlet_id: outlet, name: 'SALT', unit: 'kg' },
      }),
    );
    const missing = randomUUID();
    await inOutlet(async (tx) => {
      expect(
        await changedRows(tx, `UPDATE ingredients SET name = 'X' WHERE id = $1 RETURNING id`, [
          missing,
        ]),
      ).toBe(0);
      expect(
        await changedRows(tx, `DELETE FROM ingredients WHERE id = $1 RETURNING id`, [missing]),
      ).toBe(0);
      expect(
        await changedRows(tx, `UPDATE ingredients SET name = 'PEPPER' WHERE id = $1 RETURNING id`, [
          id,
        ]),
      ).toBe(1);
      expect(await changedRows(tx, `DELETE FROM ingredients WHERE id = $1`, [id])).toBe(1);
    });
  });

  describe('upsertByRevision / tombstoneByRevision', () => {
    const saved = (id: string, revision: number, name: string) =>
      inOutlet((tx) =>
        upsertByRevision(tx, {
          table: 'ingredients',
          key: { id },
          revision,
          values: { outlet_id: outlet, name, unit: 'kg' },
        }),
      );
    const deleted = (id: string, revision: number) =>
      inOutlet((tx) =>
        tombstoneByRevision(tx, {
          table: 'ingredients',
          key: { id },
          revision,
          values: { outlet_id: outlet },
        }),
      );
    const row = async (id: string) =>
      (
        await inOutlet((tx) =>
          tx.manager.query(`SELECT name, revision, deleted FROM ingredients WHERE id = $1`, [id]),
        )
      )[0] as { name: string | null; revision: number; deleted: boolean } | undefined;

    it('keeps the newest revision whatever order the events arrive in', async () => {
      const id = randomUUID();
      expect(await saved(id, 3, 'Rice v3')).toBe(true);
      expect(await saved(id, 1, 'Rice v1')).toBe(false);
      expect(await saved(id, 2, 'Rice v2')).toBe(false);
      expect(await row(id)).toEqual({ name: 'Rice v3', revision: 3, deleted: false });
      expect(await saved(id, 4, 'Rice v4')).toBe(true);
      expect(await row(id)).toEqual({ name: 'Rice v4', revision: 4, deleted: false });
    });

    it('changes nothing when an event is redelivered (same revision)', async () => {
      const id = randomUUID();
      await saved(id, 1, 'Egg');
      expect(await saved(id, 1, 'Egg, but edited in transit')).toBe(false);
      expect(await row(id)).toEqual({ name: 'Egg', revision: 1, deleted: false });
    });

    it('leaves a tombstone that a late .saved cannot resurrect', async () => {
      const id = randomUUID();
      await saved(id, 1, 'Flour');
      expect(await deleted(id, 2)).toBe(true);
      expect(await saved(id, 1, 'Flour (late)')).toBe(false);
      expect(await row(id)).toEqual({ name: 'Flour', revision: 2, deleted: true });
    });

    it('keeps the tombstone of a row deleted before it was ever seen', async () => {
      const id = randomUUID();
      expect(await deleted(id, 5)).toBe(true);
      expect(await saved(id, 4, 'Sugar')).toBe(false);
      expect(await row(id)).toEqual({ name: null, revision: 5, deleted: true });
      expect(await deleted(id, 3)).toBe(false); // an older delete changes nothing
    });

    it('lets a delete win a tie with a .saved of its revision, in either order', async () => {
      const first = randomUUID();
      await saved(first, 2, 'Milk v2');
      await deleted(first, 2);
      expect(await row(first)).toEqual({ name: 'Milk v2', revision: 2, deleted: true });
      const second = randomUUID();
      await deleted(second, 2);
      expect(await saved(second, 2, 'Milk v2 (late)')).toBe(false);
      expect(await row(second)).toEqual({ name: null, revision: 2, deleted: true });
      expect(await deleted(second, 2)).toBe(false); // a redelivered delete writes nothing
    });

    it('lets a delete without a revision (FINAL_REVISION) win over every later .saved', async () => {
      const id = randomUUID();
      await saved(id, 7, 'Salt');
      await deleted(id, FINAL_REVISION);
      expect(await saved(id, 8, 'Salt v8')).toBe(false);
      expect(await row(id)).toMatchObject({ name: 'Salt', deleted: true });
    });
  });

  describe('converge', () => {
    /** Inventory-like handler: usage rows for a confirmed sale, none otherwise. */
    const apply = (sale: SaleSnapshot, outletId = outlet) =>
      inOutlet(
        (tx) =>
          converge<Usage, string>(tx, {
            sourceType: 'SALE',
            sourceId: sale.saleId,
            revision: sale.revision,
            desired: sale.state === 'CONFIRMED' ? sale.items : [],
            apply: async (e) => {
              const [r]: Array<{ id: string }> = await tx.manager.query(
                `INSERT INTO ledger (outlet_id, source_id, item, quantity)
                 VALUES ($1, $2, $3, -$4::numeric) RETURNING id`,
                [tx.outletId, sale.saleId, e.item, e.quantity],
              );
              return r.id;
            },
            reverse: async (e, rowId) => {
              await tx.manager.query(
                `INSERT INTO ledger (outlet_id, source_id, item, quantity, reverses_id)
                 VALUES ($1, $2, $3, $4::numeric, $5)`,
                [tx.outletId, sale.saleId, e.item, e.quantity, rowId],
              );
            },
          }),
        outletId,
      );

    /** Stock per item from this sale, and the rows neither reversed nor reversals. */
    const stock = async (saleId: string) => {
      const rows: Array<{
        id: string;
        item: string;
        quantity: string;
        reverses_id: string | null;
      }> = await inOutlet((tx) =>
        tx.manager.query(
          `SELECT id, item, quantity::text, reverses_id FROM ledger WHERE source_id = $1`,
          [saleId],
        ),
      );
      const totals: Record<string, number> = {};
      for (const r of rows) totals[r.item] = (totals[r.item] ?? 0) + Number(r.quantity);
      const reversed = new Set(rows.map((r) => r.reverses_id).filter(Boolean));
      const live = rows
        .filter((r) => !r.reverses_id && !reversed.has(r.id))
        .map((r) => `${r.item} ${r.quantity}`)
        .sort();
      return { totals, live, rows };
    };

    const revisions = (saleId: string): SaleSnapshot[] => [
      { saleId, revision: 1, state: 'CONFIRMED', items: [{ item: 'rice', quantity: '2' }] },
      {
        saleId,
        revision: 2,
        state: 'CONFIRMED',
        items: [
          { item: 'rice', quantity: '2' },
          { item: 'egg', quantity: '1' },
        ],
      },
      {
        saleId,
        revision: 3,
        state: 'CONFIRMED',
        items: [
          { item: 'rice', quantity: '5' },
          { item: 'egg', quantity: '1' },
        ],
      },
    ];

    it('ends at the latest revision whatever order the events arrive in, redelivered or not', async () => {
      const orders = [
        [1, 2, 3],
        [3, 2, 1],
        [2, 3, 1],
        [1, 3, 2, 3, 1],
      ];
      for (const order of orders) {
        const saleId = randomUUID();
        const snapshots = revisions(saleId);
        for (const r of order) await apply(snapshots[r - 1]);
        const s = await stock(saleId);
        expect({ order, totals: s.totals, live: s.live }).toEqual({
          order,
          totals: { rice: -5, egg: -1 },
          live: ['egg -1', 'rice -5'],
        });
      }
    });

    it('ignores an older or repeated revision and says so', async () => {
      const saleId = randomUUID();
      const [r1, r2] = revisions(saleId);
      expect((await apply(r2)).applied).toBe(true);
      expect(await apply(r1)).toEqual({ applied: false, written: [], reversed: [], kept: [] });
      expect((await apply(r2)).applied).toBe(false);
      expect((await stock(saleId)).rows).toHaveLength(2);
    });

    it('reverses only the effects that changed and keeps the rest untouched', async () => {
      const saleId = randomUUID();
      const [, r2, r3] = revisions(saleId);
      await apply(r2);
      const before = await stock(saleId);
      const result = await apply(r3);
      expect(result).toMatchObject({
        applied: true,
        kept: [{ item: 'egg', quantity: '1' }],
        reversed: [{ item: 'rice', quantity: '2' }],
        written: [{ item: 'rice', quantity: '5' }],
      });
      const after = await stock(saleId);
      const eggBefore = before.rows.find((r) => r.item === 'egg')!;
      expect(after.rows.filter((r) => r.item === 'egg')).toEqual([eggBefore]);
    });

    it('reverses everything when the document no longer wants effects (unconfirmed, deleted)', async () => {
      const saleId = randomUUID();
      const [r1] = revisions(saleId);
      await apply(r1);
      await apply({ saleId, revision: 2, state: 'DELETED', items: r1.items });
      expect((await stock(saleId)).totals).toEqual({ rice: 0 });
      expect((await stock(saleId)).live).toEqual([]);
      // a late confirmed revision cannot bring the usage back
      await apply(r1);
      expect((await stock(saleId)).totals).toEqual({ rice: 0 });
    });

    it('writes and reverses a whole revision in one call each with applyAll / reverseAll', async () => {
      const saleId = randomUUID();
      const [r1, , r3] = revisions(saleId);
      const calls: string[] = [];
      const batched = (sale: SaleSnapshot) =>
        inOutlet((tx) =>
          converge<Usage, string>(tx, {
            sourceType: 'SALE',
            sourceId: sale.saleId,
            revision: sale.revision,
            desired: sale.items,
            applyAll: async (effects) => {
              calls.push(`apply ${effects.length}`);
              const rows: Array<{ id: string }> = await tx.manager.query(
                `INSERT INTO ledger (outlet_id, source_id, item, quantity)
                 SELECT $1, $2, u.item, -u.q FROM unnest($3::text[], $4::numeric[]) AS u(item, q)
                 RETURNING id`,
                [
                  tx.outletId,
                  sale.saleId,
                  effects.map((e) => e.item),
                  effects.map((e) => e.quantity),
                ],
              );
              return rows.map((r) => r.id);
            },
            reverseAll: async (stored) => {
              calls.push(`reverse ${stored.length}`);
              for (const { effect, receipt } of stored) {
                await tx.manager.query(
                  `INSERT INTO ledger (outlet_id, source_id, item, quantity, reverses_id)
                   VALUES ($1, $2, $3, $4::numeric, $5)`,
                  [tx.outletId, sale.saleId, effect.item, effect.quantity, receipt],
                );
              }
            },
          }),
        );
      await batched(r1);
      await batched(r3);
      // r3: rice 2 is reversed, rice 5 and egg 1 written, each group in one call
      expect(calls).toEqual(['apply 1', 'reverse 1', 'apply 2']);
      expect((await stock(saleId)).totals).toEqual({ rice: -5, egg: -1 });
    });

    it('refuses to converge a document of another outlet and changes nothing there', async () => {
      const saleId = randomUUID();
      const [r1, r2] = revisions(saleId);
      await apply(r1);
      await expect(apply(r2, otherOutlet)).rejects.toThrow('belongs to another outlet');
      expect((await stock(saleId)).live).toEqual(['rice -2']);
    });
  });
});
