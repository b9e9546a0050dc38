import { Injectable } from '@nestjs/common';
import { type EventOf, InventorySubjects, ProcurementSubjects } from '@mise/contracts';
import { EventHandler, type Tx } from '@mise/platform';
import { ReferencesProjection } from './references.projection';

/** The owners' events finance projects (flows.md §1): thin, one call each. */
@Injectable()
export class ReferencesListener {
  constructor(private readonly refs: ReferencesProjection) {}

  @EventHandler(ProcurementSubjects.supplierSaved)
  async onSupplierSaved({ payload }: EventOf<'procurement.supplier.saved'>, tx: Tx): Promise<void> {
    await this.refs.supplierSaved(tx, payload);
  }

  @EventHandler(ProcurementSubjects.supplierDeleted)
  async onSupplierDeleted(
    { payload }: EventOf<'procurement.supplier.deleted'>,
    tx: Tx,
  ): Promise<void> {
    await this.refs.supplierDeleted(tx, payload);
  }

  @EventHandler(InventorySubjects.ingredientSaved)
  async onIngredientSaved(
    { payload }: EventOf<'inventory.ingredient.saved'>,
    tx: Tx,
  ): Promise<void> {
    await this.refs.ingredientSaved(tx, payload);
  }

  @EventHandler(InventorySubjects.ingredientDeleted)
  async onIngredientDeleted(
    { payload }: EventOf<'inventory.ingredient.deleted'>,
    tx: Tx,
  ): Promise<void> {
    await this.refs.ingredientDeleted(tx, payload);
  }

  @EventHandler(InventorySubjects.inventoryItemSaved)
  async onInventoryItemSaved(
    { payload }: EventOf<'inventory.inventory-item.saved'>,
    tx: Tx,
  ): Promise<void> {
    await this.refs.inventoryItemSaved(tx, payload);
  }

  @EventHandler(InventorySubjects.inventoryItemDeleted)
  async onInventoryItemDeleted(
    { payload }: EventOf<'inventory.inventory-item.deleted'>,
    tx: Tx,
  ): Promise<void> {
    await this.refs.inventoryItemDeleted(tx, payload);
  }
}
