import { Injectable } from '@nestjs/common';
import { type EventOf, IdentitySubjects, IntegrationsSubjects } from '@mise/contracts';
import { EventHandler, type Tx } from '@mise/platform';
import { MailConnectionProjection } from './mail-connection.projection';
import { OutletProfileProjection } from './outlet-profile.projection';
import { OwnerContactProjection } from './owner-contact.projection';

/** Identity's and integrations' events that keep the onboarding projections: one call each. */
@Injectable()
export class OnboardingListener {
  constructor(
    private readonly profiles: OutletProfileProjection,
    private readonly contacts: OwnerContactProjection,
    private readonly mail: MailConnectionProjection,
  ) {}

  @EventHandler(IdentitySubjects.outletCreated)
  async onOutletCreated({ payload }: EventOf<'identity.outlet.created'>, tx: Tx): Promise<void> {
    if (tx.outletId === payload.outletId) await this.profiles.save(tx, payload);
  }

  @EventHandler(IdentitySubjects.outletUpdated)
  async onOutletUpdated({ payload }: EventOf<'identity.outlet.updated'>, tx: Tx): Promise<void> {
    if (tx.outletId === payload.outletId) await this.profiles.save(tx, payload);
  }

  @EventHandler(IdentitySubjects.ownerRegistered)
  async onOwnerRegistered({ payload }: EventOf<'identity.owner.registered'>, tx: Tx) {
    await this.contacts.save(tx, payload);
  }

  @EventHandler(IdentitySubjects.ownerUpdated)
  async onOwnerUpdated({ payload }: EventOf<'identity.owner.updated'>, tx: Tx): Promise<void> {
    await this.contacts.save(tx, payload);
  }

  @EventHandler(IntegrationsSubjects.connectionChanged)
  async onConnectionChanged(
    { payload }: EventOf<'integrations.connection.changed'>,
    tx: Tx,
  ): Promise<void> {
    await this.mail.save(tx, payload);
  }
}
