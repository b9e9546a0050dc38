import { Injectable } from '@nestjs/common';
import { In } from 'typeorm';
import { BadInputError, byKeys, Db } from '@mise/platform';
import { SalesExampleItemEntity } from './example-item.entity';

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
export class SalesExampleItemService {
  constructor(private readonly db: Db) {}

  list(): Promise<SalesExampleItemEntity[]> {
    return this.db.outlet((tx) =>
      tx.manager.getRepository(SalesExampleItemEntity).find({ order: { createdAt: 'ASC' } }),
    );
  }

  get(id: string): Promise<SalesExampleItemEntity> {
    return this.db.outlet((tx) => tx.findOrNotFound(SalesExampleItemEntity, { id }, NOT_FOUND));
  }

  /**
   * A federation reference: read in that outlet's scope, batched per outlet and request, and
   * only when the actor may use the outlet (else null).
   */
  reference(outletId: string, id: string): Promise<SalesExampleItemEntity | null> {
    return this.db
      .outletLoader<SalesExampleItemEntity>('example-items', async (tx, ids) =>
        byKeys(
          ids,
          await tx.manager.getRepository(SalesExampleItemEntity).findBy({ id: In(ids) }),
          (row) => row.id,
        ),
      )
      .load(outletId, id);
  }

  create(name: string): Promise<SalesExampleItemEntity> {
    const checked = checkName(name);
    return this.db.outlet((tx) => {
      const repo = tx.manager.getRepository(SalesExampleItemEntity);
      return repo.save(repo.create({ outletId: tx.outletId!, name: checked }));
    });
  }

  rename(id: string, name: string): Promise<SalesExampleItemEntity> {
    const checked = checkName(name);
    return this.db.outlet(async (tx) => {
      const row = await tx.findOrNotFound(SalesExampleItemEntity, { id }, NOT_FOUND);
      row.name = checked;
      return tx.manager.getRepository(SalesExampleItemEntity).save(row);
    });
  }

  delete(id: string): Promise<boolean> {
    return this.db.outlet(async (tx) => {
      const row = await tx.findOrNotFound(SalesExampleItemEntity, { id }, NOT_FOUND);
      await tx.manager.getRepository(SalesExampleItemEntity).delete({ id: row.id });
      return true;
    });
  }
}
