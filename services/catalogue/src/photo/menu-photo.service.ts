import { Injectable, Logger } from '@nestjs/common';
import sharp from 'sharp';
import { CatalogueMessages } from '@mise/domain';
import {
  BadInputError,
  Db,
  defineUploadKind,
  FileTypes,
  MB,
  NotFoundError,
  Storage,
  lockedOrNotFound,
} from '@mise/platform';
import { MenuItemEntity } from '../menu/menu-item.entity';
import { MenuRecost } from '../menu/menu-recost';
import type { MenuItemModel, MenuPhotoModel, PhotoUploadModel } from '../menu/menu-item.model';

export const MENU_PHOTO = 'menu-photo';
/** The crop the menu screen shows (spec 2 §9). */
export const PHOTO_SIZE = 300;

/** Menu photos (flows.md §6): PNG, JPEG or WEBP up to 5 MB under `menu-items/{id}/photo/`. */
export const uploadKinds = [
  defineUploadKind({
    kind: MENU_PHOTO,
    aggregate: 'menu-items',
    role: 'photo',
    contentTypes: [...FileTypes.photos],
    maxBytes: 5 * MB,
  }),
];

/** The most pixels a photo may decode to (25 megapixels: about 100 MB of RGBA at most). */
export const MAX_PHOTO_PIXELS = 25_000_000;

const M = CatalogueMessages.menuItem;

class PhotoTooLarge extends Error {}

/**
 * One photo per menu item version (spec 2 §4): a presigned upload, then the platform's attach
 * (size, magic bytes), then a 300x300 PNG crop (sharp) stored next to it; the upload and the
 * previous photo are deleted. A new version or a duplicate gets a copy of the photo.
 */
@Injectable()
export class MenuPhotoService {
  private readonly log = new Logger('menu-photo');

  constructor(
    private readonly storage: Storage,
    private readonly db: Db,
    private readonly recost: MenuRecost,
  ) {}

  async requestUpload(
    menuItemId: string,
    contentType: string,
    size: number,
  ): Promise<PhotoUploadModel> {
    await this.db.outlet((tx) => tx.findOrNotFound(MenuItemEntity, { id: menuItemId }, M.notFound));
    // the size (at most 5 MB) is signed into the URL: the store takes exactly that many bytes
    const ticket = await this.storage.requestUpload({
      kind: MENU_PHOTO,
      parentId: menuItemId,
      fileName: 'photo',
      contentType,
      size,
    });
    return { url: ticket.url, headers: ticket.headers, key: ticket.key };
  }

  async confirm(menuItemId: string, key: string): Promise<void> {
    await this.db.outlet((tx) => tx.findOrNotFound(MenuItemEntity, { id: menuItemId }, M.notFound));
    const file = await this.storage.attach(key, MENU_PHOTO, { parentId: menuItemId });
    let png: Buffer;
    try {
      const original = await this.storage.read(file.key, 5 * MB);
      // the header's size first (nothing decoded), then a decoder that stops past the cap
      const { width = 0, height = 0 } = await sharp(original).metadata();
      if (width * height > MAX_PHOTO_PIXELS) throw new PhotoTooLarge(`${width}x${height}`);
      png = await sharp(original, { limitInputPixels: MAX_PHOTO_PIXELS })
        .rotate()
        .resize(PHOTO_SIZE, PHOTO_SIZE, { fit: 'cover', position: 'centre' })
        .png()
        .toBuffer();
    } catch (e) {
      this.log.warn(`photo ${file.key} refused: ${(e as Error).message}`);
      await this.storage.delete(file.key);
      throw new BadInputError(e instanceof PhotoTooLarge ? M.photoTooLarge : M.photoFailed);
    }
    const photoKey = await this.storage.write(file.key, png, 'image/png');
    await this.storage.delete(file.key);
    const old = await this.setPhoto(menuItemId, photoKey).catch(async (e: unknown) => {
      await this.storage.delete(photoKey);
      throw e;
    });
    if (old) await this.deleteObjects([old]);
  }

  async remove(menuItemId: string): Promise<void> {
    const old = await this.setPhoto(menuItemId, null);
    if (old) await this.deleteObjects([old]);
  }

  /** A new version or a duplicate: its own copy of the source's photo (if any). */
  async copyToVersion(sourceId: string, targetId: string): Promise<void> {
    const source = await this.db.outlet((tx) =>
      tx.manager.getRepository(MenuItemEntity).findOneBy({ id: sourceId }),
    );
    if (!source?.photoKey || !this.storage.enabled) return;
    // {outlet}/catalogue/menu-items/{id}/photo/{file}: the same place under the target's id
    const folder = source.photoKey.split('/').slice(0, -1);
    folder[3] = targetId;
    let copy: string;
    try {
      copy = await this.storage.copy(source.photoKey, folder.join('/'));
    } catch (e) {
      this.log.warn(`photo of ${sourceId} not copied: ${(e as Error).message}`);
      return;
    }
    await this.db.outlet(async (tx) => {
      await tx.manager
        .getRepository(MenuItemEntity)
        .update({ id: targetId }, { photoKey: copy, photoUploadedAt: source.photoUploadedAt });
      // the others (sales' ordering menu) hear of the photo: a new revision
      await this.recost.saved(tx, [targetId]);
    });
  }

  async photoOf(m: MenuItemModel): Promise<MenuPhotoModel | null> {
    if (!m.photoKey || !m.photoUploadedAt || !this.storage.enabled) return null;
    try {
      return { url: await this.storage.fileUrl(m.photoKey), uploadedAt: m.photoUploadedAt };
    } catch (e) {
      // a reference resolved outside its outlet's request: no URL to give
      if (e instanceof NotFoundError) return null;
      throw e;
    }
  }

  /** Deletes stored photos (after their rows are gone); a failure is logged, never thrown. */
  async deleteObjects(keys: readonly string[]): Promise<void> {
    if (!this.storage.enabled) return;
    for (const key of keys) {
      await this.storage.delete(key).catch((e: Error) => {
        this.log.warn(`photo ${key} not deleted: ${e.message}`);
      });
    }
  }

  /** Sets the version's photo; answers the key it replaced. */
  private setPhoto(menuItemId: string, photoKey: string | null): Promise<string | null> {
    return this.db.outlet(async (tx) => {
      const row = await lockedOrNotFound(tx, MenuItemEntity, menuItemId, M.notFound);
      const repo = tx.manager.getRepository(MenuItemEntity);
      await repo.update(
        { id: row.id },
        { photoKey, photoUploadedAt: photoKey ? new Date() : null },
      );
      // the others (sales' ordering menu) hear of the photo: a new revision
      await this.recost.saved(tx, [row.id]);
      return row.photoKey;
    });
  }
}
