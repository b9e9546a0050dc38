import { Args, Parent, ResolveField, Resolver, ResolveReference } from '@nestjs/graphql';
import { InvoiceMessages as M } from '@mise/domain';
import {
  BadInputError,
  ConflictError,
  IdArg,
  NotFoundError,
  OutletMutation,
  OutletQuery,
  Storage,
  toConnection,
  UploadFileInput,
  UploadTicket,
} from '@mise/platform';
import { MailStatusModel } from '../mail/mail.model';
import { MailLoaders } from '../mail/mail.loaders';
import { InvoicePdfs } from '../pdf/invoice-pdfs.service';
import { inOutlet } from '../public/in-outlet';
import { PublicLinks } from '../public/public-links.service';
import { InvoiceLoaders } from './invoice.loaders';
import {
  InvoiceConnectionModel,
  InvoiceItemInput,
  InvoiceItemModel,
  InvoiceLimitModel,
  InvoiceMiscInput,
  InvoiceMiscModel,
  InvoiceModel,
  InvoiceRangeArgs,
  InvoiceStatus,
  InvoiceUploadModel,
  type InvoiceUploadRow,
} from './invoice.model';
import { InvoiceService } from './invoice.service';
import { InvoiceUploadsService } from './invoice-uploads.service';

/** Thin: one service or loader call per operation. Every root operation is outlet-scoped. */
@Resolver(() => InvoiceModel)
export class InvoiceResolver {
  constructor(
    private readonly service: InvoiceService,
    private readonly uploads: InvoiceUploadsService,
    private readonly loaders: InvoiceLoaders,
    private readonly links: PublicLinks,
    private readonly pdfs: InvoicePdfs,
    private readonly storage: Storage,
    private readonly mails: MailLoaders,
  ) {}

  @OutletQuery(() => [InvoiceModel], { description: 'Draft invoices, oldest first (at most 10)' })
  async draftInvoices(): Promise<InvoiceModel[]> {
    return (await this.service.drafts()).map((r) => InvoiceModel.from(r));
  }

  @OutletQuery(() => InvoiceLimitModel, { description: 'Drafts now and the limit (10)' })
  invoiceLimit(): Promise<InvoiceLimitModel> {
    return this.service.limit();
  }

  @OutletQuery(() => String, {
    description: 'The number a draft made now would get (the Add Invoice modal; may differ)',
  })
  nextInvoiceNumber(): Promise<string> {
    return this.service.nextNumber();
  }

  @OutletQuery(() => InvoiceConnectionModel, {
    description: 'Sent invoices dated in [from, to) (to exclusive) of a status, newest first',
  })
  async invoices(@Args() args: InvoiceRangeArgs): Promise<InvoiceConnectionModel> {
    const { rows, total } = await this.service.confirmed(args.from, args.to, args.status, args);
    return toConnection(
      rows.map((r) => InvoiceModel.from(r)),
      total,
      args,
    );
  }

  @OutletQuery(() => String, { description: 'Σ grand totals of sent CREDIT invoices, any date' })
  invoiceReceivable(): Promise<string> {
    return this.service.receivable();
  }

  @OutletQuery(() => [InvoiceModel], {
    description: 'Sent CREDIT invoices past due, oldest due first (at most 50)',
  })
  async overdueInvoices(): Promise<InvoiceModel[]> {
    return (await this.service.overdue()).map((r) => InvoiceModel.from(r));
  }

  @OutletQuery(() => InvoiceModel, {
    nullable: true,
    description: 'A live invoice (draft or sent)',
  })
  async invoice(@IdArg() id: string): Promise<InvoiceModel | null> {
    const row = await this.service.get(id);
    return row ? InvoiceModel.from(row) : null;
  }

  @OutletQuery(() => String, {
    description: "Sent invoices only: a presigned GET of this revision's PDF (made on demand)",
  })
  async invoicePdfUrl(@IdArg() id: string): Promise<string> {
    const row = await this.service.get(id);
    if (!row) throw new NotFoundError(M.notFound);
    if (row.invoiceState !== 'CONFIRMED') throw new ConflictError(M.pdfNotSent);
    const job = await this.loaders.pdfJob(row);
    if (!job) throw new NotFoundError(M.notFound);
    return inOutlet(row.outletId, () => this.pdfs.url(job));
  }

