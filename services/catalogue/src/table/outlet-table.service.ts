import { Injectable } from '@nestjs/common';
import { CatalogueMessages } from '@mise/domain';
import {
  BadInputError,
  checkPage,
  type ConnectionShape,
  Db,
  NotFoundError,
  type PageArgs,
  toConnection,
  containsPattern,
  uniqueOr,
} from '@mise/platform';
import { OutletTableEntity } from './outlet-table.entity';

const T = CatalogueMessages.table;

function checkName(name: string | null | undefined): string {
  const checked = (name ?? '').trim();
  if (!checked) throw new BadInputError(T.nameBlank, 'name');
  if (checked.length > 100) throw new BadInputError(T.nameTooLong, 'name');
  return checked;
}

/** Dining tables of the current outlet (spec 2 §2, §5): names unique case-insensitively. */
@Injectable()
export class OutletTableService {
  constructor(private readonly db: Db) {}

  async list(
    search: string | null | undefined,
    page: PageArgs,
  ): Promise<ConnectionShape<OutletTableEntity>> {
    checkPage(page);
    const [rows, total] = await this.db.outlet((tx) => {
      const qb = tx.manager.getRepository(OutletTableEntity).createQueryBuilder('t');
      if (search?.trim()) qb.where(`t.name ILIKE :p ESCAPE '\\'`, { p: containsPattern(search) });
      qb.orderBy('lower(t.name)', 'ASC').addOrderBy('t.name', 'ASC').addOrderBy('t.id', 'ASC');
      return qb.skip(page.offset).take(page.limit).getManyAndCount();
    });
    return toConnection(rows, total, page);
  }

  /** The /table/{name} screen: the exact name, else the one equal case-insensitively. */
  byName(name: string): Promise<OutletTableEntity> {
    return this.db.outlet(async (tx) => {
      const rows: OutletTableEntity[] = await tx.manager
        .getRepository(OutletTableEntity)
        .createQueryBuilder('t')
        .where('lower(t.name) = lower(:name)', { name: name.trim() })
        .getMany();
      const row = rows.find((r) => r.name === name.trim()) ?? rows[0];
      if (!row) throw new NotFoundError(T.notFound);
      return row;
    });
  }

  async create(name: string): Promise<OutletTableEntity> {
    const checked = checkName(name);
    return uniqueOr(
      () =>
        this.db.outlet(async (tx) => {
          const repo = tx.manager.getRepository(OutletTableEntity);
          const taken = await repo
            .createQueryBuilder('t')
            .where('lower(t.name) = lower(:name)', { name: checked })
            .getExists();
          if (taken) throw new BadInputError(T.nameTaken, 'name');
          const row = await repo.save(repo.create({ outletId: tx.outletId!, name: checked }));
          return repo.findOneByOrFail({ id: row.id });
        }),
      T.nameTaken,
      'name',
    );
  }

  delete(id: string): Promise<boolean> {
    return this.db.outlet(async (tx) => {
      const row = await tx.findOrNotFound(OutletTableEntity, { id }, T.notFound);
      await tx.manager.getRepository(OutletTableEntity).delete({ id: row.id });
      return true;
    });
  }
}
