import { Mutation, Query, Resolver, Args } from '@nestjs/graphql';
import { CurrentOutletId, OutletScoped, Public } from '@mise/platform';
import {
  AppOrderCountsModel,
  PlacedOrderModel,
  PlaceOrderInput,
  SyncResultModel,
} from './app-order.model';
import { AppOrderService } from './app-order.service';

@Resolver()
export class AppOrderResolver {
  constructor(private readonly orders: AppOrderService) {}

  @OutletScoped()
  @Query(() => AppOrderCountsModel, {
    description: "The outlet's app orders: total and unprocessed",
  })
  appOrderCounts(): Promise<AppOrderCountsModel> {
    return this.orders.counts();
  }

  @OutletScoped()
  @Mutation(() => SyncResultModel, {
    description:
      "Sync Now (the spec's /app_sales/process): every unprocessed order becomes an APP sale",
  })
  syncAppOrders(@CurrentOutletId() outletId: string): Promise<SyncResultModel> {
    return this.orders.sync(outletId);
  }

  @Public({ perMinute: 30 })
  @Mutation(() => PlacedOrderModel, {
    description: "The ordering page's order (public): priced by the server, stored once per code",
  })
  async placeOrder(@Args('input') input: PlaceOrderInput): Promise<PlacedOrderModel> {
    const { order, duplicate } = await this.orders.receive({ ...input, channel: 'WEB' });
    return {
      orderCode: order.orderCode,
      duplicate,
      subTotal: order.subTotal,
      billingTotal: order.billingTotal,
      total: order.total,
    };
  }
}
