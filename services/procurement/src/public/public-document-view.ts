import {
  BadInputError,
  Bus,
  Db,
  NotFoundError,
  Storage,
  StorageMessages,
  type Tx,
  withLookupsOutside,
} from '@mise/platform';
import { DEMO_OUTLET_ID } from './demo';
import { inOutlet } from './in-outlet';
import { PublicLimits, type Visitor } from './public-limits';
import {
  DEMO_TOKEN,
  type PublicLink,
  type PublicLinkKind,
  PublicLinks,
} from './public-links.service';

/** A kept file as `Storage.attach` answers it. */
export type AttachedFile = Awaited<ReturnType<Storage['attach']>>;

/** What a public page asks of its document's PDFs (`PurchaseOrderPdfs`, `InvoicePdfs`). */
export interface PublicPdfs<Doc, Job> {
  snapshots(tx: Tx, docs: Doc[]): Promise<Map<string, Job>>;
  url(job: Job): Promise<string>;
}

/**
 * A public page of one sent document by its link's token (flows.md §5): the supplier's purchase
 * order and the client's invoice. Every kind of miss (malformed, unknown or revoked token, a
 * document no longer sent) is one answer: null for queries, NOT_FOUND (`texts.notFound`) for
 * mutations, and counts against the address (`PublicLimits`). Work runs in the link's outlet.
 * The visitor keeps one upload at a time; the demo token answers a made-up document and takes
 * no file. Subclasses say how their document is read, answered and how its uploads are kept.
 */
export abstract class PublicDocumentView<Doc extends { id: string }, View, Job> {
  protected abstract readonly linkType: PublicLinkKind;
  protected abstract readonly texts: { notFound: string; demoUpload: string; oneUpload: string };
  /** the upload kind of the visitor's file (`defineUploadKind`) */
  protected abstract readonly uploadKind: string;
  protected abstract readonly pdfs: PublicPdfs<Doc, Job>;

  protected constructor(
    protected readonly db: Db,
    protected readonly bus: Bus,
    protected readonly links: PublicLinks,
    protected readonly limits: PublicLimits,
    protected readonly storage: Storage,
  ) {}

  /** The demo token's page. */
  protected abstract demoView(): View;
  /** The demo token's PDF. */
  protected abstract demoPdf(): Job;
  /** The link's document while it is sent (CONFIRMED); a draft or deleted one is not there. */
  protected abstract sent(tx: Tx, link: PublicLink, lock?: boolean): Promise<Doc | null>;
  /** The page's data; null (a miss, counted: `miss`) when the document is not sent. */
  protected abstract read(v: Visitor, link: PublicLink): Promise<View | null>;
  /** Whether the document has the visitor's upload already. */
  protected abstract hasUpload(tx: Tx, docId: string): Promise<boolean>;
  protected abstract insertUpload(
    tx: Tx,
    link: PublicLink,
    docId: string,
    file: AttachedFile,
  ): Promise<void>;
  /** Deletes the visitor's upload of the document: its key, or undefined when there is none. */
  protected abstract removeUpload(
    tx: Tx,
    docId: string,
    uploadId: string,
  ): Promise<string | undefined>;

  async view(v: Visitor): Promise<View | null> {
    await this.limits.admit(v.ip);
    if (v.token === DEMO_TOKEN) return this.demoView();
    const link = await this.link(v);
    return link && this.read(v, link);
  }

  async pdfUrl(v: Visitor): Promise<string | null> {
    await this.limits.admit(v.ip);
    if (v.token === DEMO_TOKEN)
      return inOutlet(DEMO_OUTLET_ID, () => this.pdfs.url(this.demoPdf()));
    const link = await this.link(v);
    if (!link) return null;
    const job = await withLookupsOutside(this.db, this.bus, link.outletId, async (tx) => {
      const doc = await this.sent(tx, link);
      return doc && (await this.pdfs.snapshots(tx, [doc])).get(doc.id);
    });
    if (!job) return this.miss(v);
    return inOutlet(link.outletId, () => this.pdfs.url(job));
  }

