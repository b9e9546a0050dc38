import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { OutletScoped, PageArgs } from '@mise/platform';
import {
  BillingAnalyticsItemModel,
  SaleConnectionModel,
  SaleInput,
  SaleModel,
  SalesDayModel,
  UnmappedItemModel,
} from './sale.model';
import { SaleService } from './sale.service';

@OutletScoped()
@Resolver(() => SaleModel)
export class SaleResolver {
  constructor(private readonly service: SaleService) {}

  @Query(() => SaleModel)
  sale(@Args('id', { type: () => ID }) id: string): Promise<SaleModel> {
    return this.service.get(id);
  }

  @Query(() => SaleConnectionModel, {
    description:
      'APP sales with sale date in [from, to), newest first, with items and billing lines',
  })
  appSales(
    @Args('from') from: string,
    @Args('to') to: string,
    @Args() page: PageArgs,
  ): Promise<SaleConnectionModel> {
    return this.service.list(['APP'], from, to, page);
  }

  @Query(() => SaleConnectionModel, {
    description:
      'INVOICE sales with sale date from `from` to `to` inclusive, with items and misc lines',
  })
  invoiceSales(
    @Args('from') from: string,
    @Args('to') to: string,
    @Args() page: PageArgs,
  ): Promise<SaleConnectionModel> {
    return this.service.list(['INVOICE'], from, to, page, true);
  }

  @Query(() => SaleConnectionModel, {
    description: 'Every sale (any source) with sale date in [from, to), newest first',
  })
  sales(
    @Args('from') from: string,
    @Args('to') to: string,
    @Args() page: PageArgs,
  ): Promise<SaleConnectionModel> {
    return this.service.list(['APP', 'CSV', 'INVOICE', 'MANUAL'], from, to, page);
  }

  @Query(() => SaleConnectionModel, {
    description: 'MANUAL and CSV sales with sale date in [from, to), newest first',
  })
  manualSales(
    @Args('from') from: string,
    @Args('to') to: string,
    @Args() page: PageArgs,
  ): Promise<SaleConnectionModel> {
    return this.service.list(['MANUAL', 'CSV'], from, to, page);
  }

  @Query(() => [SalesDayModel], { description: 'The month calendar ("YYYY-MM"): totals per day' })
  salesCalendar(@Args('month') month: string): Promise<SalesDayModel[]> {
    return this.service.calendar(month);
  }

  @Query(() => [BillingAnalyticsItemModel], {
    description: 'Billing lines of sales in [from, to) summed by name',
  })
  billingAnalytics(
    @Args('from') from: string,
    @Args('to') to: string,
  ): Promise<BillingAnalyticsItemModel[]> {
    return this.service.billingAnalytics(from, to);
  }

  @Query(() => [UnmappedItemModel], {
    description: 'Items and options sold in [from, to) with no recipe: "not mapped to stock"',
  })
  unmappedItems(@Args('from') from: string, @Args('to') to: string): Promise<UnmappedItemModel[]> {
    return this.service.unmapped(from, to);
  }

  @Mutation(() => SaleModel, { description: 'A MANUAL sale, CONFIRMED (90-day window)' })
  createSale(@Args('input') input: SaleInput): Promise<SaleModel> {
    return this.service.create(input);
  }

  @Mutation(() => SaleModel, { description: "Replaces a MANUAL sale's date and lines" })
  updateSale(
    @Args('id', { type: () => ID }) id: string,
    @Args('input') input: SaleInput,
  ): Promise<SaleModel> {
    return this.service.update(id, input);
  }

  @Mutation(() => Boolean)
  deleteSale(@Args('id', { type: () => ID }) id: string): Promise<boolean> {
    return this.service.delete(id);
  }
}
