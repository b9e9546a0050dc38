import { Mutation, Query, Resolver } from '@nestjs/graphql';
import { CurrentOutletId, OutletScoped } from '@mise/platform';
import { AppOrderCountsModel, OrderWebhookSecretModel, SyncResultModel } from './app-order.model';
import { AppOrderService } from './app-order.service';
import { OrderWebhookKeys } from './order-webhook-keys';

@Resolver()
export class AppOrderResolver {
  constructor(
    private readonly orders: AppOrderService,
    private readonly keys: OrderWebhookKeys,
  ) {}

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

  @OutletScoped()
  @Query(() => Date, {
    nullable: true,
    description: "When the outlet's webhook signing secret was made; null before the first",
  })
  orderWebhookSecretCreatedAt(): Promise<Date | null> {
    return this.keys.createdAt();
  }

  @OutletScoped()
  @Mutation(() => OrderWebhookSecretModel, {
    description:
      "A new signing secret for the outlet's /webhooks/orders (shown once; the previous one stops working)",
  })
  rotateOrderWebhookSecret(@CurrentOutletId() outletId: string): Promise<OrderWebhookSecretModel> {
    return this.keys.rotate(outletId);
  }
}
