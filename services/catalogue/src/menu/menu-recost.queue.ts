import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { Db, requestContext, type Tx } from '@mise/platform';
import { MenuRecost } from './menu-recost';

/** After the last price event of a burst: time for its transaction to commit. */
const QUIET_MS = 50;
/** A steady stream of price events still recosts at least this often. */
const MAX_WAIT_MS = 3_000;
/** One more look after a recost, for marks committed after it ran. */
const LATE_LOOK_MS = 1_000;

type Due = 'burst' | 'quiet' | 'late';

/**
 * Recosts menu items once per burst of price changes (issue 19 §3): a price event marks its
 * ingredient in `menu_recost_pending` (in the event's transaction) and schedules the outlet.
 * While the consumer still holds more price events (`eventsPending`, JetStream's count) the
 * recost waits for them (at most `MAX_WAIT_MS`); after the last one, one transaction takes the
 * outlet's marks and recosts every version using any of them, once (a 50-line expense: each menu
 * item once, not 50 times). A mark left by a process that stopped first is taken with the
 * outlet's next price event.
 */
@Injectable()
export class MenuRecostQueue implements OnApplicationShutdown {
  private readonly log = new Logger('menu-recost');
  private readonly timers = new Map<string, { timer: NodeJS.Timeout; first: number }>();
  private readonly running = new Set<Promise<void>>();
  private stopped = false;

  constructor(
    private readonly db: Db,
    private readonly recost: MenuRecost,
  ) {}

  /** In the event's transaction: these ingredients' prices moved. */
  async mark(tx: Tx, ingredientIds: readonly string[]): Promise<void> {
    const outletId = tx.outletId;
    if (!outletId || !ingredientIds.length) return;
    await tx.manager.query(
      `INSERT INTO menu_recost_pending (outlet_id, ingredient_id)
       SELECT $1, unnest($2::uuid[]) ON CONFLICT DO NOTHING`,
      [outletId, [...ingredientIds]],
    );
    this.schedule(outletId, (requestContext().eventsPending ?? 0) > 0 ? 'burst' : 'quiet');
  }

  /** Recosts the outlet's marked ingredients now (also what the timer runs); answers the count. */
  async flush(outletId: string): Promise<number> {
    return this.db.forOutlet(outletId, async (tx) => {
      const taken: Array<{ ingredient_id: string }> = await tx.manager.query(
        `WITH taken AS (DELETE FROM menu_recost_pending RETURNING ingredient_id)
         SELECT ingredient_id::text FROM taken`,
      );
      return taken.length
        ? this.recost.forIngredients(
            tx,
            taken.map((r) => r.ingredient_id),
          )
        : 0;
    });
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    for (const { timer } of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    await Promise.allSettled([...this.running]);
  }

  private schedule(outletId: string, due: Due): void {
    if (this.stopped) return;
    const now = Date.now();
    const held = this.timers.get(outletId);
    if (held && due === 'late') return; // a recost is already due
    if (held) clearTimeout(held.timer);
    const first = due === 'late' ? now : (held?.first ?? now);
    const left = Math.max(0, first + MAX_WAIT_MS - now);
    const wait = due === 'late' ? LATE_LOOK_MS : due === 'burst' ? left : Math.min(QUIET_MS, left);
    const timer = setTimeout(() => {
      this.timers.delete(outletId);
      const run = this.flush(outletId)
        // a mark whose transaction had not committed yet is taken by one later look
        .then(() => (due === 'late' ? undefined : this.schedule(outletId, 'late')))
        .catch((e: Error) => {
          this.log.error(`recost of outlet ${outletId} failed: ${e.message}; retrying`);
          this.schedule(outletId, 'late');
        })
        .finally(() => this.running.delete(run));
      this.running.add(run);
    }, wait);
    timer.unref();
    this.timers.set(outletId, { timer, first });
  }
}
