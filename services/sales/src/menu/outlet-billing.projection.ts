import { Injectable } from '@nestjs/common';
import type { OutletBillingAddOn } from '@mise/contracts';
import { cmp, isDecimal } from '@mise/domain';
import { Bus, readThrough, type Tx, upsertByRevision } from '@mise/platform';

/** Identity's billing add-ons of the outlet as sales keeps them (`outlet_billings`). */
@Injectable()
export class OutletBillingProjection {
  constructor(private readonly bus: Bus) {}

  /** The outlet's enabled add-ons at `revision` (invalid ones left out). */
  save(tx: Tx, billings: OutletBillingAddOn[], revision: number): Promise<boolean> {
    return upsertByRevision(tx, {
      table: 'outlet_billings',
      key: { outlet_id: tx.outletId },
      revision,
      values: { billings: JSON.stringify(billings.filter(validAddOn)) },
    });
  }

  /**
   * The outlet's enabled billing add-ons. Never heard of: asked of identity once
   * (`readThrough`, kind `outlet`) and kept. No answer: `OwnerUnavailableError` ("try again"),
   * never an order priced without its add-ons.
   */
  async billings(tx: Tx): Promise<OutletBillingAddOn[]> {
    if (!tx.outletId) return [];
    const outletId = tx.outletId;
    const [row] = await readThrough(tx, this.bus, {
      owner: 'identity',
      kind: 'outlet',
      by: 'none',
      keys: [outletId],
      read: () =>
        tx.manager.query<
          Array<{ outlet_id: string; billings: OutletBillingAddOn[]; deleted: boolean }>
        >(`SELECT outlet_id, billings, deleted FROM outlet_billings WHERE outlet_id = $1`, [
          outletId,
        ]),
      keyOf: (r) => r.outlet_id,
      save: async (outlet) => {
        if (!('outletId' in outlet) || outlet.outletId !== outletId) return;
        if (Array.isArray(outlet.billings)) await this.save(tx, outlet.billings, outlet.revision);
      },
    });
    return row && !row.deleted ? row.billings : [];
  }
}

function validAddOn(b: OutletBillingAddOn): boolean {
  return (
    typeof b?.name === 'string' &&
    (b.type === 'ADD' || b.type === 'DEDUCT') &&
    (b.amountType === 'NUMBER' || b.amountType === 'PERCENTAGE') &&
    isDecimal(b.amount) &&
    cmp(b.amount, 0) >= 0
  );
}
