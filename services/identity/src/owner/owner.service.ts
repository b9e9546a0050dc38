import { userInfo, hostname } from 'node:os';
import { Inject, Injectable } from '@nestjs/common';
import { IdentitySubjects, type OwnerUpdatedEvent } from '@mise/contracts';
import { IdentityMessages, normalizePhone, validateOwnerPhone, Messages } from '@mise/domain';
import {
  type Actor,
  byKeys,
  Db,
  ForbiddenError,
  isUuid,
  mayUseOutlet,
  NotFoundError,
  OutletAccess,
  requestContext,
  requestLoader,
  type Tx,
  UnauthenticatedError,
} from '@mise/platform';
import { AuditService } from '../audit/audit.service';
import type { IdentityConfig } from '../config';
import { IDENTITY_CONFIG } from '../identity.tokens';
import { assertValid } from '../shared';
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

export function ownerUpdatedEvent(o: OwnerEntity): OwnerUpdatedEvent {
  return {
    ownerId: o.id,
    subject: o.subject,
    email: o.email,
    firstName: o.firstName,
    lastName: o.lastName,
    whatsappNumber: o.whatsappNumber,
    isAdmin: o.isAdmin,
    revision: o.revision,
  };
}

@Injectable()
export class OwnerService {
  constructor(
    private readonly db: Db,
    private readonly audit: AuditService,
    private readonly access: OutletAccess,
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
  ) {}

  /**
   * Registers the owner of the token, or looks it up (the spec's /users/getUserByEmail), and opens
   * a session. An owner is bound to the issuer's `sub`: looked up by it first; an owner registered
   * before subjects were kept is matched by e-mail only when the token's e-mail is verified, and
   * then bound. A token with the e-mail of an owner bound to another subject is refused.
   * ADMIN_EMAILS makes an owner admin once, at a sign-in with a verified e-mail. An unverified
   * e-mail registers nobody (it would reserve the address of its real owner).
   */
  signIn(actor: Actor): Promise<SignInResult> {
    const email = actor.email;
    if (!email) throw new UnauthenticatedError(IdentityMessages.signIn.noEmail);
    const subject = actor.subject;
    if (!subject) throw new UnauthenticatedError(IdentityMessages.signIn.noSubject);
    const verified = actor.emailVerified;
    return this.db.unscoped(async (tx) => {
      const repo = tx.manager.getRepository(OwnerEntity);
      const locked = (where: { subject: string } | { email: string }) =>
        repo.findOne({ where, lock: { mode: 'pessimistic_write' } });

      let created = false;
      let changed = false;
      let owner = await locked({ subject });
      if (!owner) {
        const byEmail = await locked({ email });
        if (byEmail) {
          // Registered before subjects were kept: the verified e-mail proves it is them.
          if (byEmail.subject !== null || !verified) {
            throw new ForbiddenError(IdentityMessages.signIn.emailTaken);
          }
          byEmail.subject = subject;
          owner = byEmail;
          changed = true;
        } else {
          // An address the issuer has not verified is not theirs to take.
          if (!verified) throw new ForbiddenError(IdentityMessages.signIn.emailUnverified);
          // ON CONFLICT DO NOTHING: two first sign-ins at once register one owner.
          const inserted = await repo
            .createQueryBuilder()
            .insert()
            .values({ email, subject, ...splitName(actor.name) })
            .orIgnore()
            .returning(['id'])
            .execute();
          created = (inserted.raw as unknown[]).length > 0;
          owner = await locked({ subject });
          // Nothing inserted and not ours: the e-mail was registered meanwhile by someone else.
          if (!owner) throw new ForbiddenError(IdentityMessages.signIn.emailTaken);
        }
      }

      const now = new Date();
      if (
        verified &&
        !owner.adminFlagSettledAt &&
        owner.email === email &&
        this.config.adminEmails.includes(email)
      ) {
        owner.adminFlagSettledAt = now;
        if (!owner.isAdmin) {
          owner.isAdmin = true;
          changed = true;
          await this.audit.record(tx, {
            source: 'config',
            action: 'grantAdmin',
            targetKind: 'owner',
            targetId: owner.id,
            details: { email: owner.email, reason: 'ADMIN_EMAILS' },
          });
        }
      }
      if (changed && !created) owner.revision += 1;
      owner.lastActiveAt = now;
      await repo.update(owner.id, {
        subject: owner.subject,
        isAdmin: owner.isAdmin,
        adminFlagSettledAt: owner.adminFlagSettledAt,
        revision: owner.revision,
        lastActiveAt: owner.lastActiveAt,
      });
      const session = await tx.manager
        .getRepository(SessionEntity)
        .save({ ownerId: owner.id } as SessionEntity);
      if (created) {
        await tx.emit(IdentitySubjects.ownerRegistered, {
          ownerId: owner.id,
          subject: owner.subject,
          email: owner.email,
          firstName: owner.firstName,
          lastName: owner.lastName,
          isAdmin: owner.isAdmin,
          revision: owner.revision,
        });
      } else if (changed) {
        await tx.emit(IdentitySubjects.ownerUpdated, ownerUpdatedEvent(owner));
      }
      return { owner, sessionId: session.id };
    });
  }

