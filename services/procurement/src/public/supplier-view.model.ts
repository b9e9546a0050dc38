import { Field, ID, InputType, ObjectType } from '@nestjs/graphql';
import { PurchaseOrderStatus } from '@mise/contracts';
import { UploadHeader } from '@mise/platform';
import { SupplierSubstituteInput } from '../purchase-order-changes/purchase-order-changes.model';

/** One line of the order as the supplier sees it (no ingredient: the outlet's own mapping). */
@ObjectType()
export class SupplierViewItem {
  @Field(() => ID) id!: string;
  @Field() inventoryName!: string;
  @Field() amount!: string;
  @Field() unit!: string;
  @Field() quantity!: string;
  @Field() cost!: string;
  @Field() total!: string;
  @Field(() => Boolean, { nullable: true }) inSupplierStock!: boolean | null;
  // 20-beyond: the supplier's answer shown back
  @Field(() => String, { nullable: true }) supplierUnitPrice?: string | null;
  @Field(() => String, { nullable: true }) substituteName?: string | null;
  @Field(() => String, { nullable: true }) substituteUnitPrice?: string | null;
}

/** The supplier's uploaded invoice: a presigned GET of 5 minutes. */
@ObjectType()
export class SupplierViewUpload {
  @Field(() => ID) id!: string;
  @Field() fileName!: string;
  @Field() url!: string;
}

/** A sent purchase order as its public link shows it (flows.md §5, spec 3 §2.5). */
@ObjectType()
export class SupplierViewPurchaseOrder {
  @Field() purchaseOrderNumber!: string;
  @Field() purchaseOrderDate!: string;
  @Field() supplierName!: string;
  @Field() outletName!: string;
  @Field(() => [String]) outletAddress!: string[];
  @Field(() => String, { nullable: true }) ownerNumber!: string | null;
  @Field(() => String, { nullable: true }) ownerEmail!: string | null;
  @Field(() => String, { nullable: true }) outletRemarks!: string | null;
  @Field(() => String, { nullable: true }) supplierRemarks!: string | null;
  /** the enum is registered by the purchase-order module's model */
  @Field(() => PurchaseOrderStatus) purchaseOrderStatus!: PurchaseOrderStatus;
  @Field() grandTotal!: string;
  /** the fixed demo page (`/supplier-view/demo`): nothing it answers is kept */
  @Field() demo!: boolean;
  @Field(() => [SupplierViewItem]) items!: SupplierViewItem[];
  @Field(() => [SupplierViewUpload]) uploads!: SupplierViewUpload[];
}

@InputType()
export class SupplierItemAnswer {
  @Field(() => ID) id!: string;
  @Field() inSupplierStock!: boolean;
  // 20-beyond: the supplier may confirm or change the unit price and offer a substitute
  @Field(() => String, { nullable: true, description: 'The unit price confirmed or changed' })
  unitPrice?: string | null;
  @Field(() => SupplierSubstituteInput, { nullable: true })
  substitute?: SupplierSubstituteInput | null;
}

/** A presigned PUT for the supplier's invoice (the platform's UploadTicket shape). */
@ObjectType()
export class PublicUploadTicket {
  @Field() key!: string;
  @Field() url!: string;
  @Field() method!: string;
  @Field(() => [UploadHeader]) headers!: UploadHeader[];
  @Field() expiresAt!: Date;
}
