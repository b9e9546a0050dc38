import { Injectable } from '@nestjs/common';
import { byKeys, Db } from '@mise/platform';
import { type MailDocumentType, type MailRow, MailStatusModel } from './mail.model';
import { MailRequests } from './mail-requests.service';

/**
 * `PurchaseOrder.mail` and `Invoice.mail`: the latest mail of each document, one statement per
 * outlet per request whatever the page size (`db.outletLoader`: only outlets the actor may use).
 */
@Injectable()
export class MailLoaders {
  constructor(
    private readonly db: Db,
    private readonly mails: MailRequests,
  ) {}

  async latest(
    type: MailDocumentType,
    doc: { id: string; outletId: string },
  ): Promise<MailStatusModel | null> {
    const row = await this.db
      .outletLoader<MailRow>(`mail-status:${type}`, async (tx, ids) =>
        byKeys(ids, await this.mails.latest(tx, type, ids), (r) => r.documentId),
      )
      .load(doc.outletId, doc.id);
    return row ? MailStatusModel.from(row) : null;
  }
}
