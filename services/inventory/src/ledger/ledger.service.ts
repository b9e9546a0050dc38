import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { cmp, dec, isDecimal, roundStored } from '@mise/domain';
import { BadInputError, isUuid, type Tx } from '@mise/platform';
import {
  INCOMING_KINDS,
  pricesDiffer,
  type ReplayRow,
  type RunningState,
  SIGNED_KINDS,
  step,
} from './ledger.replay';
import type { ItemKind, ItemState, Movement, MovementKind, NewMovement } from './ledger.types';
import { LedgerQueries } from './ledger.queries';
import { COLUMNS, LIVE, type MovementRow, type StockRow, toMovement, toState } from './ledger.sql';
import { PRICE_LISTENER, type PriceListener } from './price-listener';
import { addToRollup, refillRollup, type RollupChange } from './stock-movement-daily';

/** Which item kind each movement kind moves (flows.md §3, "Item"). */
const ITEM_KINDS: Record<Exclude<MovementKind, 'REVERSAL'>, ItemKind[]> = {
  PURCHASE: ['INGREDIENT'],
  PURCHASE_RETURN: ['INGREDIENT'],
  SALE_USAGE: ['INGREDIENT', 'BATCH'],
  PRODUCTION_USAGE: ['INGREDIENT'],
  PRODUCTION_OUTPUT: ['BATCH'],
  ADJUSTMENT: ['INGREDIENT'],
  BATCH_ADJUSTMENT: ['BATCH'],
  CREDIT_INVOICE: ['INGREDIENT', 'BATCH'],
  OPENING: ['INGREDIENT'],
  COUNT: ['INGREDIENT'],
};
const COST_REQUIRED = new Set<MovementKind>([
  'PURCHASE',
  'PURCHASE_RETURN',
  'PRODUCTION_OUTPUT',
  'OPENING',
]);

/** What changes for one item in one call: rows to insert and the earliest date to replay from. */
interface ItemWork {
  key: string;
  itemKind: ItemKind;
  itemId: string;
  before: RunningState;
  lastMovementDate: string | null;
  /** new rows of this item, in the order they are recorded */
  rows: Array<{ id: string; row: NewMovement }>;
  /** earliest date of a reversed row (it leaves the replay) */
  reversedFrom: string | null;
  /** existing rows the replay re-priced, with the cost they had (the roll-up's value moves) */
  repriced: RollupChange[];
}

/** One end-of-day state to write. */
interface Checkpoint {
  w: ItemWork;
  day: string;
  state: RunningState;
}

const key = (itemKind: string, itemId: string) => `${itemKind}:${itemId}`;

function outletOf(tx: Tx): string {
  if (!tx.outletId) throw new Error('the ledger works in an outlet-scoped transaction');
  return tx.outletId;
}

/**
 * The stock ledger (flows.md §3). Every change of an ingredient's or batch item's stock is a
 * movement row written here, in the caller's transaction (scoped to the outlet).
 *
 * Cost: each item has a cached state (`item_stock`: stock, average, last price, last purchase
 * date, latest movement date) and a checkpoint per day with rows (`stock_checkpoints`: the state
 * at the end of that day). A row dated on or after the item's latest movement date is costed from
 * the cached state (a few statements, whatever the item's history); a back-dated row or a
 * reversal replays the item's live rows from its date on, starting from the checkpoint of the day
 * before, re-pricing the outgoing rows after it. Every write locks the items' `item_stock` rows
 * first (in id order), so concurrent writes to one item run one after the other.
 */
@Injectable()
export class Ledger {
  private listener?: PriceListener | null;

  constructor(
    private readonly moduleRef: ModuleRef,
    private readonly queries: LedgerQueries,
  ) {}

