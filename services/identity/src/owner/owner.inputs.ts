import { Field, InputType } from '@nestjs/graphql';

@InputType()
export class UpdateOwnerContactInput {
  @Field({ description: 'Any common format; stored as E.164 (default country MY)' })
  whatsappNumber!: string;

  @Field(() => String, { nullable: true })
  firstName?: string | null;

  @Field(() => String, { nullable: true })
  lastName?: string | null;
}
