import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { IdArg, mapConnection, OutletScoped } from '@mise/platform';
import {
  CountStockInput,
  RecordOpeningStockInput,
  StockEntriesArgs,
  StockEntryConnectionModel,
  StockEntryModel,
} from './stock-entry.model';
import { StockEntryService } from './stock-entry.service';

@OutletScoped()
@Resolver(() => StockEntryModel)
export class StockEntryResolver {
  constructor(private readonly service: StockEntryService) {}

  @Query(() => StockEntryConnectionModel, {
    description: 'Opening stock and stock count lines dated in [from, to), newest first',
  })
  async stockEntries(@Args() args: StockEntriesArgs): Promise<StockEntryConnectionModel> {
    return mapConnection(
      await this.service.list({ kind: args.kind, from: args.from, to: args.to }, args),
      (v) => StockEntryModel.from(v),
    );
  }

  @Mutation(() => StockEntryModel, {
    description: 'Stock brought in at its unit cost (averaged in as a purchase)',
  })
  async recordOpeningStock(
    @Args('input') input: RecordOpeningStockInput,
  ): Promise<StockEntryModel> {
    return StockEntryModel.from(await this.service.recordOpening(input));
  }

  @Mutation(() => [StockEntryModel], {
    description:
      'Per line, books counted − on hand at the end of the date at the running average (0: nothing)',
  })
  async countStock(@Args('input') input: CountStockInput): Promise<StockEntryModel[]> {
    return (await this.service.count(input)).map((v) => StockEntryModel.from(v));
  }

  @Mutation(() => Boolean, { description: 'Reverses its ledger row' })
  deleteStockEntry(@IdArg() id: string): Promise<boolean> {
    return this.service.delete(id);
  }
}
