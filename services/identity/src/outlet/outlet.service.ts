import { Injectable } from '@nestjs/common';
import { IdentitySubjects } from '@mise/contracts';
import { Messages, normalizePhone, validateOutletInput, validateProfileInput } from '@mise/domain';
import {
  type Actor,
  BadInputError,
  checkPage,
  type ConnectionShape,
  Db,
  NotFoundError,
  type PageArgs,
  requestContext,
  requestLoader,
  requireOwnerId,
  toConnection,
  type Tx,
} from '@mise/platform';
import { OwnerEntity } from '../owner/owner.entity';
import { assertValid, groupBy, isUuid } from '../shared';
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

@Injectable()
export class OutletService {
  constructor(private readonly db: Db) {}

  /** Onboarding: needs the owner's WhatsApp number first; the new outlet becomes the current one. */
  create(actor: Actor, input: CreateOutletInput): Promise<OutletEntity> {
    const ownerId = requireOwnerId(actor);
    return this.db.transaction(
      async (tx) => {
        const owner = await tx.manager.getRepository(OwnerEntity).findOneByOrFail({ id: ownerId });
        if (!owner.whatsappNumber) {
          throw new BadInputError(Messages.onboarding.phoneRequiredForOutlet, 'whatsappNumber');
        }
        assertValid(validateOutletInput(input));
        const outlet = await this.insert(tx, ownerId, input);
        await tx.manager.getRepository(OwnerEntity).update(ownerId, { currentOutletId: outlet.id });
        await tx.emit(
          IdentitySubjects.outletCreated,
          {
            outletId: outlet.id,
            ownerId,
            outletName: outlet.outletName,
            outletNumber: outlet.outletNumber,
            maskedOutletNumber: outlet.maskedOutletNumber,
          },
          { outletId: outlet.id },
        );
        return outlet;
      },
      { outletId: null },
    );
  }

  private async insert(tx: Tx, ownerId: string, input: CreateOutletInput): Promise<OutletEntity> {
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
    if (!outlet || !canSee(actor, outlet)) throw new NotFoundError('Outlet not found');
    return outlet;
  }

  /** A federation reference: answered only to someone who may see the outlet. */
  async reference(actor: Actor | undefined, outletId: string): Promise<OutletEntity | null> {
    const outlet = await this.loadByIds().load(outletId);
    return outlet && actor && canSee(actor, outlet) ? outlet : null;
  }

  listMine(actor: Actor): Promise<OutletEntity[]> {
    return this.listByOwner(requireOwnerId(actor));
  }

  /** Admin: every outlet, a page at a time, by outlet number. */
  async all(page: PageArgs): Promise<ConnectionShape<OutletEntity>> {
    checkPage(page);
    const [rows, total] = await this.db.transaction((tx) =>
      tx.manager.getRepository(OutletEntity).findAndCount({
        order: { outletNumber: 'ASC' },
        skip: page.offset,
        take: page.limit,
      }),
    );
    return toConnection(rows, total, page);
  }

  /** Batched per request: outlets by id (detail, federation references). */
  loadByIds() {
    return requestLoader(requestContext(), 'outlets-by-id', (ids) =>
      this.db.transaction(async (tx) => {
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

  /** Each owner's outlets, batched per request into one query (Owner.outlets, `me`, `outlets`). */
  async listByOwner(ownerId: string): Promise<OutletEntity[]> {
    const loader = requestLoader(requestContext(), 'outlets-by-owner', (ownerIds) =>
      this.db.transaction(async (tx) => {
        const rows = await tx.manager
          .getRepository(OutletEntity)
          .createQueryBuilder('o')
          .where('o.owner_id = ANY(:ownerIds)', { ownerIds })
          .orderBy('o.outlet_number', 'ASC')
          .getMany();
        return groupBy(ownerIds, rows, (r) => r.ownerId);
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
      if (value != null && value < 0) throw new BadInputError(`${field} cannot be negative`, field);
    }
    return this.db.transaction(async (tx) => {
      const repo = tx.manager.getRepository(OutletEntity);
      const outlet = await repo.findOneByOrFail({ id: outletId });
      const patch: Partial<OutletEntity> = {};
      for (const field of GENERAL_FIELDS) {
        const value = input[field];
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
    return this.db.transaction(async (tx) => {
      const outlet = await tx.manager.getRepository(OutletEntity).findOneByOrFail({ id: outletId });
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
    await tx.manager.getRepository(OutletEntity).update(outlet.id, patch);
    Object.assign(outlet, patch);
    await tx.emit(
      IdentitySubjects.outletUpdated,
      {
        outletId: outlet.id,
        ownerId: outlet.ownerId,
        outletName: outlet.outletName,
        changedFields: changed,
      },
      { outletId: outlet.id },
    );
    return outlet;
  }
}

export function canSee(actor: Actor, outlet: OutletEntity): boolean {
  return actor.isAdmin || outlet.ownerId === actor.ownerId;
}
