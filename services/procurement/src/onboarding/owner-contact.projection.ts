import { Injectable } from '@nestjs/common';
import type { LookupRow, OwnerRegisteredEvent, OwnerUpdatedEvent } from '@mise/contracts';
import { Bus, isUuid, readThrough, type Tx } from '@mise/platform';

export interface OwnerContact {
  ownerId: string;
  email: string;
  whatsappNumber: string | null;
}

interface ContactRow {
  owner_id: string;
  email: string;
  whatsapp_number: string | null;
}

/**
 * One projection: `owner_contacts` (a tenant root, like the platform's `owners`) from identity's
 * `owner.registered` / `owner.updated`, revision-guarded: the owner's e-mail (cc of PO mails,
 * public pages) and WhatsApp number (procurement set-up, public pages).
 */
@Injectable()
export class OwnerContactProjection {
  constructor(private readonly bus: Bus) {}

  async save(
    tx: Tx,
    p: OwnerRegisteredEvent | OwnerUpdatedEvent | LookupRow<'owner'>,
  ): Promise<void> {
    if (!isUuid(p.ownerId)) return;
    await tx.manager.query(
      `INSERT INTO owner_contacts AS c (owner_id, email, whatsapp_number, revision)
       VALUES ($1, $2, $3, $4)
       ON CONFLICT (owner_id) DO UPDATE SET email = EXCLUDED.email,
         whatsapp_number = EXCLUDED.whatsapp_number, revision = EXCLUDED.revision
       WHERE c.revision < EXCLUDED.revision`,
      [
        p.ownerId,
        String(p.email ?? '')
          .trim()
          .toLowerCase(),
        'whatsappNumber' in p ? (p.whatsappNumber ?? null) : null,
        p.revision ?? 0,
      ],
    );
  }

  /** The contact of the owner of the transaction's outlet (the platform's outlet projection). */
  async ofOutletOwner(tx: Tx): Promise<OwnerContact | null> {
    const [outlet]: Array<{ owner_id: string }> = await tx.manager.query(
      `SELECT owner_id FROM outlets WHERE id = $1 AND NOT deleted`,
      [tx.outletId],
    );
    return outlet ? this.ofOwner(tx, outlet.owner_id) : null;
  }

  /** The owner's contact, asked of identity once when missing. */
  async ofOwner(tx: Tx, ownerId: string): Promise<OwnerContact | null> {
    const [row] = await readThrough(tx, this.bus, {
      owner: 'identity',
      kind: 'owner',
      keys: [ownerId],
      read: (keys) =>
        tx.manager.query<ContactRow[]>(
          `SELECT owner_id, email, whatsapp_number FROM owner_contacts WHERE owner_id = ANY($1::uuid[])`,
          [keys],
        ),
      keyOf: (r) => r.owner_id,
      save: (row) => this.save(tx, row),
    });
    return row
      ? { ownerId: row.owner_id, email: row.email, whatsappNumber: row.whatsapp_number }
      : null;
  }
}
