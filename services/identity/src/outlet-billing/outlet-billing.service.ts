import { Injectable } from '@nestjs/common';
import type { OutletBillingAddOn } from '@mise/contracts';
import { Messages, validateBillingAddOn } from '@mise/domain';
import { BadInputError, Db, type Tx } from '@mise/platform';
import { OutletService } from '../outlet/outlet.service';
import { assertValid } from '../shared';
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
 * The outlet's enabled add-ons as `identity.outlet.updated` and the outlet look-up carry them
 * (creation order), read in `tx`, a transaction scoped to that outlet.
 */
export async function enabledAddOns(tx: Tx, outletId: string): Promise<OutletBillingAddOn[]> {
  const rows = await tx.manager
    .getRepository(OutletBillingEntity)
    .find({ where: { outletId, enabled: true }, order: { createdAt: 'ASC', id: 'ASC' } });
  return rows.map((b) => ({
    name: b.name,
    type: b.type,
    amountType: b.amountType,
    amount: b.amount,
  }));
}

/**
 * Outlet billing add-ons. The table is under row-level security: every statement runs in a
 * transaction scoped to the current outlet, so an add-on of another outlet is simply not there.
 * Every write locks the outlet row first (before the add-on row's foreign key takes its share
 * lock), so concurrent writes for one outlet run one after the other instead of deadlocking on
 * the outlet's revision bump (issue 19).
 */
@Injectable()
export class OutletBillingService {
  constructor(
    private readonly db: Db,
    private readonly outlets: OutletService,
  ) {}

  /**
   * Outlet.billings, through the platform's access-checked loader: whatever path the parent
   * outlet came by, only its owner (or an admin) sees its add-ons, read in that outlet's
   * row-level-security scope, one query per outlet per request.
   */
  async listByOutlet(outletId: string): Promise<OutletBillingEntity[]> {
    const loader = this.db.outletLoader<OutletBillingEntity[]>('billings', async (tx, keys, id) => {
      const rows = await tx.manager
        .getRepository(OutletBillingEntity)
        .find({ where: { outletId: id }, order: { createdAt: 'ASC' } });
      return keys.map(() => rows);
    });
    return (await loader.load(outletId)) ?? [];
  }

  create(outletId: string, input: CreateOutletBillingInput): Promise<OutletBillingEntity> {
    checkAddOn(input);
    return this.db.forOutlet(outletId, async (tx) => {
      await this.outlets.lock(tx, outletId);
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
    return this.db.forOutlet(outletId, async (tx) => {
      await this.outlets.lock(tx, outletId);
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
    return this.db.forOutlet(outletId, async (tx) => {
      await this.outlets.lock(tx, outletId);
      const row = await this.find(tx, outletId, id);
      await tx.manager.getRepository(OutletBillingEntity).delete(row.id);
      await this.emitChanged(tx, outletId);
      return true;
    });
  }

  private find(tx: Tx, outletId: string, id: string): Promise<OutletBillingEntity> {
    return tx.findOrNotFound(OutletBillingEntity, { id, outletId }, Messages.billing.notFound);
  }

  /**
   * Add-ons are part of the outlet: other services learn of a change as identity.outlet.updated,
   * which then carries the enabled add-ons (sales prices app orders' billing lines with them).
   */
  private async emitChanged(tx: Tx, outletId: string): Promise<void> {
    await this.outlets.touch(tx, outletId, ['billings'], {
      billings: await enabledAddOns(tx, outletId),
    });
  }
}