  /** Locks the items, inserts the rows, re-prices from the earliest date, updates item states. */
  async append(tx: Tx, rows: NewMovement[]): Promise<Movement[]> {
    if (!rows.length) return [];
    const outletId = outletOf(tx);
    const clean = rows.map(checkRow);
    const work = await this.lock(
      tx,
      clean.map((r) => [r.itemKind, r.itemId]),
    );
    const ids = clean.map(() => randomUUID());
    clean.forEach((row, i) =>
      work.get(key(row.itemKind, row.itemId))!.rows.push({ id: ids[i], row }),
    );

    // fast path: costs known before the insert (rows dated on or after the item's latest date)
    const costs = new Map<string, string>();
    const fast = new Set<string>();
    for (const w of work.values()) {
      const earliest = w.rows.reduce(
        (d, r) => (r.row.movementDate < d ? r.row.movementDate : d),
        '9999-12-31',
      );
      if (!w.lastMovementDate || earliest >= w.lastMovementDate) {
        fast.add(w.key);
        let state = w.before;
        for (const r of sortByDate(w.rows)) {
          const s = step(state, replayRowOf(r.row));
          costs.set(r.id, s.unitCost);
          state = s.state;
        }
      }
    }
    const inserted = await this.insert(tx, outletId, clean, ids, costs);
    await this.settle(tx, work, fast);
    await addToRollup(tx, [...ids.map((id) => ({ id, oldCost: null })), ...repricedOf(work)]);
    const byId = new Map(inserted.map((m) => [m.id, m]));
    // a slow item's outgoing rows were re-priced by the replay: read their final cost back
    const repriced = await this.costsOf(
      tx,
      ids.filter((id, i) => !fast.has(key(clean[i].itemKind, clean[i].itemId))),
    );
    return ids.map((id) => {
      const m = byId.get(id)!;
      const cost = repriced.get(id);
      return cost === undefined ? m : { ...m, unitCost: cost };
    });
  }

  /** Writes a REVERSAL for each live row given (same movementDate, negated quantity). */
  async reverse(tx: Tx, movementIds: string[]): Promise<Movement[]> {
    const ids = [...new Set(movementIds.filter((id) => isUuid(id)))];
    if (!ids.length) return [];
    outletOf(tx);
    const targets: Array<{ item_kind: ItemKind; item_id: string }> = await tx.manager.query(
      `SELECT DISTINCT m.item_kind, m.item_id::text FROM stock_movements m
        WHERE m.id = ANY($1::uuid[]) AND ${LIVE}`,
      [ids],
    );
    if (!targets.length) return [];
    const work = await this.lock(
      tx,
      targets.map((t) => [t.item_kind, t.item_id]),
    );
    // re-read under the lock: a row another transaction reversed meanwhile is left alone
    const rows: MovementRow[] = await tx.manager.query(
      `INSERT INTO stock_movements (outlet_id, item_kind, item_id, kind, quantity, unit_cost,
         movement_date, source_type, source_id, source_line_id, reverses_id, menu_item_id,
         inventory_item_id, remarks, reason, recorded_at)
       SELECT m.outlet_id, m.item_kind, m.item_id, 'REVERSAL', -m.quantity, m.unit_cost,
         m.movement_date, m.source_type, m.source_id, m.source_line_id, m.id, m.menu_item_id,
         m.inventory_item_id, m.remarks, m.reason, clock_timestamp()
         FROM stock_movements m WHERE m.id = ANY($1::uuid[]) AND ${LIVE}
       RETURNING ${COLUMNS.replace(/m\./g, '')}`,
      [ids],
    );
    for (const r of rows) {
      const w = work.get(key(r.item_kind, r.item_id))!;
      if (!w.reversedFrom || r.movement_date < w.reversedFrom) w.reversedFrom = r.movement_date;
    }
    await this.settle(tx, work, new Set());
    await addToRollup(tx, [...rows.map((r) => ({ id: r.id, oldCost: null })), ...repricedOf(work)]);
    const order = new Map(ids.map((id, i) => [id, i]));
    return rows
      .map(toMovement)
      .sort((a, b) => order.get(a.reversesId!)! - order.get(b.reversesId!)!);
  }

  /** Reverses every live row of a source document (or one line of it). */
  async reverseSource(
    tx: Tx,
    sourceType: NewMovement['sourceType'],
    sourceId: string,
    sourceLineId?: string,
  ): Promise<Movement[]> {
    if (!isUuid(sourceId) || (sourceLineId !== undefined && !isUuid(sourceLineId))) return [];
    const live: Array<{ id: string }> = await tx.manager.query(
      `SELECT m.id FROM stock_movements m
        WHERE m.source_type = $1 AND m.source_id = $2
          AND ($3::uuid IS NULL OR m.source_line_id = $3::uuid) AND ${LIVE}
        ORDER BY m.movement_date, m.recorded_at, m.id`,
      [sourceType, sourceId, sourceLineId ?? null],
    );
    return this.reverse(
      tx,
      live.map((r) => r.id),
    );
  }

