import { In, Not, type DeepPartial } from 'typeorm';
import {
  nameError,
  PartyMessages,
  partyNameKey,
  partyValues,
  upperName,
  validatePartyInput,
  type PartyFormInput,
  type PartyKind,
  type PartyValues,
} from '@mise/domain';
import {
  BadInputError,
  containsPattern,
  Db,
  isUuid,
  lockedOrNotFound,
  toConnection,
  uniqueOr,
  type ConnectionShape,
  type Tx,
} from '@mise/platform';
import { storedParty, type PartyRow } from './party.entity';

/** The stored values of a valid input, or BAD_USER_INPUT with the spec's first message. */
export function checkedParty(kind: PartyKind, input: PartyFormInput): PartyValues {
  const [problem] = validatePartyInput(kind, input);
  if (problem) throw new BadInputError(problem.message, problem.field);
  return partyValues(input);
}

function sameValues(row: PartyRow, v: PartyValues): boolean {
  return JSON.stringify(storedParty(row)) === JSON.stringify(v);
}

/**
 * The directory of one kind of outside party (spec 3 §2.4, §2.6, §5.2): a page by name A→Z with a
 * name search, one by id, create, update and delete with the spec's rules; names unique per
 * outlet case-insensitively (`name_key`, also a unique index for two saves at once). Suppliers
 * and clients extend it with their events and delete blocks (`afterSave`, `beforeDelete`,
 * `afterDelete`, run in the change's transaction).
 */
export abstract class PartyStore<E extends PartyRow> {
  protected constructor(
    protected readonly db: Db,
    private readonly entity: new () => E,
    private readonly kind: PartyKind,
  ) {}

  private get messages() {
    return PartyMessages[this.kind];
  }

  /** Runs after a row is created or changed (its revision bumped), in that transaction. */
  protected afterSave(_tx: Tx, _row: E): Promise<void> {
    return Promise.resolve();
  }

  /** Runs before the locked row is deleted: throws to refuse. */
  protected beforeDelete(_tx: Tx, _row: E): Promise<void> {
    return Promise.resolve();
  }

  /** Runs after the row is deleted, in that transaction. */
  protected afterDelete(_tx: Tx, _row: E): Promise<void> {
    return Promise.resolve();
  }

  async list(
    search: string | null | undefined,
    page: { offset: number; limit: number },
  ): Promise<ConnectionShape<E>> {
    const [rows, total] = await this.db.outlet((tx) => {
      const qb = tx.manager.getRepository(this.entity).createQueryBuilder('p');
      if (search?.trim()) qb.where(`p.name ILIKE :p ESCAPE '\\'`, { p: containsPattern(search) });
      qb.orderBy('p.nameKey', 'ASC').addOrderBy('p.id', 'ASC');
      return qb.skip(page.offset).take(page.limit).getManyAndCount();
    });
    return toConnection(rows, total, { offset: page.offset, limit: page.limit });
  }

  /** The row, or null when the outlet has none of that id. */
  find(id: string): Promise<E | null> {
    return this.db.outlet((tx) => tx.manager.getRepository(this.entity).findOneBy({ id } as never));
  }

  create(input: PartyFormInput): Promise<E> {
    const values = checkedParty(this.kind, input);
    return this.unique(() => this.db.outlet((tx) => this.insert(tx, values)));
  }

  update(id: string, input: PartyFormInput): Promise<E> {
    const values = checkedParty(this.kind, input);
    return this.unique(() =>
      this.db.outlet(async (tx) => {
        const row = await lockedOrNotFound(tx, this.entity, id, this.messages.notFound);
        if (sameValues(row, values)) return row;
        await this.refuseTaken(tx, values.name, id);
        const repo = tx.manager.getRepository(this.entity);
        await repo.update(
          { id } as never,
          {
            ...values,
            nameKey: partyNameKey(values.name),
            revision: row.revision + 1,
            updatedAt: new Date(),
          } as never,
        );
        const saved = await repo.findOneByOrFail({ id } as never);
        await this.afterSave(tx, saved);
        return saved;
      }),
    );
  }

  delete(id: string): Promise<boolean> {
    return this.db.outlet(async (tx) => {
      const row = await lockedOrNotFound(tx, this.entity, id, this.messages.notFound);
      await this.beforeDelete(tx, row);
      await tx.manager.getRepository(this.entity).delete({ id } as never);
      await this.afterDelete(tx, row);
      return true;
    });
  }

  /**
   * The row of that name in the transaction's outlet (case-insensitively), else a new one with
   * the name upper-cased (spec 3 §3: "stored upper case for suppliers created by expense entry").
   * Two at once make one row (the unique index; the loser reads the winner's).
   */
  async ensureIn(tx: Tx, name: string): Promise<E> {
    const upper = upperName(name);
    const problem = nameError(upper, {
      blank: this.messages.nameBlank,
      tooLong: this.messages.tooLong,
    });
    if (problem) throw new BadInputError(problem, 'name');
    const repo = tx.manager.getRepository(this.entity);
    const nameKey = partyNameKey(upper);
    const found = await repo.findOneBy({ nameKey } as never);
    if (found) return found;
    const inserted = await repo
      .createQueryBuilder()
      .insert()
      .values({ ...partyValues({ name: upper }), outletId: tx.outletId!, nameKey } as never)
      .orIgnore()
      .returning('id')
      .execute();
    const row = await repo.findOneByOrFail({ nameKey } as never);
    if (inserted.raw?.length) await this.afterSave(tx, row);
    return row;
  }

  /** Rows by id in the transaction's outlet (references, look-ups): one statement. */
  byIds(tx: Tx, ids: readonly string[]): Promise<E[]> {
    const wanted = ids.filter(isUuid);
    if (!wanted.length) return Promise.resolve([]);
    return tx.manager.getRepository(this.entity).findBy({ id: In(wanted) } as never);
  }

  private async insert(tx: Tx, values: PartyValues): Promise<E> {
    await this.refuseTaken(tx, values.name, null);
    const repo = tx.manager.getRepository(this.entity);
    const row = await repo.save(
      repo.create({
        ...values,
        outletId: tx.outletId!,
        nameKey: partyNameKey(values.name),
        revision: 1,
      } as DeepPartial<E>),
    );
    const saved = await repo.findOneByOrFail({ id: row.id } as never);
    await this.afterSave(tx, saved);
    return saved;
  }

  private async refuseTaken(tx: Tx, name: string, exceptId: string | null): Promise<void> {
    const taken = await tx.manager.getRepository(this.entity).existsBy({
      nameKey: partyNameKey(name),
      ...(exceptId ? { id: Not(exceptId) } : {}),
    } as never);
    if (taken) throw new BadInputError(this.messages.nameTaken, 'name');
  }

  private unique(fn: () => Promise<E>): Promise<E> {
    return uniqueOr(fn, this.messages.nameTaken, 'name');
  }
}
