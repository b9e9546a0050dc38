import { Inject, Injectable } from '@nestjs/common';
import { IdentitySubjects, type OwnerUpdatedEvent } from '@mise/contracts';
import { normalizePhone, validateOwnerPhone } from '@mise/domain';
import {
  type Actor,
  byKeys,
  Db,
  NotFoundError,
  requestContext,
  requestLoader,
  requireOwnerId,
  UnauthenticatedError,
} from '@mise/platform';
import type { IdentityConfig } from '../config';
import { IDENTITY_CONFIG } from '../identity.tokens';
import { assertValid, isUuid } from '../shared';
import { OutletEntity } from '../outlet/outlet.entity';
import { OwnerEntity } from './owner.entity';
import type { UpdateOwnerContactInput } from './owner.inputs';
import { SessionEntity } from './session.entity';

export interface SignInResult {
  owner: OwnerEntity;
  sessionId: string;
}

/** "Ana Lim Mei" -> first "Ana", last "Lim Mei". */
export function splitName(name: string | null): { firstName: string; lastName: string } {
  const parts = (name ?? '').trim().split(/\s+/).filter(Boolean);
  return { firstName: parts[0] ?? '', lastName: parts.slice(1).join(' ') };
}

function ownerUpdatedEvent(o: OwnerEntity): OwnerUpdatedEvent {
  return {
    ownerId: o.id,
    email: o.email,
    firstName: o.firstName,
    lastName: o.lastName,
    whatsappNumber: o.whatsappNumber,
    isAdmin: o.isAdmin,
  };
}

@Injectable()
export class OwnerService {
  constructor(
    private readonly db: Db,
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
  ) {}

  /**
   * Registers the owner of the token's e-mail, or looks it up (the spec's /users/getUserByEmail),
   * and opens a session. E-mails in ADMIN_EMAILS become admins here.
   */
  signIn(actor: Actor): Promise<SignInResult> {
    const email = actor.email.trim().toLowerCase();
    if (!email) throw new UnauthenticatedError('The token carries no e-mail address');
    const makeAdmin = this.config.adminEmails.includes(email);
    return this.db.transaction(
      async (tx) => {
        const repo = tx.manager.getRepository(OwnerEntity);
        // ON CONFLICT DO NOTHING: two first sign-ins at once register one owner.
        const inserted = await repo
          .createQueryBuilder()
          .insert()
          .values({ email, ...splitName(actor.name), isAdmin: makeAdmin })
          .orIgnore()
          .returning(['id'])
          .execute();
        const created = (inserted.raw as unknown[]).length > 0;
        const owner = await repo.findOneByOrFail({ email });
        const grant = !created && makeAdmin && !owner.isAdmin;
        owner.isAdmin ||= makeAdmin;
        owner.lastActiveAt = new Date();
        await repo.update(owner.id, { isAdmin: owner.isAdmin, lastActiveAt: owner.lastActiveAt });
        const session = await tx.manager
          .getRepository(SessionEntity)
          .save({ ownerId: owner.id } as SessionEntity);
        if (created) {
          await tx.emit(IdentitySubjects.ownerRegistered, {
            ownerId: owner.id,
            email: owner.email,
            firstName: owner.firstName,
            lastName: owner.lastName,
            isAdmin: owner.isAdmin,
          });
        } else if (grant) {
          await tx.emit(IdentitySubjects.ownerUpdated, ownerUpdatedEvent(owner));
        }
        return { owner, sessionId: session.id };
      },
      { outletId: null },
    );
  }

  async get(ownerId: string): Promise<OwnerEntity> {
    const owner = await this.loadByIds().load(ownerId);
    if (!owner) throw new NotFoundError('Owner not found');
    return owner;
  }

  /** Batched per request: Owner references (federation) and Outlet.owner. */
  private loadByIds() {
    return requestLoader(requestContext(), 'owners-by-id', (ids) =>
      this.db.transaction(async (tx) => {
        const rows = await tx.manager
          .getRepository(OwnerEntity)
          .createQueryBuilder('o')
          .where('o.id = ANY(:ids)', { ids: ids.filter(isUuid) })
          .getMany();
        return byKeys(ids, rows, (r) => r.id);
      }),
    );
  }

  /** A federation reference: the owner themself, or anyone for an admin. */
  async reference(actor: Actor | undefined, ownerId: string): Promise<OwnerEntity | null> {
    if (!actor || (actor.ownerId !== ownerId && !actor.isAdmin)) return null;
    return this.loadByIds().load(ownerId);
  }

  /** Onboarding's phone step (and the names, when the form sends them). */
  updateContact(ownerId: string, input: UpdateOwnerContactInput): Promise<OwnerEntity> {
    assertValid(validateOwnerPhone(input.whatsappNumber));
    const whatsappNumber = normalizePhone(input.whatsappNumber);
    return this.db.transaction(async (tx) => {
      const repo = tx.manager.getRepository(OwnerEntity);
      const owner = await repo.findOneByOrFail({ id: ownerId });
      owner.whatsappNumber = whatsappNumber;
      if (input.firstName != null) owner.firstName = input.firstName.trim();
      if (input.lastName != null) owner.lastName = input.lastName.trim();
      const { firstName, lastName } = owner;
      await repo.update(owner.id, { whatsappNumber, firstName, lastName });
      await tx.emit(IdentitySubjects.ownerUpdated, ownerUpdatedEvent(owner));
      return owner;
    });
  }

  /** Admin switch / outlet picker: an own outlet, or any outlet for an admin. */
  setCurrentOutlet(actor: Actor, outletId: string): Promise<OwnerEntity> {
    const ownerId = requireOwnerId(actor);
    return this.db.transaction(async (tx) => {
      const outlet = isUuid(outletId)
        ? await tx.manager.getRepository(OutletEntity).findOneBy({ id: outletId })
        : null;
      if (!outlet || (outlet.ownerId !== ownerId && !actor.isAdmin)) {
        throw new NotFoundError('Outlet not found');
      }
      const repo = tx.manager.getRepository(OwnerEntity);
      await repo.update(ownerId, { currentOutletId: outlet.id });
      return repo.findOneByOrFail({ id: ownerId });
    });
  }

  /**
   * `npm run admin -- grant|revoke <email>`: the only way besides ADMIN_EMAILS to change the
   * admin flag. Answers the owner after the change, or null when no owner has that e-mail.
   */
  setAdminFlag(email: string, isAdmin: boolean): Promise<OwnerEntity | null> {
    return this.db.transaction(
      async (tx) => {
        const repo = tx.manager.getRepository(OwnerEntity);
        const owner = await repo.findOneBy({ email: email.trim().toLowerCase() });
        if (!owner) return null;
        if (owner.isAdmin !== isAdmin) {
          owner.isAdmin = isAdmin;
          await repo.update(owner.id, { isAdmin });
          await tx.emit(IdentitySubjects.ownerUpdated, ownerUpdatedEvent(owner));
        }
        return owner;
      },
      { outletId: null },
    );
  }
}