  @OutletMutation(() => InvoiceModel, {
    description:
      'A draft for an existing client (by name, case-insensitive), due today, under the limit',
  })
  async createInvoice(@Args('clientName') clientName: string): Promise<InvoiceModel> {
    return InvoiceModel.from(await this.service.create(clientName));
  }

  @OutletMutation(() => InvoiceModel, { description: 'Draft or sent; blank clears' })
  async updateInvoiceRemarks(
    @IdArg() id: string,
    @Args('outletRemarks', { type: () => String, nullable: true }) outletRemarks: string | null,
  ): Promise<InvoiceModel> {
    return InvoiceModel.from(await this.service.updateRemarks(id, outletRemarks));
  }

  @OutletMutation(() => InvoiceModel, { description: 'A draft or a sent CREDIT invoice' })
  async setInvoiceDueDate(
    @IdArg() id: string,
    @Args('dueDate') dueDate: string,
  ): Promise<InvoiceModel> {
    return InvoiceModel.from(await this.service.setDueDate(id, dueDate));
  }

  @OutletMutation(() => InvoiceModel, { description: 'Drafts only; the client needs an e-mail' })
  async setInvoiceSendByEmail(
    @IdArg() id: string,
    @Args('sendByEmail') sendByEmail: boolean,
  ): Promise<InvoiceModel> {
    return InvoiceModel.from(await this.service.setSendByEmail(id, sendByEmail));
  }

  @OutletMutation(() => Boolean, {
    description: 'Soft: state DELETED, the public link revoked; a sent one emits .deleted',
  })
  deleteInvoice(@IdArg() id: string): Promise<boolean> {
    return this.service.delete(id);
  }

  @OutletMutation(() => InvoiceModel, { description: 'Drafts only; a menu at most once' })
  async addInvoiceItem(
    @IdArg('invoiceId') invoiceId: string,
    @Args('input') input: InvoiceItemInput,
  ): Promise<InvoiceModel> {
    return InvoiceModel.from(await this.service.addItem(invoiceId, input));
  }

  @OutletMutation(() => InvoiceModel, { description: 'Drafts only; the price confirmed again' })
  async updateInvoiceItem(
    @IdArg() id: string,
    @Args('input') input: InvoiceItemInput,
  ): Promise<InvoiceModel> {
    return InvoiceModel.from(await this.service.updateItem(id, input));
  }

  @OutletMutation(() => InvoiceModel, { description: 'Drafts only; answers the invoice after it' })
  async deleteInvoiceItem(@IdArg() id: string): Promise<InvoiceModel> {
    return InvoiceModel.from(await this.service.deleteItem(id));
  }

  @OutletMutation(() => InvoiceModel, { description: 'Drafts only' })
  async addInvoiceMisc(
    @IdArg('invoiceId') invoiceId: string,
    @Args('input') input: InvoiceMiscInput,
  ): Promise<InvoiceModel> {
    return InvoiceModel.from(await this.service.addMisc(invoiceId, input));
  }

  @OutletMutation(() => InvoiceModel, { description: 'Drafts only' })
  async updateInvoiceMisc(
    @IdArg() id: string,
    @Args('input') input: InvoiceMiscInput,
  ): Promise<InvoiceModel> {
    return InvoiceModel.from(await this.service.updateMisc(id, input));
  }

  @OutletMutation(() => InvoiceModel, { description: 'Drafts only; answers the invoice after it' })
  async deleteInvoiceMisc(@IdArg() id: string): Promise<InvoiceModel> {
    return InvoiceModel.from(await this.service.deleteMisc(id));
  }

  @OutletMutation(() => InvoiceModel, {
    description:
      'DRAFT → CONFIRMED, CREDIT, sent, dated today; ≥ 1 item; e-mail needs mail connected; .sent',
  })
  async sendInvoice(
    @IdArg() id: string,
    @Args('sendByEmail', { defaultValue: false }) sendByEmail: boolean,
  ): Promise<InvoiceModel> {
    return InvoiceModel.from(await this.service.send(id, sendByEmail));
  }

  @OutletMutation(() => InvoiceModel, {
    description:
      'Sent invoices only: e-mails it again (client e-mail, mail connected); a new PENDING mail',
  })
  async resendInvoiceMail(@IdArg() id: string): Promise<InvoiceModel> {
    return InvoiceModel.from(await this.service.resendMail(id));
  }

