import { Field, ID, ObjectType } from '@nestjs/graphql';
import { InvoiceStatus } from '../invoice/invoice.model';
import { PartyContactModel, PaymentDetailModel } from '../party/party.model';
import { SupplierViewUpload } from './supplier-view.model';

/** One line of the invoice as the client sees it (read-only). */
@ObjectType()
export class ClientViewItem {
  @Field() name!: string;
  @Field() quantity!: string;
  @Field() confirmedPrice!: string;
  @Field() total!: string;
}

@ObjectType()
export class ClientViewMisc {
  @Field(() => ID) id!: string;
  @Field() name!: string;
  @Field() total!: string;
}

/** A sent invoice as its public link shows it (flows.md §5, spec 3 §2.8). */
@ObjectType()
export class ClientViewInvoice {
  @Field() invoiceNumber!: string;
  @Field({ description: 'The invoice date' }) creationDate!: string;
  @Field() dueDate!: string;
  @Field(() => String, { nullable: true }) paymentDate!: string | null;
  @Field(() => InvoiceStatus, { description: 'Payment terms' }) invoiceStatus!: InvoiceStatus;
  @Field() overdue!: boolean;
  @Field() outletName!: string;
  @Field(() => [String]) outletAddress!: string[];
  @Field(() => String, { nullable: true, description: "The owner's WhatsApp (Contact Outlet)" })
  ownerNumber!: string | null;
  @Field(() => String, { nullable: true }) ownerEmail!: string | null;
  @Field(() => PaymentDetailModel, {
    nullable: true,
    description: "Beneficiary name, account number and bank (the outlet's profile)",
  })
  outletPaymentDetails!: PaymentDetailModel | null;
  @Field() clientName!: string;
  @Field(() => String, { nullable: true }) clientEmail!: string | null;
  @Field(() => [String]) clientAddress!: string[];
  @Field(() => PartyContactModel, { nullable: true }) clientContact!: PartyContactModel | null;
  @Field(() => [ClientViewItem]) items!: ClientViewItem[];
  @Field(() => [ClientViewMisc]) miscs!: ClientViewMisc[];
  @Field() grandTotal!: string;
  @Field({ description: 'grandTotal while CREDIT, 0.00 when PAID' }) amountOutstanding!: string;
  @Field(() => String, { nullable: true }) outletRemarks!: string | null;
  @Field(() => String, { nullable: true }) clientRemarks!: string | null;
  /** the fixed demo page (`/client-view/demo`): nothing it answers is kept */
  @Field() demo!: boolean;
  @Field(() => [SupplierViewUpload]) proofs!: SupplierViewUpload[];
  @Field(() => [SupplierViewUpload]) poReferences!: SupplierViewUpload[];
}
