import { Directive, Field, ID, ObjectType } from '@nestjs/graphql';

/**
 * The overview's "Get started" checklist of an outlet. Identity owns only the key: each step is a
 * field added by the service that owns its records (catalogue: a menu item, inventory: a recipe
 * ingredient, finance: an expense, sales: a sale), so a step is done only when its owner says so.
 */
@ObjectType('OutletProgress', {
  description:
    'Get-started checklist of an outlet; each step is a field of the service that owns it',
})
@Directive('@key(fields: "outletId")')
export class OutletProgressModel {
  @Field(() => ID)
  outletId!: string;
}
