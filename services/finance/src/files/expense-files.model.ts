import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import type { ExpenseUploadEntity } from '../expense/expense.entity';

@ObjectType('ExpenseFile', { description: 'A file of an expense (PDF, JPEG, PNG)' })
export class ExpenseFileModel {
  @Field(() => ID)
  id!: string;

  @Field({ description: 'The name the browser gave' })
  fileName!: string;

  @Field({ description: 'The type its bytes showed on attach' })
  contentType!: string;

  @Field(() => Int, { description: 'Bytes' })
  size!: number;

  @Field({ description: 'ISO instant' })
  uploadedAt!: string;

  @Field({ description: 'Presigned GET, valid 5 minutes' })
  url!: string;

  static from(row: ExpenseUploadEntity, url: string): ExpenseFileModel {
    return {
      id: row.id,
      fileName: row.fileName,
      contentType: row.contentType,
      size: row.size,
      uploadedAt: new Date(row.uploadedAt).toISOString(),
      url,
    };
  }
}