  async get(ownerId: string): Promise<OwnerEntity> {
    const owner = await this.loadByIds().load(ownerId);
    if (!owner) throw new NotFoundError(Messages.common.ownerNotFound);
    return owner;
  }

  /**
   * Batched per request: `me`, Owner references (federation) and Outlet.owner. One statement on
   * a tenant root, so no transaction.
   */
  private loadByIds() {
    return requestLoader(requestContext(), 'owners-by-id', (ids) =>
      this.db.unscopedRead(async (tx) => {
        const rows = await tx.manager
          .getRepository(OwnerEntity)
          .createQueryBuilder('o')
          .where('o.id = ANY(:ids)', { ids: ids.filter(isUuid) })
          .getMany();
        return byKeys(ids, rows, (r) => r.id);
      }),
    );
  }

  /**
   * A federation reference: the owner themself, or anyone for an admin. The account is the root
   * of the owner's outlets, so it is the one access rule with the owner as the outlets' owner.
   */
  async reference(actor: Actor, ownerId: string): Promise<OwnerEntity | null> {
    if (!mayUseOutlet(actor, ownerId)) return null;
    return this.loadByIds().load(ownerId);
  }

  /** Onboarding's phone step (and the names, when the form sends them). */
  updateContact(ownerId: string, input: UpdateOwnerContactInput): Promise<OwnerEntity> {
    assertValid(validateOwnerPhone(input.whatsappNumber));
    const whatsappNumber = normalizePhone(input.whatsappNumber);
    return this.db.unscoped(async (tx) => {
      const repo = tx.manager.getRepository(OwnerEntity);
      const owner = await repo.findOneOrFail({
        where: { id: ownerId },
        lock: { mode: 'pessimistic_write' },
      });
      owner.whatsappNumber = whatsappNumber;
      if (input.firstName != null) owner.firstName = input.firstName.trim();
      if (input.lastName != null) owner.lastName = input.lastName.trim();
      owner.revision += 1;
      const { firstName, lastName, revision } = owner;
      await repo.update(owner.id, { whatsappNumber, firstName, lastName, revision });
      await tx.emit(IdentitySubjects.ownerUpdated, ownerUpdatedEvent(owner));
      return owner;
    });
  }

  /** Admin switch / outlet picker: an own outlet, or any outlet for an admin (the one rule). */
  async setCurrentOutlet(actor: Actor, ownerId: string, outletId: string): Promise<OwnerEntity> {
    if (!(await this.access.mayUse(actor, outletId)))
      throw new NotFoundError(Messages.common.outletNotFound);
    return this.db.unscoped(async (tx) => {
      const repo = tx.manager.getRepository(OwnerEntity);
      await repo.update(ownerId, { currentOutletId: outletId });
      return repo.findOneByOrFail({ id: ownerId });
    });
  }

  /**
   * `npm run admin -- grant|revoke <email>`: the operator's way to change the admin flag (there
   * is no API for it). It settles the flag: ADMIN_EMAILS no longer changes it at sign-in, so a
   * revoke sticks. Audited. Answers the owner after the change, or null when no owner has that
   * e-mail.
   */
  setAdminFlag(email: string, isAdmin: boolean): Promise<OwnerEntity | null> {
    return this.db.unscoped(async (tx: Tx) => {
      const repo = tx.manager.getRepository(OwnerEntity);
      const owner = await repo.findOne({
        where: { email: email.trim().toLowerCase() },
        lock: { mode: 'pessimistic_write' },
      });
      if (!owner) return null;
      const was = owner.isAdmin;
      owner.adminFlagSettledAt = new Date();
      if (was !== isAdmin) {
        owner.isAdmin = isAdmin;
        owner.revision += 1;
      }
      await repo.update(owner.id, {
        isAdmin,
        adminFlagSettledAt: owner.adminFlagSettledAt,
        revision: owner.revision,
      });
      await this.audit.record(tx, {
        source: 'cli',
        action: isAdmin ? 'grantAdmin' : 'revokeAdmin',
        targetKind: 'owner',
        targetId: owner.id,
        details: { email: owner.email, wasAdmin: was, isAdmin, operator: operator() },
      });
      if (was !== isAdmin) await tx.emit(IdentitySubjects.ownerUpdated, ownerUpdatedEvent(owner));
      return owner;
    });
  }
}

/** Who ran the CLI: the operating-system user and host. */
function operator(): string {
  try {
    return `${userInfo().username}@${hostname()}`;
  } catch {
    return `unknown@${hostname()}`;
  }
}
