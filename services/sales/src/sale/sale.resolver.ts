import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { type ConnectionShape, mapConnection, OutletScoped, PageArgs } from '@mise/platform';
import type { SaleRows } from './sale.entity';
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
  async sale(@Args('id', { type: () => ID }) id: string): Promise<SaleModel> {
    return SaleModel.from(await this.service.get(id));
  }

  @Query(() => SaleConnectionModel, {
    description:
      'APP sales with sale date in [from, to), newest first, with items and billing lines',
  })
  async appSales(
    @Args('from') from: string,
    @Args('to') to: string,
    @Args() page: PageArgs,
  ): Promise<SaleConnectionModel> {
    return salePage(await this.service.list(['APP'], from, to, page));
  }

  @Query(() => SaleConnectionModel, {
    description:
      'INVOICE sales with sale date from `from` to `to` inclusive, with items and misc lines',
  })
  async invoiceSales(
    @Args('from') from: string,
    @Args('to') to: string,
    @Args() page: PageArgs,
  ): Promise<SaleConnectionModel> {
    return salePage(await this.service.list(['INVOICE'], from, to, page, true));
  }

  @Query(() => SaleConnectionModel, {
    description:
      'POS sales (from the point of sale, read-only) with sale date in [from, to), newest first',
  })
  async posSales(
    @Args('from') from: string,
    @Args('to') to: string,
    @Args() page: PageArgs,
  ): Promise<SaleConnectionModel> {
    return salePage(await this.service.list(['POS'], from, to, page));
  }

  @Query(() => SaleConnectionModel, {
    description: 'Every sale (any source) with sale date in [from, to), newest first',
  })
  async sales(
    @Args('from') from: string,
    @Args('to') to: string,
    @Args() page: PageArgs,
  ): Promise<SaleConnectionModel> {
    return salePage(
      await this.service.list(['APP', 'CSV', 'INVOICE', 'MANUAL', 'POS'], from, to, page),
    );
  }

  @Query(() => SaleConnectionModel, {
    description: 'MANUAL and CSV sales with sale date in [from, to), newest first',
  })
  async manualSales(
    @Args('from') from: string,
    @Args('to') to: string,
    @Args() page: PageArgs,
  ): Promise<SaleConnectionModel> {
    return salePage(await this.service.list(['MANUAL', 'CSV'], from, to, page));
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
  async createSale(@Args('input') input: SaleInput): Promise<SaleModel> {
    return SaleModel.from(await this.service.create(input));
  }

  @Mutation(() => SaleModel, { description: "Replaces a MANUAL sale's date and lines" })
  async updateSale(
    @Args('id', { type: () => ID }) id: string,
    @Args('input') input: SaleInput,
  ): Promise<SaleModel> {
    return SaleModel.from(await this.service.update(id, input));
  }

  @Mutation(() => Boolean)
  deleteSale(@Args('id', { type: () => ID }) id: string): Promise<boolean> {
    return this.service.delete(id);
  }
}

/** A page of sales as the GraphQL connection. */
function salePage(page: ConnectionShape<SaleRows>): SaleConnectionModel {
  return mapConnection(page, (r) => SaleModel.from(r));
}
