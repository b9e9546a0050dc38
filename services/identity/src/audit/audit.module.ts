import { Global, Module } from '@nestjs/common';
import { AuditResolver } from './audit.resolver';
import { AuditService } from './audit.service';

/** The admin audit log; AuditService is visible to every module that performs admin actions. */
@Global()
@Module({ providers: [AuditService, AuditResolver], exports: [AuditService] })
export class AuditModule {}