  @OutletMutation(() => InvoiceModel, {
    description:
      'CREDIT → PAID (payment = due = date, not after today; .paid) or PAID → CREDIT (due = date; .credited)',
  })
  async setInvoiceStatus(
    @IdArg() id: string,
    @Args('status', { type: () => InvoiceStatus }) status: InvoiceStatus,
    @Args('date') date: string,
  ): Promise<InvoiceModel> {
    if (status !== 'CREDIT' && status !== 'PAID') throw new BadInputError(M.notSent, 'status');
    return InvoiceModel.from(await this.service.setStatus(id, status, date));
  }

  @OutletMutation(() => UploadTicket, {
    description: 'A presigned PUT for a PO reference (PDF, JPEG or PNG, 20 MB); then attach',
  })
  requestInvoiceUpload(
    @IdArg('invoiceId') invoiceId: string,
    @Args('file') file: UploadFileInput,
  ): Promise<UploadTicket> {
    return this.uploads.requestUpload(invoiceId, file);
  }

  @OutletMutation(() => InvoiceModel, {
    description:
      "Keeps the uploaded PO reference (its bytes checked); 'Upload failed. Please try again.'",
  })
  async attachInvoiceUpload(
    @IdArg('invoiceId') invoiceId: string,
    @Args('key') key: string,
  ): Promise<InvoiceModel> {
    return InvoiceModel.from(await this.uploads.attach(invoiceId, key));
  }

  @OutletMutation(() => InvoiceModel, {
    description: 'Deletes a PO reference; answers its invoice',
  })
  async deleteInvoiceUpload(@IdArg() id: string): Promise<InvoiceModel> {
    return InvoiceModel.from(await this.uploads.delete(id));
  }

  @ResolveField(() => MailStatusModel, {
    nullable: true,
    description: 'Its latest e-mail; null if it was never e-mailed',
  })
  mail(@Parent() inv: InvoiceModel): Promise<MailStatusModel | null> {
    return this.mails.latest('INVOICE', inv);
  }

  @ResolveField(() => [InvoiceItemModel], { description: 'In position order' })
  items(@Parent() inv: InvoiceModel): Promise<InvoiceItemModel[]> {
    return this.loaders.items(inv);
  }

  @ResolveField(() => [InvoiceMiscModel], { description: 'In position order' })
  miscs(@Parent() inv: InvoiceModel): Promise<InvoiceMiscModel[]> {
    return this.loaders.miscs(inv);
  }

  @ResolveField(() => [InvoiceUploadModel], {
    description: "The client's payment proof (at most one)",
  })
  async proofs(@Parent() inv: InvoiceModel): Promise<InvoiceUploadModel[]> {
    return this.signed(
      inv,
      (await this.loaders.uploads(inv)).filter((u) => u.role === 'PROOF'),
    );
  }

  @ResolveField(() => [InvoiceUploadModel], { description: "The outlet's PO reference files" })
  async poReferences(@Parent() inv: InvoiceModel): Promise<InvoiceUploadModel[]> {
    return this.signed(
      inv,
      (await this.loaders.uploads(inv)).filter((u) => u.role === 'PO_REFERENCE'),
    );
  }

  @ResolveField(() => String, {
    description: "The client page's absolute URL (WEB_ORIGIN/client-view/{token}); '' once deleted",
  })
  async clientLink(@Parent() inv: InvoiceModel): Promise<string> {
    const token = await this.loaders.token(inv);
    return token ? this.links.url(`/client-view/${token}`) : '';
  }

  @ResolveReference()
  async resolveReference(ref: { id: string; outletId: string }): Promise<InvoiceModel | null> {
    const row = await this.loaders.reference(ref);
    return row ? InvoiceModel.from(row) : null;
  }

  /** The files with presigned GETs, signed in the invoice's outlet. */
  private signed(inv: InvoiceModel, rows: InvoiceUploadRow[]): Promise<InvoiceUploadModel[]> {
    if (!rows.length) return Promise.resolve([]);
    return inOutlet(inv.outletId, () =>
      Promise.all(
        rows.map(async (r) => ({
          id: r.id,
          fileName: r.fileName,
          uploadedAt: r.uploadedAt,
          url: await this.storage.fileUrl(r.key),
        })),
      ),
    );
  }
}
