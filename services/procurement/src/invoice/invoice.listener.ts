import { Injectable } from '@nestjs/common';
import { CatalogueSubjects, type EventOf, SalesSubjects } from '@mise/contracts';
import { EventHandler, type Tx } from '@mise/platform';
import { InvoiceService } from './invoice.service';
import { MenuItemProjection } from './menu-item.projection';

/**
 * What invoices hear: catalogue's menu items (the projection items are checked and priced
 * against) and sales' INVOICE sales (`savedToSaleId`, flows.md §4.2). Thin, one call each.
 */
@Injectable()
export class InvoiceListener {
  constructor(
    private readonly menuItems: MenuItemProjection,
    private readonly invoices: InvoiceService,
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

  @EventHandler(SalesSubjects.saleSaved)
  async onSaleSaved({ payload }: EventOf<'sales.sale.saved'>, tx: Tx): Promise<void> {
    await this.invoices.saleSaved(tx, payload);
  }

  @EventHandler(SalesSubjects.saleDeleted)
  async onSaleDeleted({ payload }: EventOf<'sales.sale.deleted'>, tx: Tx): Promise<void> {
    await this.invoices.saleDeleted(tx, payload);
  }
}
