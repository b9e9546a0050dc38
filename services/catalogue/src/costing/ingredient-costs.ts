import { Injectable } from '@nestjs/common';
import { CatalogueMessages, dec } from '@mise/domain';
import { Bus, isUuid, NotFoundError, readThrough, type Tx, upsertByRevision } from '@mise/platform';

/** What catalogue holds of an ingredient (flows.md §2): the unit-cost inputs, name and unit. */
export interface IngredientCost {
  id: string;
  name: string | null;
  unit: string | null;
  averagePrice: string;
  lastPrice: string;
  deleted: boolean;
}

interface CostRow {
  id: string;
  name: string | null;
  unit: string | null;
  average_price: string;
  last_price: string;
  deleted: boolean;
}

export const NO_COST: Omit<IngredientCost, 'id'> = {
  name: null,
  unit: null,
  averagePrice: '0',
  lastPrice: '0',
  deleted: false,
};

/** The projected rows of `ids` (tombstones included), one statement. */
export async function readIngredientCosts(
  tx: Tx,
  ids: readonly string[],
): Promise<Map<string, IngredientCost>> {
  const wanted = [...new Set(ids.filter(isUuid))];
  if (!wanted.length) return new Map();
  const rows: CostRow[] = await tx.manager.query(
    `SELECT id, name, unit, average_price::text, last_price::text, deleted
       FROM ingredient_costs WHERE id = ANY($1::uuid[])`,
    [wanted],
  );
  return new Map(
    rows.map((r) => [
      r.id,
      {
        id: r.id,
        name: r.name,
        unit: r.unit,
        averagePrice: r.average_price,
        lastPrice: r.last_price,
        deleted: r.deleted,
      },
    ]),
  );
}

/**
 * The projection `ingredient_costs` of `inventory.ingredient.saved` / `.deleted` (revision-guarded,
 * tombstones kept; its handlers are in `ingredient-costs.listener.ts`), read by the costing of
 * menu and batch items and by writes naming an ingredient. Depends on no costing module.
 */
@Injectable()
export class IngredientCosts {
  constructor(private readonly bus: Bus) {}

  costs(tx: Tx, ids: readonly string[]): Promise<Map<string, IngredientCost>> {
    return readIngredientCosts(tx, ids);
  }

  /**
   * A write naming an ingredient (flows.md §0 rule 7, `readThrough`): the projection, else one
   * look-up of inventory; still unknown (or deleted): NOT_FOUND "Select an ingredient!";
   * inventory silent: SERVICE_UNAVAILABLE "… try again …", nothing written.
   */
  async known(tx: Tx, ingredientId: string | null | undefined): Promise<IngredientCost> {
    const M = CatalogueMessages.ingredient;
    if (!ingredientId || !isUuid(ingredientId)) throw new NotFoundError(M.select);
    // not projected yet: inventory is asked once; silent, "try again" (OwnerUnavailableError)
    const rows = await readThrough(tx, this.bus, {
      owner: 'inventory',
      kind: 'ingredient',
      keys: [ingredientId],
      read: async (keys) => [...(await this.costs(tx, keys)).values()],
      keyOf: (c) => c.id,
      save: (row) => this.upsert(tx, row),
    });
    const found = rows.find((c) => c.id === ingredientId.toLowerCase());
    if (!found || found.deleted) throw new NotFoundError(M.select);
    return found;
  }

  /** Keeps inventory's payload (revision-guarded); false when the revision is not newer. */
  upsert(
    tx: Tx,
    p: {
      ingredientId: string;
      name: string;
      unit: string;
      averagePrice: string;
      lastPrice: string;
      revision: number;
    },
  ): Promise<boolean> {
    return upsertByRevision(tx, {
      table: 'ingredient_costs',
      key: { id: p.ingredientId },
      revision: p.revision,
      values: {
        name: p.name,
        unit: p.unit,
        average_price: dec(p.averagePrice),
        last_price: dec(p.lastPrice),
      },
    });
  }
}
