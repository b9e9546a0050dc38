import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module';
import { OnboardingModule } from '../onboarding/onboarding.module';
import { PublicModule } from '../public/public.module';
import { ClientInvoicesResolver } from './client-invoices.resolver';
import { InvoiceListener } from './invoice.listener';
import { InvoiceLoaders } from './invoice.loaders';
import { InvoiceResolver } from './invoice.resolver';
import { InvoiceService } from './invoice.service';
import { InvoiceUploadsService } from './invoice-uploads.service';
import { MenuItemProjection } from './menu-item.projection';

/** Client invoices (issue 23): the owner's operations, the menu item projection, sale links. */
@Module({
  imports: [OnboardingModule, PublicModule, MailModule],
  providers: [
    InvoiceService,
    InvoiceUploadsService,
    InvoiceLoaders,
    InvoiceResolver,
    ClientInvoicesResolver,
    InvoiceListener,
    MenuItemProjection,
  ],
  exports: [InvoiceService],
})
export class InvoiceModule {}
