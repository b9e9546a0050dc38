import { Module } from '@nestjs/common';
import { OnboardingModule } from '../onboarding/onboarding.module';
import { MailListener } from './mail.listener';
import { MailLoaders } from './mail.loaders';
import { MailRequests } from './mail-requests.service';

/** Issue 24: the e-mails of POs and invoices (requests, their status from integrations). */
@Module({
  imports: [OnboardingModule],
  providers: [MailRequests, MailLoaders, MailListener],
  exports: [MailRequests, MailLoaders],
})
export class MailModule {}
