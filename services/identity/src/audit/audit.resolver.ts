import { Args, Query, Resolver } from '@nestjs/graphql';
import { AdminOnly, PageArgs } from '@mise/platform';
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
    const { nodes, ...rest } = await this.audit.list(page);
    return { nodes: nodes.map(AdminAuditEntryModel.from), ...rest };
  }
}
