import { Module } from '@nestjs/common';
import { ConnectionsModule } from '../connections/connections.module';
import { AttachmentStore } from './attachment-store';
import { GmailSender } from './gmail-sender';
import { MailListener } from './mail.listener';
import { MailService } from './mail.service';

@Module({
  imports: [ConnectionsModule],
  providers: [AttachmentStore, GmailSender, MailService, MailListener],
})
export class MailModule {}
