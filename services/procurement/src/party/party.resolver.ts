import type { Type } from '@nestjs/common';
import { Args, Resolver } from '@nestjs/graphql';
import { IdArg, OutletMutation, OutletQuery, type ConnectionShape } from '@mise/platform';
import type { PartyRow } from './party.entity';
import { PartyInput, PartyListArgs, type PartyModel } from './party.model';
import type { PartyLoaders } from './party.loaders';
import type { PartyStore } from './party.store';

interface PartyType<M extends PartyModel> extends Type<M> {
  from(row: PartyRow): M;
}

/**
 * The directory's operations of one kind of party, named after it (`suppliers`, `supplier`,
 * `createSupplier`, `updateSupplier`, `deleteSupplier`): thin, one store call each, every one on
 * the current outlet. The concrete resolver adds its `@ResolveReference` (through `reference`).
 */
export function PartyResolver<M extends PartyModel, E extends PartyRow>(
  model: PartyType<M>,
  connection: Type<ConnectionShape<M>>,
  names: { one: string; many: string; Type: string },
) {
  @Resolver({ isAbstract: true })
  abstract class PartyResolverBase {
    constructor(
      readonly store: PartyStore<E>,
      readonly loaders: PartyLoaders<E>,
    ) {}

    @OutletQuery(() => connection, {
      name: names.many,
      description: `The current outlet's ${names.many} by name A→Z (search: name contains)`,
    })
    async list(@Args() args: PartyListArgs): Promise<ConnectionShape<M>> {
      const { nodes, ...rest } = await this.store.list(args.search, args);
      return { nodes: nodes.map((r) => model.from(r)), ...rest };
    }

    @OutletQuery(() => model, { name: names.one, nullable: true })
    async one(@IdArg() id: string): Promise<M | null> {
      const row = await this.store.find(id);
      return row && model.from(row);
    }

    @OutletMutation(() => model, { name: `create${names.Type}` })
    async create(@Args('input') input: PartyInput): Promise<M> {
      return model.from(await this.store.create(input));
    }

    @OutletMutation(() => model, { name: `update${names.Type}` })
    async update(@IdArg() id: string, @Args('input') input: PartyInput): Promise<M> {
      return model.from(await this.store.update(id, input));
    }

    @OutletMutation(() => Boolean, { name: `delete${names.Type}` })
    remove(@IdArg() id: string): Promise<boolean> {
      return this.store.delete(id);
    }

    /** A federation reference: no guard sees it, the outlet loader checks the access. */
    async reference(ref: { id: string; outletId: string }): Promise<M | null> {
      const row = await this.loaders.byId(ref.outletId, ref.id);
      return row && model.from(row);
    }
  }
  return PartyResolverBase;
}
