import { PlatformTables1760000000000, TenancyTables1760000000010 } from '@mise/platform';
import { IntegrationsTables1760000000100 } from './1760000000100-integrations-tables';
import { AccountingPushes1760000000110 } from './1760000000110-accounting-pushes';
import { PosReceipts1760000000120 } from './1760000000120-pos-receipts';

/**
 * In order. The service's own tables come next, from 1760000000100 (one file per migration,
 * `<timestamp>-<what>.ts`). Never edit a migration once it has landed; add a new one.
 */
export const migrations = [
  PlatformTables1760000000000,
  TenancyTables1760000000010,
  IntegrationsTables1760000000100,
  AccountingPushes1760000000110,
  PosReceipts1760000000120,
];
