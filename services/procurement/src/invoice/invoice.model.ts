import {
  ArgsType,
  Directive,
  Field,
  ID,
  InputType,
  Int,
  ObjectType,
  registerEnumType,
} from '@nestjs/graphql';
import { dec, invoiceOverdue, round, today } from '@mise/domain';
import { Connection, PageArgs } from '@mise/platform';

export const InvoiceState = { DRAFT: 'DRAFT', CONFIRMED: 'CONFIRMED', DELETED: 'DELETED' } as const;
export type InvoiceState = (typeof InvoiceState)[keyof typeof InvoiceState];
export const InvoiceStatus = { CREDIT: 'CREDIT', PAID: 'PAID' } as const;
export type InvoiceStatus = (typeof InvoiceStatus)[keyof typeof InvoiceStatus];
export const InvoiceStatusFilter = { ALL: 'ALL', CREDIT: 'CREDIT', PAID: 'PAID' } as const;
export type InvoiceStatusFilter = (typeof InvoiceStatusFilter)[keyof typeof InvoiceStatusFilter];

registerEnumType(InvoiceState, { name: 'InvoiceState' });
registerEnumType(InvoiceStatus, { name: 'InvoiceStatus' });
registerEnumType(InvoiceStatusFilter, { name: 'InvoiceStatusFilter' });

/** A row of `invoices` with its client's current name, e-mail and phone (one statement). */
export interface InvoiceRow {
  id: string;
  outletId: string;
  clientId: string;
  clientName: string;
  clientEmail: string | null;
  clientPhone: string | null;
  invoiceNumber: string;
  invoiceDate: string;
  dueDate: string;
  paymentDate: string | null;
  invoiceState: InvoiceState;
  invoiceStatus: InvoiceStatus | null;
  outletRemarks: string | null;
  clientRemarks: string | null;
  sendByEmail: boolean;
  sent: boolean;
  itemsTotal: string;
  miscTotal: string;
  grandTotal: string;
  savedToSaleId: string | null;
  revision: number;
  createdAt: Date;
  updatedAt: Date;
}

export interface InvoiceItemRow {
  id: string;
  invoiceId: string;
  position: number;
  menuItemId: string;
  menuId: string;
  name: string;
  category: string;
  quantity: string;
  confirmedPrice: string;
  total: string;
  /** the projection's price now (null when the version is unknown) */
  sellingPrice: string | null;
}

export interface InvoiceMiscRow {
  id: string;
  invoiceId: string;
  position: number;
  name: string;
  total: string;
}

export interface InvoiceUploadRow {
  id: string;
  invoiceId: string;
  role: 'PROOF' | 'PO_REFERENCE';
  key: string;
  fileName: string;
  uploadedAt: Date;
}

@ObjectType('InvoiceItem')
export class InvoiceItemModel {
  @Field(() => ID) id!: string;

  @Field(() => ID, { description: 'The exact menu item version added' })
  menuItemId!: string;

  @Field(() => ID, { description: 'Its menu (no menu twice in one invoice)' })
  menuId!: string;

  @Field({ description: "The menu item's name when added (snapshot)" })
  name!: string;

  @Field()
  category!: string;

  @Field({ description: "The menu item's price now; = confirmedPrice unless it moved" })
  sellingPrice!: string;

  @Field({ description: 'Decimal string, > 0' })
  quantity!: string;

  @Field({ description: 'The menu price when the line was added (or last saved)' })
  confirmedPrice!: string;

  @Field({ description: 'confirmedPrice × quantity, 2 dp half-up' })
  total!: string;

  static from(r: InvoiceItemRow): InvoiceItemModel {
    return {
      id: r.id,
      menuItemId: r.menuItemId,
      menuId: r.menuId,
      name: r.name,
      category: r.category,
      sellingPrice: round(r.sellingPrice ?? r.confirmedPrice, 2),
      quantity: dec(r.quantity),
      confirmedPrice: round(r.confirmedPrice, 2),
      total: round(r.total, 2),
    };
  }
}

@ObjectType('InvoiceMisc')
export class InvoiceMiscModel {
  @Field(() => ID) id!: string;
  @Field() name!: string;
  @Field({ description: '≥ 0, 2 dp' }) total!: string;

  static from(r: InvoiceMiscRow): InvoiceMiscModel {
    return { id: r.id, name: r.name, total: round(r.total, 2) };
  }
}

@ObjectType('InvoiceUpload')
export class InvoiceUploadModel {
  @Field(() => ID) id!: string;
  @Field() fileName!: string;
  @Field({ description: 'A presigned GET (5 min)' }) url!: string;
  @Field() uploadedAt!: Date;
}

