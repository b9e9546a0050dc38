import type { EventEnvelope, EventMap, EventSubject } from '@mise/contracts';
import type { TestApp } from './app';
import { eventPayload } from './builders';
import { publishEvent } from './nats';
import { until } from './poll';

/**
 * Publishes an event as its producer's outbox relay would and waits until the app has applied
 * it (the event id is in its `inbox`: the handlers' transaction committed), so the next line
 * can assert on what it did: `await deliverEvent(t, CatalogueSubjects.tableSaved, payload, outletId)`.
 * An event the app does not consume never lands in `inbox`: this then times out.
 */
export async function deliverEvent<S extends EventSubject>(
  t: Pick<TestApp, 'ownerSql'>,
  subject: S,
  payload: EventMap[S],
  outletId: string | null = null,
  timeoutMs = 15_000,
): Promise<EventEnvelope<EventMap[S], S>> {
  const envelope = await publishEvent(subject, payload, outletId);
  await until(
    () => t.ownerSql(`SELECT 1 FROM inbox WHERE event_id = $1`, [envelope.id]),
    (rows) => rows.length === 1,
    `${subject} ${envelope.id} applied`,
    timeoutMs,
  );
  return envelope as EventEnvelope<EventMap[S], S>;
}

/**
 * The envelopes among `events` that this test app published itself (its outbox holds their
 * ids). Every test app has its own durable consumer on the shared NATS, so a request published
 * by a test reaches the other test apps of the same service too, and they answer it from their
 * own databases ("not connected"): a test that waits for an answer takes its own app's.
 */
export async function ownEvents<E extends { id: string }>(
  t: Pick<TestApp, 'ownerSql'>,
  events: E[],
): Promise<E[]> {
  if (!events.length) return [];
  const rows = await t.ownerSql<{ id: string }>(
    `SELECT id FROM outbox WHERE id = ANY($1::uuid[])`,
    [events.map((e) => e.id)],
  );
  const mine = new Set(rows.map((r) => r.id));
  return events.filter((e) => mine.has(e.id));
}

/** Tables with an outlet column the platform purges itself (not in a tenancy's list). */
const PURGED_BY_PLATFORM: Record<string, string> = {
  pending_uploads: "StorageModule's purge hook",
};

export interface PurgeCheckOptions {
  /** the service's tenancy declaration (`defineTenancy(...)`) */
  tenancy: { tables: ReadonlyArray<{ table: string; outletColumn: string }> };
  /** the outlet identity deletes; the test has filled the tables with its rows first */
  outlet: { outletId: string; ownerId: string };
  /** tables with an `outlet_id` column that are not the outlet's data, with the reason */
  exempt?: Record<string, string>;
}

/**
 * The tenancy's purge, checked from its table list: every table of the database with an
 * `outlet_id` column must be declared in `tenancy.tables` (or purged by the platform, or
 * exempt with a reason), and after `identity.outlet.deleted` is applied no declared table (and
 * no table with an `outlet_id` column) holds a row of the outlet. Throws one error listing every
 * failure; answers the rows each declared table held before, so the test can show the check
 * had something to purge (`expect(before.sales).toBeGreaterThan(0)`).
 */
export async function purgeCheck(
  t: Pick<TestApp, 'ownerSql'>,
  o: PurgeCheckOptions,
): Promise<Record<string, number>> {
  const failures: string[] = [];
  const declared = new Map(o.tenancy.tables.map((d) => [d.table, d.outletColumn]));
  const withOutlet = await t.ownerSql<{ table: string }>(
    `SELECT c.table_name AS table FROM information_schema.columns c
       JOIN information_schema.tables t USING (table_schema, table_name)
      WHERE c.table_schema = current_schema() AND c.column_name = 'outlet_id'
        AND t.table_type = 'BASE TABLE'
      ORDER BY 1`,
  );
  const tables = new Map(declared);
  for (const { table } of withOutlet) {
    if (!tables.has(table)) tables.set(table, 'outlet_id');
    if (declared.has(table) || PURGED_BY_PLATFORM[table] || o.exempt?.[table]) continue;
    failures.push(`${table} has an outlet_id column but is not in the tenancy's tables`);
  }
  const count = async (table: string, column: string) => {
    const [row] = await t.ownerSql<{ n: number }>(
      `SELECT count(*)::int AS n FROM "${table}" WHERE "${column}" = $1`,
      [o.outlet.outletId],
    );
    return row.n;
  };
  const before: Record<string, number> = {};
  for (const [table, column] of declared) {
    before[table] = await count(table, column).catch(() => {
      failures.push(`${table} is declared but cannot be read`);
      return 0;
    });
  }
  await deliverEvent(
    t,
    'identity.outlet.deleted',
    eventPayload('identity.outlet.deleted', {
      outletId: o.outlet.outletId,
      ownerId: o.outlet.ownerId,
    }),
    o.outlet.outletId,
  );
  for (const [table, column] of tables) {
    if (o.exempt?.[table]) continue;
    const left = await count(table, column).catch(() => 0);
    if (left) failures.push(`${table} still holds ${left} row(s) of the deleted outlet`);
  }
  if (failures.length) throw new Error(`purge check failed:\n  ${failures.join('\n  ')}`);
  return before;
}
