import { Injectable } from '@nestjs/common';
import type { ConnectionChangedEvent } from '@mise/contracts';
import { isUuid, type Tx } from '@mise/platform';

/**
 * One projection: `accounting_connections`, the owner's ACCOUNTING (Xero) connection from
 * integrations' `connection.changed` (revision per owner and provider, flows.md §0 rule 3). Not
 * connected until an event says so; integrations answers no look-up.
 */
@Injectable()
export class AccountingConnectionProjection {
  async save(tx: Tx, p: ConnectionChangedEvent): Promise<void> {
    if (p.provider !== 'ACCOUNTING' || !isUuid(p.ownerId)) return;
    await tx.manager.query(
      `INSERT INTO accounting_connections AS a (owner_id, connected, revision) VALUES ($1, $2, $3)
       ON CONFLICT (owner_id) DO UPDATE SET connected = EXCLUDED.connected, revision = EXCLUDED.revision
       WHERE a.revision < EXCLUDED.revision`,
      [p.ownerId, p.connected === true, p.revision ?? 0],
    );
  }

  /** Whether the owner of the transaction's outlet has Xero connected. */
  async connected(tx: Tx): Promise<boolean> {
    const rows: Array<{ connected: boolean }> = await tx.manager.query(
      `SELECT a.connected FROM outlets o JOIN accounting_connections a ON a.owner_id = o.owner_id
        WHERE o.id = $1`,
      [tx.outletId],
    );
    return rows[0]?.connected ?? false;
  }
}
