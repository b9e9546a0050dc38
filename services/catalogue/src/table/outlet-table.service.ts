import { Injectable } from '@nestjs/common';
import { CatalogueSubjects, type TableSavedEvent } from '@mise/contracts';
import { CatalogueMessages, nameError, normalName } from '@mise/domain';
import {
  BadInputError,
  type ConnectionShape,
  Db,
  isUuid,
  NotFoundError,
  type PageArgs,
  toConnection,
  containsPattern,
  type Tx,
  uniqueOr,
  lockedOrNotFound,
} from '@mise/platform';
import { OutletTableEntity } from './outlet-table.entity';

const T = CatalogueMessages.table;

/** Trimmed, spaces collapsed ("Table  1 " is "Table 1"), at most 100 characters. */
function checkName(name: string | null | undefined): string {
  const checked = normalName(name);
  const error = nameError(checked, { blank: T.nameBlank, tooLong: T.nameTooLong });
  if (error) throw new BadInputError(error, 'name');
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
        .where('lower(t.name) = lower(:name)', { name: normalName(name) })
        .getMany();
      const row = rows.find((r) => r.name === normalName(name)) ?? rows[0];
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
          const saved = await repo.findOneByOrFail({ id: row.id });
          await tx.emit(CatalogueSubjects.tableSaved, tablePayload(saved));
          return saved;
        }),
      T.nameTaken,
      'name',
    );
  }

  delete(id: string): Promise<boolean> {
    return this.db.outlet(async (tx) => {
      const row = await lockedOrNotFound(tx, OutletTableEntity, id, T.notFound);
      await tx.manager.getRepository(OutletTableEntity).delete({ id: row.id });
      await tx.emit(CatalogueSubjects.tableDeleted, {
        tableId: row.id,
        revision: row.revision + 1,
      });
      return true;
    });
  }

  /** The look-up (kind `table`): the outlet's tables by id or by name (case-insensitively). */
  async payloads(
    tx: Tx,
    by: { ids?: readonly string[]; names?: readonly string[] },
  ): Promise<TableSavedEvent[]> {
    const ids = (by.ids ?? []).filter(isUuid);
    const names = (by.names ?? []).map((n) => normalName(n).toLowerCase()).filter(Boolean);
    if (!ids.length && !names.length) return [];
    const rows: Array<{ id: string; name: string; revision: number }> = await tx.manager.query(
      `SELECT id, name, revision FROM outlet_tables
        WHERE id = ANY($1::uuid[]) OR lower(name) = ANY($2::text[]) ORDER BY name, id`,
      [ids, names],
    );
    return rows.map((r) => ({ tableId: r.id, name: r.name, revision: r.revision }));
  }
}

/** `catalogue.table.saved`'s payload (and the look-up's row) of a table as it is now. */
function tablePayload(t: OutletTableEntity): TableSavedEvent {
  return { tableId: t.id, name: t.name, revision: t.revision };
}
