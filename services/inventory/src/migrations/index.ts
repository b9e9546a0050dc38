import { PlatformTables1760000000000, TenancyTables1760000000010 } from '@mise/platform';
import { ledgerMigrations } from '../ledger';
import { InventorySchema1760000000100 } from './1760000000100-inventory-schema';
import { InventoryCatalogue1760000000110 } from './1760000000110-inventory-catalogue';
import { BatchProduction1760000000300 } from './1760000000300-batch-production';
import { StockEntries1760000021300 } from './1760000021300-stock-entries';
import { StockMovementDaily1760000025100 } from './1760000025100-stock-movement-daily';

/** In order. Never edit a migration once it has landed; add a new one. */
export const migrations = [
  PlatformTables1760000000000,
  TenancyTables1760000000010,
  InventorySchema1760000000100,
  InventoryCatalogue1760000000110,
  ...ledgerMigrations,
  BatchProduction1760000000300,
  StockEntries1760000021300,
  StockMovementDaily1760000025100,
];
