import { isCalendarDate } from '@mise/domain';
import {
  BadInputError,
  checkWindow,
  editWindow,
  type EditWindow,
  isUuid,
  NotFoundError,
  type Tx,
} from '@mise/platform';
import type { EntityTarget } from 'typeorm';
import type { Ledger } from '../ledger/ledger.service';
import type { NewMovement } from '../ledger/ledger.types';

/** The messages an adjustment kind answers with (ingredient's and batch's have the same keys). */
export interface AdjustmentMessages {
  notFound: string;
  creditInvoice: string;
  outsideWindow: string;
  dateInvalid: string;
}

/** What a stock or batch adjustment row has in common. */
export interface AdjustmentRow {
  id: string;
  adjustmentDate: string;
  averagePrice: string;
}

/** The date an adjustment is entered with: a calendar date, else the spec's message. */
export function checkAdjustmentDate(
  date: string | null | undefined,
  M: AdjustmentMessages,
): string {
  if (!date || !isCalendarDate(date)) throw new BadInputError(M.dateInvalid, 'adjustmentDate');
  return date;
}

/** Refuses a date outside the 90-day window (or locked) with the spec's message. */
export function checkAdjustmentWindow(date: string, w: EditWindow, M: AdjustmentMessages): void {
  checkWindow(date, w, M.outsideWindow, 'adjustmentDate');
}

/**
 * A manual adjustment, locked for this transaction (concurrent edits of one adjustment run one
 * after the other, each reversing the movements the previous one wrote); a credit invoice's row
 * answers 'Adjusted from Credit Invoice'.
 */
export async function findOwnAdjustment<T extends AdjustmentRow>(
  tx: Tx,
  entity: EntityTarget<T>,
  id: string,
  M: AdjustmentMessages,
): Promise<T> {
  if (!isUuid(id)) throw new NotFoundError(M.notFound);
  const row = await tx.manager
    .getRepository(entity)
    .findOne({ where: { id } as never, lock: { mode: 'pessimistic_write' } });
  if (row) return row;
  const credit: unknown[] = await tx.manager.query(
    `SELECT 1 FROM stock_movements WHERE id = $1 AND kind = 'CREDIT_INVOICE'`,
    [id],
  );
  if (credit.length) throw new BadInputError(M.creditInvoice);
  throw new NotFoundError(M.notFound);
}

/** Writes the adjustment's ledger row and keeps the average cost the ledger gave it. */
export async function bookAdjustment<T extends AdjustmentRow>(
  tx: Tx,
  ledger: Ledger,
  entity: EntityTarget<T>,
  row: T,
  movement: NewMovement,
): Promise<T> {
  const [booked] = await ledger.append(tx, [movement]);
  row.averagePrice = booked?.unitCost ?? '0';
  await tx.manager
    .getRepository(entity)
    .update({ id: row.id } as never, { averagePrice: row.averagePrice } as never);
  return row;
}

/** Deletes a manual adjustment inside the window and reverses its ledger rows; answers the row. */
export async function deleteAdjustment<T extends AdjustmentRow>(
  tx: Tx,
  ledger: Ledger,
  entity: EntityTarget<T>,
  sourceType: NewMovement['sourceType'],
  id: string,
  M: AdjustmentMessages,
): Promise<T> {
  const row = await findOwnAdjustment(tx, entity, id, M);
  checkAdjustmentWindow(row.adjustmentDate, await editWindow(tx), M);
  await ledger.reverseSource(tx, sourceType, row.id);
  await tx.manager.getRepository(entity).delete({ id: row.id } as never);
  return row;
}
