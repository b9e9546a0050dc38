import { Args, ID, Query, Resolver } from '@nestjs/graphql';
import type { ProfitabilityMethod as Method } from '@mise/domain';
import { OutletScoped } from '@mise/platform';
import {
  MenuItemStatsModel,
  MenuTrendModel,
  ProfitabilityMethod,
  ProfitabilityModel,
  SalesOverviewModel,
} from './analytics.model';
import { AnalyticsService } from './analytics.service';

/** The sales fields of the overview report and /analytics (issue 25): roll-ups only. */
@OutletScoped()
@Resolver()
export class AnalyticsResolver {
  constructor(private readonly service: AnalyticsService) {}

  @Query(() => SalesOverviewModel, {
    description: 'CONFIRMED sales with sale date in [from, to) (YYYY-MM-DD, at most 1,100 days)',
  })
  salesOverview(@Args('from') from: string, @Args('to') to: string): Promise<SalesOverviewModel> {
    return this.service.overview(from, to);
  }

  @Query(() => ProfitabilityModel, {
    description: 'The Food Profitability scatter of [from, to): margin against popularity',
  })
  async menuProfitability(
    @Args('from') from: string,
    @Args('to') to: string,
    @Args('method', { type: () => ProfitabilityMethod, defaultValue: 'SPEC' }) method: Method,
  ): Promise<ProfitabilityModel> {
    return ProfitabilityModel.from(await this.service.profitability(from, to, method));
  }

  @Query(() => MenuItemStatsModel, {
    description: "A menu item's sales (all its versions) in [from, to)",
  })
  menuItemStats(
    @Args('menuId', { type: () => ID }) menuId: string,
    @Args('from') from: string,
    @Args('to') to: string,
  ): Promise<MenuItemStatsModel> {
    return this.service.menuItemStats(menuId, from, to);
  }

  @Query(() => [MenuTrendModel], {
    description: 'Per day of [from, to), what each menu item sold (at most 20 ids)',
  })
  menuTrends(
    @Args('menuIds', { type: () => [ID] }) menuIds: string[],
    @Args('from') from: string,
    @Args('to') to: string,
  ): Promise<MenuTrendModel[]> {
    return this.service.menuTrends(menuIds, from, to);
  }
}
