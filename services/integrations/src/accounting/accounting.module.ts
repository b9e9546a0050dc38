import { Module } from '@nestjs/common';
import { ConnectionsModule } from '../connections/connections.module';
import { AccountingListener } from './accounting.listener';
import { AccountingService } from './accounting.service';
import { XeroClient } from './xero-client';

@Module({
  imports: [ConnectionsModule],
  providers: [XeroClient, AccountingService, AccountingListener],
})
export class AccountingModule {}
