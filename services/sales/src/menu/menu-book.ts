import { Injectable } from '@nestjs/common';
import type { OutletBillingAddOn } from '@mise/contracts';
import type { Tx } from '@mise/platform';
import { type MenuEntry, MenuItemProjection } from './menu-item.projection';
import { OutletBillingProjection } from './outlet-billing.projection';
import { type TableEntry, TableProjection } from './table.projection';
import { type VariantEntry, VariantProjection } from './variant.projection';

export {
  type MenuEntry,
  type MenuRow,
  menuEntry,
  nameKey,
  offeredToGuests,
} from './menu-item.projection';
export type { TableEntry } from './table.projection';
export type { VariantEntry, VariantOptionEntry, VariantRow } from './variant.projection';

/**
 * What orders and sales read of the menu, in one place: catalogue's menu items, variants and
 * tables and identity's billing add-ons, each kept by its projection (one file each, kept by
 * `MenuListener`) and read through its owner on a miss. Prices, add-ons, costs and billing lines
 * of every order and sale come from here only.
 */
@Injectable()
export class MenuBook {
  constructor(
    private readonly items: MenuItemProjection,
    private readonly variantRows: VariantProjection,
    private readonly tables: TableProjection,
    private readonly addOns: OutletBillingProjection,
  ) {}

  menuItems(tx: Tx, ids: string[]): Promise<Map<string, MenuEntry>> {
    return this.items.byIds(tx, ids);
  }

  /** `menuItems` with each one's menu's highest live version (`highestVersion`), one statement. */
  menuItemsWithHighest(
    tx: Tx,
    ids: string[],
  ): Promise<Map<string, MenuEntry & { highestVersion: number | null }>> {
    return this.items.byIdsWithHighest(tx, ids);
  }

  menuItemsByName(tx: Tx, names: string[]): Promise<Map<string, MenuEntry[]>> {
    return this.items.byNames(tx, names);
  }

  variants(tx: Tx, ids: string[]): Promise<Map<string, VariantEntry>> {
    return this.variantRows.byIds(tx, ids);
  }

  tableByName(tx: Tx, name: string): Promise<TableEntry | null> {
    return this.tables.byName(tx, name);
  }

  billings(tx: Tx): Promise<OutletBillingAddOn[]> {
    return this.addOns.billings(tx);
  }

  /** Rows projected before issue 12 asked of catalogue again: whether anything changed. */
  async refresh(tx: Tx, menuItemIds: string[], variantIds: string[]): Promise<boolean> {
    const [items, variants] = await Promise.all([
      this.items.refresh(tx, menuItemIds),
      this.variantRows.refresh(tx, variantIds),
    ]);
    return items || variants;
  }
}
