import { Injectable } from '@nestjs/common';
import { normaliseDescription } from '@mise/extraction';
import type { Tx } from '@mise/platform';

/** An inventory item the owner chose for a printed description of a supplier. */
export interface LearnedItem {
  id: string | null;
  name: string;
  ingredient: string;
  unit: string;
}

/**
 * The matching memory (issue 22): `(supplier, normalised description) → inventory item` (with
 * the ingredient and unit chosen), taught when the owner changes the inventory item of a read
 * line and for every read line on confirm; the next reading of that supplier uses it.
 */
@Injectable()
export class ItemMemory {
  /** Remembers each line's choice (the last one of a description wins). */
  async teach(
    tx: Tx,
    supplierId: string | null,
    lines: Array<{ description: string; item: LearnedItem }>,
  ): Promise<void> {
    if (!supplierId) return;
    const byKey = new Map<string, LearnedItem>();
    for (const l of lines) {
      const key = normaliseDescription(l.description);
      if (key && l.item.name.trim()) byKey.set(key, l.item);
    }
    if (!byKey.size) return;
    const rows = [...byKey];
    await tx.manager.query(
      `INSERT INTO item_memory (outlet_id, supplier_id, description_key, inventory_item_id,
         inventory_item_name, ingredient_name, unit)
       SELECT $1, $2, v.k, v.id, v.n, v.g, v.u
         FROM unnest($3::text[], $4::uuid[], $5::text[], $6::text[], $7::text[]) AS v(k, id, n, g, u)
       ON CONFLICT (outlet_id, supplier_id, description_key) DO UPDATE
         SET inventory_item_id = EXCLUDED.inventory_item_id,
             inventory_item_name = EXCLUDED.inventory_item_name,
             ingredient_name = EXCLUDED.ingredient_name, unit = EXCLUDED.unit, updated_at = now()`,
      [
        tx.outletId,
        supplierId,
        rows.map(([k]) => k),
        rows.map(([, i]) => i.id),
        rows.map(([, i]) => i.name),
        rows.map(([, i]) => i.ingredient),
        rows.map(([, i]) => i.unit),
      ],
    );
  }

  /** What the owner taught for this supplier, by normalised description. */
  async of(tx: Tx, supplierId: string | null): Promise<Map<string, LearnedItem>> {
    if (!supplierId) return new Map();
    const rows: Array<LearnedItem & { key: string }> = await tx.manager.query(
      `SELECT description_key AS key, inventory_item_id AS id, inventory_item_name AS name,
              ingredient_name AS ingredient, unit
         FROM item_memory WHERE supplier_id = $1`,
      [supplierId],
    );
    return new Map(rows.map(({ key, ...item }) => [key, item]));
  }
}
