import { Field, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { roundMoney } from '@mise/domain';
import type { ExtractionJobEntity } from './extraction.entity';

export enum ExtractionState {
  QUEUED = 'QUEUED',
  RUNNING = 'RUNNING',
  DONE = 'DONE',
  FAILED = 'FAILED',
}
export enum ItemMatch {
  EXACT = 'EXACT',
  LEARNED = 'LEARNED',
  FUZZY = 'FUZZY',
  NONE = 'NONE',
}
registerEnumType(ExtractionState, { name: 'ExtractionState' });
registerEnumType(ItemMatch, { name: 'ItemMatch' });

/** The latest run of automated reading over an expense's files (issue 22). */
@ObjectType('ExpenseExtraction')
export class ExpenseExtractionModel {
  @Field(() => ID)
  id!: string;

  @Field(() => ExtractionState)
  state!: ExtractionState;

  @Field(() => Int)
  filesTotal!: number;

  @Field(() => Int)
  filesDone!: number;

  @Field(() => Int)
  pagesDone!: number;

  @Field(() => Int, { description: 'Credits billing granted for this run (0 when free)' })
  creditsGranted!: number;

  @Field(() => Int)
  linesRead!: number;

  @Field(() => Int)
  linesKept!: number;

  @Field(() => Int)
  creditsCharged!: number;

  @Field(() => [String], { description: 'Per file: E_INVOICE | EMBEDDED_XML | PDF_TEXT | OCR' })
  sources!: string[];

  @Field()
  embeddedInvoice!: boolean;

  @Field(() => String, { nullable: true })
  proposedSupplierName!: string | null;

  @Field({ description: 'The proposed name is an existing supplier of the outlet' })
  supplierMatched!: boolean;

  @Field(() => String, { nullable: true })
  proposedNumber!: string | null;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD' })
  proposedDate!: string | null;

  @Field(() => String, { nullable: true })
  proposedTotal!: string | null;

  @Field(() => [String], { description: 'Document-level reasons (totals do not add up, …)' })
  review!: string[];

  @Field({ description: 'ISO instant' })
  startedAt!: string;

  @Field(() => String, { nullable: true, description: 'ISO instant' })
  finishedAt!: string | null;

  static from(row: ExtractionJobEntity): ExpenseExtractionModel {
    return {
      id: row.id,
      state: row.state as ExtractionState,
      filesTotal: row.filesTotal,
      filesDone: row.filesDone,
      pagesDone: row.pagesDone,
      creditsGranted: row.granted,
      linesRead: row.linesRead,
      linesKept: row.linesKept,
      creditsCharged: row.creditsCharged,
      sources: row.sources ?? [],
      embeddedInvoice: row.embeddedInvoice,
      proposedSupplierName: row.proposedSupplierName,
      supplierMatched: row.supplierMatched,
      proposedNumber: row.proposedNumber,
      proposedDate: row.proposedDate,
      proposedTotal: row.proposedTotal === null ? null : roundMoney(row.proposedTotal),
      review: row.review ?? [],
      startedAt: new Date(row.startedAt).toISOString(),
      finishedAt: row.finishedAt ? new Date(row.finishedAt).toISOString() : null,
    };
  }
}
