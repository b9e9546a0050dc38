import { Injectable } from '@nestjs/common';
import {
  CatalogueSubjects,
  type EventOf,
  IdentitySubjects,
  type LookupRow,
  type MenuItemSavedEvent,
  type OutletBillingAddOn,
  Requests,
  type TableSavedEvent,
  type VariantSavedEvent,
} from '@mise/contracts';
import { cmp, isDecimal } from '@mise/domain';
import {
  Bus,
  EventHandler,
  groupBy,
  isUuid,
  readThrough,
  tombstoneByRevision,
  type Tx,
  upsertByRevision,
} from '@mise/platform';

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
  deleted: boolean;
}

/** A dining table as sales knows it: what a guest's table link names. */
export interface TableEntry {
  tableId: string;
  /** as the outlet typed it */
  name: string;
}

/** One option of a variant: a variant ingredient or a variant batch item. */
export interface VariantOptionEntry {
  optionId: string;
  kind: 'INGREDIENT' | 'BATCH';
  addOnPrice: string;
  /** it depletes stock (an amount above 0) */
  mapped: boolean;
  /** the ingredient's or batch item's name (issue 12; '' when the producer sent none) */
  name?: string;
}

export interface VariantEntry {
  variantId: string;
  name: string;
  variantType: 'SINGLE' | 'MULTIPLE';
  maxChoice: number;
  options: VariantOptionEntry[];
  deleted: boolean;
}

const positive = (amount: unknown) => isDecimal(amount) && cmp(amount, 0) > 0;

function variantOptions(p: VariantSavedEvent): VariantOptionEntry[] {
  return [
    ...(p.ingredients ?? []).map((o) => ({
      optionId: o.variantIngredientId,
      kind: 'INGREDIENT' as const,
      addOnPrice: o.addOnPrice,
      mapped: positive(o.amount),
      name: typeof o.name === 'string' ? o.name : '',
    })),
    ...(p.batchItems ?? []).map((o) => ({
      optionId: o.variantBatchItemId,
      kind: 'BATCH' as const,
      addOnPrice: o.addOnPrice,
      mapped: positive(o.amount),
      name: typeof o.name === 'string' ? o.name : '',
    })),
  ];
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
  deleted: boolean;
}

export interface VariantRow {
  variant_id: string;
  name: string;
  variant_type: 'SINGLE' | 'MULTIPLE';
  max_choice: number;
  options: VariantOptionEntry[];
  deleted: boolean;
}

/**
 * Catalogue's menu items and variants and identity's billing add-ons as sales keeps them
 * (flows.md §2), revision-guarded; tombstones keep the data. A menu item or variant missing
 * here is asked of catalogue once (`readThrough`, flows.md §0 rule 7) and kept; when the owner
 * does not answer, the command says "try again" and an event is retried (never priced without it).
 * Prices, add-ons, costs and billing lines of every order and sale come from here only.
 */
@Injectable()
export class MenuBook {
  constructor(private readonly bus: Bus) {}

  @EventHandler(CatalogueSubjects.menuItemSaved)
  async onMenuItemSaved({ payload }: EventOf<'catalogue.menu-item.saved'>, tx: Tx): Promise<void> {
    await this.saveMenuItem(tx, payload);
  }

  @EventHandler(CatalogueSubjects.menuItemDeleted)
  async onMenuItemDeleted(
    { payload: p }: EventOf<'catalogue.menu-item.deleted'>,
    tx: Tx,
  ): Promise<void> {
    await tombstoneByRevision(tx, {
      table: 'menu_items',
      key: { menu_item_id: p.menuItemId },
      revision: p.revision,
      values: { outlet_id: tx.outletId },
    });
  }

  @EventHandler(CatalogueSubjects.variantSaved)
  async onVariantSaved({ payload }: EventOf<'catalogue.variant.saved'>, tx: Tx): Promise<void> {
    await this.saveVariant(tx, payload);
  }

  @EventHandler(CatalogueSubjects.variantDeleted)
  async onVariantDeleted(
    { payload: p }: EventOf<'catalogue.variant.deleted'>,
    tx: Tx,
  ): Promise<void> {
    await tombstoneByRevision(tx, {
      table: 'variants',
      key: { variant_id: p.variantId },
      revision: p.revision,
      values: { outlet_id: tx.outletId },
    });
  }

  /** The outlet's enabled billing add-ons, when the event carries them (they changed). */
  @EventHandler(IdentitySubjects.outletUpdated)
  async onOutletUpdated({ payload: p }: EventOf<'identity.outlet.updated'>, tx: Tx): Promise<void> {
    if (!Array.isArray(p.billings) || !tx.outletId) return;
    await upsertByRevision(tx, {
      table: 'outlet_billings',
      key: { outlet_id: tx.outletId },
      revision: p.revision,
      values: { billings: JSON.stringify(p.billings.filter(validAddOn)) },
    });
  }

