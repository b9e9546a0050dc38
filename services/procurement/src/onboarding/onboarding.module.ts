import { Module } from '@nestjs/common';
import { MailConnectionProjection } from './mail-connection.projection';
import { OnboardingListener } from './onboarding.listener';
import { OnboardingResolver } from './onboarding.resolver';
import { OnboardingService } from './onboarding.service';
import { OutletProfileProjection } from './outlet-profile.projection';
import { OwnerContactProjection } from './owner-contact.projection';

/**
 * Procurement set-up (spec 3 §2.3) and the projections behind it, which purchase orders (numbers,
 * mail) and the public pages (outlet and owner details) read too: exported.
 */
@Module({
  providers: [
    OutletProfileProjection,
    OwnerContactProjection,
    MailConnectionProjection,
    OnboardingService,
    OnboardingResolver,
    OnboardingListener,
  ],
  exports: [OutletProfileProjection, OwnerContactProjection, MailConnectionProjection],
})
export class OnboardingModule {}
