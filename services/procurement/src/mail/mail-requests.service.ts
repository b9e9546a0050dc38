import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { type MailRequestedEvent, ProcurementSubjects } from '@mise/contracts';
import { PurchaseOrderMessages } from '@mise/domain';
import { BadInputError, type Tx } from '@mise/platform';
import { MailConnectionProjection } from '../onboarding/mail-connection.projection';
import { OutletProfileProjection } from '../onboarding/outlet-profile.projection';
import { OwnerContactProjection } from '../onboarding/owner-contact.projection';
import type { MailDocumentType, MailRow } from './mail.model';

/** Who a document's e-mail comes from: the outlet's owner (copied in) and the outlet. */
export interface MailSender {
  outletName: string;
  outletContact: string;
}

/** What a document's e-mail says; the helper adds the mail id, the owner and the copy. */
export type MailBody = Pick<
  MailRequestedEvent,
  'templateType' | 'to' | 'subject' | 'content' | 'attachmentKey'
>;

/**
 * The one way procurement asks integrations for an e-mail (flows.md §4.10): in the caller's
 * transaction, a PENDING row of `mails` for the document and `procurement.mail.requested` with a
 * new mail id. Sending and resending POs and invoices go through it.
 */
@Injectable()
export class MailRequests {
  constructor(
    private readonly profiles: OutletProfileProjection,
    private readonly contacts: OwnerContactProjection,
    private readonly connection: MailConnectionProjection,
  ) {}

  /** Refuses (BAD_USER_INPUT on `sendByEmail`) without the party's e-mail or without mail. */
  async check(tx: Tx, to: string | null | undefined, noEmail: string): Promise<void> {
    if (!to) throw new BadInputError(noEmail, 'sendByEmail');
    if (!(await this.connection.connected(tx))) {
      throw new BadInputError(PurchaseOrderMessages.mailNotConnected, 'sendByEmail');
    }
  }

  /** Records and asks for one e-mail of the document; answers its mail id. */
  async request(
    tx: Tx,
    document: { type: MailDocumentType; id: string },
    body: (sender: MailSender) => MailBody,
  ): Promise<string> {
    const profile = await this.profiles.current(tx);
    const owner = await this.contacts.ofOutletOwner(tx);
    const [outlet]: Array<{ owner_id: string; outlet_name: string }> = await tx.manager.query(
      `SELECT owner_id, outlet_name FROM outlets WHERE id = $1`,
      [tx.outletId],
    );
    const sender: MailSender = {
      outletName: profile?.outletName || outlet?.outlet_name || '',
      outletContact: profile?.contactNumber || owner?.whatsappNumber || '',
    };
    const mailId = randomUUID();
    await tx.manager.query(
      `INSERT INTO mails (mail_id, outlet_id, document_type, document_id) VALUES ($1, $2, $3, $4)`,
      [mailId, tx.outletId, document.type, document.id],
    );
    await tx.emit(ProcurementSubjects.mailRequested, {
      mailId,
      ownerId: outlet?.owner_id ?? owner?.ownerId ?? '',
      cc: owner?.email ? [owner.email] : [],
      ...body(sender),
    });
    return mailId;
  }

  /** The latest mail of each document of the transaction's outlet (one statement). */
  async latest(tx: Tx, type: MailDocumentType, ids: readonly string[]): Promise<MailRow[]> {
    if (!ids.length) return [];
    return tx.manager.query<MailRow[]>(
      `SELECT DISTINCT ON (document_id) document_id AS "documentId", state, reason,
              requested_at AS "requestedAt", updated_at AS "updatedAt"
         FROM mails WHERE outlet_id = $1 AND document_type = $2 AND document_id = ANY($3::uuid[])
        ORDER BY document_id, requested_at DESC, mail_id`,
      [tx.outletId, type, ids],
    );
  }
}
