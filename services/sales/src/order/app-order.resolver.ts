import { Mutation, Query, Resolver } from '@nestjs/graphql';
import { CurrentOutletId, OutletScoped } from '@mise/platform';
import { AppOrderCountsModel, SyncResultModel } from './app-order.model';
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
}
