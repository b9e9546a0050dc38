import { Args, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { OutletScoped } from '@mise/platform';
import { OrderStatus } from '@mise/contracts';
import { LiveOrderModel } from './app-order.model';
import { LiveOrderService } from './live-order.service';

/** The waiter's and the kitchen's dashboards: the current outlet's orders by status. */
@Resolver()
export class LiveOrderResolver {
  constructor(private readonly live: LiveOrderService) {}

  @OutletScoped()
  @Query(() => [LiveOrderModel], {
    description:
      "DRAFT: the waiter's queue; CONFIRMED: the kitchen's. Oldest first, at most `limit` (1..100).",
  })
  liveOrders(
    @Args('status', { type: () => OrderStatus }) status: OrderStatus,
    @Args('limit', { type: () => Int, defaultValue: 50 }) limit: number,
  ): Promise<LiveOrderModel[]> {
    return this.live.list(status, limit);
  }

  @OutletScoped()
  @Mutation(() => LiveOrderModel, { description: 'DRAFT -> CONFIRMED (the waiter)' })
  confirmOrder(@Args('id', { type: () => ID }) id: string): Promise<LiveOrderModel> {
    return this.live.confirm(id);
  }

  @OutletScoped()
  @Mutation(() => LiveOrderModel, {
    description:
      'DRAFT or CONFIRMED -> REJECTED; the reason (1..200 characters) is shown to the guest',
  })
  rejectOrder(
    @Args('id', { type: () => ID }) id: string,
    @Args('reason') reason: string,
  ): Promise<LiveOrderModel> {
    return this.live.reject(id, reason);
  }

  @OutletScoped()
  @Mutation(() => LiveOrderModel, { description: 'CONFIRMED -> SERVED (the kitchen)' })
  serveOrder(@Args('id', { type: () => ID }) id: string): Promise<LiveOrderModel> {
    return this.live.serve(id);
  }
}
