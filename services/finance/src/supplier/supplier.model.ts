import { ArgsType, Directive, Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { PageArgs } from '@mise/platform';

/**
 * procurement's supplier as finance extends it (both declare the key): its Past Purchases
 * (spec 3 §2.4, flows.md §4.15).
 */
@ObjectType('Supplier')
@Directive('@key(fields: "id outletId")')
export class SupplierModel {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  outletId!: string;
}

@ArgsType()
export class SupplierExpensesArgs extends PageArgs {
  @Field(() => String, {
    nullable: true,
    description: 'Case-insensitive "contains" over the lines\' item and ingredient names',
  })
  search?: string | null;

  @Field(() => Int, { defaultValue: 20 })
  override limit: number = 20;
}

/**
 * Never printed (abstract): its field registers `Supplier` with Nest's schema builder, which
 * otherwise prints only types a root field reaches (finance resolves Supplier by reference only).
 */
@ObjectType({ isAbstract: true })
export abstract class SupplierReach {
  @Field(() => SupplierModel)
  supplier!: SupplierModel;
}
