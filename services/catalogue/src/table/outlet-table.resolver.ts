import { Inject } from '@nestjs/common';
import { Args, ID, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { orderingLink } from '@mise/domain';
import { Db, OutletScoped, SERVICE_CONFIG } from '@mise/platform';
import type { CatalogueConfig } from '../config';
import { SearchPageArgs } from '../variant/variant.model';
import { OutletTableConnectionModel, OutletTableModel } from './outlet-table.model';
import { OutletTableService } from './outlet-table.service';

/** Every operation works on the current outlet (X-Outlet-ID), checked by the platform's guard. */
@Resolver(() => OutletTableModel)
export class OutletTableResolver {
  constructor(
    private readonly service: OutletTableService,
    private readonly db: Db,
    @Inject(SERVICE_CONFIG) private readonly config: CatalogueConfig,
  ) {}

  @OutletScoped()
  @Query(() => OutletTableConnectionModel, {
    description: 'Name ascending (search: name contains)',
  })
  async outletTables(@Args() args: SearchPageArgs): Promise<OutletTableConnectionModel> {
    const { nodes, ...rest } = await this.service.list(args.search, args);
    return { nodes: nodes.map((r) => OutletTableModel.from(r)), ...rest };
  }

  @OutletScoped()
  @Query(() => OutletTableModel, { description: 'The /table/{name} screen (case-insensitive)' })
  async outletTable(@Args('name') name: string): Promise<OutletTableModel> {
    return OutletTableModel.from(await this.service.byName(name));
  }

  @OutletScoped()
  @Mutation(() => OutletTableModel)
  async createOutletTable(@Args('name') name: string): Promise<OutletTableModel> {
    return OutletTableModel.from(await this.service.create(name));
  }

  @OutletScoped()
  @Mutation(() => Boolean)
  deleteOutletTable(@Args('id', { type: () => ID }) id: string): Promise<boolean> {
    return this.service.delete(id);
  }

  @ResolveField(() => String, {
    description:
      "{the outlet's ordering address, else ORDERING_URL}/{the outlet's masked number}?table={name}: the QR code's data",
  })
  async orderingLink(@Parent() t: OutletTableModel): Promise<string> {
    const found = await this.db
      .outletLoader<{ masked: string; address: string | null }>(
        'ordering-link-base',
        async (tx, keys, outletId) => {
          const rows: Array<{ masked: string | null; address: string | null }> =
            await tx.manager.query(
              `SELECT o.masked_outlet_number AS masked,
                      (SELECT ordering_address FROM catalogue_settings) AS address
                 FROM outlets o WHERE o.id = $1`,
              [outletId],
            );
          return keys.map(() => ({
            masked: rows[0]?.masked ?? '',
            address: rows[0]?.address ?? null,
          }));
        },
      )
      .load(t.outletId);
    return orderingLink(found?.address ?? this.config.orderingUrl, found?.masked ?? '', t.name);
  }
}
