import type { Tx } from '@mise/platform';

export type NumberClockKind = 'PO' | 'INVOICE';

/**
 * The next stamp of the outlet's number clock (flows.md §7): the clock row is locked (the upsert
 * waits for a concurrent one) and moved to max(now, last + 1 s), whole seconds, so the stamps of
 * one outlet and kind are strictly increasing and never repeat.
 */
export async function nextNumberStamp(tx: Tx, kind: NumberClockKind): Promise<Date> {
  const [row]: Array<{ last: Date }> = await tx.manager.query(
    `INSERT INTO number_clocks AS c (outlet_id, kind, last)
     VALUES ($1, $2, date_trunc('second', clock_timestamp()))
     ON CONFLICT (outlet_id, kind) DO UPDATE
       SET last = GREATEST(date_trunc('second', clock_timestamp()), c.last + interval '1 second')
     RETURNING last`,
    [tx.outletId, kind],
  );
  return new Date(row.last);
}
