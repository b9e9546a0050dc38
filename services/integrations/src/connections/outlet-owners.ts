import { Injectable } from '@nestjs/common';
import { Bus, isUuid, readThrough, type Tx } from '@mise/platform';

/** An outlet of the tenancy projection `outlets`. */
export interface OutletRow {
  id: string;
  owner_id: string;
  outlet_name: string;
  deleted: boolean;
}

/**
 * Outlets and their owners from the tenancy projection `outlets`, asked of identity through
 * `rpc.identity.lookup` kind `outlet` when not held yet (`readThrough`; identity not answering
 * throws `OwnerUnavailableError`: an event is retried, a command answers "try again").
 */
@Injectable()
export class OutletOwners {
  constructor(private readonly bus: Bus) {}

  /** The outlet (not deleted), or null. */
  async outlet(tx: Tx, outletId: string): Promise<OutletRow | null> {
    if (!isUuid(outletId)) return null;
    const read = () =>
      tx.manager.query<OutletRow[]>(
        `SELECT id, owner_id, outlet_name, deleted FROM outlets WHERE id = $1`,
        [outletId],
      );
    const [row] = await readThrough(tx, this.bus, {
      owner: 'identity',
      kind: 'outlet',
      by: 'none',
      keys: [outletId],
      read,
      keyOf: (x) => x.id,
      save: async (o) => {
        if (!('outletId' in o) || o.outletId !== outletId || !isUuid(o.ownerId)) return;
        await tx.manager.query(
          `INSERT INTO outlets (id, owner_id, outlet_name, revision, occurred_at)
           VALUES ($1, $2, $3, $4, now()) ON CONFLICT (id) DO NOTHING`,
          [outletId, o.ownerId, String(o.outletName ?? ''), o.revision ?? null],
        );
      },
    });
    return row && !row.deleted ? row : null;
  }

  /** The outlet's owner, or null (unknown or deleted). */
  async ownerOf(tx: Tx, outletId: string): Promise<string | null> {
    return (await this.outlet(tx, outletId))?.owner_id ?? null;
  }
}
