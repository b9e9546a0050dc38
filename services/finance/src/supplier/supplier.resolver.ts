import { Args, Parent, ResolveField, Resolver, ResolveReference } from '@nestjs/graphql';
import { toConnection } from '@mise/platform';
import { ExpenseConnectionModel, ExpenseModel } from '../expense/expense.model';
import { SupplierExpensesArgs, SupplierModel } from './supplier.model';
import { SupplierLoaders } from './supplier.loaders';

/** procurement's Supplier with its Past Purchases; references see no guard: the loader checks. */
@Resolver(() => SupplierModel)
export class SupplierResolver {
  constructor(private readonly loaders: SupplierLoaders) {}

  @ResolveReference()
  resolveReference(ref: { id: string; outletId: string }): Promise<SupplierModel | null> {
    return this.loaders.reference(ref);
  }

  @ResolveField(() => ExpenseConnectionModel, {
    description:
      'Past Purchases: every expense but DELETED naming the supplier, newest first; search over item and ingredient names',
  })
  async expenses(
    @Parent() supplier: SupplierModel,
    @Args() args: SupplierExpensesArgs,
  ): Promise<ExpenseConnectionModel> {
    const { rows, total } = await this.loaders.expenses(supplier, args.search, args);
    return toConnection(
      rows.map((r) => ExpenseModel.from(r)),
      total,
      args,
    );
  }
}
