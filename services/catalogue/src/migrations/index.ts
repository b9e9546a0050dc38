import { OUTLET_STORAGE_MIGRATIONS } from '@mise/platform';
import { CatalogueSchema1760000000100 } from './1760000000100-catalogue-schema';
import { CatalogueMenu1760000000110 } from './1760000000110-catalogue-menu';
import { CatalogueBatch1760000000120 } from './1760000000120-catalogue-batch';
import { CatalogueOrdering1760000000130 } from './1760000000130-catalogue-ordering';
import { CatalogueInventoryItems1760000019200 } from './1760000019200-catalogue-inventory-items';
import { MenuRecostQueue1760000019500 } from './1760000019500-menu-recost-queue';
import { MenuOrderingPage1760000019800 } from './1760000019800-menu-ordering-page';

/** In order. Never edit a migration once it has landed; add a new one. */
export const migrations = [
  ...OUTLET_STORAGE_MIGRATIONS,
  CatalogueSchema1760000000100,
  CatalogueMenu1760000000110,
  CatalogueBatch1760000000120,
  CatalogueOrdering1760000000130,
  CatalogueInventoryItems1760000019200,
  MenuRecostQueue1760000019500,
  MenuOrderingPage1760000019800,
];