@ObjectType('Invoice')
@Directive('@key(fields: "id outletId")')
export class InvoiceModel {
  @Field(() => ID) id!: string;
  @Field(() => ID) outletId!: string;
  @Field(() => ID) clientId!: string;

  @Field({ description: "The client's name now" })
  clientName!: string;

  @Field(() => String, { nullable: true, description: "The client's e-mail now" })
  clientEmail!: string | null;

  @Field(() => String, { nullable: true, description: "The client's contact phone (E.164) now" })
  clientPhone!: string | null;

  @Field({ description: "Outlet number + '9' + YYMMDDHHmmss, unique per outlet" })
  invoiceNumber!: string;

  @Field({ description: 'YYYY-MM-DD: the creation day, then the day it was sent' })
  invoiceDate!: string;

  @Field({ description: 'Today at creation; = paymentDate once PAID' })
  dueDate!: string;

  @Field(() => String, { nullable: true, description: 'Null unless PAID' })
  paymentDate!: string | null;

  @Field(() => InvoiceState)
  invoiceState!: InvoiceState;

  @Field(() => InvoiceStatus, { nullable: true, description: 'Null while DRAFT; CREDIT once sent' })
  invoiceStatus!: InvoiceStatus | null;

  @Field(() => String, { nullable: true })
  outletRemarks!: string | null;

  @Field(() => String, { nullable: true, description: 'Read-only to the outlet' })
  clientRemarks!: string | null;

  @Field() sendByEmail!: boolean;
  @Field() sent!: boolean;

  @Field({ description: 'CONFIRMED, CREDIT and dueDate < today (outlet time zone)' })
  overdue!: boolean;

  @Field() itemsTotal!: string;
  @Field() miscTotal!: string;

  @Field({ description: 'Σ item totals + Σ misc totals' })
  grandTotal!: string;

  @Field(() => Int, { description: '+1 per committed change of the invoice' })
  revision!: number;

  @Field(() => ID, {
    nullable: true,
    description: 'The INVOICE sale (sales.sale.saved / .deleted)',
  })
  savedToSaleId!: string | null;

  @Field() createdAt!: Date;

  static from(row: InvoiceRow): InvoiceModel {
    return {
      id: row.id,
      outletId: row.outletId,
      clientId: row.clientId,
      clientName: row.clientName,
      clientEmail: row.clientEmail,
      clientPhone: row.clientPhone,
      invoiceNumber: row.invoiceNumber,
      invoiceDate: row.invoiceDate,
      dueDate: row.dueDate,
      paymentDate: row.paymentDate,
      invoiceState: row.invoiceState,
      invoiceStatus: row.invoiceStatus,
      outletRemarks: row.outletRemarks,
      clientRemarks: row.clientRemarks,
      sendByEmail: row.sendByEmail,
      sent: row.sent,
      overdue: invoiceOverdue(row, today()),
      itemsTotal: round(row.itemsTotal, 2),
      miscTotal: round(row.miscTotal, 2),
      grandTotal: round(row.grandTotal, 2),
      revision: row.revision,
      savedToSaleId: row.savedToSaleId,
      createdAt: row.createdAt,
    };
  }
}

@ObjectType('InvoiceConnection')
export class InvoiceConnectionModel extends Connection(InvoiceModel) {}

@ObjectType('InvoiceLimit')
export class InvoiceLimitModel {
  @Field(() => Int, { description: 'Draft invoices now' }) drafts!: number;
  @Field(() => Int, { description: '10' }) limit!: number;
}

@InputType('InvoiceItemInput')
export class InvoiceItemInput {
  @Field(() => ID) menuItemId!: string;
  @Field() quantity!: string;
}

@InputType('InvoiceMiscInput')
export class InvoiceMiscInput {
  @Field() name!: string;
  @Field() total!: string;
}

@ArgsType()
export class InvoiceRangeArgs extends PageArgs {
  @Field({ description: 'YYYY-MM-DD, inclusive' })
  from!: string;

  @Field({ description: 'YYYY-MM-DD, exclusive' })
  to!: string;

  @Field(() => InvoiceStatusFilter, { defaultValue: InvoiceStatusFilter.ALL })
  status: InvoiceStatusFilter = InvoiceStatusFilter.ALL;

  @Field(() => Int, { defaultValue: 20 })
  override limit: number = 20;
}

@ArgsType()
export class ClientInvoiceArgs extends PageArgs {
  @Field(() => InvoiceStatus)
  status!: InvoiceStatus;

  @Field(() => String, { nullable: true, description: 'Contains, on item names' })
  search?: string | null;

  @Field(() => Int, { defaultValue: 20 })
  override limit: number = 20;
}
