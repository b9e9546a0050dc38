import { Injectable } from '@nestjs/common';
import type { TableSavedEvent } from '@mise/contracts';
import { Bus, readThrough, type Tx, upsertByRevision } from '@mise/platform';
import { CatalogueRows } from './catalogue-rows';

/** A dining table as sales knows it: what a guest's table link names. */
export interface TableEntry {
  tableId: string;
  /** as the outlet typed it */
  name: string;
}

/** Catalogue's dining tables as sales keeps them (`outlet_tables`), revision-guarded. */
@Injectable()
export class TableProjection extends CatalogueRows<'table'> {
  constructor(bus: Bus) {
    super(bus, 'table', 'outlet_tables', 'table_id');
  }

  save(tx: Tx, p: TableSavedEvent): Promise<boolean> {
    return upsertByRevision(tx, {
      table: 'outlet_tables',
      key: { table_id: p.tableId },
      revision: p.revision,
      values: { name: p.name },
    });
  }

  /**
   * The outlet's table of this name (case and outer spaces ignored; the exact spelling first).
   * Never heard of: asked of catalogue once by name (`readThrough`, kind `table`: the tables made
   * before sales kept them, or an event not yet applied) and kept; else null. Catalogue not
   * answering: `OwnerUnavailableError` ("try again").
   */
  async byName(tx: Tx, name: string): Promise<TableEntry | null> {
    const wanted = typeof name === 'string' ? name.trim() : '';
    if (!wanted || wanted.length > 200) return null;
    const [row] = await readThrough(tx, this.bus, {
      owner: 'catalogue',
      kind: 'table',
      by: 'names',
      keys: [wanted],
      read: () =>
        tx.manager.query<Array<{ table_id: string; name: string }>>(
          `SELECT table_id, name FROM outlet_tables
            WHERE NOT deleted AND lower(name) = lower($1) ORDER BY name = $1 DESC, table_id`,
          [wanted],
        ),
      keyOf: (r) => r.name,
      save: (p) => this.save(tx, p),
    });
    return row ? { tableId: row.table_id, name: row.name } : null;
  }
}
