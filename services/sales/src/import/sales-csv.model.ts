import { Field, Int, ObjectType } from '@nestjs/graphql';

@ObjectType('SalesCsvRow', {
  description: "A CSV row as read: its values, or why it can't be imported",
})
export class SalesCsvRowModel {
  @Field(() => Int, { description: "the file's line number (the header is 1)" })
  row!: number;
  @Field() saleDate!: string;
  @Field() menuItemName!: string;
  @Field(() => Int, { nullable: true, description: 'the version sold (the highest when blank)' })
  versionNumber!: number | null;
  @Field() quantity!: string;
  @Field(() => String, { nullable: true, description: 'RM per item (the menu price when blank)' })
  salePrice!: string | null;
  @Field(() => String, { nullable: true, description: 'RM, salePrice × quantity' })
  total!: string | null;
  @Field(() => String, { nullable: true, description: '"Row N: reason"; null when good' })
  error!: string | null;
}

@ObjectType('SalesCsvPreview')
export class SalesCsvPreviewModel {
  @Field({ description: 'the kept file: pass it to importSalesCsv' })
  fileKey!: string;
  @Field(() => [SalesCsvRowModel])
  rows!: SalesCsvRowModel[];
  @Field(() => Int) errorCount!: number;
  @Field(() => Int, { description: 'sales the good rows make (one per date)' })
  sales!: number;
  @Field(() => Int, { description: 'good rows' })
  lines!: number;
  @Field({ description: 'RM, Σ of the good rows' })
  total!: string;
}

@ObjectType('SalesCsvImport')
export class SalesCsvImportModel {
  @Field(() => Int) sales!: number;
  @Field(() => Int) lines!: number;
  @Field() total!: string;
}
