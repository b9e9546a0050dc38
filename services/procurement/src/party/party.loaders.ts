import { byKeys, type Db } from '@mise/platform';
import type { PartyRow } from './party.entity';
import type { PartyStore } from './party.store';

/** The per-request batch behind a party's references: one statement per outlet per request. */
export abstract class PartyLoaders<E extends PartyRow> {
  protected constructor(
    private readonly db: Db,
    private readonly store: PartyStore<E>,
    private readonly name: string,
  ) {}

  /** The row by id in its outlet (null for an outlet the actor may not use). */
  byId(outletId: string, id: string): Promise<E | null> {
    return this.db
      .outletLoader(this.name, async (tx, ids) =>
        byKeys(ids, await this.store.byIds(tx, ids), (r) => r.id),
      )
      .load(outletId, id);
  }
}
