import { OUTLET_STORAGE_MIGRATIONS } from '@mise/platform';
import { SalesSchema1760000000100 } from './1760000000100-sales-schema';
import { SalesTables1760000000110 } from './1760000000110-sales-tables';
import { SalesOrdering1760000000120 } from './1760000000120-sales-ordering';
import { OrderWebhookKeys1760000019300 } from './1760000019300-order-webhook-keys';
import { GuestOrders1760000019310 } from './1760000019310-guest-orders';
import { MenuOrderingPage1760000019810 } from './1760000019810-menu-ordering-page';
import { InvoiceSales1760000023200 } from './1760000023200-invoice-sales';
import { AccountingPush1760000024310 } from './1760000024310-accounting-push';
import { PosReceipts1760000024400 } from './1760000024400-pos-receipts';
import { SalesRollups1760000025100 } from './1760000025100-sales-rollups';
import { SalesMonthlyRollups1760000025110 } from './1760000025110-sales-monthly-rollups';

/** In order. Never edit a migration once it has landed; add a new one. */
export const migrations = [
  ...OUTLET_STORAGE_MIGRATIONS,
  SalesSchema1760000000100,
  SalesTables1760000000110,
  SalesOrdering1760000000120,
  OrderWebhookKeys1760000019300,
  GuestOrders1760000019310,
  MenuOrderingPage1760000019810,
  InvoiceSales1760000023200,
  AccountingPush1760000024310,
  PosReceipts1760000024400,
  SalesRollups1760000025100,
  SalesMonthlyRollups1760000025110,
];
