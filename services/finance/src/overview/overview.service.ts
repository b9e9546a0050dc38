import { Injectable } from '@nestjs/common';
import {
  addDays,
  addMonths,
  daysBetween,
  ExpenseMessages as M,
  isCalendarDate,
  LOCK_MONTHS,
  LOCK_REMINDER_DAYS,
  lockDate,
  roundMoney,
  sum,
  today,
} from '@mise/domain';
import { BadInputError, Db } from '@mise/platform';
import type { ExpenseRow } from '../expense/expense.model';
import { ExpenseService } from '../expense/expense.service';
import type { ExpenseOverviewModel } from './overview.model';

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
   * CONFIRMED expenses with expenseDate in [from, to): Σ grand totals per day (CREDITMEMO
   * negative) and their sum.
   */
  overview(from: string, to: string): Promise<ExpenseOverviewModel> {
    if (!isCalendarDate(from)) throw new BadInputError(M.rangeInvalid, 'from');
    if (!isCalendarDate(to) || from > to) throw new BadInputError(M.rangeInvalid, 'to');
    return this.db.outlet(async (tx) => {
      const rows: Array<{ date: string; total: string }> = await tx.manager.query(
        `SELECT to_char(expense_date, 'YYYY-MM-DD') AS date,
                sum(CASE WHEN expense_type = 'CREDITMEMO' THEN -grand_total ELSE grand_total END)::text
                  AS total
           FROM expenses
          WHERE expense_state = 'CONFIRMED' AND expense_date >= $1::date AND expense_date < $2::date
          GROUP BY expense_date ORDER BY expense_date`,
        [from, to],
      );
      const daily = rows.map((r) => ({ date: r.date, total: roundMoney(r.total) }));
      return { total: roundMoney(sum(daily.map((d) => d.total))), daily };
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
