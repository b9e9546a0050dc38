import { Injectable } from '@nestjs/common';
import {
  BatchMessages,
  cmp,
  dec,
  div,
  InventoryMessages,
  mul,
  roundMoney,
  roundStored,
  sub,
  sum,
} from '@mise/domain';
import { BadInputError, containsPattern, Db, isUuid, NotFoundError, type Tx } from '@mise/platform';
import type { ItemKind } from '../ledger/ledger.types';
import type {
  AnalyticsSearchHitModel,
  BatchUsageModel,
  IngredientUsageModel,
  StockTrendItemInput,
  StockTrendModel,
  UsageBreakdownModel,
  UsageKind,
} from './analytics.model';
import { checkRange } from './range';

/** Kinds that bring stock in: "purchased" (an ingredient) or "produced" (a batch). */
const IN_KINDS = new Set(['PURCHASE', 'PURCHASE_RETURN', 'OPENING', 'PRODUCTION_OUTPUT']);
/** The kinds a trend line adds up: purchases (ingredients, inventory items), production (batches). */
const TREND_KINDS = {
  INGREDIENT: ['PURCHASE', 'PURCHASE_RETURN'],
  INVENTORY: ['PURCHASE', 'PURCHASE_RETURN'],
  BATCH: ['PRODUCTION_OUTPUT'],
};
export const MAX_TREND_ITEMS = 20;
export const SEARCH_KINDS = ['INVENTORY', 'INGREDIENT'] as const;
/** Hits per kind of a search. */
export const SEARCH_LIMIT = 50;

export const AnalyticsTexts = {
  production: 'Production',
  adjustment: 'Stock adjustment',
  unknownMenuItem: 'Unknown menu item',
  deletedItem: 'Deleted item',
  tooManyTrendItems: `Choose at most ${MAX_TREND_ITEMS} items`,
  searchKinds: 'Choose Inventory or Ingredient to search',
} as const;

/** What used the item, by movement kind: a sale of a menu item, production, or an adjustment. */
function usageKind(kind: string): UsageKind {
  if (kind === 'SALE_USAGE') return 'SOLD';
  if (kind === 'PRODUCTION_USAGE') return 'PRODUCTION';
  return 'ADJUSTMENT';
}

interface Totals {
  opening: string;
  closing: string;
  /** Σ of the in kinds */
  incoming: string;
  /** −Σ of every other kind */
  used: string;
  breakdown: UsageBreakdownModel[];
}

interface Card {
  name: string;
  extra: string | null;
  stock: string;
  average_price: string;
  opening: string;
  closing: string;
}

/** Sorts slices largest first (then by name), leaving out those that net to zero. */
function slices(list: UsageBreakdownModel[]): UsageBreakdownModel[] {
  return list
    .filter((b) => cmp(b.quantity, 0) !== 0)
    .sort((a, b) => cmp(b.quantity, a.quantity) || a.name.localeCompare(b.name));
}

/**
 * The inventory side of the analytics screens (issue 25, flows.md §4.15): the ingredient and batch
 * cards, purchase and production trends, a menu's ingredient usage and the search. Sums come from
 * the ledger's daily roll-up (`stock_movement_daily`), opening and closing stock from its
 * end-of-day checkpoints (`stock_checkpoints`: the last one before the day), names from
 * inventory's own tables and the recipe projections. Each answer costs a fixed number of
 * statements whatever the range or the number of items.
 */
@Injectable()
export class AnalyticsService {
  constructor(private readonly db: Db) {}

  async ingredientUsage(
    ingredientId: string,
    from: string,
    to: string,
  ): Promise<IngredientUsageModel> {
    checkRange(from, to);
    const notFound = () => new NotFoundError(InventoryMessages.ingredient.notFound);
    if (!isUuid(ingredientId)) throw notFound();
    return this.db.outlet(async (tx) => {
      const card = await this.card(
        tx,
        'INGREDIENT',
        `SELECT i.id AS item_id, i.name, i.unit AS extra FROM ingredients i WHERE i.id = $1`,
        ingredientId,
        from,
        to,
      );
      if (!card) throw notFound();
      const t = await this.totals(tx, 'INGREDIENT', ingredientId, card, from, to);
      return {
        ingredientId,
        name: card.name,
        unit: card.extra ?? '',
        currentStock: dec(card.stock),
        currentValue: roundMoney(mul(card.stock, card.average_price)),
        opening: t.opening,
        purchased: t.incoming,
        used: t.used,
        closing: t.closing,
        breakdown: t.breakdown,
      };
    });
  }

