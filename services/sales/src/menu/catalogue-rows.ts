import type { LookupRow } from '@mise/contracts';
import {
  askOwner,
  type Bus,
  isUuid,
  readThrough,
  tombstoneByRevision,
  type Tx,
} from '@mise/platform';

type CatalogueKind = 'menu-item' | 'variant' | 'table';

/**
 * What the menu projections share (menu items, variants, tables, flows.md §2): one table of
 * catalogue's rows keyed by catalogue's id, written by `save` (revision-guarded), tombstones
 * keeping the data, rows missing asked of catalogue once (`readThrough`).
 */
export abstract class CatalogueRows<K extends CatalogueKind> {
  constructor(
    protected readonly bus: Bus,
    private readonly kind: K,
    /** the projection table and its key column (constants of the subclass, never input) */
    private readonly table: string,
    private readonly keyColumn: string,
  ) {}

  /** Keeps one row as its `.saved` event would; answers whether it was written. */
  abstract save(tx: Tx, p: LookupRow<K>): Promise<boolean>;

  tombstone(tx: Tx, id: string, revision: number): Promise<boolean> {
    return tombstoneByRevision(tx, {
      table: this.table,
      key: { [this.keyColumn]: id },
      revision,
    });
  }

  /**
   * The rows of these ids (deleted ones too, `known` false for none), missing ids asked once.
   * `more`: columns computed in the same statement (`, <expression> AS <name>`; the row is `t`).
   */
  protected rowsByIds<R>(tx: Tx, ids: string[], more = ''): Promise<Array<R & { known: boolean }>> {
    const keyOf = (r: R & { known: boolean }) => (r as Record<string, string>)[this.keyColumn];
    return readThrough(tx, this.bus, {
      owner: 'catalogue',
      kind: this.kind,
      keys: ids.filter(isUuid).map((id) => id.toLowerCase()),
      read: (keys) =>
        tx.manager.query<Array<R & { known: boolean }>>(
          `SELECT t.*${more} FROM ${this.table} t WHERE t.${this.keyColumn} = ANY($1::uuid[])`,
          [keys],
        ),
      keyOf,
      save: (row) => this.save(tx, row),
    });
  }

  /**
   * Rows projected before a producer sent some detail (`needs_refresh`) asked of catalogue once,
   * in one request, and written over at the revision catalogue answers (`save` for a newer one,
   * else `rewrite` of the details at the same one). Answers whether anything changed; no answer
   * changes nothing.
   */
  protected async refreshRows(
    tx: Tx,
    ids: string[],
    rewrite: (p: LookupRow<K>) => Promise<boolean>,
  ): Promise<boolean> {
    if (!tx.outletId || !ids.length) return false;
    const reply = await askOwner(tx, this.bus, 'catalogue', {
      outletId: tx.outletId,
      kind: this.kind,
      ids,
    });
    let changed = false;
    for (const row of (reply?.rows ?? []) as Array<LookupRow<K>>) {
      if ((await this.save(tx, row)) || (await rewrite(row))) changed = true;
    }
    return changed;
  }
}
