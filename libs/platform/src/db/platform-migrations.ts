import { TenancyTables1760000000010 } from '../tenancy/tenancy-tables.migration';
import { PlatformTables1760000000000 } from './platform-tables.migration';
import { StorageTables1760000000050 } from './storage-tables.migration';

/**
 * The platform's migrations a service with outlets and file storage starts its list with, in
 * order: outbox and inbox, tenancy, storage. The service's own follow, from 1760000000100.
 */
export const OUTLET_STORAGE_MIGRATIONS = [
  PlatformTables1760000000000,
  TenancyTables1760000000010,
  StorageTables1760000000050,
];