  async batchUsage(batchItemId: string, from: string, to: string): Promise<BatchUsageModel> {
    checkRange(from, to);
    const notFound = () => new NotFoundError(BatchMessages.item.notFound);
    if (!isUuid(batchItemId)) throw notFound();
    return this.db.outlet(async (tx) => {
      const card = await this.card(
        tx,
        'BATCH',
        `SELECT r.batch_item_id AS item_id, coalesce(r.name, '') AS name,
                r.portion_size::text AS extra
           FROM batch_item_recipes r WHERE r.batch_item_id = $1`,
        batchItemId,
        from,
        to,
      );
      if (!card) throw notFound();
      const t = await this.totals(tx, 'BATCH', batchItemId, card, from, to);
      return {
        batchItemId,
        name: card.name,
        portionUnit: null,
        portionSize: cmp(card.extra ?? '0', 0) > 0 ? dec(card.extra!) : '1',
        opening: t.opening,
        produced: t.incoming,
        used: t.used,
        closing: t.closing,
        breakdown: t.breakdown,
      };
    });
  }

  /**
   * Purchases (ingredients, inventory items) or production (batch item versions) per day of the
   * range, in the order asked; items not in the outlet are left out. Two statements for up to 20
   * items.
   */
  async stockTrends(
    items: StockTrendItemInput[],
    from: string,
    to: string,
  ): Promise<StockTrendModel[]> {
    checkRange(from, to);
    if (items.length > MAX_TREND_ITEMS) throw new BadInputError(AnalyticsTexts.tooManyTrendItems);
    const asked = [
      ...new Map(
        items
          .filter((i) => i.kind in TREND_KINDS && isUuid(i.id))
          .map((i) => [
            `${i.kind}:${i.id.toLowerCase()}`,
            { kind: i.kind, id: i.id.toLowerCase() },
          ]),
      ).values(),
    ];
    if (!asked.length) return [];
    const ids = (kind: string) => asked.filter((a) => a.kind === kind).map((a) => a.id);
    return this.db.outlet(async (tx) => {
      const names: Array<{ kind: string; id: string; name: string }> = await tx.manager.query(
        `SELECT 'INGREDIENT' AS kind, id::text, name FROM ingredients WHERE id = ANY($1::uuid[])
         UNION ALL
         SELECT 'INVENTORY', id::text, name FROM inventory_items WHERE id = ANY($2::uuid[])
         UNION ALL
         SELECT 'BATCH', batch_item_id::text, coalesce(name, '') FROM batch_item_recipes
          WHERE batch_item_id = ANY($3::uuid[])`,
        [ids('INGREDIENT'), ids('INVENTORY'), ids('BATCH')],
      );
      const found = asked.filter((a) => names.some((n) => n.kind === a.kind && n.id === a.id));
      if (!found.length) return [];
      const points: Array<{ kind: string; id: string; day: string; q: string; v: string }> =
        await tx.manager.query(
          `SELECT r.item_kind AS kind, r.item_id::text AS id, r.day::text AS day,
                  sum(r.quantity)::text AS q, sum(r.value)::text AS v
             FROM stock_movement_daily r
             JOIN unnest($1::text[], $2::uuid[]) AS u(k, id) ON r.item_kind = u.k AND r.item_id = u.id
            WHERE r.day >= $3::date AND r.day < $4::date
              AND r.kind = ANY(CASE WHEN r.item_kind = 'BATCH' THEN $5::text[] ELSE $6::text[] END)
            GROUP BY 1, 2, 3
           HAVING sum(r.quantity) <> 0 OR sum(r.value) <> 0
            ORDER BY 3`,
          [
            found.map((a) => a.kind),
            found.map((a) => a.id),
            from,
            to,
            TREND_KINDS.BATCH,
            TREND_KINDS.INGREDIENT,
          ],
        );
      return found.map((a) => ({
        itemKind: a.kind,
        itemId: a.id,
        name: names.find((n) => n.kind === a.kind && n.id === a.id)!.name,
        points: points
          .filter((p) => p.kind === a.kind && p.id === a.id)
          .map((p) => ({
            date: p.day,
            quantity: dec(p.q),
            price: roundMoney(p.v),
            unitPrice: cmp(p.q, 0) === 0 ? null : roundStored(div(p.v, p.q, 6)),
          })),
      }));
    });
  }

  /**
   * The ingredients and batch items a menu's sales used in the range (every version of the menu
   * item together), largest first. One statement.
   */
  async menuIngredientUsage(
    menuId: string,
    from: string,
    to: string,
  ): Promise<UsageBreakdownModel[]> {
    checkRange(from, to);
    if (!isUuid(menuId)) return [];
    return this.db.outlet(async (tx) => {
      const rows: Array<{ quantity: string; name: string | null }> = await tx.manager.query(
        `SELECT g.quantity::text, coalesce(i.name, b.name) AS name
           FROM (SELECT r.item_kind, r.item_id, -sum(r.quantity) AS quantity
                   FROM stock_movement_daily r
                  WHERE r.kind = 'SALE_USAGE' AND r.item_kind IN ('INGREDIENT', 'BATCH')
                    AND r.day >= $2::date AND r.day < $3::date
                    AND r.menu_item_id IN (SELECT m.menu_item_id FROM menu_item_recipes m
                                            WHERE m.menu_id = $1 OR m.menu_item_id = $1)
                  GROUP BY 1, 2) g
           LEFT JOIN ingredients i ON g.item_kind = 'INGREDIENT' AND i.id = g.item_id
           LEFT JOIN batch_item_recipes b ON g.item_kind = 'BATCH' AND b.batch_item_id = g.item_id
          WHERE g.quantity <> 0`,
        [menuId, from, to],
      );
      return slices(
        rows.map((r) => ({
          kind: 'SOLD' as const,
          menuItemId: null,
          name: r.name ?? AnalyticsTexts.deletedItem,
          quantity: dec(r.quantity),
        })),
      );
    });
  }

