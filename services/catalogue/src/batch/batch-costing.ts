import {
  batchComplete,
  batchCost,
  batchProgress,
  dec,
  lineCost,
  portionCost,
  round,
  unitCostEditable,
  unitCostOf,
  type UnitCostSource,
} from '@mise/domain';
import { groupBy, isUuid, type Tx } from '@mise/platform';
import { NO_COST, readIngredientCosts } from '../costing/ingredient-costs';

export interface BatchLine {
  id: string;
  ingredientId: string;
  amount: string;
  defaultUnitCost: string;
  unitCost: string;
  unitCostSource: UnitCostSource;
  costEditable: boolean;
  cost: string;
}

/** A batch item version costed live from the `ingredient_costs` projection (spec 2 §9). */
export interface BatchCosting {
  id: string;
  outletId: string;
  name: string;
  portionSize: string;
  lines: BatchLine[];
  /** Σ amount × unit cost, 4 dp (the domain's `batchCost`) */
  batchCost: string;
  /** batchCost ÷ (portion size or 1), 4 dp */
  portionCost: string;
  complete: boolean;
  progress: { percent: number; prompt: string; complete: boolean };
}

interface Row {
  id: string;
  outlet_id: string;
  name: string;
  portion_size: string;
  line_id: string | null;
  ingredient_id: string | null;
  amount: string | null;
  default_unit_cost: string | null;
}

/**
 * The costing of batch item versions, whatever their number: two statements (the versions with
 * their rows, the projected ingredient costs). Unknown ids are absent from the map.
 */
export async function readBatchCosting(
  tx: Tx,
  batchItemIds: readonly string[],
): Promise<Map<string, BatchCosting>> {
  const ids = [...new Set(batchItemIds.filter(isUuid))];
  if (!ids.length) return new Map();
  const rows: Row[] = await tx.manager.query(
    `SELECT b.id, b.outlet_id, b.name, b.portion_size::text, i.id AS line_id, i.ingredient_id,
            i.amount::text, i.default_unit_cost::text
       FROM batch_items b LEFT JOIN batch_ingredients i ON i.batch_item_id = b.id
      WHERE b.id = ANY($1::uuid[])
      ORDER BY b.id, i.created_at, i.id`,
    [ids],
  );
  const costs = await readIngredientCosts(
    tx,
    rows.flatMap((r) => (r.ingredient_id ? [r.ingredient_id] : [])),
  );
  const grouped = groupBy(rows, (r) => r.id);
  const out = new Map<string, BatchCosting>();
  for (const [id, list] of grouped) {
    const head = list[0];
    const lines = list
      .filter((r) => r.line_id)
      .map((r): BatchLine => {
        const c = costs.get(r.ingredient_id!) ?? NO_COST;
        const { unitCost, source } = unitCostOf({ ...c, defaultUnitCost: r.default_unit_cost! });
        return {
          id: r.line_id!,
          ingredientId: r.ingredient_id!,
          amount: dec(r.amount!),
          defaultUnitCost: round(r.default_unit_cost!, 4),
          unitCost,
          unitCostSource: source,
          costEditable: unitCostEditable(c),
          cost: lineCost(unitCost, r.amount!),
        };
      });
    const total = batchCost(lines);
    const shape = {
      name: head.name,
      ingredientCount: lines.length,
      portionSize: head.portion_size,
    };
    out.set(id, {
      id,
      outletId: head.outlet_id,
      name: head.name,
      portionSize: dec(head.portion_size),
      lines,
      batchCost: total,
      portionCost: portionCost(total, head.portion_size),
      complete: batchComplete(shape),
      progress: batchProgress(shape),
    });
  }
  return out;
}
