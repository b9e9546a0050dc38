import { Inject, Injectable } from '@nestjs/common';
import { IdentitySubjects, type OutletUpdatedEvent } from '@mise/contracts';
import {
  IdentityMessages,
  Messages,
  normalizePhone,
  validateOutletInput,
  validateProfileInput,
} from '@mise/domain';
import {
  type Actor,
  BadInputError,
  type ConnectionShape,
  Db,
  groupsByKeys,
  isUuid,
  mayUseOutlet,
  NotFoundError,
  type PageArgs,
  requestContext,
  requestLoader,
  toConnection,
  type Tx,
} from '@mise/platform';
import type { IdentityConfig } from '../config';
import { IDENTITY_CONFIG } from '../identity.tokens';
import { OwnerEntity } from '../owner/owner.entity';
import { assertValid } from '../shared';
import { validateDeliveryInfo, validateOperatingHours } from './outlet-rules';
import { maskedOutletNumber } from './masked-outlet-number';
import { OutletEntity } from './outlet.entity';
import type {
  CreateOutletInput,
  UpdateOutletInput,
  UpdateOutletProfileInput,
} from './outlet.inputs';

/** The general fields updateOutlet may change (and reports in changedFields). */
const GENERAL_FIELDS = [
  'outletName',
  'outletAddress',
  'establishmentSize',
  'seatsAtFullCapacity',
  'employeeCount',
  'deliveryInfo',
  'operatingHours',
] as const;

/** The outlet's state as identity.outlet.updated carries it. */
export function outletUpdatedEvent(o: OutletEntity, changedFields: string[]): OutletUpdatedEvent {
  return {
    outletId: o.id,
    ownerId: o.ownerId,
    outletName: o.outletName,
    outletAddress: o.outletAddress,
    contactNumber: o.contactNumber,
    paymentDetails: {
      name: o.paymentName,
      accountNumber: o.paymentAccountNumber,
      bank: o.paymentBank,
    },
    changedFields,
    revision: o.revision,
  };
}

@Injectable()
export class OutletService {
  constructor(
    private readonly db: Db,
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
  ) {}

  /**
   * Onboarding: needs the owner's WhatsApp number first; the new outlet becomes the current one.
   * At most MAX_OUTLETS_PER_OWNER outlets: counted under a lock on the owner's row, so two
   * creates at once cannot both pass the limit.
   */
  create(ownerId: string, input: CreateOutletInput): Promise<OutletEntity> {
    return this.db.unscoped(async (tx) => {
      const owner = await tx.manager
        .getRepository(OwnerEntity)
        .findOneOrFail({ where: { id: ownerId }, lock: { mode: 'pessimistic_write' } });
      if (!owner.whatsappNumber) {
        throw new BadInputError(Messages.onboarding.phoneRequiredForOutlet, 'whatsappNumber');
      }
      assertValid(validateOutletInput(input));
      const max = this.config.maxOutletsPerOwner;
      const count = await tx.manager.getRepository(OutletEntity).countBy({ ownerId });
      if (count >= max) throw new BadInputError(IdentityMessages.outlet.limitReached(max));
      const outlet = await this.insert(tx, ownerId, input, owner.whatsappNumber);
      await tx.manager.getRepository(OwnerEntity).update(ownerId, { currentOutletId: outlet.id });
      await tx.emit(
        IdentitySubjects.outletCreated,
        {
          outletId: outlet.id,
          ownerId,
          outletName: outlet.outletName,
          outletNumber: outlet.outletNumber,
          maskedOutletNumber: outlet.maskedOutletNumber,
          outletAddress: outlet.outletAddress,
          revision: outlet.revision,
        },
        { outletId: outlet.id },
      );
      return outlet;
    });
  }

