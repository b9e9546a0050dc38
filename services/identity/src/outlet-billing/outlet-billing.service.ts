import { Injectable } from '@nestjs/common';
import { IdentitySubjects } from '@mise/contracts';
import { Messages, validateBillingAddOn } from '@mise/domain';
import {
  BadInputError,
  Db,
  NotFoundError,
  requestContext,
  requestLoader,
  type Tx,
} from '@mise/platform';
import { OutletEntity } from '../outlet/outlet.entity';
import { assertValid, groupBy, isUuid } from '../shared';
import type { CreateOutletBillingInput, UpdateOutletBillingInput } from './outlet-billing.inputs';
import { OutletBillingEntity } from './outlet-billing.entity';

/** numeric(12,2): at most 10 whole digits and 2 decimals; anything else is not a valid amount. */
const AMOUNT = /^\d{1,10}(\.\d{1,2})?$/;

/** The spec's add-on rules, then the column's precision; throws the first failure. */
export function checkAddOn(input: CreateOutletBillingInput): void {
  assertValid(validateBillingAddOn(input));
  if (!AMOUNT.test(input.amount.trim())) {
    throw new BadInputError(Messages.billing.amountInvalid, 'amount');
  }
}

/**
 * Outlet billing add-ons. The table is under row-level security: every statement runs in a
 * transaction scoped to the current outlet, so an add-on of another outlet is simply not there.
 */
@Injectable()
export class OutletBillingService {
  constructor(private readonly db: Db) {}

  /**
   * Outlet.billings, batched per request. The outlets reaching here were access-checked where
   * they were loaded; each is read in a transaction scoped to it (one admin transaction for an
   * admin), so row-level security still holds.
   */
  async listByOutlet(outletId: string): Promise<OutletBillingEntity[]> {
    const ctx = requestContext();
    const loader = requestLoader(ctx, 'billings-by-outlet', async (outletIds) => {
      const read = (tx: Tx, ids: readonly string[]) =>
        tx.manager
          .getRepository(OutletBillingEntity)
          .createQueryBuilder('b')
          .where('b.outlet_id = ANY(:ids)', { ids: ids.filter(isUuid) })
          .orderBy('b.created_at', 'ASC')
          .getMany();
      const rows = ctx.actor?.isAdmin
        ? await this.db.transaction((tx) => read(tx, outletIds), { admin: true })
        : (
            await Promise.all(
              outletIds.map((id) => this.db.transaction((tx) => read(tx, [id]), { outletId: id })),
            )
          ).flat();
      return groupBy(outletIds, rows, (r) => r.outletId);
    });
    return (await loader.load(outletId)) ?? [];
  }

  create(outletId: string, input: CreateOutletBillingInput): Promise<OutletBillingEntity> {
    checkAddOn(input);
    return this.db.transaction(async (tx) => {
      const repo = tx.manager.getRepository(OutletBillingEntity);
      const row = await repo.save(
        repo.create({
          outletId,
          name: input.name.trim(),
          type: input.type,
          amount: input.amount.trim(),
          amountType: input.amountType,
          enabled: input.enabled,
        }),
      );
      await this.emitChanged(tx, outletId);
      return repo.findOneByOrFail({ id: row.id });
    });
  }

  /** Omitted fields keep their value; the merged add-on is validated as a whole. */
  update(outletId: string, input: UpdateOutletBillingInput): Promise<OutletBillingEntity> {
    return this.db.transaction(async (tx) => {
      const repo = tx.manager.getRepository(OutletBillingEntity);
      const row = await this.find(tx, outletId, input.id);
      const next: CreateOutletBillingInput = {
        name: input.name ?? row.name,
        type: input.type ?? row.type,
        amount: input.amount ?? row.amount,
        amountType: input.amountType ?? row.amountType,
        enabled: input.enabled ?? row.enabled,
      };
      checkAddOn(next);
      await repo.update(row.id, { ...next, name: next.name.trim(), amount: next.amount.trim() });
      await this.emitChanged(tx, outletId);
      return repo.findOneByOrFail({ id: row.id });
    });
  }

  delete(outletId: string, id: string): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const row = await this.find(tx, outletId, id);
      await tx.manager.getRepository(OutletBillingEntity).delete(row.id);
      await this.emitChanged(tx, outletId);
      return true;
    });
  }

  private async find(tx: Tx, outletId: string, id: string): Promise<OutletBillingEntity> {
    const row = isUuid(id)
      ? await tx.manager.getRepository(OutletBillingEntity).findOneBy({ id, outletId })
      : null;
    if (!row) throw new NotFoundError('Billing detail not found');
    return row;
  }

  /** Add-ons are part of the outlet: other services learn of a change as identity.outlet.updated. */
  private async emitChanged(tx: Tx, outletId: string): Promise<void> {
    const outlet = await tx.manager.getRepository(OutletEntity).findOneByOrFail({ id: outletId });
    await tx.emit(IdentitySubjects.outletUpdated, {
      outletId,
      ownerId: outlet.ownerId,
      outletName: outlet.outletName,
      changedFields: ['billings'],
    });
  }
}