  /**
   * Recomputes one item's state, checkpoints and outgoing unit costs from its first row. For
   * rows written outside the ledger (bulk seeding in the bench, a repair); normal writes never
   * need it. Refills the item's daily roll-up rows from its rows too.
   */
  async rebuild(tx: Tx, itemKind: ItemKind, itemId: string): Promise<ItemState> {
    const work = await this.lock(tx, [[itemKind, itemId]]);
    const w = work.get(key(itemKind, itemId))!;
    w.reversedFrom = '0001-01-01';
    const [latest]: Array<{ d: string | null }> = await tx.manager.query(
      `SELECT max(movement_date)::text AS d FROM stock_movements WHERE item_kind = $1 AND item_id = $2`,
      [itemKind, itemId],
    );
    w.lastMovementDate = latest?.d ?? null;
    await this.settle(tx, work, new Set());
    await refillRollup(tx, itemKind, itemId);
    return (await this.queries.states(tx, itemKind, [itemId])).get(itemId)!;
  }

  /**
   * Locks the stock of these items, and of every item a source document has rows for, in one
   * fixed order, until the transaction ends. A caller that writes several items one `append` at
   * a time (a converging document) takes them all first, so two transactions never wait on
   * each other's items in opposite orders.
   */
  async lockItems(
    tx: Tx,
    items: Array<{ itemKind: ItemKind; itemId: string }>,
    source?: { sourceType: NewMovement['sourceType']; sourceId: string },
  ): Promise<void> {
    const all: Array<[ItemKind, string]> = items
      .filter((i) => isUuid(i.itemId))
      .map((i) => [i.itemKind, i.itemId.toLowerCase()]);
    if (source && isUuid(source.sourceId)) {
      const rows: Array<{ item_kind: ItemKind; item_id: string }> = await tx.manager.query(
        `SELECT DISTINCT item_kind, item_id::text FROM stock_movements
          WHERE source_type = $1 AND source_id = $2`,
        [source.sourceType, source.sourceId],
      );
      for (const r of rows) all.push([r.item_kind, r.item_id]);
    }
    if (all.length) await this.lock(tx, all);
  }

  // ---- internals ------------------------------------------------------------------------------

  /** Creates missing `item_stock` rows and locks them all, in a fixed order (no deadlocks). */
  private async lock(tx: Tx, items: Array<[ItemKind, string]>): Promise<Map<string, ItemWork>> {
    const unique = [
      ...new Map(items.map(([k, id]) => [key(k, id), [k, id] as const])).values(),
    ].sort((a, b) => (key(...a) < key(...b) ? -1 : 1));
    const kinds = unique.map(([k]) => k);
    const ids = unique.map(([, id]) => id);
    await tx.manager.query(
      `INSERT INTO item_stock (outlet_id, item_kind, item_id)
       SELECT $1, k, id FROM unnest($2::text[], $3::uuid[]) AS u(k, id)
       ON CONFLICT (item_kind, item_id) DO NOTHING`,
      [outletOf(tx), kinds, ids],
    );
    const locked: StockRow[] = await tx.manager.query(
      `SELECT s.item_kind, s.item_id::text, s.stock::text, s.average_price::text,
              s.last_price::text, s.last_purchase_date::text, s.last_movement_date::text
         FROM item_stock s JOIN unnest($1::text[], $2::uuid[]) AS u(k, id)
           ON s.item_kind = u.k AND s.item_id = u.id
        ORDER BY s.item_kind, s.item_id FOR UPDATE OF s`,
      [kinds, ids],
    );
    if (locked.length !== unique.length) {
      // the row exists in another outlet: row-level security hides it
      throw new BadInputError('Stock item not found');
    }
    return new Map(
      locked.map((r) => [
        key(r.item_kind, r.item_id),
        {
          key: key(r.item_kind, r.item_id),
          itemKind: r.item_kind,
          itemId: r.item_id,
          before: toState(r),
          lastMovementDate: r.last_movement_date,
          rows: [],
          reversedFrom: null,
          repriced: [],
        },
      ]),
    );
  }

