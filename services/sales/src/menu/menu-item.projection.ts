import { Injectable } from '@nestjs/common';
import { type LookupRow, type MenuItemSavedEvent } from '@mise/contracts';
import { isPositive } from '@mise/domain';
import { Bus, groupBy, type Tx, upsertByRevision } from '@mise/platform';
import { CatalogueRows } from './catalogue-rows';

/** A menu item version as sales knows it (flows.md §2): what a sale line snapshots. */
export interface MenuEntry {
  menuItemId: string;
  menuId: string | null;
  versionNumber: number;
  name: string;
  category: string;
  price: string;
  costPerServing: string;
  /** ingredients or batch ingredients non-empty: a sale of it depletes stock */
  hasRecipe: boolean;
  variantIds: string[];
  /** issue 12: the version's description and catalogue's photo key (null when none) */
  description: string | null;
  photoKey: string | null;
  /** issue 19: catalogue's "On the ordering page" switch */
  onOrderingPage: boolean;
  deleted: boolean;
}

export interface MenuRow {
  menu_item_id: string;
  menu_id: string | null;
  version_number: number;
  name: string;
  category: string;
  price: string;
  cost_per_serving: string;
  has_recipe: boolean;
  variant_ids: string[];
  description: string | null;
  photo_key: string | null;
  on_ordering_page: boolean;
  deleted: boolean;
}

/**
 * Catalogue's menu item versions as sales keeps them (`menu_items`, flows.md §2),
 * revision-guarded; tombstones keep the data. A version missing here is read through catalogue
 * once (`readThrough`): catalogue not answering is "try again", never a sale priced without it.
 */
@Injectable()
export class MenuItemProjection extends CatalogueRows<'menu-item'> {
  constructor(bus: Bus) {
    super(bus, 'menu-item', 'menu_items', 'menu_item_id');
  }

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
        cost_per_serving: p.costPerServing,
        has_recipe: (p.ingredients ?? []).length + (p.batchIngredients ?? []).length > 0,
        variant_ids: JSON.stringify(p.variantIds ?? []),
        description: typeof p.description === 'string' ? p.description : null,
        photo_key: typeof p.photoKey === 'string' ? p.photoKey : null,
        // older producers send no switch: on when priced, as catalogue's migration set them
        on_ordering_page:
          typeof p.onOrderingPage === 'boolean' ? p.onOrderingPage : isPositive(p.price),
        needs_refresh: false,
        known: true,
      },
    });
  }

  /** Known menu item versions by id (deleted ones too, flagged); missing ids asked once. */
  async byIds(tx: Tx, ids: string[]): Promise<Map<string, MenuEntry>> {
    const rows = await this.rowsByIds<MenuRow>(tx, ids);
    return new Map(rows.filter((r) => r.known).map((r) => [r.menu_item_id, menuEntry(r)]));
  }

  /**
   * `byIds` with, in the same statement, the highest live version number of each one's menu
   * (`highestVersion`; null for a version of no menu): the guest page offers only that one.
   */
  async byIdsWithHighest(
    tx: Tx,
    ids: string[],
  ): Promise<Map<string, MenuEntry & { highestVersion: number | null }>> {
    const rows = await this.rowsByIds<MenuRow & { highest_version: number | null }>(
      tx,
      ids,
      `, (SELECT max(h.version_number) FROM menu_items h
           WHERE h.known AND NOT h.deleted AND h.menu_id = t.menu_id)::int AS highest_version`,
    );
    return new Map(
      rows
        .filter((r) => r.known)
        .map((r) => [r.menu_item_id, { ...menuEntry(r), highestVersion: r.highest_version }]),
    );
  }

  /**
   * Live menu item versions by name (case and outer spaces ignored), highest version first, in
   * one statement: what a CSV row names. Keyed by the name in lower case.
   */
  async byNames(tx: Tx, names: string[]): Promise<Map<string, MenuEntry[]>> {
    const keys = [...new Set(names.map(nameKey))];
    const rows: MenuRow[] = keys.length
      ? await tx.manager.query(
          `SELECT * FROM menu_items
            WHERE known AND NOT deleted AND lower(btrim(name)) = ANY($1::text[])
            ORDER BY version_number DESC, menu_item_id`,
          [keys],
        )
      : [];
    const found = groupBy(rows, (r) => nameKey(r.name));
    return new Map([...found].map(([key, list]) => [key, list.map(menuEntry)]));
  }

  /**
   * Versions projected before issue 12 (`needs_refresh`: no description or photo yet) asked of
   * catalogue once, in one request, and written over at the revision catalogue answers (the
   * same or a newer one). Answers whether anything changed; no answer changes nothing.
   */
  refresh(tx: Tx, ids: string[]): Promise<boolean> {
    return this.refreshRows(tx, ids, (row) => this.rewrite(tx, row));
  }

  /** A refresh at the same revision: the issue-12 details only, once (`needs_refresh`). */
  private async rewrite(tx: Tx, p: LookupRow<'menu-item'>): Promise<boolean> {
    // an UPDATE ... RETURNING answers [rows, count]
    const [, count]: [unknown[], number] = await tx.manager.query(
      `UPDATE menu_items SET description = $2, photo_key = $3, needs_refresh = false
        WHERE menu_item_id = $1 AND needs_refresh AND revision = $4 AND NOT deleted`,
      [p.menuItemId, p.description ?? null, p.photoKey ?? null, p.revision],
    );
    return count > 0;
  }
}

/** How a menu item's name is matched (a CSV row's name): lower case, outer spaces trimmed. */
export function nameKey(name: string): string {
  return name.trim().toLowerCase();
}

export function menuEntry(r: MenuRow): MenuEntry {
  return {
    menuItemId: r.menu_item_id,
    menuId: r.menu_id,
    versionNumber: r.version_number,
    name: r.name,
    category: r.category,
    price: r.price,
    costPerServing: r.cost_per_serving,
    hasRecipe: r.has_recipe,
    variantIds: r.variant_ids ?? [],
    description: r.description ?? null,
    photoKey: r.photo_key ?? null,
    onOrderingPage: r.on_ordering_page,
    deleted: r.deleted,
  };
}

/**
 * What guests may see and order (the table page and the orders webhook, issue 19): a live
 * version its owner put on the ordering page, priced above 0.
 */
export function offeredToGuests(m: MenuEntry): boolean {
  return !m.deleted && m.onOrderingPage && isPositive(m.price);
}