  /** A new outlet; its contact number starts as the owner's (Settings > Profile shows it). */
  private async insert(
    tx: Tx,
    ownerId: string,
    input: CreateOutletInput,
    contactNumber: string,
  ): Promise<OutletEntity> {
    const repo = tx.manager.getRepository(OutletEntity);
    // A masked number that is already taken (about 1 in 10^17) is drawn again.
    for (let attempt = 0; attempt < 5; attempt++) {
      const inserted = await repo
        .createQueryBuilder()
        .insert()
        .values({
          ownerId,
          outletName: input.outletName.trim(),
          outletAddress: input.outletAddress.trim(),
          contactNumber,
          maskedOutletNumber: maskedOutletNumber(),
        })
        .orIgnore()
        .returning(['id'])
        .execute();
      const row = (inserted.raw as { id: string }[])[0];
      if (row) return repo.findOneByOrFail({ id: row.id });
    }
    throw new Error('Could not draw a free masked outlet number');
  }

  /** Full detail of an outlet: the owner's own, or any for an admin; otherwise not found. */
  async get(actor: Actor, outletId: string): Promise<OutletEntity> {
    const outlet = await this.loadByIds().load(outletId);
    if (!outlet || !mayUseOutlet(actor, outlet.ownerId))
      throw new NotFoundError(Messages.common.outletNotFound);
    return outlet;
  }

  /** A federation reference: answered only to someone who may use the outlet, otherwise null. */
  async reference(actor: Actor, outletId: string): Promise<OutletEntity | null> {
    const outlet = await this.loadByIds().load(outletId);
    return outlet && mayUseOutlet(actor, outlet.ownerId) ? outlet : null;
  }

  /** Admin: every outlet, a page at a time, by outlet number. */
  async all(page: PageArgs): Promise<ConnectionShape<OutletEntity>> {
    const [rows, total] = await this.db.unscoped((tx) =>
      tx.manager.getRepository(OutletEntity).findAndCount({
        order: { outletNumber: 'ASC' },
        skip: page.offset,
        take: page.limit,
      }),
    );
    return toConnection(rows, total, page);
  }

  /**
   * Batched per request: outlets by id (detail, federation references). One statement on a
   * tenant root, so no transaction.
   */
  loadByIds() {
    return requestLoader(requestContext(), 'outlets-by-id', (ids) =>
      this.db.unscopedRead(async (tx) => {
        const rows = await tx.manager
          .getRepository(OutletEntity)
          .createQueryBuilder('o')
          .where('o.id = ANY(:ids)', { ids: ids.filter(isUuid) })
          .getMany();
        const found = new Map(rows.map((r) => [r.id, r]));
        return ids.map((id) => found.get(id) ?? null);
      }),
    );
  }

  /**
   * Each owner's outlets, batched per request into one statement without a transaction
   * (Owner.outlets, `me`, `outlets`).
   */
  async listByOwner(ownerId: string): Promise<OutletEntity[]> {
    const loader = requestLoader(requestContext(), 'outlets-by-owner', (ownerIds) =>
      this.db.unscopedRead(async (tx) => {
        const rows = await tx.manager
          .getRepository(OutletEntity)
          .createQueryBuilder('o')
          .where('o.owner_id = ANY(:ownerIds)', { ownerIds })
          .orderBy('o.outlet_number', 'ASC')
          .getMany();
        return groupsByKeys(ownerIds, rows, (r) => r.ownerId);
      }),
    );
    return (await loader.load(ownerId)) ?? [];
  }