  @EventHandler(CatalogueSubjects.tableSaved)
  async onTableSaved({ payload }: EventOf<'catalogue.table.saved'>, tx: Tx): Promise<void> {
    await this.saveTable(tx, payload);
  }

  @EventHandler(CatalogueSubjects.tableDeleted)
  async onTableDeleted({ payload: p }: EventOf<'catalogue.table.deleted'>, tx: Tx): Promise<void> {
    await tombstoneByRevision(tx, {
      table: 'outlet_tables',
      key: { table_id: p.tableId },
      revision: p.revision,
      values: { outlet_id: tx.outletId },
    });
  }

  saveTable(tx: Tx, p: TableSavedEvent): Promise<boolean> {
    return upsertByRevision(tx, {
      table: 'outlet_tables',
      key: { table_id: p.tableId },
      revision: p.revision,
      values: { outlet_id: tx.outletId, name: p.name },
    });
  }

  /**
   * The outlet's table of this name (case and outer spaces ignored; the exact spelling first).
   * Never heard of: asked of catalogue once by name (`rpc.catalogue.lookup`, kind `table`: the
   * tables made before sales kept them, or an event not yet applied) and kept; else null.
   * Catalogue not answering: `OwnerUnavailableError` ("try again").
   */
  async tableByName(tx: Tx, name: string): Promise<TableEntry | null> {
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
      save: (p) => this.saveTable(tx, p),
    });
    return row ? { tableId: row.table_id, name: row.name } : null;
  }

  /**
   * Menu items and variants projected before issue 12 (`needs_refresh`: no description, photo
   * or option names yet) asked of catalogue once, in one request per kind, and written over at
   * the revision catalogue answers (the same or a newer one). Answers whether anything changed.
   */
  async refresh(tx: Tx, menuItemIds: string[], variantIds: string[]): Promise<boolean> {
    if (!tx.outletId || (!menuItemIds.length && !variantIds.length)) return false;
    const [items, variants] = await Promise.all([
      menuItemIds.length
        ? this.bus.request(Requests.lookup('catalogue'), {
            outletId: tx.outletId,
            kind: 'menu-item',
            ids: menuItemIds,
          })
        : null,
      variantIds.length
        ? this.bus.request(Requests.lookup('catalogue'), {
            outletId: tx.outletId,
            kind: 'variant',
            ids: variantIds,
          })
        : null,
    ]);
    let changed = false;
    for (const row of items?.rows ?? []) {
      const p = row as MenuItemSavedEvent & { revision: number };
      if ((await this.saveMenuItem(tx, p)) || (await this.rewrite(tx, 'menu-item', p))) {
        changed = true;
      }
    }
    for (const row of variants?.rows ?? []) {
      const p = row as VariantSavedEvent & { revision: number };
      if ((await this.saveVariant(tx, p)) || (await this.rewrite(tx, 'variant', p))) {
        changed = true;
      }
    }
    return changed;
  }

  /** A refresh at the same revision: the issue-12 details only, once (`needs_refresh`). */
  private async rewrite(
    tx: Tx,
    kind: 'menu-item' | 'variant',
    p: (MenuItemSavedEvent | VariantSavedEvent) & { revision: number },
  ): Promise<boolean> {
    // an UPDATE ... RETURNING answers [rows, count]
    const [, count]: [unknown[], number] =
      kind === 'menu-item'
        ? await tx.manager.query(
            `UPDATE menu_items SET description = $2, photo_key = $3, needs_refresh = false
              WHERE menu_item_id = $1 AND needs_refresh AND revision = $4 AND NOT deleted`,
            [
              (p as MenuItemSavedEvent).menuItemId,
              (p as MenuItemSavedEvent).description ?? null,
              (p as MenuItemSavedEvent).photoKey ?? null,
              p.revision,
            ],
          )
        : await tx.manager.query(
            `UPDATE variants SET options = $2, needs_refresh = false
              WHERE variant_id = $1 AND needs_refresh AND revision = $3 AND NOT deleted`,
            [
              (p as VariantSavedEvent).variantId,
              JSON.stringify(variantOptions(p as VariantSavedEvent)),
              p.revision,
            ],
          );
    return count > 0;
  }

  saveMenuItem(tx: Tx, p: MenuItemSavedEvent): Promise<boolean> {
    return upsertByRevision(tx, {
      table: 'menu_items',
      key: { menu_item_id: p.menuItemId },
      revision: p.revision,
      values: {
        outlet_id: tx.outletId,
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
        needs_refresh: false,
        known: true,
      },
    });
  }

  saveVariant(tx: Tx, p: VariantSavedEvent): Promise<boolean> {
    return upsertByRevision(tx, {
      table: 'variants',
      key: { variant_id: p.variantId },
      revision: p.revision,
      values: {
        outlet_id: tx.outletId,
        name: p.name,
        variant_type: p.variantType,
        max_choice: p.maxChoice,
        options: JSON.stringify(variantOptions(p)),
        needs_refresh: false,
        known: true,
      },
    });
  }

  /** Known menu item versions by id (deleted ones too, flagged); missing ids asked once. */
  async menuItems(tx: Tx, ids: string[]): Promise<Map<string, MenuEntry>> {
    const rows = (await this.load(tx, 'menu-item', ids)) as unknown as MenuRow[];
    return new Map(rows.map((r) => [r.menu_item_id, menuEntry(r)]));
  }

  /**
   * Live menu item versions by name (case and outer spaces ignored), highest version first, in
   * one statement: what a CSV row names. Keyed by the name in lower case.
   */
  async menuItemsByName(tx: Tx, names: string[]): Promise<Map<string, MenuEntry[]>> {
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

  /** Known variants by id (deleted ones too, flagged); missing ids asked once. */
  async variants(tx: Tx, ids: string[]): Promise<Map<string, VariantEntry>> {
    const rows = (await this.load(tx, 'variant', ids)) as unknown as VariantRow[];
    return new Map(
      rows.map((r) => [
        r.variant_id,
        {
          variantId: r.variant_id,
          name: r.name,
          variantType: r.variant_type,
          maxChoice: r.max_choice,
          options: r.options ?? [],
          deleted: r.deleted,
        },
      ]),
    );
  }

  /**
   * The outlet's enabled billing add-ons. Never heard of: asked of identity once
   * (`rpc.identity.lookup`, kind `outlet`) and kept. No answer: `OwnerUnavailableError` ("try
   * again"), never an order priced without its add-ons.
   */
  async billings(tx: Tx): Promise<OutletBillingAddOn[]> {
    if (!tx.outletId) return [];
    const outletId = tx.outletId;
    const [row] = await readThrough(tx, this.bus, {
      owner: 'identity',
      kind: 'outlet',
      by: 'none',
      keys: [outletId],
      read: () =>
        tx.manager.query<
          Array<{ outlet_id: string; billings: OutletBillingAddOn[]; deleted: boolean }>
        >(`SELECT outlet_id, billings, deleted FROM outlet_billings WHERE outlet_id = $1`, [
          outletId,
        ]),
      keyOf: (r) => r.outlet_id,
      save: async (outlet) => {
        if (!('outletId' in outlet) || outlet.outletId !== outletId) return;
        if (!Array.isArray(outlet.billings)) return;
        await upsertByRevision(tx, {
          table: 'outlet_billings',
          key: { outlet_id: outletId },
          revision: outlet.revision,
          values: { billings: JSON.stringify(outlet.billings.filter(validAddOn)) },
        });
      },
    });
    return row && !row.deleted ? row.billings : [];
  }

  private async load(
    tx: Tx,
    kind: 'menu-item' | 'variant',
    ids: string[],
  ): Promise<Array<Record<string, unknown>>> {
    const { table, column } = TABLES[kind];
    const rows = await readThrough(tx, this.bus, {
      owner: 'catalogue',
      kind,
      keys: ids.filter(isUuid).map((id) => id.toLowerCase()),
      read: (keys) =>
        tx.manager.query<Array<Record<string, unknown>>>(
          `SELECT * FROM ${table} WHERE ${column} = ANY($1::uuid[])`,
          [keys],
        ),
      keyOf: (r) => String(r[column]),
      save: (row) =>
        kind === 'menu-item'
          ? this.saveMenuItem(tx, row as LookupRow<'menu-item'>)
          : this.saveVariant(tx, row as LookupRow<'variant'>),
    });
    return rows.filter((r) => r.known === true);
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
    deleted: r.deleted,
  };
}

function validAddOn(b: OutletBillingAddOn): boolean {
  return (
    typeof b?.name === 'string' &&
    (b.type === 'ADD' || b.type === 'DEDUCT') &&
    (b.amountType === 'NUMBER' || b.amountType === 'PERCENTAGE') &&
    isDecimal(b.amount) &&
    cmp(b.amount, 0) >= 0
  );
}

const TABLES = {
  'menu-item': { table: 'menu_items', column: 'menu_item_id' },
  variant: { table: 'variants', column: 'variant_id' },
} as const;
