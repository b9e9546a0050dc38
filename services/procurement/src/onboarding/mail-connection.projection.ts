import { Injectable } from '@nestjs/common';
import type { ConnectionChangedEvent } from '@mise/contracts';
import { isUuid, type Tx } from '@mise/platform';

/**
 * One projection: `mail_connections`, the owner's MAIL connection from integrations'
 * `connection.changed` (revision per owner and provider). Not connected until an event says so;
 * integrations answers no look-up, and an owner who never connected has no row.
 */
@Injectable()
export class MailConnectionProjection {
  async save(tx: Tx, p: ConnectionChangedEvent): Promise<void> {
    if (p.provider !== 'MAIL' || !isUuid(p.ownerId)) return;
    await tx.manager.query(
      `INSERT INTO mail_connections AS m (owner_id, connected, revision) VALUES ($1, $2, $3)
       ON CONFLICT (owner_id) DO UPDATE SET connected = EXCLUDED.connected, revision = EXCLUDED.revision
       WHERE m.revision < EXCLUDED.revision`,
      [p.ownerId, p.connected === true, p.revision ?? 0],
    );
  }

  /** Whether the owner of the transaction's outlet has mail connected. */
  async connected(tx: Tx): Promise<boolean> {
    const rows: Array<{ connected: boolean }> = await tx.manager.query(
      `SELECT m.connected FROM outlets o JOIN mail_connections m ON m.owner_id = o.owner_id
        WHERE o.id = $1`,
      [tx.outletId],
    );
    return rows[0]?.connected ?? false;
  }
}
