import { Args, Parent, ResolveField, Resolver, ResolveReference } from '@nestjs/graphql';
import { IdArg, OutletMutation, OutletQuery, toConnection } from '@mise/platform';
import { MailLoaders } from '../mail/mail.loaders';
import { MailStatusModel } from '../mail/mail.model';
import { PurchaseOrderLoaders } from './purchase-order.loaders';
import {
  PurchaseOrderConnectionModel,
  PurchaseOrderItemInput,
  PurchaseOrderItemModel,
  PurchaseOrderLimitModel,
  PurchaseOrderModel,
  PurchaseOrderRangeArgs,
} from './purchase-order.model';
import { PurchaseOrderService } from './purchase-order.service';

/** Thin: one service or loader call per operation. Every root operation is outlet-scoped. */
@Resolver(() => PurchaseOrderModel)
export class PurchaseOrderResolver {
  constructor(
    private readonly service: PurchaseOrderService,
    private readonly loaders: PurchaseOrderLoaders,
    private readonly mails: MailLoaders,
  ) {}

  @OutletQuery(() => [PurchaseOrderModel], { description: 'Draft POs, oldest first (at most 10)' })
  async draftPurchaseOrders(): Promise<PurchaseOrderModel[]> {
    return (await this.service.drafts()).map((r) => PurchaseOrderModel.from(r));
  }

  @OutletQuery(() => PurchaseOrderLimitModel, { description: 'Drafts now and the limit (10)' })
  purchaseOrderLimit(): Promise<PurchaseOrderLimitModel> {
    return this.service.limit();
  }

  @OutletQuery(() => PurchaseOrderConnectionModel, {
    description: 'Sent POs dated in [from, to) (to exclusive), by supplier name then date',
  })
  async purchaseOrders(
    @Args() args: PurchaseOrderRangeArgs,
  ): Promise<PurchaseOrderConnectionModel> {
    const { rows, total } = await this.service.confirmed(args.from, args.to, args);
    return toConnection(
      rows.map((r) => PurchaseOrderModel.from(r)),
      total,
      args,
    );
  }

  @OutletQuery(() => PurchaseOrderModel, {
    nullable: true,
    description: 'A live PO (draft or sent)',
  })
  async purchaseOrder(@IdArg() id: string): Promise<PurchaseOrderModel | null> {
    const row = await this.service.get(id);
    return row ? PurchaseOrderModel.from(row) : null;
  }

  @OutletMutation(() => PurchaseOrderModel, {
    description: 'A draft for an existing supplier (by name, case-insensitive), under the limit',
  })
  async createPurchaseOrder(
    @Args('supplierName') supplierName: string,
  ): Promise<PurchaseOrderModel> {
    return PurchaseOrderModel.from(await this.service.create(supplierName));
  }

  @OutletMutation(() => PurchaseOrderModel, { description: 'Draft or sent; blank clears' })
  async updatePurchaseOrderRemarks(
    @IdArg() id: string,
    @Args('outletRemarks', { type: () => String, nullable: true }) outletRemarks: string | null,
  ): Promise<PurchaseOrderModel> {
    return PurchaseOrderModel.from(await this.service.updateRemarks(id, outletRemarks));
  }

  @OutletMutation(() => PurchaseOrderModel, {
    description: 'Drafts only; the supplier needs an e-mail',
  })
  async setPurchaseOrderSendByEmail(
    @IdArg() id: string,
    @Args('sendByEmail') sendByEmail: boolean,
  ): Promise<PurchaseOrderModel> {
    return PurchaseOrderModel.from(await this.service.setSendByEmail(id, sendByEmail));
  }

  @OutletMutation(() => Boolean, { description: 'Soft: state DELETED (revokes the public link)' })
  deletePurchaseOrder(@IdArg() id: string): Promise<boolean> {
    return this.service.delete(id);
  }

  @OutletMutation(() => PurchaseOrderModel, { description: 'Drafts only; inventory names unique' })
  async addPurchaseOrderItem(
    @IdArg('purchaseOrderId') purchaseOrderId: string,
    @Args('input') input: PurchaseOrderItemInput,
  ): Promise<PurchaseOrderModel> {
    return PurchaseOrderModel.from(await this.service.addItem(purchaseOrderId, input));
  }

  @OutletMutation(() => PurchaseOrderModel, { description: 'Drafts only' })
  async updatePurchaseOrderItem(
    @IdArg() id: string,
    @Args('input') input: PurchaseOrderItemInput,
  ): Promise<PurchaseOrderModel> {
    return PurchaseOrderModel.from(await this.service.updateItem(id, input));
  }

  @OutletMutation(() => PurchaseOrderModel, { description: 'Drafts only; answers the PO after it' })
  async deletePurchaseOrderItem(@IdArg() id: string): Promise<PurchaseOrderModel> {
    return PurchaseOrderModel.from(await this.service.deleteItem(id));
  }

  @OutletMutation(() => PurchaseOrderModel, {
    description: 'DRAFT → CONFIRMED, dated today, status PENDING; e-mail needs mail connected',
  })
  async sendPurchaseOrder(
    @IdArg() id: string,
    @Args('sendByEmail', { defaultValue: false }) sendByEmail: boolean,
  ): Promise<PurchaseOrderModel> {
    return PurchaseOrderModel.from(await this.service.send(id, sendByEmail));
  }

  @OutletMutation(() => PurchaseOrderModel, {
    description:
      'Sent POs only: e-mails it again (supplier e-mail, mail connected); a new PENDING mail',
  })
  async resendPurchaseOrderMail(@IdArg() id: string): Promise<PurchaseOrderModel> {
    return PurchaseOrderModel.from(await this.service.resendMail(id));
  }

  @ResolveField(() => MailStatusModel, {
    nullable: true,
    description: 'Its latest e-mail; null if it was never e-mailed',
  })
  mail(@Parent() po: PurchaseOrderModel): Promise<MailStatusModel | null> {
    return this.mails.latest('PO', po);
  }

  @ResolveField(() => [PurchaseOrderItemModel], { description: 'In position order' })
  items(@Parent() po: PurchaseOrderModel): Promise<PurchaseOrderItemModel[]> {
    return this.loaders.items(po);
  }

  @ResolveReference()
  async resolveReference(ref: {
    id: string;
    outletId: string;
  }): Promise<PurchaseOrderModel | null> {
    const row = await this.loaders.reference(ref);
    return row ? PurchaseOrderModel.from(row) : null;
  }
}
