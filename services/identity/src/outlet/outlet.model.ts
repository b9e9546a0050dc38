import { Directive, Field, ID, Int, ObjectType } from '@nestjs/graphql';
import type { OutletEntity } from './outlet.entity';

@ObjectType('PaymentDetails')
export class PaymentDetailsModel {
  @Field(() => String, { nullable: true, description: 'Beneficiary name' })
  name!: string | null;

  @Field(() => String, { nullable: true })
  accountNumber!: string | null;

  @Field(() => String, { nullable: true })
  bank!: string | null;
}

@ObjectType('DeliveryInfo')
export class DeliveryInfoModel {
  @Field(() => [String])
  deliveryTypes!: string[];

  @Field(() => [String])
  otherDeliveryTypes!: string[];
}

@ObjectType('TimeOfOperation')
export class TimeOfOperationModel {
  @Field()
  fromTime!: string;

  @Field()
  toTime!: string;
}

@ObjectType('OperatingHours')
export class OperatingHoursModel {
  @Field()
  dayOfOperation!: string;

  @Field()
  isOpen!: boolean;

  @Field(() => [TimeOfOperationModel])
  timesOfOperation!: TimeOfOperationModel[];
}

/** An outlet. `billings` and `owner` are resolved by OutletResolver through per-request loaders. */
@ObjectType('Outlet')
@Directive('@key(fields: "id")')
export class OutletModel {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  ownerId!: string;

  @Field()
  outletName!: string;

  @Field()
  outletAddress!: string;

  @Field({ description: 'Sequential, 6 digits or more: "100001"' })
  outletNumber!: string;

  @Field({ description: 'Random and unguessable; used in public ordering links' })
  maskedOutletNumber!: string;

  @Field(() => String, { nullable: true })
  establishmentSize!: string | null;

  @Field(() => Int, { nullable: true })
  seatsAtFullCapacity!: number | null;

  @Field(() => Int, { nullable: true })
  employeeCount!: number | null;

  @Field(() => String, { nullable: true, description: 'E.164' })
  contactNumber!: string | null;

  @Field(() => DeliveryInfoModel, { nullable: true })
  deliveryInfo!: DeliveryInfoModel | null;

  @Field(() => [OperatingHoursModel], { nullable: true })
  operatingHours!: OperatingHoursModel[] | null;

  @Field(() => PaymentDetailsModel)
  paymentDetails!: PaymentDetailsModel;

  @Field()
  createdAt!: Date;

  static from(this: void, row: OutletEntity): OutletModel {
    return Object.assign(new OutletModel(), {
      id: row.id,
      ownerId: row.ownerId,
      outletName: row.outletName,
      outletAddress: row.outletAddress,
      outletNumber: String(row.outletNumber),
      maskedOutletNumber: row.maskedOutletNumber,
      establishmentSize: row.establishmentSize,
      seatsAtFullCapacity: row.seatsAtFullCapacity,
      employeeCount: row.employeeCount,
      contactNumber: row.contactNumber,
      deliveryInfo: row.deliveryInfo,
      operatingHours: row.operatingHours,
      paymentDetails: {
        name: row.paymentName,
        accountNumber: row.paymentAccountNumber,
        bank: row.paymentBank,
      },
      createdAt: row.createdAt,
    });
  }
}
