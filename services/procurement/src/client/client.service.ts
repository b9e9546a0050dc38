import { Injectable } from '@nestjs/common';
import { InvoiceMessages } from '@mise/domain';
import { BadInputError, Db, type Tx } from '@mise/platform';
import { ClientEntity } from '../party/party.entity';
import { PartyStore } from '../party/party.store';

/** Clients (spec 3 §2.6, §5.2): the party rules; no other service projects them yet. */
@Injectable()
export class ClientService extends PartyStore<ClientEntity> {
  constructor(db: Db) {
    super(db, ClientEntity, 'client');
  }

  /** issue 23: refused while a draft or sent invoice names the client; deleted ones go with it. */
  protected override async beforeDelete(tx: Tx, row: ClientEntity): Promise<void> {
    const [use]: Array<{ invoices: boolean }> = await tx.manager.query(
      `SELECT EXISTS (SELECT 1 FROM invoices
                      WHERE client_id = $1 AND invoice_state <> 'DELETED') AS invoices`,
      [row.id],
    );
    if (use.invoices) throw new BadInputError(InvoiceMessages.clientUsed);
    await tx.manager.query(
      `DELETE FROM invoices WHERE client_id = $1 AND invoice_state = 'DELETED'`,
      [row.id],
    );
  }
}