  private async insert(
    tx: Tx,
    outletId: string,
    rows: NewMovement[],
    ids: string[],
    costs: Map<string, string>,
  ): Promise<Movement[]> {
    const col = <T>(f: (r: NewMovement, i: number) => T) => rows.map(f);
    const inserted: MovementRow[] = await tx.manager.query(
      `INSERT INTO stock_movements (id, outlet_id, item_kind, item_id, kind, quantity, unit_cost,
         movement_date, source_type, source_id, source_line_id, menu_item_id, inventory_item_id,
         remarks, reason, recorded_at)
       SELECT u.id, $1, u.item_kind, u.item_id, u.kind, u.quantity, u.unit_cost, u.movement_date,
              u.source_type, u.source_id, u.source_line_id, u.menu_item_id, u.inventory_item_id,
              u.remarks, u.reason, clock_timestamp() + u.n * interval '1 microsecond'
         FROM unnest($2::uuid[], $3::text[], $4::uuid[], $5::text[], $6::numeric[], $7::numeric[],
                     $8::date[], $9::text[], $10::uuid[], $11::uuid[], $12::uuid[], $13::uuid[],
                     $14::text[], $15::text[])
              WITH ORDINALITY AS u(id, item_kind, item_id, kind, quantity, unit_cost, movement_date,
                     source_type, source_id, source_line_id, menu_item_id, inventory_item_id,
                     remarks, reason, n)
       RETURNING ${COLUMNS.replace(/m\./g, '')}`,
      [
        outletId,
        ids,
        col((r) => r.itemKind),
        col((r) => r.itemId),
        col((r) => r.kind),
        col((r) => r.quantity),
        col((r, i) => costs.get(ids[i]) ?? r.unitCost ?? '0'),
        col((r) => r.movementDate),
        col((r) => r.sourceType),
        col((r) => r.sourceId),
        col((r) => r.sourceLineId ?? null),
        col((r) => r.menuItemId ?? null),
        col((r) => r.inventoryItemId ?? null),
        col((r) => r.remarks ?? null),
        col((r) => r.reason ?? null),
      ],
    );
    return inserted.map(toMovement);
  }

  /**
   * Brings each item's cache and checkpoints up to date after its rows were written: the fast
   * items step from the cached state; the others replay from their earliest changed date (once
   * per item per call, however many rows it got). Then writes every item's state and new
   * checkpoints in one statement each, and tells the price listener about ingredients whose
   * average or last price moved.
   */
  private async settle(tx: Tx, work: Map<string, ItemWork>, fast: Set<string>): Promise<void> {
    const changed: ItemState[] = [];
    const states: Array<{ w: ItemWork; after: RunningState; lastMovementDate: string | null }> = [];
    const checkpoints: Checkpoint[] = [];
    for (const w of work.values()) {
      const after = fast.has(w.key)
        ? this.stepForward(w, checkpoints)
        : await this.replay(tx, w, checkpoints);
      const dates = [w.lastMovementDate, ...w.rows.map((r) => r.row.movementDate)].filter(
        (d): d is string => !!d,
      );
      const lastMovementDate = dates.length ? dates.reduce((a, b) => (a > b ? a : b)) : null;
      states.push({ w, after, lastMovementDate });
      if (w.itemKind === 'INGREDIENT' && pricesDiffer(w.before, after)) {
        changed.push({ itemKind: w.itemKind, itemId: w.itemId, ...after });
      }
    }
    await this.writeCheckpoints(tx, checkpoints);
    if (states.length) {
      const col = <T>(f: (x: (typeof states)[number]) => T) => states.map(f);
      await tx.manager.query(
        `UPDATE item_stock s SET stock = u.stock, average_price = u.average_price,
                last_price = u.last_price, last_purchase_date = u.last_purchase_date,
                last_movement_date = u.last_movement_date, updated_at = now()
           FROM unnest($1::text[], $2::uuid[], $3::numeric[], $4::numeric[], $5::numeric[],
                       $6::date[], $7::date[])
                AS u(item_kind, item_id, stock, average_price, last_price, last_purchase_date,
                     last_movement_date)
          WHERE s.item_kind = u.item_kind AND s.item_id = u.item_id`,
        [
          col((x) => x.w.itemKind),
          col((x) => x.w.itemId),
          col((x) => x.after.stock),
          col((x) => x.after.averagePrice),
          col((x) => x.after.lastPrice),
          col((x) => x.after.lastPurchaseDate),
          col((x) => x.lastMovementDate),
        ],
      );
    }
    if (changed.length) await this.priceListener()?.pricesChanged(tx, changed);
  }

