import { Injectable } from '@nestjs/common';
import { Db } from '@mise/platform';
import { MailConnectionProjection } from './mail-connection.projection';
import { OutletProfileProjection } from './outlet-profile.projection';
import { OwnerContactProjection } from './owner-contact.projection';

/** Procurement onboarding's steps, read from the projections of identity and integrations. */
@Injectable()
export class OnboardingService {
  constructor(
    private readonly db: Db,
    private readonly profiles: OutletProfileProjection,
    private readonly contacts: OwnerContactProjection,
    private readonly mail: MailConnectionProjection,
  ) {}

  setup(): Promise<{
    ownerContact: boolean;
    outletAddress: boolean;
    mailConnected: boolean;
  }> {
    return this.db.outlet(async (tx) => {
      const profile = await this.profiles.current(tx);
      const owner = await this.contacts.ofOutletOwner(tx);
      return {
        ownerContact: !!(profile?.contactNumber?.trim() || owner?.whatsappNumber?.trim()),
        outletAddress: !!profile?.outletAddress?.trim(),
        mailConnected: await this.mail.connected(tx),
      };
    });
  }

  mailConnected(): Promise<boolean> {
    return this.db.outlet((tx) => this.mail.connected(tx));
  }
}
