import { Injectable } from '@nestjs/common';
import {
  addDays,
  addMonths,
  daysBetween,
  isCalendarDate,
  LOCK_MONTHS,
  LOCK_REMINDER_DAYS,
  lockDate,
  roundMoney,
  splitRangeByMonths,
  sum,
  today,
} from '@mise/domain';
import { BadInputError, Db } from '@mise/platform';
import type { ExpenseRow } from '../expense/expense.model';
import { ExpenseService } from '../expense/expense.service';
import type { ExpenseItemTotalModel, ExpenseOverviewModel } from './overview.model';

/** A report range (issue 25): `from` inclusive, `to` exclusive, at most 1,100 days (3 years). */
export const RANGE_INVALID = 'Choose a valid date range';
export const MAX_RANGE_DAYS = 1100;

/** `from` ≤ `to`, both calendar dates, at most MAX_RANGE_DAYS apart; else BAD_USER_INPUT. */
export function checkRange(from: string, to: string): void {
  if (!isCalendarDate(from)) throw new BadInputError(RANGE_INVALID, 'from');
  if (!isCalendarDate(to) || from > to || daysBetween(from, to) > MAX_RANGE_DAYS) {
    throw new BadInputError(RANGE_INVALID, 'to');
  }
}

/** States the Notifications modal asks the owner to confirm (flows.md §4.12). */
const TO_CONFIRM = ['DRAFT', 'PROCESSED', 'FLAGGED'];

/**
 * The overview's finance numbers (flows.md §4.15) and the Notifications modal's expenses
 * (§4.12): one statement each, exact decimals (numeric sums, domain rounding).
 */
@Injectable()
export class OverviewService {
  constructor(
    private readonly db: Db,
    private readonly expenses: ExpenseService,
  ) {}

  /**
   * CONFIRMED expenses with expenseDate in [from, to), read from `expense_daily` (issue 25): Σ
   * grand totals per day (CREDITMEMO negative) and their sum. One statement whatever the range or
   * the number of expenses; `items` are read only when asked (`items`). The outlet is named in
   * the statements as well as by row-level security, so the primary key's range scan serves them.
   */
  overview(from: string, to: string): Promise<ExpenseOverviewModel> {
    checkRange(from, to);
    return this.db.outlet(async (tx) => {
      const rows: Array<{ date: string; total: string }> = await tx.manager.query(
        `SELECT to_char(day, 'YYYY-MM-DD') AS date, total::text AS total
           FROM expense_daily
          WHERE outlet_id = $3::uuid AND day >= $1::date AND day < $2::date AND expenses > 0
          ORDER BY day`,
        [from, to, tx.outletId],
      );
      const daily = rows.map((r) => ({ date: r.date, total: roundMoney(r.total) }));
      return { from, to, total: roundMoney(sum(daily.map((d) => d.total))), daily };
    });
  }

  /**
   * Σ confirmed line quantities and totals per item over [from, to), largest total first: the
   * whole months of the range from `expense_item_monthly`, the partial months at its ends from
   * `expense_item_daily` (`splitRangeByMonths`); the name and ids those of the item's latest row
   * in the range (a day, or a whole month: its latest line added). One statement whatever the
   * range.
   */
  items(from: string, to: string): Promise<ExpenseItemTotalModel[]> {
    const split = splitRangeByMonths(from, to);
    return this.db.outlet(async (tx) => {
      const rows: ExpenseItemTotalModel[] = await tx.manager.query(
        `WITH p AS (
           SELECT day AS at, item_key, name, inventory_item_id, ingredient_id, quantity, total
             FROM expense_item_daily
            WHERE outlet_id = $1::uuid AND day >= $2::date AND day < $3::date AND lines > 0
           UNION ALL
           SELECT month, item_key, name, inventory_item_id, ingredient_id, quantity, total
             FROM expense_item_monthly
            WHERE outlet_id = $1::uuid AND month >= $4::date AND month < $5::date AND lines > 0
           UNION ALL
           SELECT day, item_key, name, inventory_item_id, ingredient_id, quantity, total
             FROM expense_item_daily
            WHERE outlet_id = $1::uuid AND day >= $6::date AND day < $7::date AND lines > 0)
         SELECT item_key AS "itemKey",
                (array_agg(inventory_item_id ORDER BY at DESC))[1] AS "inventoryItemId",
                (array_agg(ingredient_id ORDER BY at DESC))[1] AS "ingredientId",
                (array_agg(name ORDER BY at DESC))[1] AS name,
                trim_scale(sum(quantity))::text AS quantity, sum(total)::text AS total
           FROM p
          GROUP BY item_key
          ORDER BY sum(total) DESC, item_key`,
        [
          tx.outletId,
          split.headFrom,
          split.headTo,
          split.monthsFrom,
          split.monthsTo,
          split.tailFrom,
          split.tailTo,
        ],
      );
      return rows.map((r) => ({ ...r, total: roundMoney(r.total) }));
    });
  }

  /**
   * DRAFT, PROCESSED and FLAGGED expenses whose lock date (domain `lockDate`) is today or within
   * the next 7 days (today in the outlet's zone, domain `today`), the nearest lock first.
   */
  toConfirm(now = today()): Promise<ExpenseRow[]> {
    // lockDate is monotone in the date: a few days either side of date - 3 months, then exactly
    const earliest = addDays(addMonths(now, -LOCK_MONTHS), -4);
    const latest = addDays(addMonths(addDays(now, LOCK_REMINDER_DAYS), -LOCK_MONTHS), 4);
    return this.db.outlet(async (tx) => {
      const candidates: Array<{ id: string; expenseDate: string }> = await tx.manager.query(
        `SELECT id, to_char(expense_date, 'YYYY-MM-DD') AS "expenseDate" FROM expenses
          WHERE expense_state = ANY($1::text[]) AND expense_date BETWEEN $2::date AND $3::date
          ORDER BY expense_date, created_at, id`,
        [TO_CONFIRM, earliest, latest],
      );
      const due = candidates.filter((c) => {
        const left = daysBetween(now, lockDate(c.expenseDate));
        return left >= 0 && left <= LOCK_REMINDER_DAYS;
      });
      const rows = new Map(
        (
          await this.expenses.byIds(
            tx,
            due.map((d) => d.id),
          )
        ).map((r) => [r.id, r]),
      );
      return due.flatMap((d) => rows.get(d.id) ?? []);
    });
  }
}
