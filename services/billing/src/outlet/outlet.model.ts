import { Directive, Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { OutletSubscriptionModel } from '../subscription/subscription.model';

/** Identity's outlet; billing adds its credits and current subscription (flows.md §4.15). */
@ObjectType('Outlet')
@Directive('@key(fields: "id")')
export class OutletBillingModel {
  @Field(() => ID)
  id!: string;

  @Field(() => Int, { description: 'Credits to spend: Σ ledger entries - Σ held reservations' })
  credits!: number;

  @Field(() => OutletSubscriptionModel, {
    nullable: true,
    description: 'The subscription shown in Settings; null when the outlet never bought a plan',
  })
  currentSubscription!: OutletSubscriptionModel | null;
}
