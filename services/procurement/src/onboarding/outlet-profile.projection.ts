import { Injectable } from '@nestjs/common';
import type {
  LookupRow,
  OutletCreatedEvent,
  OutletPaymentDetails,
  OutletUpdatedEvent,
} from '@mise/contracts';
import { Bus, readThrough, type Tx, upsertByRevision } from '@mise/platform';

/** Identity's outlet profile as procurement keeps it (PO numbers, PDFs, public pages). */
export interface OutletProfile {
  outletId: string;
  /** identity's sequential outlet number (100001, ...); null until `.created` or a look-up */
  outletNumber: string | null;
  outletName: string;
  outletAddress: string;
  contactNumber: string | null;
  paymentDetails: OutletPaymentDetails;
}

type OutletState =
  OutletCreatedEvent | Omit<OutletUpdatedEvent, 'changedFields'> | LookupRow<'outlet'>;

/**
 * One projection: `outlet_profiles` (under RLS, the event's outlet) from identity's
 * `outlet.created` (number, name, address) and `outlet.updated` (name, address, contact,
 * payment details), revision-guarded; the number is kept from whichever carries it, since the two
 * subjects may arrive in either order. A missing profile is read through identity's look-up.
 */
@Injectable()
export class OutletProfileProjection {
  constructor(private readonly bus: Bus) {}

  async save(tx: Tx, p: OutletState): Promise<void> {
    const values: Record<string, unknown> = {
      outlet_name: p.outletName ?? '',
      outlet_address: p.outletAddress ?? '',
    };
    if ('contactNumber' in p) values.contact_number = p.contactNumber ?? null;
    if ('paymentDetails' in p) values.payment_details = JSON.stringify(p.paymentDetails ?? {});
    const outletNumber = 'outletNumber' in p && p.outletNumber ? String(p.outletNumber) : null;
    if (outletNumber) values.outlet_number = outletNumber;
    await upsertByRevision(tx, {
      table: 'outlet_profiles',
      key: { outlet_id: p.outletId },
      revision: p.revision ?? 0,
      values,
    });
    if (outletNumber) {
      await tx.manager.query(
        `UPDATE outlet_profiles SET outlet_number = $2 WHERE outlet_id = $1 AND outlet_number IS NULL`,
        [p.outletId, outletNumber],
      );
    }
  }

  /**
   * The transaction's outlet profile; asked of identity once when it is missing or has no
   * number yet (throws `OwnerUnavailableError` when identity does not answer).
   */
  async current(tx: Tx): Promise<OutletProfile | null> {
    const outletId = tx.outletId!;
    const [row] = await readThrough(tx, this.bus, {
      owner: 'identity',
      kind: 'outlet',
      by: 'ids',
      keys: [outletId],
      read: (keys) =>
        tx.manager.query<OutletProfile[]>(
          `SELECT outlet_id AS "outletId", outlet_number AS "outletNumber",
                  outlet_name AS "outletName", outlet_address AS "outletAddress",
                  contact_number AS "contactNumber", payment_details AS "paymentDetails"
             FROM outlet_profiles
            WHERE outlet_id = ANY($1::uuid[]) AND NOT deleted AND outlet_number IS NOT NULL`,
          [keys],
        ),
      keyOf: (r) => r.outletId,
      save: (row) => this.save(tx, row),
    });
    return row ?? null;
  }
}