  /** O(1) per row: the new rows all come after the item's last one. */
  private stepForward(w: ItemWork, checkpoints: Checkpoint[]): RunningState {
    let state = w.before;
    const days = new Map<string, RunningState>();
    for (const r of sortByDate(w.rows)) {
      state = step(state, replayRowOf(r.row)).state;
      days.set(r.row.movementDate, state);
    }
    for (const [day, s] of days) checkpoints.push({ w, day, state: s });
    return state;
  }

  /**
   * Replays the item's live rows from the earliest changed date, from the day before's
   * checkpoint; drops the item's checkpoints from that date and adds the replayed days'.
   */
  private async replay(tx: Tx, w: ItemWork, checkpoints: Checkpoint[]): Promise<RunningState> {
    const from = [w.reversedFrom, ...w.rows.map((r) => r.row.movementDate)]
      .filter((d): d is string => !!d)
      .reduce((a, b) => (a < b ? a : b));
    const [base]: StockRow[] = await tx.manager.query(
      `SELECT stock::text, average_price::text, last_price::text, last_purchase_date::text
         FROM stock_checkpoints WHERE item_kind = $1 AND item_id = $2 AND day < $3
        ORDER BY day DESC LIMIT 1`,
      [w.itemKind, w.itemId, from],
    );
    const rows: Array<{
      id: string;
      kind: MovementKind;
      quantity: string;
      unit_cost: string;
      movement_date: string;
    }> = await tx.manager.query(
      `SELECT m.id, m.kind, m.quantity::text, m.unit_cost::text, m.movement_date::text
           FROM stock_movements m
          WHERE m.item_kind = $1 AND m.item_id = $2 AND m.movement_date >= $3 AND ${LIVE}
          ORDER BY m.movement_date, m.recorded_at, m.id`,
      [w.itemKind, w.itemId, from],
    );
    let state = toState(base);
    const days = new Map<string, RunningState>();
    const repriced: Array<[string, string]> = [];
    for (const r of rows) {
      const s = step(state, {
        kind: r.kind,
        quantity: r.quantity,
        unitCost: r.unit_cost,
        movementDate: r.movement_date,
      });
      if (cmp(s.unitCost, r.unit_cost) !== 0) {
        repriced.push([r.id, s.unitCost]);
        w.repriced.push({ id: r.id, oldCost: r.unit_cost });
      }
      state = s.state;
      days.set(r.movement_date, state);
    }
    if (repriced.length) {
      await tx.manager.query(
        `UPDATE stock_movements m SET unit_cost = u.cost
           FROM unnest($1::uuid[], $2::numeric[]) AS u(id, cost) WHERE m.id = u.id`,
        [repriced.map(([id]) => id), repriced.map(([, c]) => c)],
      );
    }
    await tx.manager.query(
      `DELETE FROM stock_checkpoints WHERE item_kind = $1 AND item_id = $2 AND day >= $3`,
      [w.itemKind, w.itemId, from],
    );
    for (const [day, s] of days) checkpoints.push({ w, day, state: s });
    return state;
  }

