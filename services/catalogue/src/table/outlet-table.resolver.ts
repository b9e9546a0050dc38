import { Inject } from '@nestjs/common';
import { Args, ID, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { orderingLink } from '@mise/domain';
import { OutletScoped, SERVICE_CONFIG, mapConnection, SearchPageArgs } from '@mise/platform';
import type { CatalogueConfig } from '../config';
import { OutletTableConnectionModel, OutletTableModel } from './outlet-table.model';
import { OutletTableLoaders } from './outlet-table.loaders';
import { OutletTableService } from './outlet-table.service';

/** Every operation works on the current outlet (X-Outlet-ID), checked by the platform's guard. */
@OutletScoped()
@Resolver(() => OutletTableModel)
export class OutletTableResolver {
  constructor(
    private readonly service: OutletTableService,
    private readonly loaders: OutletTableLoaders,
    @Inject(SERVICE_CONFIG) private readonly config: CatalogueConfig,
  ) {}

  @Query(() => OutletTableConnectionModel, {
    description: 'Name ascending (search: name contains)',
  })
  async outletTables(@Args() args: SearchPageArgs): Promise<OutletTableConnectionModel> {
    return mapConnection(await this.service.list(args.search, args), (r) =>
      OutletTableModel.from(r),
    );
  }

  @Query(() => OutletTableModel, { description: 'The /table/{name} screen (case-insensitive)' })
  async outletTable(@Args('name') name: string): Promise<OutletTableModel> {
    return OutletTableModel.from(await this.service.byName(name));
  }

  @Mutation(() => OutletTableModel)
  async createOutletTable(@Args('name') name: string): Promise<OutletTableModel> {
    return OutletTableModel.from(await this.service.create(name));
  }

  @Mutation(() => Boolean)
  deleteOutletTable(@Args('id', { type: () => ID }) id: string): Promise<boolean> {
    return this.service.delete(id);
  }

  @ResolveField(() => String, {
    description:
      "{the outlet's ordering address, else ORDERING_URL}/{the outlet's masked number}?table={name}: the QR code's data",
  })
  async orderingLink(@Parent() t: OutletTableModel): Promise<string> {
    const found = await this.loaders.orderingLinkBase(t.outletId);
    return orderingLink(found?.address ?? this.config.orderingUrl, found?.masked ?? '', t.name);
  }
}
