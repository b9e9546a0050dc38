import { Field, Int, ObjectType } from '@nestjs/graphql';
import { procurementSetupProgress } from '@mise/domain';

/** Procurement onboarding (spec 3 §2.3): three steps of about 33 percent each. */
@ObjectType('ProcurementSetup')
export class ProcurementSetupModel {
  @Field({ description: "The outlet's contact number (Settings, Profile) or the owner's WhatsApp" })
  ownerContact!: boolean;

  @Field({ description: "The outlet's address (Settings, Profile)" })
  outletAddress!: boolean;

  @Field({ description: "The owner's mail access (Settings, Integrations)" })
  mailConnected!: boolean;

  @Field(() => Int, { description: '0, 33, 67 or 100' })
  percent!: number;

  @Field(() => String, {
    nullable: true,
    description: 'The text of the first unfinished step; null when done',
  })
  nextStep!: string | null;

  static from(done: {
    ownerContact: boolean;
    outletAddress: boolean;
    mailConnected: boolean;
  }): ProcurementSetupModel {
    return { ...done, ...procurementSetupProgress(done) };
  }
}
