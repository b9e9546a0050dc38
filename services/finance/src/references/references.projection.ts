import { Injectable } from '@nestjs/common';
import type {
  EnsureItemsReply,
  IngredientSavedEvent,
  InventoryItemSavedEvent,
  SupplierSavedEvent,
} from '@mise/contracts';
import { normalName } from '@mise/domain';
import {
  Bus,
  isUuid,
  OwnerUnavailableError,
  tombstoneByRevision,
  type Tx,
  upsertByRevision,
} from '@mise/platform';
import { Requests } from '@mise/contracts';

/** An ingredient as finance knows it (`ingredient_refs`): the unit cost rule's inputs. */
export interface IngredientRef {
  ingredientId: string;
  name: string;
  unit: string;
  averagePrice: string;
  lastPrice: string;
}

/** One line of `rpc.inventory.ensure-items`, as finance asks it. */
export interface ItemNames {
  inventoryName: string;
  ingredientName: string;
  unit: string;
}

/**
 * Finance's projections of the owners' rows it names (flows.md §0 rule 3, §2): procurement's
 * suppliers (`supplier_names`), inventory's ingredients (`ingredient_refs`) and inventory items
 * (`inventory_item_refs`), kept by revision with tombstones; and the two requests that find or
 * make them by name (`rpc.procurement.ensure-supplier`, `rpc.inventory.ensure-items`).
 */
@Injectable()
export class ReferencesProjection {
  constructor(private readonly bus: Bus) {}

  // ---- events ----------------------------------------------------------------------------------

  async supplierSaved(tx: Tx, p: SupplierSavedEvent): Promise<void> {
    if (!isUuid(p.supplierId)) return;
    await upsertByRevision(tx, {
      table: 'supplier_names',
      key: { supplier_id: p.supplierId },
      revision: p.revision,
      values: { name: p.name },
    });
  }

  async supplierDeleted(tx: Tx, p: { supplierId: string; revision: number }): Promise<void> {
    if (!isUuid(p.supplierId)) return;
    await tombstoneByRevision(tx, {
      table: 'supplier_names',
      key: { supplier_id: p.supplierId },
      revision: p.revision,
      values: { name: '' },
    });
  }

  async ingredientSaved(tx: Tx, p: IngredientSavedEvent): Promise<void> {
    if (!isUuid(p.ingredientId)) return;
    await upsertByRevision(tx, {
      table: 'ingredient_refs',
      key: { ingredient_id: p.ingredientId },
      revision: p.revision,
      values: {
        name: p.name,
        unit: p.unit || 'unit',
        average_price: p.averagePrice || '0',
        last_price: p.lastPrice || '0',
      },
    });
  }

  async ingredientDeleted(tx: Tx, p: { ingredientId: string; revision: number }): Promise<void> {
    if (!isUuid(p.ingredientId)) return;
    await tombstoneByRevision(tx, {
      table: 'ingredient_refs',
      key: { ingredient_id: p.ingredientId },
      revision: p.revision,
      values: { name: '' },
    });
  }

  async inventoryItemSaved(tx: Tx, p: InventoryItemSavedEvent): Promise<void> {
    if (!isUuid(p.inventoryItemId)) return;
    await upsertByRevision(tx, {
      table: 'inventory_item_refs',
      key: { inventory_item_id: p.inventoryItemId },
      revision: p.revision,
      values: { name: p.name, ingredient_id: isUuid(p.ingredientId) ? p.ingredientId : null },
    });
  }

  async inventoryItemDeleted(
    tx: Tx,
    p: { inventoryItemId: string; revision: number },
  ): Promise<void> {
    if (!isUuid(p.inventoryItemId)) return;
    await tombstoneByRevision(tx, {
      table: 'inventory_item_refs',
      key: { inventory_item_id: p.inventoryItemId },
      revision: p.revision,
      values: { name: '' },
    });
  }

  // ---- reads -----------------------------------------------------------------------------------

  /** The live supplier of that name (case-insensitive), or null. */
  async supplierByName(tx: Tx, name: string): Promise<{ id: string; name: string } | null> {
    const [row]: Array<{ id: string; name: string }> = await tx.manager.query(
      `SELECT supplier_id AS id, name FROM supplier_names
        WHERE lower(name) = lower($1) AND NOT deleted ORDER BY supplier_id LIMIT 1`,
      [normalName(name)],
    );
    return row ?? null;
  }

  /** The live ingredients of these names (case-insensitive), by lower-cased name. */
  async ingredientsByName(tx: Tx, names: readonly string[]): Promise<Map<string, IngredientRef>> {
    const wanted = [...new Set(names.map((n) => normalName(n).toLowerCase()).filter(Boolean))];
    const out = new Map<string, IngredientRef>();
    if (!wanted.length) return out;
    const rows: IngredientRef[] = await tx.manager.query(
      `SELECT ingredient_id AS "ingredientId", name, unit, average_price::text AS "averagePrice",
              last_price::text AS "lastPrice"
         FROM ingredient_refs WHERE lower(name) = ANY($1::text[]) AND NOT deleted
        ORDER BY ingredient_id`,
      [wanted],
    );
    for (const r of rows) if (!out.has(r.name.toLowerCase())) out.set(r.name.toLowerCase(), r);
    return out;
  }

  // ---- requests (asked with no transaction open) -----------------------------------------------

  /**
   * The supplier procurement holds under that name, made when there is none
   * (`rpc.procurement.ensure-supplier`); kept in `supplier_names` by the caller. No answer →
   * SERVICE_UNAVAILABLE "try again", nothing written.
   */
  async ensureSupplier(
    outletId: string,
    name: string,
  ): Promise<{ supplierId: string; name: string; revision: number }> {
    const reply = await this.bus.request(Requests.ensureSupplier, { outletId, name });
    if (!reply || !isUuid(reply.supplierId)) {
      throw new OwnerUnavailableError('procurement', 'supplier');
    }
    return reply;
  }

  /**
   * The inventory items and ingredients these lines name, found or made by inventory
   * (`rpc.inventory.ensure-items`): one request for all the lines, rows in the same order. No
   * answer (or a short one) → SERVICE_UNAVAILABLE "try again".
   */
  async ensureItems(
    outletId: string,
    lines: readonly ItemNames[],
  ): Promise<EnsureItemsReply['rows']> {
    if (!lines.length) return [];
    const reply = await this.bus.request(Requests.ensureItems, {
      outletId,
      lines: lines.map((l) => ({ ...l })),
    });
    const rows = reply?.rows;
    if (
      !Array.isArray(rows) ||
      rows.length !== lines.length ||
      rows.some((r) => !isUuid(r?.inventoryItemId) || !isUuid(r?.ingredientId))
    ) {
      throw new OwnerUnavailableError('inventory', 'inventory-item');
    }
    return rows;
  }
}