  /** General fields of the current outlet; omitted fields stay. Emits the names that changed. */
  update(outletId: string, input: UpdateOutletInput): Promise<OutletEntity> {
    if (input.outletName != null || input.outletAddress != null) {
      assertValid(
        validateOutletInput({
          outletName: input.outletName ?? 'unchanged',
          outletAddress: input.outletAddress ?? 'unchanged',
        }),
      );
    }
    for (const field of ['seatsAtFullCapacity', 'employeeCount'] as const) {
      const value = input[field];
      if (value != null && value < 0) {
        throw new BadInputError(IdentityMessages.outlet.countNegative(field), field);
      }
    }
    if (input.deliveryInfo) assertValid(validateDeliveryInfo(input.deliveryInfo));
    if (input.operatingHours) assertValid(validateOperatingHours(input.operatingHours));
    const normalized = {
      ...input,
      deliveryInfo: input.deliveryInfo && {
        deliveryTypes: input.deliveryInfo.deliveryTypes,
        otherDeliveryTypes: input.deliveryInfo.otherDeliveryTypes.map((t) => t.trim()),
      },
      operatingHours: input.operatingHours?.map((h) => ({
        dayOfOperation: h.dayOfOperation,
        isOpen: h.isOpen,
        timesOfOperation: h.timesOfOperation.map((t) => ({
          fromTime: t.fromTime,
          toTime: t.toTime,
        })),
      })),
    };
    return this.db.forOutlet(outletId, async (tx) => {
      const outlet = await this.lock(tx, outletId);
      const patch: Partial<OutletEntity> = {};
      for (const field of GENERAL_FIELDS) {
        const value = normalized[field];
        if (value === undefined || value === null) continue;
        const next = typeof value === 'string' ? value.trim() : value;
        if (JSON.stringify(outlet[field]) !== JSON.stringify(next))
          Object.assign(patch, { [field]: next });
      }
      return this.saveChanged(tx, outlet, patch);
    });
  }

  /** Settings > Profile: every field required, the contact number stored as E.164. */
  updateProfile(outletId: string, input: UpdateOutletProfileInput): Promise<OutletEntity> {
    assertValid(validateProfileInput(input));
    const next = {
      outletAddress: input.outletAddress.trim(),
      contactNumber: normalizePhone(input.contactNumber),
      paymentName: input.name.trim(),
      paymentAccountNumber: input.accountNumber.trim(),
      paymentBank: input.bankName.trim(),
    };
    return this.db.forOutlet(outletId, async (tx) => {
      const outlet = await this.lock(tx, outletId);
      const patch: Partial<OutletEntity> = {};
      for (const [field, value] of Object.entries(next)) {
        if (outlet[field as keyof typeof next] !== value) Object.assign(patch, { [field]: value });
      }
      return this.saveChanged(tx, outlet, patch);
    });
  }

  /** Writes the changed fields and emits identity.outlet.updated naming them (nothing if none). */
  private async saveChanged(
    tx: Tx,
    outlet: OutletEntity,
    patch: Partial<OutletEntity>,
  ): Promise<OutletEntity> {
    const changed = Object.keys(patch);
    if (changed.length === 0) return outlet;
    Object.assign(outlet, patch, { revision: outlet.revision + 1 });
    await tx.manager
      .getRepository(OutletEntity)
      .update(outlet.id, { ...patch, revision: outlet.revision });
    await tx.emit(IdentitySubjects.outletUpdated, outletUpdatedEvent(outlet, changed), {
      outletId: outlet.id,
    });
    return outlet;
  }

  /**
   * The outlet row, locked for this transaction: changes of one outlet take turns, so each
   * gets the next revision.
   */
  lock(tx: Tx, outletId: string): Promise<OutletEntity> {
    return tx.manager
      .getRepository(OutletEntity)
      .findOneOrFail({ where: { id: outletId }, lock: { mode: 'pessimistic_write' } });
  }

  /** An outlet-level change made elsewhere (billing add-ons): revision +1 and outlet.updated. */
  async touch(
    tx: Tx,
    outletId: string,
    changedFields: string[],
    extra: Pick<OutletUpdatedEvent, 'billings'> = {},
  ): Promise<void> {
    const outlet = await this.lock(tx, outletId);
    outlet.revision += 1;
    await tx.manager.getRepository(OutletEntity).update(outlet.id, { revision: outlet.revision });
    await tx.emit(
      IdentitySubjects.outletUpdated,
      { ...outletUpdatedEvent(outlet, changedFields), ...extra },
      { outletId: outlet.id },
    );
  }
}
