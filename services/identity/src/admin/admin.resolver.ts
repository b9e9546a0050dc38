import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { type Actor, AdminOnly, CurrentActor } from '@mise/platform';
import { AdminSettingModel, DeleteOutletResultModel, OutletAnalysisModel } from './admin.model';
import { AdminService } from './admin.service';

@Resolver()
export class AdminResolver {
  constructor(private readonly admin: AdminService) {}

  @Query(() => AdminSettingModel, { description: 'Any signed-in owner may read it (90-day check)' })
  adminSetting(): Promise<AdminSettingModel> {
    return this.admin.getSetting();
  }

  @AdminOnly()
  @Mutation(() => AdminSettingModel)
  setAdminSetting(
    @CurrentActor() actor: Actor,
    @Args('enable90DaysChecking') enable90DaysChecking: boolean,
  ): Promise<AdminSettingModel> {
    return this.admin.setSetting(actor, enable90DaysChecking);
  }

  @AdminOnly()
  @Query(() => OutletAnalysisModel, { description: 'Settings > Admin > Account Analysis' })
  outletAnalysis(): Promise<OutletAnalysisModel> {
    return this.admin.analysis();
  }

  @AdminOnly()
  @Mutation(() => DeleteOutletResultModel, {
    description: 'Deletes an outlet and its records; answers how many records were removed',
  })
  deleteOutlet(
    @CurrentActor() actor: Actor,
    @Args('outletId', { type: () => ID }) outletId: string,
  ): Promise<DeleteOutletResultModel> {
    return this.admin.deleteOutlet(actor, outletId);
  }
}
