import { PlatformTables1760000000000, TenancyTables1760000000010 } from '@mise/platform';
import { BillingSchema1760000000100 } from './1760000000100-billing-schema';
import { BillingTables1760000000110 } from './1760000000110-billing-tables';
import { BillingRefunds1760000019400 } from './1760000019400-billing-refunds';

/** In order. Never edit a migration once it has landed; add a new one. */
export const migrations = [
  PlatformTables1760000000000,
  TenancyTables1760000000010,
  BillingSchema1760000000100,
  BillingTables1760000000110,
  BillingRefunds1760000019400,
];
