import {
  Directive,
  Field,
  ID,
  ObjectType,
  Query,
  Resolver,
  ResolveReference,
} from '@nestjs/graphql';
import { CurrentOutletId, Db, NotFoundError, OutletScoped } from '@mise/platform';

/** Identity's overview checklist; catalogue adds its step (flows.md §4.14). */
@ObjectType('OutletProgress')
@Directive('@key(fields: "outletId")')
export class OutletProgressModel {
  @Field(() => ID)
  outletId!: string;

  @Field({ description: 'The outlet has a menu item' })
  menuItemAdded!: boolean;
}

/** Answered only for an outlet the actor may use (the platform's outlet loader), else null. */
@Resolver(() => OutletProgressModel)
export class OutletProgressResolver {
  constructor(private readonly db: Db) {}

  /** The current outlet's catalogue step (also what makes the type part of this subgraph). */
  @OutletScoped()
  @Query(() => OutletProgressModel, { description: "The current outlet's catalogue step" })
  async catalogueProgress(@CurrentOutletId() outletId: string): Promise<OutletProgressModel> {
    const progress = await this.load(outletId);
    if (!progress) throw new NotFoundError('Outlet not found');
    return progress;
  }

  @ResolveReference()
  resolveReference(ref: { outletId: string }): Promise<OutletProgressModel | null> {
    return this.load(ref.outletId);
  }

  private load(outletId: string): Promise<OutletProgressModel | null> {
    return this.db
      .outletLoader<OutletProgressModel>('outlet-progress', async (tx, keys, outletId) => {
        const rows: Array<{ added: boolean }> = await tx.manager.query(
          `SELECT EXISTS (SELECT 1 FROM menu_items) AS added`,
        );
        return keys.map(() => ({ outletId, menuItemAdded: rows[0]?.added ?? false }));
      })
      .load(outletId);
  }
}
