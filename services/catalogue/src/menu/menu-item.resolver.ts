import { Args, Int, Parent, ResolveField, Resolver, ResolveReference } from '@nestjs/graphql';
import { IdArg, OutletMutation, OutletQuery, mapConnection } from '@mise/platform';
import { MenuPhotoService } from '../photo/menu-photo.service';
import { MenuVariantModel } from '../variant/variant.model';
import { MenuLoaders } from './menu-item.loaders';
import { MenuBatchIngredientInput } from '../batch/batch-item.model';
import {
  CreateMenuItemInput,
  MenuBatchIngredientModel,
  MenuIngredientInput,
  MenuIngredientModel,
  MenuItemConnectionModel,
  MenuItemListArgs,
  MenuItemModel,
  MenuLimitModel,
  MenuPhotoModel,
  PhotoUploadModel,
  UpdateMenuItemInput,
} from './menu-item.model';
import { MenuItemService } from './menu-item.service';

/** Every operation works on the current outlet (X-Outlet-ID), checked by the platform's guard. */
@Resolver(() => MenuItemModel)
export class MenuItemResolver {
  constructor(
    private readonly service: MenuItemService,
    private readonly loaders: MenuLoaders,
    private readonly photos: MenuPhotoService,
  ) {}

  @OutletQuery(() => MenuItemConnectionModel, {
    description: 'The highest version of each menu, by name (search: name contains)',
  })
  async menuItems(@Args() args: MenuItemListArgs): Promise<MenuItemConnectionModel> {
    return mapConnection(await this.service.list(args), (r) => MenuItemModel.from(r));
  }

  @OutletQuery(() => MenuItemModel)
  async menuItem(@IdArg() id: string): Promise<MenuItemModel> {
    return MenuItemModel.from(await this.service.get(id));
  }

  @OutletQuery(() => [String], {
    description: "Distinct categories, for the Add modal's suggestions",
  })
  menuCategories(
    @Args('search', { type: () => String, nullable: true }) search?: string | null,
  ): Promise<string[]> {
    return this.service.categories(search);
  }

  @OutletQuery(() => MenuLimitModel)
  menuLimit(): Promise<MenuLimitModel> {
    return this.service.limit();
  }

  @OutletMutation(() => MenuItemModel, {
    description: '"Menu item created"; held to the menu limit',
  })
  async createMenuItem(@Args('input') input: CreateMenuItemInput): Promise<MenuItemModel> {
    return MenuItemModel.from(await this.service.create(input));
  }

  @OutletMutation(() => MenuItemModel, { description: 'Refused when the version has sales' })
  async updateMenuItem(
    @IdArg() id: string,
    @Args('input') input: UpdateMenuItemInput,
  ): Promise<MenuItemModel> {
    return MenuItemModel.from(await this.service.update(id, input));
  }

  @OutletMutation(() => MenuItemModel, {
    description:
      'The "On the ordering page" switch; turning it on is refused while the price is 0. Allowed on a version with sales',
  })
  async setMenuItemOnOrderingPage(
    @IdArg() id: string,
    @Args('on') on: boolean,
  ): Promise<MenuItemModel> {
    return MenuItemModel.from(await this.service.setOnOrderingPage(id, on));
  }

  @OutletMutation(() => MenuItemModel, {
    description: 'Version N+1 of the menu, copying this version and its rows, then the input',
  })
  async createMenuItemVersion(
    @IdArg() id: string,
    @Args('input', { type: () => UpdateMenuItemInput, nullable: true })
    input?: UpdateMenuItemInput | null,
  ): Promise<MenuItemModel> {
    const created = await this.service.newVersion(id, input);
    await this.photos.copyToVersion(id, created.id);
    return MenuItemModel.from(await this.service.get(created.id));
  }

  @OutletMutation(() => Boolean, {
    description: 'Deletes the menu (every version); refused when any version has sales',
  })
  async deleteMenuItem(@IdArg() id: string): Promise<boolean> {
    const { photoKeys } = await this.service.delete(id);
    await this.photos.deleteObjects(photoKeys);
    return true;
  }

  @OutletMutation(() => MenuItemModel, {
    description: '"Duplicated successfully"; held to the menu limit',
  })
  async duplicateMenuItem(@IdArg() id: string, @Args('name') name: string): Promise<MenuItemModel> {
    const created = await this.service.duplicate(id, name);
    await this.photos.copyToVersion(id, created.id);
    return MenuItemModel.from(await this.service.get(created.id));
  }

  @OutletMutation(() => MenuItemModel)
  async addMenuIngredient(
    @IdArg('menuItemId') menuItemId: string,
    @Args('input') input: MenuIngredientInput,
  ): Promise<MenuItemModel> {
    return MenuItemModel.from(await this.service.addIngredient(menuItemId, input));
  }

