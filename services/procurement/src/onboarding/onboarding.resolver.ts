import { Query, Resolver } from '@nestjs/graphql';
import { OutletScoped } from '@mise/platform';
import { ProcurementSetupModel } from './onboarding.model';
import { OnboardingService } from './onboarding.service';

@OutletScoped()
@Resolver(() => ProcurementSetupModel)
export class OnboardingResolver {
  constructor(private readonly service: OnboardingService) {}

  @Query(() => ProcurementSetupModel, {
    description: 'Procurement onboarding: owner contact, outlet address, mail access',
  })
  async procurementSetup(): Promise<ProcurementSetupModel> {
    return ProcurementSetupModel.from(await this.service.setup());
  }

  @Query(() => Boolean, { description: "The outlet owner's MAIL connection (Integrations)" })
  mailConnected(): Promise<boolean> {
    return this.service.mailConnected();
  }
}
