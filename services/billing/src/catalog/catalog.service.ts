import { Injectable } from '@nestjs/common';
import { BillingMessages } from '@mise/domain';
import { Db, type Tx } from '@mise/platform';
import { PlanEntity, TopupEntity } from './catalog.entity';

/** Plans and top-ups: reference data, the same for every outlet. */
@Injectable()
export class CatalogService {
  constructor(private readonly db: Db) {}

  /** Active plans by menu limit ascending, Unlimited (negative) last. */
  plans(): Promise<PlanEntity[]> {
    return this.db.unscopedRead((tx) =>
      tx.manager
        .getRepository(PlanEntity)
        .createQueryBuilder('p')
        .where('p.active')
        .orderBy('p.menu_limit < 0', 'ASC')
        .addOrderBy('p.menu_limit', 'ASC')
        .addOrderBy('p.plan_cost', 'ASC')
        .getMany(),
    );
  }

  /** Active top-ups by credits ascending. */
  topups(): Promise<TopupEntity[]> {
    return this.db.unscopedRead((tx) =>
      tx.manager
        .getRepository(TopupEntity)
        .find({ where: { active: true }, order: { topupAmount: 'ASC', topupPrice: 'ASC' } }),
    );
  }

  /** An active plan to buy, else NOT_FOUND. */
  activePlan(tx: Tx, id: string): Promise<PlanEntity> {
    return tx.findOrNotFound(PlanEntity, { id, active: true }, BillingMessages.planNotFound);
  }

  /** Any plan by id (the one a subscription is on), else NOT_FOUND. */
  plan(id: string): Promise<PlanEntity> {
    return this.db.unscopedRead((tx) =>
      tx.findOrNotFound(PlanEntity, { id }, BillingMessages.planNotFound),
    );
  }

  /** An active top-up to buy, else NOT_FOUND. */
  activeTopup(tx: Tx, id: string): Promise<TopupEntity> {
    return tx.findOrNotFound(TopupEntity, { id, active: true }, BillingMessages.topupNotFound);
  }
}
