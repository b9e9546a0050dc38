import { Query, Resolver } from '@nestjs/graphql';
import { PlanModel, TopupModel } from './catalog.model';
import { CatalogService } from './catalog.service';

/** Reference data any signed-in owner may read. */
@Resolver()
export class CatalogResolver {
  constructor(private readonly catalog: CatalogService) {}

  @Query(() => [PlanModel], {
    description: 'Active plans by menu limit ascending (Unlimited last)',
  })
  async plans(): Promise<PlanModel[]> {
    return (await this.catalog.plans()).map((p) => PlanModel.from(p));
  }

  @Query(() => [TopupModel], { description: 'Active top-ups by credits ascending' })
  async topups(): Promise<TopupModel[]> {
    return (await this.catalog.topups()).map((t) => TopupModel.from(t));
  }
}
