import { Injectable } from '@nestjs/common';
import { CatalogueSubjects, type EventOf, IdentitySubjects } from '@mise/contracts';
import { EventHandler, type Tx } from '@mise/platform';
import { MenuItemProjection } from './menu-item.projection';
import { OutletBillingProjection } from './outlet-billing.projection';
import { TableProjection } from './table.projection';
import { VariantProjection } from './variant.projection';

/** Catalogue's and identity's events that keep sales' menu projections: thin, one call each. */
@Injectable()
export class MenuListener {
  constructor(
    private readonly menuItems: MenuItemProjection,
    private readonly variants: VariantProjection,
    private readonly tables: TableProjection,
    private readonly billings: OutletBillingProjection,
  ) {}

  @EventHandler(CatalogueSubjects.menuItemSaved)
  async onMenuItemSaved({ payload }: EventOf<'catalogue.menu-item.saved'>, tx: Tx): Promise<void> {
    await this.menuItems.save(tx, payload);
  }

  @EventHandler(CatalogueSubjects.menuItemDeleted)
  async onMenuItemDeleted(
    { payload: p }: EventOf<'catalogue.menu-item.deleted'>,
    tx: Tx,
  ): Promise<void> {
    await this.menuItems.tombstone(tx, p.menuItemId, p.revision);
  }

  @EventHandler(CatalogueSubjects.variantSaved)
  async onVariantSaved({ payload }: EventOf<'catalogue.variant.saved'>, tx: Tx): Promise<void> {
    await this.variants.save(tx, payload);
  }

  @EventHandler(CatalogueSubjects.variantDeleted)
  async onVariantDeleted(
    { payload: p }: EventOf<'catalogue.variant.deleted'>,
    tx: Tx,
  ): Promise<void> {
    await this.variants.tombstone(tx, p.variantId, p.revision);
  }

  @EventHandler(CatalogueSubjects.tableSaved)
  async onTableSaved({ payload }: EventOf<'catalogue.table.saved'>, tx: Tx): Promise<void> {
    await this.tables.save(tx, payload);
  }

  @EventHandler(CatalogueSubjects.tableDeleted)
  async onTableDeleted({ payload: p }: EventOf<'catalogue.table.deleted'>, tx: Tx): Promise<void> {
    await this.tables.tombstone(tx, p.tableId, p.revision);
  }

  /** The outlet's enabled billing add-ons, when the event carries them (they changed). */
  @EventHandler(IdentitySubjects.outletUpdated)
  async onOutletUpdated({ payload: p }: EventOf<'identity.outlet.updated'>, tx: Tx): Promise<void> {
    if (!Array.isArray(p.billings) || !tx.outletId) return;
    await this.billings.save(tx, p.billings, p.revision);
  }
}