  /** Upserts end-of-day states of any number of items, one statement. */
  private async writeCheckpoints(tx: Tx, checkpoints: Checkpoint[]): Promise<void> {
    if (!checkpoints.length) return;
    const col = <T>(f: (c: Checkpoint) => T) => checkpoints.map(f);
    await tx.manager.query(
      `INSERT INTO stock_checkpoints (outlet_id, item_kind, item_id, day, stock, average_price,
         last_price, last_purchase_date)
       SELECT $1, u.item_kind, u.item_id, u.day, u.stock, u.average_price, u.last_price,
              u.last_purchase_date
         FROM unnest($2::text[], $3::uuid[], $4::date[], $5::numeric[], $6::numeric[],
                     $7::numeric[], $8::date[])
              AS u(item_kind, item_id, day, stock, average_price, last_price, last_purchase_date)
       ON CONFLICT (item_kind, item_id, day) DO UPDATE SET stock = EXCLUDED.stock,
         average_price = EXCLUDED.average_price, last_price = EXCLUDED.last_price,
         last_purchase_date = EXCLUDED.last_purchase_date`,
      [
        outletOf(tx),
        col((c) => c.w.itemKind),
        col((c) => c.w.itemId),
        col((c) => c.day),
        col((c) => c.state.stock),
        col((c) => c.state.averagePrice),
        col((c) => c.state.lastPrice),
        col((c) => c.state.lastPurchaseDate),
      ],
    );
  }

  private async costsOf(tx: Tx, ids: string[]): Promise<Map<string, string>> {
    if (!ids.length) return new Map();
    const rows: Array<{ id: string; unit_cost: string }> = await tx.manager.query(
      `SELECT id, unit_cost::text FROM stock_movements WHERE id = ANY($1::uuid[])`,
      [ids],
    );
    return new Map(rows.map((r) => [r.id, dec(r.unit_cost)]));
  }

  private priceListener(): PriceListener | null {
    if (this.listener === undefined) {
      try {
        this.listener = this.moduleRef.get<PriceListener>(PRICE_LISTENER, { strict: false });
      } catch {
        this.listener = null;
      }
    }
    return this.listener ?? null;
  }
}

/** The rows a write re-priced, every item's. */
function repricedOf(work: Map<string, ItemWork>): RollupChange[] {
  return [...work.values()].flatMap((w) => w.repriced);
}

/** Rows in the order they are recorded: by date, then as given (recorded_at grows with the input). */
function sortByDate<T extends { row: NewMovement }>(rows: T[]): T[] {
  return rows
    .map((r, i) => ({ r, i }))
    .sort((a, b) =>
      a.r.row.movementDate < b.r.row.movementDate
        ? -1
        : a.r.row.movementDate > b.r.row.movementDate
          ? 1
          : a.i - b.i,
    )
    .map(({ r }) => r);
}

function replayRowOf(row: NewMovement): ReplayRow {
  return {
    kind: row.kind,
    quantity: row.quantity,
    unitCost: row.unitCost ?? '0',
    movementDate: row.movementDate,
  };
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Refuses a row that breaks the ledger's contract; rounds quantities and costs to 6 places. */
function checkRow(row: NewMovement): NewMovement {
  const where = `${row.kind} of ${row.itemKind} ${row.itemId}`;
  if (!ITEM_KINDS[row.kind]?.includes(row.itemKind)) {
    throw new BadInputError(`A ${row.kind} movement cannot move a ${row.itemKind} item`);
  }
  if (!isUuid(row.itemId) || !isUuid(row.sourceId)) {
    throw new BadInputError(`${where}: item and source must be ids`);
  }
  if (!DATE.test(row.movementDate) || Number.isNaN(Date.parse(row.movementDate))) {
    throw new BadInputError(`${where}: the date must be YYYY-MM-DD`);
  }
  if (!isDecimal(row.quantity)) throw new BadInputError(`${where}: the quantity must be a number`);
  const quantity = roundStored(row.quantity);
  const sign = cmp(quantity, 0);
  if (sign === 0) throw new BadInputError(`${where}: the quantity must not be zero`);
  if (!SIGNED_KINDS.has(row.kind) && INCOMING_KINDS.has(row.kind) !== sign > 0) {
    throw new BadInputError(
      `${where}: the quantity must be ${INCOMING_KINDS.has(row.kind) ? 'positive' : 'negative'}`,
    );
  }
  let unitCost = row.unitCost;
  if (COST_REQUIRED.has(row.kind)) {
    if (unitCost === undefined || !isDecimal(unitCost) || cmp(unitCost, 0) < 0) {
      throw new BadInputError(`${where}: the unit cost must be a number of at least 0`);
    }
    unitCost = roundStored(unitCost);
  } else {
    unitCost = undefined; // the replay prices it
  }
  return { ...row, itemId: row.itemId.toLowerCase(), quantity, unitCost };
}