  @OutletMutation(() => MenuItemModel)
  async updateMenuIngredient(
    @IdArg() id: string,
    @Args('input') input: MenuIngredientInput,
  ): Promise<MenuItemModel> {
    return MenuItemModel.from(await this.service.updateIngredient(id, input));
  }

  @OutletMutation(() => MenuItemModel)
  async removeMenuIngredient(@IdArg() id: string): Promise<MenuItemModel> {
    return MenuItemModel.from(await this.service.removeIngredient(id));
  }

  @OutletMutation(() => MenuItemModel, {
    description:
      "'Select a batch ingredient!' for an unknown batch; the same batch twice: 'Not allowed to select same ingredient!'; refused on a version with sales",
  })
  async addMenuBatchIngredient(
    @IdArg('menuItemId') menuItemId: string,
    @Args('input') input: MenuBatchIngredientInput,
  ): Promise<MenuItemModel> {
    return MenuItemModel.from(await this.service.addBatchIngredient(menuItemId, input));
  }

  @OutletMutation(() => MenuItemModel)
  async updateMenuBatchIngredient(
    @IdArg() id: string,
    @Args('input') input: MenuBatchIngredientInput,
  ): Promise<MenuItemModel> {
    return MenuItemModel.from(await this.service.updateBatchIngredient(id, input));
  }

  @OutletMutation(() => MenuItemModel)
  async removeMenuBatchIngredient(@IdArg() id: string): Promise<MenuItemModel> {
    return MenuItemModel.from(await this.service.removeBatchIngredient(id));
  }

  @OutletMutation(() => MenuItemModel)
  async addMenuVariant(
    @IdArg('menuItemId') menuItemId: string,
    @IdArg('variantId') variantId: string,
  ): Promise<MenuItemModel> {
    return MenuItemModel.from(await this.service.addVariant(menuItemId, variantId));
  }

  @OutletMutation(() => MenuItemModel)
  async removeMenuVariant(@IdArg() id: string): Promise<MenuItemModel> {
    return MenuItemModel.from(await this.service.removeVariant(id));
  }

  @OutletMutation(() => PhotoUploadModel, {
    description:
      'A presigned PUT for the photo (PNG, JPEG or WEBP, 5 MB, 25 megapixels) of exactly `size` bytes (signed: the store refuses any other length); then confirmMenuPhoto',
  })
  createMenuPhotoUpload(
    @IdArg('menuItemId') menuItemId: string,
    @Args('contentType') contentType: string,
    @Args('size', { type: () => Int, description: "The file's size in bytes (File.size)" })
    size: number,
  ): Promise<PhotoUploadModel> {
    return this.photos.requestUpload(menuItemId, contentType, size);
  }

  @OutletMutation(() => MenuItemModel, {
    description: 'Checks the uploaded bytes, keeps a 300x300 PNG crop, deletes the old photo',
  })
  async confirmMenuPhoto(
    @IdArg('menuItemId') menuItemId: string,
    @Args('key') key: string,
  ): Promise<MenuItemModel> {
    await this.photos.confirm(menuItemId, key);
    return MenuItemModel.from(await this.service.get(menuItemId));
  }

  @OutletMutation(() => MenuItemModel)
  async deleteMenuPhoto(@IdArg('menuItemId') menuItemId: string): Promise<MenuItemModel> {
    await this.photos.remove(menuItemId);
    return MenuItemModel.from(await this.service.get(menuItemId));
  }

  @ResolveField(() => Boolean, { description: "Food cost % above the outlet's target" })
  aboveFoodCostTarget(@Parent() m: MenuItemModel): Promise<boolean> {
    return this.loaders.aboveFoodCostTarget(m);
  }

  @ResolveField(() => Boolean, {
    description: 'This version has sales: frozen, Update becomes Create New Version',
  })
  hasSales(@Parent() m: MenuItemModel): Promise<boolean> {
    return this.loaders.hasSales(m);
  }

  @ResolveField(() => [MenuIngredientModel])
  ingredients(@Parent() m: MenuItemModel): Promise<MenuIngredientModel[]> {
    return this.loaders.ingredients(m);
  }

  @ResolveField(() => [MenuBatchIngredientModel])
  batchIngredients(@Parent() m: MenuItemModel): Promise<MenuBatchIngredientModel[]> {
    return this.loaders.batchIngredients(m);
  }

  @ResolveField(() => [MenuVariantModel])
  variants(@Parent() m: MenuItemModel): Promise<MenuVariantModel[]> {
    return this.loaders.variants(m);
  }

  @ResolveField(() => MenuPhotoModel, { nullable: true })
  photo(@Parent() m: MenuItemModel): Promise<MenuPhotoModel | null> {
    return this.photos.photoOf(m);
  }

  /** Federation lookups see no guard: the outlet loader checks the access itself. */
  @ResolveReference()
  async resolveReference(ref: { id: string; outletId: string }): Promise<MenuItemModel | null> {
    const row = await this.loaders.menuItem(ref.outletId, ref.id);
    return row && MenuItemModel.from(row);
  }
}
