import { Injectable } from '@nestjs/common';
import { Db, NotFoundError } from '@mise/platform';

/**
 * The rules and every statement of the module (no SQL in resolvers). This example keeps no
 * table of its own: it reads the projection of identity's outlets that the platform keeps for
 * every service. A module with its own table adds an entity, a migration (outlet-scoped tables
 * with `enableRowLevelSecurity`) and the table in `src/tenancy.ts`.
 */
@Injectable()
export class FinanceExampleOutletService {
  constructor(private readonly db: Db) {}

  /** The request's outlet (`db.outlet`: the outlet in X-Outlet-ID, checked by the guard). */
  current(): Promise<{ id: string; outlet_name: string }> {
    return this.db.outlet(async (tx) => {
      const [row] = await tx.manager.query<Array<{ id: string; outlet_name: string }>>(
        `SELECT id, outlet_name FROM outlets WHERE id = $1 AND NOT deleted`,
        [tx.outletId],
      );
      if (!row) throw new NotFoundError('Outlet not found');
      return row;
    });
  }
}
