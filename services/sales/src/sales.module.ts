import { Module } from '@nestjs/common';
import { SalesCsvResolver } from './import/sales-csv.resolver';
import { SalesCsvService } from './import/sales-csv.service';
import { InvoiceSales } from './invoice/invoice-sales';
import { SalesLookup } from './lookup/lookup.service';
import { MenuBook } from './menu/menu-book';
import { MenuItemProjection } from './menu/menu-item.projection';
import { MenuListener } from './menu/menu.listener';
import { OutletBillingProjection } from './menu/outlet-billing.projection';
import { TableProjection } from './menu/table.projection';
import { VariantProjection } from './menu/variant.projection';
import { AppOrderResolver } from './order/app-order.resolver';
import { AppOrderService } from './order/app-order.service';
import { AppOrderWriter } from './order/app-order-writer';
import { LiveOrderResolver } from './order/live-order.resolver';
import { LiveOrderService } from './order/live-order.service';
import { OrderWebhookController } from './order/order-webhook.controller';
import { OrderWebhookKeys } from './order/order-webhook-keys';
import { OrderingResolver } from './ordering/ordering.resolver';
import { OrderingService } from './ordering/ordering.service';
import { OutletProgressResolver } from './progress/outlet-progress';
import { SalePricing } from './sale/sale-pricing';
import { SaleWriter } from './sale/sale-writer';
import { SaleResolver } from './sale/sale.resolver';
import { SaleService } from './sale/sale.service';
// 24: Send to Xero (its types printed after the others)
import { AccountingConnectionProjection } from './accounting/accounting-connection.projection';
import { SaleAccountingListener } from './accounting/accounting.listener';
import { SaleAccountingResolver } from './accounting/accounting.resolver';
import { SaleAccountingService } from './accounting/accounting.service';
// 24 phase 2: POS receipts (its types printed after the others)
import { PosSales } from './pos/pos-sales';
import { PosResolver } from './pos/pos.resolver';
import { PosService } from './pos/pos.service';
// 25: analytics (its types printed after the others)
import { AnalyticsResolver } from './analytics/analytics.resolver';
import { AnalyticsService } from './analytics/analytics.service';

@Module({
  controllers: [OrderWebhookController],
  providers: [
    MenuItemProjection,
    VariantProjection,
    TableProjection,
    OutletBillingProjection,
    MenuListener,
    MenuBook,
    SalePricing,
    SaleWriter,
    SaleService,
    SaleResolver,
    InvoiceSales,
    AppOrderWriter,
    AppOrderService,
    OrderWebhookKeys,
    AppOrderResolver,
    LiveOrderService,
    LiveOrderResolver,
    OrderingService,
    OrderingResolver,
    SalesLookup,
    OutletProgressResolver,
    SalesCsvService,
    SalesCsvResolver,
    AccountingConnectionProjection,
    SaleAccountingService,
    SaleAccountingListener,
    SaleAccountingResolver,
    PosSales,
    PosService,
    PosResolver,
    AnalyticsService,
    AnalyticsResolver,
  ],
})
export class SalesModule {}
