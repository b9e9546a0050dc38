import { Query, Resolver } from '@nestjs/graphql';
import { OutletScoped } from '@mise/platform';
import { FinanceExampleOutletModel } from './example-outlet.model';
import { FinanceExampleOutletService } from './example-outlet.service';

/** Thin: one service call per operation. Every operation is scoped, so the class is marked. */
@OutletScoped()
@Resolver(() => FinanceExampleOutletModel)
export class FinanceExampleOutletResolver {
  constructor(private readonly service: FinanceExampleOutletService) {}

  @Query(() => FinanceExampleOutletModel, {
    description: 'The current outlet as this service knows it',
  })
  async financeExampleOutlet(): Promise<FinanceExampleOutletModel> {
    return FinanceExampleOutletModel.from(await this.service.current());
  }
}
