import { Args, Context, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { Request } from 'express';
import { Public, requestGuestToken } from '@mise/platform';
import { GuestOrderModel, PlacedOrderModel, PlaceOrderInput } from '../order/app-order.model';
import { OrderingMenuModel } from './ordering-menu.model';
import { OrderingService } from './ordering.service';

/**
 * The guest's table page (public, throttled per guest token under a ceiling per client IP): the
 * menu, the order, its status.
 */
@Resolver()
export class OrderingResolver {
  constructor(private readonly ordering: OrderingService) {}

  @Public({ perMinute: 120 })
  @Query(() => OrderingMenuModel, {
    nullable: true,
    description:
      'null when the masked number or the table does not exist: the page says "This table\'s link is not valid"',
  })
  orderingMenu(
    @Args('maskedOutletNumber') maskedOutletNumber: string,
    @Args('tableName') tableName: string,
  ): Promise<OrderingMenuModel | null> {
    return this.ordering.menu(maskedOutletNumber, tableName);
  }

  @Public({ perMinute: 30 })
  @Mutation(() => PlacedOrderModel, {
    description:
      "A guest's order (channel WEB): priced by the server, stored once per requestId, status DRAFT",
  })
  placeOrder(
    @Args('input') input: PlaceOrderInput,
    @Context('req') req: Request,
  ): Promise<PlacedOrderModel> {
    return this.ordering.place(input, requestGuestToken(req));
  }

  @Public({ perMinute: 600 })
  @Query(() => GuestOrderModel, {
    nullable: true,
    description: 'null for any wrong code/token pair (identical for every cause)',
  })
  orderStatus(
    @Args('orderCode') orderCode: string,
    @Args('token') token: string,
  ): Promise<GuestOrderModel | null> {
    return this.ordering.status(orderCode, token);
  }
}
