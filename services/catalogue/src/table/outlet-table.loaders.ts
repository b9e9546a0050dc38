import { Injectable } from '@nestjs/common';
import { Db } from '@mise/platform';

/** The per-request batches behind OutletTable's fields (one statement per outlet per request). */
@Injectable()
export class OutletTableLoaders {
  constructor(private readonly db: Db) {}

  /** The outlet's masked number and own ordering address (null: Mise's page). */
  orderingLinkBase(outletId: string): Promise<{ masked: string; address: string | null } | null> {
    return this.db
      .outletLoader<{ masked: string; address: string | null }>(
        'ordering-link-base',
        async (tx, keys, outletId) => {
          const rows: Array<{ masked: string | null; address: string | null }> =
            await tx.manager.query(
              `SELECT o.masked_outlet_number AS masked,
                      (SELECT ordering_address FROM catalogue_settings) AS address
                 FROM outlets o WHERE o.id = $1`,
              [outletId],
            );
          return keys.map(() => ({
            masked: rows[0]?.masked ?? '',
            address: rows[0]?.address ?? null,
          }));
        },
      )
      .load(outletId);
  }
}
