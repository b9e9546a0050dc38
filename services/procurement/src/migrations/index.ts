import { OUTLET_STORAGE_MIGRATIONS } from '@mise/platform';
import { ProcurementTables1760000000100 } from './1760000000100-procurement-tables';
import { PurchaseOrderChanges1760000020400 } from './1760000020400-purchase-order-changes';
import { Invoices1760000023000 } from './1760000023000-invoices';
import { Mails1760000024000 } from './1760000024000-mails';
import { MailsRowSecurity1760000024100 } from './1760000024100-mails-row-security';

/**
 * In order. The service's own tables come next, from 1760000000100 (one file per migration,
 * `<timestamp>-<what>.ts`). Never edit a migration once it has landed; add a new one.
 */
export const migrations = [
  ...OUTLET_STORAGE_MIGRATIONS,
  ProcurementTables1760000000100,
  // supplier offers, decisions, receiving
  PurchaseOrderChanges1760000020400,
  // issue 23: client invoices
  Invoices1760000023000,
  // issue 24: the e-mail status of POs and invoices
  Mails1760000024000,
  // issue 24: mails under row-level security
  MailsRowSecurity1760000024100,
];
