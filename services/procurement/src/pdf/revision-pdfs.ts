import { Storage } from '@mise/platform';
import type { OutletDetails } from '../public/outlet-details';

/** A document's PDF of one revision: where it is kept and what it shows. */
export interface RevisionPdfJob<Data> {
  key: string;
  data: Data;
}

/** `{outletId}/procurement/{folder}/{id}/pdf/r{revision}.pdf` (flows.md §6). */
export const revisionPdfKey = (
  folder: 'purchase-orders' | 'invoices',
  doc: { outletId: string; id: string; revision: number },
) =>
  `${doc.outletId.toLowerCase()}/procurement/${folder}/${doc.id.toLowerCase()}/pdf/r${doc.revision}.pdf`;

/** The issuing outlet as a PDF prints it (from its profile). */
export const pdfOutlet = (o: OutletDetails) => ({
  name: o.outletName,
  address: o.outletAddress,
  phone: o.ownerNumber,
  email: o.ownerEmail,
});

/**
 * PDFs made on demand and kept per revision: the first request for a revision renders it
 * (pdfmake) and stores it; later ones only sign a GET. Subclasses read what the PDFs show
 * (`snapshots`, in the caller's transaction); `url` renders outside it (no connection held while
 * pdfmake works).
 */
export abstract class RevisionPdfs<Data> {
  protected constructor(
    protected readonly storage: Storage,
    private readonly build: (data: Data) => Promise<Buffer>,
  ) {}

  /** False when file storage is off (no S3_ENDPOINT): no PDF can be kept. */
  get enabled(): boolean {
    return this.storage.enabled;
  }

  /**
   * A presigned GET (5 min) of the PDF, rendered and stored first when this revision has none.
   * Runs in the document's outlet (the request's, or `inOutlet` for a public link).
   */
  async url(job: RevisionPdfJob<Data>): Promise<string> {
    await this.store(job);
    return this.storage.fileUrl(job.key);
  }

  /** Renders and stores the PDF unless this revision's is there already. */
  async store(job: RevisionPdfJob<Data>): Promise<void> {
    if (!(await this.storage.exists(job.key))) {
      await this.storage.put(job.key, await this.build(job.data), 'application/pdf');
    }
  }
}
