import { Injectable, Logger } from '@nestjs/common';
import { InvoiceMessages as M } from '@mise/domain';
import {
  Db,
  isUuid,
  NotFoundError,
  Storage,
  StorageMessages,
  type Tx,
  type UploadFileInput,
  type UploadTicket,
} from '@mise/platform';
import type { InvoiceRow } from './invoice.model';
import { invoicesByIds } from './invoice.sql';
import { INVOICE_PO_REFERENCE } from './invoice-upload.kinds';

/**
 * The outlet's PO reference files of an invoice (spec 3 §2.7, flows.md §6; as finance's expense
 * files): a presigned PUT after checking the invoice, the platform's attach (size, magic bytes;
 * a refused file is deleted, "Upload failed. Please try again.") with the upload row in the same
 * transaction, delete by id. Files do not change the invoice (no revision, no event).
 */
@Injectable()
export class InvoiceUploadsService {
  private readonly log = new Logger('invoice-uploads');

  constructor(
    private readonly db: Db,
    private readonly storage: Storage,
  ) {}

  async requestUpload(invoiceId: string, file: UploadFileInput): Promise<UploadTicket> {
    await this.db.outlet((tx) => this.liveInvoice(tx, invoiceId, false));
    return this.storage.requestUpload({
      kind: INVOICE_PO_REFERENCE.kind,
      parentId: invoiceId,
      ...file,
    });
  }

  attach(invoiceId: string, key: string): Promise<InvoiceRow> {
    return this.db.outlet(async (tx) => {
      await this.liveInvoice(tx, invoiceId, true);
      const file = await this.storage.attach(String(key ?? ''), INVOICE_PO_REFERENCE.kind, {
        parentId: invoiceId,
        tx,
      });
      await tx.manager.query(
        `INSERT INTO invoice_uploads (outlet_id, invoice_id, role, key, file_name, content_type, size)
         VALUES ($1, $2, 'PO_REFERENCE', $3, $4, $5, $6)`,
        [tx.outletId, invoiceId, file.key, file.fileName, file.contentType, file.size],
      );
      return this.invoiceOf(tx, invoiceId);
    });
  }

  /** Deletes a PO reference (row, then the stored object); answers its invoice. */
  async delete(id: string): Promise<InvoiceRow> {
    const { key, invoice } = await this.db.outlet(async (tx) => {
      const [row]: Array<{ key: string; invoiceId: string }> = isUuid(id)
        ? await tx.manager.query(
            `SELECT key, invoice_id AS "invoiceId" FROM invoice_uploads
              WHERE id = $1 AND role = 'PO_REFERENCE' FOR UPDATE`,
            [id],
          )
        : [];
      if (!row) throw new NotFoundError(StorageMessages.fileNotFound);
      await this.liveInvoice(tx, row.invoiceId, true);
      await tx.manager.query(`DELETE FROM invoice_uploads WHERE id = $1`, [id]);
      return { key: row.key, invoice: await this.invoiceOf(tx, row.invoiceId) };
    });
    await this.storage.delete(key).catch((e: Error) => {
      this.log.warn(`file ${key} not deleted from the store: ${e.message}`);
    });
    return invoice;
  }

  private async liveInvoice(tx: Tx, invoiceId: string, lock: boolean): Promise<void> {
    const [row]: Array<{ state: string }> = isUuid(invoiceId)
      ? await tx.manager.query(
          `SELECT invoice_state AS state FROM invoices WHERE id = $1 ${lock ? 'FOR UPDATE' : ''}`,
          [invoiceId],
        )
      : [];
    if (!row || row.state === 'DELETED') throw new NotFoundError(M.notFound);
  }

  private async invoiceOf(tx: Tx, id: string): Promise<InvoiceRow> {
    const [row] = await invoicesByIds(tx, [id]);
    if (!row) throw new NotFoundError(M.notFound);
    return row;
  }
}
