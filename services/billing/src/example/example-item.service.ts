import { Injectable } from '@nestjs/common';
import { In } from 'typeorm';
import { BadInputError, byKeys, Db } from '@mise/platform';
import { BillingExampleItemEntity } from './example-item.entity';

const NOT_FOUND = 'Example item not found';

function checkName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) throw new BadInputError('Kindly fill in the name', 'name');
  return trimmed;
}

/**
 * Every statement runs in the request's outlet (`db.outlet`): row-level security keeps other
 * outlets' rows out even where a query forgets its WHERE clause, and another outlet's id is
 * simply not found.
 */
@Injectable()
export class BillingExampleItemService {
  constructor(private readonly db: Db) {}

  list(): Promise<BillingExampleItemEntity[]> {
    return this.db.outlet((tx) =>
      tx.manager.getRepository(BillingExampleItemEntity).find({ order: { createdAt: 'ASC' } }),
    );
  }

  get(id: string): Promise<BillingExampleItemEntity> {
    return this.db.outlet((tx) => tx.findOrNotFound(BillingExampleItemEntity, { id }, NOT_FOUND));
  }

  /**
   * A federation reference: read in that outlet's scope, batched per outlet and request, and
   * only when the actor may use the outlet (else null).
   */
  reference(outletId: string, id: string): Promise<BillingExampleItemEntity | null> {
    return this.db
      .outletLoader<BillingExampleItemEntity>('example-items', async (tx, ids) =>
        byKeys(
          ids,
          await tx.manager.getRepository(BillingExampleItemEntity).findBy({ id: In(ids) }),
          (row) => row.id,
        ),
      )
      .load(outletId, id);
  }

  create(name: string): Promise<BillingExampleItemEntity> {
    const checked = checkName(name);
    return this.db.outlet((tx) => {
      const repo = tx.manager.getRepository(BillingExampleItemEntity);
      return repo.save(repo.create({ outletId: tx.outletId!, name: checked }));
    });
  }

  rename(id: string, name: string): Promise<BillingExampleItemEntity> {
    const checked = checkName(name);
    return this.db.outlet(async (tx) => {
      const row = await tx.findOrNotFound(BillingExampleItemEntity, { id }, NOT_FOUND);
      row.name = checked;
      return tx.manager.getRepository(BillingExampleItemEntity).save(row);
    });
  }

  delete(id: string): Promise<boolean> {
    return this.db.outlet(async (tx) => {
      const row = await tx.findOrNotFound(BillingExampleItemEntity, { id }, NOT_FOUND);
      await tx.manager.getRepository(BillingExampleItemEntity).delete({ id: row.id });
      return true;
    });
  }
}
