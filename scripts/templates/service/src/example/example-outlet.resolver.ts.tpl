import { Query, Resolver } from '@nestjs/graphql';
import { OutletScoped } from '@mise/platform';
import { ExampleOutletModel } from './example-outlet.model';
import { ExampleOutletService } from './example-outlet.service';

/** Thin: one service call per operation. Every operation is scoped, so the class is marked. */
@OutletScoped()
@Resolver(() => ExampleOutletModel)
export class ExampleOutletResolver {
  constructor(private readonly service: ExampleOutletService) {}

  @Query(() => ExampleOutletModel, { description: 'The current outlet as this service knows it' })
  async exampleOutlet(): Promise<ExampleOutletModel> {
    return ExampleOutletModel.from(await this.service.current());
  }
}