  /** A presigned PUT for the visitor's file: only while none is attached; 10 an hour per link. */
  async requestUpload(v: Visitor, file: { fileName: string; contentType: string; size: number }) {
    await this.limits.admit(v.ip);
    if (v.token === DEMO_TOKEN) throw new BadInputError(this.texts.demoUpload);
    const link = await this.mutationLink(v);
    const doc = await this.db.forOutlet(link.outletId, async (tx) => {
      const sent = await this.sent(tx, link);
      if (sent && (await this.hasUpload(tx, sent.id)))
        throw new BadInputError(this.texts.oneUpload);
      return sent;
    });
    if (!doc) return this.mutationMiss(v);
    await this.limits.upload(doc.id);
    return inOutlet(link.outletId, () =>
      this.storage.requestUpload({ kind: this.uploadKind, parentId: doc.id, ...file }),
    );
  }

  /** Keeps an uploaded file (size and magic bytes checked): the document's one upload. */
  async attachUpload(v: Visitor, key: string): Promise<View> {
    await this.limits.admit(v.ip);
    if (v.token === DEMO_TOKEN) throw new BadInputError(this.texts.demoUpload);
    return this.change(v, async (tx, doc, link) => {
      if (await this.hasUpload(tx, doc.id)) throw new BadInputError(this.texts.oneUpload);
      const file = await this.storage.attach(key, this.uploadKind, { parentId: doc.id, tx });
      await this.insertUpload(tx, link, doc.id, file);
    });
  }

  async deleteUpload(v: Visitor, uploadId: string): Promise<View> {
    await this.limits.admit(v.ip);
    if (v.token === DEMO_TOKEN) throw new BadInputError(this.texts.demoUpload);
    const link = await this.mutationLink(v);
    const key = await this.onSent(v, link, async (tx, doc) => {
      const gone = await this.removeUpload(tx, doc.id, uploadId);
      if (gone === undefined) throw new NotFoundError(StorageMessages.fileNotFound);
      return gone;
    });
    await inOutlet(link.outletId, () => this.storage.delete(key));
    return this.readOrMiss(v, link);
  }

  /** `work` on the link's sent document (locked), then the page anew; NOT_FOUND when not sent. */
  protected async change(
    v: Visitor,
    work: (tx: Tx, doc: Doc, link: PublicLink) => Promise<void>,
  ): Promise<View> {
    const link = await this.mutationLink(v);
    await this.onSent(v, link, (tx, doc) => work(tx, doc, link));
    return this.readOrMiss(v, link);
  }

  /** The live link of the token, or null (a miss, counted). */
  private async link(v: Visitor): Promise<PublicLink | null> {
    const link = await this.links.resolve(v.token, this.linkType);
    return link ?? this.miss(v);
  }

  private async mutationLink(v: Visitor): Promise<PublicLink> {
    return (await this.link(v)) ?? this.mutationMiss(v, false);
  }

  /** `work` in the link's outlet on its sent document, locked; NOT_FOUND (counted) when none. */
  private async onSent<T>(
    v: Visitor,
    link: PublicLink,
    work: (tx: Tx, doc: Doc) => Promise<T>,
  ): Promise<T> {
    const done = await inOutlet(link.outletId, () =>
      this.db.forOutlet(link.outletId, async (tx) => {
        const doc = await this.sent(tx, link, true);
        return doc ? { value: await work(tx, doc) } : null;
      }),
    );
    return done ? done.value : this.mutationMiss(v);
  }

  protected async miss(v: Visitor): Promise<null> {
    await this.limits.miss(v.ip);
    return null;
  }

  private async mutationMiss(v: Visitor, count = true): Promise<never> {
    if (count) await this.limits.miss(v.ip);
    throw new NotFoundError(this.texts.notFound);
  }

  private async readOrMiss(v: Visitor, link: PublicLink): Promise<View> {
    return (await this.read(v, link)) ?? this.mutationMiss(v, false);
  }
}
