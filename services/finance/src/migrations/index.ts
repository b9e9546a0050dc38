import { OUTLET_STORAGE_MIGRATIONS } from '@mise/platform';
import { FinanceTables1760000000100 } from './1760000000100-finance-tables';
import { Extraction1760000022100 } from './1760000022100-extraction';
import { AccountingPush1760000024300 } from './1760000024300-accounting-push';
import { ExpenseRollups1760000025100 } from './1760000025100-expense-rollups';
import { ExpenseMonthlyRollups1760000025110 } from './1760000025110-expense-monthly-rollups';

/**
 * In order. The service's own tables come next, from 1760000000100 (one file per migration,
 * `<timestamp>-<what>.ts`). Never edit a migration once it has landed; add a new one.
 * Numbers 1760000021xxx are issue 21's helpers' (one range each, see docs/status.md);
 * 1760000022100–199 issue 22's (automated reading); 1760000024300–399 issue 24's accounting push;
 * 1760000025100–199 issue 25's finance roll-ups.
 */
export const migrations = [
  ...OUTLET_STORAGE_MIGRATIONS,
  FinanceTables1760000000100,
  Extraction1760000022100,
  AccountingPush1760000024300,
  ExpenseRollups1760000025100,
  ExpenseMonthlyRollups1760000025110,
];
