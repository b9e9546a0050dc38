import { Injectable } from '@nestjs/common';
import type { MenuItemSavedEvent } from '@mise/contracts';
import {
  Bus,
  isUuid,
  readThrough,
  tombstoneByRevision,
  type Tx,
  upsertByRevision,
} from '@mise/platform';

/** A menu item version as invoices know it: what an invoice line snapshots. */
export interface MenuItemRow {
  menuItemId: string;
  menuId: string | null;
  versionNumber: number | null;
  name: string | null;
  category: string | null;
  price: string | null;
  deleted: boolean;
}

/**
 * Catalogue's menu item versions as procurement keeps them (`menu_items`, flows.md §2): upserted
 * from `catalogue.menu-item.saved` when newer, tombstoned by `.deleted` (the data stays), a version
 * missing here asked of catalogue once (`rpc.catalogue.lookup`, kind `menu-item`; flows.md rule 7).
 */
@Injectable()
export class MenuItemProjection {
  constructor(private readonly bus: Bus) {}

  save(tx: Tx, p: MenuItemSavedEvent): Promise<boolean> {
    return upsertByRevision(tx, {
      table: 'menu_items',
      key: { menu_item_id: p.menuItemId },
      revision: p.revision,
      values: {
        menu_id: p.menuId,
        version_number: p.versionNumber,
        name: p.name,
        category: p.category,
        price: p.price,
      },
    });
  }

  tombstone(tx: Tx, menuItemId: string, revision: number): Promise<boolean> {
    return tombstoneByRevision(tx, {
      table: 'menu_items',
      key: { menu_item_id: menuItemId },
      revision,
    });
  }

  /** The version of this id (deleted or not), read through catalogue once on a miss; or null. */
  async byId(tx: Tx, menuItemId: string): Promise<MenuItemRow | null> {
    if (!isUuid(menuItemId)) return null;
    const rows = await readThrough(tx, this.bus, {
      owner: 'catalogue',
      kind: 'menu-item',
      keys: [menuItemId.toLowerCase()],
      read: (keys) =>
        tx.manager.query<MenuItemRow[]>(
          `SELECT menu_item_id AS "menuItemId", menu_id AS "menuId",
                  version_number AS "versionNumber", name, category, price::text AS price, deleted
             FROM menu_items WHERE menu_item_id = ANY($1::uuid[])`,
          [keys],
        ),
      keyOf: (r) => r.menuItemId,
      save: (row) => this.save(tx, row),
    });
    return rows[0] ?? null;
  }
}
