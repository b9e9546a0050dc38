import { startTestApp, type TestApp } from '@mise/testing';
import { loadServiceConfig, OutboxRelay, type ServiceConfig } from '../src';
import { FixtureModule, fixtureMigrations } from './fixture/fixture.module';

/**
 * The outbox keeps a published event for OUTBOX_RETENTION_HOURS, then the relay deletes it (in
 * batches, on its own timer): the table no longer grows with every event ever written (issue 19,
 * 1.10). Unpublished rows are never deleted, however old.
 */
describe('the outbox relay prunes published events', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp<ServiceConfig>({
      service: 'catalogue',
      loadConfig: (e) => loadServiceConfig('catalogue', e),
      module: (c) => FixtureModule.forRoot(c),
      migrations: fixtureMigrations,
      env: { OUTBOX_RETENTION_HOURS: '1', OUTBOX_PRUNE_INTERVAL_SECONDS: '1' },
    });
  });
  afterAll(() => t.close());

  /** `n` outbox rows published `hoursAgo` hours ago (null: never published, written then). */
  const rows = (n: number, hoursAgo: number, published = true) =>
    t.ownerSql(
      `INSERT INTO outbox (id, subject, envelope, created_at, published_at)
       SELECT gen_random_uuid(), 'catalogue.prune.test', '{}'::jsonb,
              now() - make_interval(hours => $2::int),
              CASE WHEN $3::boolean THEN now() - make_interval(hours => $2::int) END
         FROM generate_series(1, $1::int)`,
      [n, hoursAgo, published],
    );
  const count = async (where: string) =>
    Number(
      (
        await t.ownerSql<{ n: string }>(
          `SELECT count(*) AS n FROM outbox WHERE subject = 'catalogue.prune.test' AND ${where}`,
        )
      )[0].n,
    );

  it('deletes what was published before the retention, keeps the recent and the unpublished', async () => {
    const relay = t.app.get(OutboxRelay);
    await rows(2500, 3); // published 3 hours ago: gone
    await rows(3, 0); // published just now: kept
    await rows(2, 5, false); // written 5 hours ago, never published: published now, kept
    // pruned by the relay itself (its timer), no call from here
    const until = Date.now() + 20_000;
    // the old rows pruned, and the two unpublished ones published (the relay's next pass)
    const settled = async () =>
      (await count('true')) === 5 &&
      (await count(`published_at > now() - interval '1 hour'`)) === 5;
    while (!(await settled()) && Date.now() < until) {
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(await count('true')).toBe(5);
    expect(await count(`published_at > now() - interval '1 hour'`)).toBe(5);
    expect(await relay.prune()).toBe(0); // nothing left to prune
  });
});
