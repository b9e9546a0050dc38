import { Field, InputType, Int } from '@nestjs/graphql';

@InputType()
export class CreateOutletInput {
  @Field()
  outletName!: string;

  @Field()
  outletAddress!: string;
}

@InputType()
export class DeliveryInfoInput {
  @Field(() => [String], {
    description: 'Each at most once: GRABFOOD, FOODPANDA, SHOPEEFOOD, IN_HOUSE',
  })
  deliveryTypes!: string[];

  @Field(() => [String], {
    defaultValue: [],
    description: 'Names of other delivery services; not blank, none twice',
  })
  otherDeliveryTypes!: string[];
}

@InputType()
export class TimeOfOperationInput {
  @Field({ description: 'HH:mm, 00:00 to 23:59, before toTime' })
  fromTime!: string;

  @Field({ description: 'HH:mm, 00:00 to 23:59, after fromTime' })
  toTime!: string;
}

@InputType()
export class OperatingHoursInput {
  @Field({ description: 'MONDAY ... SUNDAY, each day at most once' })
  dayOfOperation!: string;

  @Field()
  isOpen!: boolean;

  @Field(() => [TimeOfOperationInput], { defaultValue: [] })
  timesOfOperation!: TimeOfOperationInput[];
}

/** General fields of the current outlet (X-Outlet-ID). Omitted fields stay as they are. */
@InputType()
export class UpdateOutletInput {
  @Field(() => String, { nullable: true })
  outletName?: string | null;

  @Field(() => String, { nullable: true })
  outletAddress?: string | null;

  @Field(() => String, { nullable: true })
  establishmentSize?: string | null;

  @Field(() => Int, { nullable: true })
  seatsAtFullCapacity?: number | null;

  @Field(() => Int, { nullable: true })
  employeeCount?: number | null;

  @Field(() => DeliveryInfoInput, { nullable: true })
  deliveryInfo?: DeliveryInfoInput | null;

  @Field(() => [OperatingHoursInput], { nullable: true })
  operatingHours?: OperatingHoursInput[] | null;
}

/** The Settings > Profile form of the current outlet (X-Outlet-ID). */
@InputType()
export class UpdateOutletProfileInput {
  @Field()
  outletAddress!: string;

  @Field({ description: 'Any common format; stored as E.164 (default country MY)' })
  contactNumber!: string;

  @Field({ description: 'Beneficiary name' })
  name!: string;

  @Field()
  accountNumber!: string;

  @Field()
  bankName!: string;
}
