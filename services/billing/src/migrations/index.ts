import { PlatformTables1760000000000, TenancyTables1760000000010 } from '@mise/platform';
import { BillingSchema1760000000100 } from './1760000000100-billing-schema';
import { BillingTables1760000000110 } from './1760000000110-billing-tables';

/** In order. Never edit a migration once it has landed; add a new one. */
export const migrations = [
  PlatformTables1760000000000,
  TenancyTables1760000000010,
  BillingSchema1760000000100,
  BillingTables1760000000110,
];
