import { Injectable } from '@nestjs/common';
import { itemTotal, SalesMessages as M } from '@mise/domain';
import { BadInputError, NotFoundError, type Tx } from '@mise/platform';
import {
  MenuBook,
  type MenuEntry,
  type VariantEntry,
  type VariantOptionEntry,
} from '../menu/menu-book';
import type { SoldOption } from './sale.entity';

/** A line as a caller names it: a menu item version, a quantity and the chosen options. */
export interface LineInput {
  menuItemId: string;
  quantity: string;
  /** variantIngredientIds / variantBatchItemIds of the item's variants, each at most once */
  optionIds: string[];
}

/** A line priced from the projections: the snapshot a sale item keeps. */
export interface PricedLine {
  menuItemId: string;
  menuId: string | null;
  versionNumber: number;
  name: string;
  price: string;
  costPerServing: string;
  quantity: string;
  total: string;
  hasRecipe: boolean;
  options: SoldOption[];
}

/**
 * Prices lines from catalogue's menu items and variants as sales keeps them (never from the
 * caller): the menu price, each chosen option's add-on, the cost per serving, whether a recipe
 * maps it to stock. An unknown or deleted menu item or an option not of the item's variants:
 * NOT_FOUND (flows.md §0 rule 7, after one look-up); an option twice or more options than a
 * variant's maxChoice: BAD_USER_INPUT. Nothing is priced then.
 */
@Injectable()
export class SalePricing {
  constructor(private readonly book: MenuBook) {}

  async price(tx: Tx, lines: LineInput[], field = 'items'): Promise<PricedLine[]> {
    const menus = await this.book.menuItems(
      tx,
      lines.map((l) => l.menuItemId),
    );
    const entries = lines.map((l) => {
      const menu = menus.get(String(l.menuItemId).toLowerCase());
      if (!menu || menu.deleted) throw new NotFoundError(M.item.invalid);
      return menu;
    });
    const variants = await this.book.variants(tx, [
      ...new Set(entries.flatMap((m) => m.variantIds)),
    ]);
    return this.priceRead(lines, entries, variants, field);
  }

  /**
   * `price` with the menu items (`entries[i]` is line i's) and their variants already read by
   * the caller: no statement (an order checked against the menu is not read twice).
   */
  priceRead(
    lines: LineInput[],
    entries: MenuEntry[],
    variants: Map<string, VariantEntry>,
    field = 'items',
  ): PricedLine[] {
    return lines.map((line, i) => {
      const menu = entries[i];
      const options = this.options(line.optionIds ?? [], menu.variantIds, variants, field);
      return this.line(menu, line.quantity, options);
    });
  }

  /** One line of a menu item version: its snapshot, at the menu price unless `price` is given. */
  line(
    menu: MenuEntry,
    quantity: string,
    options: SoldOption[] = [],
    price = menu.price,
  ): PricedLine {
    return {
      menuItemId: menu.menuItemId,
      menuId: menu.menuId,
      versionNumber: menu.versionNumber,
      name: menu.name,
      price,
      costPerServing: menu.costPerServing,
      quantity,
      total: itemTotal({ price, quantity, options }),
      hasRecipe: menu.hasRecipe,
      options,
    };
  }

  private options(
    optionIds: string[],
    variantIds: string[],
    variants: Map<string, VariantEntry>,
    field: string,
  ): SoldOption[] {
    const index = new Map<string, { variant: VariantEntry; option: VariantOptionEntry }>();
    for (const id of variantIds) {
      const variant = variants.get(id);
      if (!variant || variant.deleted) continue;
      for (const option of variant.options) index.set(option.optionId, { variant, option });
    }
    const seen = new Set<string>();
    const perVariant = new Map<string, number>();
    return optionIds.map((raw) => {
      const id = String(raw).toLowerCase();
      const found = index.get(id);
      if (!found) throw new NotFoundError(M.item.optionInvalid);
      if (seen.has(id)) throw new BadInputError(M.item.optionTwice, field);
      seen.add(id);
      const { variant, option } = found;
      const count = (perVariant.get(variant.variantId) ?? 0) + 1;
      perVariant.set(variant.variantId, count);
      const max = variant.variantType === 'SINGLE' ? 1 : Math.max(variant.maxChoice, 1);
      if (count > max) throw new BadInputError(M.item.tooManyOptions(variant.name, max), field);
      return {
        variantId: variant.variantId,
        variantName: variant.name,
        optionId: option.optionId,
        optionName: option.name ?? '',
        kind: option.kind,
        addOnPrice: option.addOnPrice,
        quantity: '1',
        mapped: option.mapped,
      };
    });
  }
}
