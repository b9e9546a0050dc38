import type { Type } from '@nestjs/common';
import {
  Directive,
  Field,
  ID,
  ObjectType,
  Query,
  Resolver,
  ResolveReference,
} from '@nestjs/graphql';
import { CurrentOutletId, OutletScoped } from '../auth/decorators';
import { Db } from '../db/db.service';
import { NotFoundError } from '../errors';

export interface OutletProgressStep {
  /** The Boolean field this service adds to identity's `OutletProgress` (e.g. `menuItemAdded`). */
  field: string;
  description: string;
  /** The root field that answers the current outlet's step (e.g. `catalogueProgress`). */
  query: string;
  /** A statement answering one row `{ added: boolean }` in the outlet's scope (RLS applies). */
  sql: string;
}

/**
 * A service's step of the overview checklist (flows.md §4.14): identity's `OutletProgress`
 * entity (key `outletId`) with this service's Boolean field, resolved by reference for an outlet
 * the actor may use (the platform's outlet loader, else null), and a root field for the current
 * outlet. Answers the resolver class to list in the service module's providers.
 */
export function outletProgressStep(step: OutletProgressStep): Type<unknown> {
  @ObjectType('OutletProgress')
  @Directive('@key(fields: "outletId")')
  class OutletProgressModel {
    @Field(() => ID)
    outletId!: string;
  }
  Field(() => Boolean, { description: step.description })(
    OutletProgressModel.prototype,
    step.field,
  );

  type Progress = OutletProgressModel & Record<string, boolean>;

  @Resolver(() => OutletProgressModel)
  class OutletProgressResolver {
    constructor(private readonly db: Db) {}

    @OutletScoped()
    @Query(() => OutletProgressModel, {
      name: step.query,
      description: `The current outlet's ${step.query.replace(/Progress$/, '')} step`,
    })
    async current(@CurrentOutletId() outletId: string): Promise<Progress> {
      const progress = await this.load(outletId);
      if (!progress) throw new NotFoundError('Outlet not found');
      return progress;
    }

    @ResolveReference()
    resolveReference(ref: { outletId: string }): Promise<Progress | null> {
      return this.load(ref.outletId);
    }

    private load(outletId: string): Promise<Progress | null> {
      return this.db
        .outletLoader<Progress>(`outlet-progress`, async (tx, keys, outletId) => {
          const rows: Array<{ added: boolean }> = await tx.manager.query(step.sql);
          const added = rows[0]?.added ?? false;
          return keys.map(() => ({ outletId, [step.field]: added }) as Progress);
        })
        .load(outletId);
    }
  }
  return OutletProgressResolver;
}
