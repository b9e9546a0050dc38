import { ActivityStatus } from '@mise/contracts';
import { Field, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import type { AnalysisCountField } from './outlet-analysis';

registerEnumType(ActivityStatus, {
  name: 'ActivityStatus',
  description:
    'ACTIVE: business in the last 30 days; INACTIVE: in 90; UNUSED: none recent; EMPTY: no records',
});

@ObjectType('AdminSetting')
export class AdminSettingModel {
  @Field({ description: 'Blocks back-dated entries and edits older than 91 days (default on)' })
  enable90DaysChecking!: boolean;
}

@ObjectType('DeleteOutletResult')
export class DeleteOutletResultModel {
  @Field()
  success!: boolean;

  @Field(() => Int, { description: 'Identity rows removed plus what the other services reported' })
  totalRecordsDeleted!: number;
}

/**
 * Per-outlet record counts, 0 until the owning service answers the analysis-counts request. One
 * field per name of ANALYSIS_COUNTS (@mise/contracts): a name without its field does not compile.
 */
@ObjectType('AnalysisCounts')
export class AnalysisCountsModel implements Record<AnalysisCountField, number> {
  @Field(() => Int) menuItem!: number;
  @Field(() => Int) sales!: number;
  @Field(() => Int) expense!: number;
  @Field(() => Int) ingredient!: number;
  @Field(() => Int) inventory!: number;
  @Field(() => Int) batchItem!: number;
  @Field(() => Int) supplier!: number;
  @Field(() => Int) client!: number;
  @Field(() => Int) variant!: number;
  @Field(() => Int) purchaseOrder!: number;
  @Field(() => Int) invoice!: number;
  @Field(() => Int) appOrder!: number;
}

@ObjectType('OutletAnalysisRow')
export class OutletAnalysisRowModel {
  @Field(() => ID) outletId!: string;
  @Field() outletName!: string;
  @Field() outletAddress!: string;
  @Field() outletCreatedAt!: Date;
  @Field(() => ID) ownerId!: string;
  @Field() ownerFirstName!: string;
  @Field() ownerLastName!: string;
  @Field() ownerEmail!: string;
  @Field(() => String, { nullable: true }) companyName!: string | null;
  @Field() ownerIsAdmin!: boolean;
  @Field(() => AnalysisCountsModel) counts!: AnalysisCountsModel;
  @Field(() => Date, { nullable: true, description: "The owner's last sign-in" })
  lastActiveDate!: Date | null;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD of the latest business record' })
  lastBusinessDate!: string | null;
  @Field(() => String, { nullable: true }) lastBusinessModule!: string | null;
  @Field(() => String, { nullable: true }) subscriptionStatus!: string | null;
  @Field(() => String, { nullable: true }) subscriptionPlan!: string | null;
  @Field(() => ActivityStatus) activityStatus!: ActivityStatus;
}

@ObjectType('AnalysisSummary')
export class AnalysisSummaryModel {
  @Field(() => Int) total!: number;
  @Field(() => Int) active!: number;
  @Field(() => Int) inactive!: number;
  @Field(() => Int) unused!: number;
  @Field(() => Int) empty!: number;
}

/** Settings > Admin > Account Analysis: one row per outlet and the summary cards. */
@ObjectType('OutletAnalysis')
export class OutletAnalysisModel {
  @Field(() => [OutletAnalysisRowModel]) rows!: OutletAnalysisRowModel[];
  @Field(() => AnalysisSummaryModel) summary!: AnalysisSummaryModel;
}
