import { Args, Query, Resolver } from '@nestjs/graphql';
import { AdminOnly, PageArgs, mapConnection } from '@mise/platform';
import { AdminAuditConnectionModel, AdminAuditEntryModel } from './audit.model';
import { AuditService } from './audit.service';

@Resolver()
export class AuditResolver {
  constructor(private readonly audit: AuditService) {}

  @AdminOnly()
  @Query(() => AdminAuditConnectionModel, {
    description: 'Admin: the audit log of admin actions, newest first',
  })
  async adminAudit(@Args() page: PageArgs): Promise<AdminAuditConnectionModel> {
    return mapConnection(await this.audit.list(page), AdminAuditEntryModel.from);
  }
}
