import { Injectable } from '@nestjs/common';
import { Db, isUuid, type Tx } from '@mise/platform';

/**
 * The owner's scope: this service's rows belong to an owner, not an outlet, and row-level
 * security lets a transaction see only the rows of its `app.owner_id`. Every read and write of
 * connections, connection requests and mails runs in `run(ownerId, fn)` (or `enter` on a
 * transaction already open: an event's).
 */
@Injectable()
export class OwnerScope {
  constructor(private readonly db: Db) {}

  run<T>(ownerId: string, fn: (tx: Tx) => Promise<T>): Promise<T> {
    return this.db.unscoped(async (tx) => {
      await this.enter(tx, ownerId);
      return fn(tx);
    });
  }

  async enter(tx: Tx, ownerId: string): Promise<void> {
    if (!isUuid(ownerId)) throw new Error('OwnerScope needs an owner id (a uuid)');
    await tx.manager.query(`SELECT set_config('app.owner_id', $1, true)`, [ownerId]);
  }
}