  /** Inventory items and ingredients whose name contains the text, by name; one statement. */
  async search(text: string, kinds: string[]): Promise<AnalyticsSearchHitModel[]> {
    const wanted = new Set(kinds);
    if ([...wanted].some((k) => !(SEARCH_KINDS as readonly string[]).includes(k))) {
      throw new BadInputError(AnalyticsTexts.searchKinds);
    }
    if (!wanted.size) return [];
    return this.db.outlet((tx): Promise<AnalyticsSearchHitModel[]> =>
      tx.manager.query(
        `(SELECT 'INVENTORY' AS kind, id::text, name FROM inventory_items
             WHERE $1 AND name ILIKE $3 ESCAPE '\\' ORDER BY name, id LIMIT $4)
           UNION ALL
           (SELECT 'INGREDIENT', id::text, name FROM ingredients
             WHERE $2 AND name ILIKE $3 ESCAPE '\\' ORDER BY name, id LIMIT $4)`,
        [
          wanted.has('INVENTORY'),
          wanted.has('INGREDIENT'),
          containsPattern(text ?? ''),
          SEARCH_LIMIT,
        ],
      ),
    );
  }

  // ---- internals ------------------------------------------------------------------------------

  /**
   * The item's row (`select`: item_id, name, extra for $1) with its current stock and average and
   * its stock at the end of the days before `from` and `to` (the latest checkpoints before
   * them), one statement; null when the outlet has no such item.
   */
  private async card(
    tx: Tx,
    itemKind: ItemKind,
    select: string,
    itemId: string,
    from: string,
    to: string,
  ): Promise<Card | null> {
    const checkpoint = (param: string) =>
      `coalesce((SELECT c.stock FROM stock_checkpoints c
                  WHERE c.item_kind = $2 AND c.item_id = x.item_id AND c.day < ${param}::date
                  ORDER BY c.day DESC LIMIT 1), 0)::text`;
    const [row]: Card[] = await tx.manager.query(
      `SELECT x.name, x.extra, coalesce(s.stock, 0)::text AS stock,
              coalesce(s.average_price, 0)::text AS average_price,
              ${checkpoint('$3')} AS opening, ${checkpoint('$4')} AS closing
         FROM (${select}) x
         LEFT JOIN item_stock s ON s.item_kind = $2 AND s.item_id = x.item_id`,
      [itemId, itemKind, from, to],
    );
    return row ?? null;
  }

  /** In and out of the item in [from, to) by kind from the roll-up, with the breakdown; one statement. */
  private async totals(
    tx: Tx,
    itemKind: ItemKind,
    itemId: string,
    card: Card,
    from: string,
    to: string,
  ): Promise<Totals> {
    const rows: Array<{
      kind: string;
      menu_item_id: string;
      quantity: string;
      name: string | null;
    }> = await tx.manager.query(
      `SELECT g.kind, g.menu_item_id::text, g.quantity::text, m.name
           FROM (SELECT r.kind, r.menu_item_id, sum(r.quantity) AS quantity
                   FROM stock_movement_daily r
                  WHERE r.item_kind = $1 AND r.item_id = $2 AND r.day >= $3::date AND r.day < $4::date
                  GROUP BY 1, 2) g
           LEFT JOIN menu_item_recipes m ON g.kind = 'SALE_USAGE' AND m.menu_item_id = g.menu_item_id`,
      [itemKind, itemId, from, to],
    );
    const incoming = sum(rows.filter((r) => IN_KINDS.has(r.kind)).map((r) => r.quantity));
    const out = rows.filter((r) => !IN_KINDS.has(r.kind));
    const byKey = new Map<string, UsageBreakdownModel>();
    for (const r of out) {
      const kind = usageKind(r.kind);
      const menuItemId = kind === 'SOLD' ? r.menu_item_id : null;
      const k = `${kind}:${menuItemId ?? ''}`;
      const slice = byKey.get(k) ?? {
        kind,
        menuItemId,
        name:
          kind === 'SOLD'
            ? (r.name ?? AnalyticsTexts.unknownMenuItem)
            : kind === 'PRODUCTION'
              ? AnalyticsTexts.production
              : AnalyticsTexts.adjustment,
        quantity: '0',
      };
      slice.quantity = sub(slice.quantity, r.quantity);
      byKey.set(k, slice);
    }
    return {
      opening: dec(card.opening),
      closing: dec(card.closing),
      incoming: dec(incoming),
      used: dec(sub('0', sum(out.map((r) => r.quantity)))),
      breakdown: slices([...byKey.values()]),
    };
  }
}
