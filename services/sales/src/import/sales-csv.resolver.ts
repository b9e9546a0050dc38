import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { salesCsvTemplate } from '@mise/domain';
import { OutletScoped, UploadFileInput, UploadTicket } from '@mise/platform';
import { SalesCsvImportModel, SalesCsvPreviewModel } from './sales-csv.model';
import { SalesCsvService } from './sales-csv.service';

@OutletScoped()
@Resolver()
export class SalesCsvResolver {
  constructor(private readonly service: SalesCsvService) {}

  @Query(() => String, {
    description: 'The CSV template: the header line and one example row',
  })
  salesCsvTemplate(): string {
    return salesCsvTemplate();
  }

  @Mutation(() => UploadTicket, {
    description: 'A presigned PUT for a sales CSV (UTF-8, at most 5 MB); then previewSalesCsv',
  })
  requestSalesCsvUpload(@Args('file') file: UploadFileInput): Promise<UploadTicket> {
    return this.service.requestUpload(file);
  }

  @Mutation(() => SalesCsvPreviewModel, {
    description: 'Every row with its values or its reason, and the totals; writes no sale',
  })
  previewSalesCsv(@Args('fileKey') fileKey: string): Promise<SalesCsvPreviewModel> {
    return this.service.preview(fileKey);
  }

  @Mutation(() => SalesCsvImportModel, {
    description: 'One CSV sale per date, all or nothing (any bad row: BAD_USER_INPUT listing them)',
  })
  importSalesCsv(@Args('fileKey') fileKey: string): Promise<SalesCsvImportModel> {
    return this.service.import(fileKey);
  }
}
